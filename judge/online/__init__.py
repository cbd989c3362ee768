"""Working with the online judges themselves: fetching problems, submitting."""
