// Does what the input's mode says (tests/fixtures/languages/problems/modes), from `fun main()`.
@Volatile var sink = 0L

fun main() {
    val words = readLine()!!.trim().split(" ")
    when (words[0]) {
        "ac", "wa" -> println(words[1].toLong() + words[2].toLong() + if (words[0] == "wa") 1 else 0)
        "tle" -> { var i = 0L; while (true) { sink += i; i++ } }
        "re" -> throw IllegalStateException("deliberate crash")
        "mle" -> {
            val held = ArrayList<LongArray>()
            while (true) held.add(LongArray(1 shl 17) { it.toLong() })
        }
        "huge" -> println(LongArray(Int.MAX_VALUE / 2).size)
    }
}
