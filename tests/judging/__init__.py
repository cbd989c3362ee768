"""Tests of judge/judging/ (mirroring its modules)."""
