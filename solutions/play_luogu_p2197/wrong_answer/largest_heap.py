# The xor rule, right; but it always changes the largest heap to (largest xor s), which is
# more, not less, when the largest heap lacks the highest bit of s (heaps 4 4 1 2: s = 3, and
# 4 xor 3 = 7): a move that adds stones, an illegal move.
for _ in range(int(input())):
    count, *heaps = map(int, input().split())
    xor = 0
    for h in heaps:
        xor ^= h
    print("first" if xor else "second", flush=True)
    reply = "" if xor else input()
    while reply.strip() != "end":
        if reply:
            h, x = map(int, reply.split())
            heaps[heaps.index(h)] = x
            if not any(heaps):
                break  # the perfect player took the last stone, and this game is lost
        xor = 0
        for h in heaps:
            xor ^= h
        i = heaps.index(max(heaps))
        target = heaps[i] ^ xor if xor else heaps[i] - 1
        print(heaps[i], target, flush=True)
        heaps[i] = target
        reply = input()
