"""Formatting stage, pinned: Python in black's style.

Black itself needs seconds for the whole protocol, so the pipeline formats with ``ruff format``
(pinned, black-compatible, milliseconds); a test checks that black, also pinned, leaves every
generated file unchanged, so the output is exactly black's.
"""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from pathlib import Path

from ruff.__main__ import find_ruff_bin

from acp_codegen.errors import GenerationError

TARGET_VERSION = "py310"


def format_python(sources: dict[str, str]) -> dict[str, str]:
    """Generated Python files (name -> source), formatted; one ruff process for them all."""
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
        command = [find_ruff_bin(), "format", "--isolated", "--no-cache"]
        command += ["--target-version", TARGET_VERSION, *relative.values()]
        result = subprocess.run(command, cwd=tmp, capture_output=True, check=False)
        if result.returncode != 0:
            message = result.stderr.decode(errors="replace").strip()
            failed = []
            for name, spelling in relative.items():
                spelled = re.compile(rf"(?<![\w/.-]){re.escape(spelling)}(?=:)")
                if spelled.search(message):
                    failed.append(name)
                    message = spelled.sub(name, message)
            raise GenerationError.single(
                ", ".join(failed) or "ruff", "", f"generated Python does not format: {message}"
            )
        return {name: Path(tmp, file).read_bytes().decode() for name, file in relative.items()}


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
