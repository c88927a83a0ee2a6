"""The docs model: what one definition's section on upstream's schema page shows.

``build_sections`` reads a schema document once and returns a :class:`Section` per definition.
A section is a heading, escaped description paragraphs and one *shape*, chosen by the first
rule that matches the definition:

- ``oneOf``/``anyOf`` -> :class:`UnionShape` (one resolvable variant is shown as that
  variant merged: :class:`ObjectShape` or :class:`ScalarShape`),
- ``enum`` -> :class:`EnumShape`,
- ``properties`` -> :class:`ObjectShape`,
- a single ``type`` -> :class:`ScalarShape`.

Properties become :class:`Field` rows (sorted by name in code-point order, so ``_meta`` comes
first) with their :class:`Constraint` rows. Every string is computed by :mod:`acp_codegen.docs.mdx`;
the templates only place them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from acp_codegen.docs import mdx
from acp_codegen.errors import GenerationError, SchemaProblem, join_pointer

# Integer and number formats that the simple-type heading already shows.
_NUMERIC_FORMATS = frozenset({"int32", "int64", "uint16", "uint32", "uint64", "double"})


@dataclass(frozen=True, slots=True)
class Constraint:
    """One row of a constraint list: ``Default``, ``Minimum``, ... and its code-formatted value."""

    label: str
    value: str


@dataclass(frozen=True, slots=True)
class Field:
    """A property as a ``<ResponseField name=... type={...}>``."""

    name: str
    type_expression: str
    required: bool
    description: str | None
    constraints: tuple[Constraint, ...] = ()
    allowed_values: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Variant:
    """One member of a union as a ``<ResponseField name="LABEL" type="KIND">``."""

    label: str
    kind: str | None
    description: str | None
    values: str | None
    fields: tuple[Field, ...]


@dataclass(frozen=True, slots=True)
class ObjectShape:
    kind: ClassVar[str] = "object"
    fields: tuple[Field, ...]


@dataclass(frozen=True, slots=True)
class UnionShape:
    kind: ClassVar[str] = "union"
    shared_fields: tuple[Field, ...]
    variants_heading: bool
    groups: tuple[tuple[Variant, ...], ...]


@dataclass(frozen=True, slots=True)
class EnumShape:
    kind: ClassVar[str] = "enum"
    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ScalarShape:
    kind: ClassVar[str] = "scalar"
    type_label: str
    constraints: tuple[Constraint, ...]
    allowed_values: tuple[str, ...]


Shape = ObjectShape | UnionShape | EnumShape | ScalarShape


@dataclass(frozen=True, slots=True)
class Section:
    """A definition's section: heading name, description paragraphs, and its shape."""

    name: str
    descriptions: tuple[str, ...]
    shape: Shape | None


@dataclass(frozen=True)
class _Object:
    """Properties and required names gathered from a schema and what it merges in."""

    properties: dict[str, Any] = field(default_factory=dict)
    required: list[str] = field(default_factory=list)


class SectionBuilder:
    """Builds :class:`Section` values for the definitions of one schema document."""

    def __init__(self, document: Mapping[str, Any], *, link_base: str, label: str) -> None:
        self.definitions: Mapping[str, Any] = document.get("$defs", {})
        self.link_base = link_base
        self.label = label
        self.problems: list[SchemaProblem] = []

    def _verbatim(self, text: str, pointer: str, what: str) -> str:
        """``text`` placed as it is (upstream does not escape names and labels): report it
        when it would break the MDX around it."""
        if mdx.breaks_verbatim(text):
            self.problems.append(
                SchemaProblem(self.label, pointer, f"{what} {text!r} cannot be placed in MDX")
            )
        return text

    def section(self, name: str) -> Section:
        definition = self.definitions[name]
        pointer = join_pointer("/$defs", name)
        self._verbatim(name, pointer, "definition name")
        descriptions = [self._heading_description(definition)]
        shape: Shape | None
        variants = _union_options(definition)
        if variants is not None:
            shape = None
            if len(variants) == 1:
                merged = self._merge_variant(variants[0])
                if merged is not None:
                    descriptions.append(self._heading_description(variants[0]))
                    shape = self._merged_shape(merged, pointer)
            shape = shape or self._union(definition, pointer)
        elif "enum" in definition:
            shape = EnumShape(tuple(f"`{_quoted_value(v)}`" for v in definition["enum"]))
        elif "properties" in definition:
            properties = definition["properties"]
            shape = self._object(properties, definition.get("required", []), pointer)
        elif isinstance(definition.get("type"), str):
            shape = self._scalar(definition["type"], definition)
        else:
            shape = None
        return Section(name, tuple(d for d in descriptions if d is not None), shape)

    # --- descriptions -----------------------------------------------------------------------

    def _description(self, schema: Mapping[str, Any]) -> str | None:
        text = schema.get("description")
        return mdx.escape_description(text, self.link_base) if isinstance(text, str) else None

    def _heading_description(self, schema: Mapping[str, Any]) -> str | None:
        text = schema.get("description")
        if not isinstance(text, str):
            return None
        return mdx.escape_heading_description(text, self.link_base)

    # --- shapes -----------------------------------------------------------------------------

    def _merged_shape(self, merged: Mapping[str, Any], pointer: str) -> Shape | None:
        if "properties" in merged:
            return self._object(merged["properties"], merged.get("required", []), pointer)
        if isinstance(merged.get("type"), str):
            return self._scalar(merged["type"], merged)
        return None

    def _object(
        self, properties: Mapping[str, Any], required: Iterable[str], pointer: str
    ) -> ObjectShape:
        return ObjectShape(self._fields(properties, required, pointer))

    def _scalar(self, kind: str, schema: Mapping[str, Any]) -> ScalarShape:
        label = kind
        if kind in ("integer", "number", "string") and isinstance(schema.get("format"), str):
            label = f"{kind} ({schema['format']})"
        constraints = _common_constraints(schema)
        fmt = schema.get("format")
        if isinstance(fmt, str) and fmt not in _NUMERIC_FORMATS:
            constraints.append(Constraint("Format", f"`{fmt}`"))
        return ScalarShape(label, tuple(constraints), _allowed_values(schema))

    def _union(self, definition: Mapping[str, Any], pointer: str) -> UnionShape:
        discriminator = definition.get("discriminator", {}).get("propertyName")
        shared = {
            name: schema
            for name, schema in definition.get("properties", {}).items()
            if name != discriminator
        }
        groups = tuple(
            tuple(
                self._variant(v, join_pointer(pointer, key, i))
                for i, v in enumerate(definition[key])
            )
            for key in ("anyOf", "oneOf")
            if isinstance(definition.get(key), list)
        )
        return UnionShape(
            shared_fields=self._fields(shared, definition.get("required", []), pointer),
            variants_heading=bool(shared) or len(groups) > 1,
            groups=groups,
        )

    def _variant(self, variant: Mapping[str, Any], pointer: str) -> Variant:
        enum = variant.get("enum")
        merged = self._merge_variant(variant)
        own = merged if merged is not None else variant
        values = None
        if isinstance(enum, list):
            values = ", ".join(f"`{_quoted_value(v, escape=True)}`" for v in enum)
        kind = _variant_kind(variant)
        return Variant(
            label=self._verbatim(_variant_label(variant), pointer, "variant label"),
            kind=None if kind is None else self._verbatim(kind, pointer, "variant type"),
            description=self._description(variant),
            values=values,
            fields=self._fields(own.get("properties", {}), own.get("required", []), pointer),
        )

    def _fields(
        self, properties: Mapping[str, Any], required: Iterable[str], pointer: str
    ) -> tuple[Field, ...]:
        required = set(required)
        for name in properties:
            self._verbatim(name, join_pointer(pointer, "properties", name), "property name")
        return tuple(
            self._field(name, properties[name], name in required) for name in sorted(properties)
        )

    def _field(self, name: str, schema: Mapping[str, Any], required: bool) -> Field:
        description = self._description(schema)
        if description is None and "const" in schema:
            description = f"The discriminator value. Must be `{_quoted_value(schema['const'])}`."
        return Field(
            name=name,
            type_expression=mdx.type_expression(dict(schema)),
            required=required,
            description=description,
            constraints=tuple(_field_constraints(schema)),
            allowed_values=_allowed_values(schema),
        )

    # --- variants that name a definition ---------------------------------------------------

    def _merge_variant(self, variant: Mapping[str, Any]) -> dict[str, Any] | None:
        """The definition a variant names, with the variant's own properties added.

        A ``$ref`` names it directly; an ``allOf`` names it by its first resolvable ``$ref``
        (an ``allOf`` with none merges into an empty object). Other variants are not merged.
        """
        if isinstance(variant.get("$ref"), str):
            base = self.definitions.get(mdx.ref_name(variant["$ref"]))
            parts = [variant]
        elif isinstance(variant.get("allOf"), list):
            refs = (
                self.definitions.get(mdx.ref_name(item["$ref"]))
                for item in variant["allOf"]
                if isinstance(item.get("$ref"), str)
            )
            base = next((d for d in refs if d is not None), {})
            parts = [item for item in variant["allOf"] if "$ref" not in item] + [variant]
        else:
            return None
        if not isinstance(base, dict):
            return None
        extra = _Object()
        for part in parts:
            for key, value in part.get("properties", {}).items():
                extra.properties.setdefault(key, value)
            _extend_unique(extra.required, part.get("required", []))
        merged = dict(base)
        if extra.properties:
            merged["properties"] = {**extra.properties, **base.get("properties", {})}
        if extra.required:
            merged["required"] = list(base.get("required", []))
            _extend_unique(merged["required"], extra.required)
        return merged


def build_sections(
    document: Mapping[str, Any], *, link_base: str, label: str = "schema"
) -> dict[str, Section]:
    """A section for every definition of ``document``, keyed by definition name.

    Raises :class:`GenerationError` with every name or label (reported under ``label``, the
    document's name) that cannot be placed in MDX as it is.
    """
    builder = SectionBuilder(document, link_base=link_base, label=label)
    sections = {name: builder.section(name) for name in builder.definitions}
    if builder.problems:
        raise GenerationError(builder.problems)
    return sections


# --- helpers ---------------------------------------------------------------------------------


def _union_options(definition: Mapping[str, Any]) -> list[Any] | None:
    options = definition.get("oneOf", definition.get("anyOf"))
    return options if isinstance(options, list) else None


def _extend_unique(target: list[str], names: Iterable[str]) -> None:
    for name in names:
        if name not in target:
            target.append(name)


def _quoted_value(value: Any, *, escape: bool = False) -> str:
    """A value in code: strings in double quotes, anything else as compact JSON."""
    if isinstance(value, str):
        return f'"{mdx.escape_text(value) if escape else value}"'
    return mdx.json_compact(value)


def _common_constraints(schema: Mapping[str, Any]) -> list[Constraint]:
    constraints = []
    if "default" in schema:
        constraints.append(Constraint("Default", f"`{mdx.json_compact(schema['default'])}`"))
    for key, label in (
        ("minimum", "Minimum"),
        ("maximum", "Maximum"),
        ("minLength", "Min length"),
        ("maxLength", "Max length"),
        ("pattern", "Pattern"),
    ):
        if key in schema:
            constraints.append(Constraint(label, f"`{mdx.json_compact(schema[key])}`"))
    return constraints


def _field_constraints(schema: Mapping[str, Any]) -> list[Constraint]:
    constraints = _common_constraints(schema)
    kind = schema.get("type")
    if kind == "string" or (isinstance(kind, list) and "string" in kind):
        for key, label in (
            ("format", "Format"),
            ("contentEncoding", "Content encoding"),
            ("contentMediaType", "Content media type"),
        ):
            if isinstance(schema.get(key), str):
                constraints.append(Constraint(label, f"`{schema[key]}`"))
    return constraints


def _allowed_values(schema: Mapping[str, Any]) -> tuple[str, ...]:
    enum = schema.get("enum")
    return tuple(f"`{_quoted_value(v)}`" for v in enum) if isinstance(enum, list) else ()


def _variant_label(variant: Mapping[str, Any]) -> str:
    if isinstance(variant.get("$ref"), str):
        return mdx.ref_name(variant["$ref"])
    if isinstance(variant.get("enum"), list):
        return " | ".join(mdx.json_literal(v) for v in variant["enum"])
    if "const" in variant:
        return mdx.json_literal(variant["const"])
    if variant.get("type") == "null":
        return "null"
    if isinstance(variant.get("properties"), dict):
        properties = variant["properties"]
        tagged = next((properties[k] for k in sorted(properties) if "const" in properties[k]), None)
        if tagged is not None and isinstance(tagged["const"], str):
            return str(tagged["const"])
        return variant["title"] if isinstance(variant.get("title"), str) else "Object"
    for key in ("title", "type"):
        if key in variant:
            return mdx.json_literal(variant[key])
    return "Variant"


def _variant_kind(variant: Mapping[str, Any]) -> str | None:
    if "enum" in variant:
        return "enum"
    for key in ("format", "type"):
        if key in variant:
            return mdx.json_literal(variant[key])
    return None
