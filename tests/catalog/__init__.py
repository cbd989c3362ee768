"""Tests of judge/catalog/ (mirroring its modules)."""
