// judge doctor --self-test: each line's two numbers, summed.
import java.util.Scanner;

class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        while (in.hasNextLong()) System.out.println(in.nextLong() + in.nextLong());
    }
}
