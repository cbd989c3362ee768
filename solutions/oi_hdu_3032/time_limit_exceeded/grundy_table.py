# OI edition of HDU 3032: the Grundy values by their definition, without the pattern:
#     sg(x) = mex( { sg(y) : y < x }  u  { sg(a) ^ sg(x - a) : 1 <= a <= x / 2 } ),
# a table up to the largest heap, O(s^2). Right wherever it finishes: instant for the small
# and medium subtasks' heaps (s <= 500), out of time on the full subtask's heaps of 10^18. It
# earns the small and medium subtasks' 50 points of 100
# (solutions/oi_hdu_3032/expected_scores.yaml).
import sys


def main() -> None:
    data = sys.stdin.buffer.read().split()
    sg = [0]
    pos, out = 1, []
    for _ in range(int(data[0])):
        n = int(data[pos])
        heaps = [int(tok) for tok in data[pos + 1 : pos + 1 + n]]
        pos += 1 + n
        while len(sg) <= max(heaps):       # grown value by value, as far as the input needs
            x = len(sg)
            seen = set(sg)
            seen.update(sg[a] ^ sg[x - a] for a in range(1, x // 2 + 1))
            g = 0
            while g in seen:
                g += 1
            sg.append(g)
        x = 0
        for h in heaps:
            x ^= sg[h]
        out.append("Alice" if x else "Bob")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
