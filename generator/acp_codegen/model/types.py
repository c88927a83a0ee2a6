"""The typed intermediate model: what the schema means for code, with every name decided.

Built once from a merged schema document by :mod:`acp_codegen.model.build`; renderers read only
this. Nothing here holds a raw schema dict except ``default``/``const``/``enum`` values, which are
JSON data and reach generated code only through :mod:`acp_codegen.render.literal`, and the
document itself (``Model.protocol.document``), which a renderer may read only to print a
fragment at a pointer the model gives, as it is written.

Type expressions (what a field or alias holds):

- :class:`Primitive` ``str`` / ``int`` / ``float`` / ``bool`` / ``null`` / ``json`` (any JSON)
- :class:`Ref` a named definition
- :class:`Const` exactly one JSON value (a ``Literal``)
- :class:`ListOf`, :class:`MapOf`
- :class:`Nullable` ``T | None``
- :class:`AnyOf` an untagged union, tried in order

Definitions (what a name stands for):

- :class:`ObjectDef` a dataclass; fields keep requiredness and nullability apart
- :class:`UnionDef` a discriminated union of :class:`Variant` classes, open or closed
- :class:`EnumDef` a set of string or integer values, open (unknown values kept) or closed
- :class:`AliasDef` a name for a type expression

A definition the schema writes as a union (``oneOf``/``anyOf``) also lists its :class:`Branch`
values, in the schema's order, whatever the definition became; every definition, field and
branch carries the :class:`Constraints` its schema states.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from acp_codegen.load import LoadedProtocol
    from acp_codegen.load.unions import TaggedUnion

from acp_codegen.errors import join_pointer

if sys.version_info >= (3, 11):
    from typing import assert_never
else:  # pragma: no cover - the same contract, spelled for 3.10
    from typing import NoReturn

    def assert_never(value: NoReturn, /) -> NoReturn:
        """Reached only when a ``match`` over a closed union misses a kind."""
        raise AssertionError(f"unhandled kind: {type(value).__name__}")


UNSTABLE_BANNER = "**UNSTABLE**"


@dataclass(frozen=True)
class Doc:
    """The human-facing text of a definition, field or variant."""

    description: str | None = None
    title: str | None = None

    @property
    def unstable(self) -> bool:
        """Upstream marks unstable items with a leading ``**UNSTABLE**`` paragraph."""
        return (self.description or "").startswith(UNSTABLE_BANNER)


@dataclass(frozen=True)
class Constraints:
    """What a schema states about its values besides their type, as it writes them: ``type``
    (one name, or a tuple for a list of names), ``enum``'s values, the bounds, lengths,
    ``pattern`` and ``minItems``, ``format``, ``contentEncoding`` and ``contentMediaType``.
    The one home of each constraint: a definition's, field's and branch's are for renderers
    that state them (the docs); a value's, on its :class:`Primitive` or :class:`ListOf`, only
    those its type takes, are what a model's field holds (the pydantic module's ``Field``
    arguments). The classes and parsers follow the type expression and the validators compile
    the schema itself."""

    type: str | tuple[str, ...] | None = None
    values: tuple[Any, ...] | None = None
    minimum: int | float | None = None
    maximum: int | float | None = None
    min_length: int | None = None
    max_length: int | None = None
    pattern: str | None = None
    format: str | None = None
    content_encoding: str | None = None
    content_media_type: str | None = None
    min_items: int | None = None

    @property
    def types(self) -> tuple[str, ...]:
        """The ``type`` keyword's names, whether it names one or lists them."""
        if self.type is None:
            return ()
        return (self.type,) if isinstance(self.type, str) else self.type


@dataclass(frozen=True)
class Primitive:
    """A JSON scalar (or any JSON value). ``format`` is upstream's ``format`` keyword, decided by
    :mod:`acp_codegen.model.formats` (integer formats carry bounds), which chooses the type;
    ``constraints`` are those of its schema a value of its kind takes: a number's
    ``minimum`` and ``maximum``, a string's ``pattern`` and ``contentEncoding`` (the value
    stays a ``str``, as it is on the wire). Parsing leaves them to the validators."""

    kind: Literal["str", "int", "float", "bool", "null", "json"]
    format: str | None = None
    constraints: Constraints = Constraints()


@dataclass(frozen=True)
class Ref:
    name: str


@dataclass(frozen=True)
class Const:
    value: Any


@dataclass(frozen=True)
class ListOf:
    item: TypeExpr
    # x-deserialize-skip-invalid-items: in tolerant mode an item that fails to parse is dropped.
    skip_invalid_items: bool = False
    # The array's constraints a list takes: ``minItems``, the fewest items it allows.
    constraints: Constraints = Constraints()


@dataclass(frozen=True)
class MapOf:
    value: TypeExpr


@dataclass(frozen=True)
class Nullable:
    inner: TypeExpr


@dataclass(frozen=True)
class AnyOf:
    """An untagged union, tried in order. ``exclusive`` (``oneOf``): exactly one option may
    match."""

    options: tuple[TypeExpr, ...]
    exclusive: bool = False


TypeExpr = Primitive | Ref | Const | ListOf | MapOf | Nullable | AnyOf
"""Every kind of type expression. Code that dispatches on the kind uses ``match`` ending in
``case _: assert_never(expr)``, so a kind added here is an error under ``mypy --strict`` in each
dispatcher that does not handle it (``tests/repo/test_exhaustive_dispatch.py`` checks this)."""

NO_DEFAULT: Any = type("NoDefault", (), {"__repr__": lambda self: "NO_DEFAULT"})()


@dataclass(frozen=True)
class Field:
    """One property of an object: its wire name, Python name and type.

    ``required`` (the key must be present) and ``nullable`` (``null`` is a valid value) are
    independent; an optional nullable field distinguishes "omitted" from ``null``.
    """

    wire_name: str
    py_name: str
    type: TypeExpr
    required: bool
    doc: Doc
    pointer: str
    default: Any = NO_DEFAULT
    # x-deserialize-default-on-error: in tolerant mode a bad value falls back to "omitted"
    # (for a required field: to ``fallback``).
    default_on_error: bool = False
    # x-deserialize-default-on-null: in tolerant mode a null the type does not allow falls back
    # the same way.
    default_on_null: bool = False
    # What a required field falls back to in tolerant mode: its schema ``default``, else the
    # empty value of its type (``[]``, ``{}``); NO_DEFAULT when it has none.
    fallback: Any = NO_DEFAULT
    # x-content-block-type (ours): the content block type this capability field enables.
    content_block_type: str | None = None
    constraints: Constraints = Constraints()

    @property
    def nullable(self) -> bool:
        return isinstance(self.type, Nullable)

    @property
    def has_default(self) -> bool:
        return self.default is not NO_DEFAULT


@dataclass(frozen=True)
class ObjectDef:
    name: str
    class_name: str
    doc: Doc
    pointer: str
    fields: tuple[Field, ...]
    # Extra keys: None = forbidden (additionalProperties: false), else the type of their values.
    extra: TypeExpr | None = Primitive("json")
    # Set for the classes of union variants: the object definition they extend, if any.
    base: str | None = None
    # Set for union variants: the discriminating field's wire name.
    discriminator: str | None = None
    # The keys the fields do not name, parsed whole as this type and kept in ``payload_field``:
    # a union variant that extends another union, or an object whose properties sit beside an
    # untagged ``anyOf`` (the JSON-RPC envelope: ``jsonrpc`` beside a request, response or
    # notification). Unknown keys then belong to the payload. The two are set together.
    payload: TypeExpr | None = None
    payload_field: str | None = None
    # x-baseline-content-block-types (ours): on a capability object, the content block types
    # every side that advertises it can take.
    baseline_block_types: tuple[str, ...] | None = None
    # For a union's open variant: the discriminator values its ``not`` excludes (the tagged
    # variants' tags, and any other tag upstream reserves).
    excluded_tags: tuple[Any, ...] = ()
    # For an object whose payload is a choice of object definitions (a scope beside a mode), in
    # the pydantic modules: one class per choice. Named when a profile is applied
    # (:func:`acp_codegen.sdk.renaming.apply_profile`), as every pydantic module's model is.
    expansions: tuple[Expansion, ...] = ()
    constraints: Constraints = Constraints()
    # For an object whose properties sit beside a union: that union's branches.
    branches: tuple[Branch, ...] = ()


@dataclass(frozen=True)
class Branch:
    """One item of a union's ``oneOf`` or ``anyOf``, as the schema lists it.

    ``type`` is what the branch holds (a variant's class, a definition, a constant, ...);
    ``extends`` the definition it takes in through its ``$ref`` or an ``allOf`` of one, and
    ``fields`` the properties it writes itself, tag included (a variant's class also has the
    union's shared fields and, as its base, the fields of the definition it extends).
    """

    pointer: str
    doc: Doc
    type: TypeExpr
    constraints: Constraints = Constraints()
    extends: str | None = None
    fields: tuple[Field, ...] = ()


@dataclass(frozen=True)
class Expansion:
    """One class of an expanded object: it subclasses the chosen definition ``option`` and adds
    the object's fields and those of the objects ``between`` (a union's variant whose own
    payload is the choice, outermost first)."""

    class_name: str
    option: str
    between: tuple[str, ...] = ()
    # Split: the class of the choice alone (it subclasses ``option`` and adds the fields of
    # the objects ``between``), which this class subclasses beside the object's own class
    # (whose fields it declares again); None: one class holding both.
    base_name: str | None = None


@dataclass(frozen=True)
class Variant:
    """One branch of a discriminated union, tagged by ``tag``.

    ``tag`` is None for the union's default variant: the one upstream uses when the
    discriminator is absent (e.g. ``AuthMethod`` without ``type``).
    """

    tag: Any
    object: ObjectDef


@dataclass(frozen=True)
class UnionDef:
    """A discriminated union: ``tagging`` is what the one rule
    (:func:`acp_codegen.load.unions.tagged_union`) read of its branches, which the validators
    read alike; ``variants`` its tagged and default branches, ``other`` its open one."""

    name: str
    class_name: str
    doc: Doc
    pointer: str
    tagging: TaggedUnion
    variants: tuple[Variant, ...]
    # The open "other" variant keeps payloads with unknown discriminator values.
    other: ObjectDef | None = None
    # ``oneOf``: a value that fits two branches (a tagged one and the default one) is invalid.
    exclusive: bool = False
    # The union's own properties, beside its branches (each variant's class has them too).
    shared: tuple[Field, ...] = ()
    constraints: Constraints = Constraints()
    branches: tuple[Branch, ...] = ()

    @property
    def discriminator(self) -> str:
        """The wire name of the property that tells the variants apart."""
        return self.tagging.prop

    @property
    def tagged(self) -> tuple[Variant, ...]:
        return tuple(v for v in self.variants if v.tag is not None)

    @property
    def default(self) -> Variant | None:
        return next((v for v in self.variants if v.tag is None), None)

    @property
    def open(self) -> bool:
        return self.other is not None


@dataclass(frozen=True)
class EnumMember:
    value: str | int
    doc: Doc


@dataclass(frozen=True)
class EnumDef:
    name: str
    class_name: str
    doc: Doc
    pointer: str
    base: Literal["str", "int"]
    members: tuple[EnumMember, ...]
    open: bool
    other_doc: Doc | None = None
    constraints: Constraints = Constraints()
    # An enum written as a union of constants: its branches (members, and the open one last).
    branches: tuple[Branch, ...] = ()


@dataclass(frozen=True)
class AliasDef:
    """A name for a type expression; untagged unions are aliases of :class:`AnyOf`."""

    name: str
    class_name: str
    doc: Doc
    pointer: str
    target: TypeExpr
    default: Any = NO_DEFAULT
    constraints: Constraints = Constraints()
    # An untagged union: its branches, as written (``target`` is their union).
    branches: tuple[Branch, ...] = ()


Definition = ObjectDef | UnionDef | EnumDef | AliasDef


@dataclass(frozen=True)
class Method:
    """One JSON-RPC method from ``x-method``/``x-side``."""

    name: str
    side: str
    kind: Literal["request", "notification"]
    params: str
    result: str | None
    unstable: bool


@dataclass
class Model:
    """Every definition of one merged document, in schema order, plus its method table, and
    the loaded protocol it was built from (its document, sources, version, flavour and
    overlay), so that every renderer takes the model alone.

    Inline object schemas (an object nested in a property or an untagged union) become
    definitions of their own, named after where they appear, right after the definition that
    holds them.
    """

    protocol: LoadedProtocol
    definitions: dict[str, Definition] = field(default_factory=dict)
    methods: tuple[Method, ...] = ()
    # Warnings for the run to print, each naming the file and pointer (e.g. an ``x-`` keyword
    # the generator does not know).
    notes: tuple[str, ...] = ()
    # The definition each ``$ref`` of the document names, as the builder read it.
    refs: dict[str, str] = field(default_factory=dict)

    @property
    def schema_definitions(self) -> tuple[Definition, ...]:
        """The definitions of the document's ``$defs``, in schema order (the others are
        derived: variants' classes, inline objects, the root message)."""
        return tuple(
            d for d in self.definitions.values() if d.pointer == join_pointer("/$defs", d.name)
        )

    @property
    def title(self) -> str:
        """The document's ``title`` (the protocol's name), or ""."""
        return str(self.protocol.document.get("title", ""))

    @property
    def label(self) -> str:
        """The name problems in the document are reported under."""
        return self.protocol.label

    def class_name(self, name: str) -> str:
        return self.definitions[name].class_name

    def admits_null(self, expr: TypeExpr) -> bool:
        """Whether ``null`` is a valid value of ``expr`` (through aliases and any-JSON)."""
        expr = self.resolve(expr)
        match expr:
            case Nullable():
                return True
            case Primitive():
                return expr.kind in ("null", "json")
            case Const():
                return expr.value is None
            case AnyOf():
                return any(self.admits_null(option) for option in expr.options)
            case Ref() | ListOf() | MapOf():
                return False
            case _:
                assert_never(expr)

    def resolve(self, expr: TypeExpr) -> TypeExpr:
        """Follow aliases of a bare reference to the type they stand for."""
        seen: set[str] = set()
        while isinstance(expr, Ref) and isinstance(self.definitions[expr.name], AliasDef):
            if expr.name in seen:  # the builder rejects alias cycles; this is a guard
                break
            seen.add(expr.name)
            target = self.definitions[expr.name]
            assert isinstance(target, AliasDef)
            expr = target.target
        return expr
