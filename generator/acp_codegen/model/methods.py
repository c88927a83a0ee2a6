"""The protocol's JSON-RPC method table, from ``x-method``/``x-side`` on its definitions.

A definition marked with both names one method of one side: ``<Method>Request`` its params
(with ``<Method>Response`` its result) or ``<Method>Notification`` its params. A method is
unstable when one of its definitions says so, or when a reference to one does (upstream's
request and notification unions put the ``**UNSTABLE**`` banner on the branch).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from acp_codegen.errors import SchemaProblem, join_pointer
from acp_codegen.load.refs import definition_name
from acp_codegen.model.keywords import doc_of, is_bare_ref
from acp_codegen.model.types import Method
from acp_codegen.vocabulary import METHOD, SIDE


def method_table(
    defs: Mapping[str, Any], document: Any, label: str
) -> tuple[tuple[Method, ...], list[SchemaProblem]]:
    """The methods of ``defs`` (the ``$defs`` of ``document``), by side, name and kind, and
    the problems of the definitions that do not make one method."""
    by_method: dict[tuple[str, str], list[str]] = {}
    for name, schema in defs.items():
        if isinstance(schema, dict) and METHOD in schema and SIDE in schema:
            by_method.setdefault((schema[SIDE], schema[METHOD]), []).append(name)
    marked = unstable_references(document)
    methods = []
    problems = []
    for (side, method), names in by_method.items():
        requests = [n for n in names if n.endswith("Request")]
        responses = [n for n in names if n.endswith("Response")]
        notifications = [n for n in names if n.endswith("Notification")]
        unmatched = len(requests) + len(responses) + len(notifications) != len(names)
        if (
            unmatched
            or len(requests) > 1
            or len(notifications) > 1
            or len(responses) > len(requests)
        ):
            problems.append(
                SchemaProblem(
                    label,
                    join_pointer("/$defs", names[0], METHOD),
                    f"method {method!r} ({side}) needs at most one *Request (with at most one "
                    f"*Response) and at most one *Notification definition; found {names}",
                )
            )
            continue
        unstable = any(doc_of(defs[n]).unstable or n in marked for n in names)
        for params in requests:
            result = responses[0] if responses else None
            methods.append(Method(method, side, "request", params, result, unstable))
        for params in notifications:
            methods.append(Method(method, side, "notification", params, None, unstable))
    return tuple(sorted(methods, key=lambda m: (m.side, m.name, m.kind))), problems


def unstable_references(document: Any) -> set[str]:
    """Definitions some reference marks unstable: upstream's request and notification unions
    carry the ``**UNSTABLE**`` banner on the branch that refers to a method's params, also when
    the params definition's own description has none."""
    marked: set[str] = set()
    stack = [document]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, dict):
            parts = node.get("allOf")
            single = parts[0] if isinstance(parts, list) and len(parts) == 1 else None
            if is_bare_ref(single) and doc_of(node).unstable:
                name = definition_name(single["$ref"])  # type: ignore[index]
                marked.add(name if name is not None else single["$ref"])  # type: ignore[index]
            stack.extend(node.values())
    return marked
