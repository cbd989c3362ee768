// Wrong: the right rule in signed 32-bit arithmetic, then "Alice" when the XOR is > 0. For a
// heap of 2^31 - 1 (3 mod 4) the value x + 1 overflows int; in practice it wraps to -2^31,
// and the XOR keeps the right bits, so a test "!= 0" would still work - but the XOR of an odd
// number of such heaps is negative, and "> 0" calls it Bob's game.
#include <cstdio>

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int n, ans = 0;
        if (scanf("%d", &n) != 1) return 0;
        for (int i = 0; i < n; ++i) {
            int x;
            if (scanf("%d", &x) != 1) return 0;
            int sg = x % 4 == 3 ? x + 1 : x % 4 == 0 ? x - 1 : x;
            ans ^= sg;
        }
        puts(ans > 0 ? "Alice" : "Bob");
    }
    return 0;
}
