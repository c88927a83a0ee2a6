"""The reference implementation, ``jsonschema``'s Draft 2020-12 validator: the one place that
asks it for a verdict, whether on a schema file (against the metaschema), a docs example or a
conformance vector (against a definition).

``jsonschema`` is imported on first use: a run whose schemas are valid and that writes no docs
or vectors never pays for it.
"""

from __future__ import annotations

from typing import Any

from acp_codegen.errors import join_pointer
from acp_codegen.load.refs import definition_schema

Violation = tuple[str, str]
"""Where an instance fails (its JSON pointer, ``""`` for the whole) and the message."""


def reference_errors(schema: Any, instance: Any) -> list[Violation]:
    """Every error of ``instance`` against ``schema``, sorted by pointer, then message."""
    from jsonschema import Draft202012Validator

    validator = Draft202012Validator(schema)
    return sorted(
        (join_pointer("", *error.absolute_path), error.message)
        for error in validator.iter_errors(instance)
    )


def metaschema_errors(instance: Any) -> list[Violation]:
    """Every place where the schema ``instance`` fails the Draft 2020-12 metaschema."""
    from jsonschema import Draft202012Validator

    return reference_errors(Draft202012Validator.META_SCHEMA, instance)


def definition_errors(document: dict[str, Any], name: str, instance: Any) -> list[Violation]:
    """Every error of ``instance`` as definition ``name`` of ``document``."""
    return reference_errors(definition_schema(document, name), instance)
