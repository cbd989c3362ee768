// HDU 2177 Stone-Taking Game, Two Piles (Wythoff), OI edition (piles <= 10^18, the winner
// only): with a <= b and d = b - a the mover loses exactly when a == floor(d * phi), tested in
// whole numbers: L = 2a - d >= 0 and L^2 < 5 d^2 < (L + 2)^2 (d * sqrt 5 is irrational), the
// squares, past a long, in BigInteger.
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.math.BigInteger;

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

    static boolean losing(long a, long b) {
        long d = b - a;
        if (d == 0) return a == 0;
        if (2 * a < d) return false;
        BigInteger l = BigInteger.valueOf(2 * a - d);
        BigInteger big = BigInteger.valueOf(d);
        BigInteger five = big.multiply(big).multiply(BigInteger.valueOf(5));
        BigInteger above = l.add(BigInteger.valueOf(2));
        return l.multiply(l).compareTo(five) < 0 && five.compareTo(above.multiply(above)) < 0;
    }

    public static void main(String[] args) throws IOException {
        Input in = new Input(System.in);
        long c = in.number();
        StringBuilder out = new StringBuilder();
        for (long i = 0; i < c; i++) {
            long a = in.number(), b = in.number();
            if (b == Long.MIN_VALUE) break;
            if (a > b) {
                long swap = a;
                a = b;
                b = swap;
            }
            out.append(losing(a, b) ? "0\n" : "1\n");
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
