"""Formatting stage, pinned: Python in black's style.

Black itself needs seconds for the whole protocol, so the pipeline formats with ``ruff format``
(pinned, black-compatible, milliseconds); a test checks that black, also pinned, leaves every
generated file unchanged, so the output is exactly black's.
"""

from __future__ import annotations

import subprocess

from ruff.__main__ import find_ruff_bin

from acp_codegen.errors import GenerationError

TARGET_VERSION = "py310"


def format_python(sources: dict[str, str]) -> dict[str, str]:
    """Format generated Python files (name -> source) in one pass each."""
    ruff = find_ruff_bin()
    out = {}
    for name, source in sources.items():
        result = subprocess.run(
            [
                ruff,
                "format",
                "--isolated",
                "--target-version",
                TARGET_VERSION,
                "--stdin-filename",
                name,
                "-",
            ],
            input=source.encode(),
            capture_output=True,
            check=False,
        )
        if result.returncode != 0:
            message = result.stderr.decode(errors="replace").strip()
            raise GenerationError.single(name, "", f"generated Python does not format: {message}")
        out[name] = result.stdout.decode()
    return out
