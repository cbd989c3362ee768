// POJ 1740 A New Stone Game, OI edition (up to 10^5 piles of up to 10^9 stones): the player
// to move loses exactly when the piles pair up into twins of equal size (sorted: a1 = a2,
// a3 = a4, ...). The opponent of such a position copies every move on the twin pile; from any
// other position the largest pile has stones enough to lift the others into pairs (and lose
// at least one), restoring the pairing. Alice wins (1) exactly when the piles are not paired;
// sorting is the work, O(n log n) per case.
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
        int[] piles = new int[10];
        for (long n = in.number(); n > 0; n = in.number()) {
            if (piles.length < n) piles = new int[(int) n];
            int count = (int) n;
            for (int i = 0; i < count; i++) piles[i] = (int) in.number();
            java.util.Arrays.sort(piles, 0, count);
            boolean paired = count % 2 == 0;
            for (int i = 0; paired && i < count; i += 2) paired = piles[i] == piles[i + 1];
            out.append(paired ? "0\n" : "1\n");
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
