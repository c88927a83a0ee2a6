"""What a renderer makes: one module of a generated package, with what the package needs to
know about it, so nothing reads generated text back."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class GeneratedModule:
    """One module of a version package, as its renderer made it (unformatted).

    ``exports`` are the names the package ``__init__`` re-exports from it (empty: reached only
    as a submodule); ``summary`` is its line in the package docstring (None: not listed, as for
    the private ``_facts`` and ``_validation_runtime``).
    """

    name: str
    text: str
    exports: tuple[str, ...] = ()
    summary: str | None = None

    @property
    def file_name(self) -> str:
        return f"{self.name}.py"


def module_files(modules: Iterable[GeneratedModule]) -> dict[str, str]:
    """Modules by file name (``validation.py`` -> its text)."""
    return {module.file_name: module.text for module in modules}
