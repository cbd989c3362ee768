"""Tests of judge/formats/ (mirroring its modules)."""
