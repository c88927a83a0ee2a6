"""Stage 2: build the typed model from a merged schema document.

Two phases, as the model needs them: first every definition is classified and its names
decided (problems are collected, not raised one at a time), then cross-definition checks run
(alias cycles, class-name collisions) and every problem is reported at once with its pointer.

Every keyword a schema object holds is in exactly one group of the keyword catalogue
(:mod:`acp_codegen.model.keywords`), so nothing is dropped silently; anything else fails
generation with its pointer. The method table comes from :mod:`acp_codegen.model.methods`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Literal

from acp_codegen import naming, vocabulary
from acp_codegen.errors import GenerationError, SchemaProblem, join_pointer
from acp_codegen.load import LoadedProtocol
from acp_codegen.load.refs import definition_name
from acp_codegen.load.unions import TaggedUnion, tagged_union
from acp_codegen.model.formats import format_problem
from acp_codegen.model.keywords import CONTENT_ENCODINGS, KNOWN, STRUCTURAL, doc_of, is_bare_ref
from acp_codegen.model.methods import method_table
from acp_codegen.model.types import (
    NO_DEFAULT,
    AliasDef,
    AnyOf,
    Branch,
    Const,
    Constraints,
    Definition,
    Doc,
    EnumDef,
    EnumMember,
    Field,
    ListOf,
    MapOf,
    Model,
    Nullable,
    ObjectDef,
    Primitive,
    Ref,
    TypeExpr,
    UnionDef,
    Variant,
    assert_never,
)

Schema = dict[str, Any]

PRIMITIVE_KINDS: dict[str, Literal["str", "int", "float", "bool", "null"]] = {
    "string": "str",
    "integer": "int",
    "number": "float",
    "boolean": "bool",
    "null": "null",
}
JSON_ANY = Primitive("json")
# The document root, when it says more than ``$defs``, validates one message on the wire (for
# ACP: a JSON-RPC request, response or notification from either side); it becomes a definition
# of this name. The root's own title names the protocol, not the message.
ROOT_NAME = "JsonRpcMessage"
ROOT_ONLY = frozenset({"$schema", "$id", "$defs", "title", "$comment"})


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


class Builder:
    def __init__(self, protocol: LoadedProtocol) -> None:
        self.document = protocol.document
        self.label = protocol.label
        self.defs: Schema = self.document.get("$defs", {})
        self.model = Model(protocol)
        self.problems: list[SchemaProblem] = []
        # Unknown ``x-`` keywords, with the pointers they sit at (in order, each once).
        self.unknown: dict[str, dict[str, None]] = {}
        # The module's class names: the schema's definitions claim theirs first, then the
        # derived names (variants, inline objects) in schema order (see naming.Namespace).
        self.classes = naming.Namespace(self.label, classes=True)
        self.definition_classes: dict[str, str] = {}
        # The branches of each untagged union read, by the union's pointer.
        self.union_at: dict[str, tuple[Branch, ...]] = {}

    # -- reporting -------------------------------------------------------------------------

    def problem(self, pointer: str, message: str) -> None:
        found = SchemaProblem(self.label, pointer, message)
        if found not in self.problems:  # a schema read twice (as a definition and a type)
            self.problems.append(found)

    def check_keywords(self, schema: Schema, pointer: str) -> None:
        for key in schema:
            if key in KNOWN:
                continue
            if vocabulary.is_extension(key):
                self.unknown.setdefault(key, {})[join_pointer(pointer, key)] = None
                continue
            self.problem(join_pointer(pointer, key), f"keyword {key!r} is not supported")

    # -- entry -----------------------------------------------------------------------------

    def build(self) -> Model:
        if not isinstance(self.defs, dict):
            raise GenerationError.single(self.label, "/$defs", "expected an object")
        root = {k: v for k, v in self.document.items() if k not in ROOT_ONLY}
        named = [(name, join_pointer("/$defs", name)) for name in self.defs]
        if set(root) & STRUCTURAL:
            named.append((ROOT_NAME, ""))
        self.definition_classes = naming.definition_classes(self.classes, named)
        for name, schema in self.defs.items():
            pointer = join_pointer("/$defs", name)
            if not isinstance(schema, dict):
                self.problem(pointer, "a definition must be a schema object")
                continue
            self.add(self.definition(name, schema, pointer))
        if set(root) & STRUCTURAL:
            self.add(self.definition(ROOT_NAME, root, ""))
        self.check_alias_cycles()
        self.model.methods, problems = method_table(self.defs, self.document, self.label)
        self.problems.extend(problems)
        if self.problems:
            raise GenerationError(self.problems)
        self.model.notes = tuple(
            f"{self.label}#{next(iter(pointers))}"
            + (f" (and {len(pointers) - 1} more)" if len(pointers) > 1 else "")
            + f": keyword {key!r} is not known to acp-codegen; the generated code ignores it"
            for key, pointers in sorted(self.unknown.items())
        )
        return self.model

    def add(self, definition: Definition) -> None:
        self.model.definitions[definition.name] = definition

    # -- definitions -----------------------------------------------------------------------

    def definition(self, name: str, schema: Schema, pointer: str) -> Definition:
        """The definition ``name``, with what its schema states besides its type: its
        constraints, an alias's default, and the branches of a union it is written as."""
        definition = self.typed_definition(name, schema, pointer)
        constraints = constraints_of(schema)
        match definition:
            case AliasDef():
                default = schema.get("default", NO_DEFAULT)
                branches = self.union_at.get(pointer, ())
                return dataclasses.replace(
                    definition, default=default, constraints=constraints, branches=branches
                )
            case ObjectDef():
                branches = self.union_at.get(pointer, ())
                return dataclasses.replace(definition, constraints=constraints, branches=branches)
            case UnionDef() | EnumDef():
                return dataclasses.replace(definition, constraints=constraints)
            case _:
                assert_never(definition)

    def typed_definition(self, name: str, schema: Schema, pointer: str) -> Definition:
        self.check_keywords(schema, pointer)
        doc = doc_of(schema)
        cls = self.definition_classes[name]
        keyword = union_keyword(schema)
        if keyword is not None and "oneOf" in schema and "anyOf" in schema:
            self.problem(pointer, "a definition with both oneOf and anyOf is not supported")
        if keyword is not None:
            branches = schema[keyword]
            enum = self.enum_of(name, cls, doc, branches, pointer, keyword)
            if enum is not None:
                return enum
            tagging = tagged_union(branches)
            if tagging is not None:
                return self.tagged_union(name, cls, doc, schema, keyword, tagging, pointer)
        if keyword is None and "enum" in schema and not is_object(schema):
            values = schema["enum"]
            base = enum_base(values)
            if base is not None:
                members = tuple(EnumMember(v, Doc()) for v in values)
                return EnumDef(name, cls, doc, pointer, base, members, open=False)
        if is_object(schema) and "properties" in schema:
            return self.object_def(name, cls, doc, schema, pointer)
        return AliasDef(name, cls, doc, pointer, self.expr(schema, pointer, cls))

    def enum_of(
        self, name: str, cls: str, doc: Doc, branches: list[Any], pointer: str, keyword: str
    ) -> EnumDef | None:
        """A union of scalar consts (plus at most one open catch-all) is an enum."""
        members: list[EnumMember] = []
        other: Doc | None = None
        kinds: set[str] = set()
        written: list[Branch] = []
        for index, branch in enumerate(branches):
            if not isinstance(branch, dict) or set(branch) - {
                "type",
                "const",
                "title",
                "description",
                "format",
            }:
                return None
            kind = branch.get("type")
            if kind not in ("string", "integer"):
                return None
            kinds.add(kind)
            value: TypeExpr = Primitive(PRIMITIVE_KINDS[kind])
            if "const" in branch:
                members.append(EnumMember(branch["const"], doc_of(branch)))
                value = Const(branch["const"])
            elif other is None:
                other = doc_of(branch)
            else:
                return None
            at = join_pointer(pointer, keyword, index)
            written.append(Branch(at, doc_of(branch), value, constraints_of(branch)))
        if not members or len(kinds) != 1:
            return None
        base: Literal["str", "int"] = "str" if kinds == {"string"} else "int"
        return EnumDef(
            name,
            cls,
            doc,
            pointer,
            base,
            tuple(members),
            other is not None,
            other,
            branches=tuple(written),
        )

    def object_def(
        self,
        name: str,
        cls: str,
        doc: Doc,
        schema: Schema,
        pointer: str,
        *,
        base: ObjectDef | None = None,
        leading: tuple[Field, ...] = (),
        discriminator: str | None = None,
        payload: TypeExpr | None = None,
    ) -> ObjectDef:
        """An object definition; an untagged ``anyOf``/``oneOf`` beside its properties (the
        caller has ruled out tagged unions and enums) becomes its payload."""
        keyword = union_keyword(schema)
        if keyword is not None and payload is not None:
            self.problem(
                join_pointer(pointer, keyword),
                "an object that extends a union cannot also have a union of its own",
            )
        elif keyword is not None:
            payload = self.union_expr(schema, keyword, pointer, cls)
        inherited = base.fields if base is not None else ()
        fields = list(leading)
        known = {f.wire_name: f for f in (*inherited, *leading)}
        for field in self.fields_of(schema, pointer, cls):
            seen = known.get(field.wire_name)
            if seen is None:
                known[field.wire_name] = field
                fields.append(field)
            elif seen.type != field.type or seen.required != field.required:
                self.problem(
                    field.pointer,
                    f"property {field.wire_name!r} is also defined at {self.label}#"
                    f"{seen.pointer} with a different type or requiredness",
                )
        extra = self.extra_of(schema, pointer, cls)
        if base is not None and base.extra is None:
            extra = None  # what the extended definition refuses, its extension refuses too
        body = class_body_names(fields, extra, payload, inherits_extra=bool(base and base.extra))
        taken = {f.py_name: f.pointer for f in inherited}
        payload_field = None
        properties = [(f.wire_name, f.pointer) for f in fields]
        if payload is not None:
            wire = payload.name if isinstance(payload, Ref) else "payload"
            properties.append((wire, join_pointer(pointer, "(payload)")))
        names = naming.object_attributes(properties, taken, body, self.label)
        fields = [
            f if f.py_name == name else dataclasses.replace(f, py_name=name)
            for f, name in zip(fields, names[: len(fields)], strict=True)
        ]
        if payload is not None:
            payload_field = names[-1]
        return ObjectDef(
            name,
            cls,
            doc,
            pointer,
            tuple(fields),
            extra=extra,
            base=base.name if base is not None else None,
            discriminator=discriminator,
            payload=payload,
            payload_field=payload_field,
            baseline_block_types=self.baseline_of(schema, pointer),
        )

    def fields_of(self, schema: Schema, pointer: str, owner: str) -> list[Field]:
        properties = schema.get("properties", {})
        required = set(schema.get("required", []))
        fields = []
        for wire_name, prop in properties.items():
            prop_ptr = join_pointer(pointer, "properties", wire_name)
            if isinstance(prop, bool):
                prop = {} if prop else {"not": {}}
            if not isinstance(prop, dict):
                self.problem(prop_ptr, "a property must be a schema")
                continue
            expr = self.expr(prop, prop_ptr, naming.class_name(owner, wire_name))
            default = prop.get("default", NO_DEFAULT)
            fields.append(
                Field(
                    wire_name=wire_name,
                    py_name=naming.attribute_name(wire_name),
                    type=expr,
                    required=wire_name in required,
                    doc=doc_of(prop),
                    pointer=prop_ptr,
                    default=default,
                    default_on_error=prop.get(vocabulary.DEFAULT_ON_ERROR) is True,
                    default_on_null=prop.get(vocabulary.DEFAULT_ON_NULL) is True,
                    fallback=self.fallback_of(expr, default),
                    content_block_type=self.block_type_of(prop, prop_ptr),
                    constraints=constraints_of(prop),
                )
            )
        return fields

    def fallback_of(self, expr: TypeExpr, default: Any) -> Any:
        """What a required field marked default-on-error (or -on-null) becomes in tolerant
        mode, as Rust's ``Default`` would make it: the schema's ``default``, else an empty list
        or map; NO_DEFAULT for any other type."""
        if default is not NO_DEFAULT:
            return default
        if isinstance(expr, ListOf):
            return []
        if isinstance(expr, MapOf):
            return {}
        return NO_DEFAULT

    def block_type_of(self, prop: Schema, pointer: str) -> str | None:
        value = prop.get(vocabulary.BLOCK_TYPE)
        if value is not None and not isinstance(value, str):
            self.problem(join_pointer(pointer, vocabulary.BLOCK_TYPE), "expected a string")
            return None
        return value

    def baseline_of(self, schema: Schema, pointer: str) -> tuple[str, ...] | None:
        value = schema.get(vocabulary.BASELINE_BLOCK_TYPES)
        if value is None:
            return None
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            where = join_pointer(pointer, vocabulary.BASELINE_BLOCK_TYPES)
            self.problem(where, "expected an array of strings")
            return None
        return tuple(value)

    def extra_of(self, schema: Schema, pointer: str, owner: str) -> TypeExpr | None:
        """The type of unknown keys' values (None: unknown keys are refused).

        ``additionalProperties`` decides; without it, ``unevaluatedProperties`` does (the class's
        fields include those it inherits, which is what "evaluated" means for its variants).
        """
        keyword = "additionalProperties"
        if keyword not in schema:
            keyword = "unevaluatedProperties"
        extra = schema.get(keyword, True)
        if extra is False:
            return None
        return self.expr(extra, join_pointer(pointer, keyword), owner + "Value")

    def tagged_union(
        self,
        name: str,
        cls: str,
        doc: Doc,
        schema: Schema,
        keyword: str,
        tagging: TaggedUnion,
        pointer: str,
    ) -> UnionDef:
        discriminator = tagging.prop
        shared: Schema = {k: schema[k] for k in ("properties", "required") if k in schema}
        variants: list[Variant] = []
        other: ObjectDef | None = None
        written: list[Branch] = []
        for read, branch in zip(tagging.branches, schema[keyword], strict=True):
            branch_ptr = join_pointer(pointer, keyword, read.index)
            self.check_keywords(branch, branch_ptr)
            if read.kind == "open":
                if other is not None:
                    self.problem(branch_ptr, "a union may have only one open variant")
                wanted = naming.class_name(branch.get("title") or "other", name)
                other_cls = self.classes.take(wanted, branch_ptr, "Variant")
                base, payload = self.extension(branch, branch_ptr)
                other = self.object_def(
                    other_cls,
                    other_cls,
                    doc_of(branch),
                    merge_properties(branch, shared),
                    branch_ptr,
                    base=base,
                    discriminator=discriminator,
                    payload=payload,
                )
                excluded = read.excluded
                if excluded is None:
                    self.problem(
                        join_pointer(branch_ptr, "not"),
                        f"an open variant's 'not' must list the {discriminator!r} values it "
                        f"excludes (an anyOf of branches that each give {discriminator!r} a "
                        "const)",
                    )
                    excluded = ()
                other = dataclasses.replace(other, excluded_tags=excluded)
                self.add(other)
                written.append(self.branch(branch, branch_ptr, Ref(other.name)))
                continue
            tag = read.tag if read.kind == "tagged" else None
            variant = self.variant(name, branch, branch_ptr, discriminator, tag, shared)
            variants.append(variant)
            written.append(self.branch(branch, branch_ptr, Ref(variant.object.name)))
        return UnionDef(
            name,
            cls,
            doc,
            pointer,
            tagging,
            tuple(variants),
            other,
            exclusive=keyword == "oneOf",
            shared=self.shared_fields(shared, pointer, schema[keyword], written),
            branches=tuple(written),
        )

    def shared_fields(
        self, shared: Schema, pointer: str, branches: list[Any], written: list[Branch]
    ) -> tuple[Field, ...]:
        """A union's own properties as fields at its pointer, each as the first variant's
        class that takes it from the union holds it (read again here, an inline object in it
        would be one more class), with the union's requiredness. One that every branch
        writes itself, or drops (the tag), is the branches' own."""
        required = set(shared.get("required", []))
        fields = []
        for name in shared.get("properties", {}):
            held = (
                f
                for branch, made in zip(branches, written, strict=True)
                if name not in branch.get("properties", {})
                for f in self.class_fields(made.type)
                if f.wire_name == name
            )
            field = next(held, None)
            if field is not None:
                where = join_pointer(pointer, "properties", name)
                fields.append(dataclasses.replace(field, pointer=where, required=name in required))
        return tuple(fields)

    def class_fields(self, holds: TypeExpr) -> tuple[Field, ...]:
        made = self.model.definitions.get(holds.name) if isinstance(holds, Ref) else None
        return made.fields if isinstance(made, ObjectDef) else ()

    def branch(self, branch: Schema, pointer: str, holds: TypeExpr) -> Branch:
        """A union's branch at ``pointer``, which holds ``holds``: the fields it writes itself
        are those of its properties in the class made of it (an inline object, a variant)."""
        own = branch.get("properties", {})
        fields = tuple(f for f in self.class_fields(holds) if f.wire_name in own)
        extends = None
        parts = branch.get("allOf")
        if isinstance(branch.get("$ref"), str):
            extends = ref_name(branch["$ref"])
        elif isinstance(parts, list) and len(parts) == 1 and is_bare_ref(parts[0]):
            extends = ref_name(parts[0]["$ref"])
        return Branch(pointer, doc_of(branch), holds, constraints_of(branch), extends, fields)

    def variant_class_name(self, union: str, label: str, pointer: str) -> str:
        """``<Label><Union>``; ``...Variant`` when a schema definition (or a variant before it)
        already has that name (:class:`naming.Namespace`)."""
        return self.classes.take(naming.class_name(label, union), pointer, "Variant")

    def variant(
        self, union: str, branch: Schema, pointer: str, discriminator: str, tag: Any, shared: Schema
    ) -> Variant:
        refs = branch.get("allOf", [])
        structural = set(branch) & (STRUCTURAL - {"allOf"})
        if tag is None and not structural and not shared and len(refs) == 1:
            # A default variant that is exactly another object definition: use that class.
            target = ref_name(refs[0].get("$ref", ""), self, join_pointer(pointer, "allOf", 0))
            existing = self.object_for(target)
            if existing is not None:
                return Variant(None, existing)
        label = str(tag) if tag is not None else branch.get("title") or "default"
        cls = self.variant_class_name(union, label, pointer)
        leading: tuple[Field, ...] = ()
        if tag is not None:
            leading = (
                Field(
                    wire_name=discriminator,
                    py_name=naming.attribute_name(discriminator),
                    type=Const(tag),
                    required=True,
                    doc=Doc(),
                    pointer=join_pointer(pointer, "properties", discriminator),
                ),
            )
        # A tagged branch's tag is its leading field; the default branch's constraint on the
        # discriminator (``null`` or omitted, say) is an ordinary field of it, so that a value
        # no branch admits is refused, or repaired by its marker, instead of kept as unknown.
        own = merge_properties(
            {k: v for k, v in branch.items() if k != "allOf"},
            shared,
            drop=discriminator if tag is not None else None,
        )
        base, payload = self.extension(branch, pointer)
        obj = self.object_def(
            cls,
            cls,
            doc_of(branch),
            own,
            pointer,
            base=base,
            leading=leading,
            discriminator=discriminator if tag is not None else None,
            payload=payload,
        )
        self.model.definitions.setdefault(cls, obj)
        return Variant(tag, obj)

    def extension(self, branch: Schema, pointer: str) -> tuple[ObjectDef | None, Ref | None]:
        """What the union variant ``branch`` (tagged, default or open) extends through its
        ``allOf``: a plain object definition is its base (the variant takes its fields), any
        other definition its payload; more than one bare ``$ref`` there is a problem."""
        refs = branch.get("allOf", [])
        if len(refs) > 1 or any(not is_bare_ref(r) for r in refs):
            self.problem(
                join_pointer(pointer, "allOf"),
                "a union variant may extend at most one definition, through a bare $ref",
            )
            return None, None
        if not refs:
            return None, None
        target = ref_name(refs[0]["$ref"], self, join_pointer(pointer, "allOf", 0))
        base = self.object_for(target)
        return base, None if base is not None else Ref(target)

    def object_for(self, name: str) -> ObjectDef | None:
        """The ObjectDef of definition ``name`` if it is a plain object (built on demand)."""
        schema = self.defs.get(name)
        if not isinstance(schema, dict) or not is_object(schema):
            return None
        if union_keyword(schema) is not None or "enum" in schema:
            return None
        existing = self.model.definitions.get(name)
        if isinstance(existing, ObjectDef):
            return existing
        pointer = join_pointer("/$defs", name)
        cls = self.definition_classes[name]
        return self.object_def(name, cls, doc_of(schema), schema, pointer)

    # -- type expressions ------------------------------------------------------------------

    def expr(self, schema: Any, pointer: str, hint: str) -> TypeExpr:
        if schema is True:
            return JSON_ANY
        if not isinstance(schema, dict):
            self.problem(pointer, "expected a schema object")
            return JSON_ANY
        self.check_keywords(schema, pointer)
        if "$ref" in schema:
            extra = set(schema) & (STRUCTURAL - {"$ref"})
            if extra:
                self.problem(pointer, f"$ref beside {sorted(extra)} is not supported")
            return Ref(ref_name(schema["$ref"], self, pointer))
        if "allOf" in schema:
            parts = schema["allOf"]
            if len(parts) != 1 or set(schema) & (STRUCTURAL - {"allOf"}):
                self.problem(
                    join_pointer(pointer, "allOf"),
                    "allOf is supported with exactly one subschema and no sibling structure",
                )
                return JSON_ANY
            return self.expr(parts[0], join_pointer(pointer, "allOf", 0), hint)
        keyword = union_keyword(schema)
        if keyword is not None and is_object(schema) and "properties" in schema:
            return self.inline_object(schema, pointer, hint)
        if keyword is not None:
            return self.union_expr(schema, keyword, pointer, hint)
        if "const" in schema:
            return Const(schema["const"])
        if "enum" in schema:
            return one_of(tuple(Const(v) for v in schema["enum"]))
        types = schema.get("type")
        if isinstance(types, list):
            nullable = "null" in types
            rest = [t for t in types if t != "null"]
            inner = (
                one_of(tuple(self.typed_expr(schema, t, pointer, hint) for t in rest))
                if rest
                else Primitive("null")
            )
            return Nullable(inner) if nullable and rest else inner
        if isinstance(types, str):
            return self.typed_expr(schema, types, pointer, hint)
        if "properties" in schema:
            return self.inline_object(schema, pointer, hint)
        if "not" in schema:
            self.problem(join_pointer(pointer, "not"), "'not' without a type is not supported")
        return JSON_ANY

    def typed_expr(self, schema: Schema, kind: str, pointer: str, hint: str) -> TypeExpr:
        if kind in PRIMITIVE_KINDS:
            return self.primitive(schema, kind, pointer)
        if kind == "array":
            items = schema.get("items", True)
            item = self.expr(items, join_pointer(pointer, "items"), hint + "Item")
            least = constraints_of(schema).min_items
            return ListOf(
                item,
                schema.get(vocabulary.SKIP_INVALID_ITEMS) is True,
                Constraints(min_items=least),
            )
        if kind == "object":
            if "properties" in schema:
                return self.inline_object(schema, pointer, hint)
            extra = schema.get("additionalProperties", True)
            if extra is False:
                self.problem(pointer, "an object that allows no properties is not supported")
                return MapOf(JSON_ANY)
            return MapOf(self.expr(extra, join_pointer(pointer, "additionalProperties"), hint))
        self.problem(join_pointer(pointer, "type"), f"unknown type {kind!r}")
        return JSON_ANY

    def primitive(self, schema: Schema, kind: str, pointer: str) -> Primitive:
        fmt = schema.get("format")
        if fmt is not None:
            problem = format_problem(kind, fmt)
            if problem is not None:
                self.problem(join_pointer(pointer, "format"), problem)
                fmt = None
        encoding = schema.get("contentEncoding")
        if encoding is not None and (kind != "string" or encoding not in CONTENT_ENCODINGS):
            self.problem(
                join_pointer(pointer, "contentEncoding"),
                f"contentEncoding {encoding!r} is not supported for type {kind}; known: "
                + ", ".join(sorted(CONTENT_ENCODINGS)),
            )
            encoding = None
        pattern = schema.get("pattern") if kind == "string" else None
        if pattern is not None and not isinstance(pattern, str):
            self.problem(join_pointer(pointer, "pattern"), "expected a string")
        stated = constraints_of(schema)
        number = kind in ("integer", "number")
        constraints = Constraints(
            minimum=stated.minimum if number else None,
            maximum=stated.maximum if number else None,
            pattern=stated.pattern if kind == "string" else None,
            content_encoding=encoding,
        )
        return Primitive(PRIMITIVE_KINDS[kind], fmt, constraints)

    def union_expr(self, schema: Schema, keyword: str, pointer: str, hint: str) -> TypeExpr:
        branches = schema[keyword]
        options: list[TypeExpr] = []
        written: list[Branch] = []
        for index, branch in enumerate(branches):
            branch_hint = hint
            branch_ptr = join_pointer(pointer, keyword, index)
            if isinstance(branch, dict) and isinstance(branch.get("title"), str):
                branch_hint = naming.class_name(branch["title"], hint)
            options.append(self.expr(branch, branch_ptr, branch_hint))
            if isinstance(branch, dict):
                written.append(self.branch(branch, branch_ptr, options[-1]))
        self.union_at[pointer] = tuple(written)
        nullable = Primitive("null") in options
        rest = tuple(o for o in options if o != Primitive("null"))
        if not rest:
            return Primitive("null")
        inner = one_of(rest, exclusive=keyword == "oneOf")
        return Nullable(inner) if nullable else inner

    def inline_object(self, schema: Schema, pointer: str, hint: str) -> Ref:
        cls = self.classes.take(hint, pointer, "Object")
        existing = self.model.definitions.get(cls)
        if isinstance(existing, ObjectDef) and existing.pointer == pointer:
            return Ref(cls)
        obj = self.object_def(cls, cls, doc_of(schema), schema, pointer)
        self.add(obj)
        return Ref(cls)

    # -- whole-model checks ----------------------------------------------------------------

    def check_alias_cycles(self) -> None:
        for name, definition in self.model.definitions.items():
            chain = [name]
            target = definition
            while isinstance(target, AliasDef) and isinstance(target.target, Ref):
                following = target.target.name
                if following == name:
                    self.problem(
                        definition.pointer,
                        "cyclic alias: " + " -> ".join([*chain, following]),
                    )
                    break
                if following in chain or following not in self.model.definitions:
                    break
                chain.append(following)
                target = self.model.definitions[following]


# -- schema helpers ------------------------------------------------------------------------


def type_names(expr: TypeExpr | None) -> set[str]:
    """The builtin names the annotation of ``expr`` uses (``list[str] | None``: list, str)."""
    if expr is None:
        return set()
    match expr:
        case Primitive():
            return {expr.kind} if expr.kind in ("str", "int", "float", "bool") else set()
        case ListOf():
            return {"list"} | type_names(expr.item)
        case MapOf():
            return {"dict", "str"} | type_names(expr.value)
        case Nullable():
            return type_names(expr.inner)
        case AnyOf():
            return set().union(*(type_names(o) for o in expr.options))
        case Ref() | Const():
            return set()
        case _:
            assert_never(expr)


def class_body_names(
    fields: list[Field], extra: TypeExpr | None, payload: TypeExpr | None, *, inherits_extra: bool
) -> frozenset[str]:
    """The module-level names (of :data:`naming.BODY_NAMES`) a generated class body refers to:
    the builtins in its fields' annotations; ``frozenset`` and ``str`` of its ``_WIRE_KEYS``,
    ``staticmethod``, ``object`` and ``bool`` of its ``_parse``, ``dict`` and ``str`` of its
    ``to_wire``; and ``dict`` and ``field`` of the ``additional_properties`` it declares, or
    ``str`` of its payload."""
    names = {"frozenset", "str", "staticmethod", "object", "bool", "dict"}
    for field in fields:
        names |= type_names(field.type)
    if payload is not None:
        names |= {"str"} | type_names(payload)
    elif extra is not None and not inherits_extra:
        names |= {"dict", "str", "field"} | type_names(extra)
    return frozenset(names)


def union_keyword(schema: Schema) -> str | None:
    if "oneOf" in schema:
        return "oneOf"
    if "anyOf" in schema:
        return "anyOf"
    return None


def is_object(schema: Schema) -> bool:
    kind = schema.get("type")
    return kind == "object" or (kind is None and "properties" in schema)


def ref_name(ref: str, builder: Builder | None = None, pointer: str = "") -> str:
    """The definition ``ref`` names; any other reference is a problem of ``builder``."""
    name = definition_name(ref)
    if name is not None:
        if builder is not None:
            builder.model.refs[ref] = name
        return name
    if builder is not None:
        builder.problem(pointer, f"$ref {ref!r} is not supported; expected '#/$defs/<Name>'")
    return ref


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_text(value: object) -> bool:
    return isinstance(value, str)


_STATED: dict[str, tuple[str, Callable[[object], bool]]] = {
    "minimum": ("minimum", _is_number),
    "maximum": ("maximum", _is_number),
    "minLength": ("min_length", _is_count),
    "maxLength": ("max_length", _is_count),
    "pattern": ("pattern", _is_text),
    "format": ("format", _is_text),
    "contentEncoding": ("content_encoding", _is_text),
    "contentMediaType": ("content_media_type", _is_text),
    "minItems": ("min_items", _is_count),
}
"""The keywords :class:`Constraints` holds besides ``type`` and ``enum``: keyword -> its
field, and the test its value passes to be kept."""


def constraints_of(schema: Schema) -> Constraints:
    """What ``schema`` states about its values besides their type; a keyword whose value is
    not of its kind (the metaschema refuses it when the document loads) is left out."""
    kind = schema.get("type")
    if not (isinstance(kind, str) or _all(kind, str)):
        kind = None
    values = schema.get("enum")
    stated = {}
    for key, value in schema.items():  # a schema holds a few keywords; _STATED has nine
        entry = _STATED.get(key)
        if entry is not None and entry[1](value):
            stated[entry[0]] = value
    return Constraints(
        type=tuple(kind) if isinstance(kind, list) else kind,
        values=tuple(values) if isinstance(values, list) else None,
        **stated,
    )


def _all(value: Any, kind: type) -> bool:
    return isinstance(value, list) and all(isinstance(v, kind) for v in value)


def enum_base(values: Any) -> Literal["str", "int"] | None:
    if not isinstance(values, list) or not values:
        return None
    if all(isinstance(v, str) for v in values):
        return "str"
    if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        return "int"
    return None


def one_of(options: tuple[TypeExpr, ...], exclusive: bool = False) -> TypeExpr:
    """The union of ``options``; ``exclusive`` for ``oneOf``, where a value that two options
    take is invalid."""
    unique = tuple(dict.fromkeys(options))
    return unique[0] if len(unique) == 1 else AnyOf(unique, exclusive=exclusive)


def merge_properties(branch: Schema, shared: Schema, drop: str | None = None) -> Schema:
    """A variant's own properties followed by the union's shared ones (minus ``drop``).

    A property both give has the branch's schema, which narrows the union's (``null`` where
    the union says string or null), with the union's annotations where the branch has none:
    its description and its ``x-`` markers (a value the marker repairs is repaired in every
    branch)."""
    properties = {**branch.get("properties", {})}
    for key, value in shared.get("properties", {}).items():
        own = properties.get(key)
        if isinstance(own, dict) and isinstance(value, dict):
            inherited = {
                k: v for k, v in value.items() if vocabulary.is_extension(k) or k == "description"
            }
            properties[key] = {**inherited, **own}
        else:
            properties.setdefault(key, value)
    required = [*branch.get("required", []), *shared.get("required", [])]
    if drop is not None:
        properties.pop(drop, None)
        required = [r for r in required if r != drop]
    merged = {k: v for k, v in branch.items() if k not in ("properties", "required")}
    merged["properties"] = properties
    merged["required"] = list(dict.fromkeys(required))
    return merged


def build_model(protocol: LoadedProtocol) -> Model:
    """Build the model of a loaded protocol, or raise GenerationError with every problem."""
    return Builder(protocol).build()
