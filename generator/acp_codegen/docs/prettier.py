"""The formatter stage: upstream's pages are their raw rendering formatted by prettier.

The pinned prettier (``node_modules/prettier``, default options, MDX parser) formats every
document of one call in a single node process, through ``prettier_format.mjs``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Mapping
from pathlib import Path

from acp_codegen.errors import GenerationError

FORMAT_SCRIPT = Path(__file__).with_name("prettier_format.mjs")


def node_executable() -> str:
    node = shutil.which("node")
    if node is None:
        raise GenerationError.single("node", "", "node is not on PATH; the MDX docs need it")
    return node


def format_documents(documents: Mapping[str, str]) -> dict[str, str]:
    """Each document formatted as upstream formats its files, keyed as given: names ending in
    ``.json`` are JSON (upstream's schema files), all others MDX (its pages)."""
    result = subprocess.run(
        [node_executable(), str(FORMAT_SCRIPT)],
        input=json.dumps(dict(documents)).encode("utf-8"),
        capture_output=True,
        check=False,
    )
    if result.returncode != 0:
        message = result.stderr.decode("utf-8", "replace").strip()
        names = ", ".join(documents)
        raise GenerationError.single(names, "", f"prettier could not format: {message}")
    formatted: dict[str, str] = json.loads(result.stdout)
    return formatted
