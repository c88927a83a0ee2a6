"""Every code example in README.md and docs/*.md runs, so the docs cannot drift from the code.

A fenced block's info string says what it is: ``python`` and ``sh`` blocks run as a user runs
them, with the tool's wheel installed in a fresh virtual environment (``wheel_install``) and
nothing of this checkout on the path: ``python`` blocks in a fresh interpreter of it in an
empty folder; ``sh`` blocks in bash, with that environment's ``acp-codegen`` first on the
``PATH``, in a folder laid out as the docs say (upstream's checkout in
``agent-client-protocol/``, two releases in ``old/`` and ``new/``). A command line of a shell
block exits 0 unless its comment says ``# exit N``. ``toml`` blocks are parsed and, when they
declare ``[tool.acp-codegen]`` targets, loaded by the installed tool's configuration loader;
``yaml`` blocks are parsed (a pre-commit configuration must run this repository's hook). A
``text`` block (a synopsis, a picture, sample output) and a block whose info string ends in
``illustration`` (a fragment of a larger program, or a command of this repository's own
build) are shown, not run; a ``python sdk FILE`` block is a program written with the
published SDK, which ``tests/sdk/test_end_to_end.py`` saves as FILE and runs against the SDK
regenerated with the helpers, and a ``sh sdk INSTALLER`` block the sequence that installs it,
which ``tests/sdk/test_published_sdk_sequence.py`` runs. Relative links between the docs must
name a file that exists and, in a Markdown file, a heading it has.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from support import (
    ACP,
    FENCE,
    ILLUSTRATION,
    REPO,
    SDK_PROGRAM,
    Example,
    examples_in,
    require_shared,
)
from wheel_install import build_wheel, install

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib

DOCS = (REPO / "README.md", *sorted((REPO / "docs").glob("*.md")))
KINDS = ("python", "toml", "yaml", "sh", "text")
EXIT = re.compile(r"#\s*exit (\d+)\b")
BIN = Path(sys.executable).parent
EXAMPLE = REPO / "examples" / "python-sdk"


EXAMPLES = tuple(example for path in DOCS for example in examples_in(path))


def of_kind(kind: str) -> list[pytest.param]:
    return [
        pytest.param(example, id=example.where)
        for example in EXAMPLES
        if example.kind == kind and example.runs
    ]


def test_the_docs_have_examples_of_every_runnable_kind() -> None:
    assert (REPO / "docs").is_dir()
    kinds = {example.kind for example in EXAMPLES if example.runs}
    assert kinds == {"python", "toml", "yaml", "sh"}


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.where for e in EXAMPLES])
def test_every_block_says_what_it_is(example: Example) -> None:
    words = example.info.split()
    assert words and words[0] in KINDS, (
        f"{example.where}: a code block needs one of {', '.join(KINDS)} as its language "
        f"(found {example.info!r})"
    )
    sdk = example.sdk_program is not None or example.sdk_sequence is not None
    assert words[1:] == [ILLUSTRATION] or sdk or not words[1:], (
        f"{example.where}: after the language only {ILLUSTRATION!r}, "
        f"'{SDK_PROGRAM} FILE' (python) or '{SDK_PROGRAM} INSTALLER' (sh) may follow "
        f"(found {example.info!r})"
    )


# --- Python ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def wheel_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A shell's environment with the tool's wheel installed in a fresh virtual environment."""
    root = tmp_path_factory.mktemp("docs-wheel")
    return install(build_wheel(root), root / "venv")


# The blocks that run from the wheel share its environment: one worker builds it.
from_the_wheel = pytest.mark.xdist_group("docs-from-the-wheel")


def run_python(
    code: str, cwd: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``code`` in a fresh interpreter: of the environment ``env`` activates, else of this one
    with the committed package importable."""
    if env is None:
        env = {**os.environ, "PYTHONPATH": str(REPO / "generated" / "python")}
        python = sys.executable
    else:
        python = str(Path(env["VIRTUAL_ENV"]) / "bin" / "python")
    return subprocess.run([python, "-c", code], cwd=cwd, env=env, capture_output=True, text=True)


@pytest.mark.slow
@from_the_wheel
@pytest.mark.parametrize("example", of_kind("python"))
def test_python_example_runs(example: Example, tmp_path: Path, wheel_env: dict[str, str]) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    result = run_python(example.text, empty, wheel_env)
    assert result.returncode == 0, f"{example.where}:\n{result.stderr}"


def test_a_broken_python_example_fails(tmp_path: Path) -> None:
    """The runner sees a failing example (an assertion of the docs that no longer holds)."""
    result = run_python("from acp_prompt_suggestions import v1\nassert v1.may_send({})", tmp_path)
    assert result.returncode != 0 and "AssertionError" in result.stderr


# --- TOML and YAML -----------------------------------------------------------------------------


# Every key and profile entry checked, as a run of the installed tool checks it.
LOAD = (
    "from pathlib import Path\nfrom acp_codegen.config import load_config\n"
    "assert load_config(Path('pyproject.toml').resolve()).targets, 'no target'\n"
)


@pytest.mark.slow
@from_the_wheel
@pytest.mark.parametrize("example", of_kind("toml"))
def test_toml_example_loads(example: Example, tmp_path: Path, wheel_env: dict[str, str]) -> None:
    data = tomllib.loads(example.text)
    if "tool" not in data:
        pytest.fail(f"{example.where}: a TOML example shows a [tool.acp-codegen] table")
    (tmp_path / "pyproject.toml").write_text(example.text, encoding="utf-8")
    result = run_python(LOAD, tmp_path, wheel_env)
    assert result.returncode == 0, f"{example.where}:\n{result.stderr}"


@pytest.mark.parametrize("example", of_kind("yaml"))
def test_pre_commit_example_runs_the_hook(example: Example) -> None:
    hooks = {
        hook["id"]: hook for hook in yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text())
    }
    config = yaml.safe_load(example.text)
    for repo in config["repos"]:
        for hook in repo["hooks"]:
            ours = hooks[hook["id"]]
            for key in ("entry", "pass_filenames", "always_run", "require_serial"):
                assert hook[key] == ours[key], f"{example.where}: {hook['id']}.{key}"


# --- Shell -------------------------------------------------------------------------------------


def lines_of(script: str) -> list[str]:
    """The script's lines with backslash continuations joined (a here-document kept as is)."""
    joined: list[str] = []
    for line in script.splitlines():
        if joined and joined[-1].endswith("\\"):
            joined[-1] = joined[-1][:-1] + line.lstrip()
        else:
            joined.append(line)
    return joined


def checked(script: str) -> str:
    """``script`` for ``bash -e``: a line whose comment says ``# exit N`` must exit N."""
    out = ["set -euo pipefail"]
    for number, line in enumerate(lines_of(script), start=1):
        expected = EXIT.search(line)
        if expected is None:
            out.append(line)
            continue
        command = line[: line.index("#")].rstrip()
        out.append(
            f"status=0; {command} || status=$?; if [ $status -ne {expected.group(1)} ]; then "
            f"echo 'line {number}: exit '$status', the docs say {expected.group(1)}' >&2; "
            "exit 99; fi"
        )
    return "\n".join(out) + "\n"


def run_shell(
    script: str, cwd: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``script`` in bash, with the environment ``env`` activates first on the ``PATH`` (else
    this one's)."""
    if env is None:
        env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
    env = {key: value for key, value in env.items() if key != "ACP_CODEGEN_NO_CACHE"}
    return subprocess.run(
        ["bash", "-c", checked(script)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


def test_a_shell_example_with_another_exit_status_fails(tmp_path: Path) -> None:
    assert run_shell("true  # exit 1: the docs say it fails", tmp_path).returncode == 99
    assert run_shell("false", tmp_path).returncode != 0
    assert run_shell("false  # exit 1", tmp_path).returncode == 0
    assert run_shell("echo a \\\n  b > out.txt", tmp_path).returncode == 0
    assert (tmp_path / "out.txt").read_text() == "a b\n"


def workspace(root: Path) -> Path:
    """The folder the shell examples run in: upstream's checkout (v1's schemas and draft
    pages, a git work tree), and two v1 releases, ``old/`` (schema-v1.19.0) and ``new/``."""
    upstream = root / "agent-client-protocol"
    for version in ("v1", "v2"):
        schemas = upstream / "schema" / version
        schemas.mkdir(parents=True)
        for name in ("schema.json", "schema.unstable.json"):
            shutil.copyfile(require_shared(ACP / version / "schema" / name), schemas / name)
    docs = upstream / "docs" / "protocol" / "v1" / "draft"
    docs.mkdir(parents=True)
    for page in sorted(require_shared(ACP / "v1" / "docs").glob("draft-*.mdx")):
        shutil.copyfile(page, docs / page.name.removeprefix("draft-"))
    git = ["git", "-c", "user.name=docs", "-c", "user.email=docs@example.org"]
    subprocess.run([*git, "init", "--quiet", str(upstream)], check=True)
    subprocess.run([*git, "-C", str(upstream), "add", "."], check=True)
    subprocess.run([*git, "-C", str(upstream), "commit", "--quiet", "-m", "upstream"], check=True)
    release = require_shared(ACP / "releases" / "schema-v1.19.0" / "v1")
    shutil.copytree(release, root / "old")
    shutil.copytree(ACP / "v1" / "schema", root / "new")
    (root / "node_modules").symlink_to(REPO / "node_modules")  # the pinned prettier, for docs
    return root


@pytest.mark.usefixtures("repository_prettier")
@pytest.mark.slow
@from_the_wheel
@pytest.mark.parametrize("example", of_kind("sh"))
def test_shell_example_runs(example: Example, tmp_path: Path, wheel_env: dict[str, str]) -> None:
    result = run_shell(example.text, workspace(tmp_path), wheel_env)
    assert result.returncode == 0, f"{example.where}:\n{result.stdout}\n{result.stderr}"


# --- Links -------------------------------------------------------------------------------------

LINK = re.compile(r"\]\(([^)\s]+)\)")


def anchors(path: Path) -> set[str]:
    """The anchors GitHub gives the headings of ``path``."""
    text = FENCE.sub("", path.read_text(encoding="utf-8"))
    found = set()
    for heading in re.findall(r"^#{1,6} (.+)$", text, re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        found.add(slug)
    return found


@pytest.mark.parametrize("doc", DOCS, ids=[str(d.relative_to(REPO)) for d in DOCS])
def test_relative_links_resolve(doc: Path) -> None:
    text = FENCE.sub("", doc.read_text(encoding="utf-8"))
    broken = []
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        file = (doc.parent / path).resolve() if path else doc
        if not file.exists() or (file.suffix == ".md" and anchor and anchor not in anchors(file)):
            broken.append(target)
    assert not broken, f"{doc.relative_to(REPO)}: links to nothing: {broken}"


# --- Figures the docs state about files of this repository -------------------------------------


def test_the_profiles_size_is_what_the_docs_say() -> None:
    """The SDK profile's size, as the README, docs/sdk.md and the example's README state it."""
    lines = (EXAMPLE / "acp-codegen.toml").read_text(encoding="utf-8").splitlines()
    meaningful = [line for line in lines if line.strip() and not line.lstrip().startswith("#")]
    readme, sdk, example = (
        " ".join(path.read_text(encoding="utf-8").split())  # as read, whatever the wrapping
        for path in (REPO / "README.md", REPO / "docs" / "sdk.md", EXAMPLE / "README.md")
    )
    assert f"an {len(lines)}-line profile" in readme or f"a {len(lines)}-line profile" in readme
    assert f"declared in {len(lines)} lines of TOML" in sdk
    stated = f"{len(lines)} lines of TOML ({len(meaningful)} without comments and blank lines)"
    assert stated in sdk
    assert f"| {len(lines)} ({len(meaningful)} without comments and blank lines) |" in example
