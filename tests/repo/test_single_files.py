"""Any test file runs on its own with no more than ``.venv``: a test that needs prettier (in
``node_modules``) or an older checker (``checkers.lock``) skips saying what installs it, and the
others run; under ACP_REQUIRE_SHARED=1 (CI) such a skip is a failure instead.

Each run is pytest on a copy of the tests folder, with the repository's configuration and this
interpreter (its environment has the tool and the pinned packages), in a folder that has no
``node_modules`` and no ``.venv/checkers`` beside it or above it; ``../shared`` is beside it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from support import REPO, SHARED, TESTS

pytestmark = pytest.mark.slow  # two pytest runs in fresh interpreters

# One file that needs nothing but the package, one that renders docs, one that runs checkers.
ALONE = "tests/model/test_naming.py"
DOCS = "tests/docs/test_sections.py"
CHECKERS = "tests/sdk/test_target_checks.py"


@pytest.fixture(scope="module")
def bare_checkout(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tests and the configuration, without the tools ``make`` installs."""
    root = tmp_path_factory.mktemp("bare")
    checkout = root / "checkout"
    shutil.copytree(TESTS, checkout / "tests", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copyfile(REPO / "pyproject.toml", checkout / "pyproject.toml")
    if SHARED.exists():
        (root / "shared").symlink_to(SHARED)
    assert not any((folder / "node_modules").exists() for folder in (checkout, *checkout.parents))
    return checkout


def outcomes(checkout: Path, *args: str, strict: bool) -> dict[str, tuple[str, str]]:
    """Each test's outcome (``passed``, ``skipped``, ``failed`` or ``error``) and its message,
    by ``file::name``, when ``args`` run in ``checkout``."""
    report = checkout / "report.xml"
    env = {key: value for key, value in os.environ.items() if key != "ACP_REQUIRE_SHARED"}
    if strict:
        env["ACP_REQUIRE_SHARED"] = "1"
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist"]
    subprocess.run(
        [*command, "-q", f"--junitxml={report}", *args],
        cwd=checkout,
        env=env,
        capture_output=True,
        check=False,
    )
    found: dict[str, tuple[str, str]] = {}
    for case in ElementTree.parse(report).iter("testcase"):
        outcome, message = "passed", ""
        for child in case:
            if child.tag in ("skipped", "failure", "error"):
                outcome = {"failure": "failed"}.get(child.tag, child.tag)
                message = child.get("message", "")
        file = case.get("classname", "").replace(".", "/")
        found[f"{file}::{case.get('name')}"] = (outcome, message)
    return found


def test_a_file_that_needs_no_tool_runs_and_one_that_needs_one_says_what_installs_it(
    bare_checkout: Path,
) -> None:
    found = outcomes(bare_checkout, ALONE, f"{DOCS}::test_rule", CHECKERS, strict=False)
    alone = {name: outcome for name, outcome in found.items() if "test_naming" in name}
    assert len(alone) > 10
    assert {outcome for outcome, _ in alone.values()} == {"passed"}, alone
    docs = [outcome for name, outcome in found.items() if "test_sections" in name]
    assert docs
    for outcome, message in docs:
        assert outcome == "skipped"
        assert "prettier" in message and "`make` installs it into node_modules" in message
    checks = [outcome for name, outcome in found.items() if "test_target_checks" in name]
    assert len(checks) == 5
    for outcome, message in checks:
        assert outcome == "skipped"
        assert "checkers" in message and "installs it" in message


def test_in_ci_a_missing_tool_fails(bare_checkout: Path) -> None:
    found = outcomes(bare_checkout, f"{DOCS}::test_rule", CHECKERS, strict=True)
    assert len(found) > 4
    for name, (outcome, message) in found.items():
        assert outcome in ("failed", "error"), name
        assert "ACP_REQUIRE_SHARED=1 requires it" in message, message
