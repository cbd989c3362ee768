"""The interactor of play_hdu_3032 (Lasker's Nim, played): a position is `n a1 ... an`, the heaps.
The protocol and the perfect play are the shared play_interactor's; the rules are
the game file's (both beside this file)."""

import os
import sys

sys.dont_write_bytecode = True  # nothing written beside the problem's files
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import game  # noqa: E402
import play_interactor  # noqa: E402


def parse(line):
    count, *heaps = map(int, line.split())
    return heaps, {}


if __name__ == "__main__":
    sys.exit(play_interactor.main(game, parse))
