"""``[tool.acp-codegen]`` in pyproject.toml: targets, errors that name file, table and key, and
the pre-commit hook that runs ``generate --check``."""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from acp_codegen.cli import main
from acp_codegen.config import load_config
from acp_codegen.errors import UsageError
from support import REPO

SCHEMA = REPO / "schema" / "v1" / "acp.json"


def project(folder: Path, targets: str, tool: str = "") -> Path:
    (folder / "pyproject.toml").write_text(
        f"[project]\nname = 'x'\n\n[tool.acp-codegen]\n{tool}\n{targets}", encoding="utf-8"
    )
    return folder / "pyproject.toml"


TARGET = f'[[tool.acp-codegen.targets]]\nprotocol = "v1"\nbase = "{SCHEMA}"\nout = "gen"\n'


def run(folder: Path, monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    monkeypatch.chdir(folder)
    return main(["generate", *args])


@pytest.mark.parametrize(
    ("targets", "tool", "expected"),
    [
        (TARGET.replace('"v1"', '"v3"'), "", "#1: key 'protocol': expected 'v1' or 'v2', got 'v3'"),
        (TARGET + 'colour = "red"\n', "", "#1: unknown key 'colour'"),
        (TARGET + 'outputs = ["python", "html"]\n', "", "#1: key 'outputs': unknown output 'html'"),
        (TARGET + "outputs = []\n", "", "#1: key 'outputs': expected a non-empty list"),
        (TARGET + 'package = "not-a-name"\n', "", "#1: key 'package': 'not-a-name' is not"),
        (TARGET.replace('out = "gen"\n', ""), "", "#1: key 'out' is required"),
        (TARGET.replace('protocol = "v1"\n', ""), "", "#1: key 'protocol' is required"),
        (
            '[[tool.acp-codegen.targets]]\nout = "g"\nprotocol = "v1"\n',
            "",
            "#1: key 'protocol' needs 'base'",
        ),
        (TARGET + "\n" + TARGET, "", "#2: key 'out':"),
        (
            TARGET + 'additions = "yes"\n',
            "",
            "#1: key 'additions': expected true or false, got str",
        ),
        (
            TARGET + 'flavour = "unstable"\n',
            "",
            "#1: key 'flavour' is replaced by 'additions = true' (our additions merged into the "
            "base) or 'additions = false' (the base as it is)",
        ),
        (TARGET + "out = 3\n", "", "not valid TOML"),
        (TARGET, "colour = 1", "[tool.acp-codegen]: unknown key 'colour'"),
        (TARGET, "prettier = 1", "[tool.acp-codegen]: key 'prettier': expected a string"),
    ],
)
def test_a_bad_configuration_exits_2_naming_file_table_and_key(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    targets: str,
    tool: str,
    expected: str,
) -> None:
    pyproject = project(tmp_path, targets, tool)
    assert run(tmp_path, monkeypatch) == 2
    err = capsys.readouterr().err
    assert str(pyproject) in err and expected in err, err
    assert "[[tool.acp-codegen.targets]]" in err or "[tool.acp-codegen]" in err or "TOML" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pyproject.toml"]


MODULE_TARGET = (
    '[[tool.acp-codegen.targets]]\noutputs = ["pydantic-module"]\n'
    'base = "s.json"\nmodule = "m.py"\n'
)


@pytest.mark.parametrize(
    "line",
    ['protocol = "v3"', "protocol = 3", 'additions = "yes"', "additions = []", "profile = 1"],
)
def test_folder_and_module_targets_word_a_bad_value_alike(tmp_path: Path, line: str) -> None:
    """One check of each key for both kinds of target (acp_codegen.config_tables)."""
    key = line.split()[0]
    messages = []
    for target in (TARGET, MODULE_TARGET):
        kept = "".join(f"{t}\n" for t in target.splitlines() if not t.startswith(f"{key} "))
        with pytest.raises(UsageError) as raised:
            load_config(project(tmp_path, f"{kept}{line}\n"))
        messages.append(str(raised.value))
    assert messages[0] == messages[1]
    assert f"#1: key '{key}': expected" in messages[0]


def test_no_targets_says_what_to_do(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    project(tmp_path, "")
    assert run(tmp_path, monkeypatch) == 2
    assert "no [[tool.acp-codegen.targets]] table" in capsys.readouterr().err


def test_targets_generate_and_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    targets = TARGET + 'outputs = ["python"]\npackage = "one"\nadditions = false\n'
    targets += TARGET.replace('"gen"', '"other/gen"') + 'outputs = ["schema"]\n'
    project(tmp_path, targets)
    (tmp_path / "deep").mkdir()
    assert run(tmp_path / "deep", monkeypatch) == 0
    assert (tmp_path / "gen" / "python" / "one" / "models.py").is_file()
    assert sorted(p.name for p in (tmp_path / "other" / "gen").iterdir()) == ["schema.json"]
    assert run(tmp_path, monkeypatch, "--check") == 0
    (tmp_path / "other" / "gen" / "extra.txt").write_text("x")
    assert run(tmp_path, monkeypatch, "--check") == 1


def test_out_may_be_the_package_folder_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An ``out`` named after the package, with the python output alone, is the package's own
    folder: no ``python/<package>/`` level, and it imports as a subpackage of the SDK's."""
    target = TARGET.replace('out = "gen"', 'out = "src/my_sdk/acp_schema"')
    project(tmp_path, target + 'outputs = ["python"]\n')
    (tmp_path / "src" / "my_sdk").mkdir(parents=True)
    (tmp_path / "src" / "my_sdk" / "__init__.py").write_text("")
    assert run(tmp_path, monkeypatch) == 0
    package = tmp_path / "src" / "my_sdk" / "acp_schema"
    assert (package / "__init__.py").is_file() and (package / "models.py").is_file()
    assert not (package / "python").exists()
    script = "import my_sdk.acp_schema.models as m; print(m.__name__)"
    imported = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path / "src",
        capture_output=True,
        text=True,
        check=False,
    )
    assert imported.returncode == 0, imported.stderr
    assert run(tmp_path, monkeypatch, "--check") == 0
    # Another name, or another output beside it: the usual layout.
    project(tmp_path, target + 'outputs = ["python"]\npackage = "other"\n')
    assert run(tmp_path, monkeypatch) == 0
    assert (package / "python" / "other" / "models.py").is_file()


def test_a_failing_target_writes_no_target(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "broken.json").write_text("{")
    targets = TARGET + 'outputs = ["python"]\n' + TARGET.replace(str(SCHEMA), "broken.json")
    project(tmp_path, targets.replace('out = "gen"\n', 'out = "a"\n', 1))
    assert run(tmp_path, monkeypatch) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.json", "pyproject.toml"]


@pytest.mark.usefixtures("repository_prettier")
@pytest.mark.slow
def test_pre_commit_hook_runs_check_once_over_the_repository() -> None:
    (hook,) = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert hook["id"] == "acp-codegen-check"
    assert hook["pass_filenames"] is False and hook["require_serial"] is True
    assert hook["always_run"] is True and hook["language"] == "python"
    command = shlex.split(hook["entry"])
    assert command == ["acp-codegen", "generate", "--check"]
    # The hook's command, as pre-commit runs it in this repository: generated/ is current.
    result = subprocess.run(
        [str(Path(sys.executable).parent / command[0]), *command[1:]],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
