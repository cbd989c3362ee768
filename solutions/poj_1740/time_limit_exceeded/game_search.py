# Too slow: right, by searching the game itself: memoised search over positions (sorted
# piles), trying every pile, every number of stones to take away, and every way to hand some
# of the rest to the other piles. Exponential: hopeless for 10 piles of up to 100 stones.
import sys

sys.setrecursionlimit(1 << 20)
memo = {}


def splits(d, parts):
    if parts == 0:
        if d == 0:
            yield ()
        return
    for first in range(d + 1):
        for rest in splits(d - first, parts - 1):
            yield (first,) + rest


def wins(state):
    if state not in memo:
        memo[state] = False
        for i, a in enumerate(state):
            others = state[:i] + state[i + 1:]
            for left in range(a):
                for d in range(left + 1):
                    for added in splits(d, len(others)):
                        after = [p + q for p, q in zip(others, added)]
                        if left - d:
                            after.append(left - d)
                        if not wins(tuple(sorted(after))):
                            memo[state] = True
                            return True
    return memo[state]


data = sys.stdin.buffer.read().split()
pos, out = 0, []
while int(data[pos]) != 0:
    n = int(data[pos])
    piles = tuple(sorted(map(int, data[pos + 1:pos + 1 + n])))
    pos += 1 + n
    out.append("1" if wins(piles) else "0")
sys.stdout.write("\n".join(out) + "\n")
