// As some of HDU's accepted programs do it: the game's DP (a position is won when taking a
// power of two leaves a lost one) redone for every line, about 10^4 steps a line. Our data
// is calibrated so that this passes, as it passed on HDU (see statement.md, Notes).
#include <cstdio>
#include <cstring>

int main() {
    static bool win[1001];
    int n;
    while (std::scanf("%d", &n) == 1) {
        std::memset(win, 0, sizeof win);
        for (int r = 1; r <= n; r++)
            for (int p = 1; p <= r; p *= 2)
                if (!win[r - p]) win[r] = true;
        std::puts(win[n] ? "Kiki" : "Cici");
    }
    return 0;
}
