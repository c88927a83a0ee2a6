"""The prettier cache: hits skip prettier, misses and corrupt entries cost time but never change
the output, a new formatter misses, and concurrent runs share a folder safely.

Prettier is replaced by a stand-in that records what it was asked to format, so these tests
need no node; the docs tests check the real output, which goes through the same cache.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from pathlib import Path

import pytest
from acp_codegen.docs import format_cache


class FakeFormatting:
    def __init__(self, documents: Mapping[str, str]) -> None:
        self.formatted = {name: f"formatted({text})\n" for name, text in documents.items()}

    def result(self) -> dict[str, str]:
        return self.formatted

    def close(self) -> None:
        pass


class FakePrettier:
    """Starts a stand-in formatting and records what it was asked to format (nothing when
    there is nothing to format, as the real one starts no process then)."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []
        self.lock = threading.Lock()

    def __call__(self, documents: Mapping[str, str]) -> FakeFormatting:
        if documents:
            with self.lock:
                self.calls.append(sorted(documents))
        return FakeFormatting(documents)


@pytest.fixture
def prettier(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> FakePrettier:
    fake = FakePrettier()
    monkeypatch.setattr(format_cache, "start_formatting", fake)
    monkeypatch.setattr(format_cache, "_formatter_identity", lambda: b"prettier 3.9.6")
    monkeypatch.setenv(format_cache.CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.delenv(format_cache.NO_CACHE_ENV, raising=False)
    return fake


def cached(documents: Mapping[str, str]) -> dict[str, str]:
    with format_cache.CachedFormatting(documents) as formatting:
        return formatting.result()


DOCS = {"a": "# A", "b": "# B", "c.json": "{}"}
EXPECTED = {name: f"formatted({text})\n" for name, text in DOCS.items()}


def test_a_second_run_formats_nothing(prettier: FakePrettier) -> None:
    assert cached(DOCS) == EXPECTED
    assert cached(DOCS) == EXPECTED
    assert prettier.calls == [["a", "b", "c.json"]]


def test_only_changed_documents_are_formatted(prettier: FakePrettier) -> None:
    cached(DOCS)
    changed = {**DOCS, "b": "# B, changed"}
    result = cached(changed)
    assert result["b"] == "formatted(# B, changed)\n"
    assert prettier.calls[-1] == ["b"]
    assert list(result) == list(changed)


def test_the_kind_is_part_of_the_key(prettier: FakePrettier) -> None:
    cached({"x": "{}"})
    cached({"x.json": "{}"})
    assert prettier.calls == [["x"], ["x.json"]]


def entries(tmp_path: Path) -> list[Path]:
    return [p for p in (tmp_path / "cache").rglob("*") if p.is_file()]


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:-3],  # cut short
        lambda data: data.replace(b"formatted", b"FORMATTED"),  # edited
        lambda data: b"",  # emptied
        lambda data: b"\xff\xfe\n\xff",  # not text
    ],
    ids=["truncated", "edited", "empty", "binary"],
)
def test_a_corrupt_entry_is_a_miss_and_is_repaired(
    prettier: FakePrettier, tmp_path: Path, damage: object
) -> None:
    cached({"a": "# A"})
    (entry,) = entries(tmp_path)
    entry.write_bytes(damage(entry.read_bytes()))  # type: ignore[operator]
    assert cached({"a": "# A"}) == {"a": "formatted(# A)\n"}
    assert prettier.calls == [["a"], ["a"]]
    assert cached({"a": "# A"}) == {"a": "formatted(# A)\n"}
    assert len(prettier.calls) == 2


def test_another_formatter_misses(prettier: FakePrettier, monkeypatch: pytest.MonkeyPatch) -> None:
    cached({"a": "# A"})
    monkeypatch.setattr(format_cache, "_formatter_identity", lambda: b"prettier 3.9.7")
    cached({"a": "# A"})
    assert prettier.calls == [["a"], ["a"]]


def test_an_unwritable_cache_costs_time_only(
    prettier: FakePrettier, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(format_cache.CACHE_ENV, str(blocker))
    assert cached(DOCS) == EXPECTED
    assert cached(DOCS) == EXPECTED
    assert len(prettier.calls) == 2


def test_switched_off(prettier: FakePrettier, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(format_cache.NO_CACHE_ENV, "1")
    cached(DOCS)
    cached(DOCS)
    assert len(prettier.calls) == 2


def test_concurrent_runs_share_the_folder(prettier: FakePrettier, tmp_path: Path) -> None:
    documents = {f"d{i}": f"# {i}" for i in range(40)}
    results: list[dict[str, str]] = []

    def run() -> None:
        results.append(cached(documents))

    threads = [threading.Thread(target=run) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    expected = {name: f"formatted({text})\n" for name, text in documents.items()}
    assert results == [expected] * 4
    assert len(entries(tmp_path)) == 40  # one entry each, no temporary files left
    prettier.calls.clear()
    assert cached(documents) == expected
    assert prettier.calls == []


def test_no_home_folder_means_no_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    from acp_codegen.cache import cache_directory

    def no_home(self: Path) -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.delenv(format_cache.CACHE_ENV, raising=False)
    monkeypatch.delenv(format_cache.NO_CACHE_ENV, raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setattr(Path, "expanduser", no_home)
    assert cache_directory("ruff") is None
