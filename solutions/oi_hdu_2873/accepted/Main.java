// OI edition of HDU 2873 (Bomb Game): a bomb at (i, j) (from 0) is the product of two Nim heaps i and j in the
// sense of the game's moves; its Grundy value sg(i, j) is the mex of sg(i, y) ^ sg(x, j) over
// x < i, y < j (sg(0, j) = j, sg(i, 0) = i). The board is the xor over its bombs.
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

        /** The next word (a run of non-blank characters), or null at the end of the input. */
        String word() throws IOException {
            int c = next();
            while (c != -1 && c <= ' ') c = next();
            if (c == -1) return null;
            StringBuilder word = new StringBuilder();
            while (c > ' ') {
                word.append((char) c);
                c = next();
            }
            return word.toString();
        }
    }

    static final int SIZE = 50;
    static final int FLAGS = 512;

    public static void main(String[] args) throws IOException {
        int[][] sg = new int[SIZE][SIZE];
        for (int i = 0; i < SIZE; i++) {     // row by row: (i, y < j) and (x < i, j) are done
            for (int j = 0; j < SIZE; j++) {
                if (i == 0 || j == 0) {
                    sg[i][j] = i + j;
                    continue;
                }
                boolean[] seen = new boolean[FLAGS];
                for (int x = 0; x < i; x++)
                    for (int y = 0; y < j; y++) seen[sg[i][y] ^ sg[x][j]] = true;
                int g = 0;
                while (seen[g]) g++;
                sg[i][j] = g;
            }
        }
        Input in = new Input(System.in);
        StringBuilder out = new StringBuilder();
        while (true) {
            long n = in.number(), m = in.number();
            if (m == Long.MIN_VALUE || (n == 0 && m == 0)) break;
            int x = 0;
            for (int i = 0; i < n; i++) {
                String row = in.word();
                for (int j = 0; j < m && j < row.length(); j++)
                    if (row.charAt(j) == '#') x ^= sg[i][j];
            }
            out.append(x != 0 ? "John\n" : "Jack\n");
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
