"""Read one schema file: bytes -> JSON -> metaschema check.

Every failure names the file (and, where there is one, the JSON pointer) and is raised as a
:class:`~acp_codegen.errors.GenerationError`, which the CLI turns into exit status 2.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema_rs

from acp_codegen.errors import GenerationError, SchemaProblem, join_pointer
from acp_codegen.vocabulary import DIALECT, dialect_problem


@dataclass(frozen=True)
class Source:
    """An input file as generated headers name it: a stable label and the SHA-256 of its bytes."""

    label: str
    sha256: str


@dataclass(frozen=True)
class Document:
    """A parsed schema file that passed the 2020-12 metaschema."""

    path: Path
    source: Source
    data: dict[str, Any]


def _reject_constant(token: str) -> float:
    # NaN and Infinity are not JSON, though Python's json module accepts them.
    raise ValueError(f"{token} is not valid JSON")


SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")


def lone_surrogate_pointer(value: Any) -> str | None:
    """The JSON pointer of the first string (or key) holding a lone UTF-16 surrogate."""
    stack: list[tuple[str, Any]] = [("", value)]
    while stack:
        pointer, item = stack.pop()
        if isinstance(item, str):
            if any("\ud800" <= c <= "\udfff" for c in item):
                return pointer
        elif isinstance(item, dict):
            for key, nested in reversed(list(item.items())):
                if any("\ud800" <= c <= "\udfff" for c in key):
                    return pointer
                stack.append((join_pointer(pointer, key), nested))
        elif isinstance(item, list):
            stack.extend(reversed([(join_pointer(pointer, i), v) for i, v in enumerate(item)]))
    return None


def _strict_loads(text: str) -> Any:
    return json.loads(text, parse_constant=_reject_constant)


def parse_json_bytes(raw: bytes, label: str, read: Callable[[str], Any] = _strict_loads) -> Any:
    """Decode and parse ``raw`` as strict JSON, or raise a GenerationError naming ``label``.

    JSON text is Unicode: a ``\\u`` escape of a lone surrogate parses in Python but cannot be
    encoded again, so it is rejected here, with its pointer. ``read`` turns the text into a
    value, raising ``ValueError`` (``json.JSONDecodeError``, with the position) for what is
    not JSON: ``json.loads`` without NaN and Infinity for a schema; the validators'
    ``read_json`` for an instance (numbers as JSON Schema sees them, any depth).
    """
    if not raw.strip():
        raise GenerationError.single(label, "", "the file is empty; expected a JSON document")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise GenerationError.single(
            label, "", f"not valid UTF-8 (byte offset {exc.start}): {exc.reason}"
        ) from None
    try:
        value = read(text)
    except json.JSONDecodeError as exc:
        raise GenerationError.single(
            label, "", f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}"
        ) from None
    except ValueError as exc:
        raise GenerationError.single(label, "", f"not valid JSON: {exc}") from None
    except RecursionError:
        raise GenerationError.single(label, "", "JSON nesting is too deep to read") from None
    if SURROGATE_ESCAPE.search(raw):
        pointer = lone_surrogate_pointer(value)
        if pointer is not None:
            message = "a string holds a lone UTF-16 surrogate escape, which is not Unicode text"
            raise GenerationError.single(label, pointer, message)
    return value


def read_bytes(path: Path, label: str) -> bytes:
    """Read a file, turning OS errors into a GenerationError naming ``label``."""
    if path.is_dir():
        raise GenerationError.single(label, "", "is a directory; expected a JSON schema file")
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise GenerationError.single(label, "", "no such file") from None
    except OSError as exc:
        raise GenerationError.single(label, "", f"cannot read: {exc.strerror}") from None


def metaschema_problems(data: Any, label: str) -> list[SchemaProblem]:
    """Every place where ``data`` fails the Draft 2020-12 metaschema, sorted by pointer.

    The compiled validator answers the common case (a valid schema) in milliseconds; only a
    schema that fails is walked again with ``jsonschema``, the reference implementation, to
    report every problem with its pointer.
    """
    if jsonschema_rs.meta.is_valid(data):
        return []
    from acp_codegen.load.reference import metaschema_errors  # only for a failing schema

    return [SchemaProblem(label, pointer, message) for pointer, message in metaschema_errors(data)]


def load_document(path: Path, label: str | None = None, *, any_dialect: bool = False) -> Document:
    """Read, parse and metaschema-check one schema file. With ``any_dialect`` (a schema for
    the validators alone), a ``$schema`` naming another metaschema is left to the validators'
    compiler, which reads that metaschema's vocabularies, and the 2020-12 check is skipped."""
    label = label or path.name
    raw = read_bytes(path, label)
    data = parse_json_bytes(raw, label)
    if not isinstance(data, dict):
        raise GenerationError.single(
            label, "", f"expected a JSON object at the top level, got {type(data).__name__}"
        )
    dialect = dialect_problem(data.get("$schema", DIALECT))
    if dialect is not None and not any_dialect:
        raise GenerationError.single(label, "/$schema", dialect)
    problems = metaschema_problems(data, label) if dialect is None else []
    if problems:
        raise GenerationError(problems)
    if not isinstance(data.get("$defs", {}), dict):
        raise GenerationError.single(label, "/$defs", "expected an object of definitions")
    return Document(path, Source(label, hashlib.sha256(raw).hexdigest()), data)
