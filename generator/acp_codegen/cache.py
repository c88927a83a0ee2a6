"""The tool's cache: folders of entries keyed by what decides their contents.

Each kind of work keeps its entries in a folder of its own (``prettier/``, ``ruff/``,
``validators/``) under ``$ACP_CODEGEN_CACHE_DIR``, else
``$XDG_CACHE_HOME/acp-codegen``, else ``~/.cache/acp-codegen`` (no cache where there is no
home folder); ``ACP_CODEGEN_NO_CACHE=1`` turns every one off. An entry is a file named by its
key (a SHA-256 of everything its contents depend on), holding the SHA-256 of its body on its
first line and the body after it. An entry that does not check out (cut short, edited,
unreadable) is a miss: the work is done again and the entry rewritten. So a miss or a corrupt
entry costs time, never output.

Runs at the same time share a folder safely: an entry is written to a file of its own and
renamed into place (atomic), and two runs that store one key store the same bytes. A folder
that cannot be created or written is skipped.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

CACHE_ENV = "ACP_CODEGEN_CACHE_DIR"
NO_CACHE_ENV = "ACP_CODEGEN_NO_CACHE"


def cache_directory(folder: str) -> Path | None:
    """The folder of one kind of entry, or None when caching is off."""
    if os.environ.get(NO_CACHE_ENV):
        return None
    configured = os.environ.get(CACHE_ENV)
    if configured:
        root = Path(configured)
    else:
        base = os.environ.get("XDG_CACHE_HOME")
        if not base:
            try:
                home = Path("~").expanduser()
            except RuntimeError:  # no home folder to be found (Python 3.12 and later)
                return None
            if not home.is_absolute():  # the same, before 3.12
                return None
            base = str(home / ".cache")
        root = Path(base) / "acp-codegen"
    return root / folder


def key_of(*parts: bytes) -> str:
    """The key of an entry whose contents depend on ``parts`` (each length-prefixed, so no
    two different lists of parts share a key)."""
    digest = hashlib.sha256()
    for part in parts:
        digest.update(len(part).to_bytes(8, "big"))
        digest.update(part)
    return digest.hexdigest()


def read_entry(directory: Path, key: str) -> bytes | None:
    """The body of an entry, or None for a miss (absent, unreadable or failing its checksum)."""
    try:
        data = (directory / key[:2] / key).read_bytes()
    except OSError:
        return None
    checksum, _, body = data.partition(b"\n")
    if hashlib.sha256(body).hexdigest().encode() != checksum:
        return None
    return body


def read_text_entry(directory: Path, key: str) -> str | None:
    """The body of an entry as UTF-8 text, or None for a miss (see :func:`read_entry`)."""
    body = read_entry(directory, key)
    try:
        return None if body is None else body.decode("utf-8")
    except UnicodeDecodeError:
        return None


def write_entry(directory: Path, key: str, body: bytes) -> None:
    """Store an entry atomically; a folder that cannot be written is left alone."""
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
