# Crashes: a published Python solution's loop, "while i <= n", runs once more than there are
# test cases. Every answer is printed, then input() reads past the end of the input and the
# program dies with EOFError: a runtime error, whatever the answers.
n = int(input())
i = 1
while i <= n + 1:
    big, most = map(int, input().split())
    print("Win" if big % (most + 1) else "Lose")
    i += 1
