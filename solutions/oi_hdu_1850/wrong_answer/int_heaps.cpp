// HDU 1850 - Being a Good Boy in Spring Festival, OI edition: WRONG ANSWER on the full subtask.
// http://acm.hdu.edu.cn/showproblem.php?pid=1850
//
// M heaps; a move takes any positive number of cards from one heap; whoever takes the last
// card wins. That is Nim, and by Bouton's theorem the player to move loses exactly when the
// nim-sum X = N1 ^ N2 ^ ... ^ NM is 0: from X = 0 every move makes it nonzero, and from
// X != 0 some move makes it 0.
//
// So a first move wins exactly when it leaves nim-sum 0. Lowering heap i from Ni to v turns
// X into X ^ Ni ^ v, which is 0 only for v = X ^ Ni. That move is legal when it takes cards,
// i.e. when (X ^ Ni) < Ni. Each heap gives at most one winning move, and none when X = 0:
// the answer is the number of heaps with (X ^ Ni) < Ni.
//
// Planted mistake: the heaps and X in a 32-bit int, as the original's Ni <= 10^6 allows. Right
// on the small and medium subtasks; on the full subtask's heaps up to 10^18 only their low 32
// bits are read, so X and the count are wrong.
#include <cstdio>

using namespace std;

int main() {
    int m;
    static int heap[100];
    while (scanf("%d", &m) == 1 && m != 0) {
        int x = 0;
        for (int i = 0; i < m; ++i) {
            if (scanf("%d", &heap[i]) != 1) return 0;
            x ^= heap[i];
        }
        int count = 0;
        for (int i = 0; i < m; ++i)
            if ((x ^ heap[i]) < heap[i]) ++count;
        printf("%d\n", count);
    }
    return 0;
}
