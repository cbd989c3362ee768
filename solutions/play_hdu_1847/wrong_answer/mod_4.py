# Plays it as the Bash game with m = 3 (moves of 1, 2 or 4 look like "up to 3 or so"): thinks
# the multiples of 4 are the P-positions and takes what is left mod 4, or 1.
for _ in range(int(input())):
    left = int(input())
    first = left % 4 != 0
    print("first" if first else "second", flush=True)
    if not first:
        left -= int(input())
    while left:  # 0: the perfect player took the last card, and this game is lost
        take = {1: 1, 2: 2, 3: 1}.get(left % 4, 1)
        print(take, flush=True)
        left -= take
        reply = input().strip()
        if reply == "end":
            break
        left -= int(reply)
