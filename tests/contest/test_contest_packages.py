"""Contests of Kattis packages beside our problems: `judge contest new --problems` with package
folders and zips, `--from` a CCS contest package (folder or zip, teams and accounts), the
packages kept in the contest's folder, judged from the command line, through the server's API
and by a worker on PostgreSQL, exported, replayed as a virtual contest; plain errors for bad
packages; the data hash covering a package's files and its time limit."""

from __future__ import annotations

import base64
import io
import shutil
import zipfile
from pathlib import Path

import pytest

from contest.contest_helpers import REPO, sql
from contest.worker_helpers import WorkerProcess, open_pg, wait_for
from judge.cachedir import default_cache_dir
from judge.contest.core.clock import SystemClock
from judge.contest.core.config import read_yaml
from judge.contest.ops import accounts
from judge.contest.ops.judging import contest_problem, problem_data_hash
from judge.contest.ops.safety import isolation_problem
from judge.contest.ops.start import start_contest
from judge.contest.ops.submit import add_team, record_submission
from judge.contest.ops.views import submission_view
from web.web_helpers import csrf_of

KATTIS = REPO / "tests" / "fixtures" / "kattis"
FLTCMP = KATTIS / "domjudge" / "fltcmp"
HELLO = KATTIS / "domjudge" / "hello"
BOOLFIND = KATTIS / "domjudge" / "boolfind"
ODDECHO = KATTIS / "problemtools" / "oddecho"
HDU_AC = REPO / "problems" / "hdu_1846" / "solution.py"
FLT_AC = FLTCMP / "submissions" / "accepted" / "fltcmp-test-correct.c"
FLT_WA = FLTCMP / "submissions" / "wrong_answer" / "fltcmp-test-wrong1.c"
HELLO_AC = HELLO / "submissions" / "accepted" / "test-hello.c"
ADD_AC = (
    '#include <stdio.h>\nint main(void) { long n; scanf("%ld", &n); printf("%ld\\n", n + 1); }\n'
)
ADD_WA = "print(int(input()))\n"


def write(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


def addone(folder: Path) -> Path:
    """A 2023-07 package that sets no time limit: judge computes it."""
    return write(
        folder,
        {
            "problem.yaml": "problem_format_version: 2023-07-draft\nname: Add One\n"
            "uuid: 5d1f6c2e-0000-4000-8000-000000000001\n",
            "data/sample/1.in": "1\n",
            "data/sample/1.ans": "2\n",
            "data/secret/a/1.in": "41\n",
            "data/secret/a/1.ans": "42\n",
            "data/secret/b/1.in": "-5\n",
            "data/secret/b/1.ans": "-4\n",
            "submissions/accepted/add.c": ADD_AC,
            "submissions/wrong_answer/same.py": ADD_WA,
        },
    )


def zipped(folder: Path, archive: Path) -> Path:
    with zipfile.ZipFile(archive, "w") as out:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                out.write(path, path.relative_to(folder).as_posix())
    return archive


def board_line(output: str, team: str) -> str:
    return next(line for line in output.splitlines() if f" {team} " in f" {line} ")


@pytest.mark.slow
def test_a_contest_of_packages_beside_ours(cli, root: Path, tmp_path: Path):
    package = addone(tmp_path / "addone")
    archive = zipped(HELLO, tmp_path / "hello.zip")
    made = cli(
        "contest",
        "new",
        "mix",
        "--problems",
        f"hdu_1846,{FLTCMP},{archive},{package}",
        "--duration",
        "2:00:00",
    )
    assert made.exit_code == 0, made.output
    assert "problems A hdu_1846, B fltcmp, C hello, D addone" in made.output
    folder = root / "contests" / "mix"
    for name in ("fltcmp", "hello", "addone"):  # kept in the contest's folder
        assert (folder / name / "problem.yaml").is_file()
    limits = {p["id"]: p.get("time_limit") for p in read_yaml(folder / "problems.yaml")}
    assert limits == {"hdu_1846": None, "fltcmp": 5.0, "hello": 5.0, "addone": 1.0}
    assert cli("contest", "start", "mix", "--as", "me").exit_code == 0
    verdicts = []
    for label, source, verdict in (
        ("A", HDU_AC, "AC"),
        ("B", FLT_WA, "WA"),
        ("B", FLT_AC, "AC"),
        ("C", HELLO_AC, "AC"),
        ("D", None, "WA"),
    ):
        if source is None:
            source = tmp_path / "same.py"
            source.write_text(ADD_WA)
        result = cli("contest", "submit", "mix", label, source)
        verdicts.append((label, verdict, result.output.split("\n", 1)[0]))
        assert f": {verdict}" in result.output.split("\n", 1)[0], result.output
    board = cli("contest", "board", "mix")
    assert board.exit_code == 0
    # 3 solved; fltcmp once rejected first: 20 minutes of penalty.
    assert board_line(board.output, "me").split()[3:5] == ["3", "20"], board.output
    # Exported with its packages; made again from the export; replayed as a virtual contest.
    exported = cli("contest", "export", "mix", tmp_path / "export")
    assert exported.exit_code == 0 and "packages addone, fltcmp, hello" in exported.output
    assert (tmp_path / "export" / "fltcmp" / ".timelimit").is_file()
    again = cli("contest", "new", "mix2", "--from", tmp_path / "export")
    assert again.exit_code == 0, again.output
    assert "problems A hdu_1846, B fltcmp, C hello, D addone" in again.output
    virtual = cli("contest", "virtual", tmp_path / "export", "--name", "replay", "--as", "bob")
    assert virtual.exit_code == 0, virtual.output
    assert (root / "contests" / "replay" / "addone" / "problem.yaml").is_file()
    assert (
        cli("contest", "submit", "replay", "D", package / "submissions/accepted/add.c").exit_code
        == 0
    )


def contest_package(base: Path) -> Path:
    """A CCS contest package laid out as DOMjudge and the Kattis archives lay them out, with
    what other tools add (BAPCtools' keys) and teams with accounts."""
    folder = base / "archive"
    shutil.copytree(FLTCMP, folder / "fltcmp")
    (folder / "problems" / "addone").mkdir(parents=True)
    zipped(addone(base / "addone"), folder / "problems" / "addone" / "addone.zip")
    write(
        folder,
        {
            "contest.yaml": "id: demo2025\nname: Demo 2025\nduration: 3:00:00\n"
            "scoreboard_freeze_duration: 0:30:00\npenalty_time: 10\n"
            "start_time: 2020-01-01T10:00:00Z\ntitle: Demo\nyear: 2025\n",
            "problems.yaml": "- {id: fltcmp, label: X, rgb: '#ff0000'}\n"
            "- {id: hdu_1846, label: Y}\n"
            "- {id: addone, label: Z, time_limit: 2}\n",
            "teams.json": '[{"id": "t1", "name": "Team One"}, {"id": "t2", "name": "Team Two"}]',
            "accounts.yaml": "- {id: t1, username: t1, password: secret-one, type: team, team_id: t1}\n"
            "- {id: judge, username: judge, password: x, type: judge}\n",
        },
    )
    return folder


@pytest.mark.slow
@pytest.mark.parametrize("as_zip", [False, True])
def test_from_a_ccs_contest_package(cli, root: Path, tmp_path: Path, as_zip: bool):
    source = contest_package(tmp_path)
    if as_zip:
        source = Path(shutil.make_archive(str(tmp_path / "demo"), "zip", source))
    made = cli("contest", "new", "demo", "--from", source, "--duration", "1:00:00")
    assert made.exit_code == 0, made.output
    assert "problems X fltcmp, Y hdu_1846, Z addone, 1:00:00" in made.output
    assert "contest.yaml: title, year left out (not CCS contest keys)" in made.output
    assert "start_time is past: left out" in made.output
    assert "account judge (judge) left out" in made.output
    assert "2 team(s) from teams.json, 1 with the password of their account" in made.output
    assert "  t2  " in made.output and "  t1  " not in made.output  # only t2's is made, shown
    folder = root / "contests" / "demo"
    config = read_yaml(folder / "contest.yaml")
    assert (config["duration"], config["penalty_time"], config["name"]) == (
        "1:00:00",
        10,
        "Demo 2025",
    )
    entries = {p["id"]: p for p in read_yaml(folder / "problems.yaml")}
    assert entries["fltcmp"]["rgb"] == "#ff0000" and entries["addone"]["time_limit"] == 2.0
    stored = sql(root, "demo", "SELECT password_hash FROM teams WHERE id = 't1'")[0][0]
    assert accounts.verify_password("secret-one", stored)


def test_bad_packages_are_plain_errors_and_make_nothing(cli, root: Path, tmp_path: Path):
    def refused(problems: str, message: str) -> None:
        result = cli("contest", "new", "bad", "--problems", problems, "--duration", "1:00:00")
        assert result.exit_code == 2, result.output
        assert message in result.output and "Traceback" not in result.output
        assert not (root / "contests" / "bad").exists()

    (tmp_path / "nothing").mkdir()
    refused(
        f"hdu_1846,{tmp_path / 'nothing'}",
        f"{tmp_path / 'nothing' / 'problem.yaml'}: missing (a Kattis package has one)",
    )
    broken = tmp_path / "broken.zip"
    broken.write_bytes(b"not a zip at all")
    refused(f"{broken}", f"{broken}: not a readable zip file")
    bad = shutil.copytree(FLTCMP, tmp_path / "badcheck")
    write(
        bad,
        {
            "problem.yaml": "name: Bad\nvalidation: custom\n",
            "output_validators/check.c": "int main( { return 42; }\n",
        },
    )
    refused(f"{bad}", "badcheck/output_validators/check.c: does not build")
    orphan = shutil.copytree(FLTCMP, tmp_path / "orphan")
    (orphan / "data" / "secret" / "9.ans").write_text("1\n")
    refused(f"{orphan}", f"{orphan}/data/secret/9.ans: an answer file without its input 9.in")
    passes = shutil.copytree(FLTCMP, tmp_path / "passes")
    write(
        passes,
        {
            "problem.yaml": "problem_format_version: 2023-07\ntype: submit-answer\nname: Answers\n",
            "output_validator/v.py": "import sys\nsys.exit(42)\n",
        },
    )
    refused(f"{passes}", "submit-answer problems are not supported yet")
    refused(f"{ODDECHO}", "a scoring problem, which an icpc contest's pass-fail board cannot")
    refused(f"{FLTCMP},{FLTCMP}", "problem 'fltcmp' is given twice")
    archive = contest_package(tmp_path)
    write(archive, {"problems.yaml": "- {id: fltcmp, label: A}\n- {id: nosuch, label: B}\n"})
    result = cli("contest", "new", "bad", "--from", archive)
    assert result.exit_code == 2
    assert "problem 'nosuch' has no package in the contest package" in result.output
    assert cli("contest", "new", "bad", "--problems", "hdu_1846", "--from", archive).exit_code == 2
    # Without contest.yaml (DOMjudge's examples generate theirs), the options say it all.
    (archive / "contest.yaml").unlink()
    write(archive, {"problems.yaml": "- {id: fltcmp, label: A}\n"})
    result = cli("contest", "new", "bad", "--from", archive)
    assert result.exit_code == 2 and "give --duration" in result.output
    assert not (root / "contests" / "bad").exists()
    made = cli("contest", "new", "good", "--from", archive, "--duration", "1:30:00")
    assert (
        made.exit_code == 0 and "no contest.yaml: the contest is as the options say" in made.output
    )


def test_the_data_hash_covers_a_package_and_its_time_limit(cli, root: Path, tmp_path: Path):
    assert (
        cli(
            "contest",
            "new",
            "h",
            "--problems",
            f"{FLTCMP},{addone(tmp_path / 'addone')}",
            "--duration",
            "1:00:00",
        ).exit_code
        == 0
    )
    folder = root / "contests" / "h"

    def hashes() -> tuple[str, str]:
        return tuple(
            problem_data_hash(contest_problem(root, pid, folder))  # type: ignore
            for pid in ("fltcmp", "addone")
        )

    before = hashes()
    (folder / "fltcmp" / "data" / "secret" / "1.ans").write_text("changed\n")
    after = hashes()
    assert after[0] != before[0] and after[1] == before[1]
    problems = (folder / "problems.yaml").read_text()
    (folder / "problems.yaml").write_text(problems.replace("time_limit: 1.0", "time_limit: 3.0"))
    assert hashes()[1] != after[1]
    assert contest_problem(root, "addone", folder).time_limit == 3.0


def _zipped_source(path: Path) -> str:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(path.name, path.read_bytes())
    return base64.b64encode(buffer.getvalue()).decode()


@pytest.mark.slow
def test_packages_judged_through_the_api_and_by_a_worker_on_postgres(
    root: Path, tmp_path: Path, pg_url: str, cli
):
    from starlette.testclient import TestClient

    from judge.web.app import create_app
    from judge.web.serve import prepare

    made = cli(
        "contest",
        "new",
        "camp",
        "--problems",
        f"hdu_1846,{FLTCMP},{addone(tmp_path / 'addone')}",
        "--duration",
        "5:00:00",
        "--db",
        pg_url,
    )
    assert made.exit_code == 0, made.output
    with open_pg(root, db_url=pg_url) as session:
        start_contest(session, None)
        done = accounts.import_teams(
            session.store, [accounts.TeamSpec("t1", "Team 1")], SystemClock().now()
        )
    password = done[0].password
    # Through the server's API, judged by the server's own judge.
    prepared = prepare(root, "camp", "127.0.0.1", 0, judges=1, unsafe=True, db_url=pg_url)
    prepared.sock.close()
    server = prepared.server
    server.start()
    try:
        with TestClient(create_app(server)) as client:
            api = "/api/contests/camp"
            posted = client.post(
                f"{api}/submissions",
                auth=("t1", password),
                json={
                    "problem_id": "fltcmp",
                    "language_id": "c",
                    "files": [{"data": _zipped_source(FLT_WA)}],
                },
            )
            assert posted.status_code in (200, 201), posted.text
            sid = posted.json()["id"]

            def verdict():
                mine = client.get(f"{api}/judgements", auth=("t1", password)).json()
                done = [j for j in mine if j["submission_id"] == sid and j["judgement_type_id"]]
                return done[0]["judgement_type_id"] if done else None

            wait_for("the server's judge", lambda: verdict() is not None, patience=120)
            assert verdict() == "WA"
            problems = {
                p["id"]: p for p in client.get(f"{api}/problems", auth=("t1", password)).json()
            }
            assert (
                problems["addone"]["time_limit"] == 1.0 and problems["fltcmp"]["time_limit"] == 5.0
            )
            form = client.get("/login")
            client.post(
                "/login", data={"username": "t1", "password": password, "csrf": csrf_of(form.text)}
            )
            page = client.get("/problems/C")  # the package's page: its limit, its sample
            assert page.status_code == 200, page.text
            assert "Add One" in page.text and "Time limit: <strong>1.0 s" in page.text
            assert "<pre>1\n</pre>" in page.text and "<pre>2\n</pre>" in page.text
    finally:
        server.stop()
        server.session.close()
    # By a worker process on the same problem set (the contest's folder is here too).
    with open_pg(root, db_url=pg_url) as session:
        add_team(session, "t2", "Team 2")
        ids = {
            record_submission(session, "t2", "B", FLT_AC.name, FLT_AC.read_bytes()).id: "AC",
            record_submission(session, "t2", "C", "add.c", ADD_AC.encode()).id: "AC",
            record_submission(session, "t2", "C", "same.py", ADD_WA.encode()).id: "WA",
        }
    worker = WorkerProcess(root, pg_url, tmp_path / "logs", "--unsafe")
    try:

        def judged() -> bool:
            with open_pg(root, db_url=pg_url) as session:
                return all(submission_view(session, s).verdict is not None for s in ids)

        wait_for("the worker to judge the package submissions", judged, [worker])
        with open_pg(root, db_url=pg_url) as session:
            assert {s: str(submission_view(session, s).verdict) for s in ids} == ids
    finally:
        worker.stop()
    # A machine without the contest's folder judges our problems and says why not the rest.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "problems").symlink_to(REPO / "problems")
    (elsewhere / "testdata").symlink_to(REPO / "testdata")
    refusing = WorkerProcess(elsewhere, pg_url, tmp_path / "logs2", "--unsafe")
    try:
        wait_for(
            "the refusal",
            lambda: "not judging problem B (fltcmp)" in refusing.output(),
            patience=120,
        )
        assert "a contest keeps its packages in its folder" in refusing.output()
    finally:
        refusing.stop()


BOOL_AC = BOOLFIND / "submissions" / "accepted" / "boolfind-test-correct.c"
BOOL_WA = BOOLFIND / "submissions" / "wrong_answer" / "boolfind-test-no-output.c"
BOOL_PY = BOOLFIND / "submissions" / "accepted" / "boolfind-test-correct.py"


@pytest.mark.slow
def test_an_interactive_package_in_a_contest_from_the_command_line_and_a_worker(
    cli, root: Path, tmp_path: Path, pg_url: str
):
    """boolfind (DOMjudge's interactive example) beside one of ours: submitted from the
    command line, then judged by a worker process on PostgreSQL, each as the package says."""
    made = cli(
        "contest",
        "new",
        "talk",
        "--problems",
        f"hdu_1846,{BOOLFIND}",
        "--duration",
        "2:00:00",
        "--db",
        pg_url,
    )
    assert made.exit_code == 0, made.output
    assert "problems A hdu_1846, B boolfind" in made.output
    assert cli("contest", "start", "talk", "--as", "me").exit_code == 0
    for source, verdict in ((BOOL_WA, "WA"), (BOOL_AC, "AC")):
        result = cli("contest", "submit", "talk", "B", source)
        assert f": {verdict}" in result.output.split("\n", 1)[0], result.output
    board = cli("contest", "board", "talk")
    assert board_line(board.output, "me").split()[3:5] == ["1", "20"], board.output
    with open_pg(root, "talk", db_url=pg_url) as session:
        add_team(session, "t2", "Team 2")
        ids = {
            record_submission(session, "t2", "B", BOOL_AC.name, BOOL_AC.read_bytes()).id: "AC",
            record_submission(session, "t2", "B", BOOL_WA.name, BOOL_WA.read_bytes()).id: "WA",
            # Python: a contest's judges keep a warm interpreter; a conversation runs fresh.
            record_submission(session, "t2", "B", BOOL_PY.name, BOOL_PY.read_bytes()).id: "AC",
        }
    # Isolated, as a contest's judges run, where this machine can isolate.
    unsafe = () if isolation_problem(default_cache_dir()) is None else ("--unsafe",)
    worker = WorkerProcess(root, pg_url, tmp_path / "logs", *unsafe)
    try:

        def judged() -> bool:
            with open_pg(root, "talk", db_url=pg_url) as session:
                return all(submission_view(session, s).verdict is not None for s in ids)

        wait_for("the worker to judge the interactive submissions", judged, [worker])
        with open_pg(root, "talk", db_url=pg_url) as session:
            assert {s: str(submission_view(session, s).verdict) for s in ids} == ids
    finally:
        worker.stop()
