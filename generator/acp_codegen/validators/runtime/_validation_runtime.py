"""Support code for generated validators (stdlib only).

This file is copied, below the generated header, into every generated version package as
``_validation_runtime.py``; the on-the-fly compiler imports it from here. Keep it
self-contained: no imports outside the standard library.

A JSON value here is what ``json.loads`` produces: ``dict`` with ``str`` keys, ``list``,
``str``, ``int``, finite ``float``, ``bool`` and ``None`` (exact types, not subclasses).
Anything else -- tuples, sets, NaN, infinities, non-string keys -- is not JSON and no
schema accepts it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

__all__ = [
    "Failure",
    "ValidationError",
    "describe",
    "describe_key",
    "escape_token",
    "extras_are_json",
    "extras_problem",
    "is_integer",
    "is_json",
    "is_multiple_of",
    "is_number",
    "json_equal",
    "json_key",
    "json_problem",
    "unique_items",
]

_SCALARS: Final = (str, bool, type(None), int)
# The longest string a message quotes whole; a longer one is cut to its start.
_QUOTED_LENGTH: Final = 40


@dataclass(frozen=True, slots=True)
class ValidationError:
    """One reason an instance is invalid.

    ``path`` is a JSON pointer into the instance ("" is the instance itself), ``rule``
    the schema keyword that failed (or a proposal rule id), ``message`` a sentence for
    people.
    """

    path: str
    rule: str
    message: str


@dataclass(frozen=True, slots=True)
class Failure:
    """How one schema keyword reports a failure: its rule id and message.

    Generated validators keep one module constant per distinct failure, so messages are
    not repeated in every function. With ``shows_value`` the message follows a short
    description of the failing value.
    """

    rule: str
    message: str
    shows_value: bool

    def at(self, path: str, value: object = None) -> ValidationError:
        """Return the failure as the error at ``path`` of the failing ``value``."""
        if self.shows_value:
            return ValidationError(path, self.rule, describe(value) + self.message)
        return ValidationError(path, self.rule, self.message)


def escape_token(token: str | int) -> str:
    """Escape one reference token of a JSON pointer (RFC 6901)."""
    return str(token).replace("~", "~0").replace("/", "~1")


def is_number(value: object) -> bool:
    """JSON number: int (not bool) or finite float."""
    if type(value) is float:
        return math.isfinite(value)
    return type(value) is int


def is_integer(value: object) -> bool:
    """JSON integer: an int (not bool), or a float with no fractional part (1.0)."""
    if type(value) is float:
        return value.is_integer()
    return type(value) is int


def json_problem(value: object, path: str = "") -> tuple[str, str] | None:
    """Return ``(path, message)`` for the first non-JSON part of ``value``, else None.

    Iterative, so any nesting depth is fine.
    """
    stack: list[tuple[object, str]] = [(value, path)]
    while stack:
        item, where = stack.pop()
        if type(item) is dict:
            for key, child in item.items():
                if type(key) is not str:
                    return where, f"object key {describe_key(key)} is not a string"
                stack.append((child, where + "/" + escape_token(key)))
        elif type(item) is list:
            stack.extend(
                (child, f"{where}/{index}") for index, child in enumerate(item)
            )
        elif type(item) is float:
            if not math.isfinite(item):
                return where, f"{item!r} is not a JSON number"
        elif type(item) not in _SCALARS:
            return where, f"a Python {type(item).__name__} object is not a JSON value"
    return None


def is_json(value: object) -> bool:
    """Return whether ``value`` is made entirely of JSON values."""
    if type(value) in _SCALARS:
        return True
    if type(value) is float:
        return math.isfinite(value)
    return json_problem(value) is None


def extras_are_json(instance: dict[object, object], known: frozenset[str]) -> bool:
    """Return whether every key outside ``known`` is a string with a JSON value.

    The generated code calls it only once ``known.issuperset(instance)`` has failed.
    """
    for key, value in instance.items():
        if key in known:
            continue
        if type(key) is not str:
            return False
        if type(value) in _SCALARS:
            continue
        if type(value) is float:
            if not math.isfinite(value):
                return False
        elif json_problem(value) is not None:
            return False
    return True


def json_key(value: object) -> object:
    """Return a hashable key that is equal for two values exactly when they are equal.

    JSON equality: 1 == 1.0, true != 1, arrays by position, objects by key set.
    """
    if type(value) is bool:
        return ("bool", value)
    if type(value) is float:
        return ("number", int(value) if value.is_integer() else value)
    if type(value) is int:
        return ("number", value)
    if type(value) is list:
        return ("array", tuple(json_key(item) for item in value))
    if type(value) is dict:
        return (
            "object",
            frozenset((key, json_key(item)) for key, item in value.items()),
        )
    # A string or null is keyed by its type; what is not JSON equals only itself.
    scalar = type(value) in _SCALARS
    return (type(value).__name__, value) if scalar else ("not JSON", id(value))


def json_equal(left: object, right: object) -> bool:
    """JSON equality of two values (see :func:`json_key`)."""
    return json_key(left) == json_key(right)


def unique_items(items: list[object]) -> bool:
    """Return whether no two items are equal as JSON values."""
    seen: set[object] = set()
    for item in items:
        key = json_key(item)
        if key in seen:
            return False
        seen.add(key)
    return True


def is_multiple_of(value: float, divisor: float) -> bool:
    """Return whether ``value`` is a multiple of ``divisor`` (``multipleOf``), exactly.

    The decimal values are compared: 0.0075 is a multiple of 0.0001.
    """
    if type(value) is int and type(divisor) is int:
        return value % divisor == 0
    if not math.isfinite(value):
        return False
    quotient = Fraction(repr(value)) / Fraction(repr(divisor))
    return quotient.denominator == 1


def describe(value: object) -> str:
    """Describe an instance value in a few words, for messages; never raise."""
    if type(value) is str:
        if len(value) > _QUOTED_LENGTH:
            value = value[: _QUOTED_LENGTH - 3] + "..."
        described = '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    elif value is None:
        described = "null"
    elif type(value) is bool:
        described = "true" if value else "false"
    elif type(value) is int:
        small = -(10**40) < value < 10**40
        described = str(value) if small else "a very large integer"
    elif type(value) is float:
        finite = math.isfinite(value)
        described = repr(value) if finite else f"the non-JSON number {value!r}"
    elif type(value) is list:
        described = f"an array of {len(value)} items"
    elif type(value) is dict:
        described = f"an object with {len(value)} properties"
    else:
        described = f"a Python {type(value).__name__} object"
    return described


def describe_key(key: object) -> str:
    """Describe an object key that may not be a string; never raises."""
    if type(key) in _SCALARS or type(key) is float:
        return describe(key)
    return f"of type {type(key).__name__}"


def extras_problem(
    instance: dict[object, object], known: frozenset[str], path: str
) -> tuple[str, str] | None:
    """Like :func:`json_problem` for the keys of ``instance`` outside ``known``."""
    for key, value in instance.items():
        if key in known:
            continue
        if type(key) is not str:
            return path, f"object key {describe_key(key)} is not a string"
        problem = json_problem(value, path + "/" + escape_token(key))
        if problem is not None:
            return problem
    return None
