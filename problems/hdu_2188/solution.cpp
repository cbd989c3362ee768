// HDU 2188 - choosing the volunteers (Chinese title: "In memory of the compatriots who died
// in the 5.12 Wenchuan earthquake - choosing volunteers"; this file is kept ASCII because
// MSVC reads a source in the machine's code page). A Bash game in disguise.
// http://acm.hdu.edu.cn/showproblem.php?pid=2188
//
// Grass and Rabbit take turns donating a whole number of yuan between 1 and m; whoever first
// makes the total reach (or exceed) n wins, and Grass donates first.
//
// Why the rule is right: only the amount still missing, r = n - total, matters. With r <= m
// the player to move finishes at once. Overshooting never helps, so this is the take-away
// game "remove 1..m from a pile of r, taking the last one wins". If r is a multiple of m+1
// the mover loses: after any donation d (1..m) the opponent donates m+1-d and the missing
// amount is again a multiple of m+1, until the opponent completes it. Otherwise the mover
// donates r % (m+1) and leaves the opponent in that losing spot.
// So Grass wins exactly when n % (m+1) != 0.
//
// Portable C++98 (HDU's G++ and MSVC judges): standard headers, scanf/printf only.
#include <cstdio>

using namespace std;

int main() {
    int c;
    if (scanf("%d", &c) != 1) return 0;
    while (c-- > 0) {
        int n, m;
        if (scanf("%d %d", &n, &m) != 2) break;
        puts(n % (m + 1) != 0 ? "Grass" : "Rabbit");
    }
    return 0;
}
