// HDU 1850 Being a Good Boy in Spring Festival, OI edition (heaps up to 10^18, in 64 bits),
// Nim: the player to move loses exactly when the nim-sum X of the heaps is 0 (Bouton). A first
// move wins when it leaves nim-sum 0: heap i must go down to X ^ N_i, which is a move exactly
// when X ^ N_i < N_i; so the answer is the number of such heaps (none when X = 0).
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
        long[] heaps = new long[100];
        for (long m = in.number(); m > 0; m = in.number()) {
            if (heaps.length < m) heaps = new long[(int) m];
            long x = 0;
            for (int i = 0; i < m; i++) {
                heaps[i] = in.number();
                x ^= heaps[i];
            }
            int count = 0;
            for (int i = 0; i < m; i++)
                if ((x ^ heaps[i]) < heaps[i]) count++;
            out.append(count).append('\n');
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
