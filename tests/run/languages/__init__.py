"""Tests of judge/run/languages/ (mirroring its modules)."""
