"""A club's site's accounts in the browser: the coach's page of members (``/members``) and the
page where people ask for an account (``/register``).

- **The members' page** is a coach's or an admin's (anyone else: a 403; logged out: the login
  form). It lists the members, imports a CSV of them (the file ``judge site members import``
  reads, uploaded or pasted), gives a member a new password, and approves or refuses the
  accounts people asked for. A new password is shown once, on the page that answers the form,
  never kept in a form of its own nor a cache (``Cache-Control: no-store``). A coach manages
  every account but an admin's, and cannot make one (:meth:`SiteRole.manages`).
- **Asking for an account** is open only where ``site.yaml`` says ``registration: approve``
  (else a 404 that says who makes the accounts): an id, a name and a chosen password, waiting
  until a coach approves (:mod:`judge.contest.ops.registrations`).

Every POST carries the site's CSRF token, as every form of the site does.
"""

from __future__ import annotations

from starlette.datastructures import FormData, UploadFile
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from judge.contest.core.site import Registration, SiteRole
from judge.contest.ops.accounts import Imported
from judge.contest.ops.members import (
    import_members,
    member_list,
    member_of,
    members_of_text,
    set_member_password,
)
from judge.contest.ops.registrations import Request as Asking
from judge.contest.ops.registrations import TooManyAsked, approve, refuse, register, waiting
from judge.errors import JudgeError
from judge.web.auth import Visitor
from judge.web.i18n import N_, said
from judge.web.inputs import form_text
from judge.web.pages import client_address
from judge.web.render import translator
from judge.web.site_pages import EXPIRED, SitePages, set_site_cookie

#: Each role's name, as the members' page shows it.
ROLE_NAMES = {"member": N_("member"), "coach": N_("coach"), "admin": N_("admin")}
#: The largest members' CSV a form takes (as the CLI would read a file: a club's, not a city's).
CSV_LIMIT = 1 << 20


class SiteAdmin:
    """The site's account pages (see the module's docstring), on the members' pages' login."""

    def __init__(self, pages: SitePages) -> None:
        self.pages = pages
        self.store = pages.store

    def handle(self, request: Request, form: FormData | None, action: str) -> Response:
        """Runs ``action`` (``members``, ``members/import``, ``members/password``,
        ``members/approve``, ``members/refuse``, ``register``) after the CSRF check of a POST; a field that is not what it must be is a 400 page."""
        visitor = self.pages.visitor(request)
        _ = translator(visitor.lang)
        if form is not None and not self.pages.auth.csrf_ok(visitor, _text(form, "csrf")):
            return self.pages.refused(visitor, 403, _(EXPIRED))
        try:
            if action == "register":
                return self.register(request, visitor, form)
            role = self._role(visitor)
            if role is None:
                return self._log_in_first(visitor)
            if not role.manages(SiteRole.MEMBER):
                return self.pages.refused(
                    visitor, 403, _("This page is for the site's coaches and admins.")
                )
            if form is None and action == "members":
                return self.members(visitor, role)
            if form is not None and action == "members/import":
                return self.imported(visitor, role, form)
            if form is not None and action == "members/password":
                return self.password(visitor, role, form_text(form, "member"))
            if form is not None and action in ("members/approve", "members/refuse"):
                return self.decide(visitor, action == "members/approve", form_text(form, "member"))
        except JudgeError as exc:
            return self.pages.refused(visitor, 400, said(exc, visitor.lang, sentence=True))
        return self.pages.refused(visitor, 404, _("There is no such page on this site."))

    # -- the coach's page -------------------------------------------------------------------

    def members(
        self, visitor: Visitor, role: SiteRole, status: int = 200, error: str | None = None
    ) -> Response:
        """The members' page: the members, the import form, the waiting registrations."""
        listed = member_list(self.store)
        return self.pages.page(
            visitor,
            "site_members.html",
            status,
            members=[(m, role.manages(m.role)) for m in listed],
            asked=waiting(self.store),
            policy=self.pages.site.config.registration,
            role_names=ROLE_NAMES,
            error=error,
        )

    def imported(self, visitor: Visitor, role: SiteRole, form: FormData) -> Response:
        """Imports the members of the CSV sent (a file, else the pasted text); the new
        passwords shown once."""
        _ = translator(visitor.lang)
        text = _csv_of(form)
        if not text.strip():
            return self.members(visitor, role, 400, _("Choose a CSV file or paste its text."))
        given = members_of_text(text, _("the CSV sent"))
        known = {m.id: m for m in member_list(self.store)}
        for member in given:
            old = known.get(member.id)
            if not role.manages(member.role) or (old is not None and not role.manages(old.role)):
                message = _("Only an admin may make or change an admin's account ({id}).")
                return self.members(visitor, role, 403, message.format(id=member.id))
        done = import_members(self.store, given, self.pages.clock.now())
        return self._passwords(visitor, done)

    def password(self, visitor: Visitor, role: SiteRole, member_id: str) -> Response:
        """Gives a member a new password (their sessions end), shown once."""
        _ = translator(visitor.lang)
        member = member_of(self.store, member_id)
        if member is None:
            return self.pages.refused(visitor, 404, _("There is no such member on this site."))
        if not role.manages(member.role):
            message = _("Only an admin may give an admin a new password.")
            return self.members(visitor, role, 403, message)
        fresh = set_member_password(self.store, member.id)
        return self._passwords(visitor, [Imported(member.id, member.name, fresh, False)])

    def decide(self, visitor: Visitor, approved: bool, member_id: str) -> Response:
        """Approves or refuses a waiting registration, back to the members' page."""
        if approved:
            approve(self.store, member_id, self.pages.clock.now())
        else:
            refuse(self.store, member_id)
        return set_site_cookie(RedirectResponse("/members", 303), self.pages.auth, visitor)

    # -- asking for an account --------------------------------------------------------------

    def register(self, request: Request, visitor: Visitor, form: FormData | None) -> Response:
        """The form to ask for an account (GET), or the asking (POST)."""
        _ = translator(visitor.lang)
        policy = self.pages.site.config.registration
        if policy is Registration.OFF:
            message = _("This site makes its accounts itself: ask the coach for one.")
            return self.pages.refused(visitor, 404, message)
        if form is None:
            return self.pages.page(visitor, "site_register.html", error=None, fields={})
        fields = {key: form_text(form, key).strip() for key in ("id", "name")}
        password = form_text(form, "password", nul=True)
        status, error = 200, None
        if password != form_text(form, "again", nul=True):
            status, error = 400, _("The two passwords differ.")
        else:
            asking = Asking(fields["id"], fields["name"], password)
            try:
                register(
                    self.store, policy, asking, client_address(request), self.pages.clock.now()
                )
            except TooManyAsked:
                status, error = (
                    429,
                    _("Too many accounts are waiting for the coach: try again later."),
                )
            except JudgeError as exc:
                status, error = 400, said(exc, visitor.lang, sentence=True)
        if error is not None:
            return self.pages.page(
                visitor, "site_register.html", status, error=error, fields=fields
            )
        return self.pages.page(visitor, "site_registered.html", member_id=fields["id"])

    # -- helpers ----------------------------------------------------------------------------

    def _role(self, visitor: Visitor) -> SiteRole | None:
        if visitor.account is None:
            return None
        member = member_of(self.store, visitor.account.username)
        return None if member is None else member.role

    def _log_in_first(self, visitor: Visitor) -> Response:
        return set_site_cookie(
            RedirectResponse("/login?next=%2Fmembers", 303), self.pages.auth, visitor
        )

    def _passwords(self, visitor: Visitor, done: list[Imported]) -> Response:
        response = self.pages.page(visitor, "site_passwords.html", done=done)
        response.headers["Cache-Control"] = "no-store"
        return response


def _text(form: FormData, key: str) -> str | None:
    value = form.get(key)
    return value if isinstance(value, str) else None


def _csv_of(form: FormData) -> str:
    """The CSV text a form sent: its file when one was chosen, else its pasted text."""
    upload = form.get("file")
    if isinstance(upload, UploadFile) and upload.filename:
        data = upload.file.read(CSV_LIMIT + 1)
        if len(data) > CSV_LIMIT:
            raise JudgeError(f"the CSV sent is larger than {CSV_LIMIT // 1024} KiB")
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise JudgeError("the CSV sent is not UTF-8 text") from None
    return form_text(form, "csv")
