// HDU 1404 Digital Deletions: a string starting with 0 is won (erase it all). Any other
// string of length l is a number below 10^l, and every move leads to a shorter string or a
// smaller number of the same length, so a table is filled shortest first, smallest first: a
// string nothing has marked is lost, and then every string with a move to it is won (one of
// its digits raised; it followed by a 0 and any digits). The empty string is lost.
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

    static final int LONGEST = 6;

    public static void main(String[] args) throws IOException {
        int[] power = new int[LONGEST + 1];
        power[0] = 1;
        for (int i = 1; i <= LONGEST; i++) power[i] = power[i - 1] * 10;
        boolean[][] won = new boolean[LONGEST + 1][];
        for (int l = 0; l <= LONGEST; l++) won[l] = new boolean[power[l]];
        for (int l = 1; l <= LONGEST; l++) {
            for (int v = power[l - 1]; v < power[l]; v++) {
                if (won[l][v]) continue;
                int rest = v;                // v is lost: raising a digit of it wins
                for (int d = 0; d < l; d++) {
                    int digit = rest % 10;
                    rest /= 10;
                    for (int higher = digit + 1; higher <= 9; higher++)
                        won[l][v + (higher - digit) * power[d]] = true;
                }
                for (int longer = l + 1; longer <= LONGEST; longer++) {
                    int start = v * power[longer - l];          // v, 0, any digits
                    java.util.Arrays.fill(won[longer], start, start + power[longer - l - 1], true);
                }
            }
        }
        Input in = new Input(System.in);
        StringBuilder out = new StringBuilder();
        for (String s = in.word(); s != null; s = in.word()) {
            int value = 0;
            for (int i = 0; i < s.length(); i++) value = value * 10 + (s.charAt(i) - '0');
            out.append(s.charAt(0) == '0' || won[s.length()][value] ? "Yes\n" : "No\n");
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
