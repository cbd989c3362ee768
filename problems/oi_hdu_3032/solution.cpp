// HDU 3032 - Nim or not Nim? (Lasker's Nim), OI edition: heaps up to 10^18.
// http://acm.hdu.edu.cn/showproblem.php?pid=3032
//
// The heaps are independent games, so by the Sprague-Grundy theorem Alice wins exactly when
// the XOR of the heaps' Grundy values is nonzero. For one heap (sg(0..8) = 0 1 2 4 3 5 6 8 7):
//     sg(4k+1) = 4k+1,  sg(4k+2) = 4k+2,  sg(4k+3) = 4k+4,  sg(4k+4) = 4k+3,
// proved by induction on x: modulo 4, the XOR of a split's two parts is 2 for x = 4k+1,
// 0 or 1 for 4k+2 and 4k+4, 3 for 4k+3, so the mex of the reachable values is as claimed
// (the split 1 + (4k+2) gives 4k+3 from 4k+3; taking gives 0..4k+2 and 4k+4 from 4k+4).
//
// C++11, as an OI compiles it (problem.yaml: dialect none): a heap of 10^18 and
// sg(x) = x + 1 need 64 bits.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int n;
        if (std::scanf("%d", &n) != 1) break;
        long long x = 0;
        for (int i = 0; i < n; ++i) {
            long long h;
            if (std::scanf("%lld", &h) != 1) return 0;
            long long r = h & 3;
            x ^= r == 3 ? h + 1 : r == 0 ? h - 1 : h;
        }
        std::puts(x ? "Alice" : "Bob");
    }
    return 0;
}
