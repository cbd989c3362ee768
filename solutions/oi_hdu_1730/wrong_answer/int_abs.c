/* HDU 1730 - Northcott Game, OI edition: WRONG ANSWER on the full subtask.
 * http://acm.hdu.edu.cn/showproblem.php?pid=1730
 *
 * Each row is a Nim heap of the gap between its two pieces, g = |T - J| - 1 (advancing takes
 * from the heap; a retreat is undone at once by the other player advancing as far), and Tom
 * wins exactly when the XOR of the gaps is not zero.
 *
 * Planted mistake: the original's C with its columns widened to long long, and abs() kept.
 * C's abs() takes and returns an int, so the long long distance is converted to int first:
 * its low 32 bits. Right while the columns stay below 2^31 (the small and medium subtasks'
 * m <= 100); from the full subtask's columns up to 10^18 a distance of 2^32 + 1 comes out 1,
 * and the gaps are wrong. llabs() is the 64-bit one.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long long n, m;
    while (scanf("%lld %lld", &n, &m) == 2) {
        long long x = 0;
        for (long long row = 0; row < n; ++row) {
            long long t, j;
            if (scanf("%lld %lld", &t, &j) != 2) return 0;
            x ^= abs(t - j) - 1;
        }
        puts(x != 0 ? "I WIN!" : "BAD LUCK!");
    }
    return 0;
}
