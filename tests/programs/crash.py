import sys

data = sys.stdin.read().split()
raise ValueError("deliberate crash after reading %d tokens" % len(data))
