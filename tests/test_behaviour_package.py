"""The behaviour modules render into a complete version package that passes mypy --strict.

Also the shared builder the other behaviour tests use: one package per version, rendered
into a temporary directory the way the pipeline renders it.
"""

from __future__ import annotations

import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from acp_codegen.behaviour import render_behaviour_modules
from acp_codegen.behaviour.facts import proposal_facts
from acp_codegen.check_transcript import load_checker
from acp_codegen.load import load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.pipeline import python_package

REPO = Path(__file__).resolve().parent.parent
VERSIONS = ("v1", "v2")


@cache
def package_files(version: str) -> dict[str, bytes]:
    """Every file of one version package, with the capability checks and behaviour modules."""
    loaded = load_protocol(version, "unstable")
    files = {name.rpartition("/")[2]: data for name, data in python_package(loaded, "pkg").items()}
    assert {"capabilities.py", "suggestions.py", "transcript.py"} <= set(files)
    return files


_ROOT: list[Path] = []


def package_root(tmp_factory: pytest.TempPathFactory) -> Path:
    """A folder holding ``acp_prompt_suggestions/v1`` and ``/v2`` (built once per run)."""
    if not _ROOT:
        root = tmp_factory.mktemp("behaviour")
        for version in VERSIONS:
            folder = root / "acp_prompt_suggestions" / version
            folder.mkdir(parents=True)
            for name, data in package_files(version).items():
                (folder / name).write_bytes(data)
        (root / "acp_prompt_suggestions" / "__init__.py").write_text("")
        _ROOT.append(root)
    return _ROOT[0]


def version_module(tmp_factory: pytest.TempPathFactory, version: str, module: str):  # noqa: ANN201
    """Import ``module`` of a version package (``transcript``, ``suggestions``, ``models``)."""
    folder = package_root(tmp_factory) / "acp_prompt_suggestions" / version
    checker = load_checker(version, folder)
    package = checker.__name__.rpartition(".")[0]
    return __import__(f"{package}.{module}", fromlist=["_"])


@pytest.mark.parametrize("version", VERSIONS)
def test_modules_render_only_with_the_additions(version: str) -> None:
    """The modules exist for the unstable flavour (the additions) and not for stable."""
    stable = load_protocol(version, "stable")
    model = build_model(stable.document, stable.label)
    facts = proposal_facts(model, version, stable.label)
    assert facts is None
    assert render_behaviour_modules(facts, model, label=stable.label) == {}
    stable_files = {name.rpartition("/")[2] for name in python_package(stable, "pkg")}
    assert not stable_files & {"capabilities.py", "suggestions.py", "transcript.py"}
    assert set(package_files(version)) >= {"suggestions.py", "transcript.py"}


def test_generated_package_passes_mypy_strict(tmp_path_factory: pytest.TempPathFactory) -> None:
    root = package_root(tmp_path_factory)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--python-version",
            "3.10",
            "--no-incremental",
            str(root / "acp_prompt_suggestions"),
        ],
        capture_output=True,
        text=True,
        cwd=root,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
