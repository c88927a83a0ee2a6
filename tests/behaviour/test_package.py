"""The behaviour modules render into a complete version package that passes mypy --strict.

The package is conftest's ``generated_python``, which the other behaviour tests share."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from acp_codegen.behaviour.facts import proposal_facts
from acp_codegen.behaviour.modules import render_behaviour_modules
from acp_codegen.load import load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.pipeline import python_package
from support import VERSIONS


@pytest.mark.parametrize("version", VERSIONS)
def test_modules_render_only_with_the_additions(
    version: str, generated_tree: dict[str, bytes]
) -> None:
    """The modules exist for the unstable flavour (the additions) and not for stable."""
    stable = load_protocol(version, "stable")
    model = build_model(stable)
    facts = proposal_facts(model, version, stable.label)
    assert facts is None
    assert render_behaviour_modules(facts) == ()
    stable_files = {name.rpartition("/")[2] for name in python_package(build_model(stable), "pkg")}
    assert not stable_files & {"capabilities.py", "suggestions.py", "transcript.py"}
    folder = f"python/acp_prompt_suggestions/{version}/"
    assert {folder + "suggestions.py", folder + "transcript.py"} <= set(generated_tree)


@pytest.mark.slow
def test_generated_package_passes_mypy_strict(generated_python: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--python-version",
            "3.10",
            "--no-incremental",
            str(generated_python),
        ],
        capture_output=True,
        text=True,
        cwd=generated_python.parent,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
