"""The compiled builds' cache (``tests/compiled_build.py``), with the compile itself stood in
for (the real one takes minutes: ``test_compiled.py``)."""

from __future__ import annotations

from pathlib import Path

import compiled_build
import pytest
from acp_codegen.compiled import Compiled


def test_a_new_build_of_a_package_removes_its_older_builds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each package name keeps its newest build only: a changed package is built anew and
    its older build removed; another name's build stays, and an unchanged package is not
    built again."""
    built: list[str] = []

    def compile_in_place(copy: Path, **_options: object) -> Compiled:
        built.append(copy.name)
        return Compiled((), 1.0, 1.0)

    monkeypatch.setattr(compiled_build, "CACHE", tmp_path / "cache")
    monkeypatch.setattr(compiled_build.compiled, "compile_in_place", compile_in_place)
    package = tmp_path / "package"
    package.mkdir()
    (package / "__init__.py").write_text("")
    first = compiled_build.compiled_copy(package, "one")
    other = compiled_build.compiled_copy(package, "two")
    assert compiled_build.compiled_copy(package, "one") == first
    assert built == ["one", "two"]
    (package / "__init__.py").write_text("x = 1\n")
    second = compiled_build.compiled_copy(package, "one")
    assert built == ["one", "two", "one"]
    assert second.root != first.root and second.root.is_dir()
    assert not first.root.exists()
    assert other.root.is_dir()
    assert sorted(p.name for p in (tmp_path / "cache").iterdir()) == sorted(
        [second.root.name, other.root.name]
    )
