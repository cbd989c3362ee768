"""A sample's text made a file, a page's white space squeezed, kibibytes as MiB."""

from __future__ import annotations

from judge.online.pages.page import mib, sample_text, squeezed


def test_a_sample_is_a_file_of_plain_lines() -> None:
    assert sample_text("\r\n1 2  \r\n3 4\r\n\r\n") == "1 2\n3 4\n"
    assert sample_text("  \n") == ""


def test_white_space_and_non_breaking_spaces_squeeze() -> None:
    assert squeezed("  Time\xa0Limit:\n 1000 MS ") == "Time Limit: 1000 MS"


def test_kibibytes_are_whole_mib() -> None:
    assert (mib(32768), mib(65536), mib(65535), mib(100)) == (32, 64, 64, 1)
