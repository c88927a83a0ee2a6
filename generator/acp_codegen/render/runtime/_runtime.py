"""Parsing and serialising support shared by the classes in ``models``.

Each generated class has its own ``_parse`` and ``to_wire``, written out field by field; the
functions here are what they share: scalar checks, lists and maps, untagged unions, errors.
Every parser has the signature ``(value, tolerant)`` and raises :class:`WireError` with a JSON
pointer relative to ``value``; whoever passed a nested value adds its key as the error passes
(:func:`within`), so a pointer is built only when there is an error. Parsing has two modes:

- strict (the default): any value of the wrong shape raises :class:`WireError` with the JSON
  pointer of the value;
- tolerant: as upstream's Rust SDK deserialises, a bad value of a field marked
  ``x-deserialize-default-on-error`` falls back to "omitted", and a bad item of a list marked
  ``x-deserialize-skip-invalid-items`` is dropped.
"""

from __future__ import annotations

import dataclasses
import enum
import math
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final, Literal, TypeVar, Union, cast

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:  # only type checkers read it (it is in ``typing`` from Python 3.11)

    def dataclass_transform(**kwargs: object) -> Callable[[T], T]:
        return lambda decorated: decorated


JSONValue = Union[
    None, bool, int, float, str, list["JSONValue"], dict[str, "JSONValue"]
]

Parser = Callable[[object, bool], Any]
Setter = Callable[[Any, Any], None]

M = TypeVar("M", bound="WireModel")
C = TypeVar("C", bound=type["WireModel"])
T = TypeVar("T")


class Unset(enum.Enum):
    """The type of :data:`UNSET`: an optional, nullable field that was omitted on the wire."""

    UNSET = "UNSET"

    def __bool__(self) -> Literal[False]:
        return False

    def __repr__(self) -> str:
        return "UNSET"


UNSET: Final = Unset.UNSET


class _Missing(enum.Enum):
    MISSING = "MISSING"


MISSING: Final = _Missing.MISSING
"""What the generated parsers get for a key that is absent (no JSON value is this object)."""


class WireError(ValueError):
    """A wire value does not have the shape its type needs; ``path`` is its JSON pointer."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path or '/'}: {message}")
        self.path = path
        self.message = message


def within(error: WireError, pointer: str) -> WireError:
    """``error``, moved under ``pointer`` (the pointer of the value that contains it)."""
    error.path = pointer + error.path
    error.args = (f"{error.path}: {error.message}",)
    return error


def child(path: str, key: str | int) -> str:
    """The JSON pointer of ``key`` inside the value at ``path``."""
    return f"{path}/{str(key).replace('~', '~0').replace('/', '~1')}"


def _kind(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return f"a Python {type(value).__name__}, not a JSON value"


# -- errors (built only when a check fails) ----------------------------------------------------


def mismatch(path: str, value: object, expected: str = "a string") -> WireError:
    """``value`` is not ``expected``."""
    return WireError(path, f"expected {expected}, got {_kind(value)}")


def missing(key: str, obj: Mapping[Any, object] | None = None) -> WireError:
    if obj is not None:
        check_keys(obj)
    return WireError("", f"missing required property {key!r}")


def not_const(path: str, expected: JSONValue, value: object) -> WireError:
    return WireError(path, f"expected {expected!r}, got {value!r}")


def not_one_of(value: object, values: Sequence[JSONValue], path: str = "") -> WireError:
    return WireError(path, f"expected one of {list(values)!r}, got {value!r}")


def unexpected(rest: Mapping[str, object]) -> WireError:
    return WireError("", f"unexpected properties {sorted(rest)!r}")


def unknown_tag(
    obj: Mapping[Any, object],
    discriminator: str,
    tag: object,
    tags: Sequence[JSONValue],
) -> WireError:
    check_keys(obj)
    return WireError(
        child("", discriminator),
        f"unknown {discriminator} {tag!r}; expected one of {list(tags)!r}",
    )


def excluded_tag(discriminator: str, tag: object) -> WireError:
    return WireError(
        child("", discriminator),
        f"{discriminator} {tag!r} is excluded from the open variant "
        "(a known variant's tag, or reserved)",
    )


def check_keys(obj: Mapping[Any, object]) -> None:
    """Raise the error for the first key that is not a string, if any."""
    for key in obj:
        if not isinstance(key, str):
            raise WireError("", f"object keys must be strings, got {key!r}")


def rest(obj: Mapping[Any, object], known: frozenset[str]) -> dict[str, object]:
    """The keys of ``obj`` the fields do not name (after checking every key is a string)."""
    check_keys(obj)
    return {key: value for key, value in obj.items() if key not in known}


# -- scalars -------------------------------------------------------------------------------------


def parse_str(value: object, tolerant: bool) -> str:
    if not isinstance(value, str):
        raise mismatch("", value)
    return value


def to_int(value: object, path: str) -> int:
    """An integer, for a value that is not a plain ``int``: JSON has one number type, so 2.0
    (and -0.0) is an integer, held as the int; true is not an integer. ``format`` (``uint32``,
    ...) is an annotation, as JSON Schema says, so no range is checked."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    raise WireError(path, f"expected an integer, got {_kind(value)}")


def parse_int(value: object, tolerant: bool) -> int:
    return value if type(value) is int else to_int(value, "")


def to_float(value: object, path: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise WireError(path, f"expected a number, got {_kind(value)}")
    if isinstance(value, float) and not math.isfinite(value):
        raise WireError(path, "expected a finite number; JSON has no NaN or infinity")
    return value


def parse_float(value: object, tolerant: bool) -> float:
    return to_float(value, "")


def parse_bool(value: object, tolerant: bool) -> bool:
    if not isinstance(value, bool):
        raise mismatch("", value, "a boolean")
    return value


def parse_null(value: object, tolerant: bool) -> None:
    if value is not None:
        raise mismatch("", value, "null")


class _NotJson(Exception):
    pass


def _copy_json(value: object) -> Any:
    kind = type(value)
    if kind is str or kind is int or kind is bool or value is None:
        return value
    if kind is dict:
        out = {}
        for key, nested in value.items():  # type: ignore[attr-defined]
            if type(key) is not str:
                raise _NotJson
            out[key] = _copy_json(nested)
        return out
    if kind is list:
        return [_copy_json(nested) for nested in value]  # type: ignore[attr-defined]
    if kind is float and math.isfinite(value):  # type: ignore[arg-type]
        return value
    raise _NotJson


def parse_json(value: object, tolerant: bool) -> JSONValue:
    """Any JSON value, checked to be JSON all the way down, and copied.

    The model never shares a list or an object with the input, so changing the input later
    does not change the model.
    """
    try:
        return _copy_json(value)  # type: ignore[no-any-return]
    except _NotJson:
        pass
    # Find the first offending value again, this time keeping its pointer.
    stack: list[tuple[object, str]] = [(value, "")]
    while stack:
        item, here = stack.pop()
        if isinstance(item, dict):
            for key, nested in item.items():
                if not isinstance(key, str):
                    raise WireError(here, f"object keys must be strings, got {key!r}")
                stack.append((nested, child(here, key)))
        elif isinstance(item, list):
            stack.extend((nested, child(here, i)) for i, nested in enumerate(item))
        elif isinstance(item, float):
            to_float(item, here)
        elif item is not None and type(item) not in (bool, int, str):
            raise WireError(here, f"expected a JSON value, got {_kind(item)}")
    raise AssertionError("a value that is not JSON has an offending part")


def _json_equal(a: object, b: object) -> bool:
    """JSON equality: 1 == 1.0, but true != 1."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_json_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_json_equal(a[k], b[k]) for k in a)
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    return type(a) is type(b) and a == b


def json_in(value: object, values: Sequence[JSONValue]) -> bool:
    """Whether ``value`` equals one of ``values`` as JSON."""
    return any(_json_equal(value, candidate) for candidate in values)


def to_const(value: object, expected: JSONValue, path: str) -> Any:
    if not _json_equal(value, expected):
        raise not_const(path, expected, value)
    return expected


def one_of_values(value: object, values: Sequence[JSONValue]) -> Any:
    """A closed enum whose values are not all strings: exactly one of ``values``."""
    for candidate in values:
        if _json_equal(value, candidate):
            return candidate
    raise not_one_of(value, values)


# -- containers and unions -----------------------------------------------------------------------


def parse_list(
    value: object, item: Parser, tolerant: bool, skip_invalid_items: bool = False
) -> list[Any]:
    if not isinstance(value, list):
        raise mismatch("", value, "an array")
    if tolerant and skip_invalid_items:
        out = []
        for element in value:
            try:
                out.append(item(element, tolerant))
            except WireError:
                pass
        return out
    try:
        return [item(element, tolerant) for element in value]
    except WireError:
        pass
    # Parse again, item by item, to name the one that failed.
    for index, element in enumerate(value):
        try:
            item(element, tolerant)
        except WireError as error:
            raise within(error, f"/{index}") from None
    raise AssertionError("a list that failed to parse has a failing item")


def parse_map(value: object, item: Parser, tolerant: bool) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise mismatch("", value, "an object")
    if item is parse_json:
        return parse_json(value, tolerant)  # type: ignore[return-value]
    check_keys(value)
    out = {}
    for key, element in value.items():
        try:
            out[key] = item(element, tolerant)
        except WireError as error:
            raise within(error, child("", key)) from None
    return out


def first_of(
    value: object, options: Sequence[Parser], tolerant: bool, tagged: bool = False
) -> Any:
    """``anyOf``: the first option that parses the value strictly; in tolerant mode, when none
    does, the first that parses it tolerantly (so the markers inside an option still repair).
    ``tagged``: the options are a tagged union's variant and its fallbacks, and the variant's
    error is the one to report."""
    errors = []
    for option in options:
        try:
            return option(value, False)
        except WireError as error:
            errors.append(error)
    if tolerant:
        for option in options:
            try:
                return option(value, True)
            except WireError:
                pass
    raise errors[0] if tagged else _none_of(errors)


def only_one_of(
    value: object, options: Sequence[Parser], tolerant: bool, tagged: bool = False
) -> Any:
    """``oneOf``: the one option that parses the value strictly; a value two options parse is
    refused. In tolerant mode, when none does, the first that parses it tolerantly."""
    errors = []
    found: list[Any] = []
    for option in options:
        try:
            found.append(option(value, False))
        except WireError as error:
            errors.append(error)
    if len(found) == 1:
        return found[0]
    if found:
        kinds = ", ".join(type(item).__name__ for item in found)
        raise WireError("", f"matches more than one of the oneOf's options ({kinds})")
    if tolerant:
        for option in options:
            try:
                return option(value, True)
            except WireError:
                pass
    raise errors[0] if tagged else _none_of(errors)


def _none_of(errors: Sequence[WireError]) -> WireError:
    reasons = "; ".join(error.message for error in errors)
    return WireError("", "matches none of the union's options: " + reasons)


def find_variant(tag: object, variants: Mapping[Any, Parser]) -> Parser | None:
    """The variant whose tag equals ``tag`` as JSON (for unions with tags that are not all
    strings; string tags are looked up directly)."""
    if tag is MISSING:
        return None
    for known, variant in variants.items():
        if _json_equal(tag, known):
            return variant
    return None


def dump(value: object) -> JSONValue:
    """The wire form of any value: a class, a list or map of them, or plain JSON."""
    if isinstance(value, WireModel):
        return value.to_wire()
    if isinstance(value, list):
        return [dump(item) for item in value]
    if isinstance(value, dict):
        return {key: dump(item) for key, item in value.items()}
    return value  # type: ignore[return-value]


def dump_payload(owner: type[WireModel], value: object) -> dict[str, JSONValue]:
    """The wire form of a class's payload (an object), which must not overwrite its own keys."""
    payload = dump(value)
    assert isinstance(payload, dict)
    if not owner._WIRE_KEYS.isdisjoint(payload):
        _refuse_declared(owner, payload, owner._WIRE_KEYS)
    return payload


def parse_root(parse: Parser, data: object, tolerant: bool) -> Any:
    """Run a parser on a whole wire value; a value nested deeper than the interpreter's
    recursion limit is a :class:`WireError` too, not a ``RecursionError``."""
    try:
        return parse(data, tolerant)
    except RecursionError:
        raise WireError("", "the value is nested too deeply to parse") from None


def slot_setters(cls: type[WireModel], names: tuple[str, ...]) -> tuple[Setter, ...]:
    """The slot setters of ``cls``'s attributes ``names``, which must be all of its fields.

    ``_parse`` builds instances with them, without going through ``__init__``.
    """
    fields = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    if sorted(names) != sorted(fields):
        raise TypeError(
            f"{cls.__name__}: parser sets {sorted(names)}, fields are {sorted(fields)}"
        )
    setters = []
    for name in names:
        owner = next(c for c in cls.__mro__ if name in c.__dict__)
        setters.append(owner.__dict__[name].__set__)
    return tuple(setters)


@dataclass_transform(
    frozen_default=True, kw_only_default=True, field_specifiers=(dataclasses.field,)
)
def model(cls: C) -> C:
    """``@dataclass(frozen=True, slots=True, kw_only=True)``, at a fraction of the import time.

    The class is a dataclass (``dataclasses.fields``, ``replace``, ``asdict`` and
    ``is_dataclass`` work on it), but ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` and
    the frozen ``__setattr__``/``__delattr__`` are :class:`WireModel`'s, shared by every class,
    instead of six functions that ``dataclass`` would compile for each class on every import.
    """
    made = dataclasses.dataclass(
        cls, init=False, repr=False, eq=False, slots=True, kw_only=True
    )
    return cast(C, made)


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def _refuse_declared(
    cls: type, extra: Mapping[str, object], declared: frozenset[str]
) -> None:
    clash = sorted(key for key in extra if key in declared)
    raise ValueError(
        f"{cls.__name__}: additional properties must not hold the declared wire keys {clash!r}, "
        "which they would overwrite; set those through their attributes"
    )


@dataclasses.dataclass(frozen=True)
class MethodParams:
    """How a JSON-RPC request or notification class parses ``params``: by its ``method``, with
    the params type the method tables name, since the envelope's own ``params`` union cannot
    tell (its extension branch accepts any value). A method that ``known`` lists but this class
    does not carry (the other side's, or the other kind's) is not this class's message.
    """

    method_key: str
    params_key: str
    params_attr: str
    parsers: Mapping[str, Parser]
    known: frozenset[str]

    def parse_params(
        self, owner: str, obj: Mapping[str, object], params: object, tolerant: bool
    ) -> Any:
        """``params`` (as the envelope's own field parsed it), parsed again as its method's
        params type when the method is one this class carries."""
        method = obj.get(self.method_key)
        if not isinstance(method, str):
            return params
        parse = self.parsers.get(method)
        if parse is not None:
            value = obj.get(self.params_key)
            if value is None:  # absent or null: as the envelope says
                return params
            try:
                return parse(value, tolerant)
            except WireError as error:
                raise within(error, child("", self.params_key)) from None
        if method in self.known:
            raise WireError(
                child("", self.method_key),
                f"{method!r} is not a method that {owner} carries",
            )
        return params


def params_by_method(
    cls: type[WireModel], obj: Mapping[str, object], params: object, tolerant: bool
) -> Any:
    """The params of a JSON-RPC request or notification class, parsed by its method."""
    by_method = cls._BY_METHOD
    assert by_method is not None
    return by_method.parse_params(cls.__name__, obj, params, tolerant)


class WireModel:
    """Base of every generated dataclass: each class writes its own ``_parse`` and ``to_wire``;
    the methods of a frozen, keyword-only dataclass are here, once for all (see :func:`model`).
    """

    __slots__ = ()

    # The wire keys the class's fields name.
    _WIRE_KEYS: ClassVar[frozenset[str]] = frozenset()
    # The setters of the class's slots, in the order its ``_parse`` sets them.
    _SETTERS: ClassVar[tuple[Setter, ...]] = ()
    # Whether the class keeps unknown keys in ``additional_properties``.
    _KEEPS_UNKNOWN: ClassVar[bool] = False
    # For a JSON-RPC request or notification: its params parsed by its method (see MethodParams).
    _BY_METHOD: ClassVar[MethodParams | None] = None

    def __init__(self, **values: Any) -> None:
        name = type(self).__qualname__
        for field in dataclasses.fields(self):  # type: ignore[arg-type]
            if field.name in values:
                value = values.pop(field.name)
            elif field.default is not dataclasses.MISSING:
                value = field.default
            elif field.default_factory is not dataclasses.MISSING:
                value = field.default_factory()
            else:
                raise TypeError(
                    f"{name}() missing required keyword argument {field.name!r}"
                )
            object.__setattr__(self, field.name, value)
        if values:
            raise TypeError(
                f"{name}() got an unexpected keyword argument {next(iter(values))!r}"
            )
        self.__post_init__()

    def __post_init__(self) -> None:
        """Refuse unknown-key values that would overwrite a declared key on the wire (the
        discriminator included): ``to_wire`` writes ``additional_properties`` last.
        """
        if self._KEEPS_UNKNOWN:
            extra: Mapping[str, object] = getattr(self, "additional_properties")
            if extra and not self._WIRE_KEYS.isdisjoint(extra):
                _refuse_declared(type(self), extra, self._WIRE_KEYS)

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in _field_names(type(self)))

    def __repr__(self) -> str:
        values = ", ".join(
            f"{name}={getattr(self, name)!r}" for name in _field_names(type(self))
        )
        return f"{type(self).__qualname__}({values})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __setattr__(self, name: str, value: object) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")

    def __getstate__(self) -> tuple[Any, ...]:
        return self._values()

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        for name, value in zip(_field_names(type(self)), state, strict=True):
            object.__setattr__(self, name, value)

    @staticmethod
    def _parse(data: object, tolerant: bool) -> WireModel:
        raise NotImplementedError

    @classmethod
    def from_wire(cls: type[M], data: object, *, tolerant: bool = False) -> M:
        """Parse a wire value (as ``json.loads`` returns it); raises :class:`WireError`."""
        return parse_root(cls._parse, data, tolerant)  # type: ignore[no-any-return]

    def to_wire(self) -> dict[str, JSONValue]:
        """The wire form: a dict ready for ``json.dumps``; parses back to an equal object."""
        raise NotImplementedError
