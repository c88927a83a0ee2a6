"""What each ``format`` value means for generated code, decided in one table.

JSON Schema 2020-12 treats ``format`` as an annotation, and so do the generated parsers and
validators alike: upstream ACP uses it for the Rust type behind a number (``uint16``,
``int64``, ``double``, ...), which the docs and types show, and a value outside that type's
range is still valid (``is_valid`` and ``from_wire`` agree on it). The integer formats' bounds
are kept here for what states them (the pydantic flavour's field constraints).
A format that is in neither table fails generation with its pointer: a new upstream format must
be decided here, not dropped.
"""

from __future__ import annotations

INTEGER_FORMAT_BOUNDS: dict[str, tuple[int, int]] = {
    **{f"int{bits}": (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1) for bits in (8, 16, 32, 64)},
    **{f"uint{bits}": (0, 2**bits - 1) for bits in (8, 16, 32, 64)},
    "uint": (0, 2**64 - 1),
    "int": (-(2**63), 2**63 - 1),
}

# Formats that describe a value without narrowing its Python type, by JSON type.
ANNOTATION_FORMATS: dict[str, frozenset[str]] = {
    "number": frozenset({"double", "float"}),
    "string": frozenset(
        {
            "date",
            "date-time",
            "duration",
            "email",
            "hostname",
            "ipv4",
            "ipv6",
            "regex",
            "time",
            "uri",
            "uri-reference",
            "uuid",
        }
    ),
}


def format_problem(kind: str, fmt: object) -> str | None:
    """Why ``format: fmt`` on a ``kind`` schema is not supported, or None when it is."""
    if kind == "integer" and fmt in INTEGER_FORMAT_BOUNDS:
        return None
    if isinstance(fmt, str) and fmt in ANNOTATION_FORMATS.get(kind, frozenset()):
        return None
    known = sorted(INTEGER_FORMAT_BOUNDS) if kind == "integer" else []
    known += sorted(ANNOTATION_FORMATS.get(kind, frozenset()))
    expected = f"; known {kind} formats: {', '.join(known)}" if known else ""
    return f"format {fmt!r} is not supported for type {kind}{expected}"
