// play_hdu_3032 - Win at Lasker's Nim: Sprague-Grundy, played (see solution.py). A heap's
// value is h, except sg(4k+3) = 4k+4 and sg(4k+4) = 4k+3; a position is lost when the values
// xor to 0. From a non-zero xor s, a heap worth v with v ^ s < v has a move (a smaller heap
// or a split) worth v ^ s, which leaves xor 0.
#include <algorithm>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

static int sg(int h) {
    if (h % 4 == 0) return h ? h - 1 : 0;
    return h % 4 == 3 ? h + 1 : h;
}

// The judge's move "h x" or "h a b" on our heaps.
static void apply(std::vector<int>& heaps, const std::vector<int>& words) {
    heaps.erase(std::find(heaps.begin(), heaps.end(), words[0]));
    for (size_t i = 1; i < words.size(); ++i)
        if (words[i]) heaps.push_back(words[i]);
}

static std::vector<int> best_move(const std::vector<int>& heaps) {
    int xor_all = 0;
    for (int h : heaps) xor_all ^= sg(h);
    for (int h : heaps) {
        int target = sg(h) ^ xor_all;
        if (target >= sg(h)) continue;
        for (int x = 0; x < h; ++x)
            if (sg(x) == target) return {h, x};
        for (int a = 1; a <= h / 2; ++a)
            if ((sg(a) ^ sg(h - a)) == target) return {h, a, h - a};
    }
    return {};
}

int main() {
    int games;
    std::cin >> games;
    std::string line;
    std::getline(std::cin, line);
    for (int game = 0; game < games; ++game) {
        std::getline(std::cin, line);
        std::istringstream in(line);
        int count;
        in >> count;
        std::vector<int> heaps;
        int xor_all = 0;
        for (int i = 0, h; i < count && in >> h; ++i) {
            if (h) heaps.push_back(h);
            xor_all ^= sg(h);
        }
        std::cout << (xor_all ? "first" : "second") << std::endl;
        if (!xor_all) {
            std::getline(std::cin, line);
            std::istringstream reply(line);
            std::vector<int> words;
            for (int w; reply >> w;) words.push_back(w);
            apply(heaps, words);
        }
        while (true) {
            std::vector<int> move = best_move(heaps);
            for (size_t i = 0; i < move.size(); ++i) std::cout << (i ? " " : "") << move[i];
            std::cout << std::endl;  // flushes
            std::vector<int> ours(move);
            if (ours.size() == 2 && ours[1] == 0) ours.pop_back();
            apply(heaps, ours);
            std::getline(std::cin, line);
            if (line.rfind("end", 0) == 0) break;
            std::istringstream reply(line);
            std::vector<int> words;
            for (int w; reply >> w;) words.push_back(w);
            apply(heaps, words);
        }
    }
    return 0;
}
