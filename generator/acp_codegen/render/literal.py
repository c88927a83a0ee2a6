"""The one audited place where untrusted schema values become Python source.

Everything a schema says (names aside, which :mod:`acp_codegen.naming` reduces to identifiers)
reaches generated code through these functions: JSON values as ``repr``-built literals, text as
docstrings whose escaping is checked by parsing the result back.
"""

from __future__ import annotations

import ast
import inspect
import math
import re
from collections.abc import Iterable, Sequence
from typing import Any


def py_literal(value: Any, *, non_finite: bool = False) -> str:
    """Python source for a JSON value; ``ast.literal_eval`` of the result equals ``value``
    (NaN and the infinities aside, see ``non_finite``).

    Only JSON's types are written: ``None``, ``bool``, ``int``, ``float``, ``str``, ``list``,
    and ``dict`` with string keys (kept in order); anything else raises :class:`ValueError`.
    Scalars are written by their base type's ``repr`` (``str.__repr__``, ``int.__repr__``,
    ``float.__repr__``), so a subclass cannot choose its own source text.

    NaN and the infinities are not JSON values and raise :class:`ValueError`, unless
    ``non_finite`` is set: then they are written as the expressions ``float("nan")``,
    ``float("inf")`` and ``float("-inf")``. The validators set it, because Python's ``json``
    reads a valid JSON number such as ``1e400`` as infinity, and a schema compiled from Python
    values may hold NaN; the dataclasses and docs never do.
    """
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, str):
        return str.__repr__(value)
    if isinstance(value, float):
        if math.isfinite(value):
            return float.__repr__(value)
        if not non_finite:
            raise ValueError(f"{float.__repr__(value)} is not a JSON value")
        return f'float("{float.__repr__(value)}")'
    if isinstance(value, list):
        return "[" + ", ".join(py_literal(v, non_finite=non_finite) for v in value) + "]"
    if isinstance(value, dict):
        items = []
        for key, item in value.items():
            if not isinstance(key, str):
                raise ValueError(f"{type(key).__name__} key {key!r} is not a JSON object key")
            items.append(f"{str.__repr__(key)}: {py_literal(item, non_finite=non_finite)}")
        return "{" + ", ".join(items) + "}"
    raise ValueError(f"{type(value).__name__} is not a JSON value")


DOC_WIDTH = 72
"""The columns a docstring line takes, its indentation included: PEP 8's limit for prose, so
every generated docstring fits in any target's line length from 72 up."""


LINE_LENGTH = 88
"""The narrowest line length generated code is written to fit (black's and ruff's default):
names, string pieces and dict entries are bounded so that the formatter can fit every line
of code in it. Docstrings keep to :data:`DOC_WIDTH`."""


def fitting_value(key: str, value: str, indent: int = 4) -> str:
    """A dict entry's value, parenthesised where the entry would not fit in
    :data:`LINE_LENGTH` columns, so that the formatter can break it under its key."""
    return f"({value})" if indent + len(key) + len(value) + 3 > LINE_LENGTH else value


STRING_PIECE = 50
"""The longest piece of source of a long string literal (:func:`long_string`)."""


def ascii_literal(text: str) -> str:
    """:func:`py_literal` of a string, with every character past ASCII escaped (the same
    value): no look-alike character (``’`` for ``'``) reaches the source, which linters
    flag (RUF001)."""
    literal = py_literal(text)
    if literal.isascii():  # nearly every string: nothing to escape
        return literal
    return "".join(char if char.isascii() else _escape(char) for char in literal)


def _escape(char: str) -> str:
    """The escape of a printable character past ASCII (``str.__repr__`` escapes the
    others already)."""
    code = ord(char)
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def long_string(text: str) -> str:
    """Python source for the string ``text``: :func:`ascii_literal`'s, or, past
    :data:`STRING_PIECE` characters of source, pieces of it concatenated in parentheses
    (each ending after a space where there is one), so that the formatter can put each on a
    line of its own and no line passes the target's line length."""
    if len(ascii_literal(text)) <= STRING_PIECE:
        return ascii_literal(text)
    pieces: list[str] = []
    piece = ""
    for char in text:
        if len(ascii_literal(piece + char)) > STRING_PIECE:
            cut = piece.rfind(" ") + 1
            if 0 < cut < len(piece):
                pieces.append(piece[:cut])
                piece = piece[cut:]
            else:
                pieces.append(piece)
                piece = ""
        piece += char
    pieces.append(piece)
    return "(" + " ".join(ascii_literal(piece) for piece in pieces) + ")"


def is_one_of(name: str, values: Sequence[Any], *, negated: bool = False) -> str:
    """Source of the test that ``name`` is (``negated``: is not) one of the JSON scalars
    ``values``: ``==`` for one value, else membership in a set literal."""
    if len(values) == 1:
        return f"{name} {'!=' if negated else '=='} {py_literal(values[0])}"
    members = "{" + ", ".join(py_literal(v) for v in values) + "}"
    return f"{name} {'not in' if negated else 'in'} {members}"


def py_tuple(values: Iterable[Any]) -> str:
    """Python source for a tuple of JSON values (:func:`py_literal` each)."""
    items = [py_literal(value) for value in values]
    return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"


def py_set(values: Iterable[Any]) -> str:
    """Python source for a ``frozenset`` of JSON scalars, in the order given."""
    items = [py_literal(value) for value in values]
    return "frozenset({" + ", ".join(items) + "})" if items else "frozenset()"


def docstring(
    text: str, indent: str = "", *, summary: str | None = None, exact: bool = False
) -> str:
    """A triple-quoted docstring literal for ``text``, its lines wrapped at :data:`DOC_WIDTH`
    columns: ``inspect.cleandoc`` of its value is :func:`docstring_text` of ``text``, wrapped
    (:func:`wrap_docstring`), which keeps every word and the Markdown it spells.

    Continuation lines are indented by ``indent`` (``inspect.cleandoc`` and black remove it
    again). Backslashes, quote runs and every character that is not printable are escaped, and
    so are spaces at the start or end of a line, so no description can end the literal early
    and no formatter can change what it says; a text whose only escapes would be backslashes
    is a raw docstring instead (``r\"\"\"``), as pydocstyle asks.

    ``summary``: the docstring is a module's, a class's or a function's, whose first line
    must be a one-line summary ending in a period (pydocstyle's D205, D400, D415), not opening
    with "This" (D404). When the text's first paragraph is not one, its first sentence is made
    the summary, a paragraph of its own, where that sentence is one; else ``summary`` goes
    first.

    ``exact``: the docstring is data, not only documentation (pydantic reads a model's
    docstring as its JSON Schema description, and its attribute docstrings with
    ``use_attribute_docstrings``): its lines are the text's own, neither wrapped nor given a
    summary.
    """
    clean = docstring_text(text)
    if summary is not None and not exact:
        clean = with_summary(clean, summary, DOC_WIDTH - len(indent) - 3)
    width, first = DOC_WIDTH - len(indent), DOC_WIDTH - len(indent) - 3
    if not exact:
        wrapped = wrap_docstring(clean, width, first)
        if inspect.cleandoc(wrapped) != wrapped:
            # Every line after the first hangs under an item, which ``inspect.cleandoc``
            # would take for the docstring's indentation: the item's lines continue
            # unindented (Markdown's lazy continuation), the same item.
            wrapped = wrap_docstring(clean, width, first, hang=False)
        clean = wrapped
    lines = clean.split("\n")
    raw = "\\" in clean and _raw_fits(lines)
    escaped = lines if raw else [_escape_line(line) for line in lines]
    body = escaped[0]
    for line in escaped[1:]:
        body += "\n" + (indent + line if line else "")
    if len(lines) > 1:
        body += "\n" + indent
    literal = ('r"""' if raw else '"""') + body + '"""'
    # Correct by construction; checked where a line needed escaping (a line that did not is
    # its own text inside the quotes, and ``clean`` is already what cleandoc gives back).
    if (raw or escaped != lines) and inspect.cleandoc(ast.literal_eval(literal)) != clean:
        raise AssertionError(f"docstring escaping failed for {text!r}")
    return literal


def fitting_summary(preferred: str, fallback: str, indent: str = "") -> str:
    """``preferred`` as a docstring's summary line where it fits beside the opening quotes
    (a long class name may not), else ``fallback``."""
    return preferred if len(indent) + 3 + len(preferred) <= DOC_WIDTH else fallback


# The end of a paragraph's first sentence: a period, question or exclamation mark, then a
# space and what starts a sentence, where the word before it is no abbreviation.
_SENTENCE = re.compile(r"(?<!\be\.g)(?<!\bi\.e)(?<!\betc)[.?!](?= +[A-Z`*\[(\"'])")


def with_summary(text: str, summary: str, width: int) -> str:
    """``text`` opening with a summary line of at most ``width`` columns (see
    :func:`docstring`): its first paragraph, or that paragraph's first sentence, or
    ``summary``."""
    first, gap, rest = text.partition("\n\n")
    if _summarises(first, width):
        return text
    prose = not (_WHOLE.match(first) or _ITEM.match(first) or _FENCE.match(first))
    end = _SENTENCE.search(flat := " ".join(first.split())) if prose else None
    if end is not None and _summarises(sentence := flat[: end.end()], width):
        after = _after_sentence(first, sentence)
        if after is not None:
            return f"{sentence}\n\n{after}{gap}{rest}"
    return f"{summary}\n\n{text}" if text else summary


def _summarises(line: str, width: int) -> bool:
    return (
        bool(line)
        and "\n" not in line
        and len(line) <= width
        and line.endswith((".", "?", "!"))
        and line.split(" ", 1)[0] != "This"
        and not _WHOLE.match(line)
        and not _ITEM.match(line)
    )


def _after_sentence(paragraph: str, sentence: str) -> str | None:
    """The paragraph past its first sentence ``sentence`` (whose spaces may be line breaks
    in it), or None when the paragraph does not start with it word for word."""
    words = sentence.split(" ")
    at = 0
    for word in words:
        at = paragraph.find(word, at)
        if at < 0:
            return None
        at += len(word)
    return paragraph[at:].lstrip()


def _raw_fits(lines: list[str]) -> bool:
    """Whether ``lines`` can be a raw docstring as they are: printable, no quote run that
    would end it, no backslash or space at a line's edge, which a raw string cannot hold or
    a formatter would change."""
    text = "\n".join(lines)
    if '"""' in text or text.endswith('"'):
        return False
    return all(
        line.isascii()
        and line.isprintable()
        and line.strip(" ") == line
        and not line.endswith("\\")
        for line in lines
    )


# Markdown lines wrapping must leave whole: fenced code, a table row, a heading, an HTML
# block, an indented code block or a nested item (four spaces or more), a link reference.
_FENCE = re.compile(r" {0,3}(```|~~~)")
_WHOLE = re.compile(r" {0,3}(\||#|<|\[[^\]]+\]:)| {4,}")
# A line that starts an item: its continuation lines hang under the item's text.
_ITEM = re.compile(r"( *)([-*+]|\d{1,9}[.)]) +")
# A word that would start a block of its own at the start of a line (a list item, a
# heading, a quote, a table, a fence, a setext underline, an HTML block).
_OPENS_BLOCK = re.compile(r"([-*+>#|=<]|\d{1,9}[.)]|```|~~~)")


def wrap_docstring(text: str, width: int, first: int | None = None, *, hang: bool = True) -> str:
    """``text`` with its lines longer than ``width`` (the first line: ``first``) broken at
    single spaces, Markdown-aware: what the wrapped text renders is what ``text`` renders.

    Lines wrapping would change (code, tables, headings, HTML) stay whole, and so does a
    word longer than the width (a URL); an item's continuation lines hang under its text
    (unless not ``hang``: then they continue unindented); no line is broken where the next
    word would open a block of its own. Nothing is joined.
    """
    out: list[str] = []
    fenced = False
    for line in text.split("\n"):
        budget = width if out or first is None else first
        if _FENCE.match(line):
            fenced = not fenced
            out.append(line)
        elif fenced or len(line) <= budget or _WHOLE.match(line):
            out.append(line)
        else:
            out.extend(_wrap_line(line, budget, width, hang=hang))
    return "\n".join(out)


def _wrap_line(line: str, budget: int, width: int, *, hang: bool) -> list[str]:
    item = _ITEM.match(line)
    lead = len(line) - len(line.lstrip(" "))
    under = " " * (item.end() if item else lead) if hang else ""
    pieces: list[str] = []
    rest = line
    while len(rest) > budget:
        cut = _break(rest, budget, len(under) if pieces else lead)
        if cut is None:
            break
        pieces.append(rest[:cut])
        rest = under + rest[cut + 1 :]
        budget = width
    pieces.append(rest)
    return pieces


def _break(line: str, budget: int, start: int) -> int | None:
    """Where to break ``line`` (the index of a single space past ``start``, with a character
    after it, that starts no block: :func:`_breakable`): the last that leaves at most
    ``budget`` columns before it, else the first after them; None when there is no such
    space."""
    end = len(line) - 1  # a break has a character after it
    i = line.rfind(" ", start + 1, max(0, min(budget + 1, end)))
    while i >= 0:
        if _breakable(line, i):
            return i
        i = line.rfind(" ", start + 1, i)
    i = line.find(" ", max(budget + 1, start + 1), end)
    while i >= 0:
        if _breakable(line, i):
            return i
        i = line.find(" ", i + 1, end)
    return None


def _breakable(line: str, i: int) -> bool:
    """Whether the space at ``i`` of ``line`` (not its first or last character) is a single
    one that starts no block of its own on the next line."""
    return line[i - 1] != " " and line[i + 1] != " " and not _OPENS_BLOCK.match(line, i + 1)


def docstring_text(text: str) -> str:
    """What a docstring can say of ``text``: ``inspect.cleandoc`` applied until nothing changes.

    A docstring cannot keep tabs (``cleandoc`` expands them), indentation shared by all lines
    after the first, leading whitespace on the first line, or blank lines at either end; the
    result has none of them, so ``inspect.cleandoc`` gives it back unchanged. Nor can an
    indented docstring keep lines after the first when they are all whitespace (``cleandoc``
    finds no indentation to remove then, so the docstring's own indentation would stay): such
    lines are dropped.
    """
    while (clean := inspect.cleandoc(text)) != text:
        text = clean
    first, newline, rest = text.partition("\n")
    if newline and not rest.strip():
        return first
    return text


def _escape_line(line: str) -> str:
    """``line`` as docstring source: trailing spaces, backslashes, a quote that could end the
    literal, what is not printable and what is past ASCII escaped (no look-alike character,
    ``’`` for ``'``, reaches the source: RUF001, RUF002); leading spaces stay spaces
    (formatters keep a line's indentation relative to the docstring's)."""
    plain = line.isascii() and line.isprintable() and line.rstrip(" ") == line
    if plain and "\\" not in line and '"' not in line:
        return line  # nothing to escape: most lines of most descriptions
    out = []
    last = len(line) - 1
    trail = len(line.rstrip(" "))
    for index, char in enumerate(line):
        if char == " " and index >= trail:
            out.append("\\x20")
        elif char == "\\":
            out.append("\\\\")
        elif char == '"' and (index == last or line[index + 1] == '"'):
            out.append('\\"')
        elif char.isprintable():
            out.append(char if char.isascii() else _escape(char))
        else:
            out.append(repr(char)[1:-1])
    return "".join(out)


def comment_line(text: str) -> str:
    """``text`` made safe for one line of a comment: non-printable characters are escaped."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def dunder_all(names: Iterable[str]) -> str:
    """An ``__all__`` list literal of ``names``, each once, in the order ruff's RUF022 keeps
    (isort's): ``SCREAMING_CASE`` names, then ``CamelCase`` ones, then the others, each group
    in natural order (digits compared as numbers)."""
    return "[" + ", ".join(py_literal(name) for name in sorted(set(names), key=_export_key)) + "]"


_DIGITS = re.compile(r"(\d+)")


def _export_key(name: str) -> tuple[int, tuple[tuple[int, str], ...]]:
    if len(name) > 1 and name.isupper():
        group = 0
    elif name[:1].isupper():
        group = 1
    else:
        group = 2
    parts = tuple((int(p), "") if p.isdigit() else (0, p) for p in _DIGITS.split(name) if p)
    return group, parts
