// Starts ten thousand threads, then answers correctly.
public class Threads {
    public static void main(String[] args) throws Exception {
        for (int i = 0; i < 10000; i++) {
            Thread thread = new Thread(new Runnable() {
                public void run() {
                    try {
                        Thread.sleep(500);
                    } catch (InterruptedException e) {
                        // done
                    }
                }
            });
            thread.setDaemon(true);
            thread.start();
        }
        java.util.Scanner in = new java.util.Scanner(System.in);
        while (in.hasNextLong()) System.out.println(in.nextLong() + in.nextLong());
    }
}
