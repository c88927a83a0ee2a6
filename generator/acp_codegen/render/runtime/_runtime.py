"""Parsing and serialising support shared by the classes in ``models``.

Each generated class has its own parser and ``to_wire``, written out field by field; the
functions here are what they share: scalar checks, lists and maps, untagged unions,
errors. Every parser has the signature ``(value, mode)`` and raises :class:`WireError`
with a JSON pointer relative to ``value``; whoever passed a nested value adds its key as
the error passes (:func:`within`), so a pointer is built only when there is an error.
Parsing has two modes (:class:`Mode`):

- strict (the default): any value of the wrong shape raises :class:`WireError` with the
  JSON pointer of the value;
- tolerant: as upstream's Rust SDK deserialises, a bad value of a field marked
  ``x-deserialize-default-on-error`` falls back to "omitted", and a bad item of a list
  marked ``x-deserialize-skip-invalid-items`` is dropped.
"""

# The union parsers try each option in turn, and a parser's work is one function whose
# branches follow the schema: a `try` in a loop costs nothing from Python 3.11 on
# (PERF203), and the shape of those functions is the schema's (C901, PLR0911, PLR0912).
# ruff: noqa: PERF203, RUF100

from __future__ import annotations

import dataclasses
import enum
import math
from collections.abc import Callable, Mapping, Sequence
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Final,
    Literal,
    TypeAlias,
    TypeVar,
    Union,
    cast,
)

if TYPE_CHECKING:
    from typing_extensions import Self, dataclass_transform
else:  # only type checkers read it (it is in ``typing`` from Python 3.11)

    def dataclass_transform(**_options: object) -> Callable[[T], T]:
        """Return the decorated class as it is."""
        return lambda decorated: decorated


JSONValue: TypeAlias = (
    bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"] | None
)

T = TypeVar("T")
C = TypeVar("C", bound=type["WireModel"])
J = TypeVar("J", bound="JSONValue")

MAX_DEPTH: Final = 10_000
"""The deepest a value of any JSON nests arrays and objects, the value at a position the
schema leaves open at level 1: the validators' limit too (``_validation_runtime``'s
``MAX_DEPTH``, which says why this one)."""
TOO_DEEP: Final = f"nested more than {MAX_DEPTH} levels of arrays and objects deep"


class Mode(enum.Enum):
    """How a parser treats a value that does not fit: refused, or repaired."""

    STRICT = "strict"
    TOLERANT = "tolerant"


STRICT: Final = Mode.STRICT
TOLERANT: Final = Mode.TOLERANT

Parser: TypeAlias = Callable[[JSONValue, Mode], T]
Setter: TypeAlias = Callable[[object, object], None]


class Unset(enum.Enum):
    """The type of :data:`UNSET`: an optional, nullable field omitted on the wire."""

    UNSET = "UNSET"

    def __bool__(self) -> Literal[False]:
        """Be false, as an omitted value is."""
        return False

    def __repr__(self) -> str:
        """Spell the constant's name."""
        return "UNSET"


UNSET: Final = Unset.UNSET


class _Missing(enum.Enum):
    MISSING = "MISSING"


MISSING: Final = _Missing.MISSING
"""What the generated parsers get for an absent key (no JSON value is this object)."""

ROOT: Final = ""
"""The JSON pointer of the value a parser was given."""


class WireError(ValueError):
    """A wire value does not have the shape its type needs.

    ``path`` is the value's JSON pointer.
    """

    def __init__(self, path: str, message: str) -> None:
        """Hold the pointer and the message; the error reads ``path: message``."""
        super().__init__(f"{path or '/'}: {message}")
        self.path = path
        self.message = message


def within(error: WireError, pointer: str) -> WireError:
    """Move ``error`` under ``pointer``, the pointer of the value that contains it."""
    error.path = pointer + error.path
    error.args = (f"{error.path}: {error.message}",)
    return error


def child(path: str, key: str | int) -> str:
    """Return the JSON pointer of ``key`` inside the value at ``path``."""
    return f"{path}/{str(key).replace('~', '~0').replace('/', '~1')}"


_KINDS: Final[Mapping[type, str]] = {
    type(None): "null",
    bool: "a boolean",
    int: "a number",
    float: "a number",
    str: "a string",
    list: "an array",
    dict: "an object",
}


def _kind(value: object) -> str:
    for kind, name in _KINDS.items():
        if isinstance(value, kind):
            return name
    return f"a Python {type(value).__name__}, not a JSON value"


# -- errors (built only when a check fails) ---------------------------------------


def mismatch(value: object, path: str = ROOT, expected: str = "a string") -> WireError:
    """Say that ``value``, at ``path``, is not ``expected``."""
    return WireError(path, f"expected {expected}, got {_kind(value)}")


def missing(obj: Mapping[Any, object], key: str) -> WireError:
    """Say that ``obj`` lacks the required ``key`` (or has a key that is no string)."""
    check_keys(obj)
    return WireError(ROOT, f"missing required property {key!r}")


def not_const(value: object, expected: JSONValue, path: str = ROOT) -> WireError:
    """Say that ``value``, at ``path``, is not the constant ``expected``."""
    return WireError(path, f"expected {expected!r}, got {value!r}")


def not_one_of(
    value: object, values: Sequence[JSONValue], path: str = ROOT
) -> WireError:
    """Say that ``value``, at ``path``, is none of ``values``."""
    return WireError(path, f"expected one of {list(values)!r}, got {value!r}")


def unexpected(rest: Mapping[str, object]) -> WireError:
    """Say that the keys of ``rest`` are not allowed."""
    return WireError(ROOT, f"unexpected properties {sorted(rest)!r}")


def unknown_tag(
    obj: Mapping[Any, object],
    discriminator: str,
    tag: object,
    tags: Sequence[JSONValue],
) -> WireError:
    """Say that ``tag``, ``obj``'s discriminator, is none of the union's ``tags``."""
    check_keys(obj)
    return WireError(
        child(ROOT, discriminator),
        f"unknown {discriminator} {tag!r}; expected one of {list(tags)!r}",
    )


def excluded_tag(tag: object, discriminator: str) -> WireError:
    """Say that ``tag`` is one the open variant excludes."""
    return WireError(
        child(ROOT, discriminator),
        f"{discriminator} {tag!r} is excluded from the open variant "
        "(a known variant's tag, or reserved)",
    )


def check_keys(obj: Mapping[Any, object]) -> None:
    """Raise the error for the first key that is not a string, if any."""
    for key in obj:
        if not isinstance(key, str):
            message = f"object keys must be strings, got {key!r}"
            raise WireError(ROOT, message)


def as_dict(value: object) -> dict[Any, Any]:
    """Return ``value``, an object that is not a plain ``dict``, as one, or refuse it.

    The parsers read a ``dict`` as ``json.loads`` makes it; a subclass is copied, so
    that none of its own lookups (a ``__missing__`` that would add a key) runs.
    """
    if isinstance(value, dict):
        return dict(value)
    raise mismatch(value, ROOT, "an object")


def rest(obj: Mapping[Any, JSONValue], known: frozenset[str]) -> dict[str, JSONValue]:
    """Return the keys of ``obj`` the fields do not name, every key checked a string."""
    check_keys(obj)
    return {key: value for key, value in obj.items() if key not in known}


# -- scalars ------------------------------------------------------------------------


def parse_str(value: JSONValue, _mode: Mode) -> str:
    """Parse a string."""
    if not isinstance(value, str):
        raise mismatch(value)
    return value


def to_int(value: JSONValue, path: str) -> int:
    """Return an integer, for a value that is not a plain ``int``.

    JSON has one number type, so 2.0 (and -0.0) is an integer, held as the int; true
    is not an integer. ``format`` (``uint32``, ...) is an annotation, as JSON Schema
    says, so no range is checked.
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    raise WireError(path, f"expected an integer, got {_kind(value)}")


def parse_int(value: JSONValue, _mode: Mode) -> int:
    """Parse an integer."""
    return value if type(value) is int else to_int(value, ROOT)


def to_float(value: JSONValue, path: str) -> int | float:  # noqa: PYI041 - see below
    """Return a finite number, an integer as it came.

    Typed ``int | float``, not ``float``: compiled (mypyc), a value typed ``float`` is
    a C double, and the models' parsers would keep 7 as 7.0.
    """
    if type(value) is float:
        if math.isfinite(value):
            return value
        message = "expected a finite number; JSON has no NaN or infinity"
        raise WireError(path, message)
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float):  # a subclass of float
        return to_float(float(value), path)
    raise WireError(path, f"expected a number, got {_kind(value)}")


def parse_float(value: JSONValue, _mode: Mode) -> int | float:  # noqa: PYI041
    """Parse a number (an integer as it came, see :func:`to_float`)."""
    return to_float(value, ROOT)


def parse_bool(value: JSONValue, _mode: Mode) -> bool:
    """Parse a boolean."""
    if not isinstance(value, bool):
        raise mismatch(value, ROOT, "a boolean")
    return value


def parse_null(value: JSONValue, _mode: Mode) -> None:
    """Parse null."""
    if value is not None:
        raise mismatch(value, ROOT, "null")


class _NotJsonError(Exception):
    pass


def _is_json_scalar(value: object) -> bool:
    kind = type(value)
    if kind is str or kind is int or kind is bool or value is None:
        return True
    return kind is float and math.isfinite(cast("float", value))


def _copy_json(value: object, level: int = 1) -> JSONValue:
    """Return a copy of ``value``, or raise :class:`_NotJsonError`.

    The copy is made of JSON all the way down and nested no deeper than
    :data:`MAX_DEPTH` (``value`` itself at ``level``).

    Iterative: a container is copied when it is met, and its children are filled in
    from a stack, so that no depth the limit admits meets the interpreter's recursion
    limit.
    """
    kind = type(value)
    if kind is not dict and kind is not list:
        if _is_json_scalar(value):
            return cast("JSONValue", value)
        raise _NotJsonError
    root: JSONValue = {} if kind is dict else []
    stack: list[tuple[object, JSONValue, int]] = [(value, root, level)]
    while stack:
        source, target, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise _NotJsonError
        pairs = (
            cast("dict[object, object]", source).items()
            if type(source) is dict
            else enumerate(cast("list[object]", source))
        )
        for key, nested in pairs:
            if type(key) is not str and type(target) is dict:
                raise _NotJsonError
            nested_kind = type(nested)
            if nested_kind is dict or nested_kind is list:
                copy: JSONValue = {} if nested_kind is dict else []
                stack.append((nested, copy, depth + 1))
            elif _is_json_scalar(nested):
                copy = cast("JSONValue", nested)
            else:
                raise _NotJsonError
            if type(target) is dict:
                target[cast("str", key)] = copy
            else:
                cast("list[JSONValue]", target).append(copy)
    return root


def parse_json(value: JSONValue, _mode: Mode) -> JSONValue:
    """Parse any JSON value, checked to be JSON all the way down, and copied.

    The model never shares a list or an object with the input, so changing the input
    later does not change the model. A value that nests arrays and objects deeper than
    :data:`MAX_DEPTH` is refused, at the pointer where it passes the limit.
    """
    return _json_at(value, 1)


def _json_at(value: JSONValue, level: int) -> JSONValue:
    """Return :func:`parse_json` of ``value``, nested at ``level``."""
    try:
        return _copy_json(value, level)
    except _NotJsonError:
        pass
    raise _first_non_json(value, level)


def _first_non_json(value: object, level: int) -> WireError:
    """Find the first part of ``value`` that is not JSON, and say where it is."""
    stack: list[tuple[object, str, int]] = [(value, ROOT, level)]
    while stack:
        item, here, depth = stack.pop()
        if isinstance(item, dict | list) and depth > MAX_DEPTH:
            return WireError(here, TOO_DEEP)
        if isinstance(item, dict):
            for key, nested in item.items():
                if not isinstance(key, str):
                    return WireError(here, f"object keys must be strings, got {key!r}")
                stack.append((nested, child(here, key), depth + 1))
        elif isinstance(item, list):
            stack.extend(
                (nested, child(here, i), depth + 1) for i, nested in enumerate(item)
            )
        elif isinstance(item, float):
            if not math.isfinite(item):
                return WireError(
                    here, "expected a finite number; JSON has no NaN or infinity"
                )
        elif item is not None and type(item) not in (bool, int, str):
            return WireError(here, f"expected a JSON value, got {_kind(item)}")
    message = "a value that is not JSON has an offending part"
    raise AssertionError(message)


def _json_equal(a: JSONValue, b: JSONValue) -> bool:
    """Compare as JSON: 1 == 1.0, but true != 1."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(
            _json_equal(x, y) for x, y in zip(a, b, strict=True)
        )
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_json_equal(a[k], b[k]) for k in a)
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    return type(a) is type(b) and a == b


def json_in(value: JSONValue, values: Sequence[JSONValue]) -> bool:
    """Tell whether ``value`` equals one of ``values`` as JSON."""
    return any(_json_equal(value, candidate) for candidate in values)


def to_const(value: JSONValue, *, expected: J, path: str) -> J:
    """Return ``expected`` when ``value`` equals it as JSON (typed as the constant)."""
    if not _json_equal(value, expected):
        raise not_const(value, expected, path)
    return expected


def one_of_values(value: JSONValue, values: Sequence[JSONValue]) -> JSONValue:
    """Parse a closed enum whose values are not all strings: one of ``values``."""
    for candidate in values:
        if _json_equal(value, candidate):
            return candidate
    raise not_one_of(value, values)


# -- containers and unions ----------------------------------------------------------


def parse_list(
    value: JSONValue,
    item: Parser[T],
    mode: Mode,
    *,
    skip_invalid_items: bool = False,
) -> list[T]:
    """Parse an array whose items ``item`` parses.

    In tolerant mode with ``skip_invalid_items``, the items that fail are dropped.
    """
    if not isinstance(value, list):
        raise mismatch(value, ROOT, "an array")
    if mode is TOLERANT and skip_invalid_items:
        out = []
        for element in value:
            try:
                out.append(item(element, mode))
            except WireError:
                continue
        return out
    try:
        return [item(element, mode) for element in value]
    except WireError:
        pass
    # Parse again, item by item, to name the one that failed.
    for index, element in enumerate(value):
        try:
            item(element, mode)
        except WireError as error:
            raise within(error, f"/{index}") from None
    message = "a list that failed to parse has a failing item"
    raise AssertionError(message)


def parse_map(value: JSONValue, item: Parser[T], mode: Mode) -> dict[str, T]:
    """Parse an object whose values ``item`` parses."""
    if not isinstance(value, dict):
        raise mismatch(value, ROOT, "an object")
    if item is parse_json:  # the map is the schema's; its values are at level 1
        return cast("dict[str, T]", _json_at(value, 0))
    check_keys(value)
    out = {}
    for key, element in value.items():
        try:
            out[key] = item(element, mode)
        except WireError as error:
            raise within(error, child(ROOT, key)) from None
    return out


def first_of(
    value: JSONValue,
    options: Sequence[Parser[T]],
    mode: Mode,
    *,
    tagged: bool = False,
) -> T:
    """Parse ``anyOf``: the first option that parses the value strictly.

    In tolerant mode, when none does, the first that parses it tolerantly (so the
    markers inside an option still repair). ``tagged``: the options are a tagged union's
    variant and its fallbacks, and the variant's error is the one to report.
    """
    errors = []
    for option in options:
        try:
            return option(value, STRICT)
        except WireError as error:
            errors.append(error)
    return _tolerant_or_fail(value, options, mode, errors, tagged=tagged)


def only_one_of(
    value: JSONValue,
    options: Sequence[Parser[T]],
    mode: Mode,
    *,
    tagged: bool = False,
) -> T:
    """Parse ``oneOf``: the one option that parses the value strictly.

    A value two options parse is refused. In tolerant mode, when none does, the first
    that parses it tolerantly.
    """
    errors = []
    found: list[T] = []
    for option in options:
        try:
            found.append(option(value, STRICT))
        except WireError as error:
            errors.append(error)
    if len(found) == 1:
        return found[0]
    if found:
        kinds = ", ".join(type(item).__name__ for item in found)
        raise WireError(ROOT, f"matches more than one of the oneOf's options ({kinds})")
    return _tolerant_or_fail(value, options, mode, errors, tagged=tagged)


def _tolerant_or_fail(
    value: JSONValue,
    options: Sequence[Parser[T]],
    mode: Mode,
    errors: Sequence[WireError],
    *,
    tagged: bool,
) -> T:
    """Answer for a union when no option parses ``value`` strictly.

    In tolerant mode, the first option that parses it tolerantly; else the error
    (``errors``: each option's).
    """
    if mode is TOLERANT:
        for option in options:
            try:
                return option(value, TOLERANT)
            except WireError:
                continue
    if tagged:
        raise errors[0]
    reasons = "; ".join(error.message for error in errors)
    raise WireError(ROOT, "matches none of the union's options: " + reasons)


def find_variant(
    tag: JSONValue | _Missing, variants: Mapping[Any, Parser[T]]
) -> Parser[T] | None:
    """Return the variant whose tag equals ``tag`` as JSON.

    For unions with tags that are not all strings; string tags are looked up directly.
    """
    if tag is MISSING:
        return None
    for known, variant in variants.items():
        if _json_equal(tag, known):
            return variant
    return None


def copy_json(value: JSONValue) -> JSONValue:
    """Return a copy of a JSON value, so that changing it leaves the model as it is.

    Iterative, as parsing is: what a model holds copies out at any depth.
    """
    if type(value) is not dict and type(value) is not list:
        return value
    root: JSONValue = {} if type(value) is dict else []
    stack: list[tuple[JSONValue, JSONValue]] = [(value, root)]
    while stack:
        source, target = stack.pop()
        if type(source) is dict:
            for key, nested in source.items():
                cast("dict[str, JSONValue]", target)[key] = _fresh(nested, stack)
        else:
            for nested in cast("list[JSONValue]", source):
                cast("list[JSONValue]", target).append(_fresh(nested, stack))
    return root


def _fresh(value: JSONValue, stack: list[tuple[JSONValue, JSONValue]]) -> JSONValue:
    """Return ``value`` itself, or an empty container its copy fills from ``stack``."""
    if type(value) is dict or type(value) is list:
        copy: JSONValue = {} if type(value) is dict else []
        stack.append((value, copy))
        return copy
    return value


Dumpable: TypeAlias = Union[
    "WireModel",
    bool,
    int,
    float,
    str,
    Sequence["Dumpable"],
    Mapping[str, "Dumpable"],
    None,
]
"""What :func:`dump` takes: a class, a list or map of them, or plain JSON."""


def dump(value: Dumpable) -> JSONValue:
    """Return the wire form of a class, a list or map of them, or plain JSON.

    Iterative over lists and maps, as :func:`copy_json` is.
    """
    if isinstance(value, WireModel):
        return value.to_wire()
    if not isinstance(value, list | dict):
        return _dumped_scalar(value)
    root: JSONValue = {} if isinstance(value, dict) else []
    stack: list[tuple[Dumpable, JSONValue]] = [(value, root)]
    while stack:
        source, target = stack.pop()
        pairs = (
            source.items()
            if isinstance(source, dict)
            else enumerate(cast("list[Any]", source))
        )
        for key, item in cast("Any", pairs):
            if isinstance(item, WireModel):
                copy: JSONValue = item.to_wire()
            elif isinstance(item, list | dict):
                copy = {} if isinstance(item, dict) else []
                stack.append((item, copy))
            else:
                copy = _dumped_scalar(item)
            if isinstance(target, dict):
                target[key] = copy
            else:
                cast("list[JSONValue]", target).append(copy)
    return root


def _dumped_scalar(value: object) -> JSONValue:
    if value is None or isinstance(value, str | int | float):
        return value
    message = f"{_kind(value)} has no wire form"
    raise TypeError(message)


def dump_payload(cls: type[WireModel], value: Dumpable) -> dict[str, JSONValue]:
    """Return the wire form of a class's payload, which must not hold its own keys."""
    payload = dump(value)
    if not isinstance(payload, dict):
        message = f"{cls.__name__}: a payload must be an object, got {_kind(payload)}"
        raise TypeError(message)
    if not cls._WIRE_KEYS.isdisjoint(payload):
        _refuse_declared(cls, payload, cls._WIRE_KEYS)
    return payload


def parse_root(parse: Callable[[Any, Mode], T], data: object, mode: Mode) -> T:
    """Run a parser on a whole wire value (any object: the parser checks it).

    A value nested deeper than the interpreter's recursion limit is a :class:`WireError`
    too, not a ``RecursionError``.
    """
    try:
        return parse(data, mode)
    except RecursionError:
        raise too_deep() from None


def too_deep() -> WireError:
    """Return the error of a value nested deeper than the recursion limit allows."""
    return WireError(ROOT, "the value is nested too deeply to parse")


def register(
    cls: type[WireModel],
    parse: Parser[WireModel],
    keys: frozenset[str],
    names: tuple[str, ...],
    *,
    keeps_unknown: bool | None = None,
) -> tuple[Setter, ...]:
    """Give ``cls`` its parser, keys and ``keeps_unknown``; return its slot setters.

    ``keeps_unknown``: whether the class keeps unknown keys, where it differs from what
    it inherits (no class body sets it: compiled, a class body gives ``dataclass`` every
    name it sets as annotated, a field). The setters are those of the attributes
    ``names``, which must be all of its fields: the parser builds instances with them,
    without going through ``__init__``.
    """
    fields = [f.name for f in _dataclass_fields(cls)]
    if sorted(names) != sorted(fields):
        message = (
            f"{cls.__name__}: parser sets {sorted(names)}, fields are {sorted(fields)}"
        )
        raise TypeError(message)
    cls._parse = parse
    cls._WIRE_KEYS = keys
    if keeps_unknown is not None:
        cls._KEEPS_UNKNOWN = keeps_unknown
    setters = []
    for name in names:
        owner = next(c for c in cls.__mro__ if name in c.__dict__)
        setters.append(owner.__dict__[name].__set__)
    return tuple(setters)


def _dataclass_fields(cls: type) -> tuple[dataclasses.Field[Any], ...]:
    return dataclasses.fields(cast("Any", cls))


@dataclass_transform(
    frozen_default=True, kw_only_default=True, field_specifiers=(dataclasses.field,)
)
def model(cls: C) -> C:
    """Make a frozen, slotted, keyword-only dataclass, at a fraction of the import time.

    As ``@dataclass(frozen=True, slots=True, kw_only=True)`` would, the class is a
    dataclass (``dataclasses.fields``, ``replace``, ``asdict`` and ``is_dataclass`` work
    on it), but ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` and the frozen
    ``__setattr__``/``__delattr__`` are :class:`WireModel`'s, shared by every class,
    instead of six functions that ``dataclass`` would compile for each class on every
    import.
    """
    made = dataclasses.dataclass(cls, **_DATACLASS_OPTIONS)
    return cast("C", made)


_DATACLASS_OPTIONS: Final[dict[str, bool]] = {
    "init": False,
    "repr": False,
    "eq": False,
    "slots": True,
    "kw_only": True,
}


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in _dataclass_fields(cls))
    return names


def _refuse_declared(
    cls: type, extra: Mapping[str, object], declared: frozenset[str]
) -> None:
    clash = sorted(key for key in extra if key in declared)
    message = (
        f"{cls.__name__}: additional properties must not hold the declared wire keys "
        f"{clash!r}, which they would overwrite; set those through their attributes"
    )
    raise ValueError(message)


@dataclasses.dataclass(frozen=True)
class MethodParams:
    """How a JSON-RPC request or notification class parses ``params``: by ``method``.

    The params type is the one the method tables name, since the envelope's own
    ``params`` union cannot tell (its extension branch accepts any value). A method that
    ``known`` lists but this class does not carry (the other side's, or the other
    kind's) is not this class's message.
    """

    method_key: str
    params_key: str
    parsers: Mapping[str, Parser[object]]
    known: frozenset[str]

    def parse_params(
        self, owner: str, obj: Mapping[str, JSONValue], params: object, mode: Mode
    ) -> object:
        """Parse ``params`` again as its method's params type.

        ``params`` is what the envelope's own field parsed; a method this class does not
        carry leaves it as it is.
        """
        method = obj.get(self.method_key)
        if not isinstance(method, str):
            return params
        parse = self.parsers.get(method)
        if parse is not None:
            value = obj.get(self.params_key)
            if value is None:  # absent or null: as the envelope says
                return params
            try:
                return parse(value, mode)
            except WireError as error:
                raise within(error, child(ROOT, self.params_key)) from None
        if method in self.known:
            message = f"{method!r} is not a method that {owner} carries"
            raise WireError(child(ROOT, self.method_key), message)
        return params


def set_params_by_method(cls: type[WireModel], by_method: MethodParams) -> None:
    """Make ``cls``, a JSON-RPC request or notification class, parse params by method.

    Called once every parser of the module is defined, since ``by_method`` names them.
    """
    cls._BY_METHOD = by_method


def params_by_method(
    cls: type[WireModel], obj: Mapping[str, JSONValue], params: object, mode: Mode
) -> object:
    """Parse the params of a JSON-RPC request or notification class by its method."""
    by_method = cls._BY_METHOD
    if by_method is None:
        message = f"{cls.__name__} parses no params by method"
        raise TypeError(message)
    return by_method.parse_params(cls.__name__, obj, params, mode)


class WireModel:
    """Base of every generated dataclass.

    Each class has its own parser and ``to_wire``; the methods of a frozen, keyword-only
    dataclass are here, once for all (see :func:`model`).
    """

    __slots__ = ()

    # The class's parser (see :func:`register`).
    _parse: ClassVar[Callable[[Any, Mode], WireModel]]
    # The wire keys the class's fields name.
    _WIRE_KEYS: ClassVar[frozenset[str]] = frozenset()
    # Whether the class keeps unknown keys in ``additional_properties``.
    _KEEPS_UNKNOWN: ClassVar[bool] = False
    # A JSON-RPC request or notification's params parsed by its method (MethodParams).
    _BY_METHOD: ClassVar[MethodParams | None] = None

    def __init__(self, **values: object) -> None:
        """Set every field from ``values`` or its default."""
        name = type(self).__qualname__
        for field in _dataclass_fields(type(self)):
            if field.name in values:
                value = values.pop(field.name)
            elif field.default is not dataclasses.MISSING:
                value = field.default
            elif field.default_factory is not dataclasses.MISSING:
                value = field.default_factory()
            else:
                message = f"{name}() missing required keyword argument {field.name!r}"
                raise TypeError(message)
            object.__setattr__(self, field.name, value)
        if values:
            message = (
                f"{name}() got an unexpected keyword argument {next(iter(values))!r}"
            )
            raise TypeError(message)
        self.__post_init__()

    def __post_init__(self) -> None:
        """Refuse unknown-key values that would overwrite a declared key on the wire.

        The discriminator included: ``to_wire`` writes ``additional_properties`` last.
        """
        if self._KEEPS_UNKNOWN:
            extra = cast(
                "Mapping[str, object]", getattr(self, "additional_properties", {})
            )
            if extra and not self._WIRE_KEYS.isdisjoint(extra):
                _refuse_declared(type(self), extra, self._WIRE_KEYS)

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in _field_names(type(self)))

    def __repr__(self) -> str:
        """Spell the class and every field, as a dataclass does."""
        values = ", ".join(
            f"{name}={getattr(self, name)!r}" for name in _field_names(type(self))
        )
        return f"{type(self).__qualname__}({values})"

    def __eq__(self, other: object) -> bool:
        """Compare field by field with an object of the same class."""
        if not isinstance(other, WireModel) or other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        """Hash the fields."""
        return hash(self._values())

    def __setattr__(self, name: str, value: object) -> None:
        """Refuse: the class is frozen."""
        message = f"cannot assign to field {name!r}"
        raise dataclasses.FrozenInstanceError(message)

    def __delattr__(self, name: str) -> None:
        """Refuse: the class is frozen."""
        message = f"cannot delete field {name!r}"
        raise dataclasses.FrozenInstanceError(message)

    def __getstate__(self) -> tuple[object, ...]:
        """Return the fields, for pickling."""
        return self._values()

    def __setstate__(self, state: tuple[object, ...]) -> None:
        """Set the fields, when unpickling."""
        for name, value in zip(_field_names(type(self)), state, strict=True):
            object.__setattr__(self, name, value)

    @classmethod
    def from_wire(cls, data: object, *, tolerant: bool = False) -> Self:
        """Parse a wire value (as ``json.loads`` gives it); raise :class:`WireError`."""
        try:  # parse_root's work, without its call
            parsed = cls._parse(data, TOLERANT if tolerant else STRICT)
        except RecursionError:
            raise too_deep() from None
        if TYPE_CHECKING:  # what the parser of cls makes (a cast would cost a call)
            assert isinstance(parsed, cls)
        return parsed

    def to_wire(self) -> dict[str, JSONValue]:
        """Return the wire form: a dict for ``json.dumps``, which parses back equal."""
        raise NotImplementedError
