"""``acp-codegen compile``: what it compiles of a package folder, and what it refuses without
compiling (the builds themselves, compiled beside pure, are ``run/test_compiled.py``'s)."""

from __future__ import annotations

from pathlib import Path

import pytest
from acp_codegen.compiled import hot_modules, import_root, module_name
from acp_codegen.errors import UsageError


def package(root: Path, files: list[str]) -> Path:
    for name in files:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("", encoding="utf-8")
    return root / files[0].split("/")[0]


def test_the_hot_modules_of_every_version_package(tmp_path: Path) -> None:
    """Each version package's validators and their runtime, and its models; not the models'
    runtime nor the other modules, not a folder that is no package, not the package's own
    ``__init__``."""
    top = package(
        tmp_path,
        [
            "acp/__init__.py",
            "acp/v1/__init__.py",
            "acp/v1/validation.py",
            "acp/v1/_validation_runtime.py",
            "acp/v1/models.py",
            "acp/v1/_runtime.py",
            "acp/v1/transcript.py",
            "acp/v2/__init__.py",
            "acp/v2/validation.py",
            "acp/data/validation.py",  # no __init__.py: not a package
        ],
    )
    found = [path.relative_to(tmp_path).as_posix() for path in hot_modules(top)]
    assert found == [
        "acp/v1/_validation_runtime.py",
        "acp/v1/models.py",
        "acp/v1/validation.py",
        "acp/v2/validation.py",
    ]
    assert module_name(top / "v1") == "acp.v1"
    assert import_root(top / "v1") == tmp_path.resolve()


def test_a_package_without_them_is_refused(tmp_path: Path) -> None:
    top = package(tmp_path, ["acp/__init__.py", "acp/v1/__init__.py", "acp/v1/transcript.py"])
    with pytest.raises(UsageError, match=r"acp: no module to compile \(_validation_runtime, "):
        hot_modules(top)
    with pytest.raises(UsageError, match="not a Python package"):
        hot_modules(tmp_path)
