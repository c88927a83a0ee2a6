"""The one audited place where untrusted schema values become Python source.

Everything a schema says (names aside, which :mod:`acp_codegen.naming` reduces to identifiers)
reaches generated code through these functions: JSON values as ``repr``-built literals, text as
docstrings whose escaping is checked by parsing the result back.
"""

from __future__ import annotations

import ast
import inspect
import math
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


def docstring(text: str, indent: str = "") -> str:
    """A triple-quoted docstring literal for ``text``: ``inspect.cleandoc`` of its value is
    :func:`docstring_text` of ``text``, which is ``text`` itself for every text already in
    docstring form (as every description upstream writes is).

    Continuation lines are indented by ``indent`` (``inspect.cleandoc`` and black remove it
    again). Backslashes, quote runs and every character that is not printable are escaped, and so
    are spaces at the start or end of a line, so no description can end the literal early and no
    formatter can change what it says.
    """
    clean = docstring_text(text)
    lines = clean.split("\n")
    escaped = [_escape_line(line) for line in lines]
    body = escaped[0]
    for line in escaped[1:]:
        body += "\n" + (indent + line if line else "")
    if len(lines) > 1:
        body += "\n" + indent
    literal = '"""' + body + '"""'
    # Correct by construction; checked where a line needed escaping (a line that did not is
    # its own text inside the quotes, and ``clean`` is already what cleandoc gives back).
    if escaped != lines and inspect.cleandoc(ast.literal_eval(literal)) != clean:
        raise AssertionError(f"docstring escaping failed for {text!r}")
    return literal


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
    if line.isprintable() and "\\" not in line and '"' not in line and line.strip(" ") == line:
        return line  # nothing to escape: most lines of most descriptions
    out = []
    last = len(line) - 1
    lead = len(line) - len(line.lstrip(" "))
    trail = len(line.rstrip(" "))
    for index, char in enumerate(line):
        if char == " " and (index < lead or index >= trail):
            out.append("\\x20")
        elif char == "\\":
            out.append("\\\\")
        elif char == '"' and (index == last or line[index + 1] == '"'):
            out.append('\\"')
        elif char.isprintable():
            out.append(char)
        else:
            out.append(repr(char)[1:-1])
    return "".join(out)


def comment_line(text: str) -> str:
    """``text`` made safe for one line of a comment: non-printable characters are escaped."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
