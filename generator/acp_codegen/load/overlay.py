"""Merge an overlay (our additions) into a base ACP schema.

The overlay format is documented in ``schema/README.md``. Merging is idempotent: merging into
a base that already carries an equal addition changes nothing, and an unequal one is a conflict
reported with both locations.
"""

from __future__ import annotations

import copy
import marshal
from typing import Any

from acp_codegen.errors import GenerationError, SchemaProblem, join_pointer
from acp_codegen.load.document import Document
from acp_codegen.load.unions import read_branch, tagged_union
from acp_codegen.vocabulary import EXTEND, without_project_keywords

Schema = dict[str, Any]


def _conflict(
    overlay: Document, o_ptr: str, base: Document, b_ptr: str, what: str
) -> SchemaProblem:
    return SchemaProblem(
        overlay.source.label,
        o_ptr,
        f"conflicts with {base.source.label}#{b_ptr}: {what} already exists there with a "
        "different schema",
    )


def _exclusion(discriminator: str, value: Any) -> Schema:
    """The clause an open variant's ``not`` lists for one known discriminator value."""
    return {
        "type": "object",
        "properties": {discriminator: {"type": "string", "const": value}},
        "required": [discriminator],
    }


def _insert_before_meta(properties: Schema, name: str, schema: Any) -> Schema:
    items = list(properties.items())
    at = next((i for i, (key, _) in enumerate(items) if key == "_meta"), len(items))
    items.insert(at, (name, schema))
    return dict(items)


def _same(in_base: Any, ours: Any) -> bool:
    """Whether a base already carries an addition: equal up to our own annotation keywords,
    which merged files leave out (the base may be one we merged). Ours, annotated, is kept."""
    return bool(without_project_keywords(in_base) == without_project_keywords(ours))


def _copy_document(document: Schema) -> Schema:
    """A deep copy of a JSON document (objects, arrays, strings, numbers, booleans, null):
    through marshal, a quarter of ``copy.deepcopy``'s time on a protocol schema. What marshal
    refuses (nesting past its 2,000 levels, which ``json`` does not parse anyway) goes to
    ``copy.deepcopy``, as before."""
    try:
        copied: Schema = marshal.loads(marshal.dumps(document))
    except ValueError:
        return copy.deepcopy(document)
    return copied


def merge_overlay(base: Document, overlay: Document) -> Schema:
    """Return a new document: ``base`` with ``overlay``'s definitions and extensions merged in."""
    merged = _copy_document(base.data)
    defs: Schema = merged.setdefault("$defs", {})
    problems: list[SchemaProblem] = []

    for name, schema in overlay.data.get("$defs", {}).items():
        if name not in defs or _same(defs[name], schema):
            defs[name] = copy.deepcopy(schema)
        else:
            problems.append(
                _conflict(
                    overlay,
                    join_pointer("/$defs", name),
                    base,
                    join_pointer("/$defs", name),
                    f"definition {name!r}",
                )
            )

    extend = overlay.data.get(EXTEND, {})
    if not isinstance(extend, dict):
        raise GenerationError.single(
            overlay.source.label, join_pointer("", EXTEND), "expected an object"
        )
    for target, additions in extend.items():
        o_ptr = join_pointer("", EXTEND, target)
        b_ptr = join_pointer("/$defs", target)
        if target not in defs or not isinstance(defs[target], dict):
            problems.append(
                SchemaProblem(
                    overlay.source.label,
                    o_ptr,
                    f"extends definition {target!r}, which {base.source.label} does not define",
                )
            )
            continue
        if not isinstance(additions, dict) or set(additions) - {"properties", "variants"}:
            problems.append(
                SchemaProblem(
                    overlay.source.label,
                    o_ptr,
                    "expected an object with only 'properties' and/or 'variants'",
                )
            )
            continue
        definition = defs[target]
        for name, schema in additions.get("properties", {}).items():
            existing = definition.get("properties", {})
            if name not in existing:
                definition["properties"] = _insert_before_meta(
                    existing, name, copy.deepcopy(schema)
                )
            elif _same(existing[name], schema):
                existing[name] = copy.deepcopy(schema)
            else:
                problems.append(
                    _conflict(
                        overlay,
                        join_pointer(o_ptr, "properties", name),
                        base,
                        join_pointer(b_ptr, "properties", name),
                        f"property {name!r} of {target!r}",
                    )
                )
        variants = additions.get("variants", [])
        if variants:
            problems.extend(_add_variants(overlay, base, target, definition, variants))

    if problems:
        raise GenerationError(problems)
    return merged


def carries_overlay(base: Document, overlay: Document) -> bool:
    """Whether ``base`` already carries every one of ``overlay``'s additions, as a merged
    file of ours does (``generate``'s ``schema.json``): merging them changes nothing but our
    own annotation keywords, which merged files leave out."""
    if not set(overlay.data.get("$defs", {})) <= set(base.data.get("$defs", {})):
        return False  # the quick answer for a base without them
    try:
        merged = merge_overlay(base, overlay)
    except GenerationError:
        return False
    return bool(without_project_keywords(merged) == without_project_keywords(base.data))


def _add_variants(
    overlay: Document, base: Document, target: str, definition: Schema, variants: list[Any]
) -> list[SchemaProblem]:
    o_ptr = join_pointer("", EXTEND, target, "variants")
    keyword = "oneOf" if "oneOf" in definition else "anyOf" if "anyOf" in definition else None
    if keyword is None:
        return [
            SchemaProblem(overlay.source.label, o_ptr, f"{target!r} is not a oneOf/anyOf union")
        ]
    union: list[Any] = definition[keyword]
    tagging, added = tagged_union(union), tagged_union(variants)
    if tagging is None or added is None or added.prop != tagging.prop:
        return [
            SchemaProblem(
                overlay.source.label,
                o_ptr,
                f"{target!r} and the added variants must share one required const "
                "discriminator property",
            )
        ]
    discriminator = tagging.prop
    problems = []
    for index, variant in enumerate(variants):
        value = added.branches[index].tag
        # The union as it is now: each variant added goes in before the next is read.
        branches = [read_branch(i, v, discriminator) for i, v in enumerate(union)]
        existing = next((b.index for b in branches if b.kind != "open" and b.tag == value), None)
        if existing is not None:
            if _same(union[existing], variant):
                union[existing] = copy.deepcopy(variant)
            else:
                problems.append(
                    _conflict(
                        overlay,
                        join_pointer(o_ptr, index),
                        base,
                        join_pointer("/$defs", target, keyword, existing),
                        f"variant {discriminator}={value!r} of {target!r}",
                    )
                )
            continue
        open_at = next((b.index for b in branches if b.kind == "open"), None)
        if open_at is None:
            union.append(copy.deepcopy(variant))
            continue
        union.insert(open_at, copy.deepcopy(variant))
        excluded = union[open_at + 1]["not"]
        clauses = excluded.get("anyOf") if isinstance(excluded, dict) else None
        if not isinstance(clauses, list):
            problems.append(
                SchemaProblem(
                    base.source.label,
                    join_pointer("/$defs", target, keyword, open_at, "not"),
                    "the open variant's 'not' must be an anyOf of the known discriminator values",
                )
            )
            continue
        clauses.append(_exclusion(discriminator, value))
    return problems
