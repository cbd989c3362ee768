// play_hdu_1536 - Win at S-Nim: Sprague-Grundy, played (see solution.py). sg(h) is the mex of
// sg(h - s) for s in S, s <= h; a position is lost when the heaps' values xor to 0. From a
// non-zero xor x, a heap worth v with v ^ x < v has a size s with sg(h - s) = v ^ x.
#include <iostream>
#include <set>
#include <string>
#include <vector>

int main() {
    int games;
    std::cin >> games;
    for (int game = 0; game < games; ++game) {
        int k, m;
        std::cin >> k;
        std::vector<int> sizes(k);
        for (int& s : sizes) std::cin >> s;
        std::cin >> m;
        std::vector<int> heaps(m);
        int top = 0;
        for (int& h : heaps) {
            std::cin >> h;
            if (h > top) top = h;
        }
        std::vector<int> sg(top + 1);
        for (int h = 0; h <= top; ++h) {
            std::set<int> seen;
            for (int s : sizes)
                if (s <= h) seen.insert(sg[h - s]);
            while (seen.count(sg[h])) ++sg[h];
        }
        auto total = [&]() {
            int x = 0;
            for (int h : heaps) x ^= sg[h];
            return x;
        };
        auto apply = [&](int h, int x) {
            for (int& heap : heaps)
                if (heap == h) {
                    heap = x;
                    return;
                }
        };
        std::cout << (total() ? "first" : "second") << std::endl;
        if (!total()) {
            int h, x;
            std::cin >> h >> x;
            apply(h, x);
        }
        while (true) {
            int x = total();
            bool moved = false;
            for (int h : heaps) {
                if ((sg[h] ^ x) >= sg[h]) continue;
                for (int s : sizes) {
                    if (s <= h && sg[h - s] == (sg[h] ^ x)) {
                        std::cout << h << ' ' << h - s << std::endl;  // flushes
                        apply(h, h - s);
                        moved = true;
                        break;
                    }
                }
                if (moved) break;
            }
            std::string reply;
            std::cin >> reply;
            if (reply == "end") break;
            int left;
            std::cin >> left;
            apply(std::stoi(reply), left);
        }
    }
    return 0;
}
