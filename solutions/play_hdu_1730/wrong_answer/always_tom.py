# Always plays Tom (moves first) and closes the first open gap completely: right when one
# row's gap is all that is open, wrong from any P-position (gaps 1 and 1, 2 and 2).
for _ in range(int(input())):
    m, n, *p = map(int, input().split())
    rows = [list(pair) for pair in zip(p[::2], p[1::2])]
    print("first", flush=True)
    reply = ""
    while reply.strip() != "end":
        if reply:
            r, c = map(int, reply.split())
            rows[r - 1][1] = c
        open_rows = [i for i, (t, j) in enumerate(rows) if abs(t - j) > 1]
        if open_rows:
            i = open_rows[0]
            t, j = rows[i]
            column = j - 1 if t < j else j + 1
        else:
            moves = [(i, t - 1) for i, (t, j) in enumerate(rows) if t < j and t > 1]
            moves += [(i, t + 1) for i, (t, j) in enumerate(rows) if t > j and t < m]
            if not moves:
                break  # no move at all: the judge won this game
            i, column = moves[0]
        rows[i][0] = column
        print(i + 1, column, flush=True)
        reply = input()
