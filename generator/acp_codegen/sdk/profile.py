"""An SDK profile: how one SDK names and shapes the schema's types, declared as data.

A profile is a TOML table (in an SDK's ``pyproject.toml``, under a target of
``[tool.acp-codegen]``, or in a file of its own). It holds names and choices, never code and never
patterns: which class a union variant gets (keyed by union and discriminator value), which
attribute a wire name gets, which enums are ``Literal`` aliases, which defaults differ from the
schema's, which back-compatibility aliases the module keeps. Everything the module defines
beyond the schema's types comes from our templates, switched on here.

Parsing is strict about the profile's own shape (an unknown key or a value of the wrong type is
an error naming the file, the table and the key) and lenient about the schema: an entry naming
a definition, variant or property the schema does not have is a warning, so one profile serves
the next schema releases.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from acp_codegen.errors import GenerationError, SchemaProblem
from acp_codegen.sdk.patches import Patch

EnumStyle = Literal["literal", "enum", "str", "inline"]
ENUM_STYLES: tuple[EnumStyle, ...] = ("literal", "enum", "str", "inline")
OpenEnumStyle = Literal["base", "known-values"]
OPEN_ENUM_STYLES: tuple[OpenEnumStyle, ...] = ("base", "known-values")
EXTRA_STYLES = ("ignore", "allow", "forbid")
AnnotationStyle = Literal["builtins", "typing"]
ANNOTATION_STYLES: tuple[AnnotationStyle, ...] = ("builtins", "typing")
# The pydantic types a string format may map to.
PYDANTIC_TYPES = ("AnyUrl", "AnyHttpUrl", "HttpUrl", "EmailStr", "Base64Str", "AwareDatetime")

# What a module is, by default, where the published Python SDK's committed module (written by
# datamodel-code-generator) is not what the schema says: each a correction a profile opts in to
# by name (``corrections``), so that a first switch can change nothing and each later one
# changes one thing. docs/configuration.md says what each changes for a module's users.
CORRECTIONS: dict[str, str] = {
    "integer-format-bounds": (
        "an integer with a `format` (uint32, int64, ...) is bounded to that format's range; "
        "without: an unsigned format gives its lower bound 0 only, a signed one none"
    ),
    "open-enum-types": (
        "an open enum is its base type (`str`, `int`); without: a union of a `Literal` per "
        "known value and, for a string enum, `Dict[str, Any]` (any object), for an integer "
        "enum, `int`"
    ),
    "any-json-not-optional": (
        "a field of any JSON value is `Any` (null is one of its values); without: "
        "`Optional[Any]` where it may be omitted"
    ),
    "union-order": (
        "the members of a union are in the schema's order; without: the members of a union it "
        "holds come after its other members"
    ),
    "catch-all-last": (
        "an open union's catch-all variant comes after its known variants, so that a value "
        "one of them fits is that one; without: the schema's order"
    ),
    "typed-map-values": (
        "an object whose values are a definition holds that definition's values; without: "
        "any values (`Dict[str, Any]`)"
    ),
    "model-defaults": (
        "a default of `{}` for a field holding a model is an instance of the model; without: "
        "the dict `{}`, which pydantic validates when it is used (the profile's `defaults` "
        "are instances either way)"
    ),
    "union-aliases": "every union of the schema has a module-level alias of its name",
}


@dataclass(frozen=True)
class BaseClass:
    """The base class every generated model derives from: defined in the module itself, or,
    with ``module``, imported from the SDK's own module (``name`` from ``module``), whose
    configuration and behaviour are then the SDK's (the options below are for a base the
    module defines).

    ``populate_by_name``: models accept attribute names as well as wire names.
    ``attribute_docstrings``: a field's description is its docstring, which pydantic reads
    from the class's source when the module is imported; otherwise it is given to ``Field``.
    ``defer_build``: pydantic builds a model's validator when it is first used, not when the
    module is imported.
    ``camel_case_fallback``: ``model.sessionId`` reads ``model.session_id``.
    ``salvage``: wire names whose ``x-deserialize-default-on-error`` is honoured once, on the
    base class, for every model that has the property (by the SDK's own code, for an
    imported base).
    """

    name: str = "BaseModel"
    populate_by_name: bool = True
    attribute_docstrings: bool = True
    camel_case_fallback: bool = False
    salvage: tuple[str, ...] = ()
    defer_build: bool = False
    module: str | None = None


# Which fields a module honours ``x-deserialize-*`` on: every field the schema marks
# ("all"), or only those a definition of ``$defs`` declares in its own ``properties``
# ("definitions"), as a generator that attaches the helpers by definition name does.
DeserializeScope = Literal["all", "definitions"]
DESERIALIZE_SCOPES: tuple[DeserializeScope, ...] = ("all", "definitions")


@dataclass(frozen=True)
class Deserialize:
    """Where the runtime helpers for ``x-deserialize-*`` come from (import path and names),
    and which fields they wrap (``scope``)."""

    module: str
    default_on_error: str = "salvage_on_error"
    skip_invalid_items: str = "skip_invalid_items"
    scope: DeserializeScope = "all"


@dataclass(frozen=True)
class Coercion:
    """A lenient reading of one scalar field: a value of another JSON type is converted to the
    field's type, and one that cannot be converted becomes ``fallback``."""

    fallback: Any


@dataclass(frozen=True)
class ExpansionNames:
    """The class of one choice of an expanded object, and, when the profile splits it, the
    class of the choice alone (its base beside the object's own class)."""

    class_name: str
    base: str | None = None


@dataclass(frozen=True)
class Profile:
    header: tuple[str, ...] = ()
    base_class: BaseClass = field(default_factory=BaseClass)
    deserialize: Deserialize | None = None
    # Wire name -> attribute name, everywhere (``_meta`` -> ``field_meta``).
    attributes: Mapping[str, str] = field(default_factory=dict)
    # Union definition -> its variants' keys (as ``variants`` keys them) in the order the
    # module tries them, ``"..."`` standing for the others in the schema's order.
    variant_order: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # Union definition -> discriminator value (or a default or open variant's title) -> class.
    variants: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # Unions whose variants take the name of the definition they extend, when no other variant
    # extends it (the definition becomes private): ``current_mode_update`` ->
    # ``CurrentModeUpdate``. ``variants`` still decides.
    definition_variants: tuple[str, ...] = ()
    # Class names for schema objects the schema does not name, keyed by our derived name.
    names: Mapping[str, str] = field(default_factory=dict)
    # An object whose payload is a choice of definitions becomes one class per choice:
    # class (after naming) -> chosen definition (or its class) -> class name, or, split,
    # its class and the class of the choice alone.
    expansions: Mapping[str, Mapping[str, ExpansionNames]] = field(default_factory=dict)
    # Back-compatibility aliases: name -> the classes it is a union of.
    aliases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # Back-compatibility ``Enum`` classes no definition holds: name -> member -> value.
    enum_classes: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    enums: Mapping[str, EnumStyle] = field(default_factory=dict)
    enum_default: EnumStyle = "str"
    # Aliases of the schema that are classes (pydantic RootModel) rather than inlined.
    root_models: tuple[str, ...] = ()
    # Definitions left out, with whatever only they use.
    omit: tuple[str, ...] = ()
    # "Definition.wireName" -> default (a JSON value), replacing the schema's.
    defaults: Mapping[str, Any] = field(default_factory=dict)
    coerce: Mapping[str, Coercion] = field(default_factory=dict)
    # What models do with unknown keys; open union variants always keep them.
    extra: str = "ignore"
    # String format -> the pydantic type that holds it (``uri = "AnyUrl"``); others are str.
    formats: Mapping[str, str] = field(default_factory=dict)
    # Whether the JSON-RPC messages at the schema's root (``AgentJsonRpcMessage``, ...) are
    # classes too; otherwise only ``$defs`` and what they use are.
    envelope: bool = False
    # Whether the schema's other aliases get a module-level name too (``SessionId = str``);
    # annotations spell them out either way.
    type_aliases: bool = False
    # How annotations spell unions and containers: "builtins" (``X | None``, ``list[X]``) or
    # "typing" (``Optional[X]``, ``Union[X, Y]``, ``List[X]``, ``Dict[str, X]``), for an SDK
    # whose tooling reads its module's annotations with ``typing``'s eyes.
    annotation_style: AnnotationStyle = "builtins"
    # How an open enum (known values and any other) is written, with the correction
    # ``open-enum-types``: its base type, or a ``Literal`` per known value then its base type.
    open_enums: OpenEnumStyle = "base"
    # Whether a union variant's discriminator has its value as default
    # (``mode: Literal["form"] = "form"``), so that a variant is made without naming it.
    tag_defaults: bool = False
    # The class attribute through which each open union's catch-all class names the values
    # its known variants own, for the SDK's base class to refuse them (the module then writes
    # no validator of its own for that); None: the module's own validator refuses them.
    reserved_tags: str | None = None
    # Edits of the loaded schema, made before the model is built (a module target's).
    patches: tuple[Patch, ...] = ()
    # The CORRECTIONS the module makes: all of them unless the profile names some.
    corrections: frozenset[str] = frozenset(CORRECTIONS)


BASE_CLASS_KEYS = frozenset(
    {
        "name",
        "populate-by-name",
        "attribute-docstrings",
        "camel-case-fallback",
        "salvage",
        "defer-build",
        "module",
    }
)
# The options of a base class the module defines; an imported base has its own (``salvage``
# then says what it does itself: the module writes no validator for those wire names).
DEFINED_BASE_KEYS = BASE_CLASS_KEYS - {"name", "module", "salvage"}
DESERIALIZE_KEYS = frozenset({"module", "default-on-error", "skip-invalid-items", "scope"})


class _Reader:
    """Reads one profile table, collecting every problem with the key it is about."""

    def __init__(self, file: str, table: str) -> None:
        self.file = file
        self.table = table
        self.problems: list[SchemaProblem] = []

    def problem(self, key: str, message: str) -> None:
        self.problems.append(SchemaProblem(self.file, "", f"[{self.table}] {key}: {message}"))

    def keys(self, table: Mapping[str, Any], allowed: frozenset[str], prefix: str = "") -> None:
        for key in table:
            if key not in allowed:
                expected = ", ".join(sorted(allowed))
                self.problem(prefix + key, f"unknown key; expected one of {expected}")

    def string(self, value: Any, key: str) -> str:
        if not isinstance(value, str) or not value:
            self.problem(key, "expected a non-empty string")
            return ""
        return value

    def boolean(self, value: Any, key: str) -> bool:
        if not isinstance(value, bool):
            self.problem(key, "expected true or false")
            return False
        return value

    def strings(self, value: Any, key: str) -> tuple[str, ...]:
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            self.problem(key, "expected a list of non-empty strings")
            return ()
        return tuple(value)

    def table_of(self, value: Any, key: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            self.problem(key, "expected a table")
            return {}
        return value

    def string_table(self, value: Any, key: str) -> dict[str, str]:
        out = {}
        for name, item in self.table_of(value, key).items():
            out[name] = self.string(item, f"{key}.{name}")
        return out

    def nested_string_table(self, value: Any, key: str) -> dict[str, dict[str, str]]:
        return {
            name: self.string_table(item, f"{key}.{name}")
            for name, item in self.table_of(value, key).items()
        }

    def choice(self, value: Any, choices: tuple[str, ...], key: str) -> Any:
        if value not in choices:
            self.problem(key, f"expected one of {', '.join(choices)}")
        return value

    def definition_keys(self, table: Mapping[str, Any], key: str) -> None:
        for name in table:
            if name.count(".") != 1:
                self.problem(f"{key}.{name}", "expected a key of the form 'Definition.wireName'")


# -- one small reader a key: (reader, value, key) -> the Profile field's value ----------------


def _base_class(r: _Reader, value: Any, key: str) -> BaseClass:
    """The keys given; :class:`BaseClass` holds the defaults of the others."""
    base = r.table_of(value, key)
    r.keys(base, BASE_CLASS_KEYS, f"{key}.")
    readers = {"name": r.string, "salvage": r.strings, "module": r.string}
    if "module" in base:
        for option in sorted(DEFINED_BASE_KEYS & set(base)):
            r.problem(
                f"{key}.{option}",
                "applies to a base class the module defines, not to one imported from "
                f"{key}.module (its options are the SDK's own)",
            )
    given: dict[str, Any] = {
        name.replace("-", "_"): readers.get(name, r.boolean)(item, f"{key}.{name}")
        for name, item in base.items()
        if name in BASE_CLASS_KEYS
    }
    return BaseClass(**given)


def _deserialize(r: _Reader, value: Any, key: str) -> Deserialize:
    """The helpers' module (required), the names and the scope given; :class:`Deserialize`
    holds the defaults."""
    table = r.table_of(value, key)
    r.keys(table, DESERIALIZE_KEYS, f"{key}.")
    given: dict[str, Any] = {
        name.replace("-", "_"): r.string(item, f"{key}.{name}")
        for name, item in table.items()
        if name in DESERIALIZE_KEYS - {"module", "scope"}
    }
    if "scope" in table:
        given["scope"] = r.choice(table["scope"], DESERIALIZE_SCOPES, f"{key}.scope")
    return Deserialize(module=r.string(table.get("module"), f"{key}.module"), **given)


def _expansions(r: _Reader, value: Any, key: str) -> dict[str, dict[str, ExpansionNames]]:
    """``owner.choice = "Class"``, or ``owner.choice = { class = "Class", base = "Base" }``
    to split the choice alone into a base class of its own."""
    out: dict[str, dict[str, ExpansionNames]] = {}
    for owner, table in r.table_of(value, key).items():
        out[owner] = {}
        for choice, named in r.table_of(table, f"{key}.{owner}").items():
            where = f"{key}.{owner}.{choice}"
            if isinstance(named, Mapping):
                r.keys(named, frozenset({"class", "base"}), f"{where}.")
                base = named.get("base")
                out[owner][choice] = ExpansionNames(
                    r.string(named.get("class"), f"{where}.class"),
                    None if base is None else r.string(base, f"{where}.base"),
                )
            else:
                out[owner][choice] = ExpansionNames(r.string(named, where))
    return out


PATCH_KEYS = frozenset({"pointer", "remove", "value"})


def _patches(r: _Reader, value: Any, key: str) -> tuple[Patch, ...]:
    """``[[patches]]``: each a ``pointer`` (a JSON pointer into the schema) and either
    ``remove`` (a list's value or an object's key there) or ``value`` (set there)."""
    if not isinstance(value, list) or not all(isinstance(v, Mapping) for v in value):
        r.problem(key, "expected a list of tables ([[...patches]])")
        return ()
    out: list[Patch] = []
    for index, table in enumerate(value, 1):
        where = f"{key} #{index}"
        r.keys(table, PATCH_KEYS, f"{where}: ")
        pointer = r.string(table.get("pointer"), f"{where}: pointer")
        if pointer and not pointer.startswith("/"):
            r.problem(f"{where}: pointer", "expected a JSON pointer into the schema (/$defs/...)")
        if ("remove" in table) == ("value" in table):
            r.problem(where, "expected either 'remove' or 'value'")
            continue
        if "remove" in table:
            out.append(Patch(pointer, removed=table["remove"]))
        else:
            out.append(Patch(pointer, set_value=True, value=table["value"]))
    return tuple(out)


# In a ``variant-order`` list: the variants the list does not name, in the schema's order.
OTHER_VARIANTS = "..."


def _variant_order(r: _Reader, value: Any, key: str) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for union, order in r.table_of(value, key).items():
        out[union] = r.strings(order, f"{key}.{union}")
        if len(set(out[union])) != len(out[union]):
            r.problem(f"{key}.{union}", "names a variant twice")
    return out


def _aliases(r: _Reader, value: Any, key: str) -> dict[str, tuple[str, ...]]:
    return {name: r.strings(item, f"{key}.{name}") for name, item in r.table_of(value, key).items()}


def _enum_classes(r: _Reader, value: Any, key: str) -> dict[str, dict[str, Any]]:
    classes: dict[str, dict[str, Any]] = {}
    for name, members in r.table_of(value, key).items():
        classes[name] = dict(r.table_of(members, f"{key}.{name}"))
        for member, member_value in classes[name].items():
            if not member.isidentifier() or type(member_value) not in (str, int):
                r.problem(
                    f"{key}.{name}.{member}",
                    "expected an identifier with a string or integer value",
                )
        # The values' type is the class's mixin (``class Name(str, Enum)``).
        if {str, int} <= {type(v) for v in classes[name].values()}:
            r.problem(f"{key}.{name}", "expected values of one type: strings or integers")
    return classes


def _enums(r: _Reader, value: Any, key: str) -> dict[str, EnumStyle]:
    return {
        name: r.choice(style, ENUM_STYLES, f"{key}.{name}")
        for name, style in r.table_of(value, key).items()
    }


def _defaults(r: _Reader, value: Any, key: str) -> dict[str, Any]:
    defaults = dict(r.table_of(value, key))
    r.definition_keys(defaults, key)
    return defaults


def _coerce(r: _Reader, value: Any, key: str) -> dict[str, Coercion]:
    table = r.table_of(value, key)
    r.definition_keys(table, key)
    coerce = {}
    for name, item in table.items():
        spec = r.table_of(item, f"{key}.{name}")
        r.keys(spec, frozenset({"fallback"}), f"{key}.{name}.")
        if "fallback" not in spec:
            r.problem(f"{key}.{name}", "needs a 'fallback' value")
        coerce[name] = Coercion(spec.get("fallback"))
    return coerce


def _formats(r: _Reader, value: Any, key: str) -> dict[str, str]:
    formats = r.string_table(value, key)
    for fmt, name in formats.items():
        r.choice(name, PYDANTIC_TYPES, f"{key}.{fmt}")
    return formats


def _corrections(r: _Reader, value: Any, key: str) -> frozenset[str]:
    corrections = r.strings(value, key)
    for name in corrections:
        if name not in CORRECTIONS:
            r.problem(f"{key}.{name}", "unknown; expected one of " + ", ".join(CORRECTIONS))
    return frozenset(corrections)


def _one_of(choices: tuple[str, ...]) -> Callable[[_Reader, Any, str], Any]:
    return lambda r, value, key: r.choice(value, choices, key)


# Each key of a profile table and its reader; the Profile field is the key in snake case.
READERS: dict[str, Callable[[_Reader, Any, str], Any]] = {
    "header": _Reader.strings,
    "base-class": _base_class,
    "deserialize": _deserialize,
    "attributes": _Reader.string_table,
    "variants": _Reader.nested_string_table,
    "definition-variants": _Reader.strings,
    "names": _Reader.string_table,
    "expansions": _expansions,
    "aliases": _aliases,
    "enum-classes": _enum_classes,
    "enums": _enums,
    "enum-default": _one_of(ENUM_STYLES),
    "root-models": _Reader.strings,
    "omit": _Reader.strings,
    "defaults": _defaults,
    "coerce": _coerce,
    "extra": _one_of(EXTRA_STYLES),
    "formats": _formats,
    "envelope": _Reader.boolean,
    "type-aliases": _Reader.boolean,
    "annotation-style": _one_of(ANNOTATION_STYLES),
    "tag-defaults": _Reader.boolean,
    "variant-order": _variant_order,
    "patches": _patches,
    "reserved-tags": _Reader.string,
    "open-enums": _one_of(OPEN_ENUM_STYLES),
    "corrections": _corrections,
}


def parse_profile(table: Mapping[str, Any], file: str, where: str) -> Profile:
    """The profile in ``table`` (read from ``file``, at TOML table ``where``), or
    GenerationError naming every problem."""
    r = _Reader(file, where)
    r.keys(table, frozenset(READERS))
    values = {
        key.replace("-", "_"): READERS[key](r, value, key)
        for key, value in table.items()
        if key in READERS
    }
    if r.problems:
        raise GenerationError(r.problems)
    return Profile(**values)
