"""A Chess Game (HDU 1524) as data: chesses on the positions of a directed acyclic graph; a
move takes one chess along one edge; the player who cannot move loses. The graph is the
game's parameter (--edges, as 'from,to,from,to,...'; default the first sample's). A state
is the sorted tuple of the chesses' positions. The chesses are a sum: the table lists one
chess on each position of the graph."""

PARAMETERS = {
    "N": (4, "the number of positions, 0 to N-1"),
    "edges": ((0, 1, 0, 2, 2, 3), "the edges as from,to pairs: 0,1,0,2,2,3"),
}
POSITION = "v, the position of one chess"
PICTURE = "graph"  # how the learner's pages draw it
TABLE_MAX = 1000


def _out(N, edges):
    if len(edges) % 2 or any(not 0 <= v < N for v in edges):
        raise ValueError(f"--edges is from,to pairs of positions 0 to N-1 = {N - 1}")
    found = {v: [] for v in range(N)}
    for a, b in zip(edges[::2], edges[1::2]):
        found[a].append(b)
    return found


def positions(limit, N, edges):
    return list(range(min(limit, N)))


def start(position, N, edges):
    _out(N, edges)
    chesses = [position] if isinstance(position, int) else list(position)
    if not chesses or any(not 0 <= v < N for v in chesses):
        raise ValueError(f"chesses on positions 0 to {N - 1}")
    return tuple(sorted(chesses))


def moves(state, N, edges):
    out = _out(N, edges)
    return [f"{v} {w}" for v in sorted(set(state)) for w in sorted(set(out[v]))]


def move(state, text, N, edges):
    try:
        v, w = (int(part) for part in text.split())
    except ValueError:
        raise ValueError("a move is 'v w': a chess on position v goes to position w") from None
    if v not in state:
        raise ValueError(f"there is no chess on position {v}")
    if w not in _out(N, edges)[v]:
        raise ValueError(f"a chess moves along an edge: there is none from {v} to {w}")
    rest = list(state)
    rest.remove(v)
    return tuple(sorted(rest + [w]))


def describe(state, N, edges):
    return "chesses on positions " + " ".join(map(str, state)) + " ('v w' moves one along an edge)"


def _grundy(v, out, memo):
    if v not in memo:
        seen = {_grundy(w, out, memo) for w in out[v]}
        g = 0
        while g in seen:
            g += 1
        memo[v] = g
    return memo[v]


def explain(state, N, edges):
    out, memo = _out(N, edges), {}
    values = [_grundy(v, out, memo) for v in state]
    xor = 0
    for g in values:
        xor ^= g
    shown = ", ".join(f"sg({v})={g}" for v, g in zip(state, values))
    verdict = "0: a P-position" if xor == 0 else f"{xor}, not 0: an N-position"
    return (f"sg(v) is the mex of its out-neighbours' values; each chess is a game of its own: "
            f"{shown}; the xor is {verdict}.")
