"""Our Markdown statements as Kattis package statements.

A package statement holds the problem text without the samples (the judging system appends
them from data/sample) and, in Markdown, without the title (it comes from problem.yaml). So the
`# Title` line and the `## Sample` section (`## 样例` in a Chinese statement) are taken out; the
rest is kept as it is (2023-07, `statement/problem.<lang>.md`) or turned into LaTeX (legacy,
`problem_statement/problem.<lang>.tex`).

A Chinese LaTeX statement starts with `CJK_SETUP`: problemtools builds statements with
lualatex and its problemset.cls, whose fonts have no Chinese characters, and TeX breaks lines
only at spaces, which Chinese text has none of. The setup (skipped by plasTeX, which renders the
HTML) switches to the Noto CJK fonts where they are installed (Debian's fonts-noto-cjk) and lets
a line break between any two Chinese characters; without the fonts the statement still builds,
its Chinese characters missing from the PDF.

The LaTeX conversion covers the Markdown our statements use: `##` sections, paragraphs, `-`
and `1.` lists (with continuation lines), fenced code blocks, inline code, **bold**,
*emphasis* and bare URLs; everything else is text, with LaTeX's special characters escaped.
"""

from __future__ import annotations

import re

_SAMPLE_HEADING = re.compile(r"^##\s+(?:Samples?\b|\S*样例)", re.IGNORECASE)


def split_statement(markdown: str) -> tuple[str, str]:
    """(title, body): the `# Title` line taken out, and the `## Sample` section(s)."""
    lines = markdown.splitlines()
    title = ""
    if lines and lines[0].startswith("# "):
        title = lines[0][2:].strip()
        lines = lines[1:]
    kept, skipping = [], False
    for line in lines:
        if line.startswith("## "):
            skipping = bool(_SAMPLE_HEADING.match(line))
        if not skipping:
            kept.append(line)
    body = "\n".join(kept).strip("\n")
    return title, re.sub(r"\n{3,}", "\n\n", body) + "\n"


_SPECIAL = {
    "\\": r"\textbackslash{}",
    "{": r"\{",
    "}": r"\}",
    "$": r"\$",
    "&": r"\&",
    "#": r"\#",
    "%": r"\%",
    "_": r"\_",
    "^": r"\^{}",
    "~": r"\textasciitilde{}",
    "<": r"\textless{}",
    ">": r"\textgreater{}",
    "|": r"\textbar{}",
}
_INLINE = re.compile(
    r"`([^`]+)`|\*\*(.+?)\*\*|(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*(?![*\w])|"
    r"(https?://[^\s)]+)"
)


def escape(text: str) -> str:
    """Text with LaTeX's special characters escaped."""
    return "".join(_SPECIAL.get(ch, ch) for ch in text)


def inline(text: str) -> str:
    """One line of Markdown text as LaTeX."""
    out, position = [], 0
    for match in _INLINE.finditer(text):
        out.append(escape(text[position : match.start()]))
        code, bold, emphasis, url = match.groups()
        if code is not None:
            out.append(r"\texttt{" + escape(code) + "}")
        elif bold is not None:
            out.append(r"\textbf{" + inline(bold) + "}")
        elif emphasis is not None:
            out.append(r"\emph{" + inline(emphasis) + "}")
        else:
            out.append(r"\url{" + url.replace("%", r"\%").replace("#", r"\#") + "}")
        position = match.end()
    out.append(escape(text[position:]))
    return "".join(out)


# Lua run by lualatex (\directlua: one line once TeX has read it, so no comments, and no `#`,
# `%`, `~` or backslash): after the fonts have shaped a paragraph, a glue that may stretch a
# little goes between two glyphs of which one is a CJK character or punctuation, so that TeX
# may break the line there, as it breaks Latin text at spaces; never before a closing mark
# (，。、：；？！）」』】》”’) nor after an opening one (（「『【《“‘), as Chinese is set.
_CJK_BREAKS = r"""
local glyph, glue = node.id("glyph"), node.id("glue")
local closing, opening = {}, {}
for i, c in ipairs({0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF01, 0xFF09,
    0x300D, 0x300F, 0x3011, 0x300B, 0x201D, 0x2019}) do closing[c] = true end
for i, c in ipairs({0xFF08, 0x300C, 0x300E, 0x3010, 0x300A, 0x201C, 0x2018}) do
  opening[c] = true
end
local function wide(c)
  return (c >= 0x2E80 and c <= 0x9FFF) or (c >= 0xF900 and c <= 0xFAFF)
    or (c >= 0xFF00 and c <= 0xFFEF)
end
local function breakable(a, b)
  return (wide(a) or wide(b)) and not closing[b] and not opening[a]
end
local function breaks(head)
  local n = head
  while n do
    local after = n.next
    if n.id == glyph and after and after.id == glyph and breakable(n.char, after.char) then
      local g = node.new(glue)
      node.setglue(g, 0, 65536, 0, 0, 0)
      head = node.insert_after(head, n, g)
    end
    n = after
  end
  return head
end
if not luatexbase.in_callback("pre_linebreak_filter", "judge.cjk.breaks") then
  luatexbase.add_to_callback("pre_linebreak_filter", breaks, "judge.cjk.breaks")
end
"""

#: What a Chinese LaTeX statement starts with (see the module's docstring): for lualatex only
#: (problemset.cls's \ifplastex is true under plasTeX), and only where the fonts are installed.
CJK_SETUP = (
    "\\ifplastex\\else\n"
    "\\IfFontExistsTF{Noto Serif CJK SC}{%\n"
    "\\setmainfont{Noto Serif CJK SC}%\n"
    "\\setsansfont{Noto Sans CJK SC}%\n"
    "\\setmonofont{Noto Sans Mono CJK SC}%\n"
    "\\directlua{" + _CJK_BREAKS.strip("\n") + "}%\n"
    "}{}\n"
    "\\fi\n"
)


# A list item: `- `/`* ` (itemize) or `1. `/`1) ` (enumerate, which only `1.` starts, as in
# CommonMark: a wrapped line that happens to begin with another number stays text).
_ITEM = re.compile(r"^\s*(?:([-*])|(\d+)[.)])\s+")


def _list_kind(line: str, open_kind: str) -> str:
    """The list environment `line` is an item of (itemize, enumerate), or "" for none."""
    match = _ITEM.match(line)
    if match is None:
        return ""
    if match.group(1):
        return "itemize"
    return "enumerate" if match.group(2) == "1" or open_kind == "enumerate" else ""


def _item(lines: list[str], k: int) -> tuple[str, int]:
    """The text of the item starting at lines[k] (its indented continuation lines joined)
    and the index of its last line."""
    item = [_ITEM.sub("", lines[k])]
    while k + 1 < len(lines) and lines[k + 1].startswith("  ") and not _ITEM.match(lines[k + 1]):
        k += 1
        item.append(lines[k].strip())
    return " ".join(item), k


def to_latex(title: str, body: str, lang: str = "en") -> str:
    """The statement body (from split_statement) as a Kattis LaTeX statement in `lang` (a
    Chinese one starts with CJK_SETUP)."""
    out = [CJK_SETUP] if lang == "zh" else []
    out += [r"\problemname{" + escape(title) + "}", ""]
    lines = body.splitlines()
    k = 0
    open_kind = ""  # the list environment open, or ""

    def close_list() -> None:
        nonlocal open_kind
        if open_kind:
            out.extend([f"\\end{{{open_kind}}}", ""])
            open_kind = ""

    while k < len(lines):
        line = lines[k]
        kind = _list_kind(line, open_kind)
        if line.startswith("```"):
            close_list()
            block = []
            k += 1
            while k < len(lines) and not lines[k].startswith("```"):
                block.append(lines[k])
                k += 1
            out += [r"\begin{verbatim}", *block, r"\end{verbatim}", ""]
        elif line.startswith("#"):
            close_list()
            level = len(line) - len(line.lstrip("#"))
            command = "section*" if level <= 2 else "subsection*"
            out += [f"\\{command}{{{inline(line.lstrip('#').strip())}}}", ""]
        elif kind:
            if kind != open_kind:
                close_list()
                out.append(f"\\begin{{{kind}}}")
                open_kind = kind
            text, k = _item(lines, k)
            out.append(r"\item " + inline(text))
        elif not line.strip():
            close_list()
            if out and out[-1] != "":
                out.append("")
        else:
            close_list()
            out.append(inline(line))
        k += 1
    close_list()
    return "\n".join(out).rstrip("\n") + "\n"


# -- a package's own statement, as Markdown (for the contest server's problem pages) --------

_DROPPED = ("problemname", "illustration", "includegraphics", "caption", "label", "directlua")
_LATEX_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.DOTALL), replacement)
    for pattern, replacement in (
        # what is for the PDF only (CJK_SETUP's fonts), as plasTeX skips it for the HTML
        (r"\\ifplastex\s*\\else\b.*?\\fi\b", ""),
        (r"\\begin\{figure\}.*?\\end\{figure\}", ""),
        (r"\\begin\{(Input|Output|Interaction)\}", r"\n## \1\n"),
        (r"\\(?:sub)*section\*?\s*\{([^{}]*)\}", r"\n## \1\n"),
        (r"\\(?:begin|end)\{[A-Za-z*]+\}", ""),
        (r"\\item\s*", "\n- "),
        (r"\\textbf\{([^{}]*)\}", r"**\1**"),
        (r"\\(?:emph|textit)\{([^{}]*)\}", r"*\1*"),
        (r"\\texttt\{([^{}]*)\}", r"`\1`"),
        (r"\\href\{([^{}]*)\}\{([^{}]*)\}", r"[\2](\1)"),
        (r"\\(?:centering|noindent|medskip|bigskip|smallskip|newline)\b", ""),
        (r"\\(?:ldots|dots)\b", "..."),
        (r"\\url\{([^{}]*)\}", r"\1"),
        (r"\\\\", "\n\n"),
        (r"~", " "),
        (r"\\([%&#_${}])", r"\1"),
    )
)


# The characters `escape` writes as commands, turned back first, so that `\texttt{2
# \textless{}= n}` is one argument without braces inside; a tilde and a backslash stand in for
# themselves as private-use characters until the rules (which read both as LaTeX) are done.
_SYMBOLS = {
    "textless": "<",
    "textgreater": ">",
    "textbar": "|",
    "^": "^",
    "textasciitilde": "\ue000",
    "textbackslash": "\ue001",
}
_SYMBOL = re.compile(r"\\(textless|textgreater|textbar|textasciitilde|textbackslash|\^)\{\}")
_STAND_INS = str.maketrans({"\ue000": "~", "\ue001": "\\"})


def _drop_commands(text: str) -> str:
    """`\\command[...]{...}{...}` of the commands in _DROPPED taken out, nested braces and
    all (a title, a figure and its credits)."""
    pattern = re.compile(r"\\(?:" + "|".join(_DROPPED) + r")\b\s*(?:\[[^\]]*\])?")
    while (match := pattern.search(text)) is not None:
        end = match.end()
        while end < len(text) and text[end] == "{":
            depth = 0
            for position in range(end, len(text)):
                depth += {"{": 1, "}": -1}.get(text[position], 0)
                if depth == 0:
                    end = position + 1
                    break
            else:
                end = len(text)
            while end < len(text) and text[end] in " \t":
                end += 1
        text = text[: match.start()] + text[end:]
    return text


def latex_as_markdown(text: str) -> str:
    """A LaTeX problem statement as readable Markdown: sections (and the Input and Output
    environments) become headings, lists, links and text styles their Markdown; comments,
    the title and figures go; formulas stay as written between $ signs. Not a LaTeX renderer:
    what it does not know is left as it is."""
    text = re.sub(r"(?<!\\)%[^\n]*", "", text)  # comments (an escaped \% is text)
    text = _drop_commands(text)
    text = _SYMBOL.sub(lambda match: _SYMBOLS[match.group(1)], text)
    for pattern, replacement in _LATEX_RULES:
        text = pattern.sub(replacement, text)
    lines = [line.strip() for line in text.split("\n")]  # indented lines are not code
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip() + "\n"
    return text.translate(_STAND_INS)
