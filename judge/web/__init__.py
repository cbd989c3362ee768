"""The contest server (``judge serve``): a practice contest on a local network, in a browser.

- :mod:`judge.web.server` -- the served contest: session, local judges, change counter, awards.
- :mod:`judge.web.auth` -- logins, sessions, CSRF, slowing failed logins.
- :mod:`judge.web.addresses` -- which client an address is (an IPv6 host by its /64).
- :mod:`judge.web.inputs` -- request fields checked at the edge: forms, the API's JSON, ids.
- :mod:`judge.web.routes` -- every route in one table: path, methods, handler, who may use it.
- :mod:`judge.web.access` -- who may use a route, and the one rule every route applies.
- :mod:`judge.web.pages` -- the HTML pages (teams, jury, public).
- :mod:`judge.web.api` -- the CCS Contest API 2023-06 under /api.
- :mod:`judge.web.api_feed` -- the API's event feed, and a team's filter of it.
- :mod:`judge.web.app` -- the ASGI application: the table's routes, live updates (SSE), limits,
  headers, log.
- :mod:`judge.web.connections` -- connections under guard: time limits, bounds per client.
- :mod:`judge.web.render` -- templates, Markdown statements, scoreboard cells.
- :mod:`judge.web.serve` -- starting it all: isolation check, jury account, uvicorn, signals.
"""
