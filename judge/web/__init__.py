"""The contest server (``judge serve``): a practice contest on a local network, in a browser.

- :mod:`judge.web.server` -- the served contest: session, local judges, change counter.
- :mod:`judge.web.auth` -- logins, sessions, CSRF, slowing failed logins.
- :mod:`judge.web.pages` -- the HTML pages (teams, jury, public).
- :mod:`judge.web.api` -- the CCS Contest API 2023-06 subset under /api.
- :mod:`judge.web.app` -- the ASGI application: routes, live updates (SSE), limits, log.
- :mod:`judge.web.render` -- templates, Markdown statements, scoreboard cells.
- :mod:`judge.web.serve` -- starting it all: isolation check, jury account, uvicorn.
"""
