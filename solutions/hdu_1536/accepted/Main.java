// HDU 1536 S-Nim: each heap's Grundy value under the allowed move sizes S (the mex of
// sg(h - s), s in S, s <= h); a position is a win for the first player when their xor is not 0.
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

    static final int MAX_HEAP = 10000;
    static final int MAX_K = 100;

    public static void main(String[] args) throws IOException {
        Input in = new Input(System.in);
        StringBuilder out = new StringBuilder();
        int[] sg = new int[MAX_HEAP + 1];
        int[] s = new int[MAX_K];
        boolean[] seen = new boolean[MAX_K + 2];
        for (long k = in.number(); k != Long.MIN_VALUE && k != 0; k = in.number()) {
            for (int i = 0; i < k; i++) s[i] = (int) in.number();
            for (int h = 0; h <= MAX_HEAP; h++) {
                java.util.Arrays.fill(seen, false);
                for (int i = 0; i < k; i++)
                    if (s[i] <= h) seen[sg[h - s[i]]] = true;
                int g = 0;
                while (seen[g]) g++;
                sg[h] = g;
            }
            long m = in.number();
            for (long p = 0; p < m; p++) {
                long l = in.number();
                int x = 0;
                for (long i = 0; i < l; i++) x ^= sg[(int) in.number()];
                out.append(x != 0 ? 'W' : 'L');
            }
            out.append('\n');
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
