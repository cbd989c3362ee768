"""Tests of judge/problemset/ (mirroring its modules)."""
