"""Kattis problem packages (github.com/Kattis/problem-package-format): judging any package
folder (`package.py`, `programs.py`, `validators.py`, `submissions.py`, `verify.py`) and
exporting our problems as packages (`export.py`, `statement.py`)."""
