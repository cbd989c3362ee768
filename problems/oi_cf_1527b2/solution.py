# The OI edition of Codeforces 1527B2 - Palindrome Game (hard version): O(n) a string, so
# the full subtask's 10^6 characters are nothing.
#
# A move fills a 0 (pay 1) or, if the string is not a palindrome and the previous move was
# not a reverse, reverses it for free. Fewer dollars wins. Let z be the number of zeros; the
# mover's "result" below is (what the mover pays) - (what the other pays) from here on.
#
# 1. A palindrome (no reverse possible now):
#    - z = 1 (the middle of an odd-length string): Alice pays the only dollar: BOB.
#    - z even: Bob answers each fill with the mirror fill, keeping a palindrome, until Alice
#      fills one of the last two zeros; then Bob reverses and Alice pays for the last one
#      too. Alice pays 2 more: BOB.
#    - z odd >= 3 (the middle is a 0): Alice fills the middle, and Bob is the one facing an
#      even palindrome: he pays 2 more, she paid 1: ALICE.
# 2. Not a palindrome, z odd: reversing is a free pass, since the reversed string is the
#    same game in a mirror and Bob may not reverse it back. So Alice chooses between filling
#    first and making Bob fill first in the same game: one of the two is at least a tie for
#    her, and as the payments add up to z, odd, they cannot tie: ALICE.
# 3. Not a palindrome, z even. Call a pair (s[i], s[n-1-i]) holding one 0 "mismatched".
#    - Two or more mismatched pairs: Alice reverses; Bob's fill leaves a string that is still
#      not a palindrome, with z - 1 (odd) zeros and Alice to move: she wins that (case 2),
#      and Bob has paid 1 more: ALICE.
#    - Exactly one: then the middle is a 0 too (zeros: 1 + 2 per 00 pair + the middle). With
#      a 00 pair as well, Alice reverses; Bob's fill leaves her either a palindrome with an
#      odd number >= 3 of zeros (case 1) or a non-palindrome with an odd number (case 2):
#      she wins either way, Bob having paid 1: ALICE.
#    - Exactly one and no 00 pair: z = 2, the mismatched 0 and the middle. If Alice
#      reverses, Bob fills the mismatched 0 and she pays the middle; if she fills the
#      mismatched 0, Bob pays the middle; if she fills the middle, Bob reverses and she pays
#      the other: the best is one dollar each: DRAW.
import sys


def result(s: bytes) -> str:
    n, zeros = len(s), s.count(b"0")
    if s == s[::-1]:
        return "BOB" if zeros == 1 or zeros % 2 == 0 else "ALICE"
    if zeros == 2 and n % 2 == 1 and s[n // 2] == ord("0"):
        return "DRAW"
    return "ALICE"


def main() -> None:
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    sys.stdout.write("\n".join(result(data[2 + 2 * i]) for i in range(t)) + "\n")


if __name__ == "__main__":
    main()
