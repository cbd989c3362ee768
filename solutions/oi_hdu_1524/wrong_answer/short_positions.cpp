// OI edition of HDU 1524 (A Chess Game): the right rule (the XOR of the chesses' Grundy values,
// each the mex of its successors'), computed in a topological order, with every position kept
// in an unsigned short to halve the memory of the edges, as the original's N <= 1000 allows.
// The small and medium subtasks (N <= 1000) fit; the full subtask's positions up to 10^5 do
// not: from 65536 on a position wraps to a small one, edges point to the wrong positions and
// queries ask about them, a wrong answer. It earns the small and medium subtasks' 50 points
// (solutions/oi_hdu_1524/expected_scores.yaml).
#include <cstdio>
#include <vector>

int main() {
    int n;
    while (std::scanf("%d", &n) == 1) {
        std::vector<std::vector<unsigned short> > adj(n), pred(n);
        std::vector<int> left(n), sg(n, 0), order, seen(n + 1, -1);
        for (int v = 0; v < n; ++v) {
            int x;
            std::scanf("%d", &x);
            for (int j = 0; j < x; ++j) {
                int w;
                std::scanf("%d", &w);
                adj[v].push_back((unsigned short)w);
            }
        }
        for (int v = 0; v < n; ++v)
            for (size_t j = 0; j < adj[v].size(); ++j) {
                pred[adj[v][j]].push_back((unsigned short)v);
                ++left[v];
            }
        for (int v = 0; v < n; ++v)
            if (left[v] == 0) order.push_back(v);
        for (size_t i = 0; i < order.size(); ++i) {
            int v = order[i];
            for (size_t j = 0; j < adj[v].size(); ++j) seen[sg[adj[v][j]]] = v;
            int g = 0;
            while (seen[g] == v) ++g;
            sg[v] = g;
            for (size_t j = 0; j < pred[v].size(); ++j)
                if (--left[pred[v][j]] == 0) order.push_back(pred[v][j]);
        }
        int m;
        while (std::scanf("%d", &m) == 1 && m != 0) {
            int x = 0;
            for (int j = 0; j < m; ++j) {
                int p;
                std::scanf("%d", &p);
                x ^= sg[(unsigned short)p];
            }
            std::puts(x ? "WIN" : "LOSE");
        }
    }
    return 0;
}
