"""The polite session: one request a second to a real site (not waited for on the loopback),
pages decoded by their charset (GBK), a dry run's request with the password masked, and
the network's failures said plainly."""

from __future__ import annotations

import socket

import pytest

from judge.online.http import CAPTCHA, Request, Session, SiteError, decode


def test_a_real_site_gets_at_most_one_request_a_second() -> None:
    now = [100.0]
    waits: list[float] = []

    def sleep(seconds: float) -> None:
        waits.append(seconds)
        now[0] += seconds

    session = Session("HDU", sleep=sleep, clock=lambda: now[0])
    session._wait("http://acm.hdu.edu.cn/status.php", 0)
    now[0] += 0.25
    session._wait("http://acm.hdu.edu.cn/status.php", 0)
    session._wait("http://acm.hdu.edu.cn/status.php", 1)  # a retry: twice as long
    assert waits == [0.75, 2.0]
    session._wait("http://127.0.0.1:8000/status.php", 0)  # a replica: no wait
    assert waits == [0.75, 2.0]


def test_pages_are_decoded_by_their_charset() -> None:
    gbk = "<html>杭电</html>".encode("gbk")
    assert decode(gbk, "text/html; charset=gbk", "utf-8") == "<html>杭电</html>"
    meta = b'<meta http-equiv="Content-Type" content="text/html; charset=gb2312">' + "杭电".encode(
        "gbk"
    )
    assert decode(meta, "text/html", "utf-8").endswith("杭电")
    assert decode("杭电".encode("gbk"), "", "gbk") == "杭电"
    # 镕 is GBK's, not GB2312's: a page labelled gb2312 is read as GBK, as browsers do.
    assert decode("朱镕基".encode("gbk"), "text/html; charset=gb2312", "utf-8") == "朱镕基"


def test_a_request_shown_masks_the_password_and_cuts_long_fields() -> None:
    shown = Request(
        "POST",
        "http://poj.org/login",
        (("user_id1", "me"), ("password1", "pw"), ("source", "x" * 100)),
        secret=frozenset({"password1"}),
    ).shown()
    assert "password1=****" in shown and "pw" not in shown.replace("password1", "")
    assert "(100 characters)" in shown


def test_a_site_that_cannot_be_reached_is_said_plainly() -> None:
    with pytest.raises(
        SiteError, match=r"cannot reach POJ at http://127\.0\.0\.1:9/ \(.*\): check the network"
    ):
        Session("POJ", timeout=2).get("http://127.0.0.1:9/")


def test_a_site_that_does_not_answer_in_time_is_said_plainly() -> None:
    with socket.socket() as silent:  # listens, never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        url = f"http://127.0.0.1:{silent.getsockname()[1]}/status.php"
        with pytest.raises(
            SiteError,
            match=r"HDU did not answer within 0\.3 s \(http://127.*\): .* try again later",
        ):
            Session("HDU", timeout=0.3).get(url)


def test_a_requests_repr_keeps_its_fields_out() -> None:
    request = Request("POST", "http://poj.org/login", (("password1", "pw-secret"),))
    assert "pw-secret" not in repr(request)


def test_a_captcha_is_a_forms_field_not_a_word_of_a_statement() -> None:
    assert CAPTCHA.search("<form><input type=text name=captcha size=4> 验证码</form>")
    assert CAPTCHA.search("<input name='Captcha'>")
    assert not CAPTCHA.search("<p>小明忘了网站的验证码 (captcha)……</p>")
