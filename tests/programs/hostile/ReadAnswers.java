// Answers by reading the expected outputs: prints the problem's test file when it can read it
// (an answer key in a real attack); prints nothing when it cannot.
import java.io.FileInputStream;
import java.io.InputStream;

public class ReadAnswers {
    public static void main(String[] args) throws Exception {
        String[] paths = {"@REPO@/tests/fixtures/problems/aplusb/tests.yaml"};
        for (String path : paths) {
            try {
                InputStream in = new FileInputStream(path);
                byte[] buf = new byte[1 << 16];
                int n;
                while ((n = in.read(buf)) > 0) System.out.write(buf, 0, n);
                System.out.flush();
                return;
            } catch (java.io.IOException e) {
                // not here
            }
        }
    }
}
