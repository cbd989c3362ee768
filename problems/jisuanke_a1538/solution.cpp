// Rake It In - ICPC 2017 Asia Nanning Regional, problem I (Jisuanke A1538).
// https://nanti.jisuanke.com/t/A1538
//
// Not an impartial game: Alice and Bob share one score, which Alice maximises and Bob
// minimises, so the answer is the minimax value of the game tree. A move adds the sum of a
// 2x2 square and rotates it counterclockwise; 2k <= 6 moves with 9 choices each make
// 9^6 = 531441 lines of play per board, for up to 200 boards.
//
// Plain minimax (with no rotation on the last move) takes about 0.2 s for 200 boards with
// k = 3: well within the 2 s limit, but more than the tenth of it that the C++ references of
// this problem set keep to. So this searches as the Python reference does:
// alpha-beta (stop trying moves once the opponent would never allow the position), squares
// tried best immediate sum first, and the bounds that stop a player's remaining moves at
// once: every square sum lies between lo and hi (the four smallest and largest numbers of
// the board, which rotations only move), Alice's last move s is worth at most 2s (Bob can
// take the same square back) and Bob's move before it at least 2s + lo (Alice can). Bob's
// last move needs no rotation: he takes the smallest square sum.
//
// Modern C++ (C++11).
#include <algorithm>
#include <array>
#include <cstdio>

namespace {

const int CORNERS[9] = {0, 1, 2, 4, 5, 6, 8, 9, 10};  // top-left cells of the 2x2 squares
const int INFINITE = 1 << 29;

using Board = std::array<int, 16>;
using Sums = std::array<int, 9>;

Sums square_sums(const Board& b) {
    Sums s;
    for (int i = 0; i < 9; ++i) {
        const int c = CORNERS[i];
        s[i] = b[c] + b[c + 1] + b[c + 4] + b[c + 5];
    }
    return s;
}

// The board after rotating square i counterclockwise: top-left takes the top-right number,
// top-right the bottom-right, bottom-right the bottom-left, bottom-left the top-left.
Board rotated(Board b, int i) {
    const int c = CORNERS[i];
    const int tl = b[c], tr = b[c + 1], bl = b[c + 4], br = b[c + 5];
    b[c] = tr;
    b[c + 1] = br;
    b[c + 5] = bl;
    b[c + 4] = tl;
    return b;
}

// The score still to come with `left` >= 2 moves to play (Alice's turn when even): exact
// inside (alpha, beta), else a bound on that side.
int search(const Board& board, int left, int alpha, int beta, int lo, int hi) {
    const Sums sums = square_sums(board);
    std::array<int, 9> order{{0, 1, 2, 3, 4, 5, 6, 7, 8}};
    const bool alice = left % 2 == 0;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return alice ? sums[a] > sums[b] : sums[a] < sums[b];
    });
    int best = alice ? -INFINITE : INFINITE;
    for (int i : order) {
        const int s = sums[i];
        if (alice) {
            if (s + (left - 1) * hi <= alpha || (left == 2 && 2 * s <= alpha)) break;
            int value;
            if (left == 2) {
                const Sums after = square_sums(rotated(board, i));  // Bob's last move
                value = s + *std::min_element(after.begin(), after.end());
            } else {
                value = s + search(rotated(board, i), left - 1, alpha - s, beta - s, lo, hi);
            }
            if (value > best) {
                best = value;
                if (best > alpha) {
                    alpha = best;
                    if (alpha >= beta) break;
                }
            }
        } else {
            if (s + (left - 1) * lo >= beta || (left == 3 && 2 * s + lo >= beta)) break;
            const int value = s + search(rotated(board, i), left - 1, alpha - s, beta - s, lo, hi);
            if (value < best) {
                best = value;
                if (best < beta) {
                    beta = best;
                    if (alpha >= beta) break;
                }
            }
        }
    }
    return best;
}

}  // namespace

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int k;
        Board board;
        if (std::scanf("%d", &k) != 1) return 0;
        for (int& x : board)
            if (std::scanf("%d", &x) != 1) return 0;
        Board numbers = board;
        std::sort(numbers.begin(), numbers.end());
        const int lo = numbers[0] + numbers[1] + numbers[2] + numbers[3];
        const int hi = numbers[12] + numbers[13] + numbers[14] + numbers[15];
        std::printf("%d\n", search(board, 2 * k, -INFINITE, INFINITE, lo, hi));
    }
    return 0;
}
