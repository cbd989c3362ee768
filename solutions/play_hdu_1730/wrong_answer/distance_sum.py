# Thinks the parity of the total gap decides (as if each move closed one cell), and closes a
# gap by one cell at a time. Right on one row with an odd gap; wrong on gaps 1 and 1.
for _ in range(int(input())):
    m, n, *p = map(int, input().split())
    rows = [list(pair) for pair in zip(p[::2], p[1::2])]
    first = sum(abs(t - j) - 1 for t, j in rows) % 2 == 1
    mine = 0 if first else 1
    print("first" if first else "second", flush=True)
    reply = "" if first else input()
    while reply.strip() != "end":
        if reply:
            r, c = map(int, reply.split())
            rows[r - 1][1 - mine] = c
        options = [i for i, (t, j) in enumerate(rows) if abs(t - j) > 1]
        if not options:  # only retreats left: step back where there is room
            i = 0
            me, them = rows[i][mine], rows[i][1 - mine]
            column = me - 1 if me < them else me + 1
            if not 1 <= column <= m:
                i = len(rows) - 1
                me, them = rows[i][mine], rows[i][1 - mine]
                column = me - 1 if me < them else me + 1
            if not 1 <= column <= m:
                break  # no move at all: the judge won this game
        else:
            i = options[0]
            me, them = rows[i][mine], rows[i][1 - mine]
            column = me + 1 if me < them else me - 1
        rows[i][mine] = column
        print(i + 1, column, flush=True)
        reply = input()
