// OI edition of HDU 3032: the right pattern, with the heaps read into a 32-bit int ("不开
// long long"). Every heap of the small and medium subtasks (s <= 500) fits; the full
// subtask's heaps up to 10^18 do not: glibc's `scanf("%d")` keeps only their low 32 bits, so
// two heaps h and h + 2^32 look equal and cancel, though their Grundy values differ by 2^32
// (Alice wins), and it says Bob. It earns the small and medium
// subtasks' 50 points of 100 (solutions/oi_hdu_3032/expected_scores.yaml).
#include <cstdio>

int main() {
    int t;
    std::scanf("%d", &t);
    while (t-- > 0) {
        int n, x = 0;
        std::scanf("%d", &n);
        for (int i = 0; i < n; ++i) {
            int h;
            std::scanf("%d", &h);
            int r = h & 3;
            x ^= r == 3 ? h + 1 : r == 0 ? h - 1 : h;
        }
        std::puts(x ? "Alice" : "Bob");
    }
    return 0;
}
