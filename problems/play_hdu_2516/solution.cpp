// play_hdu_2516 - Win at Fibonacci Nim: the strategy of HDU 2516, played (see solution.py).
//
// Zeckendorf: the pile is a sum of non-consecutive Fibonacci numbers; take its smallest part g.
// That leaves a smallest part more than 2g, more than the opponent may take. The player to
// move wins iff g is at most what he may take: on the first move iff n is not a Fibonacci
// number. We move first exactly then and always take g.
#include <iostream>
#include <string>

static int smallest_part(int n) {
    int fib[32] = {1, 2};
    int count = 2;
    while (fib[count - 1] <= n) {
        fib[count] = fib[count - 1] + fib[count - 2];
        ++count;
    }
    int last = n;
    for (int i = count - 1; i >= 0; --i) {
        if (fib[i] <= n) {
            n -= fib[i];
            last = fib[i];
        }
    }
    return last;
}

int main() {
    int games;
    std::cin >> games;
    for (int game = 0; game < games; ++game) {
        int left;
        std::cin >> left;
        bool first = smallest_part(left) < left;
        std::cout << (first ? "first" : "second") << std::endl;
        if (!first) {
            int take;
            std::cin >> take;
            left -= take;
        }
        while (true) {
            int take = smallest_part(left);
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
