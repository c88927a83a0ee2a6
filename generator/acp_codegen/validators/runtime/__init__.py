"""The validators' runtime, as it ships.

``_validation_runtime.py`` is copied unchanged into every version package (after the
generated-file header) as the package's ``_validation_runtime.py``: the error type, the
JSON checks and the helpers the generated ``validation.py`` calls. Validators compiled
on the fly (``compile_schema``) import the same module from here, so ruff and
``mypy --strict`` check it as it ships. Each version package still gets its own copy, so
its classes are its own (``v1.ValidationError is not v2.ValidationError``).
"""

from __future__ import annotations

from importlib import resources

__all__ = ["MODULE", "runtime_module"]

# The module's name, in a version package and in this package.
MODULE = "_validation_runtime"


def runtime_module(header: str) -> str:
    """The package's ``_validation_runtime.py``: ``header`` (if any), then the static
    module."""
    source = (
        resources.files(__name__).joinpath(f"{MODULE}.py").read_text(encoding="utf-8")
    )
    return f"{header}\n{source}" if header else source
