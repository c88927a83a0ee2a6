"""Where every subschema lives and what each ``$ref`` / ``$dynamicRef`` points at.

One pass over the document records, for each subschema, its JSON pointer in the document
and the base URI in effect there (after its own ``$id``), plus every resource (``$id``),
``$anchor`` and ``$dynamicAnchor``. References are then resolved against that table, as
JSON Schema 2020-12 describes (RFC 3986 resolution of ``$ref`` against the base URI).

Only the 2020-12 dialect is read: a ``$schema`` naming another metaschema is refused, since
its ``$vocabulary`` could change what the keywords mean. Remote references are not fetched.
The 2020-12 metaschemas are the one exception: they are well known, and the
``jsonschema-specifications`` package (a dependency of ``jsonschema``) carries them, so a
reference to one is served from there.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from urllib.parse import unquote

from acp_codegen.errors import GenerationError, join_pointer, unescape_pointer_token
from acp_codegen.vocabulary import (
    DIALECT,
    LIST_OF_SUBSCHEMAS,
    SCHEMA_MAPS,
    SINGLE_SUBSCHEMA,
    dialect_problem,
)

Schema = dict[str, object] | bool

DEFAULT_BASE = "urn:x-schema:root"
"""Base URI of a document without an absolute ``$id`` (any URI works; it never shows)."""


def subschemas(schema: Schema, pointer: str) -> Iterator[tuple[str, Schema]]:
    """The direct subschemas of ``schema`` with their pointers, in document order."""
    if not isinstance(schema, dict):
        return
    for keyword, value in schema.items():
        if keyword in SINGLE_SUBSCHEMA and isinstance(value, dict | bool):
            yield join_pointer(pointer, keyword), value
        elif keyword in SCHEMA_MAPS and isinstance(value, dict):
            for name, sub in value.items():
                if isinstance(sub, dict | bool):
                    yield join_pointer(pointer, keyword, name), sub
        elif keyword in LIST_OF_SUBSCHEMAS and isinstance(value, list):
            for index, sub in enumerate(value):
                if isinstance(sub, dict | bool):
                    yield join_pointer(pointer, keyword, index), sub


def _split(uri: str) -> tuple[str | None, str | None, str, str | None, str | None]:
    """RFC 3986 appendix B: scheme, authority, path, query, fragment."""
    scheme = authority = query = fragment = None
    rest = uri
    if "#" in rest:
        rest, fragment = rest.split("#", 1)
    if "?" in rest:
        rest, query = rest.split("?", 1)
    head, colon, tail = rest.partition(":")
    if colon and head and "/" not in head and head[0].isalpha():
        scheme, rest = head.lower(), tail
    if rest.startswith("//"):
        end = rest.find("/", 2)
        end = len(rest) if end < 0 else end
        authority, rest = rest[2:end], rest[end:]
    return scheme, authority, rest, query, fragment


def _remove_dot_segments(path: str) -> str:
    output: list[str] = []
    for segment in path.split("/"):
        if segment == "..":
            if len(output) > 1:
                output.pop()
        elif segment != ".":
            output.append(segment)
    if path.endswith(("/.", "/..")):
        output.append("")
    return "/".join(output)


def resolve_uri(base: str, reference: str) -> str:
    """Resolve ``reference`` against ``base`` (RFC 3986 section 5.2)."""
    r_scheme, r_auth, r_path, r_query, r_frag = _split(reference)
    b_scheme, b_auth, b_path, b_query, _ = _split(base)
    scheme: str | None
    auth: str | None
    query: str | None
    if r_scheme is not None:
        scheme, auth, path, query = r_scheme, r_auth, _remove_dot_segments(r_path), r_query
    elif r_auth is not None:
        scheme, auth, path, query = b_scheme, r_auth, _remove_dot_segments(r_path), r_query
    elif r_path == "":
        scheme, auth, path = b_scheme, b_auth, b_path
        query = r_query if r_query is not None else b_query
    else:
        if r_path.startswith("/"):
            path = _remove_dot_segments(r_path)
        elif b_auth is not None and b_path == "":
            path = _remove_dot_segments("/" + r_path)
        else:
            path = _remove_dot_segments(b_path[: b_path.rfind("/") + 1] + r_path)
        scheme, auth, query = b_scheme, b_auth, r_query
    text = f"{scheme}:" if scheme is not None else ""
    if auth is not None:
        text += "//" + auth
    text += path
    if query is not None:
        text += "?" + query
    if r_frag is not None:
        text += "#" + r_frag
    return text


def split_fragment(uri: str) -> tuple[str, str]:
    resource, _, fragment = uri.partition("#")
    return resource, fragment


@dataclass(frozen=True)
class Target:
    """A resolved reference: the subschema, its document pointer and its base URI."""

    schema: Schema
    pointer: str
    base: str


@dataclass
class SchemaIndex:
    """Every subschema of one document (plus any metaschema it references)."""

    document: Schema
    source_label: str
    bases: dict[str, str] = field(default_factory=dict)
    resources: dict[str, str] = field(default_factory=dict)
    anchors: dict[tuple[str, str], str] = field(default_factory=dict)
    dynamic_anchors: dict[tuple[str, str], str] = field(default_factory=dict)
    uses_dynamic_ref: bool = False
    _documents: dict[str, Schema] = field(default_factory=dict)
    _nodes: dict[str, Schema] = field(default_factory=dict)  # every subschema the walk saw

    @classmethod
    def build(cls, document: Schema, source_label: str) -> SchemaIndex:
        index = cls(document, source_label)
        index._add_document("", document, DEFAULT_BASE)
        return index

    def _add_document(self, prefix: str, document: Schema, base: str) -> None:
        self._documents[prefix] = document
        # The document is a resource at the base it was given, whatever its subschemas' $id.
        self.resources.setdefault(split_fragment(base)[0], prefix)
        stack: list[tuple[str, Schema, str]] = [(prefix, document, base)]
        while stack:
            pointer, schema, base = stack.pop()
            self._nodes[pointer] = schema
            if isinstance(schema, dict):
                base = self._enter(pointer, schema, base)
            self.bases[pointer] = base
            stack.extend((sub_ptr, sub, base) for sub_ptr, sub in subschemas(schema, pointer))

    def _enter(self, pointer: str, schema: dict[str, object], base: str) -> str:
        dialect = dialect_problem(schema.get("$schema", DIALECT))
        if dialect is not None:
            raise self.problem(join_pointer(pointer, "$schema"), dialect)
        identifier = schema.get("$id")
        if isinstance(identifier, str):
            base = split_fragment(resolve_uri(base, identifier))[0]
            self.resources.setdefault(base, pointer)
        for keyword, table in (("$anchor", self.anchors), ("$dynamicAnchor", self.dynamic_anchors)):
            name = schema.get(keyword)
            if isinstance(name, str):
                table.setdefault((base, name), pointer)
                self.anchors.setdefault((base, name), pointer)
        if "$dynamicRef" in schema:
            self.uses_dynamic_ref = True
        return base

    def problem(self, pointer: str, message: str) -> GenerationError:
        return GenerationError.single(self.source_label, pointer, message)

    def nodes(self) -> Iterator[tuple[str, Schema]]:
        """Every subschema the walk has seen, with its pointer."""
        return iter(self._nodes.items())

    def node(self, pointer: str) -> Schema:
        """The subschema at a document pointer (of the walk, or a place inside one)."""
        if pointer in self._nodes:
            return self._nodes[pointer]
        prefix = max(
            (p for p in self._documents if pointer == p or pointer.startswith(p + "/")),
            key=len,
            default="",
        )
        value: object = self._documents[prefix]
        for token in _tokens(pointer[len(prefix) :]):
            value = _step(value, token)
        assert isinstance(value, dict | bool)
        return value

    def resolve(self, base: str, reference: str, pointer: str) -> Target:
        """Resolve ``reference`` (a ``$ref`` value at ``pointer``) to its target."""
        resource, fragment = split_fragment(resolve_uri(base, reference))
        if resource not in self.resources:
            self._load_known(resource, pointer)
        root = self.resources[resource]
        if fragment == "" or fragment.startswith("/"):
            target = root
            value: object = self.node(root)
            for token in _tokens(unquote(fragment)):
                try:
                    value = _step(value, token)
                except (KeyError, IndexError, ValueError, TypeError):
                    raise self.problem(pointer, f"$ref {reference!r} points at nothing") from None
                target = join_pointer(target, token)
        else:
            found = self.anchors.get((resource, fragment))
            if found is None:
                raise self.problem(pointer, f"$ref {reference!r}: no anchor {fragment!r}")
            target = found
        if target not in self.bases:
            # A reference into a place the walk did not visit (e.g. a non-keyword
            # container): index it now as a subschema of the resource.
            schema = self.node(target)
            if not isinstance(schema, dict | bool):
                raise self.problem(pointer, f"$ref {reference!r} does not point at a schema")
            self._add_document(target, schema, resource)
        return Target(self.node(target), target, self.bases[target])

    def dynamic_anchor_at(self, base: str, reference: str) -> str | None:
        """The anchor name when ``reference`` resolves to a ``$dynamicAnchor``, else None."""
        resource, fragment = split_fragment(resolve_uri(base, reference))
        if (resource, fragment) in self.dynamic_anchors:
            return fragment
        return None

    def resource_dynamic_anchors(self, base: str) -> list[tuple[str, str]]:
        """The ``$dynamicAnchor`` names of the resource at ``base``, with their pointers."""
        return sorted(
            (name, ptr) for (res, name), ptr in self.dynamic_anchors.items() if res == base
        )

    def _load_known(self, resource: str, pointer: str) -> None:
        try:
            from jsonschema_specifications import REGISTRY
        except ImportError:  # pragma: no cover - jsonschema is a pinned dependency
            REGISTRY = None  # noqa: N806
        contents = None
        if REGISTRY is not None and resource.startswith("https://json-schema.org/draft/2020-12/"):
            try:
                contents = REGISTRY.contents(resource)
            except LookupError:
                contents = None
        if contents is None:
            raise self.problem(pointer, f"remote reference {resource!r} is not supported")
        prefix = join_pointer("", f"{len(self._documents)}:{resource}")
        self._add_document(prefix, contents, resource)


def _tokens(pointer: str) -> list[str]:
    if pointer == "":
        return []
    return [unescape_pointer_token(t) for t in pointer.split("/")[1:]]


def _step(value: object, token: str) -> object:
    if isinstance(value, dict):
        return value[token]
    if isinstance(value, list):
        return value[int(token)]
    raise TypeError(token)
