// HDU 1524 A Chess Game: each chess is a game on the DAG; a position's Grundy value is the mex
// of its successors' (computed once, depth first), and a query is won when their xor is not 0.
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

    static int[][] next;
    static int[] sg;

    static int grundy(int v) {
        if (sg[v] >= 0) return sg[v];
        int[] out = next[v];
        boolean[] seen = new boolean[out.length + 1];
        for (int i = 0; i < out.length; i++) {
            int g = grundy(out[i]);
            if (g < seen.length) seen[g] = true;
        }
        int g = 0;
        while (seen[g]) g++;
        return sg[v] = g;
    }

    public static void main(String[] args) throws IOException {
        Input in = new Input(System.in);
        StringBuilder out = new StringBuilder();
        for (long n = in.number(); n != Long.MIN_VALUE; n = in.number()) {
            next = new int[(int) n][];
            sg = new int[(int) n];
            for (int v = 0; v < n; v++) {
                int x = (int) in.number();
                next[v] = new int[x];
                for (int i = 0; i < x; i++) next[v][i] = (int) in.number();
                sg[v] = -1;                  // not computed yet
            }
            for (long m = in.number(); m > 0; m = in.number()) {
                int x = 0;
                for (long i = 0; i < m; i++) x ^= grundy((int) in.number());
                out.append(x != 0 ? "WIN\n" : "LOSE\n");
            }
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
