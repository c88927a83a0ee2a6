"""Errors that carry where in which file a problem is, and the one way they are printed.

Every problem in an input schema is reported as a :class:`SchemaProblem` naming the
file and the JSON pointer into it. The CLI prints every problem of every command as
:func:`error_line` spells it, ``acp-codegen: error: FILE[#POINTER]: what is wrong`` (the
likely fix, where there is one, after a semicolon), and exits with status 2.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

PROGRAM = "acp-codegen"


def escape_pointer_token(token: str | int) -> str:
    """Escape one reference token for a JSON pointer (RFC 6901)."""
    return str(token).replace("~", "~0").replace("/", "~1")


def unescape_pointer_token(token: str) -> str:
    """The reference token a JSON pointer spells as ``token`` (RFC 6901)."""
    return token.replace("~1", "/").replace("~0", "~")


def join_pointer(pointer: str, *tokens: str | int) -> str:
    """Append reference tokens to a JSON pointer, each escaped (:func:`escape_pointer_token`)."""
    for token in tokens:
        pointer += "/" + escape_pointer_token(token)
    return pointer


def resolve_pointer(document: Any, pointer: str) -> Any:
    """The value at a JSON pointer (``#/$defs/...`` or ``/$defs/...``) in ``document``."""
    node: Any = document
    for token in pointer.removeprefix("#").split("/")[1:]:
        key = unescape_pointer_token(token)
        if isinstance(node, list) and key.isdigit() and int(key) < len(node):
            node = node[int(key)]
        elif isinstance(node, dict) and key in node:
            node = node[key]
        else:
            raise KeyError(pointer)
    return node


@dataclass(frozen=True)
class SchemaProblem:
    """One thing wrong with an input: the file, the JSON pointer into it, and what."""

    file: str
    pointer: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}#{self.pointer}" if self.pointer else self.file
        return f"{where}: {self.message}"


class GenerationError(Exception):
    """Generation cannot proceed; carries every problem found, in a stable order."""

    def __init__(self, problems: Iterable[SchemaProblem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    def __reduce__(self) -> tuple[type[GenerationError], tuple[tuple[SchemaProblem, ...]]]:
        # Pickled by its problems (a run's second process hands its errors back pickled).
        return type(self), (self.problems,)

    @classmethod
    def single(cls, file: str, pointer: str, message: str) -> GenerationError:
        return cls([SchemaProblem(file, pointer, message)])


class UsageError(Exception):
    """Bad command-line usage or unreadable input; the CLI exits with status 2. Its message
    starts with the file it is about, where there is one (``FILE: what is wrong``)."""


def error_line(problem: SchemaProblem | Exception | str) -> str:
    """How the command line prints one problem: ``acp-codegen: error: FILE[#POINTER]: what is
    wrong``."""
    return f"{PROGRAM}: error: {problem}"


def report_error(problem: SchemaProblem | Exception | str) -> None:
    """Print one problem on the standard error stream, as :func:`error_line` spells it."""
    print(error_line(problem), file=sys.stderr)
