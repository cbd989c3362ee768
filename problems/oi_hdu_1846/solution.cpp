// HDU 1846 - Brave Game (Bash game), OI edition: n, m <= 10^18.
// http://acm.hdu.edu.cn/showproblem.php?pid=1846
//
// One pile of n stones, a move removes 1..m stones, whoever takes the last stone wins.
//
// Why the rule is right: call a pile size "losing" if the player to move loses with best
// play. Pile 0 is losing (the previous player just took the last stone). Every multiple of
// m+1 is losing: whatever amount k (1..m) the mover takes, the opponent takes m+1-k (also in
// 1..m) and lands on the next lower multiple of m+1, down to 0. Every other pile n is
// winning: take n mod (m+1) stones (between 1 and m) and hand the opponent a multiple of m+1.
// So the first player wins exactly when n % (m+1) != 0.
//
// C++11, as an OI compiles it (problem.yaml: dialect none): 10^18 needs 64 bits.
#include <iostream>

using namespace std;

int main() {
    ios::sync_with_stdio(false);
    int c;
    if (!(cin >> c)) return 0;
    while (c-- > 0) {
        long long n, m;
        if (!(cin >> n >> m)) break;
        cout << (n % (m + 1) != 0 ? "first" : "second") << '\n';
    }
    return 0;
}
