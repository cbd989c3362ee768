// As some of HDU's accepted programs do it: the game's DP (a position is won when taking a
// power of two leaves a lost one) redone for every line, about 10^4 steps a line, 10^7 on
// the largest input (1000 lines of n near 1000): milliseconds in C++, as it passed on HDU
// (see statement.md, Notes); the same loop in Python is too slow
// (time_limit_exceeded/dp_per_line.py).
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
