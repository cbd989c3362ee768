"""Input validator for the OI edition of HDU 1524 (A Chess Game).

Format: one or more test cases, up to the end of the input. A test case is
  a line "N" (1 <= N <= 10^5);
  N lines "X v1 ... vX", line i for position i: 0 <= X <= N-1 out-positions, each in
  0..N-1, none equal to i (a self-loop is a cycle), no position listed twice (each edge is
  given once), and the whole graph acyclic;
  zero or more query lines "M p1 ... pM" (1 <= M <= 10, each pj in 0..N-1; several chesses
  may share a position);
  the line "0".
Zero or more EMPTY lines may separate two test cases (the original sample has one); there are
none before the first test case or after the last one. Numbers are separated by single
spaces, have no leading zeros, and every line ends with a newline.
Bounds of this edition over the whole input: at most 100 test cases, at most 2 * 10^5
positions, 300,000 edges and 30,000 queries, and at least one query. The subtasks' smaller
bounds (small: N <= 10, M <= 3; medium: N <= 1000) are the statement's promise about their
cases, not a format of their own.
"""
import re

# The statement's bounds, (smallest, largest), read by validate() (problems/README.md): the
# test cases, positions ("nodes"), edges and queries are counted over the whole input.
BOUNDS = {"cases": (1, 100), "N": (1, 10**5), "nodes": (1, 2 * 10**5), "M": (1, 10),
          "edges": (0, 300000), "queries": (1, 30000)}

_NUMBERS = re.compile(r"(0|[1-9][0-9]{0,6})( (0|[1-9][0-9]{0,6}))*")


def _numbers(lines, index: int, what: str) -> list:
    if index >= len(lines):
        raise ValueError("line %d: the input ends, expected %s" % (index + 1, what))
    line = lines[index]
    if _NUMBERS.fullmatch(line) is None:
        raise ValueError("line %d: expected %s (numbers separated by single spaces), got %r"
                         % (index + 1, what, line[:40]))
    return [int(t) for t in line.split(" ")]


def _check_acyclic(adj, first_line: int) -> None:
    n = len(adj)
    indegree = [0] * n
    for succ in adj:
        for w in succ:
            indegree[w] += 1
    ready = [v for v in range(n) if indegree[v] == 0]
    done = 0
    while ready:
        v = ready.pop()
        done += 1
        for w in adj[v]:
            indegree[w] -= 1
            if indegree[w] == 0:
                ready.append(w)
    if done < n:
        stuck = min(v for v in range(n) if indegree[v] > 0)
        raise ValueError("line %d: the graph of the test case starting here has a cycle "
                         "(position %d is on or after one)" % (first_line, stuck))


def validate(text: str) -> None:
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("the input must end with a newline")
    lines = text[:-1].split("\n")
    i = 0
    cases = nodes = edges = queries = 0
    while i < len(lines):
        if cases > 0:
            while i < len(lines) and lines[i] == "":
                i += 1                                  # blank lines between test cases
            if i == len(lines):
                raise ValueError("line %d: blank line after the last test case" % i)
        cases += 1
        if cases > BOUNDS["cases"][1]:
            raise ValueError("line %d: more than %d test cases" % (i + 1, BOUNDS["cases"][1]))
        first = i + 1
        row = _numbers(lines, i, "N")
        low, high = BOUNDS["N"]
        if len(row) != 1 or not low <= row[0] <= high:
            raise ValueError("line %d: expected N with %d <= N <= %d, got %r"
                             % (i + 1, low, high, lines[i][:40]))
        n = row[0]
        nodes += n
        if nodes > BOUNDS["nodes"][1]:
            raise ValueError("line %d: more than %d positions in the input"
                             % (i + 1, BOUNDS["nodes"][1]))
        i += 1
        adj = []
        for v in range(n):
            row = _numbers(lines, i, "the out-positions of position %d" % v)
            x, succ = row[0], row[1:]
            if len(succ) != x:
                raise ValueError("line %d: position %d: X = %d but %d positions follow"
                                 % (i + 1, v, x, len(succ)))
            if x > n - 1:
                raise ValueError("line %d: X = %d exceeds N - 1 = %d" % (i + 1, x, n - 1))
            for w in succ:
                if w >= n:
                    raise ValueError("line %d: position %d is out of range 0..%d"
                                     % (i + 1, w, n - 1))
                if w == v:
                    raise ValueError("line %d: self-loop %d -> %d (a cycle)" % (i + 1, v, v))
            if len(set(succ)) != x:
                raise ValueError("line %d: position %d lists an out-position twice" % (i + 1, v))
            edges += x
            if edges > BOUNDS["edges"][1]:
                raise ValueError("line %d: more than %d edges in the input"
                                 % (i + 1, BOUNDS["edges"][1]))
            adj.append(succ)
            i += 1
        _check_acyclic(adj, first)
        while True:
            row = _numbers(lines, i, "a query 'M p1 ... pM' or the line 0")
            if row == [0]:
                i += 1
                break
            m, chesses = row[0], row[1:]
            low, high = BOUNDS["M"]
            if not low <= m <= high:
                raise ValueError("line %d: M = %d is out of range %d..%d" % (i + 1, m, low, high))
            if len(chesses) != m:
                raise ValueError("line %d: M = %d but %d positions follow"
                                 % (i + 1, m, len(chesses)))
            for p in chesses:
                if p >= n:
                    raise ValueError("line %d: position %d is out of range 0..%d"
                                     % (i + 1, p, n - 1))
            queries += 1
            if queries > BOUNDS["queries"][1]:
                raise ValueError("line %d: more than %d queries in the input"
                                 % (i + 1, BOUNDS["queries"][1]))
            i += 1
    for what, bound, count in (("test cases", "cases", cases), ("positions", "nodes", nodes),
                               ("edges", "edges", edges), ("queries", "queries", queries)):
        low = BOUNDS[bound][0]
        if count < low:
            raise ValueError("line %d: the input has %d %s, fewer than %d"
                             % (len(lines), count, what, low))
