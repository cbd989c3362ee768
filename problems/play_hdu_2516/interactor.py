"""The interactor of play_hdu_2516 (Fibonacci Nim, played): a position is n, the stones on
the pile. The protocol and the perfect play are the shared play_interactor's; the rules are
the game file's (both beside this file)."""

import os
import sys

sys.dont_write_bytecode = True  # nothing written beside the problem's files
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import game  # noqa: E402
import play_interactor  # noqa: E402


def parse(line):
    return int(line), {}


if __name__ == "__main__":
    sys.exit(play_interactor.main(game, parse))
