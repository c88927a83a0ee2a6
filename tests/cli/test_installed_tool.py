"""The installed tool, as an SDK maintainer gets it: the wheel in a fresh virtual environment,
run from an empty directory with no checkout, no ``node_modules`` and no Node on ``PATH``.

One wheel and one environment, made by ``wheel_install`` as for the docs' examples, serve the
module (building and installing them takes about a minute: the run-time dependencies come from
the package index, pinned by ``requirements.lock``).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest
from support import upstream_schema
from wheel_install import build_wheel, install

# One worker builds and installs once for the whole module (make test runs --dist loadgroup).
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("installed-tool")]


@dataclass(frozen=True)
class Installed:
    python: Path
    env: dict[str, str]

    def run(self, args: Sequence[str], cwd: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(self.python), "-m", "acp_codegen", *args],
            cwd=cwd,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )

    def cli(self, args: Sequence[str], cwd: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(self.python.parent / "acp-codegen"), *args],
            cwd=cwd,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    root = tmp_path_factory.mktemp("installed")
    env_dir = root / "venv"
    install(build_wheel(root), env_dir)
    # Nothing but the environment's own scripts: no node, no npx, no other Python.
    env = {"PATH": str(env_dir / "bin"), "HOME": str(root), "LANG": "C.UTF-8"}
    assert shutil.which("node", path=env["PATH"]) is None
    return Installed(env_dir / "bin" / "python", env)


@pytest.fixture
def empty(tmp_path: Path) -> Path:
    """An empty working directory with no pyproject.toml or node_modules above it."""
    assert not any(
        (folder / name).exists()
        for folder in (tmp_path, *tmp_path.parents)
        for name in ("pyproject.toml", "node_modules")
    )
    return tmp_path


def test_version_and_module_entry_point(installed: Installed, empty: Path) -> None:
    for result in (installed.cli(["--version"], empty), installed.run(["--version"], empty)):
        assert result.returncode == 0, result.stderr
        assert result.stdout.strip() == "acp-codegen 0.1.0"


def test_no_top_level_generator_package(installed: Installed, empty: Path) -> None:
    code = "import importlib.util as u; print(u.find_spec('generator'), u.find_spec('acp_codegen'))"
    result = subprocess.run(
        [str(installed.python), "-I", "-c", code], cwd=empty, capture_output=True, text=True
    )
    none, found = result.stdout.split(" ", 1)
    assert none == "None" and "site-packages" in found


def test_python_and_schema_from_an_upstream_release_without_node(
    installed: Installed, empty: Path
) -> None:
    base = upstream_schema("v1", unstable=True)
    args = ["generate", "--protocol", "v1", "--base", str(base), "--outputs", "python,schema"]
    result = installed.cli([*args, "--out", "out"], empty)
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in (empty / "out").iterdir()) == ["python", "schema.json"]
    message = {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {
            "sessionId": "s1",
            "update": {
                "sessionUpdate": "prompt_suggestions_update",
                "suggestions": [{"prompt": [{"type": "text", "text": "Run the tests"}]}],
            },
        },
    }
    code = (
        "import json, sys\n"
        "sys.path.insert(0, '.')\n"
        "from acp_schema import from_wire, is_valid\n"
        "message = json.loads(sys.argv[1])\n"
        "parsed = from_wire('SessionNotification', message['params'])\n"
        "assert parsed.to_wire() == message['params']\n"
        "assert is_valid('SessionNotification', message['params'])\n"
        "print(type(parsed.update).__name__)\n"
    )
    result = subprocess.run(
        [str(installed.python), "-I", "-c", code, json.dumps(message)],
        cwd=empty / "out" / "python",
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "PromptSuggestionsUpdateSessionUpdate"


def test_configured_target_and_check(installed: Installed, empty: Path) -> None:
    base = upstream_schema("v2", unstable=True)
    shutil.copy(base, empty / "schema.unstable.json")
    (empty / "pyproject.toml").write_text(
        "[project]\nname = 'an-sdk'\n\n"
        "[[tool.acp-codegen.targets]]\n"
        'protocol = "v2"\nbase = "schema.unstable.json"\nout = "src/gen"\n'
        'package = "acp_v2"\noutputs = ["python", "schema"]\n',
        encoding="utf-8",
    )
    (empty / "src").mkdir()
    # From a subfolder: the configuration is found above, its paths are relative to it.
    result = installed.cli(["generate"], empty / "src")
    assert result.returncode == 0, result.stderr
    assert (empty / "src" / "gen" / "python" / "acp_v2" / "models.py").is_file()
    check = installed.cli(["generate", "--check"], empty)
    assert check.returncode == 0, check.stderr
    edited = empty / "src" / "gen" / "python" / "acp_v2" / "models.py"
    edited.write_text(edited.read_text(encoding="utf-8") + "# a hand edit\n", encoding="utf-8")
    check = installed.cli(["generate", "--check"], empty)
    assert check.returncode == 1
    assert f"{edited}: changed" in check.stderr
    assert "acp-codegen generate" in check.stderr


def test_docs_without_prettier_exit_2_and_write_nothing(installed: Installed, empty: Path) -> None:
    base = upstream_schema("v1", unstable=False)
    args = ["generate", "--protocol", "v1", "--base", str(base), "--outputs", "docs"]
    result = installed.cli([*args, "--out", "out"], empty)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "prettier@3.9.6" in result.stderr and "--outputs" in result.stderr
    assert result.stderr.count("\n") == 1
    assert list(empty.iterdir()) == []


def test_validate_uses_the_shipped_reference_package(installed: Installed, empty: Path) -> None:
    update = {
        "sessionUpdate": "prompt_suggestions_update",
        "suggestions": [{"prompt": [{"type": "text", "text": " "}]}],
    }
    (empty / "update.json").write_text(json.dumps(update), encoding="utf-8")
    args = ["validate", "--protocol", "v1", "--type", "SessionUpdate", "--json", "update.json"]
    result = installed.cli(args, empty)
    assert result.returncode == 1, result.stderr
    verdict = json.loads(result.stdout)
    assert [e["rule"] for e in verdict["errors"]] == ["prompt-suggestion-blank"]
