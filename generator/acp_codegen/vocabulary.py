"""The one keyword registry (:data:`KEYWORDS`): JSON Schema 2020-12's keywords by vocabulary,
what each holds and what it does, and every ``x-`` keyword the project reads, upstream's and
ours, each a constant here; the model's keyword groups, the validators' emitters and analysis
and the resolver all read it. Also our own keywords' story: the annotations this project adds
to upstream's vocabulary, and how they are kept out of the merged schema files.

The canonical overlay (``schema/<v>/prompt-suggestions.json``) carries them, and the checks
generated from them read them from the merged document in memory. The merged files we write
(``generated/schema/<v>/schema*.json`` and ``generate --base``'s ``schema.json``) are what
upstream would commit, so they use upstream's vocabulary only (``x-side``, ``x-method``,
``x-deserialize-default-on-error``, ``x-deserialize-skip-invalid-items``, ``x-docs-ignore``)
and these are stripped where those files are written.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

from acp_codegen.errors import join_pointer

DIALECT = "https://json-schema.org/draft/2020-12/schema"
"""The one ``$schema`` the project reads: JSON Schema 2020-12 with its standard vocabularies.
A schema naming another metaschema is refused (the loader's documents and the validators'
compiler alike), since that metaschema may turn vocabularies off or on."""


def dialect_problem(declared: object) -> str | None:
    """What is wrong with the ``$schema`` value ``declared``; None for :data:`DIALECT` (with
    or without its empty fragment)."""
    if declared in (DIALECT, DIALECT + "#"):
        return None
    return f"only the JSON Schema 2020-12 dialect {DIALECT!r} is supported, not {declared!r}"


@dataclass(frozen=True)
class Keyword:
    """One keyword a schema object may hold: what its value is (``holds``), what it does with
    the instance (``does``), the one JSON type whose instances it constrains (``instance``;
    None: any), and where it is defined (``vocabulary``: 2020-12's vocabulary, or
    :data:`UPSTREAM`, :data:`OURS`, :data:`OTHER`)."""

    name: str
    holds: Holds
    does: Does
    instance: str | None = None
    vocabulary: str = ""


Holds = Literal["schema", "schemas", "schema map", "data", "value"]
"""What a keyword's value is: one subschema, a list of them, names mapped to subschemas, data
(a ``$ref`` or one of our keywords inside it is a value like any other), or another value (a
name, a number, a list of names) that holds no schema but may be walked."""
Does = Literal["asserts", "applies", "annotates"]
"""What a keyword does with the instance: tests it alone, applies subschemas to it (or to its
parts), or nothing (an annotation, read by other keywords, by people, or by a generator)."""

UPSTREAM = "upstream"
"""ACP's own ``x-`` keywords, which its schema files carry."""
OURS = "ours"
"""This project's ``x-`` keywords: the overlay's (``schema/<v>/prompt-suggestions.json``)."""
OTHER = "other"
"""Keywords of no 2020-12 vocabulary that schemas still carry: draft 7's ``definitions``,
OpenAPI's ``discriminator``."""

EXTENSION_PREFIX = "x-"

METHOD = "x-method"
"""On a definition: the JSON-RPC method whose params (``*Request``, ``*Notification``) or
result (``*Response``) it is."""
SIDE = "x-side"
"""On a definition with :data:`METHOD`: the side that handles the method."""
DEFAULT_ON_ERROR = "x-deserialize-default-on-error"
"""On a property: a value that fails to parse falls back to "omitted" (tolerant mode)."""
DEFAULT_ON_NULL = "x-deserialize-default-on-null"
"""On a property: a null its type does not allow falls back to "omitted" (tolerant mode)."""
SKIP_INVALID_ITEMS = "x-deserialize-skip-invalid-items"
"""On an array: an item that fails to parse is dropped (tolerant mode)."""
DOCS_IGNORE = "x-docs-ignore"
"""On a definition: upstream's docs leave it out of the schema page."""
RULES = "x-acp-rules"
"""On a schema: ``{keyword: {"id": rule id, "message": text}}``, the rule a failing keyword
stands for (``prompt-suggestion-blank`` for the blank-prompt ``not``)."""
BLOCK_TYPE = "x-content-block-type"
"""On a field of the Client's suggestions capability: the content block type it enables."""
BASELINE_BLOCK_TYPES = "x-baseline-content-block-types"
"""On the Client's suggestions capability: the block types every such Client can offer."""
EXTEND = "x-extend"
"""At the root of an overlay: the properties and variants it adds to the base's definitions
(``schema/README.md``); never in a merged document."""

CORE = "core"
APPLICATOR = "applicator"
UNEVALUATED = "unevaluated"
VALIDATION = "validation"
META_DATA = "meta-data"
FORMAT_ANNOTATION = "format-annotation"
CONTENT = "content"


def _keywords(
    vocabulary: str, holds: Holds, does: Does, names: str, instance: str | None = None
) -> list[Keyword]:
    return [Keyword(name, holds, does, instance, vocabulary) for name in names.split()]


KEYWORDS: dict[str, Keyword] = {
    keyword.name: keyword
    for keyword in (
        *_keywords(CORE, "value", "annotates", "$id $schema $anchor $dynamicAnchor $comment"),
        *_keywords(CORE, "value", "annotates", "$vocabulary"),
        *_keywords(CORE, "schema map", "annotates", "$defs"),
        *_keywords(CORE, "value", "applies", "$ref $dynamicRef"),
        *_keywords(APPLICATOR, "schemas", "applies", "allOf anyOf oneOf"),
        *_keywords(APPLICATOR, "schema", "applies", "not if then else"),
        *_keywords(APPLICATOR, "schemas", "applies", "prefixItems", "array"),
        *_keywords(APPLICATOR, "schema", "applies", "items contains", "array"),
        *_keywords(APPLICATOR, "schema map", "applies", "properties", "object"),
        *_keywords(APPLICATOR, "schema map", "applies", "patternProperties", "object"),
        *_keywords(APPLICATOR, "schema map", "applies", "dependentSchemas", "object"),
        *_keywords(APPLICATOR, "schema", "applies", "additionalProperties", "object"),
        *_keywords(APPLICATOR, "schema", "applies", "propertyNames", "object"),
        *_keywords(UNEVALUATED, "schema", "applies", "unevaluatedItems", "array"),
        *_keywords(UNEVALUATED, "schema", "applies", "unevaluatedProperties", "object"),
        *_keywords(VALIDATION, "value", "asserts", "type"),
        *_keywords(VALIDATION, "data", "asserts", "const enum"),
        *_keywords(
            VALIDATION,
            "value",
            "asserts",
            "multipleOf maximum exclusiveMaximum minimum exclusiveMinimum",
            "number",
        ),
        *_keywords(VALIDATION, "value", "asserts", "maxLength minLength pattern", "string"),
        *_keywords(
            VALIDATION,
            "value",
            "asserts",
            "maxItems minItems uniqueItems maxContains minContains",
            "array",
        ),
        *_keywords(
            VALIDATION,
            "value",
            "asserts",
            "maxProperties minProperties required dependentRequired",
            "object",
        ),
        *_keywords(META_DATA, "value", "annotates", "title description deprecated"),
        *_keywords(META_DATA, "value", "annotates", "readOnly writeOnly"),
        *_keywords(META_DATA, "data", "annotates", "default examples"),
        *_keywords(FORMAT_ANNOTATION, "value", "annotates", "format"),
        *_keywords(CONTENT, "value", "annotates", "contentEncoding contentMediaType"),
        *_keywords(CONTENT, "schema", "annotates", "contentSchema"),
        # Draft 7's definitions, and OpenAPI's discriminator: a hint for code generators.
        *_keywords(OTHER, "schema map", "annotates", "definitions"),
        *_keywords(OTHER, "data", "annotates", "discriminator"),
        *_keywords(UPSTREAM, "data", "annotates", f"{METHOD} {SIDE} {DOCS_IGNORE}"),
        *_keywords(UPSTREAM, "data", "annotates", f"{DEFAULT_ON_ERROR} {DEFAULT_ON_NULL}"),
        *_keywords(UPSTREAM, "data", "annotates", SKIP_INVALID_ITEMS),
        *_keywords(OURS, "data", "annotates", f"{RULES} {BLOCK_TYPE} {BASELINE_BLOCK_TYPES}"),
        *_keywords(OURS, "value", "annotates", EXTEND),
    )
}
"""Every keyword the project reads: JSON Schema 2020-12's, by vocabulary, and the ``x-``
keywords of ACP and of this project. The sets below, the model's keyword groups
(:mod:`acp_codegen.model.keywords`) and the validators' emitters
(:data:`acp_codegen.validators.compiler.KEYWORD_ORDER`) are all read from it."""


def keywords(*names: str) -> frozenset[str]:
    """``names``, each a keyword of :data:`KEYWORDS` (a misspelt one is an error at import)."""
    unknown = [name for name in names if name not in KEYWORDS]
    if unknown:
        raise ValueError(f"not a keyword of the registry: {', '.join(unknown)}")
    return frozenset(names)


def where(
    *,
    holds: Holds | None = None,
    does: Does | None = None,
    instance: str | None = None,
    vocabulary: str | None = None,
) -> tuple[str, ...]:
    """The keywords of :data:`KEYWORDS` (in its order) that match every condition given."""
    return tuple(
        k.name
        for k in KEYWORDS.values()
        if (holds is None or k.holds == holds)
        and (does is None or k.does == does)
        and (instance is None or k.instance == instance)
        and (vocabulary is None or k.vocabulary == vocabulary)
    )


def is_extension(keyword: str) -> bool:
    """Whether ``keyword`` is an ``x-`` keyword: ACP's, ours, or one nobody here knows (which
    JSON Schema ignores, and the model names in a warning)."""
    return keyword.startswith(EXTENSION_PREFIX)


PROJECT_KEYWORDS = frozenset(where(vocabulary=OURS)) - {EXTEND}
"""Our annotations, which the merged schema files leave out (upstream's vocabulary only)."""

SCHEMA_MAPS = frozenset(where(holds="schema map"))
"""Keywords whose value maps names (a property's, a definition's) to schemas."""

# -- JSON Schema's keywords by what they do: the one catalogue the model, the validators'
# analysis and the resolver read.

# Keywords whose value is one subschema or a list of subschemas that the validators apply
# (SCHEMA_MAPS: those whose value maps names to subschemas).
SINGLE_SUBSCHEMA = frozenset(where(holds="schema", does="applies"))
LIST_OF_SUBSCHEMAS = frozenset(where(holds="schemas", does="applies"))

# Keywords with no validation meaning: they are read (if at all) by other keywords.
ANNOTATIONS = frozenset(k for k in where(does="annotates") if not is_extension(k))

# Keywords that test one value alone, applying no other schema: those of any JSON type and
# of the scalar ones.
VALUE_KEYWORDS = frozenset(
    k for k in where(does="asserts") if KEYWORDS[k].instance in (None, "number", "string")
)


# -- The vocabularies of 2020-12 and their keywords. A metaschema's ``$vocabulary`` turns
# them on (see :func:`ignored_keywords`); the keywords of one it leaves out mean nothing in the
# schemas written against it, as keywords no vocabulary defines.

VOCABULARY_BASE = "https://json-schema.org/draft/2020-12/vocab/"
VOCABULARIES: dict[str, frozenset[str]] = {
    VOCABULARY_BASE + name: frozenset(where(vocabulary=name))
    for name in (CORE, APPLICATOR, UNEVALUATED, VALIDATION, META_DATA, FORMAT_ANNOTATION, CONTENT)
}
"""The vocabularies the validators implement, by URI, with the keywords each defines."""
FORMAT_ASSERTION = VOCABULARY_BASE + "format-assertion"
"""The vocabulary that makes ``format`` an assertion: the validators keep ``format`` an
annotation, so a metaschema may list it only as optional."""


def ignored_keywords(vocabulary: object) -> frozenset[str]:
    """The keywords that mean nothing under a metaschema whose ``$vocabulary`` is
    ``vocabulary`` (None: the metaschema has none, and every vocabulary is in use): those of
    the vocabularies it leaves out. The core vocabulary is always in use. Raise
    :class:`ValueError`, saying why, when it requires a vocabulary the validators do not
    implement."""
    if vocabulary is None:
        return frozenset()
    if not isinstance(vocabulary, dict) or not all(
        isinstance(required, bool) for required in vocabulary.values()
    ):
        message = "its $vocabulary must map vocabulary URIs to booleans"
        raise ValueError(message)
    for uri, required in vocabulary.items():
        if required and uri == FORMAT_ASSERTION:
            message = f"it requires {uri!r}, and the validators keep 'format' an annotation"
            raise ValueError(message)
        if required and uri not in VOCABULARIES:
            message = f"it requires the vocabulary {uri!r}, which is not supported"
            raise ValueError(message)
    left_out = [names for uri, names in VOCABULARIES.items() if uri not in vocabulary]
    return frozenset().union(*left_out) - VOCABULARIES[VOCABULARY_BASE + CORE]


def is_data(keyword: str) -> bool:
    """Whether the value of ``keyword`` is data, not a schema or schemas: an ``x-`` keyword's
    is, but for the overlay's :data:`EXTEND`."""
    known = KEYWORDS.get(keyword)
    return known.holds == "data" if known is not None else is_extension(keyword)


def subschemas(schema: Any, pointer: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every schema object within ``schema`` (``schema`` first), in document order, with its
    JSON pointer: the one walk over a schema's structure. It does not enter data
    (:func:`is_data`), and the names of a :data:`SCHEMA_MAPS` keyword are names, not
    keywords. A caller may remove keys from the object it is given before asking for the next
    one: its children are read then."""
    stack: list[tuple[str, Any]] = [(pointer, schema)]
    while stack:
        here, node = stack.pop()
        if isinstance(node, list):
            stack.extend(
                (join_pointer(here, index), item)
                for index, item in reversed(list(enumerate(node)))
                if isinstance(item, (dict, list))
            )
            continue
        yield here, node
        children: list[tuple[str, Any]] = []
        for key, value in node.items():
            if not isinstance(value, (dict, list)) or is_data(key):
                continue
            if key in SCHEMA_MAPS and isinstance(value, dict):
                children.extend(
                    (join_pointer(here, key, name), item)
                    for name, item in value.items()
                    if isinstance(item, (dict, list))
                )
            else:
                children.append((join_pointer(here, key), value))
        stack.extend(reversed(children))


def without_project_keywords(schema: Any) -> Any:
    """A copy of ``schema`` without our own keywords, wherever a schema can hold them; data
    (:func:`is_data`) and property names are left alone."""
    stripped = json.loads(json.dumps(schema))
    for _, node in subschemas(stripped):
        for keyword in PROJECT_KEYWORDS.intersection(node):
            del node[keyword]
    return stripped
