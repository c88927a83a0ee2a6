"""From the published SDK to the proposal, as docs/sdk.md says it: its ``sh sdk pip`` and ``sh
sdk uv`` blocks run as written, each in an empty folder with acp-codegen's wheel installed in a
fresh virtual environment by that installer, and then its Agent and Client quick starts run as
written with the SDK installed there (no checkout, no ``PYTHONPATH``).

What the blocks fetch from outside the package index is served here: ``curl`` is a stand-in
that writes the one file the docs fetch, upstream's v1 ``schema.unstable.json`` of release
``schema-v1.19.0``, from ``../shared``, and refuses any other URL; the sdist pip downloads is
checked against its sha256 pin afterwards (``sdk_sdist``), and the pinned sdist's folder is
offered to pip as a place to find it (``PIP_FIND_LINKS``).

The same test measures each quick start's glue as a user counts it: every line the proposal
adds or changes, imports included, is marked ``# suggestions`` (no unmarked line names
anything of the proposal: the helpers' names and methods, the additions' definitions and
fields), and the docs state that count.
"""

from __future__ import annotations

import json
import re
import shlex
import subprocess
from pathlib import Path
from types import ModuleType

import pytest
from acp_codegen.behaviour.runtime import recording
from acp_codegen.reference.v1 import sessions, suggestions
from sdk_sdist import RELEASE, SDIST, SDIST_SHA256, sdist, sha256
from support import REPO, examples_in, require_shared
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


# -- the glue, as a user counts it ---------------------------------------------------------------

GLUE = re.compile(r"#\s*suggestions\b")
NUMBERS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
]


def proposal_api(
    modules: tuple[ModuleType, ...] = (sessions, suggestions, recording),
) -> re.Pattern[str]:
    """What a line that uses the proposal names: the helpers' public names, their classes'
    methods and properties (as attributes, ``.accept``), and the additions' definitions and
    fields (``PromptSuggestion``, ``prompt_suggestions``), read from the package and the
    overlay."""
    names: set[str] = set()
    attributes: set[str] = set()
    for module in modules:
        for name in module.__all__:
            names.add(name)
            value = getattr(module, name)
            # A protocol's methods are what the helpers call (the SDK's ``session_update``).
            if isinstance(value, type) and not getattr(value, "_is_protocol", False):
                attributes |= {
                    member
                    for member, held in vars(value).items()
                    if not member.startswith("_")
                    and (callable(held) or isinstance(held, (property, staticmethod)))
                }
    overlay = json.loads((REPO / "schema" / "v1" / "prompt-suggestions.json").read_text("utf-8"))
    names |= set(overlay["$defs"])
    for extended in overlay["x-extend"].values():
        for field in extended.get("properties", {}):
            names |= {field, re.sub(r"(?<!^)(?=[A-Z])", "_", field).lower()}
    words = "|".join(sorted(map(re.escape, names)))
    members = "|".join(sorted(map(re.escape, attributes)))
    return re.compile(rf"\b(?:{words})\b|\.(?:{members})\b")


def glue(program: str) -> list[str]:
    """The lines of ``program`` marked as the proposal's; every line that uses the proposal
    must be one of them."""
    uses = proposal_api()
    unmarked = [
        line
        for line in program.splitlines()
        if uses.search(line.split("#")[0]) and not GLUE.search(line)
    ]
    assert not unmarked, f"lines that use the proposal, not counted as its glue: {unmarked}"
    return [line for line in program.splitlines() if GLUE.search(line)]


def test_the_proposal_s_names_are_what_a_line_that_uses_it_names() -> None:
    uses = proposal_api()
    for line in [
        "from acp.prompt_suggestions import ClientSessions",
        "session = ClientSessionCapabilities(prompt_suggestions=PromptSuggestionsCapabilities())",
        "prompt = client.suggestions.session(session_id).accept(0)",
        "print([display_text(s) for s in offered])",
        "observers=[TrafficLog('agent.jsonl', side='agent')]",
    ]:
        assert uses.search(line), line
    for line in [
        "session_id = (await conn.new_session(cwd=cwd)).session_id",
        "await conn.initialize()",
    ]:
        assert not uses.search(line), line


def test_the_docs_state_each_quick_start_s_glue_as_a_user_counts_it() -> None:
    """Every line the proposal adds or changes, imports and the traffic log included."""
    text = " ".join(DOCS.read_text(encoding="utf-8").split())
    counts = {name: len(glue(program)) for name, program in programs().items()}
    agent, client = NUMBERS[counts["agent.py"]], NUMBERS[counts["client.py"]]
    assert f"adds the proposal in {agent} lines, imports and the line that records" in text
    assert f"{client.capitalize()} lines, imports and the two that record its traffic" in text
    for path in (REPO / "README.md", REPO / "examples" / "python-sdk" / "demo" / "README.md"):
        said = " ".join(path.read_text(encoding="utf-8").split())
        assert (
            f"an Agent adds the proposal in {agent} lines and a Client in {client}" in said
            or f"{agent} for an Agent and {client} for a Client" in said
        ), path


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
    # An Agent may suggest a linked file: the Client shows it (it crashed on `block.text`).
    agent = (quick / "agent.py").read_text(encoding="utf-8")
    linked = agent.replace(
        'return ["Run the tests"]',
        'return [[text_block("Add tests for "), resource_link_block("parser.rs", LINK)]]',
    ).replace("    run_agent,\n", "    resource_link_block,\n    run_agent,\n")
    assert linked.count("resource_link_block") == 2, "the quick start changed: update this test"
    (quick / "agent.py").write_text(f"LINK = 'file:///src/parser.rs'\n{linked}", encoding="utf-8")
    run = subprocess.run(
        [python, "client.py"], cwd=quick, env=env, capture_output=True, text=True, timeout=240
    )
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    shown = "suggestions: ['Add tests for [resource_link parser.rs <file:///src/parser.rs>]']"
    assert run.stdout.splitlines() == [shown, "suggestions: []", shown], run.stdout
