"""The C helper: built from its sources, the one place programs start."""
