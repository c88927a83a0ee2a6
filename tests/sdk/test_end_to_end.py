"""End to end with the published Python SDK: the proposal shipped in it, used by an Agent and a
Client written with it, over its own stdio transport.

The SDK's sdist (pinned by sha256, see ``sdk_sdist``) is regenerated from the
v1 schema of its release with the proposal's additions merged and the helpers package on
(``src/acp/prompt_suggestions``). The demo pair of ``examples/python-sdk/demo/`` then runs
with it, the Client starting the Agent with ``spawn_agent_process``, each side recording its
traffic with ``TrafficLog``. Three runs, side by side: a Client that advertises
``promptSuggestions`` and waits for each list, one that sends its next prompt at once while
the Agent's prediction is still in flight, and one that does not advertise the capability.
Beside them, docs/sdk.md's quick starts (its ``python sdk FILE`` blocks), saved as the files
they name and run as written. Each program's glue is its lines marked ``# suggestions``: five
at most per side.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from sdk_sdist import HELPERS, RELEASE, regenerated_with_helpers
from support import REPO, examples_in, require_shared

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("sdk-end-to-end")]

DEMO = REPO / "examples" / "python-sdk" / "demo"
DOCS = REPO / "docs" / "sdk.md"
# A line of glue: a line the proposal adds, marked so in the docs and the demo.
GLUE = re.compile(r"#\s*suggestions\b")
MAX_GLUE = 5
CODEGEN = Path(sys.executable).with_name("acp-codegen")
TAG = "prompt_suggestions_update"
RUN_SECONDS = 240


@dataclass(frozen=True)
class Run:
    """One run of the demo Client: what it printed and both sides' logs."""

    output: list[str]
    client_log: Path
    agent_log: Path

    def messages(self, side: str) -> list[dict[str, object]]:
        """The log's entries (``side``, ``direction``, ``message``), in order."""
        log = self.client_log if side == "client" else self.agent_log
        return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def suggestion_lists(entries: list[dict[str, object]]) -> list[list[str]]:
    """The texts of every suggestions update in a log, in order."""
    found = []
    for entry in entries:
        message = entry["message"]
        assert isinstance(message, dict)
        update = (message.get("params") or {}).get("update", {})
        if message.get("method") == "session/update" and update.get("sessionUpdate") == TAG:
            found.append([" ".join(b["text"] for b in s["prompt"]) for s in update["suggestions"]])
    return found


def check_transcript(log: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(CODEGEN), "check-transcript", "--json", str(log)],
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pinned sdist regenerated with the additions and the helpers."""
    found = regenerated_with_helpers(tmp_path_factory.mktemp("sdk"), require_shared(RELEASE))
    assert (found / HELPERS / "__init__.py").is_file()
    return found


def environment(sdk: Path, **extra: str) -> dict[str, str]:
    """This environment with the regenerated SDK importable (and none of the test run's own
    Python settings)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    return env | {"PYTHONPATH": str(sdk / "src")} | extra


@pytest.fixture(scope="module")
def runs(sdk: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Run]:
    work = tmp_path_factory.mktemp("sdk-end-to-end")
    scenarios = {
        "advertised": ([], "0.2"),
        "overtaken": (["--prompts", "2", "--no-wait"], "3"),
        "not-advertised": (["--prompts", "2", "--no-suggestions"], "0.2"),
    }
    started = {}
    for name, (arguments, seconds) in scenarios.items():
        client_log, agent_log = work / f"{name}-client.jsonl", work / f"{name}-agent.jsonl"
        env = environment(sdk, DEMO_AGENT_LOG=str(agent_log), DEMO_PREDICTION_SECONDS=seconds)
        command = [sys.executable, str(DEMO / "client.py"), "--log", str(client_log), *arguments]
        process = subprocess.Popen(
            command, cwd=work, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        started[name] = (process, client_log, agent_log)
    found = {}
    for name, (process, client_log, agent_log) in started.items():
        out, err = process.communicate(timeout=RUN_SECONDS)
        assert process.returncode == 0, f"{name}: {err}"
        found[name] = Run(out.splitlines(), client_log, agent_log)
    return found


def test_suggestions_follow_each_response_and_are_withdrawn_by_the_next_prompt(
    runs: dict[str, Run],
) -> None:
    run = runs["advertised"]
    entries = run.messages("client")
    prompts = [e for e in entries if e["message"].get("method") == "session/prompt"]
    assert len(prompts) == 3
    ids = [p["message"]["id"] for p in prompts]
    # Per prompt: the updates between its request and the next one.
    turns: list[list[dict[str, object]]] = []
    for entry in entries:
        if entry["message"].get("method") == "session/prompt":
            turns.append([])
        elif turns:
            turns[-1].append(entry)
    for number, (request_id, turn) in enumerate(zip(ids, turns, strict=True)):
        response = next(i for i, e in enumerate(turn) if e["message"].get("id") == request_id)
        before, after = suggestion_lists(turn[:response]), suggestion_lists(turn[response:])
        # The list sent after the previous response is withdrawn when this prompt is accepted.
        assert before == ([] if number == 0 else [[]]), (number, before)
        # A new list after each response.
        assert len(after) == 1 and len(after[0]) == 2, (number, after)
    # The accepted suggestion is sent unchanged as the next prompt.
    lists = suggestion_lists(entries)
    offered = [texts for texts in lists if texts]
    sent = [" ".join(b["text"] for b in p["message"]["params"]["prompt"]) for p in prompts]
    assert sent[1:] == [texts[0] for texts in offered[:-1]]
    assert "suggestions: []" in run.output
    # Both sides saw the same suggestions updates.
    assert suggestion_lists(run.messages("agent")) == lists


def test_a_prediction_the_next_prompt_overtook_is_discarded(runs: dict[str, Run]) -> None:
    """The second prompt arrives while the first one's prediction is in flight: that
    prediction is never sent; the second one's is."""
    run = runs["overtaken"]
    lists = suggestion_lists(run.messages("agent"))
    assert lists == [["Tell me more about: What next?", "Run the test suite and fix what breaks"]]
    assert suggestion_lists(run.messages("client")) == lists


def test_nothing_is_sent_to_a_client_that_does_not_advertise(runs: dict[str, Run]) -> None:
    run = runs["not-advertised"]
    for side in ("agent", "client"):
        entries = run.messages(side)
        assert sum(e["message"].get("method") == "session/prompt" for e in entries) == 2
        assert suggestion_lists(entries) == []


@pytest.mark.parametrize("name", ["advertised", "overtaken", "not-advertised"])
@pytest.mark.parametrize("side", ["agent", "client"])
def test_each_recorded_log_is_clean(runs: dict[str, Run], name: str, side: str) -> None:
    run = runs[name]
    result = check_transcript(run.client_log if side == "client" else run.agent_log)
    report = json.loads(result.stdout)
    assert result.returncode == 0 and report["findings"] == [], result.stdout + result.stderr


def test_a_log_without_the_withdrawal_is_caught(runs: dict[str, Run], tmp_path: Path) -> None:
    log = runs["advertised"].agent_log
    lines = log.read_text(encoding="utf-8").splitlines()
    kept = [line for line in lines if suggestion_lists([json.loads(line)]) != [[]]]
    assert len(lines) - len(kept) == 2  # the withdrawals by the second and third prompts
    edited = tmp_path / "edited.jsonl"
    edited.write_text("\n".join(kept) + "\n", encoding="utf-8")
    result = check_transcript(edited)
    report = json.loads(result.stdout)
    assert result.returncode == 1
    assert [f["rule"] for f in report["findings"]] == ["suggestions-not-withdrawn"] * 2


def docs_programs() -> dict[str, str]:
    """docs/sdk.md's SDK programs, by the file name each is saved as."""
    return {e.sdk_program: e.text for e in examples_in(DOCS) if e.sdk_program is not None}


def test_the_docs_quick_starts_run_as_written(sdk: Path, tmp_path: Path) -> None:
    """The Agent's and the Client's quick start, saved as the files they name: the Client's
    output is what the docs say, and both logs are clean."""
    programs = docs_programs()
    assert sorted(programs) == ["agent.py", "client.py"]
    for name, text in programs.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "client.py"],
        cwd=tmp_path,
        env=environment(sdk),
        capture_output=True,
        text=True,
        timeout=RUN_SECONDS,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    shown = ["suggestions: ['Run the tests']", "suggestions: []", "suggestions: ['Run the tests']"]
    assert result.stdout.splitlines() == shown, result.stdout
    run = Run([], tmp_path / "client.jsonl", tmp_path / "agent.jsonl")
    assert suggestion_lists(run.messages("agent")) == [["Run the tests"], [], ["Run the tests"]]
    for log in (run.client_log, run.agent_log):
        checked = check_transcript(log)
        assert checked.returncode == 0 and json.loads(checked.stdout)["findings"] == [], log


def test_the_docs_quick_starts_pass_the_sdk_s_linter_and_formatter(sdk: Path) -> None:
    """Saved in the SDK's checkout, each program is clean under its ruff settings."""
    folder = sdk / "examples" / "quick_start"
    folder.mkdir(parents=True)
    for name, text in docs_programs().items():
        (folder / name).write_text(text, encoding="utf-8")
    ruff = Path(sys.executable).with_name("ruff")
    for command in (["check", "--no-fix"], ["format", "--check", "--diff"]):
        result = subprocess.run(
            [str(ruff), *command, "--no-cache", str(folder)],
            cwd=sdk,
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(
    ("program", "text"),
    [(path.name, path.read_text(encoding="utf-8")) for path in sorted(DEMO.glob("*.py"))],
)
def test_each_side_adds_the_proposal_in_five_lines_at_most(program: str, text: str) -> None:
    """The demo's marked lines (the docs' quick starts count every line a user adds:
    tests/sdk/test_published_sdk_sequence.py)."""
    glue = [line for line in text.splitlines() if GLUE.search(line)]
    assert 0 < len(glue) <= MAX_GLUE, (program, glue)
