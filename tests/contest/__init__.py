"""The contest tests (a package: its conftest.py does not shadow the top-level one, and the
server tests import its helpers as contest.contest_helpers)."""
