// POJ 1740 - A New Stone Game (OI edition: up to 10^5 piles of up to 10^9 stones).
// http://poj.org/problem?id=1740
//
// A move takes at least one stone from a pile and may move some of that pile's remaining
// stones onto other non-empty piles. The player to move loses exactly when the piles are
// "paired": n is even and, sorted, a1 = a2, a3 = a4, ...
//  - From a paired position every move unpairs: for each t, the number of piles holding at
//    least t stones is even; the move lowers the total, yet only the chosen pile shrinks, so
//    some count drops by exactly 1 and turns odd.
//  - From an unpaired position the largest pile restores a pairing: lift a1 to a2, a3 to a4,
//    ... (n odd: then remove the largest pile) or a2 to a3, ... (n even: then lower an to a1);
//    that costs at most a(n-1) - a1 < an, resp. a(n-1) - a2 < an - a1 stones, so at least one
//    stone is taken away, as a move must.
// The empty position is paired: Alice wins exactly when the piles are not paired. Sorting is
// the work: O(n log n) per case, whatever the piles' sizes.
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace std;

int main() {
    int n;
    vector<int> piles;
    while (scanf("%d", &n) == 1 && n != 0) {
        piles.resize(n);
        for (int i = 0; i < n; ++i)
            if (scanf("%d", &piles[i]) != 1) return 0;
        sort(piles.begin(), piles.end());
        bool paired = n % 2 == 0;
        for (int i = 0; paired && i < n; i += 2)
            if (piles[i] != piles[i + 1]) paired = false;
        puts(paired ? "0" : "1");
    }
    return 0;
}
