// judge doctor --self-test: each line's two numbers, summed.
#include <iostream>

int main() {
    long long a, b;
    while (std::cin >> a >> b) std::cout << a + b << '\n';
}
