"""Running programs: the sandbox helper, limits, fresh and warm runs, plain or isolated."""
