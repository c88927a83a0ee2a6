"""Compiled JSON Schema 2020-12 validators: straight-line, stdlib-only Python.

- :func:`render_validation_module` -- the modules of a version package's validators
  (:func:`validation_source` and :func:`validation_modules`, its two halves).
- :func:`compile_schema` -- compile any root schema on the fly (tests, ``validate --schema``).
"""

from acp_codegen.validators.module import (
    CompiledSchema,
    compile_schema,
    render_validation_module,
    validation_modules,
    validation_source,
)

__all__ = [
    "CompiledSchema",
    "compile_schema",
    "render_validation_module",
    "validation_modules",
    "validation_source",
]
