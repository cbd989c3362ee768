// OI edition of HDU 1524 (A Chess Game): each chess is a game on the DAG; a position's Grundy
// value is the mex of its successors', computed once per test case in Kahn's order on the
// reversed graph (no recursion: a path can be 10^5 positions long, past Java's default stack),
// and a query is won when the values' xor is not 0.
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
        for (long read = in.number(); read != Long.MIN_VALUE; read = in.number()) {
            int n = (int) read;
            int[][] next = new int[n][];
            int[] predCount = new int[n];
            for (int v = 0; v < n; v++) {
                next[v] = new int[(int) in.number()];
                for (int i = 0; i < next[v].length; i++) {
                    next[v][i] = (int) in.number();
                    predCount[next[v][i]]++;
                }
            }
            int[][] pred = new int[n][];
            for (int v = 0; v < n; v++) pred[v] = new int[predCount[v]];
            int[] filled = new int[n];
            int[] left = new int[n];
            int[] order = new int[n];
            int size = 0;
            for (int v = 0; v < n; v++) {
                for (int w : next[v]) pred[w][filled[w]++] = v;
                left[v] = next[v].length;
                if (left[v] == 0) order[size++] = v;
            }
            int[] sg = new int[n];
            int[] stamp = new int[n + 1];
            java.util.Arrays.fill(stamp, -1);
            for (int i = 0; i < size; i++) {
                int v = order[i];
                for (int w : next[v]) stamp[sg[w]] = v;  // stamped with v: never cleared
                int g = 0;
                while (stamp[g] == v) g++;
                sg[v] = g;
                for (int u : pred[v])
                    if (--left[u] == 0) order[size++] = u;
            }
            for (long m = in.number(); m > 0; m = in.number()) {
                int x = 0;
                for (long i = 0; i < m; i++) x ^= sg[(int) in.number()];
                out.append(x != 0 ? "WIN\n" : "LOSE\n");
            }
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
