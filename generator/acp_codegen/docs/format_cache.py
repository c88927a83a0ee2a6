"""Prettier's output, cached: a run formats only the documents whose raw text changed.

An entry (see :mod:`acp_codegen.cache`, folder ``prettier/``) is keyed by prettier's
version, the bytes of ``prettier_format.mjs`` (which holds the options), the document's kind
(MDX or JSON) and its raw text, and holds the formatted text.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping

from acp_codegen.cache import (
    CACHE_ENV,
    NO_CACHE_ENV,
    cache_directory,
    key_of,
    read_text_entry,
    write_entry,
)
from acp_codegen.docs.prettier import FORMAT_SCRIPT, Formatting, current_prettier

__all__ = ["CACHE_ENV", "NO_CACHE_ENV", "CachedFormatting"]

FOLDER = "prettier"

# What formats the misses (tests put a stand-in here).
start_formatting = Formatting


def _formatter_identity() -> bytes:
    """What besides the text decides prettier's output: its version and our options script."""
    prettier = current_prettier()
    manifest = (prettier.package / "package.json").read_bytes()
    return hashlib.sha256(manifest).digest() + hashlib.sha256(FORMAT_SCRIPT.read_bytes()).digest()


class CachedFormatting:
    """:class:`acp_codegen.docs.prettier.Formatting` with the cache in front: the documents
    it has formatted before are read from the cache at once, and a node process starts (and
    works while the caller goes on) for the others, only if any. Use it as a context
    manager, as ``Formatting``."""

    def __init__(self, documents: Mapping[str, str]) -> None:
        self.names = list(documents)
        self._directory = cache_directory(FOLDER)
        self._keys: dict[str, str] = {}
        self._found: dict[str, str] = {}
        self._misses: dict[str, str] = dict(documents)
        if self._directory is not None:
            identity = _formatter_identity()
            self._misses = {}
            for name, text in documents.items():
                kind = b"json" if name.endswith(".json") else b"mdx"
                key = self._keys[name] = key_of(identity, kind, text.encode())
                hit = read_text_entry(self._directory, key)
                if hit is None:
                    self._misses[name] = text
                else:
                    self._found[name] = hit
        self._formatting = start_formatting(self._misses)

    def result(self) -> dict[str, str]:
        """Every document formatted, in the order given (waits for prettier, if it runs)."""
        formatted = self._formatting.result()
        if self._directory is not None:
            for name, text in formatted.items():
                write_entry(self._directory, self._keys[name], text.encode())
        found = {**self._found, **formatted}
        return {name: found[name] for name in self.names}

    def __enter__(self) -> CachedFormatting:
        return self

    def __exit__(self, *exception: object) -> None:
        self._formatting.close()
