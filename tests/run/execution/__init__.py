"""Tests of judge/run/execution/ (mirroring its modules)."""
