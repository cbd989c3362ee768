# Always moves first and takes one object from the largest heap: wins only by luck, loses
# from every P-position (heaps 1 1, 3 4 ...) and from most others.
for _ in range(int(input())):
    count, *heaps = map(int, input().split())
    heaps = [h for h in heaps if h]
    print("first", flush=True)
    reply = ""
    while reply.strip() != "end" and heaps:
        if reply:
            h, *left = map(int, reply.split())
            heaps.remove(h)
            heaps += [p for p in left if p]
            if not heaps:
                break  # the judge took the last object: this game is lost
        h = max(heaps)
        print(h, h - 1, flush=True)
        heaps.remove(h)
        heaps += [h - 1] if h > 1 else []
        reply = input()
