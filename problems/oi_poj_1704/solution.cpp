// POJ 1704 - Georgia and Bob (staircase Nim), OI edition: cells up to 10^18, N <= 10^4.
// http://poj.org/problem?id=1704
//
// Why it is staircase Nim.
// Sort the positions. Pair the chessmen from the RIGHT end: (q1, q2), (q3, q4), ...; with an
// odd count the leftmost chessman is paired with the wall, i.e. a virtual chessman on cell 0.
// In a pair (a, b) with a < b, the number of free cells between them, b - a - 1, is a heap;
// the free cells between two pairs count for nothing. Call the XOR of the heaps X.
//   - Moving b (the right one of a pair) left lowers its heap by any amount: a Nim move.
//   - Moving a (the left one) left raises its heap; the opponent can undo that at once by
//     moving b left by the same distance.
// Every move changes exactly one heap, so from X = 0 every move gives X != 0; from X != 0
// the Nim move on a suitable heap restores X = 0. Every move goes left, so the game ends,
// and the final position (everything packed against the wall) has X = 0: the player who
// keeps handing over X = 0 makes the last move. So Georgia, who moves first, wins exactly
// when X != 0. "Not sure" never happens.
//
// Traps: the positions are not given in order (sort them), and with an odd count the
// leftmost chessman's heap is P1 - 1 (the wall at 0).
//
// Cells up to 10^18 need 64 bits: the positions, their gaps and the XOR are long long (an
// int keeps only a position's low 32 bits, which loses every gap of 2^32 or more).
#include <algorithm>
#include <cstdio>

using namespace std;

int main() {
    static long long p[10000];
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int n;
        if (scanf("%d", &n) != 1) break;
        for (int i = 0; i < n; ++i)
            if (scanf("%lld", &p[i]) != 1) return 0;
        sort(p, p + n);
        long long x = 0;
        int right = n - 1;
        for (; right > 0; right -= 2)          // pairs (p[right-1], p[right]) from the right
            x ^= p[right] - p[right - 1] - 1;
        if (right == 0)                        // odd n: p[0] is paired with the wall at 0
            x ^= p[0] - 1;
        puts(x != 0 ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
