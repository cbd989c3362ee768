// Luogu P2197 - 【模板】Nim 游戏 (Nim).
// https://www.luogu.com.cn/problem/P2197
//
// Heaps of stones; a move removes any positive number of stones from one heap; the player
// who cannot move loses. Bouton's theorem: the player to move loses exactly when the nim-sum
// (the XOR of all heap sizes) is 0.
//  - From nim-sum 0, a move changes one heap, so it changes some bit of that heap, and the
//    nim-sum becomes nonzero.
//  - From nim-sum X != 0, let b be X's highest set bit and h a heap having bit b. Then
//    h ^ X < h (bit b goes from 1 to 0, higher bits stay), so lowering h to h ^ X is a move,
//    and it makes the nim-sum 0.
// The final position (all heaps empty) has nim-sum 0, and the player facing it loses; so the
// player who always hands over nim-sum 0 wins. First player wins <=> XOR != 0.
//
// Modern C++ (C++11), as Luogu compiles it.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int n, x = 0;
        if (std::scanf("%d", &n) != 1) return 0;
        for (int i = 0; i < n; ++i) {
            int a;
            if (std::scanf("%d", &a) != 1) return 0;
            x ^= a;
        }
        std::puts(x != 0 ? "Yes" : "No");
    }
    return 0;
}
