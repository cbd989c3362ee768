// HDU 2177 - Stone-Taking Game, Two Piles (Wythoff's game), OI edition: piles up to 10^18,
// only the winner asked.
// http://acm.hdu.edu.cn/showproblem.php?pid=2177
//
// Two piles; a move takes any positive number of stones from one pile, or the same positive
// number from both. Taking the last stone wins.
//
// Why the rule is right: the P-positions are (a_k, a_k + k) with a_k = floor(k * phi),
// phi = (1 + sqrt 5) / 2. By Beatty's theorem every positive integer is in exactly one pair
// and each difference k belongs to one pair, so no move joins two pairs (a one-pile move keeps
// a pile, an equal removal keeps the difference), and every other position reaches a pair.
// So with a <= b and d = b - a the mover loses exactly when a == floor(d * phi).
//
// a == floor(d * phi) in whole numbers: for d > 0, d * sqrt 5 is irrational, so it holds
// exactly when a < (d + d * sqrt 5) / 2 < a + 1, i.e. with L = 2a - d >= 0:
// L^2 < 5 d^2 < (L + 2)^2. Each side reaches about 5 * 10^36, past 64 bits; portable C++11
// has no 128-bit type, so the products are built from 32-bit halves (L + 2 and 5 d still fit
// an unsigned 64-bit word). A double would not do: past about 10^12 its d * phi can floor
// to the wrong whole number.
#include <iostream>

using namespace std;
typedef unsigned long long u64;

struct Wide {  // hi * 2^64 + lo
    u64 hi, lo;
};

// The full 128-bit product x * y.
static Wide mul(u64 x, u64 y) {
    u64 x0 = x & 0xffffffffULL, x1 = x >> 32, y0 = y & 0xffffffffULL, y1 = y >> 32;
    u64 low = x0 * y0, mid1 = x1 * y0, mid2 = x0 * y1, high = x1 * y1;
    u64 carry = ((low >> 32) + (mid1 & 0xffffffffULL) + (mid2 & 0xffffffffULL)) >> 32;
    Wide w;
    w.lo = low + (mid1 << 32) + (mid2 << 32);
    w.hi = high + (mid1 >> 32) + (mid2 >> 32) + carry;
    return w;
}

static bool below(Wide a, Wide b) {
    return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
}

// Whether (a, b), a <= b, is a P-position: a == floor((b - a) * phi).
static bool losing(u64 a, u64 b) {
    u64 d = b - a;
    if (d == 0) return a == 0;
    if (2 * a < d) return false;
    u64 l = 2 * a - d;
    Wide five = mul(5 * d, d);
    return below(mul(l, l), five) && below(five, mul(l + 2, l + 2));
}

int main() {
    ios::sync_with_stdio(false);
    int c;
    if (!(cin >> c)) return 0;
    while (c-- > 0) {
        u64 a, b;
        if (!(cin >> a >> b)) break;
        if (a > b) swap(a, b);
        cout << (losing(a, b) ? 0 : 1) << '\n';
    }
    return 0;
}
