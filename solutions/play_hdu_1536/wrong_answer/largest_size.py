# Always moves first and takes the largest size it can from the largest heap: greedy, with no
# idea of P-positions; loses from any P-position and from most others.
for _ in range(int(input())):
    numbers = list(map(int, input().split()))
    k = numbers[0]
    sizes, heaps = numbers[1 : k + 1], numbers[k + 2 :]
    print("first", flush=True)
    reply = ""
    while reply.strip() != "end":
        if reply:
            h, x = map(int, reply.split())
            heaps[heaps.index(h)] = x
            if all(h < min(sizes) for h in heaps):
                break  # no move left: the judge won this game
        h = max(heaps)
        s = max(s for s in sizes if s <= h)
        print(h, h - s, flush=True)
        heaps[heaps.index(h)] = h - s
        reply = input()
