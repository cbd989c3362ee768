"""Tests of judge/kattis/ (mirroring its modules)."""
