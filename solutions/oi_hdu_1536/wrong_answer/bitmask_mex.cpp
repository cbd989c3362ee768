// OI edition of HDU 1536 (S-Nim): the right rule and the table once per test set, with the mex
// taken from a 64-bit mask of the values seen (bit v set for each sg(x - s), the mex the
// lowest clear bit). That holds while every Grundy value is below 64, as in the small and
// medium subtasks (k <= 50 sizes, so values up to 50). The full subtask's S = {1..100} gives
// values up to 100: 1ULL << 64 and beyond wraps to a low bit on x86 (the shift count is taken
// mod 64), so values from 64 up are lost or misplaced, a wrong answer. It earns the small and
// medium subtasks' 50 points (solutions/oi_hdu_1536/expected_scores.yaml).
#include <cstdio>
#include <vector>

int main() {
    int k;
    while (std::scanf("%d", &k) == 1 && k != 0) {
        std::vector<int> s(k);
        for (int i = 0; i < k; ++i) std::scanf("%d", &s[i]);
        int m;
        std::scanf("%d", &m);
        std::vector<std::vector<int> > positions(m);
        int top = 0;
        for (int p = 0; p < m; ++p) {
            int l;
            std::scanf("%d", &l);
            positions[p].resize(l);
            for (int i = 0; i < l; ++i) {
                std::scanf("%d", &positions[p][i]);
                if (positions[p][i] > top) top = positions[p][i];
            }
        }
        std::vector<int> sg(top + 1);
        for (int x = 0; x <= top; ++x) {
            unsigned long long mask = 0;
            for (int i = 0; i < k; ++i)
                if (s[i] <= x) mask |= 1ULL << sg[x - s[i]];
            sg[x] = __builtin_ctzll(~mask);
        }
        for (int p = 0; p < m; ++p) {
            int v = 0;
            for (size_t i = 0; i < positions[p].size(); ++i) v ^= sg[positions[p][i]];
            std::putchar(v ? 'W' : 'L');
        }
        std::putchar('\n');
    }
    return 0;
}
