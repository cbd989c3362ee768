# The Bash game with m where m + 1 belongs: takes what is left mod m, and thinks the
# multiples of m are the P-positions. It loses from a multiple of m + 1 that is not a
# multiple of m, and cannot move at all when its rule says take 0.
for _ in range(int(input())):
    left, m = map(int, input().split())
    first = left % m != 0
    print("first" if first else "second", flush=True)
    if not first:
        left -= int(input())
    while left:  # 0: the perfect player took the last stone, and this game is lost
        take = left % m or 1
        print(take, flush=True)
        left -= take
        reply = input().strip()
        if reply == "end":
            break
        left -= int(reply)
