"""judge: a local judge for competitive-programming solutions, with a set of classic game problems."""

__version__ = "0.1.0"
