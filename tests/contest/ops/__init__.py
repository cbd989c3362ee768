"""Tests of judge/contest/ops/ (mirroring its modules)."""
