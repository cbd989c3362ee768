"""Deciding verdicts: the verdict rule, output checkers, judging cases and solutions."""
