// HDU 1729 - Stone Game (boxes filled by at most the square of their count).
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
//  - For c < q, going down from q: the moves that end at or below q are exactly those of a
//    box of size q (and, by induction, lead to the same values), and the moves past q reach
//    counts x <= c + c^2, with values s - x > q + q^2 - c - c^2 >= q - c. A mex is at most
//    the number of values, and c has at most q - c moves inside the box of size q; so the
//    values past q are all above that mex and leave it unchanged: sg(s, c) = sg(q, c).
// So: while c <= q, replace s by q; then sg = s - c. Since q is about sqrt(s), that is a few
// steps. q is found from the floating-point square root, then corrected by whole steps
// (s <= 10^6, so q * q fits an int). Boxes with c = 0 are answered first: for s = 0 the
// search for q would find none (the loop "while (q + q * q >= s) q--" of many published
// solutions only ends by overflowing).
//
// Portable C++98 (HDU's G++ and MSVC judges): standard headers, scanf/printf only.
#include <cmath>
#include <cstdio>

using namespace std;

// The largest q with q + q^2 < s (s >= 1).
int largest_below(int s) {
    int q = (int)sqrt((double)s);
    while (q > 0 && q + q * q >= s) --q;
    while ((q + 1) + (q + 1) * (q + 1) < s) ++q;
    return q;
}

int grundy(int s, int c) {
    if (c == 0) return 0;
    for (;;) {
        int q = largest_below(s);  // s >= c >= 1
        if (c > q) return s - c;
        s = q;
    }
}

int main() {
    int n, test = 0;
    while (scanf("%d", &n) == 1 && n != 0) {
        int x = 0;
        for (int i = 0; i < n; ++i) {
            int s, c;
            if (scanf("%d %d", &s, &c) != 2) return 0;
            x ^= grundy(s, c);
        }
        printf("Case %d:\n%s\n", ++test, x != 0 ? "Yes" : "No");
    }
    return 0;
}
