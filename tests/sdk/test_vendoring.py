"""``--package NAME`` output uses relative imports only, so an SDK can drop it anywhere: here it
is vendored under another project's namespace, imported from there, and used."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from support import REPO, upstream_schema


@pytest.mark.slow
def test_vendored_package_works_under_another_namespace(tmp_path: Path) -> None:
    out = tmp_path / "out"
    base = upstream_schema("v1", True)
    result = subprocess.run(
        [sys.executable, "-m", "acp_codegen", "generate", "--protocol", "v1", "--base", str(base)]
        + ["--out", str(out), "--package", "acp_types", "--outputs", "python"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    package = out / "python" / "acp_types"
    for module in sorted(package.glob("*.py")):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0:
                assert node.module is not None
                assert not node.module.startswith("acp_types"), (module.name, node.module)
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("acp_types") for a in node.names), module.name

    project = tmp_path / "project"
    vendored = project / "mysdk" / "_vendor" / "protocol"
    vendored.parent.mkdir(parents=True)
    (project / "mysdk" / "__init__.py").write_text("")
    (project / "mysdk" / "_vendor" / "__init__.py").write_text("")
    package.rename(vendored)
    script = textwrap.dedent(
        """
        import json
        from mysdk._vendor.protocol import PromptSuggestionsUpdate, from_wire, to_wire
        from mysdk._vendor.protocol import methods, validation

        wire = {"sessionUpdate": "prompt_suggestions_update",
                "suggestions": [{"prompt": [{"type": "text", "text": "Run the tests"}]}]}
        update = from_wire("SessionUpdate", wire)
        assert isinstance(update, PromptSuggestionsUpdate), type(update)
        assert to_wire(update) == wire
        assert validation.is_valid("SessionUpdate", wire)
        assert methods.METHODS["agent"]["session/prompt"].params == "PromptRequest"
        print(type(update).__module__)
        """
    )
    run = subprocess.run(
        [sys.executable, "-c", script],
        cwd=project,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "mysdk._vendor.protocol.models"
