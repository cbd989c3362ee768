// play_hdu_2177 - Win at Wythoff's Game: the strategy of HDU 2177, played (see solution.py).
//
// The P-positions are the Wythoff pairs (a_k, a_k + k), a_k the smallest number in no earlier
// pair. From any other (a, b), a <= b, one move reaches a pair: equal removal to the pair with
// difference b - a if its smaller pile is below a; else lowering b to the partner of a if that
// is below b; else lowering a to the partner of b. We move first exactly when the start is
// not a pair, and always move to a pair.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

int main() {
    const int limit = 100;  // pairs up to difference 99: b_99 = 259, within 3 * limit
    std::vector<int> partner(3 * limit, -1), low;
    for (int k = 0; k < limit; ++k) {
        int a = 0;
        while (partner[a] != -1) ++a;
        low.push_back(a);
        partner[a] = a + k;
        partner[a + k] = a;
    }
    int games;
    std::cin >> games;
    for (int game = 0; game < games; ++game) {
        int a, b;
        std::cin >> a >> b;
        if (a > b) std::swap(a, b);
        bool first = low[b - a] != a;
        std::cout << (first ? "first" : "second") << std::endl;
        if (!first) {
            std::cin >> a >> b;
            if (a > b) std::swap(a, b);
        }
        while (true) {
            int d = b - a;
            if (low[d] < a) {
                a = low[d];
                b = a + d;
            } else if (partner[a] < b) {
                b = partner[a];
            } else {
                a = partner[b];
            }
            if (a > b) std::swap(a, b);
            std::cout << a << ' ' << b << std::endl;  // endl flushes: the judge is waiting
            std::string reply;
            std::cin >> reply;
            if (reply == "end") break;
            a = std::stoi(reply);
            std::cin >> b;
            if (a > b) std::swap(a, b);
        }
    }
    return 0;
}
