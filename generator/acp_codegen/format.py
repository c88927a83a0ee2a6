"""Formatting stage, pinned: Python in black's style.

Black itself needs seconds for the whole protocol, so the pipeline formats with ``ruff format``
(pinned, black-compatible, milliseconds); a test checks that black, also pinned, leaves every
generated file unchanged, so the output is exactly black's.

Ruff's output is cached (see :mod:`acp_codegen.cache`, folder ``ruff/``), so a regeneration
formats only the text that changed. Every generated file starts with a comment header that
names the schema's SHA-256, which any schema edit changes: so ruff always formats a file's
body, the text below that header, and the header is put back in front unchanged (ruff leaves
such comment lines as they are). A body is formatted in pieces (runs of whole top-level
definitions, about 64 KiB each), and each piece is an entry, so that a one-definition change
leaves one piece of ``models.py`` to format, not the whole megabyte. That is the mechanism on
every run, cached or not, so the output never depends on the cache; a test checks that it
gives what formatting each whole file gives, on every generated file.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import zlib
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from ruff import find_ruff_bin

from acp_codegen.cache import cache_directory, key_of, read_text_entry, write_entry
from acp_codegen.errors import GenerationError

TARGET_VERSION = "py310"
RUFF_FORMAT = ("format", "--isolated", "--no-cache", "--target-version", TARGET_VERSION)
# Imports are sorted by ruff's isort (I001) before formatting: with the target's isort
# settings where it has a ruff configuration, so that its own ``ruff check --fix`` finds them
# sorted whatever those settings are.
RUFF_SORT = ("check", "--no-cache", "--fix-only", "--exit-zero", "--select", "I001")
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


# Where a body may be cut (see :func:`pieces`): two blank lines, then a top-level class,
# function or decorator.
_DEFINITION_START = re.compile(r"\n\n\n(?=@|class\b|def\b|async\s+def\b)")

_PRAGMA = re.compile(r"#\s*(?:fmt|yapf)\s*:")

Unit = tuple[str, int]  # (file name, piece index)
PIECE_BYTES = 64 * 1024


def pieces(name: str, body: str) -> list[str]:
    """``body`` cut into pieces of about :data:`PIECE_BYTES`, each a run of whole top-level
    definitions, so that a one-definition change leaves ruff one piece to format and a cold
    run a few dozen.

    A cut goes before a top-level class, function or decorator that two blank lines separate
    from a line that is not a comment, a decorator or continued: ruff puts exactly two blank
    lines there, so the pieces formatted alone and joined by two blank lines are the body
    formatted whole (a test checks it on every generated file). Of those places, a cut goes
    after a definition whose CRC-32 modulo :data:`PIECE_BYTES` is below its length: chosen by
    the definition's own text, so an edit elsewhere moves no cut. A stub (``.pyi``), whose
    blank-line rules differ, is one piece, and so is a body with a formatter pragma (``# fmt:
    off`` holds until ``# fmt: on``, across any cut). A cut inside a string would leave a
    piece that does not parse: such a file is formatted whole instead
    (:func:`format_python`)."""
    if not name.endswith(".py") or _PRAGMA.search(body):
        return [body]
    cut: list[str] = []
    start = definition = 0
    for match in _DEFINITION_START.finditer(body):
        at = match.end()
        previous = body[body.rfind("\n", 0, at - 3) + 1 : at - 3]
        if not previous.strip() or previous.lstrip()[0] in "#@" or previous.endswith("\\"):
            continue
        text = body[definition:at].encode()
        definition = at
        if zlib.crc32(text) % PIECE_BYTES < len(text):
            cut.append(body[start : at - 2])
            start = at
    cut.append(body[start:])
    return cut


@dataclass(frozen=True)
class Layout:
    """Where ruff sees the files it sorts and formats: at their place in the repository
    (``folder``, relative to its ruff configuration's folder), in folders that are packages
    where the repository's are (``packages``), so that isort reads an import of the
    repository's own package as first-party, as the repository's own ``ruff check`` does."""

    folder: str = ""
    packages: frozenset[str] = frozenset()


NO_LAYOUT = Layout()
"""Files that go nowhere in particular: each sorted and formatted alone."""


def layout_of(names: Collection[str], config: Path | None, folder: Path | None) -> Layout:
    """The :class:`Layout` of the files ``names`` (relative to ``folder``) in the repository
    of ``config``: none without both, or when ``folder`` lies outside it."""
    if config is None or folder is None:
        return NO_LAYOUT
    root = config.resolve().parent
    try:
        relative = folder.resolve().relative_to(root)
    except ValueError:
        return NO_LAYOUT
    packages = {
        str(Path(*relative.parts[:depth]))
        for depth in range(1, len(relative.parts) + 1)
        if (root.joinpath(*relative.parts[:depth]) / "__init__.py").is_file()
    }
    packages |= {
        str(relative / Path(name).parent) for name in names if Path(name).name == "__init__.py"
    }
    return Layout(str(relative) if relative.parts else "", frozenset(packages))


class _RuffCache:
    """The ``ruff/`` entries: formatted text keyed by the ruff binary this run starts (its
    path, size and modification time, a stat away: a reinstalled or other version is another
    binary), the options, the configuration file's text and the files' layout, the file's
    suffix and the unformatted text. A no-op when caching is off."""

    def __init__(
        self,
        options: tuple[tuple[str, ...], ...],
        config: bytes = b"",
        layout: Layout = NO_LAYOUT,
    ) -> None:
        self.options = options
        self.layout = layout
        self.directory = cache_directory(CACHE_FOLDER)
        self.identity = b""
        if self.directory is not None:
            binary = os.path.realpath(find_ruff_bin())
            status = os.stat(binary)
            facts = [binary, str(status.st_size), str(status.st_mtime_ns)]
            facts += ["\1".join(step) for step in options]
            facts += [layout.folder, *sorted(layout.packages)]
            self.identity = "\0".join(facts).encode() + b"\0" + config

    def _key(self, name: str, text: str) -> str:
        return key_of(self.identity, Path(name).suffix.encode(), text.encode())

    def read(self, name: str, text: str) -> str | None:
        """The formatted ``text`` (a piece of file ``name``), or None."""
        if self.directory is None:
            return None
        return read_text_entry(self.directory, self._key(name, text))

    def write(self, name: str, text: str, formatted: str) -> None:
        if self.directory is not None:
            write_entry(self.directory, self._key(name, text), formatted.encode())


def format_python(
    sources: Mapping[str, str],
    config: Path | None = None,
    folder: Path | None = None,
    *,
    names: Collection[str] | None = None,
) -> dict[str, str]:
    """Generated Python files (name -> source), formatted: each file's body (below its
    header, see :func:`split_header`) piece by piece (:func:`pieces`), each piece from the
    cache when it was formatted before, the others by one ruff process; no process starts
    when there are none.

    Each piece's imports are sorted first (:data:`RUFF_SORT`). Without ``config``, with
    black's settings (:data:`RUFF_FORMAT`) and isort's defaults; with it, with the settings of
    that ruff configuration file (a ``pyproject.toml`` with ``[tool.ruff]``, or a
    ``ruff.toml``), as the repository the files go to sorts and formats them (see
    :func:`ruff_configuration`), ``folder`` being where they go and ``names`` every file
    that goes there with them (default: ``sources``; see :class:`Layout`)."""
    options: tuple[tuple[str, ...], ...]
    if config is None:
        settings: tuple[str, ...] = ("--isolated", "--target-version", TARGET_VERSION)
        options = ((*RUFF_SORT, *settings), RUFF_FORMAT)
    else:
        settings = ("--config", str(config))
        options = ((*RUFF_SORT, *settings), ("format", "--no-cache", *settings))
    text = b"" if config is None else config.read_bytes()
    split = {name: split_header(source) for name, source in sources.items()}
    shifts = {name: header.count("\n") for name, (header, _) in split.items()}
    cache = _RuffCache(
        options, text, layout_of(sources if names is None else names, config, folder)
    )
    bodies = _format_bodies({name: body for name, (_, body) in split.items()}, shifts, cache)
    return {name: header + bodies[name] for name, (header, _) in split.items()}


# The files ruff reads its settings from, in the order it prefers them within one folder.
RUFF_CONFIGURATIONS = (".ruff.toml", "ruff.toml", "pyproject.toml")


def ruff_configuration(folder: Path) -> Path | None:
    """The ruff configuration a file in ``folder`` is formatted with, found as ruff finds it:
    the nearest folder, at or above ``folder``, with a ``.ruff.toml``, a ``ruff.toml`` or a
    ``pyproject.toml`` that has a ``[tool.ruff]`` table; None when there is none."""
    for directory in (folder, *folder.parents):
        for name in RUFF_CONFIGURATIONS:
            path = directory / name
            if not path.is_file():
                continue
            if name != "pyproject.toml" or _has_ruff_table(path):
                return path
    return None


def _has_ruff_table(pyproject: Path) -> bool:
    # Imported here: only a module target formatted as its repository formats reads TOML.
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on Python 3.10 only
        import tomli as tomllib
    try:
        document = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return False
    tool = document.get("tool")
    return isinstance(tool, dict) and isinstance(tool.get("ruff"), dict)


def _format_bodies(
    bodies: Mapping[str, str], shifts: Mapping[str, int], cache: _RuffCache
) -> dict[str, str]:
    """``bodies`` formatted, each from its pieces: cached ones from the cache, the others by
    one ruff run (with the cache's options). A file with a piece that does not parse is
    formatted whole in a second run, so an error names the file and the line of its own text
    (``shifts`` header lines down)."""
    cut = {name: pieces(name, body) for name, body in bodies.items()}
    formatted: dict[Unit, str] = {}
    missing: dict[Unit, str] = {}
    for name, texts in cut.items():
        for index, text in enumerate(texts):
            hit = cache.read(name, text)
            if hit is None:
                missing[(name, index)] = text
            else:
                formatted[(name, index)] = hit
    done, failed = _run_ruff(missing, shifts, cache.options, cache.layout)
    for (name, index), text in done.items():
        cache.write(name, missing[(name, index)], text)
    formatted.update(done)
    whole = {name for name, _ in failed if len(cut[name]) > 1}
    errors = {unit: message for unit, message in failed.items() if unit[0] not in whole}
    if whole:
        again, still = _run_ruff(
            {(name, 0): bodies[name] for name in sorted(whole)},
            shifts,
            cache.options,
            cache.layout,
        )
        for (name, _), text in again.items():
            cut[name] = [bodies[name]]
            formatted[(name, 0)] = text
        errors.update(still)
    if errors:
        failing = [name for name in bodies if (name, 0) in errors]
        raise GenerationError.single(
            ", ".join(failing),
            "",
            "generated Python does not format: " + "\n".join(errors[(n, 0)] for n in failing),
        )
    return {
        name: "\n\n".join(formatted[(name, index)] for index in range(len(texts)))
        for name, texts in cut.items()
    }


def _run_ruff(
    units: Mapping[Unit, str],
    shifts: Mapping[str, int],
    options: tuple[tuple[str, ...], ...] = (RUFF_FORMAT,),
    layout: Layout = NO_LAYOUT,
) -> tuple[dict[Unit, str], dict[Unit, str]]:
    """``units`` formatted by one ruff process per step of ``options``, in order, on all of
    them (none when there are none), placed as ``layout`` says: the formatted texts, and
    ruff's message for each that does not parse (from the last step, the formatter), naming
    the file as the generator named it, at the line of the whole file (``shifts`` header
    lines above each body)."""
    if not units:
        return {}, {}
    with tempfile.TemporaryDirectory(prefix="acp-codegen-format-") as tmp:
        # Each text's file is named by its index and its file's name, which tells the texts
        # apart in ruff's messages and keeps the suffix (ruff reads ``.pyi`` from it), in the
        # folder the file goes to. They are named one by one: ruff formats a file named on its
        # command line whatever its path, while files it finds in a folder go through its
        # exclude rules.
        relative = {
            unit: (Path(layout.folder) / Path(unit[0]).parent / f"{index}-{Path(unit[0]).name}")
            .as_posix()
            .removeprefix("./")
            for index, unit in enumerate(units)
        }
        for package in layout.packages:
            Path(tmp, package).mkdir(parents=True, exist_ok=True)
            Path(tmp, package, "__init__.py").touch()
        for unit, text in units.items():
            Path(tmp, relative[unit]).parent.mkdir(parents=True, exist_ok=True)
            Path(tmp, relative[unit]).write_bytes(text.encode())
        for step in options:
            command = [find_ruff_bin(), *step, *relative.values()]
            result = subprocess.run(command, cwd=tmp, capture_output=True, check=False)
        failed: dict[Unit, str] = {}
        if result.returncode != 0:
            message = result.stderr.decode(errors="replace").strip()
            for unit, spelling in relative.items():
                spelled = re.compile(rf"(?<![\w/.-]){re.escape(spelling)}(?::(\d+))?(?=:)")
                lines = [line for line in message.splitlines() if spelled.search(line)]
                if lines:
                    located = _located(unit[0], shifts.get(unit[0], 0))
                    failed[unit] = "\n".join(spelled.sub(located, line) for line in lines)
            if not failed:
                raise GenerationError.single(
                    "ruff", "", f"generated Python does not format: {message}"
                )
        done = {
            unit: Path(tmp, file).read_bytes().decode()
            for unit, file in relative.items()
            if unit not in failed
        }
        return done, failed


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


class Pending(Protocol):
    """A file still being made elsewhere: :meth:`result` waits for its text, :meth:`close`
    stops the work when the run fails first."""

    def result(self) -> str: ...

    def close(self) -> None: ...


def formatted_tree(
    sources: Mapping[str, str | bytes | Pending], folder: Path | None = None
) -> dict[str, bytes]:
    """``sources`` as output files: the Python ones formatted as the repository at ``folder``
    formats its files (its nearest ruff configuration, :func:`ruff_configuration`; black's
    settings without one, or without ``folder``: :func:`format_python`), those ready first,
    in one ruff run, while the others are still being made; then the pending Python files,
    then the other pending files, each waited for in that order."""
    config = None if folder is None else ruff_configuration(folder)
    python = [name for name in sources if name.endswith(".py")]
    texts = {name: text for name, text in sources.items() if isinstance(text, str | bytes)}
    pending = [name for name in sources if name not in texts]
    ready = {name: _python(texts[name]) for name in python if name in texts}
    formatted = format_python(ready, config, folder, names=python)
    later = {name: _result(sources[name]) for name in pending if name in python}
    formatted |= format_python(later, config, folder, names=python)
    texts |= later | {name: _result(sources[name]) for name in pending if name not in python}
    return {name: _encoded(formatted.get(name, texts[name])) for name in sources}


def _python(text: str | bytes) -> str:
    assert isinstance(text, str), "a Python file is text"
    return text


def _result(pending: str | bytes | Pending) -> str:
    assert not isinstance(pending, str | bytes)
    return pending.result()


def _encoded(text: str | bytes) -> bytes:
    return text if isinstance(text, bytes) else text.encode()


def format_json(document: object) -> str:
    """``document`` as prettier prints JSON (2-space indent, LF, one trailing newline)."""
    out: list[str] = []
    _print_json(document, 0, 0, 0, out)
    out.append("\n")
    return "".join(out)


# json.dumps(ensure_ascii=False)'s own string encoder (C where the interpreter has it), called
# directly: strings are most of a schema file's scalars, and its keys.
_encode_string: Callable[[str], str] = json.encoder.encode_basestring


def _scalar(value: object) -> str:
    if isinstance(value, str):
        return _encode_string(value)
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
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
        last = len(value) - 1
        for index, (key, item) in enumerate(value.items()):
            prefix = f"{inner}{_encode_string(key)}: "
            end = "\n" if index == last else ",\n"
            if isinstance(item, str):  # most members: printed here, not by a call
                out.append(prefix + _encode_string(item) + end)
                continue
            out.append(prefix)
            _print_json(item, depth + 1, len(prefix), 0 if index == last else 1, out)
            out.append(end)
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
