"""Our own schema keywords: the one list of the annotations this project adds to upstream's
vocabulary, and how they are kept out of the merged schema files.

The canonical overlay (``schema/<v>/prompt-suggestions.json``) carries them, and the checks
generated from them read them from the merged document in memory. The merged files we write
(``generated/schema/<v>/schema*.json`` and ``generate --base``'s ``schema.json``) are what
upstream would commit, so they use upstream's vocabulary only (``x-side``, ``x-method``,
``x-deserialize-default-on-error``, ``x-deserialize-skip-invalid-items``, ``x-docs-ignore``)
and these are stripped where those files are written.
"""

from __future__ import annotations

from typing import Any

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

# Keywords whose value maps names to schemas, and keywords whose value is data, not a schema.
_SCHEMA_MAPS = frozenset(
    {"$defs", "definitions", "properties", "patternProperties", "dependentSchemas"}
)
_DATA = frozenset({"const", "enum", "default", "examples"})


def without_project_keywords(schema: Any) -> Any:
    """A copy of ``schema`` without our own keywords, wherever a schema can hold them; data
    (``const``, ``enum``, ``default``, ``examples``) and property names are left alone."""
    if isinstance(schema, list):
        return [without_project_keywords(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    kept: dict[str, Any] = {}
    for key, value in schema.items():
        if key in PROJECT_KEYWORDS:
            continue
        if key in _DATA:
            kept[key] = value
        elif key in _SCHEMA_MAPS and isinstance(value, dict):
            kept[key] = {name: without_project_keywords(s) for name, s in value.items()}
        else:
            kept[key] = without_project_keywords(value)
    return kept
