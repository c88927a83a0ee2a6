"""Formatting stage, pinned: Python in black's style.

Black itself needs seconds for the whole protocol, so the pipeline formats with ``ruff format``
(pinned, black-compatible, milliseconds); a test checks that black, also pinned, leaves every
generated file unchanged, so the output is exactly black's.

Ruff's output is cached (see :mod:`acp_codegen.cache`, folder ``ruff/``), so a regeneration
formats only the files whose text changed. Every generated file starts with a comment header
that names the schema's SHA-256, which any schema edit changes: so ruff always formats a file's
body, the text below that header, and the header is put back in front unchanged (ruff leaves
such comment lines as they are; a test checks the result equals formatting the whole file, on
every generated file). That is the mechanism on every run, cached or not, so the output never
depends on the cache.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path

from ruff import find_ruff_bin

from acp_codegen.cache import cache_directory, key_of, read_text_entry, write_entry
from acp_codegen.errors import GenerationError

TARGET_VERSION = "py310"
RUFF_FORMAT = ("format", "--isolated", "--no-cache", "--target-version", TARGET_VERSION)
CACHE_FOLDER = "ruff"

# A header line ruff prints as it is: ``#`` alone, or ``# `` and text without trailing
# whitespace; formatter pragmas (``# fmt: off``, ``# yapf: disable``) and encoding
# declarations change how the rest is read, so they end the header.
_HEADER_LINE = re.compile(r"#(?: (?!\s*(?:fmt|yapf)\s*:)(?![^\n]*coding[:=])[^\n]*\S)?\n")
# The first line of a body ruff separates from the comments above it as it finds it: a
# statement that is not a comment, a class, a function or a decorator (before which ruff puts
# two blank lines, where the header has one).
_PLAIN_START = re.compile(r"(?!#|class\b|def\b|async\b|@)\S")


def split_header(source: str) -> tuple[str, str]:
    """``source`` as (header, body): the leading comment lines with at most one blank line
    after them, and the rest, such that formatting the body and putting the header back in
    front gives what formatting the whole file gives. A file where that cannot be told from
    its text alone (a body that opens with a class or another comment, several blank lines)
    is all body."""
    end = 0
    while match := _HEADER_LINE.match(source, end):
        end = match.end()
    if end == 0:
        return "", source
    if source.startswith("\n", end):
        if source.startswith("\n", end + 1):
            return "", source
        end += 1
        if not _PLAIN_START.match(source, end):
            return "", source
    elif not _PLAIN_START.match(source, end):
        return "", source
    return source[:end], source[end:]


def _ruff_identity() -> bytes:
    """What besides the text decides ruff's output: the binary this run starts (its path,
    size and modification time, a stat away: a reinstalled or other version is another
    binary) and our options."""
    binary = os.path.realpath(find_ruff_bin())
    status = os.stat(binary)
    return "\0".join([binary, str(status.st_size), str(status.st_mtime_ns), *RUFF_FORMAT]).encode()


def format_python(sources: Mapping[str, str]) -> dict[str, str]:
    """Generated Python files (name -> source), formatted: each file's body (below its
    header, see :func:`split_header`) from the cache, else from one ruff process for all the
    bodies not formatted before, and no process when there are none."""
    split = {name: split_header(source) for name, source in sources.items()}
    directory = cache_directory(CACHE_FOLDER)
    keys: dict[str, str] = {}
    bodies: dict[str, str] = {}
    misses: dict[str, str] = {}
    if directory is not None:
        identity = _ruff_identity()
        for name, (_, body) in split.items():
            keys[name] = key_of(identity, Path(name).suffix.encode(), body.encode())
            hit = read_text_entry(directory, keys[name])
            if hit is None:
                misses[name] = body
            else:
                bodies[name] = hit
    else:
        misses = {name: body for name, (_, body) in split.items()}
    if misses:
        header_lines = {name: split[name][0].count("\n") for name in misses}
        formatted = _run_ruff(misses, header_lines)
        if directory is not None:
            for name, text in formatted.items():
                write_entry(directory, keys[name], text.encode())
        bodies.update(formatted)
    return {name: header + bodies[name] for name, (header, _) in split.items()}


def _run_ruff(sources: Mapping[str, str], header_lines: Mapping[str, int]) -> dict[str, str]:
    """``sources`` formatted by one ruff process; an error names the file as the generator
    named it, at the line of the whole file (``header_lines`` lines above each body)."""
    with tempfile.TemporaryDirectory(prefix="acp-codegen-format-") as tmp:
        # One folder per file keeps its name (ruff reads ``.pyi`` from it) and tells the files
        # apart in ruff's messages, which name them relative to the folder ruff runs in. They
        # are named one by one: ruff formats a file named on its command line whatever its
        # path, while files it finds in a folder go through its exclude rules.
        relative = {name: f"{index}/{Path(name).name}" for index, name in enumerate(sources)}
        for name, source in sources.items():
            file = Path(tmp, relative[name])
            file.parent.mkdir()
            file.write_bytes(source.encode())
        command = [find_ruff_bin(), *RUFF_FORMAT, *relative.values()]
        result = subprocess.run(command, cwd=tmp, capture_output=True, check=False)
        if result.returncode != 0:
            message = result.stderr.decode(errors="replace").strip()
            failed = []
            for name, spelling in relative.items():
                spelled = re.compile(rf"(?<![\w/.-]){re.escape(spelling)}(?::(\d+))?(?=:)")
                if spelled.search(message):
                    failed.append(name)
                    message = spelled.sub(_located(name, header_lines[name]), message)
            raise GenerationError.single(
                ", ".join(failed) or "ruff", "", f"generated Python does not format: {message}"
            )
        return {name: Path(tmp, file).read_bytes().decode() for name, file in relative.items()}


def _located(name: str, shift: int) -> Callable[[re.Match[str]], str]:
    """Ruff's ``FILE`` or ``FILE:LINE`` for a body, as the generator names the file and at
    the line of the whole file, ``shift`` header lines further down."""

    def location(match: re.Match[str]) -> str:
        line = match.group(1)
        return name if line is None else f"{name}:{int(line) + shift}"

    return location


# JSON, printed as the pinned prettier prints a file that ``json.dumps(indent=2)`` wrote: upstream
# formats its schema files with prettier, and this printer gives the same bytes without Node, so
# the schema output needs no JavaScript. The rules (checked byte for byte against prettier on
# upstream's schema files in the tests):
# - a non-empty object always breaks, one member per line (prettier keeps an object expanded when
#   its source has a line break after ``{``, which indented input always has);
# - an array of two or more objects (or arrays), each of more than one member, breaks;
# - any other array stays on one line when it fits in the print width with what follows it on
#   that line (a comma), and breaks otherwise; an array holding a non-empty object breaks;
# - a broken array of two or more numbers fills its lines up to the print width.

PRINT_WIDTH = 80
INDENT = "  "


def format_json(document: object) -> str:
    """``document`` as prettier prints JSON (2-space indent, LF, one trailing newline)."""
    out: list[str] = []
    _print_json(document, 0, 0, 0, out)
    out.append("\n")
    return "".join(out)


def _scalar(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _breaks(value: object) -> bool:
    """Whether ``value`` contains a line break wherever it is printed."""
    if isinstance(value, dict):
        return bool(value)
    if isinstance(value, list):
        return _must_break_array(value) or any(_breaks(item) for item in value)
    return False


def _must_break_array(items: list[object]) -> bool:
    if len(items) < 2:
        return False
    if all(isinstance(item, dict) and len(item) > 1 for item in items):
        return True
    return all(isinstance(item, list) and len(item) > 1 for item in items)


def _flat(value: object) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_flat(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{}"  # only empty objects are ever flat
    return _scalar(value)


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _print_json(value: object, depth: int, column: int, trailing: int, out: list[str]) -> None:
    """Print ``value`` starting at ``column``; ``trailing`` characters follow it on its line."""
    inner = INDENT * (depth + 1)
    if isinstance(value, dict) and value:
        out.append("{\n")
        for index, (key, item) in enumerate(value.items()):
            last = index == len(value) - 1
            prefix = f"{inner}{_scalar(key)}: "
            out.append(prefix)
            _print_json(item, depth + 1, len(prefix), 0 if last else 1, out)
            out.append("\n" if last else ",\n")
        out.append(INDENT * depth + "}")
        return
    if not isinstance(value, list) or not value:
        out.append(_flat(value))
        return
    flat = _flat(value)
    if not _breaks(value) and column + len(flat) + trailing <= PRINT_WIDTH:
        out.append(flat)
        return
    if len(value) > 1 and all(_is_number(item) for item in value):
        # Filled: each number carries its comma, and a line breaks before a number (with its
        # comma) that would pass the print width.
        texts = [
            _scalar(item) + ("," if i < len(value) - 1 else "") for i, item in enumerate(value)
        ]
        out.append("[\n" + inner + texts[0])
        position = len(inner) + len(texts[0])
        for text in texts[1:]:
            if position + 1 + len(text) <= PRINT_WIDTH:
                out.append(" " + text)
                position += 1 + len(text)
            else:
                out.append("\n" + inner + text)
                position = len(inner) + len(text)
        out.append("\n" + INDENT * depth + "]")
        return
    out.append("[\n")
    for index, item in enumerate(value):
        last = index == len(value) - 1
        out.append(inner)
        _print_json(item, depth + 1, len(inner), 0 if last else 1, out)
        out.append("\n" if last else ",\n")
    out.append(INDENT * depth + "]")
