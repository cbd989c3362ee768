"""The contest server on a contest kept in PostgreSQL (`judge serve --db URL`): a team's
submission through the API is claimed and judged by the server's own judges from the shared
queue, and the jury page lists those judges among the workers."""

from __future__ import annotations

import base64
import io
import zipfile

import pytest

from contest.worker_helpers import TINY_PROGRAMS, open_pg, pg_contest, tiny_root, wait_for
from judge.contest.core.clock import SystemClock
from judge.contest.ops import accounts
from judge.contest.ops.views import submission_view
from judge.contest.storage import queue
from judge.web.app import create_app
from judge.web.serve import prepare


def _zipped(path) -> str:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(path.name, path.read_bytes())
    return base64.b64encode(buffer.getvalue()).decode()


@pytest.mark.slow
def test_the_server_judges_a_contest_kept_in_postgres(tmp_path, pg_url):
    from starlette.testclient import TestClient

    root = tiny_root(tmp_path)
    pg_contest(root, pg_url)
    with open_pg(root) as session:
        made = accounts.import_teams(
            session.store, [accounts.TeamSpec("t1", "Team 1")], SystemClock().now()
        )
    password = made[0].password
    prepared = prepare(root, "camp", "127.0.0.1", 0, judges=1, unsafe=True, db_url=pg_url)
    prepared.sock.close()  # served in process here, not on the socket
    server = prepared.server
    server.start()  # its judges, as judge serve starts them
    try:
        assert any("judges: 1 local" in line for line in prepared.lines), prepared.lines
        with TestClient(create_app(server)) as client:
            api = "/api/contests/camp"
            posted = client.post(
                f"{api}/submissions",
                auth=("t1", password),
                json={
                    "problem_id": "tiny_sum",
                    "language_id": "python3",
                    "files": [{"data": _zipped(TINY_PROGRAMS / "sum_ac.py")}],
                },
            )
            assert posted.status_code in (200, 201), posted.text
            sid = posted.json()["id"]

            def verdict():
                mine = client.get(f"{api}/judgements", auth=("t1", password)).json()
                done = [j for j in mine if j["submission_id"] == sid and j["judgement_type_id"]]
                return done[0]["judgement_type_id"] if done else None

            wait_for(
                "the server's judge to judge the submission",
                lambda: verdict() is not None,
                patience=60,
            )
            assert verdict() == "AC"
            with server.session.store.read() as conn:
                view = queue.queue_view(conn, SystemClock().now().ms)
            # The server's judges, registered as a worker (its counts follow at heartbeats).
            assert [w.state for w in view.workers] in (["idle"], ["judging"]), view.workers
            assert not view.queued
            jury_password = prepared.server.session.folder / "jury-password.txt"
            jury = jury_password.read_text().split("password: ")[1].strip()
            page = client.get("/api/contests/camp/submissions", auth=("jury", jury)).json()
            assert [s["id"] for s in page] == [sid]
    finally:
        server.stop()
        server.session.close()
    # The contest's database is the PostgreSQL one: a command there sees the verdict.
    with open_pg(root, db_url=pg_url) as session:
        assert submission_view(session, sid).verdict == "AC"
