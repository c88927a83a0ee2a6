"""The one audited place where schema values become Python source text.

Schema values are untrusted: a hostile schema may put quotes, backslashes, newlines or
code in any string. Every value pasted into generated code goes through
:func:`py_literal`, which only emits ``repr`` of strings and numbers (always a valid,
inert literal) and builds containers from those. Identifiers come from
:func:`identifier`, which keeps only ``[A-Za-z0-9_]``.
"""

from __future__ import annotations

import keyword
import math
import re


def py_literal(value: object) -> str:
    """Python source for a JSON value (dicts keep their order)."""
    if value is None or isinstance(value, bool):
        return repr(value)
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, int):
        return repr(int(value))
    if isinstance(value, float):
        if math.isfinite(value):
            return repr(float(value))
        return f'float("{value!r}")'
    if isinstance(value, list | tuple):
        return "[" + ", ".join(py_literal(item) for item in value) + "]"
    if isinstance(value, dict):
        pairs = ", ".join(f"{py_literal(str(k))}: {py_literal(v)}" for k, v in value.items())
        return "{" + pairs + "}"
    raise TypeError(f"not a JSON value: {type(value).__name__}")


def identifier(text: str) -> str:
    """A Python identifier made of the safe characters of ``text``."""
    name = re.sub(r"[^A-Za-z0-9_]+", "_", text).strip("_") or "schema"
    if name[0].isdigit():
        name = "n" + name
    if keyword.iskeyword(name):
        name += "_"
    return name
