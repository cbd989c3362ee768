"""Teams of several members in a site's contests, in the browser: the coach forms them on the
contest's teams page (CSRF on each form, a member refused 403, bad input a 400 page, never a
500); each member logs in with their own account and acts as the team (submits, asks the
jury, sees the team's submissions and clarifications, whoever of the team made them, with who
submitted each); the board names the team with its members; a member of another team sees
nothing of it, and a member taken out of a team no longer acts for it."""

from __future__ import annotations

import base64
import io
import zipfile
from html import unescape

import pytest
from starlette.testclient import TestClient

from contest.contest_helpers import ACCEPTED
from judge.contest.core.site import Member
from judge.contest.ops.members import import_members
from web.web_helpers import ServedSite, csrf_of

CLUB = "/contests/club"
PAGE = "/coach/teams?contest=club"


@pytest.fixture
def site(tmp_path):
    made = ServedSite(tmp_path, members=True)
    extra = import_members(made.opened.store, [Member("dee", "Dee")], made.clock.now())
    made.members.update({m.id: m.password or "" for m in extra})
    try:
        yield made
    finally:
        made.stop()
        made.opened.close()


def zipped(name: str, data: bytes) -> str:
    """A submission's files as the Contest API takes them: a zip, in base64."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(name, data)
    return base64.b64encode(buffer.getvalue()).decode()


def logged_in(site: ServedSite, who: str) -> TestClient:
    client = TestClient(site.app, follow_redirects=False)
    page = client.get("/login")
    sent = client.post(
        "/login",
        data={"username": who, "password": site.members[who], "csrf": csrf_of(page.text)},
    )
    assert sent.status_code == 303
    return client


def post(client: TestClient, path: str, data: dict[str, str], page: str = PAGE):
    return client.post(
        path, data={"contest": "club", **data, "csrf": csrf_of(client.get(page).text)}
    )


def form(client: TestClient, team: str, name: str, members: str):
    return post(client, "/coach/teams/form", {"team": team, "name": name, "members": members})


def submit(client: TestClient):
    token = csrf_of(client.get(f"{CLUB}/submit").text)
    return client.post(
        f"{CLUB}/submit",
        data={"problem": "A", "language": "auto", "csrf": token},
        files={"file": (ACCEPTED.name, ACCEPTED.read_bytes())},
    )


def is_nobody(response) -> bool:
    """Whether a contest's team page sent its visitor to the contest's login."""
    return response.status_code == 303 and response.headers["location"].startswith(
        f"{CLUB}/login?next="
    )


def test_the_coach_forms_a_team_on_the_contests_teams_page(site):
    coach = logged_in(site, "carl")
    assert 'href="/coach/teams?contest=club"' in coach.get("/coach").text
    made = form(coach, "red", "Red Dragons", "ann, bo")
    assert made.status_code == 303
    page = coach.get(made.headers["location"])
    assert "Team red saved." in page.text
    assert '<tr data-team="red">' in page.text and "Red Dragons" in page.text
    assert "Ann" in page.text and "(bo)" in page.text
    imported = post(coach, "/coach/teams/import", {"csv": "id,name,members\nblue,Blue,dee\n"})
    assert "1 team(s) formed or updated." in coach.get(imported.headers["location"]).text
    coach.get("/lang?to=zh")
    assert "多人队伍" in coach.get(PAGE).text


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"team": "red", "name": "Red", "members": "zed"}, "no member 'zed' on this site"),
        ({"team": "red", "name": "Red", "members": "carl"}, "'carl' is a coach"),
        ({"team": "bad id", "name": "Bad", "members": "ann"}, "team id 'bad id' must be"),
        ({"team": "red", "name": "", "members": "ann"}, "team 'red' is new: give its name"),
        ({"team": "alpha", "name": "A", "members": "ann"}, "has a team 'alpha' of its own"),
        ({"team": "red", "name": "R", "members": ""}, "give the team's members"),
    ],
)
def test_a_bad_team_is_a_400_page_with_the_message(site, data, message):
    coach = logged_in(site, "carl")
    refused = form(coach, data["team"], data["name"], data["members"])
    assert refused.status_code == 400 and message in unescape(refused.text)


def test_bad_requests_are_4xx_never_500(site):
    coach = logged_in(site, "carl")
    bad_csv = post(coach, "/coach/teams/import", {"csv": "id,name\nred,Red\n"})
    assert bad_csv.status_code == 400 and "the header must name the columns" in bad_csv.text
    nul = post(coach, "/coach/teams/import", {"csv": "id,name,members\nred,R\x00,ann\n"})
    assert nul.status_code == 400
    gone = post(coach, "/coach/teams/remove", {"team": "red", "member": "ann"})
    assert gone.status_code == 400 and "no team of members" in unescape(gone.text)
    assert coach.get("/coach/teams?contest=nope").status_code == 404
    assert coach.get("/coach/teams").status_code == 404
    assert coach.get("/coach/teams?contest=practice").status_code == 400
    token = csrf_of(coach.get(PAGE).text)
    filed = coach.post(
        "/coach/teams/form",
        data={"contest": "club", "team": "red", "name": "R", "csrf": token},
        files={"members": ("m.txt", b"ann")},
    )
    assert filed.status_code == 400


def test_only_a_coach_forms_teams_and_each_form_needs_its_token(site):
    anonymous = TestClient(site.app, follow_redirects=False)
    assert anonymous.get(PAGE).headers["location"].startswith("/login?next=")
    member = logged_in(site, "ann")
    assert member.get(PAGE).status_code == 403
    token = csrf_of(member.get("/").text)
    sent = {"contest": "club", "team": "red", "name": "Mine", "members": "ann,bo", "csrf": token}
    assert member.post("/coach/teams/form", data=sent).status_code == 403
    coach = logged_in(site, "carl")
    bare = {"contest": "club", "team": "red", "name": "R", "members": "ann"}
    assert coach.post("/coach/teams/form", data=bare).status_code == 403
    assert "no teams" not in coach.get(PAGE).text and "data-team" not in coach.get(PAGE).text


def test_members_act_as_their_team_and_see_nothing_of_another(site):
    coach = logged_in(site, "carl")
    assert form(coach, "red", "Red Dragons", "ann,bo").status_code == 303
    assert form(coach, "blue", "Blue", "dee").status_code == 303
    ann, bo, dee = (logged_in(site, who) for who in ("ann", "bo", "dee"))
    assert 'href="/contests/club/">Enter</a>' in ann.get("/").text  # in a team: no Join
    assert "Your team: Ann, Bo." in ann.get(f"{CLUB}/").text
    made = submit(ann)
    assert made.status_code == 303 and made.headers["location"] == f"{CLUB}/submissions/1"
    # bo sees the team's submission, and that Ann made it
    listed = bo.get(f"{CLUB}/submissions")
    assert f'href="{CLUB}/submissions/1"' in listed.text and "<td>Ann</td>" in listed.text
    one = bo.get(f"{CLUB}/submissions/1")
    assert one.status_code == 200 and '<dd id="submitter">Ann (ann)</dd>' in one.text
    # a question bo asks is the team's: ann sees it
    token = csrf_of(bo.get(f"{CLUB}/clarifications").text)
    asked = bo.post(f"{CLUB}/clarifications", data={"text": "Is n >= 1?", "csrf": token})
    assert asked.status_code == 303
    assert "Is n &gt;= 1?" in ann.get(f"{CLUB}/clarifications").text
    # dee, of team blue, sees neither
    assert dee.get(f"{CLUB}/submissions/1").status_code == 404
    assert f'href="{CLUB}/submissions/1"' not in dee.get(f"{CLUB}/submissions").text
    assert "Is n &gt;= 1?" not in dee.get(f"{CLUB}/clarifications").text
    # the board names the team and its members; the jury sees who submitted
    board = dee.get(f"{CLUB}/scoreboard").text
    assert 'title="Members: Ann, Bo">Red Dragons' in board
    jury = coach.get(f"{CLUB}/jury/submissions").text
    assert "by Ann" in jury
    assert '<dd id="submitter">Ann (ann)</dd>' in coach.get(f"{CLUB}/jury/submissions/1").text
    assert "Members: Ann, Bo" in coach.get(f"{CLUB}/jury/teams/red").text
    # the members' own pages list the team's contest as theirs
    assert f'<a href="{CLUB}/">club</a>' in bo.get("/me").text


def test_a_member_taken_out_of_a_team_no_longer_acts_for_it(site):
    coach = logged_in(site, "carl")
    form(coach, "red", "Red", "ann,bo")
    ann, bo = logged_in(site, "ann"), logged_in(site, "bo")
    assert submit(ann).status_code == 303
    assert bo.get(f"{CLUB}/submissions/1").status_code == 200
    out = post(coach, "/coach/teams/remove", {"team": "red", "member": "bo"})
    assert out.status_code == 303
    assert "The member is no longer in team red." in coach.get(out.headers["location"]).text
    assert is_nobody(bo.get(f"{CLUB}/submissions/1"))  # the same session: no one there now
    assert is_nobody(bo.get(f"{CLUB}/submit"))
    assert ann.get(f"{CLUB}/submissions/1").status_code == 200  # ann stays in it
    # a member of the team cannot be put in another while in it
    again = form(coach, "green", "Green", "ann")
    assert again.status_code == 400 and "already in team 'red'" in unescape(again.text)


def test_through_the_api_a_member_submits_as_the_team_and_sees_only_its_own(site):
    coach = logged_in(site, "carl")
    form(coach, "red", "Red", "ann,bo")
    form(coach, "blue", "Blue", "dee")
    body = {
        "problem_id": "hdu_1846",
        "language_id": "python3",
        "files": [
            {"data": zipped(ACCEPTED.name, ACCEPTED.read_bytes()), "mime": "application/zip"}
        ],
    }
    api = TestClient(site.app, follow_redirects=False)
    sent = api.post("/api/contests/club/submissions", json=body, auth=("bo", site.members["bo"]))
    assert sent.status_code in (200, 201), sent.text
    made = sent.json()
    assert made["team_id"] == "red"
    # the jury's page says bo submitted it; dee, of team blue, does not see it in the API
    page = coach.get(f"{CLUB}/jury/submissions/{made['id']}").text
    assert '<dd id="submitter">Bo (bo)</dd>' in page
    theirs = api.get("/api/contests/club/submissions", auth=("dee", site.members["dee"]))
    assert theirs.status_code == 200 and made["id"] not in [s["id"] for s in theirs.json()]
    ours = api.get("/api/contests/club/submissions", auth=("ann", site.members["ann"]))
    assert made["id"] in [s["id"] for s in ours.json()]


def test_a_question_names_the_member_who_asked_to_the_team_and_the_jury_only(site):
    coach = logged_in(site, "carl")
    form(coach, "red", "Red", "ann,bo")
    form(coach, "blue", "Blue", "dee")
    ann, bo, dee = (logged_in(site, who) for who in ("ann", "bo", "dee"))
    token = csrf_of(bo.get(f"{CLUB}/clarifications").text)
    asked = bo.post(f"{CLUB}/clarifications", data={"text": "Is n >= 1?", "csrf": token})
    assert asked.status_code == 303
    assert '<span class="asker">(asked by Bo)</span>' in ann.get(f"{CLUB}/clarifications").text
    jury = coach.get(f"{CLUB}/jury/clarifications").text
    assert '<strong>red</strong> <span class="asker">(asked by Bo, bo)</span>' in jury
    request = jury.split('name="request" value="')[1].split('"')[0]
    answered = coach.post(
        f"{CLUB}/jury/clarifications",
        data={
            "action": "answer",
            "request": request,
            "text": "Yes.",
            "everyone": "1",
            "csrf": csrf_of(jury),
        },
    )
    assert answered.status_code == 303
    # dee, of team blue, sees the answer and the question it answers, but not who asked
    blue = dee.get(f"{CLUB}/clarifications").text
    assert "Is n &gt;= 1?" in blue and "Yes." in blue
    assert "asked by" not in blue and "Bo" not in blue
    ann.get("/lang?to=zh")
    assert '<span class="asker">(Bo 提问)</span>' in ann.get(f"{CLUB}/clarifications").text


def test_a_refusal_shows_in_the_reader_s_language(site):
    coach = logged_in(site, "carl")
    form(coach, "red", "Red", "ann")
    coach.get("/lang?to=zh")
    unknown = form(coach, "red", "Red", "zed")
    assert unknown.status_code == 400
    assert "本站没有成员 'zed'（查看：judge site members FOLDER list）。" in unescape(unknown.text)
    taken = form(coach, "blue", "Blue", "ann")
    assert "成员 'ann' 已在比赛 club 的队伍 'red' 中；请先把其移出。" in unescape(taken.text)
    assert "already in team" not in unescape(taken.text)
    coach.get("/lang?to=en")
    again = form(coach, "blue", "Blue", "ann")
    assert "member 'ann' is already in team 'red' of contest club; take them out" in unescape(
        again.text
    )
