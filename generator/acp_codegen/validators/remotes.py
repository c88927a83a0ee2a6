"""Documents for remote references, read from folders: ``--remote BASE_URI=DIR``.

Every URI under ``BASE_URI`` is the file of the same relative path under ``DIR``
(``http://localhost:1234/nested/string.json`` is ``DIR/nested/string.json`` for
``http://localhost:1234/=DIR``). Nothing is fetched from the network, and no path leaves its
folder.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote

from acp_codegen.errors import GenerationError, UsageError

if TYPE_CHECKING:
    from collections.abc import Iterable

    from acp_codegen.validators.resolver import Retrieve


def parse_remote(text: str) -> tuple[str, Path]:
    """``BASE_URI=DIR`` as (base URI, folder); the URI absolute, the folder existing."""
    base, _, folder = text.partition("=")  # without "=", folder is "" too
    if not base.partition(":")[1] or not folder:
        raise UsageError(f"--remote {text!r}: expected BASE_URI=DIR, the URI absolute")
    directory = Path(folder)
    if not directory.is_dir():
        raise UsageError(f"--remote {text!r}: {folder} is not a folder")
    return base, directory


def directory_documents(folders: Iterable[tuple[str, Path]]) -> Retrieve:
    """A ``retrieve`` for :func:`~acp_codegen.validators.compile_schema` that maps every URI
    under each base URI to the file of the same relative path in its folder (the longest
    base that matches wins). A URI no base covers, or whose file does not exist, has no
    document; a file that is not JSON is an error that names it."""
    ordered = sorted(((base, folder.resolve()) for base, folder in folders), reverse=True)

    def retrieve(uri: str) -> object:
        for base, folder in ordered:
            if not uri.startswith(base):
                continue
            path = (folder / unquote(uri[len(base) :])).resolve()
            if not path.is_relative_to(folder) or not path.is_file():
                return None
            try:
                return json.loads(path.read_bytes())
            except (UnicodeDecodeError, json.JSONDecodeError) as error:
                raise GenerationError.single(str(path), "", f"not JSON: {error}") from None
        return None  # no base covers the URI

    return retrieve
