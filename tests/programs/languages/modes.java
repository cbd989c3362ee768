// Does what the input's mode says (tests/fixtures/languages/problems/modes). Its public class is
// not named after the file: javac needs the file renamed, and judge finds the class to start.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Modes {
    static volatile long sink;

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer words = new StringTokenizer(in.readLine());
        String mode = words.nextToken();
        if (mode.equals("ac") || mode.equals("wa")) {
            long a = Long.parseLong(words.nextToken()), b = Long.parseLong(words.nextToken());
            System.out.println(a + b + (mode.equals("wa") ? 1 : 0));
        } else if (mode.equals("tle")) {
            for (long i = 0; ; i++) sink += i;
        } else if (mode.equals("re")) {
            throw new IllegalStateException("deliberate crash");
        } else if (mode.equals("mle")) {
            List<long[]> held = new ArrayList<long[]>();
            while (true) {
                long[] block = new long[1 << 17];  // 1 MiB, every element written
                for (int i = 0; i < block.length; i++) block[i] = i;
                held.add(block);
            }
        } else if (mode.equals("huge")) {
            long[] block = new long[Integer.MAX_VALUE / 2];  // 8 GiB at once
            System.out.println(block.length);
        }
    }
}
