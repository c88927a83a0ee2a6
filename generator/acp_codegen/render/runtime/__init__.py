"""The parsers' shared runtime, as it ships.

``_runtime.py`` is copied unchanged into every version package (after the generated-file
header) as the package's ``_runtime.py``: the scalar checks, lists, maps, unions, errors
and the ``model`` decorator and ``register`` that the generated ``models.py`` builds on.
Nothing in it varies by version, so ruff and ``mypy --strict`` check it here as it
ships. Each version package still gets its own copy, so its classes are its own
(``v1.UNSET is not v2.UNSET``, ``v1.WireError is not v2.WireError``). This package is
not imported at run time: the module is read as text.
"""

from __future__ import annotations

from importlib import resources

__all__ = ["runtime_module"]


def runtime_module(header: str) -> str:
    """The package's ``_runtime.py``: ``header``, then the static module."""
    source = (
        resources.files(__name__).joinpath("_runtime.py").read_text(encoding="utf-8")
    )
    return f"{header}\n{source}"
