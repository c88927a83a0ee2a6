"""From the published SDK to the proposal, as docs/sdk.md says it: its ``sh sdk pip`` and ``sh
sdk uv`` blocks run as written, each in an empty folder with acp-codegen's wheel installed in a
fresh virtual environment by that installer, and then its Agent and Client quick starts run as
written with the SDK installed there (no checkout, no ``PYTHONPATH``).

What the blocks fetch from outside the package index is served here: ``curl`` is a stand-in
that writes the one file the docs fetch, upstream's v1 ``schema.unstable.json`` of release
``schema-v1.19.0``, from ``../shared``, and refuses any other URL; the sdist pip downloads is
checked against its sha256 pin afterwards (``sdk_sdist``), and the pinned sdist's folder is
offered to pip as a place to find it (``PIP_FIND_LINKS``).
"""

from __future__ import annotations

import json
import shlex
import subprocess
from pathlib import Path

import pytest
from conftest import REPO, require_shared
from sdk_sdist import RELEASE, SDIST, SDIST_SHA256, sdist, sha256
from support import examples_in
from wheel_install import UV, build_wheel, install

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("published-sdk-sequence")]

DOCS = REPO / "docs" / "sdk.md"
SCHEMA_URL = (
    "https://raw.githubusercontent.com/agentclientprotocol/agent-client-protocol/"
    "refs/tags/schema-v1.19.0/schema/v1/schema.unstable.json"
)
SHOWN = ["suggestions: ['Run the tests']", "suggestions: []", "suggestions: ['Run the tests']"]

CURL = """#!/usr/bin/env python3
# A stand-in for curl: the one URL the docs fetch, served from a file; any other refused.
import sys
from pathlib import Path

args = sys.argv[1:]
out = Path(args[args.index("-o") + 1])
urls = [a for a in args if a.startswith("https://")]
if urls != [{url!r}]:
    sys.exit(f"curl stand-in: no such URL in the test: {{urls}}")
out.parent.mkdir(parents=True, exist_ok=True)
out.write_bytes(Path({source!r}).read_bytes())
"""


def sequences() -> dict[str, str]:
    return {e.sdk_sequence: e.text for e in examples_in(DOCS) if e.sdk_sequence is not None}


def programs() -> dict[str, str]:
    return {e.sdk_program: e.text for e in examples_in(DOCS) if e.sdk_program is not None}


def test_the_docs_give_the_sequence_for_pip_and_for_uv() -> None:
    assert sorted(sequences()) == ["pip", "uv"]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_wheel(tmp_path_factory.mktemp("wheel"))


@pytest.mark.parametrize("installer", ["pip", "uv"])
def test_the_published_sdk_gets_the_proposal_and_the_quick_starts_run(
    installer: str, wheel: Path, tmp_path: Path
) -> None:
    schema = require_shared(RELEASE / "schema.unstable.json")
    pinned = sdist()  # downloaded once and checked against its pin
    env = install(wheel, tmp_path / "venv", installer)
    stand_ins = tmp_path / "stand-ins"
    stand_ins.mkdir()
    curl = stand_ins / "curl"
    curl.write_text(CURL.format(url=SCHEMA_URL, source=str(schema)), encoding="utf-8")
    curl.chmod(0o755)
    for tool in ("uv", "uvx"):
        (stand_ins / tool).symlink_to(UV.with_name(tool))
    env["PATH"] = f"{env['PATH'].split(':', 1)[0]}:{stand_ins}:{env['PATH'].split(':', 1)[1]}"
    env["PIP_FIND_LINKS"] = " ".join(filter(None, [str(pinned.parent), env.get("PIP_FIND_LINKS")]))
    work = tmp_path / "work"
    work.mkdir()
    script = "set -euo pipefail\n" + sequences()[installer]
    result = subprocess.run(
        ["bash", "-c", script], cwd=work, env=env, capture_output=True, text=True, timeout=900
    )
    assert result.returncode == 0, f"{shlex.quote(installer)}:\n{result.stdout}\n{result.stderr}"
    assert sha256(work / SDIST) == SDIST_SHA256
    # The quick starts, saved as the files they name in an empty folder, with the SDK installed.
    quick = tmp_path / "quick-start"
    quick.mkdir()
    for name, text in programs().items():
        (quick / name).write_text(text, encoding="utf-8")
    python = str(tmp_path / "venv" / "bin" / "python")
    run = subprocess.run(
        [python, "client.py"], cwd=quick, env=env, capture_output=True, text=True, timeout=240
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == SHOWN, run.stdout
    assert "Traceback" not in run.stderr
    for log in ("client.jsonl", "agent.jsonl"):
        checked = subprocess.run(
            ["acp-codegen", "check-transcript", "--json", log],
            cwd=quick,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        assert checked.returncode == 0 and json.loads(checked.stdout)["findings"] == [], log
