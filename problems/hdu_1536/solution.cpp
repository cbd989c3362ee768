// HDU 1536 - S-Nim.
// http://acm.hdu.edu.cn/showproblem.php?pid=1536
//
// Nim where every move removes s beads from one heap, s taken from the allowed set S.
//
// Why the rule is right (Sprague-Grundy): a position made of several heaps is the sum of
// independent one-heap games. Give every heap size x its Grundy value
//     sg(x) = mex { sg(x - s) : s in S, s <= x }      (mex = least non-negative integer missing)
// so sg(x) = 0 exactly when no move reaches another 0. The Sprague-Grundy theorem says a sum
// of games is lost for the player to move exactly when the XOR of the parts' Grundy values
// is 0. So a position is L when sg(h1) ^ ... ^ sg(hl) == 0 and W otherwise.
//
// The table sg(0..10000) is rebuilt for every test set (S changes): 10^4 entries times
// |S| <= 100 moves. A mex of at most 100 values is at most 100, so a 101-entry "seen" array
// suffices; repeated or unsorted sizes in S need no care (a repeat marks the same value).
// Output: one line per test set, one letter per position, no separators.
//
// Portable C++98 (HDU's G++ and MSVC judges): standard headers, scanf/printf only.
#include <cstdio>

using namespace std;

const int MAX_HEAP = 10000;
const int MAX_K = 100;

int main() {
    static int sg[MAX_HEAP + 1];
    int s[MAX_K];
    int k;
    while (scanf("%d", &k) == 1 && k != 0) {
        for (int i = 0; i < k; ++i)
            if (scanf("%d", &s[i]) != 1) return 0;
        for (int x = 0; x <= MAX_HEAP; ++x) {
            bool seen[MAX_K + 1] = {false};
            for (int i = 0; i < k; ++i)
                if (s[i] <= x) seen[sg[x - s[i]]] = true;
            int g = 0;
            while (seen[g]) ++g;
            sg[x] = g;
        }
        int m;
        if (scanf("%d", &m) != 1) return 0;
        for (int p = 0; p < m; ++p) {
            int l;
            if (scanf("%d", &l) != 1) return 0;
            int x = 0;
            for (int i = 0; i < l; ++i) {
                int h;
                if (scanf("%d", &h) != 1) return 0;
                x ^= sg[h];
            }
            putchar(x != 0 ? 'W' : 'L');
        }
        putchar('\n');
    }
    return 0;
}
