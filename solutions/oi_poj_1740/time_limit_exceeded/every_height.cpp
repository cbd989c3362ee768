// POJ 1740 - A New Stone Game, OI edition: TIME LIMIT EXCEEDED on the full subtask.
// http://poj.org/problem?id=1740
//
// A move takes at least one stone from a pile and may move some of that pile's remaining
// stones onto other non-empty piles. The player to move loses exactly when the piles are
// "paired" (they match into twins of equal size), that is when, for every height t, the
// number of piles holding at least t stones is even: a move from there lowers one pile only,
// so some count drops by exactly 1 and turns odd, and from an unpaired position the largest
// pile can lift the others into pairs and still lose a stone.
//
// Planted mistake: that criterion checked height by height, t = 1, 2, ..., up to the largest
// pile, counting the piles at each height. Right, and fast on the original's piles of at most
// 100 stones (small and medium subtasks); on the full subtask a paired position of piles near
// 10^9 makes it count 10^9 times over every pile, where sorting the piles takes O(n log n).
#include <cstdio>
#include <vector>

using namespace std;

int main() {
    int n;
    vector<int> piles;
    while (scanf("%d", &n) == 1 && n != 0) {
        piles.resize(n);
        int largest = 0;
        for (int i = 0; i < n; ++i) {
            if (scanf("%d", &piles[i]) != 1) return 0;
            if (piles[i] > largest) largest = piles[i];
        }
        bool paired = true;
        for (int t = 1; paired && t <= largest; ++t) {
            int at_least = 0;
            for (int i = 0; i < n; ++i)
                if (piles[i] >= t) ++at_least;
            if (at_least % 2 != 0) paired = false;
        }
        puts(paired ? "0" : "1");
    }
    return 0;
}
