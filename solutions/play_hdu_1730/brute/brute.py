# The interactor's answer file for play_hdu_1730: for each game, the side that wins it (first
# or second), by retrograde analysis of every board reachable from the rules (pieces move
# along their row on their side of the other piece, back or forth; who cannot move loses).
# The game has cycles, so no recursion: from the boards with no move, backwards.
import sys


def moves(rows, tom, m):
    found = []
    for i, (t, j) in enumerate(rows):
        mine, theirs = (t, j) if tom else (j, t)
        low, high = (1, theirs - 1) if mine < theirs else (theirs + 1, m)
        for c in range(low, high + 1):
            if c != mine:
                after = list(rows)
                after[i] = (c, j) if tom else (t, c)
                found.append((tuple(after), not tom))
    return found


def first_wins(rows, m):
    root = (rows, True)
    seen, todo, parents = {root}, [root], {}
    while todo:
        state = todo.pop()
        for after in moves(*state, m):
            parents.setdefault(after, []).append(state)
            if after not in seen:
                seen.add(after)
                todo.append(after)
    pending = {s: len(moves(*s, m)) for s in seen}
    result = {s: False for s in seen if not pending[s]}
    queue = list(result)
    while queue:
        state = queue.pop()
        for parent in parents.get(state, ()):
            if parent in result:
                continue
            if not result[state]:
                result[parent] = True
            else:
                pending[parent] -= 1
                if pending[parent]:
                    continue
                result[parent] = False
            queue.append(parent)
    return result.get(root, False)


def main() -> None:
    lines = sys.stdin.read().split("\n")
    for line in lines[1 : int(lines[0]) + 1]:
        m, n, *p = map(int, line.split())
        print("first" if first_wins(tuple(zip(p[::2], p[1::2])), m) else "second")


if __name__ == "__main__":
    main()
