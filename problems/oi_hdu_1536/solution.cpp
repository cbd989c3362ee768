// S-Nim (HDU 1536), OI edition: heaps and sizes up to 5 * 10^4, up to 100 sizes.
// http://acm.hdu.edu.cn/showproblem.php?pid=1536
//
// Sprague-Grundy: a position is the sum of its one-heap games, and a heap of x beads has
//     sg(x) = mex { sg(x - s) : s in S, s <= x },
// so the position is lost for the player to move (L) exactly when sg(h1) ^ ... ^ sg(hl) == 0.
// The table is built once per test set, up to its largest heap H: O(H * k). The mex of at most
// k <= 100 values is at most 100, so a 102-entry "seen" array stamped with x (never cleared)
// finds it; repeated or unsorted sizes need no care (a repeat marks the same value).
//
// C++11, as an OI compiles it (problem.yaml: dialect none); the input is read at once.
#include <cstdio>
#include <string>
#include <vector>

static std::vector<char> input;
static size_t at = 0;

static int number() {
    while (at < input.size() && (input[at] < '0' || input[at] > '9')) ++at;
    int value = 0;
    while (at < input.size() && input[at] >= '0' && input[at] <= '9') value = value * 10 + (input[at++] - '0');
    return value;
}

int main() {
    char block[1 << 16];
    size_t got;
    while ((got = std::fread(block, 1, sizeof block, stdin)) > 0) input.insert(input.end(), block, block + got);
    std::vector<int> s, sg, seen(102, -1), heaps;
    std::vector<int> starts;
    std::string out;
    for (int k = number(); k != 0; k = number()) {
        s.assign(k, 0);
        for (int i = 0; i < k; ++i) s[i] = number();
        int m = number(), top = 0;
        heaps.clear();
        starts.assign(1, 0);
        for (int p = 0; p < m; ++p) {
            for (int l = number(); l > 0; --l) {
                heaps.push_back(number());
                if (heaps.back() > top) top = heaps.back();
            }
            starts.push_back((int)heaps.size());
        }
        sg.assign(top + 1, 0);
        seen.assign(102, -1);
        for (int x = 0; x <= top; ++x) {
            for (int i = 0; i < k; ++i)
                if (s[i] <= x) seen[sg[x - s[i]]] = x;
            int g = 0;
            while (seen[g] == x) ++g;
            sg[x] = g;
        }
        for (int p = 0; p < m; ++p) {
            int v = 0;
            for (int i = starts[p]; i < starts[p + 1]; ++i) v ^= sg[heaps[i]];
            out += v ? 'W' : 'L';
        }
        out += '\n';
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
