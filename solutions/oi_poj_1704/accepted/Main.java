// POJ 1704 Georgia and Bob, OI edition (cells up to 10^18): staircase Nim; pair the chessmen
// from the right (the leftmost with the wall when n is odd): the gaps inside the pairs are
// Nim heaps, in 64 bits.
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

    public static void main(String[] args) throws IOException {
        Input in = new Input(System.in);
        StringBuilder out = new StringBuilder();
        long t = in.number();
        long[] p = new long[10000];
        for (long test = 0; test < t; test++) {
            int n = (int) in.number();
            for (int i = 0; i < n; i++) p[i] = in.number();
            java.util.Arrays.sort(p, 0, n);
            long x = 0;
            int right = n - 1;
            for (; right > 0; right -= 2) x ^= p[right] - p[right - 1] - 1;
            if (right == 0) x ^= p[0] - 1;
            out.append(x != 0 ? "Georgia will win\n" : "Bob will win\n");
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
