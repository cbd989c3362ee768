"""Isolation (`--isolate`): what an isolated program sees, its box and cgroups."""
