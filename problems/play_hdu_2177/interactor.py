"""The interactor of play_hdu_2177 (Wythoff's game, played): a position is `a b`, the two
piles. The protocol and the perfect play are the shared play_interactor's; the rules are
the game file's (both beside this file)."""

import os
import sys

sys.dont_write_bytecode = True  # nothing written beside the problem's files
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import game  # noqa: E402
import play_interactor  # noqa: E402


def parse(line):
    return [int(part) for part in line.split()], {}


if __name__ == "__main__":
    sys.exit(play_interactor.main(game, parse))
