"""The interactor of play_hdu_1730 (Northcott's game, played): a position is `m n t1 j1 ... tn
jn`, the columns and each row's pieces (Tom's, then Jerry's); the program plays Tom's pieces
when it moves first. The protocol and the perfect play are the shared play_interactor's (which
solves this game backwards: pieces retreat, so it has cycles); the rules are the game file's."""

import os
import sys

sys.dont_write_bytecode = True  # nothing written beside the problem's files
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import game  # noqa: E402
import play_interactor  # noqa: E402


def parse(line):
    m, n, *pieces = map(int, line.split())
    return pieces, {"m": m}


if __name__ == "__main__":
    sys.exit(play_interactor.main(game, parse))
