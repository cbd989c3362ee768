"""The interactor of play_hdu_1536 (S-Nim, played): a position is `k s1 ... sk m h1 ... hm`,
the move set S and the heaps. The protocol and the perfect play are the shared
play_interactor's; the rules are the game file's (both beside this file)."""

import os
import sys

sys.dont_write_bytecode = True  # nothing written beside the problem's files
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import game  # noqa: E402
import play_interactor  # noqa: E402


def parse(line):
    numbers = list(map(int, line.split()))
    k = numbers[0]
    sizes = tuple(sorted(numbers[1 : k + 1]))
    return numbers[k + 2 :], {"S": sizes}


if __name__ == "__main__":
    sys.exit(play_interactor.main(game, parse))
