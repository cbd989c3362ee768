// POJ 1740 - A New Stone Game.
// http://poj.org/problem?id=1740
//
// A move takes at least one stone from a pile and may move some of that pile's remaining
// stones onto other non-empty piles. Claim: the player to move loses exactly when the piles
// are "paired": they can be matched into twins of equal size, i.e. n is even and, sorted,
// a1 = a2, a3 = a4, ... Equivalently: for every t, the number of piles holding at least t
// stones is even.
//
// Why:
//  - Every move from a paired position leads to an unpaired one. Summed over all t, those
//    counts give the number of stones, which every move lowers. But only the chosen pile
//    shrinks (the others keep or gain stones), so no count drops by more than 1: some count
//    drops by exactly 1, and becomes odd.
//  - From an unpaired position (sorted a1 <= ... <= an) the largest pile restores a pairing:
//    n odd: take the largest pile away, after spending a2 - a1, a4 - a3, ..., a(n-1) - a(n-2)
//      of its stones to lift a1 to a2, a3 to a4, ...; that costs at most a(n-1) - a1 < an,
//      so at least one stone is taken away, as a move must.
//    n even: lower an to a1 (its new twin), spending a3 - a2, a5 - a4, ... of the stones to
//      lift a2 to a3, a4 to a5, ...; that costs at most a(n-1) - a2 <= an - a1, with
//      equality only when the position was paired already, so again a stone is taken away.
// The empty position is paired and lost, so whoever hands over paired positions wins: Alice
// wins exactly when the piles are not paired.
//
// Portable C++98 (POJ's G++ and MSVC judges): standard headers, scanf/printf only.
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace std;

int main() {
    int n;
    while (scanf("%d", &n) == 1 && n != 0) {
        vector<int> piles;
        for (int i = 0; i < n; ++i) {
            int stones;
            if (scanf("%d", &stones) != 1) return 0;
            if (stones > 0) piles.push_back(stones);  // an empty pile takes no part
        }
        sort(piles.begin(), piles.end());
        const size_t count = piles.size();
        bool paired = count % 2 == 0;
        for (size_t i = 0; paired && i < count; i += 2)
            if (piles[i] != piles[i + 1]) paired = false;
        puts(paired ? "0" : "1");
    }
    return 0;
}
