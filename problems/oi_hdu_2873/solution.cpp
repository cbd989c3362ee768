// Bomb Game (HDU 2873), OI edition: the original's boards of up to 50 x 50, in three subtasks.
// http://acm.hdu.edu.cn/showproblem.php?pid=2873
//
// Every bomb is an independent game: exploding one bomb only creates bombs that play on by
// themselves. So the board is a sum of one-bomb games, and by the Sprague-Grundy theorem the
// player to move (John) wins exactly when the XOR of the bombs' Grundy values is non-zero.
//
// Grundy value of a bomb at 0-based (i, j) = (p - 1, q - 1):
// - (0, 0): it explodes at once, no move: 0.
// - row 0: the move replaces it by one bomb at (0, y), y < j (y = 0 means it is gone),
//   which is a Nim heap: sg(0, j) = j. Column 0 likewise: sg(i, 0) = i.
// - otherwise the move leaves two bombs (x, j) and (i, y) with x < i, y < j, a sum of two
//   games: sg(i, j) = mex { sg(i, y) ^ sg(x, j) : x < i, y < j }.
// Two bombs on one cell explode together: that removes a pair of equal games, whose XOR is
// 0, so the XOR rule already accounts for it; likewise a bomb that lands on (0, 0) adds 0.
//
// The 50 x 50 table is built once (about 1.5 million XORs). Values reach 364 and the XORs
// inside the mex reach 511, so the mex flags cover 0..511: sg values are below 512, hence
// so is the XOR of two of them.
//
// C++11, as an OI compiles it (problem.yaml: dialect none); the input is read at once and
// split into words (the numbers and the rows of a board).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace std;

const int SIZE = 50;
const int FLAGS = 512;

int main() {
    static int sg[SIZE][SIZE];
    for (int i = 0; i < SIZE; ++i) {           // row by row: (i, y < j) and (x < i, j) are done
        for (int j = 0; j < SIZE; ++j) {
            if (i == 0 || j == 0) {            // sg(0, j) = j, sg(i, 0) = i
                sg[i][j] = i + j;
                continue;
            }
            bool seen[FLAGS] = {false};
            for (int x = 0; x < i; ++x)
                for (int y = 0; y < j; ++y)
                    seen[sg[i][y] ^ sg[x][j]] = true;
            int g = 0;
            while (seen[g]) ++g;
            sg[i][j] = g;
        }
    }
    std::vector<char> input;
    char block[1 << 16];
    size_t got;
    while ((got = std::fread(block, 1, sizeof block, stdin)) > 0) input.insert(input.end(), block, block + got);
    std::vector<std::string> words;
    for (size_t at = 0; at < input.size();) {
        while (at < input.size() && (input[at] == ' ' || input[at] == '\n' || input[at] == '\r')) ++at;
        size_t start = at;
        while (at < input.size() && input[at] != ' ' && input[at] != '\n' && input[at] != '\r') ++at;
        if (at > start) words.push_back(std::string(&input[start], at - start));
    }
    std::string out;
    for (size_t w = 0; w + 1 < words.size();) {
        int n = std::atoi(words[w].c_str()), m = std::atoi(words[w + 1].c_str());
        w += 2;
        if (n == 0 && m == 0) break;
        int x = 0;
        for (int i = 0; i < n; ++i, ++w)
            for (int j = 0; j < m; ++j)
                if (words[w][j] == '#') x ^= sg[i][j];
        out += x != 0 ? "John\n" : "Jack\n";
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
