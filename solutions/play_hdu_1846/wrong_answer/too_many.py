# Right side, right count, but when the pile is small it takes everything, even when that is
# more than m: an illegal move, which the judge refuses naming the rule.
for _ in range(int(input())):
    left, m = map(int, input().split())
    first = left % (m + 1) != 0
    print("first" if first else "second", flush=True)
    if not first:
        left -= int(input())
    while True:
        take = left if left <= 2 * m else left % (m + 1)
        print(take, flush=True)
        left -= take
        reply = input().strip()
        if reply == "end":
            break
        left -= int(reply)
