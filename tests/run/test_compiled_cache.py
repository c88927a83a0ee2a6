"""The compiled builds' cache (``tests/compiled_build.py``), with the compile itself stood in
for (the real one takes minutes: ``test_compiled.py``)."""

from __future__ import annotations

import threading
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
    assert sorted((tmp_path / "cache").glob("*/*")) == sorted([second.root, other.root])


def test_two_packages_build_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A package's build does not wait for another name's (the tests build the generated
    package and the suite's validators on two workers): one build asks for the other's
    while it runs, and gets it."""
    inner: list[compiled_build.Build] = []

    def compile_in_place(copy: Path, **_options: object) -> Compiled:
        if copy.name == "one":
            other = threading.Thread(target=lambda: inner.append(build("two")), daemon=True)
            other.start()
            other.join(timeout=30)  # a build that waits for this one never ends
        return Compiled((), 1.0, 1.0)

    def build(name: str) -> compiled_build.Build:
        return compiled_build.compiled_copy(package, name)

    monkeypatch.setattr(compiled_build, "CACHE", tmp_path / "cache")
    monkeypatch.setattr(compiled_build.compiled, "compile_in_place", compile_in_place)
    package = tmp_path / "package"
    package.mkdir()
    (package / "__init__.py").write_text("")
    build("one")
    assert [b.root.parent.name for b in inner] == ["two"]
