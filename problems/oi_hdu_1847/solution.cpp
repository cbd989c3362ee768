// HDU 1847 - Good Luck in CET-4 Everybody!, OI edition: n <= 10^18.
// http://acm.hdu.edu.cn/showproblem.php?pid=1847
//
// n cards; Kiki and Cici alternately take a power of two (1, 2, 4, ...) cards; whoever takes
// the last card wins; Kiki moves first.
//
// Why the rule is right: no power of two is a multiple of 3. From a multiple of 3 every move
// leaves a non-multiple; from a non-multiple, taking 1 or 2 cards leaves a multiple. 0 is a
// multiple of 3, so the multiples of 3 are exactly the losing counts: Cici wins iff
// n % 3 == 0.
//
// C++11, as an OI compiles it (problem.yaml: dialect none): 10^18 needs 64 bits.
#include <iostream>

using namespace std;

int main() {
    ios::sync_with_stdio(false);
    int c;
    if (!(cin >> c)) return 0;
    while (c-- > 0) {
        long long n;
        if (!(cin >> n)) break;
        cout << (n % 3 == 0 ? "Cici" : "Kiki") << '\n';
    }
    return 0;
}
