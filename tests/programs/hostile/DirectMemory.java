// Memory outside the Java heap: direct buffers of 1 MiB, each written, kept for ever.
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

public class DirectMemory {
    public static void main(String[] args) {
        List<ByteBuffer> held = new ArrayList<ByteBuffer>();
        while (true) {
            ByteBuffer block = ByteBuffer.allocateDirect(1 << 20);
            for (int i = 0; i < block.capacity(); i += 4096) block.put(i, (byte) 1);
            held.add(block);
        }
    }
}
