"""The published Python SDK's sdist, as the tests and the benchmarks use it (a plain module,
so no test module imports another).

``agent-client-protocol`` 0.12.1's sdist, pinned by sha256, downloaded once into
``build/python-sdk/``; unpacked, with upstream's v1 ``schema.unstable.json`` and
``meta.unstable.json`` of a schema release placed where the SDK's own generator reads them.
"""

from __future__ import annotations

import ast
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ACP = REPO.parent / "shared" / "upstream" / "acp"
SDIST = "agent_client_protocol-0.12.1.tar.gz"
SDIST_SHA256 = "9963ccb590ed96d7dc542c9c023e90676fc76b1c6562e21a9ee112f4fbcb0095"
REQUIREMENT = "agent-client-protocol==0.12.1"
CACHE = REPO / "build" / "python-sdk"
PROFILE = REPO / "examples" / "python-sdk" / "acp-codegen.toml"
# The SDK's schema release.
RELEASE = ACP / "releases" / "schema-v1.19.0" / "v1"
HELPERS = "src/acp/prompt_suggestions"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def sdist() -> Path:
    """The SDK's sdist, downloaded once into the cache and checked against its pin."""
    cached = CACHE / SDIST
    if not cached.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=CACHE) as folder:
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps"]
                + ["--no-binary", ":all:", REQUIREMENT, "-d", folder],
                check=True,
            )
            os.replace(Path(folder) / SDIST, cached)
    digest = sha256(cached)
    assert digest == SDIST_SHA256, f"{cached}: sha256 {digest}, pinned {SDIST_SHA256}"
    return cached


def unpack(into: Path) -> Path:
    with tarfile.open(sdist()) as archive:
        archive.extractall(into, filter="data")
    return into / SDIST.removesuffix(".tar.gz")


def place_schema(sdk: Path, schema_dir: Path) -> None:
    """The schema files of ``schema_dir`` where the SDK's fetch puts them, with the ``VERSION``
    it records when ``schema_dir`` is a release's (``releases/schema-v1.19.0/v1``)."""
    (sdk / "schema").mkdir(exist_ok=True)
    shutil.copyfile(schema_dir / "schema.unstable.json", sdk / "schema" / "schema.json")
    shutil.copyfile(schema_dir / "meta.unstable.json", sdk / "schema" / "meta.json")
    release = schema_dir.parent.name
    if release.startswith("schema-v"):
        (sdk / "schema" / "VERSION").write_text(f"refs/tags/{release}\n", encoding="utf-8")


PROMPT_SUGGESTIONS = PROFILE.with_name("prompt-suggestions.toml")


def profile_with_additions() -> str:
    """The SDK's profile with the proposal's additions merged and the helpers package on:
    ``prompt-suggestions.toml``, as the docs have the SDK append it."""
    text = PROMPT_SUGGESTIONS.read_text(encoding="utf-8")
    assert "additions = true" in text and f'helpers = "{HELPERS}"' in text
    return text


def regenerated(into: Path, profile: str, schema_dir: Path = RELEASE) -> Path:
    """The sdist unpacked into ``into`` and regenerated from ``schema_dir`` with ``profile``
    appended to its ``pyproject.toml`` (``acp-codegen generate`` in its folder); the SDK's
    folder. Fails with the generator's output when it fails or warns."""
    sdk = unpack(into)
    place_schema(sdk, schema_dir)
    with (sdk / "pyproject.toml").open("a", encoding="utf-8") as pyproject:
        pyproject.write(profile)
    codegen = Path(sys.executable).with_name("acp-codegen")
    result = subprocess.run(
        [str(codegen), "generate"], cwd=sdk, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and "warning" not in result.stderr, result.stderr
    return sdk


def regenerated_with_helpers(into: Path, schema_dir: Path = RELEASE) -> Path:
    """The sdist regenerated (:func:`regenerated`) with the additions and the helpers
    package."""
    return regenerated(into, profile_with_additions(), schema_dir)


# How the SDK switches, as the profile's README says it (so the docs are what is tested).
README = PROFILE.with_name("README.md")


def readme_switch() -> tuple[str, list[str]]:
    """The change the README has the SDK apply to ``scripts/gen_all.py`` (its diff block),
    and the tests of ``tests/test_gen_all.py`` it has the SDK delete."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## How the SDK switches") :].split("\n## ", 1)[0]
    block = re.search(r"```diff\n(.*?)\n *```", section, re.DOTALL)
    assert block is not None, README
    # The block is indented under its list item; its blank lines are blank context lines.
    lines = [line.removeprefix("   ") for line in block.group(1).split("\n")]
    diff = "\n".join(line if line else " " for line in lines) + "\n"
    step = section[section.index("Delete `scripts/gen_schema.py`") :].split("\n5. ", 1)[0]
    tests = re.findall(r"`(test_\w+)`", step)
    return diff, tests


def switch_to_acp_codegen(sdk: Path, profile: Path = PROFILE) -> None:
    """The switch the SDK makes: the profile appended to its pyproject.toml, then
    :func:`switch_gen_all`."""
    with (sdk / "pyproject.toml").open("a", encoding="utf-8") as pyproject:
        pyproject.write(profile.read_text(encoding="utf-8"))
    switch_gen_all(sdk)


def switch_gen_all(sdk: Path) -> None:
    """The README's steps in the SDK's checkout ``sdk``: its diff applied to
    ``scripts/gen_all.py`` with ``git apply``; ``scripts/gen_schema.py`` deleted, and with it
    its import and the tests of its internals in ``tests/test_gen_all.py``."""
    diff, tests = readme_switch()
    subprocess.run(["git", "apply", "-"], cwd=sdk, input=diff.encode(), check=True)
    (sdk / "scripts" / "gen_schema.py").unlink()
    path = sdk / "tests" / "test_gen_all.py"
    source = path.read_text(encoding="utf-8")
    lines = source.split("\n")
    dropped: set[int] = set()
    for node in ast.parse(source).body:
        doomed = isinstance(node, ast.FunctionDef) and node.name in tests
        doomed |= isinstance(node, ast.ImportFrom) and node.module == "scripts.gen_schema"
        if doomed:
            dropped.update(range(node.lineno - 1, node.end_lineno or node.lineno))
    kept = "\n".join(line for index, line in enumerate(lines) if index not in dropped)
    path.write_text(re.sub(r"\n{3,}", "\n\n\n", kept).rstrip("\n") + "\n", encoding="utf-8")
    assert len(tests) == 6, tests
