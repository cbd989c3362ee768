// Does what the input's mode says (tests/fixtures/languages/problems/modes).
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

int main() {
    std::string mode;
    std::cin >> mode;
    volatile long long sink = 0;
    if (mode == "ac" || mode == "wa") {
        long long a, b;
        std::cin >> a >> b;
        std::cout << a + b + (mode == "wa") << "\n";
    } else if (mode == "tle") {
        for (long long i = 0;; i++) sink += i;
    } else if (mode == "re") {
        throw std::runtime_error("deliberate crash");
    } else if (mode == "mle") {
        std::vector<std::vector<char> > held;
        for (;;) held.push_back(std::vector<char>(1 << 20, 1));
    } else if (mode == "huge") {
        std::vector<char> block;
        block.reserve(std::size_t(1) << 40);
    }
    return 0;
}
