// NYOJ 23 - 取石子（一） (Bash game).
// http://acm.nyist.net/JudgeOnline/problem.php?pid=23
//
// One heap of N stones; a move takes 1..M stones; whoever takes the last stone wins.
// Claim: the player to move loses exactly when N is a multiple of M + 1.
//  - N = 0 is lost (the opponent took the last stone). From a multiple of M + 1, whatever k
//    (1..M) the mover takes, the opponent takes M + 1 - k (also 1..M) and is back on a
//    multiple of M + 1, down to 0.
//  - From any other N, taking N mod (M + 1) stones (between 1 and M) hands the opponent a
//    multiple of M + 1.
// So TT, moving first, wins exactly when N % (M + 1) != 0.
//
// Modern C++ (C++11).
#include <cstdio>

int main() {
    int count;
    if (std::scanf("%d", &count) != 1) return 0;
    while (count-- > 0) {
        int n, m;
        if (std::scanf("%d %d", &n, &m) != 2) return 0;
        std::puts(n % (m + 1) != 0 ? "Win" : "Lose");
    }
    return 0;
}
