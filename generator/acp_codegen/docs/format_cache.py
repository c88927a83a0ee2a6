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
from acp_codegen.docs.prettier import FORMAT_SCRIPT, current_prettier, format_documents

__all__ = ["CACHE_ENV", "NO_CACHE_ENV", "format_documents_cached"]

FOLDER = "prettier"


def _formatter_identity() -> bytes:
    """What besides the text decides prettier's output: its version and our options script."""
    prettier = current_prettier()
    manifest = (prettier.package / "package.json").read_bytes()
    return hashlib.sha256(manifest).digest() + hashlib.sha256(FORMAT_SCRIPT.read_bytes()).digest()


def format_documents_cached(documents: Mapping[str, str]) -> dict[str, str]:
    """:func:`acp_codegen.docs.prettier.format_documents`, with the cache in front: prettier
    runs (in one process) for the documents it has not formatted before, and only if any."""
    directory = cache_directory(FOLDER)
    if directory is None:
        return format_documents(documents)
    identity = _formatter_identity()
    keys = {
        name: key_of(identity, b"json" if name.endswith(".json") else b"mdx", text.encode())
        for name, text in documents.items()
    }
    found: dict[str, str] = {}
    misses: dict[str, str] = {}
    for name, text in documents.items():
        hit = read_text_entry(directory, keys[name])
        if hit is None:
            misses[name] = text
        else:
            found[name] = hit
    if misses:
        formatted = format_documents(misses)
        for name, text in formatted.items():
            write_entry(directory, keys[name], text.encode())
        found.update(formatted)
    return {name: found[name] for name in documents}
