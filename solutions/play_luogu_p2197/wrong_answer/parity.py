# Thinks the parity of the total decides (an odd total wins for the first player), and takes
# one stone at a time. Right when every heap is 1; wrong as soon as a heap is bigger.
for _ in range(int(input())):
    count, *heaps = map(int, input().split())
    first = sum(heaps) % 2 == 1
    print("first" if first else "second", flush=True)
    reply = "" if first else input()
    while reply.strip() != "end" and any(heaps):
        if reply:
            h, x = map(int, reply.split())
            heaps[heaps.index(h)] = x
            if not any(heaps):
                break  # the perfect player took the last stone, and this game is lost
        i = next(i for i, h in enumerate(heaps) if h)
        print(heaps[i], heaps[i] - 1, flush=True)
        heaps[i] -= 1
        reply = input()
