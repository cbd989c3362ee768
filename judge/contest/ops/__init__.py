"""The contest operations: plain functions over an open contest (:class:`Session`) that the
command line, the contest server and judging machines call with a clock, printing nothing."""
