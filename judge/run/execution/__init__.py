"""Running programs: fresh, served by one helper, warm, and two in conversation."""
