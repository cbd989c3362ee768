// HDU 1404 - Digital Deletions.
// http://acm.hdu.edu.cn/showproblem.php?pid=1404
//
// A move lowers one digit, or erases a 0 with everything to its right; whoever removes the
// last digit wins, so the empty string is lost for the player to move.
//  - A string starting with 0 is won: erase that 0 and everything after it.
//  - Any other string, of length l, is a number from 10^(l-1) to 10^l - 1. Lowering a digit
//    gives a smaller number of the same length (or a string starting with 0, won for the
//    opponent: never a good move); erasing from a 0 at position i >= 1 leaves a shorter
//    prefix. Every move leads to a shorter string or a smaller one of the same length, so a
//    table of all 1.1 million such strings can be filled shortest first, smallest first.
// Filling it forwards: a string p still unmarked when its turn comes has no move to a lost
// string (that string would have marked it), so p is lost. Then every string with a move to
// p is won: p with one digit raised, and p followed by a 0 and any digits (for each longer
// length, a block of consecutive numbers: one slice assignment marks it).
//
// Each string is read as text (not as a number, which would lose its leading zeros).
//
// Portable C++98 (HDU's G++ and MSVC judges): standard headers, scanf/printf only.
#include <cstdio>
#include <cstring>

using namespace std;

const int MAX_LEN = 6;
static char won[MAX_LEN + 1][1000000];  // won[l][v]: the l-digit string of value v

void fill_table() {
    int power[MAX_LEN + 1];
    power[0] = 1;
    for (int i = 1; i <= MAX_LEN; ++i) power[i] = power[i - 1] * 10;
    for (int l = 1; l <= MAX_LEN; ++l) {
        for (int v = power[l - 1]; v < power[l]; ++v) {
            if (won[l][v]) continue;
            // v is lost: raising any one of its digits gives a won string
            int rest = v;
            for (int d = 0; d < l; ++d) {
                int digit = rest % 10;
                rest /= 10;
                for (int higher = digit + 1; higher <= 9; ++higher)
                    won[l][v + (higher - digit) * power[d]] = 1;
            }
            // so does v followed by a 0 and any digits
            for (int longer = l + 1; longer <= MAX_LEN; ++longer) {
                int start = v * power[longer - l];
                memset(won[longer] + start, 1, power[longer - l - 1]);
            }
        }
    }
}

int main() {
    fill_table();
    char s[16];
    while (scanf("%15s", s) == 1) {
        int length = (int)strlen(s);
        int value = 0;
        for (int i = 0; i < length; ++i) value = value * 10 + (s[i] - '0');
        bool first_wins = s[0] == '0' || won[length][value];
        puts(first_wins ? "Yes" : "No");
    }
    return 0;
}
