"""Tests of judge/cli/ (mirroring its modules)."""
