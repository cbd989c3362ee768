# Wrong: treats the input as a single test case and answers only the first n. The input
# has many lines until end of file, one answer per line is expected.
n = int(input())
print("Cici" if n % 3 == 0 else "Kiki")
