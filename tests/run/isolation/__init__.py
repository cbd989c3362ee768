"""Tests of judge/run/isolation/ (mirroring its modules)."""
