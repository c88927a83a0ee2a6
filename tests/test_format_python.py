"""Formatting generated Python: many files in one ruff run give each file the bytes it gets
alone, and a file that does not parse is named as the generator named it."""

from __future__ import annotations

import tempfile
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


@pytest.mark.parametrize("where", ["elsewhere", "above the temporary folder"])
@pytest.mark.parametrize("count", [1, 12])
def test_the_file_that_does_not_parse_is_named_alone(
    where: str, count: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Ruff names files relative to where it runs; "1/b.py" must not match "11/b.py".
    monkeypatch.chdir(tmp_path if where == "elsewhere" else tempfile.gettempdir())
    sources = {f"pkg{i}/b.py": "y = 1\n" for i in range(count)}
    sources["pkg1/b.py" if count > 1 else "pkg0/b.py"] = "def (:\n"
    with pytest.raises(GenerationError) as error:
        format_python(sources)
    message = str(error.value)
    broken = "pkg1/b.py" if count > 1 else "pkg0/b.py"
    assert message.startswith(f"{broken}: generated Python does not format")
    assert "acp-codegen-format-" not in message
    assert "pkg11/b.py" not in message
