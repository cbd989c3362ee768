"""Practice contests, ICPC style, interoperating with the ICPC CCS specifications.

Four layers, each a package that imports only the ones above it:

- :mod:`judge.contest.core` -- the pure core: the Contest API objects, times, judgement types,
  scoring, feeds, the phase rules, contest.yaml and problems.yaml, the screens as text. No
  SQL, no processes, no threads; it reads files (feeds, the contest's YAML) and nothing else.
- :mod:`judge.contest.storage` -- the database, the only code that speaks SQL (SQLAlchemy Core,
  on SQLite and PostgreSQL alike): tables, engines, one function per question, the event log,
  the judging queue and its leases, moving a contest between databases.
- :mod:`judge.contest.ops` -- the contest operations the command line, the contest server and
  judging machines share: contest folders, opening and making contests, starting, submitting,
  judging (the one call into the judging library, claims, workers), the clock's news, the
  jury's actions, virtual contests, exports.
- The contest server's own parts (logins, clarifications) live beside it, in
  :mod:`judge.web`; their SQL is the storage layer's.

Specifications: github.com/icpc/ccs-specs, branch 2023-06: Contest_Control_System_Requirements.md
("Scoring") and Contest_API.md ("Scoreboard", "Event feed").
"""
