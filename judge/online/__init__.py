"""The online judges themselves (HDU, POJ, Codeforces): bringing a problem home from its page
(`get.py`, a parser per site in `pages/`), and logging in, submitting a solution and following
its verdict, with the credentials kept for them. Submitting's requests go through one polite
session (`http.py`); each judge's forms and pages are its own module's."""
