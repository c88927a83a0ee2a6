"""The keyword catalogue: what each keyword of a schema object means to the model.

Every keyword a schema object holds is in exactly one group, so nothing is dropped silently:

- ``STRUCTURAL``: shapes the Python types; :mod:`acp_codegen.model.build` handles them
  (``unevaluatedProperties`` and ``additionalProperties`` decide whether a class keeps unknown
  keys).
- ``VALIDATION``: narrows values without changing a type (bounds, lengths, patterns, ...); the
  compiled validators enforce them, the classes do not.
- ``ANNOTATIONS``: kept as docs (``title``, ``description``, ``default``) or carried on the type
  (``format`` through :mod:`acp_codegen.model.formats`, ``contentEncoding``), or meaningless for
  code (``$comment``, ``examples``, OpenAPI's ``discriminator``).
- ``EXTENSIONS``: upstream's ``x-`` keywords this generator acts on, and our own
  (:data:`acp_codegen.vocabulary.PROJECT_KEYWORDS`): the model carries the capability
  annotations ``x-content-block-type`` (on a field) and ``x-baseline-content-block-types`` (on
  an object); ``x-acp-rules`` names the rule of a validation keyword, for the compiled
  validators. Any other ``x-`` keyword is ignored, as JSON Schema says of unknown keywords, but
  never silently: the model's ``notes`` name each one with its pointers, and the run prints
  them as warnings (an upstream keyword this generator does not act on yet would otherwise
  change nothing without anyone noticing).

Anything else (``UNSUPPORTED``: ``if``/``then``, ``dependentSchemas``, ``prefixItems``,
``$dynamicRef``; the identifiers; a keyword no one knows) fails generation with its pointer, and
so does a ``format`` or ``contentEncoding`` value that has not been decided.

The groups are read from the one keyword registry (:data:`acp_codegen.vocabulary.KEYWORDS`):
``VALIDATION`` is every keyword that asserts or applies a subschema but those the model shapes
types with or refuses, ``EXTENSIONS`` every ``x-`` keyword the registry knows, and a name
written here that the registry lacks is an error at import.
"""

from __future__ import annotations

from typing import Any

from acp_codegen import vocabulary
from acp_codegen.model.types import Doc

STRUCTURAL = vocabulary.keywords(
    "type",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "const",
    "enum",
    "allOf",
    "anyOf",
    "oneOf",
    "$ref",
    "not",
    "unevaluatedProperties",
)
# What the model refuses with the keyword's pointer: the applicators it cannot turn into a
# type.
UNSUPPORTED = vocabulary.keywords(
    "prefixItems", "dependentSchemas", "if", "then", "else", "$dynamicRef"
)
VALIDATION = (
    frozenset(k for k in vocabulary.KEYWORDS if vocabulary.KEYWORDS[k].does != "annotates")
    - STRUCTURAL
    - UNSUPPORTED
)
# JSON Schema's annotations but the identifiers and the old ``definitions``: the model reads
# no ``$id``, anchor or vocabulary, so a schema that has them fails with its pointer.
ANNOTATIONS = vocabulary.ANNOTATIONS - vocabulary.keywords(
    "$id", "$anchor", "$dynamicAnchor", "$vocabulary", "definitions"
)
EXTENSIONS = frozenset(
    k for k in vocabulary.where(does="annotates") if vocabulary.is_extension(k)
) - {vocabulary.EXTEND}
KNOWN = STRUCTURAL | VALIDATION | ANNOTATIONS | EXTENSIONS
# The ``contentEncoding`` values a string may carry (it stays a ``str``, as it is on the wire).
CONTENT_ENCODINGS = frozenset({"base64", "base32", "base16"})


def is_bare_ref(schema: Any) -> bool:
    """A ``$ref`` with no keyword beside it that shapes the type (docs may sit beside it)."""
    return (
        isinstance(schema, dict) and "$ref" in schema and not set(schema) & (STRUCTURAL - {"$ref"})
    )


def doc_of(schema: Any) -> Doc:
    """The annotations kept as docs: ``description`` and ``title``, when they are strings."""
    if not isinstance(schema, dict):
        return Doc()
    description = schema.get("description")
    title = schema.get("title")
    return Doc(
        description if isinstance(description, str) else None,
        title if isinstance(title, str) else None,
    )
