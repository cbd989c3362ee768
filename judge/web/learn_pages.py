"""The learner's pages: every problem's game as its table drawn (judge.learn.picture), the
pattern guessed with its proof as `judge table --guess` prints them, the parameters in a form;
and the game played against the perfect opponent, move by move, as `judge play` plays it.

Served by the contest server (`/learn`: the contest's own problems; the jury always, everyone
else once the contest is over, for the tables and the games give the patterns away) and by
`judge serve` without a contest, on the learner's own machine (every problem of the set, no
accounts). Everything works without JavaScript: the pictures are SVG made here, each move a
form post.

What a request asks is checked at the edge (judge.learn.lesson's bounds: the parameters, `--max`,
the position; a plain 400 page naming the field otherwise) and computed within a time bound.
A game in progress is kept in the page, as a hidden field signed with the server's own key
(HMAC-SHA256): the start and the learner's moves, replayed and checked against the rules at
every request (judge.learn.replay), so that a field the client altered is refused, and even a
forged one could never reach an illegal position.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import quote, urlencode

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from judge.catalog.hints import editorial_of, editorial_path, hints_of, hints_path
from judge.errors import JudgeError
from judge.learn import lesson as lessons
from judge.learn.board_picture import position_svg
from judge.learn.game import Game, ParameterValue, show_position
from judge.learn.picture import Labels, table_svg
from judge.learn.play import Result, Side
from judge.learn.replay import Match, illegal, match_of, replay
from judge.problemset.problem import load_problem
from judge.web import render as r
from judge.web.auth import Visitor
from judge.web.i18n import LANG_COOKIE, LANGUAGES, N_, choose
from judge.web.inputs import form_text

#: Who may not see the pages yet, and why (None: anyone may).
Gate = Callable[["Visitor | None"], "str | None"]

CLOSED = N_("The learning pages open when the contest is over.")
NO_HINTS = N_("This problem has no hints.")
NO_EDITORIAL = N_("This problem has no editorial.")
OVER = N_("The game is over: start a new one.")


class Help(Protocol):
    """Who may take a problem's hints and editorial, and what each visitor took: the
    learner's record on the learner's own server, the contest's database for its teams."""

    def closed(self, visitor: Visitor | None) -> str | None:
        """Why the hints and editorials are closed to ``visitor`` (None: open)."""

    def sees_all(self, visitor: Visitor | None) -> bool:
        """Whether ``visitor`` sees every hint and the editorial without taking them."""

    def taken(self, visitor: Visitor | None, problem_id: str) -> tuple[int, bool]:
        """(hints taken, editorial seen) of ``visitor`` on the problem."""

    def note(
        self, visitor: Visitor | None, problem_id: str, hints: int = 0, editorial: bool = False
    ) -> None:
        """Notes help taken: ``hints`` in all, the editorial when ``editorial``."""


class Refused(JudgeError):
    """A page refused with its own status (a game that is not here: 404)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class Listed:
    """A problem with a game, as the index lists it."""

    problem_id: str
    title: str
    title_zh: str
    game: str
    hints: bool  # it has hints (hints.yaml)
    editorial: bool  # it has an editorial
    # An OI edition's subtasks, (name, points) in problem.yaml's order; () if judged pass-fail.
    subtasks: tuple[tuple[str, str], ...] = ()


def labels(lang: str) -> Labels:
    """The pictures' words in ``lang``."""
    _ = r.translator(lang)
    return Labels(
        title=_("the table as a picture"),
        strip=_("one cell per position, {first} to {last}, coloured by Grundy value; dark: P"),
        grid=_("the first number down, the second across; a point: a P-position"),
        mirrored=_("grey: the same positions with the numbers swapped"),
        graph=_("each vertex with its Grundy value; dark: P"),
        period=_("period {period} from {start}"),
        saltus=_("saltus {saltus}"),
        pattern_start=_("the pattern starts here"),
        draw=_("grey: a draw"),
    )


def _shown(value: ParameterValue) -> str:
    return ",".join(map(str, value)) if isinstance(value, tuple) else str(value)


class LearnPages:
    """The learner's pages over the games of ``ids`` in the problem set at ``root``."""

    def __init__(
        self,
        root: Path,
        ids: list[str],
        help: Help,
        gate: Gate | None = None,
        home: str = "/",
    ):
        self.root = root
        self.help = help
        self.gate = gate
        self.home = home  # where the pages' first link goes (the contest's home, or /learn)
        self.key = secrets.token_bytes(32)
        self.listed: list[Listed] = []
        for problem_id in ids:
            if not (root / "problems" / problem_id / "game.py").is_file():
                continue
            problem = load_problem(root, problem_id)
            title_zh = problem.title_in("zh")
            helps = hints_path(problem).is_file(), editorial_path(problem).is_file()
            scored = problem.subtasks.subtasks if problem.subtasks else ()
            subtasks = tuple((subtask.name, f"{subtask.points:g}") for subtask in scored)
            self.listed.append(
                Listed(problem_id, problem.title, title_zh, problem.game or "", *helps, subtasks)
            )
        self.ids = [item.problem_id for item in self.listed]

    # -- plumbing -------------------------------------------------------------------------

    def language(self, request: Request, visitor: Visitor | None) -> str:
        """The pages' language: the contest visitor's, else the cookie's or the browser's."""
        if visitor is not None:
            return visitor.lang
        return choose(request.cookies.get(LANG_COOKIE), request.headers.get("accept-language"))

    def _open(self, request: Request, visitor: Visitor | None) -> str:
        """The language, once the gate lets the visitor in (else a 404 saying when)."""
        lang = self.language(request, visitor)
        if self.gate is not None:
            closed = self.gate(visitor)
            if closed is not None:
                raise Refused(404, r.translator(lang)(closed))
        return lang

    def _page(self, template: str, lang: str, visitor: Visitor | None, **extra: Any) -> Response:
        status = extra.pop("status", 200)
        text = r.render(
            template,
            lang=lang,
            ui_languages=LANGUAGES,
            home=self.home,
            csrf=visitor.csrf if visitor is not None else "",
            **extra,
        )
        return HTMLResponse(text, status_code=status)

    def refused_page(self, lang: str, status: int, message: str) -> Response:
        """An error page of the learner's pages."""
        return self._page(
            "learn_error.html", lang, None, status=status, message=message, title=f"{status}"
        )

    def _game(self, name: str, values: dict[str, str] | None = None) -> Game:
        try:
            game = lessons.learnable(self.root, self.ids, name)
        except JudgeError as exc:
            if name.startswith(("octal:", "subtraction:")):
                raise
            raise Refused(404, str(exc)) from None
        if values is None:
            return game
        return game.with_values(lessons.parameter_values(game, values))

    # -- the pages --------------------------------------------------------------------------

    def index(self, request: Request, visitor: Visitor | None, form: FormData | None) -> Response:
        """Every game of the set, and a form for an octal or subtraction game."""
        lang = self._open(request, visitor)
        family = request.query_params.get("family", "").strip()
        if family:
            if not family.startswith(("octal:", "subtraction:")):
                family = ("octal:" if family.startswith((".", "0.")) else "subtraction:") + family
            self._game(family)  # checked here: a 400 page saying what is wrong
            return RedirectResponse("/learn/" + quote(family, safe=":,."), 303)
        return self._page("learn_index.html", lang, visitor, games=self.listed, title="")

    def table(self, request: Request, visitor: Visitor | None, form: FormData | None) -> Response:
        """A game's table as its picture, the guess and its proof, the parameters' form."""
        lang = self._open(request, visitor)
        query = dict(request.query_params.items())
        game = self._game(request.path_params["game"], query)
        limit = lessons.limit_of(game, query.get("max", ""))
        found = lessons.lesson(game, limit)
        picture = table_svg(found.rows, found.guess, found.edges, labels(lang))
        return self._page(
            "learn_table.html",
            lang,
            visitor,
            title=game.title,
            game=game,
            lesson=found,
            picture=picture,
            fields=self._fields(game),
            top=lessons.top_limit(game),
            play_query=urlencode({p.name: _shown(game.values[p.name]) for p in game.parameters}),
            listed=next((item for item in self.listed if item.problem_id == game.problem_id), None),
        )

    def _fields(self, game: Game) -> list[dict[str, str]]:
        return [
            {"name": p.name, "value": _shown(game.values[p.name]), "help": p.help}
            for p in game.parameters
        ]

    # -- playing ----------------------------------------------------------------------------

    def play(self, request: Request, visitor: Visitor | None, form: FormData | None) -> Response:
        """GET: the form to start a game (or, with ``start``, the game begun); POST: one move
        of the learner's, from the signed record of the game so far."""
        lang = self._open(request, visitor)
        name = request.path_params["game"]
        if form is None:
            query = dict(request.query_params.items())
            game = self._game(name, query)
            if "start" not in query:
                fields = self._fields(game)
                return self._page(
                    "learn_start.html", lang, visitor, title=game.title, game=game, fields=fields
                )
            position = lessons.start_of(game, query.get("position", ""))
            first = Side.JUDGE if query.get("first") == Side.JUDGE.value else Side.ME
            match = Match(position, first, query.get("hint") == "1")
            return self._match_page(lang, visitor, game, name, match, None)
        values, match = self._record(name, form_text(form, "record"))
        game = self._game(name, values)
        if form_text(form, "hint_switch"):
            match = Match(match.position, match.first, not match.hint, match.moves)
            return self._match_page(lang, visitor, game, name, match, None)
        move = " ".join(form_text(form, "move").split())[:200]
        if not move:
            raise JudgeError("no move given: click one, or type it")
        state = lessons.within_time(replay, (game, match), "the game")
        refusal = illegal(game, state.state, move) if state.my_turn else None
        if refusal is None and state.my_turn:
            match = match.then(move)
        elif refusal is None:
            refusal = r.translator(lang)(OVER)
        return self._match_page(lang, visitor, game, name, match, refusal)

    def _match_page(
        self,
        lang: str,
        visitor: Visitor | None,
        game: Game,
        name: str,
        match: Match,
        refusal: str | None,
    ) -> Response:
        played = lessons.within_time(replay, (game, match), "the game")
        graph = None
        if game.picture == "graph":
            found = lessons.lesson(game, game.table_max)
            graph = (found.rows, found.edges or [])
        drawing = position_svg(game, played.state, graph)
        over = played.result is not None
        return self._page(
            "learn_play.html",
            lang,
            visitor,
            status=400 if refusal else 200,
            title=game.title,
            game=game,
            game_name=name,
            played=played,
            drawing=drawing,
            describe=game.describe(played.state),
            refusal=refusal,
            record=self._sign(name, game, match),
            hint=match.hint,
            start=show_position(match.position),
            over=over,
            won=played.result in (Result.WON, Result.DRAW),
            again="/learn/" + name + "/play?" + urlencode(self._again(game, match)),
        )

    def _again(self, game: Game, match: Match) -> dict[str, str]:
        query = {p.name: _shown(game.values[p.name]) for p in game.parameters}
        query.update(start="1", first=match.first.value, hint="1" if match.hint else "0")
        return query

    # -- the signed record of a game --------------------------------------------------------

    def _sign(self, name: str, game: Game, match: Match) -> str:
        values = {k: list(v) if isinstance(v, tuple) else v for k, v in game.values.items()}
        data = json.dumps({"game": name, "values": values, "match": match.as_json()})
        body = base64.urlsafe_b64encode(data.encode()).decode()
        mac = hmac.new(self.key, body.encode(), hashlib.sha256).hexdigest()
        return f"{body}.{mac}"

    def _record(self, name: str, text: str) -> tuple[dict[str, str], Match]:
        """The parameters (as a form gives them) and the match of a signed record; JudgeError
        for a record this server did not sign, or one of another game."""
        body, _, mac = text.partition(".")
        wanted = hmac.new(self.key, body.encode(), hashlib.sha256).hexdigest()
        if not hmac.compare_digest(mac.encode(), wanted.encode()):
            raise JudgeError("the game's record is not this server's: start a new game")
        try:
            data = json.loads(base64.urlsafe_b64decode(body.encode()))
        except (binascii.Error, ValueError):
            raise JudgeError("the game's record is damaged: start a new game") from None
        if not isinstance(data, dict) or data.get("game") != name:
            raise JudgeError("the game's record is another game's: start a new game")
        values = data.get("values")
        if not isinstance(values, dict):
            raise JudgeError("the game's record is damaged: start a new game")
        texts = {
            str(k): ",".join(map(str, v)) if isinstance(v, list) else str(v)
            for k, v in values.items()
        }
        return texts, match_of(data.get("match"))

    # -- hints and the editorial ------------------------------------------------------------

    def _helped(self, request: Request, visitor: Visitor | None) -> tuple[str, Any]:
        """The language and the problem of a hints or editorial page, once open."""
        lang = self.language(request, visitor)
        closed = self.help.closed(visitor)
        if closed is not None:
            raise Refused(404, r.translator(lang)(closed))
        name = request.path_params["game"]
        if name not in self.ids:
            raise Refused(404, f"no problem {name[:40]!r} here")
        return lang, load_problem(self.root, name)

    def hints(self, request: Request, visitor: Visitor | None, form: FormData | None) -> Response:
        """The hints taken so far, one at a time as `judge hint` gives them; a POST takes the
        next one (noted), then shows them all again."""
        lang, problem = self._helped(request, visitor)
        hints = hints_of(problem, lang)
        if not hints:
            raise Refused(404, r.translator(lang)(NO_HINTS))
        everything = self.help.sees_all(visitor)
        taken, _ = self.help.taken(visitor, problem.id)
        taken = len(hints) if everything else min(taken, len(hints))
        if form is not None and not everything and taken < len(hints):
            taken += 1
            self.help.note(visitor, problem.id, hints=taken)
        return self._page(
            "learn_hints.html",
            lang,
            visitor,
            title=problem.title_in(lang),
            problem_id=problem.id,
            hints=hints[:taken],
            total=len(hints),
            editorial=editorial_of(problem, lang) is not None,
        )

    def editorial(
        self, request: Request, visitor: Visitor | None, form: FormData | None
    ) -> Response:
        """The editorial, after a confirmation (once: not again after it was seen); a POST
        confirms, and is noted."""
        lang, problem = self._helped(request, visitor)
        text = editorial_of(problem, lang)
        if text is None:
            raise Refused(404, r.translator(lang)(NO_EDITORIAL))
        _, seen = self.help.taken(visitor, problem.id)
        if form is not None and not seen and not self.help.sees_all(visitor):
            self.help.note(visitor, problem.id, editorial=True)
            seen = True
        shown = seen or self.help.sees_all(visitor)
        return self._page(
            "learn_editorial.html",
            lang,
            visitor,
            title=problem.title_in(lang),
            problem_id=problem.id,
            editorial=r.markdown_html(text) if shown else None,
        )

    # -- the learner's own server -----------------------------------------------------------

    def home_page(
        self, request: Request, visitor: Visitor | None, form: FormData | None
    ) -> Response:
        """The learner's server's first page: the index."""
        return RedirectResponse("/learn", 303)

    def choose_language(
        self, request: Request, visitor: Visitor | None, form: FormData | None
    ) -> Response:
        """The language switch of the learner's server (a cookie), back to where it was."""
        to = request.query_params.get("to", "")
        back = request.headers.get("referer", "")
        path = "/learn"
        if back:
            tail = back.split("//", 1)[-1]
            path = "/" + tail.split("/", 1)[1] if "/" in tail else "/learn"
        if not path.startswith("/learn") or "\\" in path:
            path = "/learn"
        response = RedirectResponse(path, 303)
        if to in LANGUAGES:
            response.set_cookie(LANG_COOKIE, to, max_age=365 * 86400, samesite="lax")
        return response
