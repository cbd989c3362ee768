"""The languages: the table, its reading, the online judges' dialects and their lints."""
