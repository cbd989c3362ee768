# Northcott Game, WRONG: reads the input line by line with input() and expects every line
# to hold numbers. The blank lines allowed between test sets make the unpacking of
# "n, m" fail (ValueError), so the program crashes on the first blank line.
def main():
    out = []
    while True:
        try:
            line = input()
        except EOFError:
            break
        n, m = map(int, line.split())
        x = 0
        for _ in range(n):
            t, j = map(int, input().split())
            x ^= abs(t - j) - 1
        out.append("I WIN!" if x else "BAD LUCK!")
    print("\n".join(out))


main()
