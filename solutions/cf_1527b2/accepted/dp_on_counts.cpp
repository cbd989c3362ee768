// Accepted, without the case analysis: the notes' dynamic programming over counts. A
// position is (p, m, c, r): p pairs 00, m mismatched pairs (one 0 each), c = 1 if the middle
// is a 0, r = 1 if a reverse is allowed now (the string is not a palindrome and the previous
// move was not a reverse). best(p, m, c, r) = the mover's least (own payments - the
// other's) from here:
//   fill a 0 of a 00 pair:   1 - best(p - 1, m + 1, c, 1)
//   fill a mismatched 0:     1 - best(p, m - 1, c, m > 1)
//   fill the middle:         1 - best(p, m, 0, m > 0)
//   reverse (if r):              - best(p, m, c, 0)
// The table must hold p and m up to 500 (n <= 1000): one row more than 500.
#include <algorithm>
#include <iostream>
#include <string>

const int N = 501;
const int UNKNOWN = 1 << 30;
static int memo[N][N + 1][2][2];

int best(int p, int m, int c, int r) {
    int& cell = memo[p][m][c][r];
    if (cell != UNKNOWN) return cell;
    if (p == 0 && m == 0 && c == 0) return cell = 0;
    int value = UNKNOWN;
    if (p > 0) value = std::min(value, 1 - best(p - 1, m + 1, c, 1));
    if (m > 0) value = std::min(value, 1 - best(p, m - 1, c, m > 1 ? 1 : 0));
    if (c > 0) value = std::min(value, 1 - best(p, m, 0, m > 0 ? 1 : 0));
    if (r > 0) value = std::min(value, -best(p, m, c, 0));
    return cell = value;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::fill(&memo[0][0][0][0], &memo[0][0][0][0] + sizeof memo / sizeof(int), UNKNOWN);
    int t;
    std::cin >> t;
    while (t-- > 0) {
        int n;
        std::string s;
        std::cin >> n >> s;
        int p = 0, m = 0;
        for (int k = 0; k < n / 2; ++k) {
            if (s[k] != s[n - 1 - k]) ++m;
            else if (s[k] == '0') ++p;
        }
        int c = n % 2 == 1 && s[n / 2] == '0' ? 1 : 0;
        int v = best(p, m, c, m > 0 ? 1 : 0);
        std::cout << (v < 0 ? "ALICE" : v > 0 ? "BOB" : "DRAW") << '\n';
    }
    return 0;
}
