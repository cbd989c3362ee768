"""Inputs of play_hdu_1730: the number of games, then one game a line: `m n t1 j1 ... tn jn`,
the columns (3 <= m <= 8) and the rows (1 <= n <= 2), each with Tom's and Jerry's columns
(different, from 1 to m).

Sizes:
  small  a few random boards
  edge   gaps that xor to 0 (the program moves second), touching pieces (gap 0), pieces at
         the edges (no room to retreat), Jerry left of Tom, one row
  max    20 games on 8 columns, two rows
Tom always has a first move (a board where he has none is not a game to play).
"""

import random


def _input(games):
    return f"{len(games)}\n" + "".join(f"{m} {len(rows)} " + " ".join(f"{t} {j}" for t, j in rows) + "\n" for m, rows in games)


def tom_moves(m, rows):
    """Whether Tom has a move: a row where his side of Jerry's piece has another cell."""
    return any((j - 1 if t < j else m - j) >= 2 for t, j in rows)


def _playable(rng, games):
    fixed = []
    for m, rows in games:
        while not tom_moves(m, rows):
            m = max(m, 3)
            rows = [_row(rng, m) for _ in rows]
        fixed.append((m, rows))
    return fixed


def _row(rng, m):
    t, j = rng.sample(range(1, m + 1), 2)
    return (t, j)


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        games = []
        for _ in range(rng.randint(1, 5)):
            m = rng.randint(2, 6)
            games.append((m, [_row(rng, m) for _ in range(rng.randint(1, 2))]))
        return _input(_playable(rng, games))
    if size == "edge":
        games = []
        for _ in range(rng.randint(3, 8)):
            m = rng.randint(4, 8)
            games.append(rng.choice((
                (m, [(1, m), (m, 1)]), (m, [(1, 2), (3, 4)]), (m, [(2, 1)]), (m, [(1, m)]),
                (m, [(1, 4), (m, m - 3)]), (m, [_row(rng, m), _row(rng, m)]), (3, [(1, 3), (3, 1)]),
            )))
        return _input(_playable(rng, games))
    games = [(8, [(1, 8), (8, 1)]), (8, [(4, 5), (1, 8)])]
    games += [(8, [_row(rng, 8), _row(rng, 8)]) for _ in range(18)]
    rng.shuffle(games)
    return _input(_playable(rng, games))


def shrink(text: str):
    games = []
    for line in text.split("\n")[1:-1]:
        m, n, *p = map(int, line.split())
        games.append((m, list(zip(p[::2], p[1::2]))))
    for i in range(len(games)):
        yield _input(games[:i] + games[i + 1 :])
    for i, (m, rows) in enumerate(games):
        if len(rows) > 1:
            for r in range(len(rows)):
                if tom_moves(m, rows[:r] + rows[r + 1 :]):
                    yield _input(games[:i] + [(m, rows[:r] + rows[r + 1 :])] + games[i + 1 :])
