// HDU 4315 Climbing the Hill: staircase Nim on the gaps between pairs of people counted
// from the top; with odd N the top person pairs with a virtual one on cell 0 (k = 2, the king
// is second from the top) or cell -1 (k >= 3). The king first (k = 1): Alice wins at once.
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
        int[] a = new int[1000];
        for (long n = in.number(); n != Long.MIN_VALUE; n = in.number()) {
            long k = in.number();
            for (int i = 0; i < n; i++) a[i] = (int) in.number();
            if (k == 1) {
                out.append("Alice\n");
                continue;
            }
            int x = 0;
            int low = (int) n - 1;
            for (; low > 0; low -= 2) x ^= a[low] - a[low - 1] - 1;
            if (low == 0) x ^= k == 2 ? a[0] - 1 : a[0];
            out.append(x != 0 ? "Alice\n" : "Bob\n");
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
