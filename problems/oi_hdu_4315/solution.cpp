// HDU 4315 - Climbing the Hill (staircase Nim with a king), OI edition in three subtasks.
// http://acm.hdu.edu.cn/showproblem.php?pid=4315
//
// Let a1 < a2 < ... < aN be the cells (a1 nearest the top) and let the king be the k-th.
//
// k = 1: nobody is above the king, so Alice moves him straight to the hilltop and wins.
//
// k >= 2: staircase Nim (as in POJ 1704, "Georgia and Bob"). Pair the persons from the
// BOTTOM: (a[N-1], a[N]), (a[N-3], a[N-2]), ...; a pair's heap is the number of free cells
// between them, a[i] - a[i-1] - 1 (cells between pairs do not count). If N is odd, the top
// person is paired with a virtual person:
//   - k = 2: the top person is the one directly above the king. Moving him onto the hilltop
//     clears the king's way and loses at once, so he can usefully climb only to cell 1:
//     virtual person on cell 0, heap a1 - 1;
//   - k >= 3: the top person may climb onto the hilltop and drop out of the game (the
//     hilltop holds any number of persons), a1 cells in all: virtual person on cell -1,
//     heap a1.
// Alice wins iff the XOR X of the heaps is nonzero. Proof sketch: after every move, apply
// the same rule to the persons still off the hilltop (the king's index among them drops
// by one whenever someone above him drops out).
//   - From X = 0 every move changes exactly one heap (moving the upper person of a pair
//     raises its heap, the lower one lowers it; a top person dropping out either empties his
//     own heap or, when N is even, turns the heap a2 - a1 - 1 of the top pair into a2's new
//     heap a2 or a2 - 1, never equal since a1 >= 1), so X becomes nonzero; or it is the
//     losing move that frees the king.
//   - From X != 0 the Nim move exists: lower one heap by moving the lower person of its pair
//     up (for the top person with k >= 3 possibly onto the hilltop, which empties his heap),
//     giving X = 0 with the king still blocked.
// The game is finite and the king can only reach the hilltop on the move of a player who
// does not face X = 0, so the player facing X = 0 loses.
//
// Careful: it is NOT "virtual person on 0 for even k, on -1 for odd k" (a widely copied
// formula); with N odd and k = 4, 6, ... that formula is wrong (e.g. cells 1 2 3 4 5 with
// k = 4: Alice wins by moving the top person onto the hilltop).
//
// Input: test cases until end of file; the cells come in increasing order.
//
// Portable C++98 (HDU's G++ and MSVC judges): standard headers, scanf/printf only.
#include <cstdio>

using namespace std;

int main() {
    static int a[1000];
    int n, k;
    while (scanf("%d %d", &n, &k) == 2) {
        for (int i = 0; i < n; ++i)            // read the cells even when k == 1
            if (scanf("%d", &a[i]) != 1) return 0;
        if (k == 1) {
            puts("Alice");
            continue;
        }
        int x = 0;
        int low = n - 1;
        for (; low > 0; low -= 2)              // pairs (a[low-1], a[low]) from the bottom
            x ^= a[low] - a[low - 1] - 1;
        if (low == 0)                          // odd N: the top person and a virtual one
            x ^= k == 2 ? a[0] - 1 : a[0];     // on cell 0 (k = 2) or cell -1 (k >= 3)
        puts(x != 0 ? "Alice" : "Bob");
    }
    return 0;
}
