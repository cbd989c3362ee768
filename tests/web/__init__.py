"""The contest server tests (a package: its conftest.py does not shadow the top-level one)."""
