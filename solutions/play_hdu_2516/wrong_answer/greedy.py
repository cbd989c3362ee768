# Knows who wins (Fibonacci numbers are P-positions) but then plays greedy: takes as many
# stones as it may. That leaves a pile the perfect player can answer.
def is_fibonacci(n):
    a, b = 1, 2
    while b < n:
        a, b = b, a + b
    return b == n


for _ in range(int(input())):
    left = int(input())
    most = left - 1
    first = not is_fibonacci(left)
    print("first" if first else "second", flush=True)
    if not first:
        take = int(input())
        left, most = left - take, 2 * take
    while True:
        take = min(most, left)
        print(take, flush=True)
        left -= take
        reply = input().strip()
        if reply == "end":
            break
        left, most = left - int(reply), 2 * int(reply)
