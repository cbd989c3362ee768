// play_hdu_1730 - Win at Northcott's Game (see solution.py). Each row's gap is a Nim heap; a
// position is lost when the gaps xor to 0. A widened gap is closed again by as much; otherwise
// the row whose gap g has g ^ x < g is closed down to g ^ x.
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

int main() {
    int games;
    std::cin >> games;
    for (int game = 0; game < games; ++game) {
        int m, n;
        std::cin >> m >> n;
        std::vector<int> pos[2];
        for (int i = 0; i < n; ++i) {
            int t, j;
            std::cin >> t >> j;
            pos[0].push_back(t);
            pos[1].push_back(j);
        }
        auto gap = [&](int i) { return std::abs(pos[0][i] - pos[1][i]) - 1; };
        int x = 0;
        for (int i = 0; i < n; ++i) x ^= gap(i);
        int mine = x ? 0 : 1;
        std::cout << (x ? "first" : "second") << std::endl;
        int row = -1, want = 0;
        if (!x) {
            int r, c;
            std::cin >> r >> c;
            int before = gap(r - 1);
            pos[1 - mine][r - 1] = c;
            if (gap(r - 1) > before) row = r - 1, want = before;
        }
        while (true) {
            if (row < 0) {
                x = 0;
                for (int i = 0; i < n; ++i) x ^= gap(i);
                for (int i = 0; i < n; ++i)
                    if ((gap(i) ^ x) < gap(i)) {
                        row = i;
                        want = gap(i) ^ x;
                        break;
                    }
            }
            int me = pos[mine][row], them = pos[1 - mine][row];
            int column = me < them ? them - 1 - want : them + 1 + want;
            pos[mine][row] = column;
            std::cout << row + 1 << ' ' << column << std::endl;  // flushes
            std::string reply;
            std::cin >> reply;
            if (reply == "end") break;
            int r = std::stoi(reply), c;
            std::cin >> c;
            int before = gap(r - 1);
            pos[1 - mine][r - 1] = c;
            row = -1;
            if (gap(r - 1) > before) row = r - 1, want = before;
        }
    }
    return 0;
}
