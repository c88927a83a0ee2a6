"""References: the one mapping between a definition's name and its local ``$ref``, and the
check that every ``$ref`` in a document resolves (a definition's ``$ref`` by its name, any
other with the ``referencing`` library)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import unquote

from acp_codegen.errors import (
    SchemaProblem,
    escape_pointer_token,
    join_pointer,
    unescape_pointer_token,
)
from acp_codegen.vocabulary import subschemas

# The in-memory URI the document is registered under; relative refs resolve against it.
DOCUMENT_URI = "urn:acp-codegen:document"

DEFS_PREFIX = "#/$defs/"


def definition_name(ref: str) -> str | None:
    """The definition a local ``$ref`` names (``#/$defs/<Name>``, the name percent-decoded and
    unescaped, as a URI fragment's JSON pointer is read), or None for any other reference."""
    if not ref.startswith(DEFS_PREFIX):
        return None
    token = unquote(ref[len(DEFS_PREFIX) :])
    return None if "/" in token else unescape_pointer_token(token)


def definition_ref(name: str) -> str:
    """The local ``$ref`` of definition ``name``."""
    return DEFS_PREFIX + escape_pointer_token(name)


def definition_schema(document: dict[str, Any], name: str) -> dict[str, Any]:
    """A schema that is definition ``name`` of ``document``, its references resolving in the
    document's definitions: what a validator of that one definition compiles."""
    return {"$defs": document.get("$defs", {}), "$ref": definition_ref(name)}


def iter_refs(node: Any, pointer: str = "") -> Iterator[tuple[str, str]]:
    """Yield ``(pointer, ref)`` for every ``$ref`` in ``node``, in document order (a ``$ref``
    in data is no reference: :func:`acp_codegen.vocabulary.subschemas`)."""
    for here, schema in subschemas(node, pointer):
        ref = schema.get("$ref")
        if isinstance(ref, str):
            yield join_pointer(here, "$ref"), ref


def dangling_refs(document: dict[str, Any], label: str) -> list[SchemaProblem]:
    """A problem for every ``$ref`` of ``document`` that does not resolve, in document order."""
    defs = document.get("$defs")
    defs = defs if isinstance(defs, dict) else {}
    resolves: Callable[[str], bool] | None = None
    problems = []
    for pointer, ref in iter_refs(document):
        name = definition_name(ref)
        if name is not None:
            resolved = name in defs
        else:
            resolves = resolves or _resolver(document)
            resolved = resolves(ref)
        if not resolved:
            problems.append(SchemaProblem(label, pointer, f"$ref {ref!r} does not resolve"))
    return problems


def _resolver(document: dict[str, Any]) -> Callable[[str], bool]:
    """Whether a reference other than a definition's resolves, by the ``referencing`` library
    (imported here: most schemas refer to their definitions only, and importing it costs a
    tenth of a run's start-up)."""
    from referencing import Registry, Resource
    from referencing.exceptions import Unresolvable
    from referencing.jsonschema import DRAFT202012

    resource: Resource[Any] = Resource.from_contents(document, default_specification=DRAFT202012)
    resolver = Registry().with_resource(DOCUMENT_URI, resource).resolver(base_uri=DOCUMENT_URI)

    def resolves(ref: str) -> bool:
        try:
            resolver.lookup(ref)
        except Unresolvable:
            return False
        return True

    return resolves
