"""One pointer convention for the checker's findings, in every log form and both versions: a
finding points into its line at the member of the message it is about, never at the whole
message, so the same breach reads the same whether the log is written ``agent {...}``,
``{"from": ..., "message": ...}`` or recorded by either side's connection; only the message's
own place in the line (``/message``) comes first."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.errors import resolve_pointer
from support import REPO, GeneratedPackage

VECTORS = REPO / "generated" / "vectors"
OTHER = {"client": "agent", "agent": "client"}

# A form: (line of the sender and the message, the message's pointer in that line).
Form = Callable[[str, dict[str, Any]], tuple[str, str]]
FORMS: dict[str, Form] = {
    "plain": lambda sender, message: (f"{sender} {json.dumps(message)}", ""),
    "from": lambda sender, message: (json.dumps({"from": sender, "message": message}), "/message"),
    "recorded-by-sender": lambda sender, message: (
        json.dumps({"side": sender, "direction": "outgoing", "message": message}),
        "/message",
    ),
    "recorded-by-the-other-side": lambda sender, message: (
        json.dumps({"side": OTHER[sender], "direction": "incoming", "message": message}),
        "/message",
    ),
}


def logs_with_findings(version: str) -> list[Path]:
    vectors = json.loads((VECTORS / version / "transcripts.json").read_text(encoding="utf-8"))
    return [VECTORS / version / v["file"] for v in vectors if v["findings"]]


CASES = [
    pytest.param(version, log, id=f"{version}-{log.stem}")
    for version in ("v1", "v2")
    for log in logs_with_findings(version)
]


def test_the_vectors_hold_every_rule_s_finding() -> None:
    """The logs below cover each kind of finding, the ones about a whole turn included."""
    rules = set()
    for version in ("v1", "v2"):
        vectors = json.loads((VECTORS / version / "transcripts.json").read_text("utf-8"))
        rules |= {f["rule"] for v in vectors for f in v["findings"]}
    assert {
        "suggestions-not-withdrawn",
        "suggestions-not-withdrawn-for-work",
        "capabilities-unknown",
        "suggestions-in-replay",
        "capability-not-advertised",
        "content-type-not-allowed",
    } <= rules


@pytest.mark.parametrize(("version", "log"), CASES)
def test_a_finding_points_at_the_same_member_in_every_log_form(
    version: str, log: Path, generated_package: GeneratedPackage
) -> None:
    checker = generated_package(version, "transcript")
    entries = [line.split(" ", 1) for line in log.read_text(encoding="utf-8").splitlines()]
    messages = [(sender, json.loads(message)) for sender, message in entries]
    members: dict[str, list[tuple[int, str, str]]] = {}
    for name, form in FORMS.items():
        lines, prefixes = zip(*(form(s, m) for s, m in messages), strict=True)
        found = [f for f in checker.findings(lines) if isinstance(f, checker.Finding)]
        assert found, f"{name}: no finding"
        members[name] = []
        for finding in found:
            prefix = prefixes[finding.line - 1]
            assert finding.path.startswith(prefix), (name, finding)
            member = finding.path.removeprefix(prefix)
            assert member, f"{name}: {finding.rule} points at the whole message"
            resolve_pointer(messages[finding.line - 1][1], member)  # a member the message has
            assert f" at {finding.path}" in finding.to_text(log.name)
            members[name].append((finding.line, finding.rule, member))
    assert len({tuple(found) for found in members.values()}) == 1, members


def test_a_turn_that_ends_in_an_error_points_at_the_error(
    generated_package: GeneratedPackage,
) -> None:
    """v1: the response that ends the turn is where the missing withdrawal is proven: its
    ``/result``, or its ``/error`` after the Agent worked on the prompt."""
    checker = generated_package("v1", "transcript")
    log = VECTORS / "v1" / "transcripts" / "worked-on-then-error.jsonl"
    (finding,) = checker.check(log.read_text(encoding="utf-8").splitlines()).findings
    assert finding.rule == "suggestions-not-withdrawn" and finding.path == "/error"
    log = VECTORS / "v1" / "transcripts" / "not-withdrawn.jsonl"
    (finding,) = checker.check(log.read_text(encoding="utf-8").splitlines()).findings
    assert finding.path == "/result"
