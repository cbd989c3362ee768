// OI edition of Codeforces 1527B2 Palindrome Game: z zeros. A palindrome: BOB when z is even
// (he mirrors Alice's fills, and reverses before the last) or z = 1, else ALICE (she fills the
// middle and is the mirroring one). Not a palindrome: ALICE (a reverse is a free pass, so she
// picks the better of moving first or second), except DRAW when z = 2 with a 0 in the middle
// of an odd length. One pass per string: the full subtask's total length of 10^6 is linear.
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

    static String result(String s) {
        int n = s.length(), zeros = 0;
        boolean palindrome = true;
        for (int i = 0; i < n; i++) {
            if (s.charAt(i) == '0') zeros++;
            if (s.charAt(i) != s.charAt(n - 1 - i)) palindrome = false;
        }
        if (palindrome) return zeros == 1 || zeros % 2 == 0 ? "BOB" : "ALICE";
        if (zeros == 2 && n % 2 == 1 && s.charAt(n / 2) == '0') return "DRAW";
        return "ALICE";
    }

    public static void main(String[] args) throws IOException {
        Input in = new Input(System.in);
        StringBuilder out = new StringBuilder();
        long t = in.number();
        for (long test = 0; test < t; test++) {
            in.number();                     // n: the string's own length says it
            out.append(result(in.word())).append('\n');
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
