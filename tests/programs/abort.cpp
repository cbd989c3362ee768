#include <vector>
int main() {
    std::vector<char> v;
    v.reserve(std::size_t(1) << 40);  // a terabyte: refused, std::bad_alloc
    return 0;
}
