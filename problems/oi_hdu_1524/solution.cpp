// A Chess Game (HDU 1524), OI edition: graphs of up to 10^5 positions.
// http://acm.hdu.edu.cn/showproblem.php?pid=1524
//
// Sprague-Grundy: each chess is the game "move a token along the DAG" and the position is their
// sum, so with sg(v) = mex { sg(w) : v -> w } (a sink has 0) the first player wins exactly
// when sg(p1) ^ ... ^ sg(pM) != 0 (two chesses on one position cancel).
//
// sg is computed once per test case, successors first, in Kahn's order on the reversed graph
// (a position is ready when all its successors are done): no recursion, since a path can be
// 10^5 positions long. A position with d out-edges has sg <= d, so the mex needs d + 1 flags,
// kept in one array stamped with the position (never cleared).
//
// C++11, as an OI compiles it (problem.yaml: dialect none); the input is read at once.
#include <cstdio>
#include <string>
#include <vector>

static std::vector<char> input;
static size_t at = 0;

// The next number, or -1 at the end of the input.
static int number() {
    while (at < input.size() && (input[at] < '0' || input[at] > '9')) ++at;
    if (at == input.size()) return -1;
    int value = 0;
    while (at < input.size() && input[at] >= '0' && input[at] <= '9') value = value * 10 + (input[at++] - '0');
    return value;
}

int main() {
    char block[1 << 16];
    size_t got;
    while ((got = std::fread(block, 1, sizeof block, stdin)) > 0) input.insert(input.end(), block, block + got);
    std::string out;
    std::vector<int> start, succ, left, pstart, pred, order, sg, stamp;
    for (int n = number(); n > 0; n = number()) {
        start.assign(n + 1, 0);
        succ.clear();
        for (int v = 0; v < n; ++v) {
            for (int x = number(); x > 0; --x) succ.push_back(number());
            start[v + 1] = (int)succ.size();
        }
        // predecessors in one array, by counting
        pstart.assign(n + 1, 0);
        for (size_t e = 0; e < succ.size(); ++e) ++pstart[succ[e] + 1];
        for (int v = 0; v < n; ++v) pstart[v + 1] += pstart[v];
        pred.assign(succ.size(), 0);
        std::vector<int> fill(pstart.begin(), pstart.end() - 1);
        for (int v = 0; v < n; ++v)
            for (int e = start[v]; e < start[v + 1]; ++e) pred[fill[succ[e]]++] = v;
        left.assign(n, 0);
        order.clear();
        for (int v = 0; v < n; ++v) {
            left[v] = start[v + 1] - start[v];
            if (left[v] == 0) order.push_back(v);
        }
        sg.assign(n, 0);
        stamp.assign(n + 1, -1);
        for (size_t i = 0; i < order.size(); ++i) {
            int v = order[i];
            for (int e = start[v]; e < start[v + 1]; ++e) stamp[sg[succ[e]]] = v;
            int g = 0;
            while (stamp[g] == v) ++g;
            sg[v] = g;
            for (int e = pstart[v]; e < pstart[v + 1]; ++e)
                if (--left[pred[e]] == 0) order.push_back(pred[e]);
        }
        for (int m = number(); m > 0; m = number()) {
            int x = 0;
            for (int j = 0; j < m; ++j) x ^= sg[number()];
            out += x ? "WIN\n" : "LOSE\n";
        }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
