"""Schema keywords: JSON Schema 2020-12's by what they do and by vocabulary (the one catalogue
the model, the validators and the resolver read), and our own, the annotations this project
adds to upstream's vocabulary, with how they are kept out of the merged schema files.

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
from typing import Any

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


RULES = "x-acp-rules"
"""On a schema: ``{keyword: {"id": rule id, "message": text}}``, the rule a failing keyword
stands for (``prompt-suggestion-blank`` for the blank-prompt ``not``)."""
BLOCK_TYPE = "x-content-block-type"
"""On a field of the Client's suggestions capability: the content block type it enables."""
BASELINE_BLOCK_TYPES = "x-baseline-content-block-types"
"""On the Client's suggestions capability: the block types every such Client can offer."""

PROJECT_KEYWORDS = frozenset({RULES, BLOCK_TYPE, BASELINE_BLOCK_TYPES})

DATA_KEYWORDS = frozenset({"const", "enum", "default", "examples", "discriminator"})
"""Keywords whose values are data, not subschemas (OpenAPI's ``discriminator`` among them): a
``$ref`` or one of our keywords inside them is a value like any other. So are the values of
``x-`` keywords, but for the overlay's ``x-extend``, whose values are schemas (see
:func:`is_data`)."""
SCHEMA_MAPS = frozenset(
    {"$defs", "definitions", "properties", "patternProperties", "dependentSchemas"}
)
"""Keywords whose value maps names (a property's, a definition's) to schemas."""


# -- JSON Schema's keywords by what they do: the one catalogue the model, the validators'
# analysis and the resolver read.

# Keywords whose value is one subschema or a list of subschemas (SCHEMA_MAPS: those whose
# value maps names to subschemas).
SINGLE_SUBSCHEMA = (
    "additionalProperties",
    "unevaluatedProperties",
    "unevaluatedItems",
    "items",
    "contains",
    "propertyNames",
    "not",
    "if",
    "then",
    "else",
)
LIST_OF_SUBSCHEMAS = ("allOf", "anyOf", "oneOf", "prefixItems")

# Keywords with no validation meaning: they are read (if at all) by other keywords.
ANNOTATIONS = frozenset(
    {
        "$schema",
        "$id",
        "$anchor",
        "$dynamicAnchor",
        "$defs",
        "definitions",
        "$comment",
        "$vocabulary",
        "title",
        "description",
        "default",
        "examples",
        "deprecated",
        "readOnly",
        "writeOnly",
        "format",
        "contentEncoding",
        "contentMediaType",
        "contentSchema",
        # OpenAPI's discriminator: a hint for code generators, no validation meaning.
        "discriminator",
    }
)

# Keywords that test the instance alone, applying no other schema.
VALUE_KEYWORDS = frozenset(
    {
        "type",
        "const",
        "enum",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minLength",
        "maxLength",
        "pattern",
    }
)


# -- The vocabularies of 2020-12 and their keywords. A metaschema's ``$vocabulary`` turns
# them on (see :func:`ignored_keywords`); the keywords of one it leaves out mean nothing in the
# schemas written against it, as keywords no vocabulary defines.

VOCABULARY_BASE = "https://json-schema.org/draft/2020-12/vocab/"
VOCABULARIES: dict[str, frozenset[str]] = {
    VOCABULARY_BASE + name: frozenset(keywords.split())
    for name, keywords in (
        ("core", "$id $schema $ref $anchor $dynamicRef $dynamicAnchor $vocabulary $comment $defs"),
        (
            "applicator",
            "prefixItems items contains additionalProperties properties patternProperties "
            "dependentSchemas propertyNames if then else allOf anyOf oneOf not",
        ),
        ("unevaluated", "unevaluatedItems unevaluatedProperties"),
        (
            "validation",
            "type const enum multipleOf maximum exclusiveMaximum minimum exclusiveMinimum "
            "maxLength minLength pattern maxItems minItems uniqueItems maxContains minContains "
            "maxProperties minProperties required dependentRequired",
        ),
        ("meta-data", "title description default deprecated readOnly writeOnly examples"),
        ("format-annotation", "format"),
        ("content", "contentEncoding contentMediaType contentSchema"),
    )
}
"""The vocabularies the validators implement, by URI, with the keywords each defines."""
FORMAT_ASSERTION = VOCABULARY_BASE + "format-assertion"
"""The vocabulary that makes ``format`` an assertion: the validators keep ``format`` an
annotation, so a metaschema may list it only as optional."""
CORE = VOCABULARY_BASE + "core"


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
    left_out = [keywords for uri, keywords in VOCABULARIES.items() if uri not in vocabulary]
    return frozenset().union(*left_out) - VOCABULARIES[CORE]


def is_data(keyword: str) -> bool:
    """Whether the value of ``keyword`` is data, not a schema or schemas."""
    return keyword in DATA_KEYWORDS or (keyword.startswith("x-") and keyword != "x-extend")


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
