// Rake It In (ICPC 2017 Nanning I): a zero-sum game, not an impartial one: Alice maximises the
// shared score, Bob minimises it, so the answer is the game tree's minimax value, searched
// with alpha-beta (a position the opponent would never allow stops its other moves). Every
// square sum lies between lo and hi, the four smallest and largest numbers (rotations only
// move them), which bounds what the remaining moves can add; Bob's last move needs no
// rotation: he takes the smallest square sum.
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

    static final int[] CORNERS = {0, 1, 2, 4, 5, 6, 8, 9, 10};
    static final int INFINITE = 1 << 29;

    static int sum(int[] b, int c) {
        return b[c] + b[c + 1] + b[c + 4] + b[c + 5];
    }

    /** Rotates the square at corner c counterclockwise (three times undoes it). */
    static void rotate(int[] b, int c) {
        int topLeft = b[c];
        b[c] = b[c + 1];
        b[c + 1] = b[c + 5];
        b[c + 5] = b[c + 4];
        b[c + 4] = topLeft;
    }

    static void unrotate(int[] b, int c) {
        int topLeft = b[c];
        b[c] = b[c + 4];
        b[c + 4] = b[c + 5];
        b[c + 5] = b[c + 1];
        b[c + 1] = topLeft;
    }

    /** The score still to come with `left` >= 1 moves (Alice's turn when even): exact inside
     *  (alpha, beta), else a bound on that side. */
    static int search(int[] b, int left, int alpha, int beta, int lo, int hi) {
        if (left == 1) {
            int least = INFINITE;
            for (int i = 0; i < 9; i++) least = Math.min(least, sum(b, CORNERS[i]));
            return least;
        }
        boolean alice = left % 2 == 0;
        int best = alice ? -INFINITE : INFINITE;
        for (int i = 0; i < 9; i++) {
            int c = CORNERS[i], s = sum(b, c);
            if (alice ? s + (left - 1) * hi <= alpha : s + (left - 1) * lo >= beta) continue;
            rotate(b, c);
            int value = s + search(b, left - 1, alpha - s, beta - s, lo, hi);
            unrotate(b, c);
            if (alice ? value > best : value < best) {
                best = value;
                if (alice) alpha = Math.max(alpha, best);
                else beta = Math.min(beta, best);
                if (alpha >= beta) break;
            }
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        Input in = new Input(System.in);
        StringBuilder out = new StringBuilder();
        long t = in.number();
        int[] board = new int[16], sorted = new int[16];
        for (long test = 0; test < t; test++) {
            int k = (int) in.number();
            for (int i = 0; i < 16; i++) sorted[i] = board[i] = (int) in.number();
            java.util.Arrays.sort(sorted);
            int lo = sorted[0] + sorted[1] + sorted[2] + sorted[3];
            int hi = sorted[12] + sorted[13] + sorted[14] + sorted[15];
            out.append(search(board, 2 * k, -INFINITE, INFINITE, lo, hi)).append('\n');
        }
        PrintStream print = new PrintStream(System.out, false);
        print.print(out);
        print.flush();
    }
}
