"""Where emitted code goes: indented lines (:class:`Writer`), the emission context
(:class:`Ctx`), and the small rewrites that keep generated conditions idiomatic."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass


@dataclass(frozen=True)
class Ctx:
    """Where code is being emitted: which instance variable, in which mode.

    ``mode`` is ``check``, ``collect`` or ``errors`` (see :mod:`acp_codegen.validators.compiler`);
    ``var`` and ``path`` are the Python names of the instance and its JSON pointer; ``pointer``
    and ``base`` locate the schema; ``scope`` binds ``$dynamicAnchor`` names; ``known`` is the
    JSON type the code before already established (a ``type`` keyword, a dispatch, a call);
    ``evaluated`` is the set that collects annotations; ``rules`` are the ``x-acp-rules`` of the
    schema being emitted; ``in_arm`` is true within the arm of a dispatch written out in place
    (whose own unions dispatch through their tables).
    """

    mode: str
    var: str
    path: str
    pointer: str
    base: str
    scope: tuple[tuple[str, str], ...]
    known: str | None = None
    evaluated: str | None = None
    rules: tuple[tuple[str, str, str], ...] = ()
    in_arm: bool = False

    def at(self, **changes: object) -> Ctx:
        # ``dataclasses.replace`` without its per-call checks: a compile makes thousands.
        assert changes.keys() <= self.__dict__.keys(), changes
        moved = object.__new__(Ctx)
        moved.__dict__.update(self.__dict__, **changes)
        return moved


class Writer:
    """Indented lines with ``with w.block("if x:"):`` nesting."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.depth = 1

    def line(self, text: str) -> None:
        self.lines.append("    " * self.depth + text)

    @contextmanager
    def block(self, header: str, *, merge: bool = False) -> Iterator[None]:
        """An indented block; with ``merge``, an ``if`` whose whole body is one plain
        ``if`` becomes a single ``if A and B:`` (the caller promises no ``else`` follows)."""
        self.line(header)
        self.depth += 1
        start = len(self.lines)
        yield
        if len(self.lines) == start:
            self.line("pass")
        self.depth -= 1
        if merge:
            self._merge_nested_if(start)

    def _merge_nested_if(self, start: int) -> None:
        outer, body = self.lines[start - 1], self.lines[start:]
        inner_indent = "    " * (self.depth + 1)
        first = body[0]
        if not (outer.lstrip().startswith("if ") and first.startswith(inner_indent + "if ")):
            return
        if any(not line.startswith(inner_indent + "    ") for line in body[1:]):
            return  # more than one statement, or an elif/else
        left = outer.strip()[3:-1]
        right = first.strip()[3:-1]
        merged = "    " * self.depth + f"if {_conjunct(left)} and {_conjunct(right)}:"
        self.lines[start - 1 :] = [merged, *(line[4:] for line in body[1:])]


def plain(ctx: Ctx) -> Iterator[Ctx]:
    """The context as it is: the keywords' type is already known."""
    yield ctx


def guarded(w: Writer, test: str, ctx: Ctx) -> Iterator[Ctx]:
    """The context inside ``if test:`` (merged with a lone inner ``if``)."""
    with w.block(f"if {test}:", merge=True):
        yield ctx


def return_condition(lines: list[str]) -> None:
    """End a check function: ``if C: return False`` + ``return True`` is ``return not C``."""
    if (
        len(lines) >= 2
        and lines[-1] == "        return False"
        and lines[-2].startswith("    if ")
        and lines[-2].endswith(":")
    ):
        condition = lines[-2][len("    if ") : -1]
        lines[-2:] = [f"    return {negate(condition)}"]
    else:
        lines.append("    return True")


def _one_group(text: str) -> bool:
    """True when ``text`` is one parenthesised group: "(a) or (b)" is not."""
    if not (text.startswith("(") and text.endswith(")")):
        return False
    depth = 0
    for index, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0:
            return index == len(text) - 1
    return False


def _conjunct(condition: str) -> str:
    """``condition`` as an operand of ``and`` (parenthesised when it contains ``or``)."""
    return f"({condition})" if " or " in condition else condition


def negate(condition: str) -> str:
    """The Python expression for ``not condition``, written the way linters like it."""
    match = re.fullmatch(r"(\S+) is (\S+)", condition)
    if match:
        return f"{match[1]} is not {match[2]}"
    match = re.fullmatch(r"(\S+) is not (\S+)", condition)
    if match:
        return f"{match[1]} is {match[2]}"
    # ``!=`` and ``==`` negate each other for every value, NaN included (the ordering
    # comparisons do not, so they keep their ``not``).
    match = re.fullmatch(r"(\S+) (!=|==) (\S+)", condition)
    if match:
        return f"{match[1]} {'==' if match[2] == '!=' else '!='} {match[3]}"
    match = re.fullmatch(r"(\S+) (not in|in) (\S+)", condition)
    if match:
        return f"{match[1]} {'in' if match[2] == 'not in' else 'not in'} {match[3]}"
    if condition.startswith("not (") and _one_group(condition[4:]):
        return condition[5:-1]
    if condition.startswith("not ") and " or " not in condition and " and " not in condition:
        return condition[4:]
    if re.fullmatch(r"[\w.]+\([^()]*\)", condition):
        return f"not {condition}"
    return f"not ({condition})"


def show(value: object) -> str:
    """A schema value as JSON-ish text for messages (never code: always passed to py_literal)."""
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=True)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
