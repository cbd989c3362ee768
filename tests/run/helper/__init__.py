"""Tests of judge/run/helper/ (mirroring its modules)."""
