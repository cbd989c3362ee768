// Connects to a listener on the host's loopback (the test's), then answers correctly.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;

public class Network {
    public static void main(String[] args) throws Exception {
        Socket socket = new Socket("127.0.0.1", @PORT@);
        socket.getOutputStream().write("escaped\n".getBytes("UTF-8"));
        socket.close();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] w = line.trim().split("\\s+");
            out.append(Long.parseLong(w[0]) + Long.parseLong(w[1])).append('\n');
        }
        System.out.print(out);
    }
}
