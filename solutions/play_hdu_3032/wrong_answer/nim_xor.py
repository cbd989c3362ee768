# Plays Lasker's Nim as plain Nim: the xor of the heap sizes decides, and it never splits.
# Right whenever no heap is 3 or 4 mod 4 (where sg(h) = h); wrong from 1 2 3, whose sizes xor
# to 0 but whose values 1, 2, 4 do not.
for _ in range(int(input())):
    count, *heaps = map(int, input().split())
    heaps = [h for h in heaps if h]
    xor = 0
    for h in heaps:
        xor ^= h
    print("first" if xor else "second", flush=True)
    reply = "" if xor else input()
    while reply.strip() != "end" and heaps:
        if reply:
            h, *left = map(int, reply.split())
            heaps.remove(h)
            heaps += [p for p in left if p]
            if not heaps:
                break  # the judge took the last object: this game is lost
        xor = 0
        for h in heaps:
            xor ^= h
        h = next((h for h in heaps if h ^ xor < h), heaps[0])
        x = h ^ xor if h ^ xor < h else h - 1
        print(h, x, flush=True)
        heaps.remove(h)
        heaps += [x] if x else []
        reply = input()
