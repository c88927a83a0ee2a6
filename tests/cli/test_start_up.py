"""What a ``generate`` run imports before it starts working: only what it uses (the module
list is what `-X importtime` shows; docs/performance.md has the figures)."""

from __future__ import annotations

import json
import subprocess
import sys

# Each is used by another path only: reading pyproject.toml, `--version`, reporting a schema
# that fails the metaschema, the tests.
NOT_AT_START = ("tomllib", "tomli", "importlib.metadata", "jsonschema", "black", "pydantic")


def test_the_generate_command_imports_only_what_it_uses() -> None:
    code = (
        "import json, sys\n"
        "import acp_codegen.cli, acp_codegen.pipeline\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, check=True)
    imported = set(json.loads(result.stdout))
    assert "acp_codegen.pipeline" in imported
    assert [name for name in NOT_AT_START if name in imported] == []
