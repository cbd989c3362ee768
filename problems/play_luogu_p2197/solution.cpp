// play_luogu_p2197 - Win at Nim: Bouton's theorem, played (see solution.py). The P-positions
// are those whose heaps xor to 0; from a non-zero xor s, a heap h with h ^ s < h (one holding
// the highest bit of s) is lowered to h ^ s, which makes the xor 0 again.
#include <iostream>
#include <string>
#include <vector>

// The judge's move "h x": a heap of h stones is left with x.
static void apply(std::vector<int>& heaps, int h, int x) {
    for (int& heap : heaps) {
        if (heap == h) {
            heap = x;
            return;
        }
    }
}

int main() {
    int games;
    std::cin >> games;
    for (int game = 0; game < games; ++game) {
        int count;
        std::cin >> count;
        std::vector<int> heaps(count);
        int xor_all = 0;
        for (int& h : heaps) {
            std::cin >> h;
            xor_all ^= h;
        }
        std::cout << (xor_all ? "first" : "second") << std::endl;
        if (!xor_all) {
            int h, x;
            std::cin >> h >> x;
            apply(heaps, h, x);
        }
        while (true) {
            xor_all = 0;
            for (int h : heaps) xor_all ^= h;
            for (int& heap : heaps) {
                if ((heap ^ xor_all) < heap) {
                    std::cout << heap << ' ' << (heap ^ xor_all) << std::endl;  // flushes
                    heap ^= xor_all;
                    break;
                }
            }
            std::string reply;
            std::cin >> reply;
            if (reply == "end") break;
            int x;
            std::cin >> x;
            apply(heaps, std::stoi(reply), x);
        }
    }
    return 0;
}
