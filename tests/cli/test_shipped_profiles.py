"""The SDK profiles of ``examples/`` ship with the tool and are named, from a target (``profile =
"python-sdk/prompt-suggestions"``) or from the command line (``generate --profile NAME``),
without this repository: where a user had to find ``prompt-suggestions.toml`` in a checkout
and append it to the SDK's ``pyproject.toml``. (From the installed wheel:
``tests/sdk/test_published_sdk_sequence.py``.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from acp_codegen.cli import main
from acp_codegen.config import load_config, profile_names
from support import REPO

EXAMPLES = REPO / "examples"
NAMES = sorted(
    p.relative_to(EXAMPLES).with_suffix("").as_posix() for p in EXAMPLES.glob("*/*.toml")
)


def test_every_profile_of_the_examples_ships() -> None:
    assert "python-sdk/prompt-suggestions" in NAMES
    assert profile_names() == NAMES


@pytest.mark.parametrize("name", NAMES)
def test_a_target_names_a_shipped_profile(name: str, tmp_path: Path) -> None:
    """``profile = NAME`` is that file's profile table: the same targets as the file's text
    appended, but for the profile's name."""
    text = (EXAMPLES / f"{name}.toml").read_text(encoding="utf-8")
    appended = tmp_path / "appended" / "pyproject.toml"
    appended.parent.mkdir()
    appended.write_text(text, encoding="utf-8")
    head = text[: text.index("[tool.acp-codegen.targets.profile")]
    named = tmp_path / "named" / "pyproject.toml"
    named.parent.mkdir()
    named.write_text(f'{head}profile = "{name}"\n', encoding="utf-8")
    (expected,) = load_config(appended).targets
    (found,) = load_config(named).targets
    assert found.profile == expected.profile and found.profile is not None


def test_generate_names_a_shipped_profile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--profile NAME`` makes the file's targets in the project folder, here the folder of
    the ``pyproject.toml`` above the working directory: what its base lacks is named."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'sdk'\n", encoding="utf-8")
    (tmp_path / "src").mkdir()
    monkeypatch.chdir(tmp_path / "src")
    assert main(["generate", "--check", "--profile", "python-sdk/prompt-suggestions"]) == 2
    # The file it expected, why, and the fix, in the one error format.
    (error,) = capsys.readouterr().err.splitlines()
    expected = (tmp_path / "schema" / "schema.json").resolve()
    assert error.startswith(f"acp-codegen: error: {expected.as_posix()}: no such file: ")
    assert "the profile python-sdk/prompt-suggestions (--profile)" in error
    assert "reads the project's v1 schema here (its 'base'" in error
    assert "put upstream's v1 schema file of the release the project uses there" in error
    (tmp_path / "schema").mkdir()
    (tmp_path / "schema" / "schema.json").write_text("{}", encoding="utf-8")
    assert main(["generate", "--check", "--profile", "python-sdk/prompt-suggestions"]) == 2
    # The file was found where the profile's base says, relative to the project's folder.
    assert "schema.json: no such file" not in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--profile", "python-sdk/none"], "no profile 'python-sdk/none' ships with acp-codegen"),
        (["--profile", "../../pyproject"], "it ships python-sdk/acp-codegen"),
        (["--profile", "python-sdk/acp-codegen", "--out", "x"], "--out and --profile exclude"),
    ],
)
def test_a_profile_that_does_not_ship_is_named_with_those_that_do(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["generate", *args]) == 2
    assert message in capsys.readouterr().err


def test_a_target_naming_no_shipped_profile_is_a_configuration_error(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(
        '[[tool.acp-codegen.targets]]\nprotocol = "v1"\nbase = "s.json"\nout = "gen"\n'
        'profile = "nothing"\n',
        encoding="utf-8",
    )
    with pytest.raises(Exception, match="#1: key 'profile': no profile 'nothing' ships"):
        load_config(pyproject)
