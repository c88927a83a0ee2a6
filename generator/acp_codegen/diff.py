"""``acp-codegen diff``: what changed between two schema releases, and whether it breaks the wire.

Both documents go through the same model the generator uses, so the report speaks of the things
an SDK has (definitions, fields, union variants, enum values, methods) rather than of JSON
Schema text. A description-only edit is not a change here.

A change is *wire-breaking* when a peer built from OLD and a peer built from NEW can exchange a
message that one of them must reject or would misread, in either direction. The rules:

=========================================  ===========  =========================================
change                                     verdict      why
=========================================  ===========  =========================================
definition added                           compatible   nothing sent before refers to it
definition removed                         breaking     old peers still send it
definition changes kind (object -> union)  breaking     its wire shape changed
optional field added                       compatible   old peers omit it, new peers accept that
required field added                       breaking     old peers do not send it
field removed (was optional)               compatible   old receivers did not need it
field removed (was required)               breaking     old receivers need it
field becomes required                     breaking     old senders may omit it
field becomes optional                     breaking     old receivers need it
field becomes nullable                     breaking     old receivers refuse ``null``
field stops being nullable                 breaking     old senders may send ``null``
field type changes                         breaking     one side refuses the other's values
unknown keys: refused -> kept              compatible   new receivers accept more
unknown keys: kept -> refused              breaking     old senders' extra keys are refused
variant or value added, open union/enum    compatible   old receivers keep unknown ones
variant or value added, closed             breaking     old receivers refuse it
variant or value removed, open             compatible   new receivers keep it as unknown
variant or value removed, closed           breaking     old senders still send it
union or enum becomes open                 compatible   new receivers accept more
union or enum becomes closed               breaking     values old peers keep are refused
discriminator property changes             breaking     dispatch reads another key
method added                               compatible   old peers never call it
method removed                             breaking     old peers still call it
method params/result type changes          breaking     the payload's type changed
=========================================  ===========  =========================================

The stability of a method (stable or unstable) changing is reported as compatible: it changes
promises, not bytes.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any, Literal

from acp_codegen.load import in_memory
from acp_codegen.model.build import build_model
from acp_codegen.model.types import (
    AliasDef,
    AnyOf,
    Const,
    Definition,
    EnumDef,
    Field,
    ListOf,
    MapOf,
    Method,
    Model,
    Nullable,
    ObjectDef,
    Primitive,
    Ref,
    TypeExpr,
    UnionDef,
    assert_never,
)
from acp_codegen.render.literal import py_literal

Verdict = Literal["compatible", "breaking"]
COMPATIBLE: Verdict = "compatible"
BREAKING: Verdict = "breaking"


@dataclass(frozen=True)
class Change:
    """One difference: where (definition, then field, variant or value), what, and the verdict."""

    kind: str
    definition: str
    member: str | None
    message: str
    verdict: Verdict

    @property
    def breaking(self) -> bool:
        return self.verdict == BREAKING


@dataclass(frozen=True)
class Report:
    changes: tuple[Change, ...]

    @property
    def breaking(self) -> tuple[Change, ...]:
        return tuple(c for c in self.changes if c.breaking)


def describe_type(expr: TypeExpr) -> str:
    """A short, stable rendering of a type expression for messages."""
    match expr:
        case Primitive():
            return f"{expr.kind}({expr.format})" if expr.format else expr.kind
        case Ref():
            return expr.name
        case Const():
            return f"const {py_literal(expr.value)}"
        case ListOf():
            return f"list[{describe_type(expr.item)}]"
        case MapOf():
            return f"map[{describe_type(expr.value)}]"
        case Nullable():
            return f"{describe_type(expr.inner)} | null"
        case AnyOf():
            return " | ".join(describe_type(o) for o in expr.options)
        case _:
            assert_never(expr)


def _kind(definition: Definition) -> str:
    match definition:
        case ObjectDef():
            return "object"
        case UnionDef():
            return "union"
        case EnumDef():
            return "enum"
        case AliasDef():
            return "alias"
        case _:
            assert_never(definition)


def _bare(expr: TypeExpr) -> TypeExpr:
    return expr.inner if isinstance(expr, Nullable) else expr


class Differ:
    def __init__(self, old: Model, new: Model) -> None:
        self.old = old
        self.new = new
        self.changes: list[Change] = []

    def add(
        self, kind: str, definition: str, member: str | None, message: str, verdict: Verdict
    ) -> None:
        self.changes.append(Change(kind, definition, member, message, verdict))

    def run(self) -> Report:
        for name, old_def in self.old.definitions.items():
            new_def = self.new.definitions.get(name)
            if new_def is None:
                self.add("definition-removed", name, None, f"{name} was removed", BREAKING)
            elif _kind(old_def) != _kind(new_def):
                message = f"{name} changed from {_kind(old_def)} to {_kind(new_def)}"
                self.add("definition-kind", name, None, message, BREAKING)
            else:
                self.definition(old_def, new_def)
        for name in self.new.definitions:
            if name not in self.old.definitions:
                self.add("definition-added", name, None, f"{name} was added", COMPATIBLE)
        self.methods()
        return Report(tuple(self.changes))

    def definition(self, old: Definition, new: Definition) -> None:
        """Two definitions of one kind (``run`` reports a change of kind)."""
        match old:
            case ObjectDef():
                assert isinstance(new, ObjectDef)
                self.object(old, new)
            case UnionDef():
                assert isinstance(new, UnionDef)
                self.union(old, new)
            case EnumDef():
                assert isinstance(new, EnumDef)
                self.values(
                    old.name, "value", _enum_values(old), _enum_values(new), old.open, new.open
                )
            case AliasDef():
                assert isinstance(new, AliasDef)
                if old.target != new.target:
                    message = (
                        f"{old.name} changed from {describe_type(old.target)} to "
                        f"{describe_type(new.target)}"
                    )
                    self.add("alias-type", old.name, None, message, BREAKING)
            case _:
                assert_never(old)

    def object(self, old: ObjectDef, new: ObjectDef) -> None:
        # Own fields only: what a variant inherits is reported once, under its base.
        old_fields = {f.wire_name: f for f in old.fields}
        new_fields = {f.wire_name: f for f in new.fields}
        name = old.name
        for wire, field in old_fields.items():
            if wire not in new_fields:
                verdict = BREAKING if field.required else COMPATIBLE
                state = "required" if field.required else "optional"
                self.add("field-removed", name, wire, f"{state} field {wire!r} removed", verdict)
            else:
                self.field(name, field, new_fields[wire])
        for wire, field in new_fields.items():
            if wire not in old_fields:
                state = "required" if field.required else "optional"
                verdict = BREAKING if field.required else COMPATIBLE
                self.add("field-added", name, wire, f"{state} field {wire!r} added", verdict)
        if (old.extra is None) != (new.extra is None):
            kept = "kept" if new.extra is not None else "refused"
            verdict = COMPATIBLE if new.extra is not None else BREAKING
            self.add("unknown-keys", name, None, f"unknown keys are now {kept}", verdict)
        if old.payload != new.payload and old.payload is not None and new.payload is not None:
            message = (
                f"payload changed from {describe_type(old.payload)} to {describe_type(new.payload)}"
            )
            self.add("payload-type", name, None, message, BREAKING)

    def field(self, owner: str, old: Field, new: Field) -> None:
        wire = old.wire_name
        if old.required != new.required:
            state = "required" if new.required else "optional"
            self.add("field-requiredness", owner, wire, f"{wire!r} became {state}", BREAKING)
        old_null = self.old.admits_null(old.type)
        new_null = self.new.admits_null(new.type)
        if old_null != new_null:
            state = "nullable" if new_null else "non-nullable"
            self.add("field-nullability", owner, wire, f"{wire!r} became {state}", BREAKING)
        old_type, new_type = _bare(old.type), _bare(new.type)
        if isinstance(old_type, AnyOf) and isinstance(new_type, AnyOf):
            self.options(owner, wire, old_type, new_type)
        elif old_type != new_type:
            message = (
                f"{wire!r} changed type from {describe_type(old.type)} to {describe_type(new.type)}"
            )
            self.add("field-type", owner, wire, message, BREAKING)

    def options(self, owner: str, wire: str, old: AnyOf, new: AnyOf) -> None:
        """An untagged union's options, one by one. An added option is compatible when the old
        union already had a catch-all (any JSON, or any object): old receivers parse it there."""
        catch_all = any(self.accepts_any_object(self.old, o) for o in old.options)
        for option in old.options:
            if option not in new.options:
                message = f"{describe_type(option)} removed from {wire!r}"
                self.add("option-removed", owner, wire, message, BREAKING)
        for option in new.options:
            if option not in old.options:
                message = f"{describe_type(option)} added to {wire!r}"
                verdict = COMPATIBLE if catch_all else BREAKING
                self.add("option-added", owner, wire, message, verdict)

    @staticmethod
    def accepts_any_object(model: Model, expr: TypeExpr) -> bool:
        expr = model.resolve(expr)
        if isinstance(expr, MapOf):
            expr = expr.value
        return isinstance(expr, Primitive) and expr.kind == "json"

    def union(self, old: UnionDef, new: UnionDef) -> None:
        if old.discriminator != new.discriminator:
            message = f"discriminator changed from {old.discriminator!r} to {new.discriminator!r}"
            self.add("discriminator", old.name, None, message, BREAKING)
            return
        old_tags = {py_literal(v.tag): v.object.name for v in old.tagged}
        new_tags = {py_literal(v.tag): v.object.name for v in new.tagged}
        self.values(old.name, "variant", old_tags, new_tags, old.open, new.open)
        old_default = old.default.object.name if old.default else None
        new_default = new.default.object.name if new.default else None
        if old_default != new_default:
            message = f"default variant changed from {old_default} to {new_default}"
            self.add("default-variant", old.name, None, message, BREAKING)

    def values(
        self,
        owner: str,
        what: str,
        old: dict[str, str],
        new: dict[str, str],
        old_open: bool,
        new_open: bool,
    ) -> None:
        for value in old:
            if value not in new:
                verdict = COMPATIBLE if new_open else BREAKING
                union = "an open" if new_open else "a closed"
                message = f"{what} {value} removed from {union} {owner}"
                self.add(f"{what}-removed", owner, value, message, verdict)
        for value in new:
            if value not in old:
                verdict = COMPATIBLE if old_open else BREAKING
                union = "an open" if old_open else "a closed"
                message = f"{what} {value} added to {union} {owner}"
                self.add(f"{what}-added", owner, value, message, verdict)
        if old_open != new_open:
            state = "open" if new_open else "closed"
            verdict = COMPATIBLE if new_open else BREAKING
            self.add("openness", owner, None, f"{owner} became {state}", verdict)

    def methods(self) -> None:
        old = {(m.side, m.name): m for m in self.old.methods}
        new = {(m.side, m.name): m for m in self.new.methods}
        for key, method in old.items():
            label = f"{method.name} ({method.side})"
            if key not in new:
                self.add("method-removed", "", label, f"method {label} removed", BREAKING)
                continue
            self.method(label, method, new[key])
        for key, method in new.items():
            if key not in old:
                label = f"{method.name} ({method.side})"
                stability = "unstable" if method.unstable else "stable"
                message = f"{stability} {method.kind} {label} added"
                self.add("method-added", "", label, message, COMPATIBLE)

    def method(self, label: str, old: Method, new: Method) -> None:
        if (old.kind, old.params, old.result) != (new.kind, new.params, new.result):
            message = (
                f"method {label} changed from {old.kind} {old.params} -> {old.result} to "
                f"{new.kind} {new.params} -> {new.result}"
            )
            self.add("method-signature", "", label, message, BREAKING)
        if old.unstable != new.unstable:
            state = "unstable" if new.unstable else "stable"
            self.add("method-stability", "", label, f"method {label} became {state}", COMPATIBLE)


def _enum_values(enum: EnumDef) -> dict[str, str]:
    return {py_literal(m.value): enum.name for m in enum.members}


def diff_models(old: Model, new: Model) -> Report:
    return Differ(old, new).run()


def diff_schemas(
    old: dict[str, Any], new: dict[str, Any], old_label: str = "OLD", new_label: str = "NEW"
) -> Report:
    """Every change from ``old`` to ``new`` (two schema documents), in a stable order.

    Raises :class:`~acp_codegen.errors.GenerationError` when either document has a construct the
    model does not support, naming the file label and the pointer.
    """
    return diff_models(
        build_model(in_memory(old, old_label)), build_model(in_memory(new, new_label))
    )


def render_text(report: Report) -> str:
    """The report a maintainer reads: breaking changes first, then compatible ones."""
    lines = []
    for verdict, heading in ((BREAKING, "Wire-breaking"), (COMPATIBLE, "Compatible")):
        changes = [c for c in report.changes if c.verdict == verdict]
        if not changes:
            continue
        lines.append(f"{heading} changes ({len(changes)}):")
        for change in changes:
            where = change.definition or "methods"
            lines.append(f"  {where}: {change.message}")
        lines.append("")
    total = len(report.changes)
    lines.append(
        f"{total} change(s), {len(report.breaking)} wire-breaking." if total else "No changes."
    )
    return "\n".join(lines) + "\n"


def render_json(report: Report) -> str:
    """The report as JSON: ``{"changes": [...], "breaking": N, "compatible": N}``."""
    changes = [asdict(c) for c in report.changes]
    summary = {
        "breaking": len(report.breaking),
        "compatible": len(report.changes) - len(report.breaking),
        "changes": changes,
    }
    return json.dumps(summary, indent=2, ensure_ascii=False) + "\n"


def exit_status(report: Report) -> int:
    """The CLI's status: 1 when something breaks the wire (the house's "found something")."""
    return 1 if report.breaking else 0
