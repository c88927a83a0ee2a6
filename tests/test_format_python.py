"""Formatting generated Python: many files in one ruff run give each file the bytes it gets
alone, and a file that does not parse is named as the generator named it."""

from __future__ import annotations

from pathlib import Path

import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.format import format_python

SOURCES = {
    "models.py": "x = {'a':1,\n'b':2}\n",
    "sub/wire.py": "def f(a,b):\n  return a+b\n",
    "types.pyi": "def f(a:int)->int: ...\n\n\n\nclass C: ...\n",
}


def test_a_batch_formats_each_file_as_it_formats_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'sdk'\n")  # a user's project
    monkeypatch.chdir(tmp_path)
    together = format_python(SOURCES)
    assert [p.name for p in tmp_path.iterdir()] == ["pyproject.toml"]  # no .ruff_cache
    assert list(together) == list(SOURCES)
    for name, source in SOURCES.items():
        assert together[name] == format_python({name: source})[name]
    assert together["models.py"] == 'x = {"a": 1, "b": 2}\n'


@pytest.mark.parametrize("extra", [{}, {"ok.py": "y = 1\n"}])
def test_a_file_that_does_not_parse_is_named(extra: dict[str, str]) -> None:
    with pytest.raises(GenerationError) as error:
        format_python({"broken.py": "def (:\n", **extra})
    message = str(error.value)
    assert message.startswith("broken.py: generated Python does not format")
    assert "acp-codegen-format-" not in message
