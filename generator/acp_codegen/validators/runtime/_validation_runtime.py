"""Support code for generated validators (stdlib only).

This file is copied, below the generated header, into every generated version package
as ``_validation_runtime.py``; the on-the-fly compiler imports it from here. Keep it
self-contained: no imports outside the standard library.

A JSON value here is what ``json.loads`` produces: ``dict`` with ``str`` keys,
``list``, ``str``, ``int``, finite ``float``, ``bool`` and ``None`` (exact types, not
subclasses). Anything else -- tuples, sets, NaN, infinities, non-string keys -- is not
JSON and no schema accepts it. :func:`read_json` reads JSON text into such a value, as
the command line and the transcript checker read what they are given.
"""

# Each function answers by the kind of the value in one return per kind (PLR0911).
# ruff: noqa: PLR0911, RUF100

from __future__ import annotations

import json
import math
import re
import sys
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Final, cast

if TYPE_CHECKING:
    from collections.abc import Mapping

__all__ = [
    "MAX_DEPTH",
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
    "items_problem",
    "json_equal",
    "json_key",
    "json_problem",
    "key_problem",
    "read_json",
    "unique_items",
]

_SCALARS: Final = (str, bool, type(None), int)
MAX_DEPTH: Final = 10_000
"""The deepest a value of any JSON nests arrays and objects.

The value at a position the schema leaves open (a field of any JSON, an unknown
property's value, an item the schema does not describe) is at level 1. ``json.loads``
decodes no deeper document on Python 3.10 to 3.13 (994 levels on 3.11, 9,998 on 3.13);
the models' ``from_wire`` refuses what is deeper, as the validators do (rule ``depth``);
:func:`read_json` reads any depth, on every Python.
"""
TOO_DEEP: Final = f"nested more than {MAX_DEPTH} levels of arrays and objects deep"
_SHOWN: Final = 40  # the characters of a string a message shows


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
        """Return the error at ``path``, of the failing ``value``."""
        if self.shows_value:
            return ValidationError(path, self.rule, describe(value) + self.message)
        return ValidationError(path, self.rule, self.message)


def escape_token(token: str | int) -> str:
    """Escape one reference token of a JSON pointer (RFC 6901)."""
    return str(token).replace("~", "~0").replace("/", "~1")


def is_number(value: object) -> bool:
    """Tell whether ``value`` is a JSON number: an int (not bool) or a finite float."""
    if type(value) is float:
        return math.isfinite(value)
    return type(value) is int


def is_integer(value: object) -> bool:
    """Tell whether ``value`` is a JSON integer: an int (not bool), or a whole float."""
    if type(value) is float:
        return value.is_integer()
    return type(value) is int


def json_problem(
    value: object, path: str = "", level: int = 1
) -> tuple[str, str, str] | None:
    """Return ``(path, rule, message)`` for the first part of ``value`` not JSON.

    That is a value of another type (rule ``type``), or an array or object nested deeper
    than :data:`MAX_DEPTH` (rule ``depth``); None when there is none. ``level`` is the
    nesting level of ``value`` itself (0 for a typed array whose items are the open
    values). Iterative, so any nesting depth is fine.
    """
    stack: list[tuple[object, str, int]] = [(value, path, level)]
    while stack:
        item, where, depth = stack.pop()
        kind = type(item)
        if kind is dict or kind is list:
            if depth > MAX_DEPTH:
                return where, "depth", TOO_DEEP
            if kind is list:
                stack.extend(
                    (child, f"{where}/{index}", depth + 1)
                    for index, child in enumerate(cast("list[object]", item))
                )
                continue
            for key, child in cast("dict[object, object]", item).items():
                if type(key) is not str:
                    return key_problem(key, where)
                stack.append((child, where + "/" + escape_token(key), depth + 1))
        elif kind is float:
            if not math.isfinite(cast("float", item)):
                return where, "type", f"{item!r} is not a JSON number"
        elif kind not in _SCALARS:
            return where, "type", f"a Python {kind.__name__} object is not a JSON value"
    return None


def items_problem(
    items: list[object], path: str, start: int
) -> tuple[str, str, str] | None:
    """Like :func:`json_problem` for the items of a typed array from index ``start`` on.

    Those before it are checked where they are; each item is at level 1.
    """
    for index in range(start, len(items)):
        problem = json_problem(items[index], f"{path}/{index}")
        if problem is not None:
            return problem
    return None


def is_json(value: object, level: int = 1) -> bool:
    """Tell whether ``value`` is JSON all the way down (see :func:`json_problem`)."""
    if type(value) in _SCALARS:
        return True
    if type(value) is float:
        return math.isfinite(value)
    return json_problem(value, "", level) is None


def extras_are_json(instance: Mapping[Any, object], known: frozenset[str]) -> bool:
    """Tell whether every key outside ``known`` is a string with a JSON value.

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
    """Return a key two JSON values have in common exactly when they are equal.

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
    if type(value) in _SCALARS:
        return (type(value).__name__, value)
    return ("not JSON", id(value))


def json_equal(left: object, right: object) -> bool:
    """Compare two values as JSON does (see :func:`json_key`)."""
    return json_key(left) == json_key(right)


def unique_items(items: list[object]) -> bool:
    """Tell whether no two items are equal as JSON values."""
    seen: set[object] = set()
    for item in items:
        key = json_key(item)
        if key in seen:
            return False
        seen.add(key)
    return True


def is_multiple_of(value: float, divisor: float) -> bool:
    """Exact ``multipleOf`` on the decimal values (0.0075 is a multiple of 0.0001).

    Integers are taken whole, beyond the float range too. A divisor read as infinity
    (JSON's ``1e400``) has lost its value: only 0 is taken as its multiple.
    """
    if type(value) is int and type(divisor) is int:
        return value % divisor == 0
    if not math.isfinite(divisor):
        return value == 0
    if type(value) is int:
        exact = Fraction(value)
    elif math.isfinite(value):
        exact = Fraction(repr(value))
    else:
        return False
    return (exact / Fraction(repr(divisor))).denominator == 1


def describe(value: object) -> str:
    """Describe an instance value, shortly, for messages; never raise."""
    if type(value) is str:
        shown = value if len(value) <= _SHOWN else value[: _SHOWN - 3] + "..."
        return '"' + shown.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if value is None:
        return "null"
    if type(value) is bool:
        return "true" if value else "false"
    if type(value) is int:
        return str(value) if -(10**40) < value < 10**40 else "a very large integer"
    if type(value) is float:
        return repr(value) if math.isfinite(value) else f"the non-JSON number {value!r}"
    if type(value) is list:
        return f"an array of {len(value)} items"
    if type(value) is dict:
        return f"an object with {len(value)} properties"
    return f"a Python {type(value).__name__} object"


def describe_key(key: object) -> str:
    """Describe an object key that may not be a string; never raise."""
    if type(key) in _SCALARS or type(key) is float:
        return describe(key)
    return f"of type {type(key).__name__}"


def key_problem(key: object, path: str) -> tuple[str, str, str]:
    """Return ``(path, rule, message)`` for ``key``, an object key that is no string.

    ``path`` is the object's own pointer: such a key has none.
    """
    return path, "type", f"object key {describe_key(key)} is not a string"


def extras_problem(
    instance: Mapping[Any, object],
    known: frozenset[str],
    path: str,
    patterns: tuple[re.Pattern[str], ...] = (),
) -> tuple[str, str, str] | None:
    """Like :func:`json_problem` for the keys of ``instance`` outside ``known``.

    Names one of ``patterns`` matches are left out too: their values are explained where
    they are.
    """
    for key, value in instance.items():
        if key in known:
            continue
        if type(key) is not str:
            return key_problem(key, path)
        if patterns and any(pattern.search(key) is not None for pattern in patterns):
            continue
        problem = json_problem(value, path + "/" + escape_token(key))
        if problem is not None:
            return problem
    return None


# -- JSON text ------------------------------------------------------------------------

# Python's own bound on the digits of an integer it converts from text (3.11 and later).
_INT_DIGITS: Final = getattr(sys, "get_int_max_str_digits", lambda: 4300)() or 4300
_SPACE: Final = re.compile(r"[ \t\n\r]*")


def _not_json(name: str) -> object:
    message = f"{name} is not a JSON number"
    raise ValueError(message)


def _number(text: str) -> float | int:
    """Read a JSON number with a fraction or an exponent, as JSON Schema sees it.

    A float, unless its value is an integer a float cannot hold exactly (``1e400``,
    ``12345678901234567890.0``): then the exact ``int``. A value that is no integer and
    is beyond a float's range cannot be read.
    """
    value = float(text)
    if math.isfinite(value) and not value.is_integer():
        return value
    exact = Decimal(text)
    if exact != exact.to_integral_value():
        if math.isfinite(value):
            return value  # a fraction a float rounds to a whole number
        message = f"the number {text} is beyond the range of a float"
        raise ValueError(message)
    if exact.adjusted() >= _INT_DIGITS:
        message = f"the number {text} has more than {_INT_DIGITS} digits"
        raise ValueError(message)
    whole = int(exact)
    return value if value == whole else whole  # no int equals an infinite float


_decoder: Final = json.JSONDecoder(parse_float=_number, parse_constant=_not_json)


def read_json(text: str) -> object:
    """Read one JSON document, exactly.

    Numbers as JSON numbers (:func:`_number`; ``NaN`` and ``Infinity`` are not JSON),
    and any nesting, deeper than ``json.loads`` reads (a document it finds too deep is
    read again with a stack of its own): how deep a value may be is the validators' and
    the models' rule (:data:`MAX_DEPTH`), not the reader's. Raises
    :class:`json.JSONDecodeError`, with the position, for what is not such a document.
    """
    try:
        value: object
        value, end = _decoder.raw_decode(text, _skip(text, 0))
    except RecursionError:
        value, end = _read_deep(text)
    except json.JSONDecodeError:
        raise
    except ValueError as error:  # a number, or Python's bound on an integer's digits
        raise json.JSONDecodeError(str(error), text, 0) from None
    end = _skip(text, end)
    if end != len(text):
        msg = "Extra data"
        raise json.JSONDecodeError(msg, text, end)
    return value


_Open = list[tuple["list[object] | dict[str, object]", "str | None"]]
"""The containers being read, innermost last, each with the key its next value takes."""


def _read_deep(text: str) -> tuple[object, int]:
    """Read a document ``json.loads`` finds too deep, with a stack of its own."""
    stack: _Open = []
    at = _skip(text, 0)
    while True:
        complete, value, at = _begin(text, at, stack)
        while complete:
            if not stack:
                return value, at
            complete, value, at = _continue(text, at, stack, value)


def _begin(text: str, at: int, stack: _Open) -> tuple[bool, object, int]:
    """Start the value at ``at``: whether it is complete, the value, and where next.

    A scalar or an empty container is complete; a container with something in it is
    opened on ``stack``.
    """
    char = text[at : at + 1]
    if char not in ("[", "{"):
        value, at = _scalar(text, at)
        return True, value, at
    container: list[object] | dict[str, object] = [] if char == "[" else {}
    at = _skip(text, at + 1)
    if text[at : at + 1] == ("]" if char == "[" else "}"):
        return True, container, at + 1
    key, at = (None, at) if char == "[" else _key(text, at)
    stack.append((container, key))
    return False, None, at


def _continue(
    text: str, at: int, stack: _Open, value: object
) -> tuple[bool, object, int]:
    """Put the complete ``value`` in the innermost container, and go on after it.

    The container is complete in turn when it closes there; else the next value starts.
    """
    container, key = stack[-1]
    if key is None:
        cast("list[object]", container).append(value)
    else:
        cast("dict[str, object]", container)[key] = value
    at = _skip(text, at)
    char = text[at : at + 1]
    if char == ",":
        at = _skip(text, at + 1)
        if key is not None:
            key, at = _key(text, at)
        stack[-1] = (container, key)
        return False, None, at
    if char != ("]" if key is None else "}"):
        msg = "Expecting ',' delimiter"
        raise json.JSONDecodeError(msg, text, at)
    stack.pop()
    return True, container, at + 1


def _key(text: str, at: int) -> tuple[str, int]:
    """Read an object's key and its colon; return the key and where its value starts."""
    if text[at : at + 1] != '"':
        msg = "Expecting property name enclosed in double quotes"
        raise json.JSONDecodeError(msg, text, at)
    key, at = _scalar(text, at)
    at = _skip(text, at)
    if text[at : at + 1] != ":":
        msg = "Expecting ':' delimiter"
        raise json.JSONDecodeError(msg, text, at)
    return cast("str", key), _skip(text, at + 1)


def _scalar(text: str, at: int) -> tuple[object, int]:
    """Read the string, number, ``true``, ``false`` or ``null`` at ``at``.

    The decoder reads it (a scalar needs no recursion), with the same numbers.
    """
    try:
        value: object
        value, end = _decoder.raw_decode(text, at)
    except json.JSONDecodeError:
        raise
    except ValueError as error:  # a number, or Python's bound on an integer's digits
        raise json.JSONDecodeError(str(error), text, at) from None
    return value, end


def _skip(text: str, at: int) -> int:
    """Return where the whitespace at ``at`` ends."""
    found = _SPACE.match(text, at)
    return at if found is None else found.end()
