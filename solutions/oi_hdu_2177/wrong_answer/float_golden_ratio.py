# OI edition of HDU 2177: the right rule, computed in floating point: the mover loses when
# a == floor(d * phi), d = b - a, with phi = (1 + sqrt 5) / 2 a double. d * phi is off by at
# most about d * 2^-52, while its distance to the nearest whole number is at least about
# 1 / (3 d): up to the medium subtask's piles (d <= 10^6) the floor is always right. Past
# about 10^12 the error wins (d = 1000000002856 is the first above 10^12): the full
# subtask's losing pairs near 10^18 are missed, and this says "1" for them. It earns the small and medium subtasks' 50 points of 100
# (solutions/oi_hdu_2177/expected_scores.yaml).
import math
import sys

PHI = (1 + math.sqrt(5)) / 2


def main() -> None:
    data = sys.stdin.buffer.read().split()
    c = int(data[0])
    out = []
    for i in range(c):
        a, b = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])))
        out.append("0" if a == int((b - a) * PHI) else "1")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
