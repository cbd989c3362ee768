// As many of HDU's accepted programs do it: for every position, walk through the losing
// pairs (a_k, b_k) = (floor(k phi), floor(k phi) + k) up to b and keep those one move
// reaches. About 0.6 b steps a position: the volume of our data is calibrated so that this
// passes, as it passed on HDU (see statement.md, Notes).
#include <algorithm>
#include <cmath>
#include <cstdio>

int main() {
    const double phi = (1 + std::sqrt(5.0)) / 2;
    int a, b;
    while (std::scanf("%d %d", &a, &b) == 2 && (a || b)) {
        int ex = -1, ey = -1, n = 0;
        std::pair<int, int> others[8];
        bool lost = false;
        for (int k = 0;; k++) {
            int x = (int)(k * phi), y = x + k;
            if (x > b) break;
            if (x == a && y == b) { lost = true; break; }
            if (y - x == b - a && x < a) { ex = x; ey = y; }
            if ((y == b && x < a) || (x == a && y < b) || (y == a && x < a))
                others[n++] = std::make_pair(x, y);
        }
        if (lost) { std::puts("0"); continue; }
        std::puts("1");
        if (ex >= 0) std::printf("%d %d\n", ex, ey);
        std::sort(others, others + n);
        for (int i = 0; i < n; i++) {
            if (i > 0 && others[i] == others[i - 1]) continue;
            if (others[i].first == ex && others[i].second == ey) continue;
            std::printf("%d %d\n", others[i].first, others[i].second);
        }
    }
    return 0;
}
