// OI edition of HDU 1536 (S-Nim): each heap's Grundy value under the allowed sizes S (the mex
// of sg(h - s), s in S, s <= h), the table built once per test set up to its largest heap; a
// position is a win for the player to move when the values' xor is not 0.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.PrintStream;

public class Main {
    /** Reads the whole input in 64 KiB blocks and parses the numbers by hand. */
    static final class Input {
        private final DataInputStream in = new DataInputStream(System.in);
        private final byte[] buf = new byte[1 << 16];
        private int len, pos;

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

        /** The next non-negative number, or -1 at the end of the input. */
        int number() throws IOException {
            int c = next();
            while (c != -1 && (c < '0' || c > '9')) c = next();
            if (c == -1) return -1;
            int value = 0;
            while (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
                c = next();
            }
            return value;
        }
    }

    public static void main(String[] args) throws IOException {
        Input in = new Input();
        StringBuilder out = new StringBuilder();
        int[] seen = new int[102];
        for (int k = in.number(); k > 0; k = in.number()) {
            int[] s = new int[k];
            for (int i = 0; i < k; i++) s[i] = in.number();
            int m = in.number();
            int[][] positions = new int[m][];
            int top = 0;
            for (int p = 0; p < m; p++) {
                positions[p] = new int[in.number()];
                for (int i = 0; i < positions[p].length; i++) {
                    positions[p][i] = in.number();
                    top = Math.max(top, positions[p][i]);
                }
            }
            int[] sg = new int[top + 1];
            java.util.Arrays.fill(seen, -1);
            for (int x = 0; x <= top; x++) {
                for (int i = 0; i < k; i++)
                    if (s[i] <= x) seen[sg[x - s[i]]] = x;  // stamped with x: never cleared
                int g = 0;
                while (seen[g] == x) g++;
                sg[x] = g;
            }
            for (int[] heaps : positions) {
                int v = 0;
                for (int h : heaps) v ^= sg[h];
                out.append(v != 0 ? 'W' : 'L');
            }
            out.append('\n');
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
