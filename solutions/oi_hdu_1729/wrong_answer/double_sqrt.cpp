// HDU 1729 - Stone Game, OI edition: WRONG ANSWER on the full subtask.
// http://acm.hdu.edu.cn/showproblem.php?pid=1729
//
// The boxes are independent games, so by the Sprague-Grundy theorem the first player wins
// exactly when the XOR of the boxes' Grundy values is nonzero. For a box of size s holding c
// stones: sg = 0 when c = 0; otherwise, with q the largest count with q + q^2 < s, a count
// above q reaches every count up to s (a Nim heap of s - c), and a count c <= q has the value
// of the box (q, c). So: while c <= q, replace s by q; then sg = s - c.
//
// Planted mistake: q + q^2 < s  <=>  (2q + 1)^2 <= 4s - 3, so q = (sqrt(4s - 3) - 1) / 2, taken
// from a double's square root with no correction. A double holds 4s - 3 exactly below 2^53,
// and its square root is then never off by a whole number: right on the small and medium
// subtasks (s <= 10^6). Near 4 * 10^18 the double keeps the root only to about 2^-22: for
// s = t^2 + t, sqrt((2t + 1)^2 - 4) is below 2t + 1 by about 1/t and comes out 2t + 1, so q
// comes out t instead of t - 1, and the box (t^2 + t, t), a Nim heap of t^2, is taken for a
// lost one.
#include <cmath>
#include <cstdio>

using namespace std;

long long grundy(long long s, long long c) {
    if (c == 0) return 0;
    for (;;) {
        long long q = (long long)((sqrt((double)(4 * s - 3)) - 1) / 2);
        if (c > q) return s - c;
        s = q;
    }
}

int main() {
    int n, test = 0;
    while (scanf("%d", &n) == 1 && n != 0) {
        long long x = 0;
        for (int i = 0; i < n; ++i) {
            long long s, c;
            if (scanf("%lld %lld", &s, &c) != 2) return 0;
            x ^= grundy(s, c);
        }
        printf("Case %d:\n%s\n", ++test, x != 0 ? "Yes" : "No");
    }
    return 0;
}
