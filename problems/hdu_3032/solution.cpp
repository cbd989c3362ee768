// HDU 3032 - Nim or not Nim? (Lasker's Nim: take from a heap, or split it in two).
// http://acm.hdu.edu.cn/showproblem.php?pid=3032
//
// The heaps are independent games, so by the Sprague-Grundy theorem Alice wins exactly when
// the XOR of the heaps' Grundy values is nonzero. For one heap of x objects,
//     sg(x) = mex( { sg(y) : y < x }  u  { sg(a) ^ sg(b) : a + b = x, a, b >= 1 } ).
// Claim, for k >= 0 (sg(0..8) = 0 1 2 4 3 5 6 8 7):
//     sg(4k+1) = 4k+1,  sg(4k+2) = 4k+2,  sg(4k+3) = 4k+4,  sg(4k+4) = 4k+3,
// i.e. sg(x) = x + SHIFT[x % 4] with SHIFT = (-1, 0, 0, 1). By induction on x: taking
// reaches the values 0..4k of the blocks below (each block of four is permuted) and those
// of the smaller heaps of x's own block. Modulo 4, sg(y) is 1, 2, 0, 3 for y = 1, 2, 3, 0
// (mod 4), so the XOR of the two parts of a split of x is, modulo 4:
//     x = 4k+1: 2 only,   x = 4k+2: 0 or 1,   x = 4k+3: 3 only,   x = 4k+4: 0 or 1.
// Hence no move reaches 4k+1 from 4k+1 or 4k+2 from 4k+2 (each is the mex); from 4k+3 the
// split 1 + (4k+2) reaches 1 ^ (4k+2) = 4k+3 and nothing reaches 4k+4; from 4k+4, taking
// reaches 0..4k+2 and sg(4k+3) = 4k+4, and nothing reaches 4k+3.
//
// A heap may hold 2^31 - 1 objects, and sg(2^31 - 1) = 2^31 does not fit a signed 32-bit int
// (x + 1 would overflow): the values are kept in unsigned long, at least 32 bits everywhere.
// Up to 10^6 numbers per input: read through a buffer with fread, parsed by hand; the heap
// sizes are not stored.
//
// Portable C++98 (HDU's G++ and MSVC judges): standard headers, no 64-bit types.
#include <cstdio>

using namespace std;

static char buffer[1 << 16];
static size_t length = 0, position = 0;

int next_char() {
    if (position == length) {
        length = fread(buffer, 1, sizeof buffer, stdin);
        position = 0;
        if (length == 0) return EOF;
    }
    return (unsigned char)buffer[position++];
}

// The next non-negative integer of the input (0 at the end of the input).
unsigned long next_number() {
    int c = next_char();
    while (c != EOF && (c < '0' || c > '9')) c = next_char();
    unsigned long value = 0;
    while (c >= '0' && c <= '9') {
        value = value * 10 + (unsigned long)(c - '0');
        c = next_char();
    }
    return value;
}

int main() {
    unsigned long tests = next_number();
    for (unsigned long t = 0; t < tests; ++t) {
        unsigned long n = next_number();
        unsigned long x = 0;
        for (unsigned long i = 0; i < n; ++i) {
            unsigned long s = next_number();
            unsigned long grundy = s % 4 == 3 ? s + 1 : s % 4 == 0 ? s - 1 : s;
            x ^= grundy;
        }
        puts(x != 0 ? "Alice" : "Bob");
    }
    return 0;
}
