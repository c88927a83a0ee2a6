"""Where every subschema lives and what each ``$ref`` / ``$dynamicRef`` points at.

One pass over the document records, for each subschema, its JSON pointer in the document
and the base URI in effect there (after its own ``$id``), plus every resource (``$id``),
``$anchor`` and ``$dynamicAnchor``. References are then resolved against that table, as
JSON Schema 2020-12 describes (RFC 3986 resolution of ``$ref`` against the base URI).

Nothing is fetched from the network. A reference to another document is served from the
2020-12 metaschemas (the ``jsonschema-specifications`` package, a dependency of
``jsonschema``, carries them), else by the caller's ``retrieve`` (see
:func:`acp_codegen.validators.remotes.directory_documents`), else refused with its pointer.
The document joins the index under a pointer prefix of its own.

A ``$schema`` other than 2020-12's names a metaschema, read the same way, whose
``$vocabulary`` says which vocabularies are in use: the keywords of the others are left out
of the subschemas the walk records, so the compiler and the analysis see only what the
schema means (see :func:`acp_codegen.vocabulary.ignored_keywords`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from urllib.parse import unquote

from acp_codegen.errors import GenerationError, join_pointer, unescape_pointer_token
from acp_codegen.vocabulary import (
    DIALECT,
    LIST_OF_SUBSCHEMAS,
    SCHEMA_MAPS,
    SINGLE_SUBSCHEMA,
    ignored_keywords,
)

Schema = dict[str, object] | bool
Retrieve = Callable[[str], object]
"""The caller's documents: the JSON value of the document at an absolute URI (no
fragment), or None when it has none."""

_NOTHING_IGNORED: frozenset[str] = frozenset()

NOT_A_SCHEMA = "a schema must be an object or a boolean"

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
    retrieve: Retrieve | None = None
    _documents: dict[str, Schema] = field(default_factory=dict)
    _labels: dict[str, str] = field(default_factory=dict)  # a remote document's URI
    _nodes: dict[str, Schema] = field(default_factory=dict)  # every subschema the walk saw
    _ignored: dict[str, frozenset[str]] = field(default_factory=dict)  # by the walk's pointer
    _dialects: dict[str, frozenset[str]] = field(default_factory=dict)  # by $schema

    @classmethod
    def build(
        cls, document: Schema, source_label: str, retrieve: Retrieve | None = None
    ) -> SchemaIndex:
        index = cls(document, source_label, retrieve=retrieve)
        index._add_document("", document, DEFAULT_BASE, _NOTHING_IGNORED)
        return index

    def _add_document(
        self, prefix: str, document: Schema, base: str, ignored: frozenset[str]
    ) -> None:
        self._documents[prefix] = document
        # The document is a resource at the base it was given, whatever its subschemas' $id.
        self.resources.setdefault(split_fragment(base)[0], prefix)
        stack: list[tuple[str, Schema, str, frozenset[str]]] = [(prefix, document, base, ignored)]
        while stack:
            pointer, schema, base, ignored = stack.pop()
            if isinstance(schema, dict):
                base, ignored = self._enter(pointer, schema, base, ignored)
                if not ignored.isdisjoint(schema):
                    schema = {k: v for k, v in schema.items() if k not in ignored}
            elif not isinstance(schema, bool):
                raise self.problem(pointer, NOT_A_SCHEMA)
            self._nodes[pointer] = schema
            self._ignored[pointer] = ignored
            self.bases[pointer] = base
            stack.extend(
                (sub_ptr, sub, base, ignored) for sub_ptr, sub in subschemas(schema, pointer)
            )

    def _enter(
        self, pointer: str, schema: dict[str, object], base: str, ignored: frozenset[str]
    ) -> tuple[str, frozenset[str]]:
        """The base URI and the ignored keywords inside ``schema``, after its own ``$schema``
        and ``$id``; its anchors recorded."""
        if "$schema" in schema:
            ignored = self._dialect(schema["$schema"], join_pointer(pointer, "$schema"))
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
        return base, ignored

    def _dialect(self, declared: object, pointer: str) -> frozenset[str]:
        """The keywords ignored under the metaschema ``declared`` (a ``$schema`` value)."""
        if declared in (DIALECT, DIALECT + "#"):
            return _NOTHING_IGNORED
        if not isinstance(declared, str) or not declared.partition(":")[1]:
            raise self.problem(pointer, f"$schema must be an absolute URI, not {declared!r}")
        uri = split_fragment(declared)[0]
        if uri not in self._dialects:
            metaschema = self._retrieve(uri, pointer, "metaschema")
            vocabulary = metaschema.get("$vocabulary") if isinstance(metaschema, dict) else None
            try:
                self._dialects[uri] = ignored_keywords(vocabulary)
            except ValueError as error:
                message = f"the metaschema {declared!r} is refused: {error}"
                raise self.problem(pointer, message) from None
        return self._dialects[uri]

    def problem(self, pointer: str, message: str) -> GenerationError:
        """The error at ``pointer``, named in the document it is in (a remote one by its
        URI, with the pointer inside it)."""
        for prefix, label in self._labels.items():
            if pointer == prefix or pointer.startswith(prefix + "/"):
                return GenerationError.single(label, pointer[len(prefix) :], message)
        return GenerationError.single(self.source_label, pointer, message)

    def nodes(self) -> Iterator[tuple[str, Schema]]:
        """Every subschema the walk has seen, with its pointer."""
        return iter(self._nodes.items())

    def node(self, pointer: str) -> Schema:
        """The subschema at a document pointer (of the walk, or a place inside one)."""
        value = self._value(pointer)
        if not isinstance(value, dict | bool):
            raise self.problem(pointer, NOT_A_SCHEMA)
        return value

    def _value(self, pointer: str) -> object:
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
        return value

    def resolve(self, base: str, reference: str, pointer: str) -> Target:
        """Resolve ``reference`` (a ``$ref`` value at ``pointer``) to its target."""
        resource, fragment = split_fragment(resolve_uri(base, reference))
        if resource not in self.resources:
            self._load_remote(resource, pointer)
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
            schema = self._value(target)
            if not isinstance(schema, dict | bool):
                raise self.problem(pointer, f"$ref {reference!r} does not point at a schema")
            self._add_document(target, schema, resource, self._ignored_at(target))
        return Target(self.node(target), target, self.bases[target])

    def _ignored_at(self, pointer: str) -> frozenset[str]:
        """The ignored keywords of the nearest subschema the walk recorded around ``pointer``."""
        while pointer not in self._ignored:
            pointer = pointer[: pointer.rfind("/")]
        return self._ignored[pointer]

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

    def _load_remote(self, resource: str, pointer: str) -> None:
        contents = self._retrieve(resource, pointer, "remote reference")
        prefix = join_pointer("", f"{len(self._documents)}:{resource}")
        self._labels[prefix] = resource
        self._add_document(prefix, contents, resource, _NOTHING_IGNORED)

    def _retrieve(self, uri: str, pointer: str, what: str) -> Schema:
        """The document at ``uri``: a 2020-12 metaschema, else the caller's."""
        contents: object = None
        if uri.startswith("https://json-schema.org/draft/2020-12/"):
            from jsonschema_specifications import REGISTRY

            try:
                contents = REGISTRY.contents(uri)
            except LookupError:
                contents = None
        if contents is None and self.retrieve is not None:
            contents = self.retrieve(uri)
        if contents is None:
            supplied = "no document was supplied for it" if self.retrieve else "none is supplied"
            raise self.problem(pointer, f"{what} {uri!r}: nothing is fetched, and {supplied}")
        if not isinstance(contents, dict | bool):
            raise self.problem(pointer, f"{what} {uri!r} is not a schema (an object or a boolean)")
        return contents


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
