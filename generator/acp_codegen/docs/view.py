"""What each definition's section on upstream's schema page shows: a view over the model.

``build_sections`` gives a :class:`Section` per definition of the document's ``$defs``
(:attr:`Model.schema_definitions <acp_codegen.model.types.Model.schema_definitions>`): a
heading, escaped description paragraphs and one *shape*, chosen as upstream's generator
chooses it, by how the schema writes the definition:

- as a union (the model lists its branches) -> :class:`UnionShape`; a union of one branch that
  extends a definition is shown as that definition, merged (:class:`ObjectShape` or
  :class:`ScalarShape`), with the branch's description after the definition's own;
- with ``enum`` -> :class:`EnumShape`;
- as an object of properties -> :class:`ObjectShape`;
- with a single ``type`` -> :class:`ScalarShape`.

Properties become :class:`Field` rows (sorted by name in code-point order, so ``_meta`` comes
first) with their :class:`Constraint` rows. Which definition a variant extends, the fields it
writes and those it takes in, requiredness, descriptions and constraints all come from the
model; the only thing read from the document is the fragment a type expression prints
(:func:`acp_codegen.docs.mdx.type_expression`), at the pointer of the model's field. Every string
is computed by :mod:`acp_codegen.docs.mdx`; the templates only place them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from acp_codegen.docs import mdx
from acp_codegen.errors import GenerationError, SchemaProblem, resolve_pointer
from acp_codegen.model.types import (
    NO_DEFAULT,
    AliasDef,
    Branch,
    Const,
    Constraints,
    Definition,
    Model,
    ObjectDef,
    Ref,
    UnionDef,
)
from acp_codegen.model.types import (
    Field as ModelField,
)

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
    template: ClassVar[str] = "docs/section/object.mdx.j2"
    fields: tuple[Field, ...]


@dataclass(frozen=True, slots=True)
class UnionShape:
    template: ClassVar[str] = "docs/section/union.mdx.j2"
    shared_fields: tuple[Field, ...]
    variants: tuple[Variant, ...]

    @property
    def variants_heading(self) -> bool:
        """The variants are headed when shared properties come before them."""
        return bool(self.shared_fields)


@dataclass(frozen=True, slots=True)
class EnumShape:
    template: ClassVar[str] = "docs/section/enum.mdx.j2"
    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ScalarShape:
    template: ClassVar[str] = "docs/section/scalar.mdx.j2"
    type_label: str
    constraints: tuple[Constraint, ...]
    allowed_values: tuple[str, ...]


Shape = ObjectShape | UnionShape | EnumShape | ScalarShape
"""A section's shape: each kind is a type of its own, which names the template that writes it."""


@dataclass(frozen=True, slots=True)
class Section:
    """A definition's section: heading name, description paragraphs, and its shape."""

    name: str
    descriptions: tuple[str, ...]
    shape: Shape | None


class SectionBuilder:
    """Builds :class:`Section` values for the definitions of one model."""

    def __init__(self, model: Model, *, link_base: str, label: str) -> None:
        self.model = model
        self.link_base = link_base
        self.label = label
        self.problems: list[SchemaProblem] = []

    def _verbatim(self, text: str, pointer: str, what: str) -> str:
        """``text`` placed as it is (upstream does not escape names and labels): report it
        when it would break the MDX around it."""
        if mdx.breaks_verbatim(text):
            problem = SchemaProblem(self.label, pointer, f"{what} {text!r} cannot be placed in MDX")
            if problem not in self.problems:  # a base's property, shown in each extension
                self.problems.append(problem)
        return text

    def section(self, definition: Definition) -> Section:
        self._verbatim(definition.name, definition.pointer, "definition name")
        descriptions = [self._heading_description(definition.doc.description)]
        shape: Shape | None = None
        if definition.branches:
            if len(definition.branches) == 1:
                shape = self._extended(definition.branches[0])
                if shape is not None:
                    branch_doc = definition.branches[0].doc.description
                    descriptions.append(self._heading_description(branch_doc))
            shape = shape or self._union(definition)
        elif definition.constraints.values is not None:
            values = definition.constraints.values
            shape = EnumShape(tuple(f"`{_quoted_value(v)}`" for v in values))
        elif isinstance(definition, ObjectDef):
            shape = ObjectShape(self._fields(definition.fields))
        elif isinstance(definition.constraints.type, str):
            kind = definition.constraints.type
            shape = self._scalar(kind, definition.constraints, _default(definition))
        return Section(definition.name, tuple(d for d in descriptions if d is not None), shape)

    # --- descriptions -----------------------------------------------------------------------

    def _description(self, text: str | None) -> str | None:
        return None if text is None else mdx.escape_description(text, self.link_base)

    def _heading_description(self, text: str | None) -> str | None:
        return None if text is None else mdx.escape_heading_description(text, self.link_base)

    # --- shapes -----------------------------------------------------------------------------

    def _extended(self, branch: Branch) -> Shape | None:
        """A lone branch that extends a definition, shown as that definition with the
        branch's own fields: an object when either has properties, else the definition's
        scalar; None when it is neither."""
        if branch.extends is None:
            return None
        base = self.model.definitions[branch.extends]
        if _has_properties(base) or branch.fields:
            return ObjectShape(self._fields(self._merged(branch)))
        if isinstance(base.constraints.type, str):
            return self._scalar(base.constraints.type, base.constraints, _default(base))
        return None

    def _scalar(self, kind: str, constraints: Constraints, default: Any) -> ScalarShape:
        label = kind
        fmt = constraints.format
        if kind in ("integer", "number", "string") and fmt is not None:
            label = f"{kind} ({fmt})"
        rows = _common_constraints(constraints, default)
        if fmt is not None and fmt not in _NUMERIC_FORMATS:
            rows.append(Constraint("Format", f"`{fmt}`"))
        return ScalarShape(label, tuple(rows), _allowed_values(constraints))

    def _union(self, definition: Definition) -> UnionShape:
        discriminator = definition.discriminator if isinstance(definition, UnionDef) else None
        shared = [f for f in _properties(definition) if f.wire_name != discriminator]
        return UnionShape(
            shared_fields=self._fields(shared),
            variants=tuple(self._variant(b) for b in definition.branches),
        )

    def _variant(self, branch: Branch) -> Variant:
        constraints = branch.constraints
        values = None
        if constraints.values is not None:
            values = ", ".join(f"`{_quoted_value(v, escape=True)}`" for v in constraints.values)
        kind = _variant_kind(constraints)
        return Variant(
            label=self._verbatim(self._variant_label(branch), branch.pointer, "variant label"),
            kind=None if kind is None else self._verbatim(kind, branch.pointer, "variant type"),
            description=self._description(branch.doc.description),
            values=values,
            fields=self._fields(self._merged(branch)),
        )

    def _merged(self, branch: Branch) -> list[ModelField]:
        """The fields a branch shows: those of the definition it extends (which win over a
        field of the same name it writes itself), then its own."""
        inherited = _properties(self.model.definitions[branch.extends]) if branch.extends else ()
        names = {f.wire_name for f in inherited}
        return [*inherited, *(f for f in branch.fields if f.wire_name not in names)]

    def _variant_label(self, branch: Branch) -> str:
        """How upstream names a branch: a definition it stands for by its title or name, a
        choice of values by the values, a constant by itself, an object by its tag (its first
        property, in name order, that is a string constant) or its title, else by its title
        or type."""
        constraints, title = branch.constraints, branch.doc.title
        made = self._made_of(branch)
        if branch.extends is not None and made is None:
            return title if title is not None else branch.extends
        if constraints.values is not None:
            return " | ".join(mdx.json_literal(v) for v in constraints.values)
        if isinstance(branch.type, Const):
            return mdx.json_literal(branch.type.value)
        if constraints.type == "null":
            return "null"
        if made is not None:
            tags = (_constant(f) for f in sorted(branch.fields, key=lambda f: f.wire_name))
            tag = next((t for t in tags if t is not None), None)
            if tag is not None and isinstance(tag.value, str):
                return tag.value
            return title if title is not None else "Object"
        if title is not None:
            return title
        if constraints.type is not None:
            return mdx.json_literal(constraints.type)
        return "Variant"

    def _made_of(self, branch: Branch) -> ObjectDef | None:
        """The class the model made of the branch itself (a variant, an inline object)."""
        if not isinstance(branch.type, Ref):
            return None
        made = self.model.definitions.get(branch.type.name)
        return made if isinstance(made, ObjectDef) and made.pointer == branch.pointer else None

    def _fields(self, fields: Sequence[ModelField]) -> tuple[Field, ...]:
        for f in fields:
            self._verbatim(f.wire_name, f.pointer, "property name")
        return tuple(self._field(f) for f in sorted(fields, key=lambda f: f.wire_name))

    def _field(self, field: ModelField) -> Field:
        description = self._description(field.doc.description)
        constant = _constant(field)
        if description is None and constant is not None:
            description = f"The discriminator value. Must be `{_quoted_value(constant.value)}`."
        schema = resolve_pointer(self.model.protocol.document, field.pointer)
        return Field(
            name=field.wire_name,
            type_expression=mdx.type_expression(schema, self.model.refs),
            required=field.required,
            description=description,
            constraints=tuple(_field_constraints(field.constraints, field.default)),
            allowed_values=_allowed_values(field.constraints),
        )


def build_sections(model: Model, *, link_base: str, label: str = "schema") -> dict[str, Section]:
    """A section for every definition of the model's ``$defs``, keyed by definition name.

    Raises :class:`GenerationError` with every name or label (reported under ``label``, the
    document's name) that cannot be placed in MDX as it is.
    """
    builder = SectionBuilder(model, link_base=link_base, label=label)
    sections = {d.name: builder.section(d) for d in model.schema_definitions}
    if builder.problems:
        raise GenerationError(builder.problems)
    return sections


# --- helpers ---------------------------------------------------------------------------------


def _properties(definition: Definition) -> tuple[ModelField, ...]:
    """The fields of the properties a definition writes (a union's: those beside its
    branches)."""
    if isinstance(definition, ObjectDef):
        return definition.fields
    if isinstance(definition, UnionDef):
        return definition.shared
    return ()


def _has_properties(definition: Definition) -> bool:
    return isinstance(definition, ObjectDef) or bool(_properties(definition))


def _default(definition: Definition) -> Any:
    return definition.default if isinstance(definition, AliasDef) else NO_DEFAULT


def _constant(field: ModelField) -> Const | None:
    """The constant a property is written as (``const``; one value of ``enum`` is a choice)."""
    if isinstance(field.type, Const) and field.constraints.values is None:
        return field.type
    return None


def _quoted_value(value: Any, *, escape: bool = False) -> str:
    """A value in code: strings in double quotes, anything else as compact JSON."""
    if isinstance(value, str):
        return f'"{mdx.escape_text(value) if escape else value}"'
    return mdx.json_compact(value)


def _common_constraints(constraints: Constraints, default: Any) -> list[Constraint]:
    rows = []
    if default is not NO_DEFAULT:
        rows.append(Constraint("Default", f"`{mdx.json_compact(default)}`"))
    for value, label in (
        (constraints.minimum, "Minimum"),
        (constraints.maximum, "Maximum"),
        (constraints.min_length, "Min length"),
        (constraints.max_length, "Max length"),
        (constraints.pattern, "Pattern"),
    ):
        if value is not None:
            rows.append(Constraint(label, f"`{mdx.json_compact(value)}`"))
    return rows


def _field_constraints(constraints: Constraints, default: Any) -> list[Constraint]:
    rows = _common_constraints(constraints, default)
    if "string" in constraints.types:
        for value, label in (
            (constraints.format, "Format"),
            (constraints.content_encoding, "Content encoding"),
            (constraints.content_media_type, "Content media type"),
        ):
            if value is not None:
                rows.append(Constraint(label, f"`{value}`"))
    return rows


def _allowed_values(constraints: Constraints) -> tuple[str, ...]:
    values = constraints.values
    return () if values is None else tuple(f"`{_quoted_value(v)}`" for v in values)


def _variant_kind(constraints: Constraints) -> str | None:
    if constraints.values is not None:
        return "enum"
    if constraints.format is not None:
        return constraints.format
    if constraints.type is not None:
        return mdx.json_literal(constraints.type)  # a list of names as JSON
    return None
