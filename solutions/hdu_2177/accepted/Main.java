// HDU 2177 (Wythoff's game): the losing positions are (a_k, a_k + k), a_k = floor(k * phi).
// From a winning position every winning move is listed: equal removal to the losing pair with the
// same difference, or lowering one pile to make a losing pair with the other; all in integer
// arithmetic (floor(n sqrt 5) as the integer square root of 5 n^2).
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;

public class Main {
    /** Reads the input in 64 KiB blocks and parses numbers and words by hand (Scanner is
     *  about ten times slower on the largest inputs). Java 1.0 classes only: JDK 1.5 has them. */
    static final class Input {
        private final InputStream in;
        private final byte[] buf = new byte[1 << 16];
        private int len, pos;

        Input(InputStream in) {
            this.in = in;
        }

        private int next() throws IOException {
            if (pos == len) {
                len = in.read(buf, 0, buf.length);
                pos = 0;
                if (len <= 0) {
                    len = 0;
                    return -1;
                }
            }
            return buf[pos++];
        }

        /** The next whole number (a sign allowed), or Long.MIN_VALUE at the end of the input. */
        long number() throws IOException {
            int c = next();
            while (c != -1 && c != '-' && (c < '0' || c > '9')) c = next();
            if (c == -1) return Long.MIN_VALUE;
            boolean negative = c == '-';
            if (negative) c = next();
            long value = 0;
            while (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
                c = next();
            }
            return negative ? -value : value;
        }
    }

    /** floor(sqrt(v)) for 0 <= v < 2^62. */
    static long isqrt(long v) {
        long r = (long) Math.sqrt((double) v);
        while (r * r > v) r--;
        while ((r + 1) * (r + 1) <= v) r++;
        return r;
    }

    /** floor(n sqrt 5) = isqrt(5 n^2). */
    static long root5(long n) {
        return isqrt(5 * n * n);
    }

    /** The other number of the losing pair containing v (0 for v = 0). */
    static long partner(long v) {
        long k = (root5(v + 1) - (v + 1)) / 2;   // floor((v + 1) / phi)
        long t = 2 * v - k;
        return 5 * k * k > t * t ? v + k : k;
    }

    public static void main(String[] args) throws IOException {
        Input in = new Input(System.in);
        StringBuilder out = new StringBuilder();
        while (true) {
            long a = in.number(), b = in.number();
            if (b == Long.MIN_VALUE || (a == 0 && b == 0)) break;
            long d = b - a;
            long ad = (d + root5(d)) / 2;       // a_d: the losing pair with difference d
            if (ad == a) {
                out.append("0\n");
                continue;
            }
            out.append("1\n");
            long[] equal = null;
            if (ad < a) {                        // 1. remove a - a_d from both piles
                equal = new long[] {ad, ad + d};
                out.append(ad).append(' ').append(ad + d).append('\n');
            }
            long[][] others = new long[2][];
            int count = 0;
            long pb = partner(b);
            if (pb < a) others[count++] = new long[] {pb, b};   // 2. lower pile a
            long pa = partner(a);
            if (pa < b) {                        // 3. lower pile b
                long[] t = {Math.min(pa, a), Math.max(pa, a)};
                if (!same(t, equal) && (count == 0 || !same(t, others[0]))) others[count++] = t;
            }
            if (count == 2 && (others[1][0] < others[0][0]
                    || (others[1][0] == others[0][0] && others[1][1] < others[0][1]))) {
                long[] t = others[0];
                others[0] = others[1];
                others[1] = t;
            }
            for (int i = 0; i < count; i++)
                out.append(others[i][0]).append(' ').append(others[i][1]).append('\n');
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }

    static boolean same(long[] p, long[] q) {
        return q != null && p[0] == q[0] && p[1] == q[1];
    }
}
