"""Output checker for HDU 2177 (取(2堆)石子游戏).

The statement fixes only part of the listing, so this checker judges the MEANING of the output
and ignores `expected`. It reads the positions from the input itself.

For each position (a, b), in input order, the output holds an answer:
  * losing position: the line `0` and nothing else;
  * winning position: the line `1`, then pairs "x y" (x <= y), one per line, such that
      - every pair is the position left by a legal move from (a, b) that wins, i.e. a losing
        position of Wythoff's game reachable in one move;
      - every distinct such position appears at least once;
      - if an equal removal (same number from both piles) wins, its result comes FIRST;
      - a pair may be repeated as often as there are different moves leading to it, e.g.
        (2, 2) -> (1, 2) by lowering either pile, or (2, 3) -> (1, 2) by equal removal or by
        lowering the larger pile: printing one line per move or per distinct result is fine;
      - the other pairs may come in any order.

Verdicts:
  AC  the answers are right and the layout is exact: one number or one pair per line, a single
      space inside a pair, no leading white space, no blank lines. Trailing white space at the
      end of a line, trailing blank lines and a missing final newline are tolerated.
  PE  the tokens can be read as right answers, but the layout is not exact: several spaces or
      tabs inside a line, leading white space, blank lines between answers, pairs not one per
      line (e.g. "1 4 7 3 5" on one line), a pair split over two lines.
  WA  anything else: a wrong 0/1, a missing winning result, an illegal or losing pair, a pair
      with x > y, the equal-removal result not first, a pair repeated more often than moves
      reach it, anything printed after `0`, missing or extra answers, a token that is not a
      plain non-negative integer (letters, signs, leading zeros, more than 7 digits).
"""
import re
from math import isqrt
from typing import Dict, List, Optional, Tuple

Pair = Tuple[int, int]

# a character that cannot be part of a right token: not a digit, a leading zero, 8+ digits
_BAD_TOKEN = re.compile(r"[^0-9\s]|(?<![0-9])0[0-9]|[0-9]{8}")
# the exact layout: lines "n" or "n n"; trailing white space, blank lines at the end and a
# missing final newline are tolerated
_EXACT = re.compile(r"(?:[0-9]+(?: [0-9]+)?[ \t\r]*\n)*(?:[0-9]+(?: [0-9]+)?[ \t\r]*)?"
                    r"(?:[ \t\r]*\n)*[ \t\r]*")
_SHOWN = 40


def _show(text: str) -> str:
    return repr(text if len(text) <= _SHOWN else text[:_SHOWN] + "...")


def _losing(x: int, y: int) -> bool:
    """(x, y), x <= y, is a losing position of Wythoff's game: x == floor(phi * (y - x))."""
    d = y - x
    return x == (d + isqrt(5 * d * d)) >> 1


def _partner(v: int) -> int:
    """The other number of the losing pair containing v (0 for v = 0)."""
    n = v + 1
    k = (isqrt(5 * n * n) - n) >> 1
    t = 2 * v - k
    return v + k if 5 * k * k > t * t else k


def _moves_to(a: int, b: int, x: int, y: int) -> int:
    """How many different moves lead from (a, b) to the position {x, y} (x <= y): equal
    removal, lowering the pile a, lowering the pile b. 0 when no legal move gets there."""
    count = 0
    if y - x == b - a and x < a:
        count += 1                                # both piles lowered by a - x
    if y == b and x < a:
        count += 1                                # pile a lowered to x
    if (x == a and y < b) or (y == a and x < a):
        count += 1                                # pile b lowered to y (or to x)
    return count


class _Position:
    __slots__ = ("a", "b", "losing", "equal", "targets", "ordered")

    def __init__(self, a: int, b: int) -> None:
        self.a, self.b = a, b
        self.losing = _losing(a, b)
        self.equal: Optional[Pair] = None
        self.targets: Dict[Pair, int] = {}        # winning result -> number of moves to it
        self.ordered: List[Pair] = []             # the targets in the order of the statement
        if self.losing:
            return
        d = b - a
        ad = (d + isqrt(5 * d * d)) >> 1
        candidates = []
        if ad < a:
            self.equal = (ad, ad + d)
            candidates.append(self.equal)
        pb = _partner(b)
        if pb < a:
            candidates.append((pb, b))
        pa = _partner(a)
        if pa < b:
            candidates.append((min(a, pa), max(a, pa)))
        for target in candidates:
            self.targets[target] = _moves_to(a, b, *target)
        self.ordered = sorted(self.targets)
        if self.equal is not None:
            self.ordered.remove(self.equal)
            self.ordered.insert(0, self.equal)

    def name(self) -> str:
        return "position (%d, %d)" % (self.a, self.b)

    def answer(self) -> str:
        """The answer in the order of the statement: equal removal first, then ascending."""
        if self.losing:
            return "0\n"
        return "1\n" + "".join("%d %d\n" % pair for pair in self.ordered)


def _parse_input(text: str) -> List[_Position]:
    values = text.split()
    positions = []
    for i in range(0, len(values) - 1, 2):
        a, b = int(values[i]), int(values[i + 1])
        if a == 0 and b == 0:
            break
        positions.append(_Position(a, b))
    return positions


def _judge_pairs(p: _Position, pairs: List[Pair]) -> Optional[str]:
    """None when `pairs` is a right list of winning results for the winning position p."""
    if not pairs:
        return "%s: no winning result printed after 1" % p.name()
    seen: Dict[Pair, int] = {}
    for x, y in pairs:
        if x > y:
            return "%s: pair %d %d is not written smaller pile first" % (p.name(), x, y)
        moves = _moves_to(p.a, p.b, x, y)
        if moves == 0:
            return "%s: %d %d cannot be reached in one legal move" % (p.name(), x, y)
        if not _losing(x, y):
            return ("%s: the move to %d %d does not win (the opponent wins from there)"
                    % (p.name(), x, y))
        seen[(x, y)] = seen.get((x, y), 0) + 1
        if seen[(x, y)] > moves:
            return ("%s: %d %d printed %d times, but only %d move(s) lead there"
                    % (p.name(), x, y, seen[(x, y)], moves))
    if p.equal is not None and pairs[0] != p.equal:
        return ("%s: the equal-removal result %d %d must come first, got %d %d first"
                % ((p.name(),) + p.equal + pairs[0]))
    for target in sorted(p.targets):
        if target not in seen:
            return "%s: winning result %d %d is missing" % ((p.name(),) + target)
    return None


def _read_lines(positions: List[_Position], rows: List[Tuple[int, List[int]]]) -> Optional[str]:
    """Reads the answers line by line (a line with one number is the 0/1 answer, a line with
    two numbers is a pair). None when right, else the first problem found."""
    r = 0
    for p in positions:
        if r == len(rows):
            return "the output ends before the answer for %s" % p.name()
        line, row = rows[r]
        if len(row) != 1:
            return ("line %d: expected the answer 0 or 1 for %s, got %d numbers"
                    % (line, p.name(), len(row)))
        want = 0 if p.losing else 1
        if row[0] != want:
            return "line %d: %s: expected %d, got %d" % (line, p.name(), want, row[0])
        r += 1
        pairs = []
        while r < len(rows) and len(rows[r][1]) >= 2:
            pair_line, pair = rows[r]
            if len(pair) != 2:
                return ("line %d: expected one pair 'x y', got %d numbers"
                        % (pair_line, len(pair)))
            if p.losing:
                return ("line %d: %s is losing: nothing may follow its 0"
                        % (pair_line, p.name()))
            pairs.append((pair[0], pair[1]))
            r += 1
        if p.losing or pairs == p.ordered:
            continue
        problem = _judge_pairs(p, pairs)
        if problem is not None:
            return "line %d: %s" % (line, problem)
    if r < len(rows):
        return "line %d: extra output after the last answer" % rows[r][0]
    return None


def _read_tokens(positions: List[_Position], tokens: List[int]) -> bool:
    """Is there ANY way to split the token sequence into right answers (layout ignored)?
    Ambiguity (a pair "0 0" or "1 2" vs. answers 0/1) is handled by keeping every token index
    at which the next answer may start; an answer has at most 3 pairs (one per kind of move),
    so the sets stay tiny."""
    total = len(tokens)
    starts = {0}
    for p in positions:
        ends = set()
        for j in starts:
            if j >= total:
                continue
            if p.losing:
                if tokens[j] == 0:
                    ends.add(j + 1)
                continue
            if tokens[j] != 1:
                continue
            k = j + 1
            count: Dict[Pair, int] = {}
            while k + 1 < total:
                pair = (tokens[k], tokens[k + 1])
                moves = p.targets.get(pair, 0)
                if moves == 0 or count.get(pair, 0) >= moves:
                    break
                if not count and p.equal is not None and pair != p.equal:
                    break
                count[pair] = count.get(pair, 0) + 1
                k += 2
                if len(count) == len(p.targets):
                    ends.add(k)
        if not ends:
            return False
        starts = ends
    return total in starts


def _bad_token_message(output: str, at: int) -> str:
    begin = at
    while begin > 0 and not output[begin - 1].isspace():
        begin -= 1
    end = at
    while end < len(output) and not output[end].isspace():
        end += 1
    return ("line %d: %s is not a non-negative integer of at most 7 digits without leading "
            "zeros" % (output.count("\n", 0, begin) + 1, _show(output[begin:end])))


def check(input: str, expected: str, output: str) -> Tuple[str, str]:
    positions = _parse_input(input)
    ours = "".join(p.answer() for p in positions)
    if output == ours or output + "\n" == ours:
        return ("AC", "%d answers" % len(positions))               # the usual case, fast
    bad = _BAD_TOKEN.search(output)
    if bad is not None:
        return ("WA", _bad_token_message(output, bad.start()))
    exact = _EXACT.fullmatch(output) is not None
    rows: List[Tuple[int, List[int]]] = []
    for number, line in enumerate(output.split("\n"), 1):
        words = line.split()
        if words:
            rows.append((number, list(map(int, words))))

    problem = _read_lines(positions, rows)
    if problem is None:
        if exact:
            return ("AC", "%d answers" % len(positions))
        return ("PE", "right answers, but the layout is not one number or one pair per line "
                "with single spaces")
    tokens = [value for _, row in rows for value in row]
    if _read_tokens(positions, tokens):
        return ("PE", "the numbers are right, but not one number or one pair per line: "
                + problem)
    return ("WA", problem)
