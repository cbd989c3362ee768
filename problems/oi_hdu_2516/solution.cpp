// HDU 2516 - Stone-Taking Game (Fibonacci Nim), OI edition: n <= 10^18.
// http://acm.hdu.edu.cn/showproblem.php?pid=2516
//
// One pile of n stones. The first move takes any number but not all; after that a player
// takes 1 to twice what the opponent just took. Taking the last stone wins.
//
// Why the rule is right: write n as its Zeckendorf sum (non-consecutive Fibonacci numbers)
// and let g be its smallest term. A player allowed to take up to k wins iff g <= k: taking g
// leaves a smallest term above 2g; taking t < g leaves a smallest term of at most 2t. The
// first move allows k = n - 1, so the first player loses exactly when n is a Fibonacci
// number (g = n).
//
// C++11, as an OI compiles it (problem.yaml: dialect none): 10^18 needs 64 bits. The
// Fibonacci numbers up to 10^18 are listed once; the sum of two of them stays below 2^63.
#include <iostream>
#include <set>

using namespace std;

int main() {
    ios::sync_with_stdio(false);
    const long long LIMIT = 1000000000000000000LL;
    set<long long> fib;
    for (long long a = 1, b = 2; b <= LIMIT;) {
        fib.insert(b);
        long long next = a + b;
        a = b;
        b = next;
    }
    int c;
    if (!(cin >> c)) return 0;
    while (c-- > 0) {
        long long n;
        if (!(cin >> n)) break;
        cout << (fib.count(n) ? "Second win" : "First win") << '\n';
    }
    return 0;
}
