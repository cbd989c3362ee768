// judge doctor --self-test: each line's two numbers, summed.
fun main() {
    while (true) {
        val line = readLine() ?: break
        val (a, b) = line.trim().split(Regex("\\s+")).map { it.toLong() }
        println(a + b)
    }
}
