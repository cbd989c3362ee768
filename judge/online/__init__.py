"""The online judges themselves: logging in, submitting a solution, following its verdict
(HDU, POJ, Codeforces), and the credentials kept for them. Every request goes through one
polite session (`http.py`); each judge's forms and pages are its own module's."""
