"""The formatter stage: upstream's pages are their raw rendering formatted by prettier.

The pinned prettier (``node_modules/prettier``, default options, MDX parser) runs in one
node process per page through ``prettier_format.mjs``.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from generator.errors import GenerationError

FORMAT_SCRIPT = Path(__file__).with_name("prettier_format.mjs")


def node_executable() -> str:
    node = shutil.which("node")
    if node is None:
        raise GenerationError.single("node", "", "node is not on PATH; the MDX docs need it")
    return node


def format_mdx(text: str, *, label: str) -> str:
    """``text`` formatted as upstream formats its MDX pages; ``label`` names it in errors."""
    result = subprocess.run(
        [node_executable(), str(FORMAT_SCRIPT)],
        input=text.encode("utf-8"),
        capture_output=True,
        check=False,
    )
    if result.returncode != 0:
        message = result.stderr.decode("utf-8", "replace").strip()
        raise GenerationError.single(label, "", f"prettier could not format the page: {message}")
    return result.stdout.decode("utf-8")
