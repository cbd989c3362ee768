"""Tests of judge/run/ (mirroring its modules)."""
