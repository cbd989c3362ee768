// HDU 1524 - A Chess Game (sum of games on a DAG: Sprague-Grundy).
// http://acm.hdu.edu.cn/showproblem.php?pid=1524
//
// Chesses sit on the positions of a directed acyclic graph; a move slides ONE chess along
// one edge; a player who cannot move loses.
//
// Why the rule is right. Each chess on its own is a game "move a token along the DAG", and
// the whole game is the disjunctive sum of these games (a move is made in exactly one of
// them). By the Sprague-Grundy theorem every position v has a Grundy value
//     sg(v) = mex { sg(w) : v -> w is an edge }      (mex = smallest non-negative integer
//                                                     not in the set; a sink has sg = 0),
// and a sum of games is lost for the player to move exactly when the XOR of the Grundy
// values of its parts is 0. So the first player wins iff sg(p1) ^ ... ^ sg(pM) != 0.
// Chesses on the same position cancel out (x ^ x = 0): "2 1 1" is a loss, whatever sg(1) is.
//
// sg is memoised and computed on demand, children before parents, by depth-first
// recursion: the graph is acyclic, so the recursion ends, and it is at most N = 1000 calls
// deep (fine for the default stacks of GCC and MSVC). A position with d out-edges has
// sg <= d, so its mex needs only d + 1 flags.
//
// Input: test cases until end of file; empty lines between them are skipped like any white
// space; the line "0" ends the queries of one test case, not the input.
//
// Portable C++98 (HDU's G++ and MSVC judges): standard headers, C stdio only.
#include <cstdio>
#include <vector>

using namespace std;

// Fast input. scanf("%d") costs about 100 ns a number with glibc, and the largest inputs
// hold 800,000 numbers (3 MB): too slow for a tenth of the time limit. So the input is read
// in 64 KiB blocks with fread (standard C: the same on MSVC, MinGW and glibc) and the
// numbers are parsed by hand. read() skips everything that is not a digit (spaces,
// newlines, blank lines) and returns false at the end of the input, where scanf would not
// return 1. The input holds no negative numbers.
class Input {
public:
    Input() : len(0), pos(0) {}
    bool read(int& value) {
        int c = next();
        while (c != EOF && (c < '0' || c > '9')) c = next();
        if (c == EOF) return false;
        value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = next();
        }
        return true;
    }
private:
    int next() {
        if (pos == len) {
            len = fread(buf, 1, sizeof buf, stdin);
            pos = 0;
            if (len == 0) return EOF;
        }
        return (unsigned char)buf[pos++];
    }
    char buf[1 << 16];
    size_t len, pos;
};

typedef vector<vector<int> > Graph;

int grundy(int v, const Graph& adj, vector<int>& sg) {
    if (sg[v] >= 0) return sg[v];
    const vector<int>& out = adj[v];
    vector<bool> seen(out.size() + 1, false);
    for (size_t i = 0; i < out.size(); ++i) {
        size_t g = grundy(out[i], adj, sg);
        if (g < seen.size()) seen[g] = true;
    }
    int g = 0;
    while (seen[g]) ++g;
    return sg[v] = g;
}

int main() {
    static Input in;                           // static: its buffer stays off the stack
    int n;
    while (in.read(n)) {
        Graph adj(n);
        for (int v = 0; v < n; ++v) {
            int x;
            if (!in.read(x)) return 0;
            adj[v].resize(x);
            for (int i = 0; i < x; ++i)
                if (!in.read(adj[v][i])) return 0;
        }
        vector<int> sg(n, -1);                 // -1: not computed yet
        int m;
        while (in.read(m) && m != 0) {
            int x = 0;
            for (int i = 0; i < m; ++i) {
                int p;
                if (!in.read(p)) return 0;
                x ^= grundy(p, adj, sg);
            }
            puts(x != 0 ? "WIN" : "LOSE");
        }
    }
    return 0;
}
