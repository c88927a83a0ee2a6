"""Prettier's output, cached: a run formats only the documents whose raw text changed.

An entry is keyed by the SHA-256 of prettier's version, the bytes of ``prettier_format.mjs``
(which holds the options), the document's kind (MDX or JSON) and its raw text. It is a file
named by that key, holding the SHA-256 of the formatted text on its first line and the text
after it; an entry that does not check out (cut short, edited, unreadable) is a miss, formatted
again and rewritten. A miss or a corrupt entry costs time, never output.

Where: ``$ACP_CODEGEN_CACHE_DIR``, else ``$XDG_CACHE_HOME/acp-codegen``, else
``~/.cache/acp-codegen``, in its ``prettier/`` folder; ``ACP_CODEGEN_NO_CACHE=1`` turns it off.
Runs at the same time share it safely: an entry is written to a file of its own in the same
folder and renamed into place (atomic), and two runs that format the same text write the same
bytes. A cache folder that cannot be created or written is skipped.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Mapping
from pathlib import Path

from acp_codegen.docs.prettier import FORMAT_SCRIPT, current_prettier, format_documents

CACHE_ENV = "ACP_CODEGEN_CACHE_DIR"
NO_CACHE_ENV = "ACP_CODEGEN_NO_CACHE"
FOLDER = "prettier"


def cache_directory() -> Path | None:
    """The folder of the entries, or None when caching is off."""
    if os.environ.get(NO_CACHE_ENV):
        return None
    configured = os.environ.get(CACHE_ENV)
    if configured:
        root = Path(configured)
    else:
        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        root = Path(base) / "acp-codegen"
    return root / FOLDER


def _formatter_identity() -> bytes:
    """What besides the text decides prettier's output: its version and our options script."""
    prettier = current_prettier()
    manifest = (prettier.package / "package.json").read_bytes()
    return hashlib.sha256(manifest).digest() + hashlib.sha256(FORMAT_SCRIPT.read_bytes()).digest()


def entry_key(identity: bytes, name: str, text: str) -> str:
    kind = b"json" if name.endswith(".json") else b"mdx"
    digest = hashlib.sha256(identity)
    digest.update(kind + b"\0")
    digest.update(text.encode("utf-8"))
    return digest.hexdigest()


def read_entry(directory: Path, key: str) -> str | None:
    """The formatted text of an entry, or None for a miss (absent or failing its checksum)."""
    try:
        data = (directory / key[:2] / key).read_bytes()
    except OSError:
        return None
    checksum, _, body = data.partition(b"\n")
    if hashlib.sha256(body).hexdigest().encode() != checksum:
        return None
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError:
        return None


def write_entry(directory: Path, key: str, text: str) -> None:
    """Store an entry atomically; a folder that cannot be written is left alone."""
    body = text.encode("utf-8")
    folder = directory / key[:2]
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{key}.")
        try:
            with os.fdopen(handle, "wb") as stream:
                stream.write(hashlib.sha256(body).hexdigest().encode() + b"\n" + body)
            os.replace(temporary, folder / key)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError:
        return


def format_documents_cached(documents: Mapping[str, str]) -> dict[str, str]:
    """:func:`acp_codegen.docs.prettier.format_documents`, with the cache in front: prettier
    runs (in one process) for the documents it has not formatted before, and only if any."""
    directory = cache_directory()
    if directory is None:
        return format_documents(documents)
    identity = _formatter_identity()
    keys = {name: entry_key(identity, name, text) for name, text in documents.items()}
    found: dict[str, str] = {}
    misses: dict[str, str] = {}
    for name, text in documents.items():
        hit = read_entry(directory, keys[name])
        if hit is None:
            misses[name] = text
        else:
            found[name] = hit
    if misses:
        formatted = format_documents(misses)
        for name, text in formatted.items():
            write_entry(directory, keys[name], text)
        found.update(formatted)
    return {name: found[name] for name in documents}
