"""Every test file the repository names is there: the paths into the test folders that the
Makefile, the docs, the code's comments and the lock files give, and the test modules the
mutation lists judge each module by. A test file moved or merged without them would leave
``make fuzz`` or ``make mutation`` running nothing, or a reader sent nowhere.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from support import REPO, TESTS

# The test folders: each holds test modules.
FOLDERS = sorted(path.parent.name for path in TESTS.glob("*/test_*.py"))
# A path from the repository (tests/load/test_refs.py) or, quoted, from the tests folder.
NAMED = re.compile(r"(?:\btests/|`)((?:" + "|".join(FOLDERS) + r")/test_\w+\.py)")
# Where the repository names its tests (generated/ is the generator's output, never a test's).
PLACES = ("Makefile", "README.md", "checkers.lock", "requirements.lock", "pyproject.toml")
FOLDERS_NAMING = ("docs", "examples", "bench", "generator", "mutation", "tests")
TEXT = (".py", ".md", ".toml", ".cjs", ".mjs", ".jinja", ".txt")


def naming_files() -> list[Path]:
    files = [REPO / name for name in PLACES]
    for folder in FOLDERS_NAMING:
        files += [p for p in sorted((REPO / folder).rglob("*")) if p.suffix in TEXT]
    return [p for p in files if p.is_file() and "data" not in p.relative_to(REPO).parts[:2]]


def test_the_folders_are_found() -> None:
    assert {"cli", "docs", "load", "model", "render", "repo", "run", "sdk"} <= set(FOLDERS)
    assert NAMED.search("see tests/model/test_naming.py.")
    assert NAMED.search("| `run/test_golden.py` |")
    assert not NAMED.search("the SDK's tests/test_gen_all.py")


def test_every_test_file_named_exists() -> None:
    missing = sorted(
        f"{path.relative_to(REPO)}: tests/{name}"
        for path in naming_files()
        for name in NAMED.findall(path.read_text(encoding="utf-8"))
        if not (TESTS / name).is_file()
    )
    assert missing == []


def test_every_test_module_the_mutation_lists_name_exists() -> None:
    """The lists name a module by its path under tests/, without ``.py``."""
    source = (REPO / "mutation" / "__main__.py").read_text(encoding="utf-8")
    named = {
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and re.fullmatch(r"\w+/test_\w+", node.value)
    }
    assert len(named) > 20
    assert sorted(name for name in named if not (TESTS / f"{name}.py").is_file()) == []
