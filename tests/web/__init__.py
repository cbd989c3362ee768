"""The contest server tests (a package, so that its conftest.py is not mistaken for the top-level
one)."""
