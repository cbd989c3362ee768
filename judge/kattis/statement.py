"""Our Markdown statements as Kattis package statements.

A package statement holds the problem text without the samples (the judging system appends
them from data/sample) and, in Markdown, without the title (it comes from problem.yaml). So the
`# Title` line and the `## Sample` section are taken out; the rest is kept as it is (2023-07,
`statement/problem.en.md`) or turned into LaTeX (legacy, `problem_statement/problem.en.tex`).

The LaTeX conversion covers the Markdown our statements use: `##` sections, paragraphs, `-`
lists (with continuation lines), fenced code blocks, inline code, **bold**, *emphasis* and
bare URLs; everything else is text, with LaTeX's special characters escaped.
"""

from __future__ import annotations

import re

_SAMPLE_HEADING = re.compile(r"^##\s+Samples?\b", re.IGNORECASE)


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


def to_latex(title: str, body: str) -> str:
    """The statement body (from split_statement) as a Kattis LaTeX statement."""
    out = [r"\problemname{" + escape(title) + "}", ""]
    lines = body.splitlines()
    k = 0
    in_list = False

    def close_list() -> None:
        nonlocal in_list
        if in_list:
            out.append(r"\end{itemize}")
            out.append("")
            in_list = False

    while k < len(lines):
        line = lines[k]
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
        elif re.match(r"^\s*[-*]\s+", line):
            if not in_list:
                out.append(r"\begin{itemize}")
                in_list = True
            item = [re.sub(r"^\s*[-*]\s+", "", line)]
            while (
                k + 1 < len(lines)
                and lines[k + 1].startswith("  ")
                and not re.match(r"^\s*[-*]\s+", lines[k + 1])
            ):
                k += 1
                item.append(lines[k].strip())
            out.append(r"\item " + inline(" ".join(item)))
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

_DROPPED = ("problemname", "illustration", "includegraphics", "caption", "label")
_LATEX_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.DOTALL), replacement)
    for pattern, replacement in (
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
        (r"\\\\", "\n\n"),
        (r"~", " "),
        (r"\\([%&#_$])", r"\1"),
    )
)


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
    for pattern, replacement in _LATEX_RULES:
        text = pattern.sub(replacement, text)
    lines = [line.strip() for line in text.split("\n")]  # indented lines are not code
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip() + "\n"
