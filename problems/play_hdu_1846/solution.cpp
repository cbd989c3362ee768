// play_hdu_1846 - Win the Bash Game: the strategy of HDU 1846, played (see solution.py).
//
// The multiples of m + 1 are the P-positions: from one, the reply m + 1 - t restores a
// multiple; from any other pile, taking n mod (m + 1) reaches one. We move first exactly when
// n mod (m + 1) != 0, and always take what is left mod (m + 1).
#include <iostream>
#include <string>

int main() {
    int games;
    std::cin >> games;
    for (int game = 0; game < games; ++game) {
        int left, m;
        std::cin >> left >> m;
        bool first = left % (m + 1) != 0;
        std::cout << (first ? "first" : "second") << std::endl;
        if (!first) {
            int take;
            std::cin >> take;
            left -= take;
        }
        while (true) {
            int take = left % (m + 1);
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
