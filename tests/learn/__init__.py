"""Tests of judge/learn/ (mirroring its modules)."""
