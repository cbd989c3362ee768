"""The interactor of play_hdu_1846 (the Bash game, played): a position is `n m`, the stones on
the pile and the most one move may take. The protocol and the perfect play are the shared
play_interactor's; the rules are the game file's (both beside this file)."""

import os
import sys

sys.dont_write_bytecode = True  # nothing written beside the problem's files
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import game  # noqa: E402
import play_interactor  # noqa: E402


def parse(line):
    n, m = map(int, line.split())
    return n, {"m": m}


if __name__ == "__main__":
    sys.exit(play_interactor.main(game, parse))
