// HDU 2516 - "Qu shizi youxi" (Taking stones; Chinese title on HDU): Fibonacci Nim.
// http://acm.hdu.edu.cn/showproblem.php?pid=2516
//
// One pile of n stones. The first move takes any number of stones but not all; after that a
// player takes at least 1 and at most twice what the opponent just took. Taking the last
// stone wins. Claim: the first player loses exactly when n is a Fibonacci number
// (2, 3, 5, 8, 13, ...).
//
// Why: write the pile as its Zeckendorf sum (every positive integer is a unique sum of
// non-consecutive Fibonacci numbers 1, 2, 3, 5, ...). Let g be its smallest term. A player
// allowed to take up to k stones wins iff g <= k:
//  - taking g leaves a pile whose smallest term is at least the Fibonacci number two places
//    above g, which is more than 2g, i.e. more than the opponent may take;
//  - conversely, whoever must take t < g leaves a pile whose smallest term is at most 2t
//    (a standard Zeckendorf lemma), so the opponent is back in the winning case.
// Taking the last stone is the case g = whole pile <= k. On the first move k = n - 1, so
// the first player wins iff g < n, i.e. iff n is not itself a Fibonacci number.
//
// Bounds: 2 <= n < 2^31. long holds that on every compiler (at least 32 bits), so no 64-bit
// type is needed: the Fibonacci numbers are listed up to 1836311903, and the list stops
// before a sum could pass 2^31 - 1 (the next one, 2971215073, is never formed).
//
// Portable C++98 (HDU's G++ and MSVC judges): standard headers, scanf/printf only.
#include <algorithm>
#include <cstdio>

using namespace std;

int main() {
    const long LIMIT = 2147483647L;  // 2^31 - 1, the largest n
    long fib[64];
    int size = 0;
    long a = 1, b = 2;
    for (;;) {
        fib[size++] = b;             // 2, 3, 5, ..., increasing: ready for binary_search
        if (b > LIMIT - a) break;    // a + b would exceed every n
        long next = a + b;
        a = b;
        b = next;
    }
    long n;
    while (scanf("%ld", &n) == 1 && n != 0)
        puts(binary_search(fib, fib + size, n) ? "Second win" : "First win");
    return 0;
}
