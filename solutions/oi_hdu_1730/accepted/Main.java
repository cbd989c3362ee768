// HDU 1730 Northcott Game, OI edition: each row is a Nim heap of the gap between the two pieces
// (|t - j| - 1); the first player wins exactly when their xor is not zero. Columns up to
// 10^18 are read into a long, and Math.abs(long) keeps all 64 bits of the distance.
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
        for (long n = in.number(); n != Long.MIN_VALUE; n = in.number()) {
            in.number();                     // m, the width: the gaps do not depend on it
            long x = 0;
            for (long row = 0; row < n; row++) {
                long t = in.number(), j = in.number();
                x ^= Math.abs(t - j) - 1;
            }
            out.append(x != 0 ? "I WIN!\n" : "BAD LUCK!\n");
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
