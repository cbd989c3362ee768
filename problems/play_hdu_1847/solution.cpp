// play_hdu_1847 - Win the Powers-of-Two Game: the strategy of HDU 1847, played (see
// solution.py). The multiples of 3 are the P-positions: no power of 2 is one, and from any
// other count taking n mod 3 (1 or 2, powers of 2) leaves one. We move first exactly when
// n mod 3 != 0, and always take what is left mod 3.
#include <iostream>
#include <string>

int main() {
    int games;
    std::cin >> games;
    for (int game = 0; game < games; ++game) {
        int left;
        std::cin >> left;
        bool first = left % 3 != 0;
        std::cout << (first ? "first" : "second") << std::endl;
        if (!first) {
            int take;
            std::cin >> take;
            left -= take;
        }
        while (true) {
            int take = left % 3;
            std::cout << take << std::endl;  // endl flushes: the judge is waiting for it
            left -= take;
            std::string reply;
            std::cin >> reply;
            if (reply == "end") break;
            left -= std::stoi(reply);
        }
    }
    return 0;
}
