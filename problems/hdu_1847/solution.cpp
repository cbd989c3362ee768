// HDU 1847 - Good Luck in CET-4 Everybody!
// http://acm.hdu.edu.cn/showproblem.php?pid=1847
//
// n cards; Kiki and Cici alternately take 1, 2, 4, 8, ... (a power of two) cards; whoever
// takes the last card wins; Kiki moves first.
//
// Why the rule is right: no power of two is a multiple of 3, so every power of two is
// 1 or 2 (mod 3). From a multiple of 3 every move leaves a non-multiple of 3; from a
// non-multiple of 3 the mover takes 1 or 2 cards (both are powers of two) to leave a
// multiple of 3. The player facing a multiple of 3 can never take the last card (0 is a
// multiple of 3, and he always leaves a non-multiple), so the multiples of 3 are exactly
// the losing counts. Hence Cici wins iff n % 3 == 0.
//
// Input: one n per line until end of file (no count, no terminator): loop while scanf
// still reads a number.
//
// Portable C++98 (HDU's G++ and MSVC judges): standard headers, scanf/printf only.
#include <cstdio>

using namespace std;

int main() {
    int n;
    while (scanf("%d", &n) == 1)
        puts(n % 3 == 0 ? "Cici" : "Kiki");
    return 0;
}
