"""Tests of the problem set's own data (problems/): properties a problem's files must keep."""
