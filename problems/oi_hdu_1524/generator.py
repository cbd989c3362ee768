"""Input generator for the OI edition of HDU 1524 (A Chess Game).

Sizes, one a subtask's (the recipes name the files so that its patterns pick them):
  small  subtask "small": 1-3 test cases, random DAGs with N <= 7, queries of 1-3 chesses (the
         brute force solves them in milliseconds); 0-2 blank lines between test cases
  edge   subtask "small": its boundaries, N <= 10: N = 1, chains in both label orders,
         complete DAGs, stars, isolated positions, all chesses on one position, equal
         positions that cancel, M = 3, a test case without queries, several blank lines
  max    subtask "full": every bound at once: 100 test cases, N = 10^5 in one of them, 2 * 10^5
         positions, 3 * 10^5 edges and 3 * 10^4 queries in all: a path through 10^5 positions
         with shortcuts (depth 10^5; positions past 65535, which 16 bits do not hold), a
         complete DAG on 500 positions (Grundy values up to 499) and sparse random DAGs
The "medium" subtask's cases (N <= 1000) are in tests.yaml, made by medium().
"""
import random
from typing import Iterator, List, Optional, Tuple

SMALL_N, SMALL_M = 10, 3                      # subtask "small"
MEDIUM_N = 1000                               # subtask "medium"
MAX_N = 10**5
MAX_M = 10
MAX_CASES = 100
MAX_NODES = 2 * 10**5
MAX_EDGES = 300000
MAX_QUERIES = 30000
DENSE_N = 500                                 # the max input's complete DAG

# a test case: (blank lines before it, out-lists, queries)
Case = Tuple[int, List[List[int]], List[List[int]]]


def _fmt(cases: List[Case]) -> str:
    parts = []
    for k, (blank, adj, queries) in enumerate(cases):
        if k > 0:
            parts.append("\n" * blank)
        parts.append("%d\n" % len(adj))
        parts.extend("%d%s\n" % (len(succ), "".join(" %d" % w for w in succ)) for succ in adj)
        parts.extend("%d%s\n" % (len(q), "".join(" %d" % p for p in q)) for q in queries)
        parts.append("0\n")
    return "".join(parts)


def _random_dag(rng: random.Random, n: int, p: float,
                order: Optional[List[int]] = None) -> List[List[int]]:
    """Edges only go forward in a random order of the positions (so no cycle), each with
    probability p; out-lists in random order."""
    if order is None:
        order = list(range(n))
        rng.shuffle(order)
    adj: List[List[int]] = [[] for _ in range(n)]
    for i in range(n):
        v = order[i]
        for j in range(i + 1, n):
            if rng.random() < p:
                adj[v].append(order[j])
    for succ in adj:
        rng.shuffle(succ)
    return adj


def _complete_dag(rng: random.Random, n: int) -> List[List[int]]:
    """Every edge that goes forward in a random order: n(n-1)/2 edges, Grundy values 0..n-1."""
    order = list(range(n))
    rng.shuffle(order)
    adj: List[List[int]] = [[] for _ in range(n)]
    for i in range(n):
        succ = order[i + 1:]
        rng.shuffle(succ)
        adj[order[i]] = succ
    return adj


def _sparse_dag(rng: random.Random, n: int, edges: int) -> List[List[int]]:
    """Exactly `edges` distinct random forward edges in a random order of the positions."""
    order = list(range(n))
    rng.shuffle(order)
    chosen = set()
    while len(chosen) < edges:
        i, j = rng.sample(range(n), 2)
        chosen.add((order[min(i, j)], order[max(i, j)]))
    adj: List[List[int]] = [[] for _ in range(n)]
    for v, w in sorted(chosen):
        adj[v].append(w)
    for succ in adj:
        rng.shuffle(succ)
    return adj


def _chain(n: int, reverse: bool) -> List[List[int]]:
    """A path through all positions: 0 -> 1 -> ... -> n-1, or n-1 -> ... -> 0."""
    if reverse:
        return [[v - 1] if v > 0 else [] for v in range(n)]
    return [[v + 1] if v + 1 < n else [] for v in range(n)]


def _queries(rng: random.Random, n: int, count: int, most: int) -> List[List[int]]:
    queries = []
    for _ in range(count):
        m = rng.randint(1, most)
        kind = rng.randrange(4)
        if kind == 0 and m >= 2:                     # pairs of equal positions cancel out
            half = [rng.randrange(n) for _ in range(m // 2)]
            q = half + half + ([rng.randrange(n)] if m % 2 else [])
            rng.shuffle(q)
        elif kind == 1:                              # all chesses on one position
            q = [rng.randrange(n)] * m
        else:
            q = [rng.randrange(n) for _ in range(m)]
        queries.append(q)
    return queries


def _shares(total: int, parts: int) -> List[int]:
    """`total` split into `parts` nearly equal whole numbers."""
    return [total // parts + (k < total % parts) for k in range(parts)]


def _edge_case(rng: random.Random) -> Case:
    n = rng.randint(1, SMALL_N)
    kind = rng.randrange(7)
    if kind == 0:
        n = 1
        adj: List[List[int]] = [[]]
    elif kind == 1:
        adj = _chain(n, reverse=rng.random() < 0.5)
    elif kind == 2:
        adj = _complete_dag(rng, n)
    elif kind == 3:                                  # star out of one position, or into one
        c = rng.randrange(n)
        if rng.random() < 0.5:
            adj = [[w for w in range(n) if w != c] if v == c else [] for v in range(n)]
        else:
            adj = [[c] if v != c else [] for v in range(n)]
    elif kind == 4:
        adj = [[] for _ in range(n)]                 # no edges at all
    else:
        adj = _random_dag(rng, n, rng.choice((0.3, 0.6, 0.9)))
    queries = _queries(rng, n, rng.randint(1, 5), SMALL_M)
    if rng.random() < 0.3:
        queries.append([rng.randrange(n)] * SMALL_M)  # all chesses on one position
    if rng.random() < 0.1:
        queries = []                                 # a test case without queries
    return rng.choice((0, 1, 1, 2, 3)), adj, queries


def _long_path(rng: random.Random, n: int, shortcuts: int) -> List[List[int]]:
    """The path 0 -> 1 -> ... -> n-1 and about `shortcuts` random forward edges after it."""
    path = _chain(n, reverse=False)
    for _ in range(shortcuts):
        v = rng.randrange(n - 2)
        w = rng.randint(v + 2, n - 1)
        if w not in path[v]:
            path[v].append(w)
    return path


def medium(rng: random.Random, shape: str) -> List[Case]:
    """Test cases of the medium subtask's shape (N = 1000), for tests.yaml: `sparse` three
    random DAGs of 1500 edges, `path` the path through 1000 positions with shortcuts (depth
    1000), `dense` a random DAG of 6000 edges; queries of up to M = 10 chesses."""
    if shape == "path":
        adj = _long_path(rng, MEDIUM_N, 300)
        queries = _queries(rng, MEDIUM_N, 40, MAX_M)
        queries[0] = [0] * (MAX_M - 1) + [1]             # the head of the path first
        return [(1, adj, queries)]
    if shape == "dense":
        queries = _queries(rng, MEDIUM_N, 40, MAX_M)
        queries[0] = [rng.randrange(MEDIUM_N) for _ in range(MAX_M)]
        return [(1, _sparse_dag(rng, MEDIUM_N, 6000), queries)]
    return [(1, _sparse_dag(rng, MEDIUM_N, 1500), _queries(rng, MEDIUM_N, 15, MAX_M))
            for _ in range(3)]


def generate(rng: random.Random, size: str) -> str:
    if size == "small":
        cases = []
        for _ in range(rng.randint(1, 3)):
            n = rng.randint(1, 7)
            adj = _random_dag(rng, n, rng.random())
            cases.append((rng.choice((0, 1, 1, 2)), adj,
                          _queries(rng, n, rng.randint(1, 6), SMALL_M)))
        return _fmt(cases)
    if size == "edge":
        cases = [_edge_case(rng) for _ in range(rng.randint(1, 4))]
        if not any(q for _, _, q in cases):
            cases[0][2].append([0])
        return _fmt(cases)
    if size == "max":
        cases = []
        path = _long_path(rng, MAX_N, 20000)                     # depth 10^5
        q = _queries(rng, MAX_N, 10000, MAX_M)
        q[0] = [0]                                               # the head of the path first
        q[1:1] = [[rng.randint(65536, MAX_N - 1) for _ in range(MAX_M)] for _ in range(200)]
        cases.append((1, path, q))
        dense = _complete_dag(rng, DENSE_N)                      # 124,750 edges
        cases.append((1, dense, _queries(rng, DENSE_N, 5000, MAX_M)))
        rest = MAX_CASES - 2
        nodes = _shares(MAX_NODES - MAX_N - DENSE_N, rest)
        edges = _shares(MAX_EDGES - sum(map(len, dense)) - sum(map(len, path)), rest)
        queries = _shares(MAX_QUERIES - sum(len(c[2]) for c in cases), rest)
        for k in range(rest):
            cases.append((1, _sparse_dag(rng, nodes[k], edges[k]),
                          _queries(rng, nodes[k], queries[k], MAX_M)))
        rng.shuffle(cases)
        return _fmt(cases)
    raise ValueError("unknown size: %r" % (size,))


def _parse(text: str) -> List[Case]:
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    cases: List[Case] = []
    i = 0
    while i < len(lines):
        blank = 0
        while i < len(lines) and not lines[i].strip():
            blank += 1
            i += 1
        if i == len(lines):
            break
        n = int(lines[i])
        adj = [[int(t) for t in lines[i + 1 + v].split()][1:] for v in range(n)]
        i += 1 + n
        queries = []
        while True:
            row = [int(t) for t in lines[i].split()]
            i += 1
            if row == [0]:
                break
            queries.append(row[1:])
        cases.append((blank, adj, queries))
    return cases


def _without_node(case: Case, x: int) -> Case:
    blank, adj, queries = case
    renum = lambda w: w - 1 if w > x else w
    new_adj = [[renum(w) for w in succ if w != x] for v, succ in enumerate(adj) if v != x]
    new_queries = []
    for q in queries:
        kept = [renum(p) for p in q if p != x]
        if kept:
            new_queries.append(kept)
    return blank, new_adj, new_queries


def shrink(text: str) -> Iterator[str]:
    """Smaller candidates, most aggressive first: one test case alone, one test case fewer,
    half of the queries, one query fewer, one position fewer (renumbered), one edge fewer,
    one chess fewer, no blank lines."""
    try:
        cases = _parse(text)
    except (ValueError, IndexError):
        return
    if len(cases) > 1:
        for k in range(min(len(cases), 20)):
            yield _fmt([(0,) + cases[k][1:]])
        for k in range(len(cases)):
            yield _fmt(cases[:k] + cases[k + 1:])
    for k, (blank, adj, queries) in enumerate(cases):
        def with_case(new: Case) -> str:
            return _fmt(cases[:k] + [new] + cases[k + 1:])
        if len(queries) > 1:
            yield with_case((blank, adj, queries[: len(queries) // 2]))
            yield with_case((blank, adj, queries[len(queries) // 2:]))
            for j in range(min(len(queries), 30)):
                yield with_case((blank, adj, queries[:j] + queries[j + 1:]))
        if len(adj) > 1:
            for x in range(len(adj) - 1, max(-1, len(adj) - 31), -1):
                yield with_case(_without_node(cases[k], x))
        edges = [(v, j) for v, succ in enumerate(adj) for j in range(len(succ))]
        for v, j in edges[:60]:
            new_adj = [list(succ) for succ in adj]
            del new_adj[v][j]
            yield with_case((blank, new_adj, queries))
        for j, q in enumerate(queries[:30]):
            if len(q) > 1:
                for t in range(len(q)):
                    yield with_case((blank, adj, queries[:j] + [q[:t] + q[t + 1:]]
                                     + queries[j + 1:]))
    if any(blank for blank, _, _ in cases[1:]):
        yield _fmt([(0,) + case[1:] for case in cases])
