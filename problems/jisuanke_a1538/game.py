"""Rake It In (Jisuanke A1538) as data: a 4 x 4 board; Alice and Bob move in turn, k moves
each; a move picks one of the nine 2 x 2 squares, adds its sum to the score and rotates it
counterclockwise. Alice wants the final score large, Bob small. A zero-sum game with no
winner: the table gives the final score under perfect play. A state is (board, moves left);
Alice moves when an even number is left, and a move earns its player the sum (Alice) or
minus the sum (Bob)."""

PARAMETERS = {
    "board": ((1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4),
              "the 16 numbers of the board, row by row"),
}
KIND = "score"
VALUE = "the final score with perfect play (Alice maximises it, Bob minimises it)"
OUTCOMES = False
POSITION = "k, the moves each player makes"
TABLE_MAX = 3


def positions(limit, board):
    return list(range(1, min(limit, 3) + 1))


def start(position, board):
    if len(board) != 16:
        raise ValueError("the board has 16 numbers")
    if not isinstance(position, int) or not 1 <= position <= 3:
        raise ValueError("k is 1, 2 or 3")
    return (tuple(board), 2 * position)


def _square(text):
    try:
        r, c = (int(part) for part in text.split())
    except ValueError:
        raise ValueError("a move is 'r c': the square whose top-left cell is row r, column c") from None
    if not (1 <= r <= 3 and 1 <= c <= 3):
        raise ValueError("a 2 x 2 square's top-left cell is in rows 1-3 and columns 1-3")
    top = 4 * (r - 1) + (c - 1)
    return (top, top + 1, top + 4, top + 5)


def moves(state, board):
    return [f"{r} {c}" for r in range(1, 4) for c in range(1, 4)] if state[1] else []


def move(state, text, board):
    cells, left = state
    if not left:
        raise ValueError("every move has been made: the game is over")
    tl, tr, bl, br = _square(text)
    after = list(cells)
    after[tl], after[bl], after[br], after[tr] = cells[tr], cells[tl], cells[bl], cells[br]
    return (tuple(after), left - 1)


def gain(state, text, board):
    cells, left = state
    total = sum(cells[i] for i in _square(text))
    return total if left % 2 == 0 else -total


def describe(state, board):
    cells, left = state
    rows = " / ".join(" ".join(f"{v:>2}" for v in cells[4 * r: 4 * r + 4]) for r in range(4))
    if not left:
        return f"board {rows}; every move made"
    who = "Alice" if left % 2 == 0 else "Bob"
    return f"board {rows}; {left} moves left, {who} to move ('r c' picks a square)"


def explain(state, board):
    cells, left = state
    return ("Minimax: the best square now is not always the largest sum, since the rotation "
            "sets up the squares the opponent may take next.")
