// HDU 1730 - Northcott Game, OI edition: boards of up to 10^18 columns, at most 5 * 10^4 rows.
// http://acm.hdu.edu.cn/showproblem.php?pid=1730
//
// Why XOR of the gaps decides the game.
// In every row, call the number of empty cells between the two pieces the row's gap
// g = |T - J| - 1. Moving a piece TOWARD the opponent's piece lowers that row's gap by any
// amount from 1 to g: exactly a move on a Nim heap of size g. Moving a piece AWAY raises
// the gap; this is the only thing that is not Nim, and it never helps:
//   - Suppose the XOR of all gaps is 0 with you to move (a Nim P-position). If you lower a
//     gap, the XOR becomes nonzero and your opponent answers as in Nim, restoring XOR 0.
//     If you retreat by d cells, your opponent advances his piece of that row by the same
//     d cells (always possible: the gap is now g + d), restoring the gap and XOR 0.
//   - With a nonzero XOR you move to XOR 0 as in Nim, by advancing one piece.
// The player who keeps the XOR at 0 only ever advances his own pieces, and they cannot
// advance forever, so the game ends, and it ends with the other player unable to move
// (all gaps 0). Hence Tom, who moves first, wins exactly when the XOR of the gaps is
// nonzero. Which side of the row each piece is on does not matter, only |T - J|.
//
// Input: test sets until end of file, with any number of blank lines between them;
// scanf skips white space, blank lines included, so they need no special care.
//
// Columns up to 10^18 need 64 bits: the columns, the gaps and the XOR are long long, and the
// distance is taken by comparing the two columns, never through C's int abs().
#include <cstdio>

int main() {
    long long n, m;
    while (scanf("%lld %lld", &n, &m) == 2) {
        long long x = 0;
        for (long long row = 0; row < n; ++row) {
            long long t, j;
            if (scanf("%lld %lld", &t, &j) != 2) return 0;
            long long distance = t > j ? t - j : j - t;
            x ^= distance - 1;
        }
        puts(x != 0 ? "I WIN!" : "BAD LUCK!");
    }
    return 0;
}
