// HDU 2177 - "Qu (2 dui) shizi youxi" (Taking stones, two piles; Chinese title on HDU):
// Wythoff's game, listing the winning first moves.
// http://acm.hdu.edu.cn/showproblem.php?pid=2177
//
// Two piles a <= b. A move takes any positive number of stones from ONE pile, or the same
// positive number from BOTH piles; whoever takes the last stone wins.
//
// Why the rule is right. Let phi = (1 + sqrt 5) / 2 and, for k = 0, 1, 2, ...,
//     a_k = floor(k * phi),  b_k = a_k + k        (0,0) (1,2) (3,5) (4,7) (6,10) (8,13) ...
// By Beatty's theorem the numbers a_k (k >= 1) and b_k (k >= 1) split the positive
// integers: every v >= 1 is in exactly one pair, and every difference k occurs in exactly
// one pair. The pairs are exactly the losing positions (P-positions):
//   * from a pair, a one-pile move keeps the other pile, whose value lies in no other pair,
//     and an equal removal keeps the difference, which lies in no other pair: so every move
//     leaves a position that is not a pair;
//   * from any other position some move reaches a pair (the three cases below cover it).
// So (a, b) is lost exactly when it is a pair, i.e. a == a_d with d = b - a.
//
// The winning moves from (a, b) are the moves that reach a pair. There are three kinds:
//   1. equal removal keeps d, and the only pair with difference d is (a_d, b_d): it is a
//      legal target exactly when a_d < a;
//   2. lowering pile a keeps b: the target is (partner(b), b), legal when partner(b) < a;
//   3. lowering pile b keeps a: the target is {a, partner(a)}, legal when partner(a) < b.
// partner(v) is the other number of v's pair. Let k = floor((v+1)/phi); it counts the
// lower numbers a_1..a_k that are <= v. If v == a_k then partner(v) = b_k = v + k.
// Otherwise v is an upper number b_j with j = v - k (the uppers <= v are the other v - k
// numbers), so partner(v) = a_j = v - j = k. As k * phi < v + 1 always,
// v == a_k  <=>  k * phi > v  <=>  k * sqrt(5) > 2v - k  <=>  5k^2 > (2v - k)^2.
// The floors are exact integer arithmetic: floor(n * phi) = (n + isqrt(5 n^2)) / 2 and
// floor(n / phi) = (isqrt(5 n^2) - n) / 2 (sqrt(5) * n is irrational for n > 0).
//
// Output order (the statement only fixes "equal removal first"): `1`, the equal-removal
// target if it wins, then every other DISTINCT target in ascending order, as "x y" with
// x <= y. Two kinds of move can reach the same target: with a == b, lowering either pile
// (printed once), and e.g. (2,3) -> (1,2) by equal removal or by lowering pile b (printed
// once, first).
//
// No 64-bit integers: 5 n^2 reaches 5 * 10^12 (n <= 10^6 + 1), beyond 32 bits, but every
// whole number below 2^53 is exact in a double, and so are the sums and products compared
// below. sqrt() only gives a first guess; isqrt() then corrects it with exact comparisons,
// so the result does not depend on how the library or the x87 unit rounds.
//
// Portable C++98 (HDU's G++ and MSVC judges): standard headers, C stdio only.
#include <cmath>
#include <cstdio>

using namespace std;

// Fast input. With scanf("%d") (about 100 ns a number with glibc) a largest input (100,000
// positions) took 80 ms, too close to a tenth of the time limit. So the input is read in
// 64 KiB blocks with fread (standard C: the same on MSVC, MinGW and glibc) and the numbers
// are parsed by hand. read() skips everything that is not a digit (spaces, newlines) and
// returns false at the end of the input, where scanf would not return 1. The input holds
// no negative numbers.
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

// floor(sqrt(v)) for a whole number 0 <= v < 2^53 held in a double
double isqrt(double v) {
    double r = floor(sqrt(v));
    while (r * r > v) r -= 1;
    while ((r + 1) * (r + 1) <= v) r += 1;
    return r;
}

// isqrt(5 n^2) = floor(n * sqrt 5), for 0 <= n <= 10^6 + 1
int root5(int n) {
    double d = n;
    return (int)isqrt(5 * d * d);
}

// the other number of the losing pair containing v (0 for v = 0)
int partner(int v) {
    int k = (root5(v + 1) - (v + 1)) / 2;      // floor((v + 1) / phi)
    double t = 2.0 * v - k;
    double kk = k;
    return 5 * kk * kk > t * t ? v + k : k;
}

struct Pair {
    int x, y;                                  // x <= y
};

bool same(Pair p, Pair q) { return p.x == q.x && p.y == q.y; }
bool before(Pair p, Pair q) { return p.x < q.x || (p.x == q.x && p.y < q.y); }

int main() {
    static Input in;                           // static: its buffer stays off the stack
    int a, b;
    while (in.read(a) && in.read(b) && (a != 0 || b != 0)) {
        int d = b - a;
        int ad = (d + root5(d)) / 2;           // a_d: the pair with difference d
        if (ad == a) {
            puts("0");
            continue;
        }
        puts("1");
        Pair equal = {-1, -1};                 // no equal-removal target yet
        if (ad < a) {                          // 1. remove a - a_d from both piles
            equal.x = ad;
            equal.y = ad + d;
            printf("%d %d\n", equal.x, equal.y);
        }
        Pair others[2];
        int count = 0;
        int pb = partner(b);
        if (pb < a) {                          // 2. lower pile a to partner(b)
            Pair t = {pb, b};
            others[count++] = t;
        }
        int pa = partner(a);
        if (pa < b) {                          // 3. lower pile b to partner(a)
            Pair t = {pa < a ? pa : a, pa < a ? a : pa};
            if (!same(t, equal) && (count == 0 || !same(t, others[0])))
                others[count++] = t;
        }
        if (count == 2 && before(others[1], others[0])) {
            Pair t = others[0];
            others[0] = others[1];
            others[1] = t;
        }
        for (int i = 0; i < count; ++i)
            printf("%d %d\n", others[i].x, others[i].y);
    }
    return 0;
}
