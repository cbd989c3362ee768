// OI edition of HDU 1847: the right rule, read into a 32-bit int ("不开 long long"). Every n of
// the small and medium subtasks (n <= 10^9) fits an int and is answered right; the full
// subtask's first n past 2^31 - 1 makes `cin >> n` fail, and the program stops answering, so
// its output is short: a WA there. It earns the small and medium subtasks' 50 points of 100
// (solutions/oi_hdu_1847/expected_scores.yaml).
#include <iostream>

using namespace std;

int main() {
    int c, n;
    cin >> c;
    while (c-- > 0 && cin >> n) cout << (n % 3 == 0 ? "Cici" : "Kiki") << '\n';
    return 0;
}
