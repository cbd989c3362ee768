// HDU 3032 Nim or not Nim? (Lasker's Nim): the heaps are a sum of games, and a heap of x has
// Grundy value x - 1 when x % 4 == 0, x + 1 when x % 4 == 3, else x (taking reaches every
// value of the blocks of four below; a split's two parts xor, modulo 4, to values that leave
// exactly this mex). Alice wins when the xor is not 0. sg(2^31 - 1) = 2^31 overflows an int:
// values are longs. The heaps are not stored (10^6 of them in 32 MiB).
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
        for (long test = 0; test < t; test++) {
            long n = in.number();
            long x = 0;
            for (long i = 0; i < n; i++) {
                long s = in.number();
                x ^= s % 4 == 3 ? s + 1 : s % 4 == 0 ? s - 1 : s;
            }
            out.append(x != 0 ? "Alice\n" : "Bob\n");
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
