// HDU 1729 - Stone Game, OI edition (boxes of size up to 10^18).
// http://acm.hdu.edu.cn/showproblem.php?pid=1729
//
// The boxes are independent games, so by the Sprague-Grundy theorem the first player wins
// exactly when the XOR of the boxes' Grundy values is nonzero. For one box of size s holding
// c stones, sg(s, c) is:
//  - c = 0: no move at all, sg = 0.
//  - Let q be the largest count with q + q^2 < s. From any count x > q a move may add up to
//    x^2 >= s - x stones, i.e. reach every count above x up to s: from there on the box is a
//    Nim heap of s - x stones, sg = s - x.
//  - The count q itself reaches only counts above q, whose values s - x are all >= 1: sg = 0.
//  - For c < q: the moves that end at or below q are exactly those of a box of size q (and,
//    by induction, lead to the same values), and the moves past q reach values
//    s - x > q + q^2 - c - c^2 >= q - c, above any mex of the at most q - c others: so
//    sg(s, c) = sg(q, c).
// So: while c <= q, replace s by q; then sg = s - c. q is about sqrt(s): a few steps. The
// double's square root of s is only a first guess (near 10^18 it may be off by one), then
// corrected by whole steps in 64 bits: q <= 10^9, so q + q * q fits a long long.
#include <cmath>
#include <cstdio>

using namespace std;

// The largest q with q + q^2 < s (s >= 1).
long long largest_below(long long s) {
    long long q = (long long)sqrt((double)s);
    while (q > 0 && q + q * q >= s) --q;
    while ((q + 1) + (q + 1) * (q + 1) < s) ++q;
    return q;
}

long long grundy(long long s, long long c) {
    if (c == 0) return 0;
    for (;;) {
        long long q = largest_below(s);  // s >= c >= 1
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
