// HDU 1729 Stone Game, OI edition (boxes of size up to 10^18, in 64 bits): the boxes are a sum
// of games, won when the xor of their Grundy values is not 0. A box (s, c): sg = 0 when c = 0
// (no move). Otherwise let q be the largest count with q + q^2 < s: from a count above q every
// count up to s is one move away, so the box is a Nim heap of s - c stones; from c <= q the
// moves past q change no mex, so sg(s, c) = sg(q, c). q starts from a double's square root and
// is corrected by whole steps (near 10^18 the double may be off by one; q + q^2 fits a long).
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

    /** The largest q with q + q^2 < s (s >= 1). */
    static long largestBelow(long s) {
        long q = (long) Math.sqrt((double) s);
        while (q > 0 && q + q * q >= s) q--;
        while ((q + 1) + (q + 1) * (q + 1) < s) q++;
        return q;
    }

    static long grundy(long s, long c) {
        if (c == 0) return 0;
        while (true) {
            long q = largestBelow(s);        // s >= c >= 1
            if (c > q) return s - c;
            s = q;
        }
    }

    public static void main(String[] args) throws IOException {
        Input in = new Input(System.in);
        StringBuilder out = new StringBuilder();
        int test = 0;
        for (long n = in.number(); n > 0; n = in.number()) {
            long x = 0;
            for (long i = 0; i < n; i++) {
                long s = in.number(), c = in.number();
                x ^= grundy(s, c);
            }
            out.append("Case ").append(++test).append(":\n").append(x != 0 ? "Yes\n" : "No\n");
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
