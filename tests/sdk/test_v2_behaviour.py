"""The SDK's experimental v2 module and ours, judged by what they do with instances.

``tests/data/python-sdk/experimental-v2-behaviour.json`` holds the SDK's module's verdicts
(at its development line's commit 7408b7e5) on every v2 message vector and a fuzzed corpus of
instances of every definition it holds as a class (``tests/fuzz.py``'s generator: valid
instances and their mutations), as ``tests/sdk/v2_behaviour_facts.py`` recorded them where the
SDK's code was at hand; its code is not in this repository. In CI our module, generated from
``examples/python-sdk/experimental-v2.toml`` into the SDK's tree as its development line
lays it out (``tests/sdk_v2_tree.py``), must accept or refuse each instance alike and dump
what it accepts to the same JSON.

Every instance is judged alike, those whose malformed values the schema marks
``x-deserialize-default-on-error`` included: the profile's ``deserialize.scope =
"definitions"`` honours the marker where the SDK's generator does. A refusal is
compared as a refusal, whatever raised it: the SDK's base class (not the module)
raises a TypeError on a tag that is no hashable value; ours, in its place, a validation
error. Where the SDK's code is at hand (``ACP_PYTHON_SDK_DEV``, the ``src`` folder of a
checkout at that commit), a second test records the verdicts again and checks the committed
ones are what the script says today.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from fuzz import json_equal
from sdk_v2_tree import MODULE, RELEASE, generate, laid_out
from support import REPO, require_shared

FACTS = REPO / "tests" / "data" / "python-sdk" / "experimental-v2-behaviour.json"
SCRIPT = REPO / "tests" / "sdk" / "v2_behaviour_facts.py"
COMMIT = "7408b7e5b9793a944ee4a96dc078975a35795f93"
SDK_SOURCE = os.environ.get("ACP_PYTHON_SDK_DEV")


def recorded() -> dict[str, Any]:
    facts: dict[str, Any] = json.loads(FACTS.read_text(encoding="utf-8"))
    return facts


def alike(theirs: dict[str, Any], ours: dict[str, Any]) -> bool:
    """The same verdict: both refused, or both accepted and dumped to equal JSON."""
    if "refused" in theirs or "refused" in ours:
        return "refused" in theirs and "refused" in ours
    return json_equal(theirs["dumps"], ours["dumps"])


def digest(instance: Any) -> str:
    return hashlib.sha256(json.dumps(instance, sort_keys=True).encode()).hexdigest()[:12]


def disagreements(facts: dict[str, Any], ours: list[dict[str, Any]]) -> dict[tuple[str, str], str]:
    """The cases judged apart, by class and digest of the instance, each with both
    verdicts."""
    return {
        (name, digest(instance)): f"{name} {json.dumps(instance)[:150]}: "
        f"theirs {json.dumps(theirs)[:120]}, ours {json.dumps(mine)[:120]}"
        for (name, instance, theirs), mine in zip(facts["cases"], ours, strict=True)
        if not alike(theirs, mine)
    }


def judge(src: Path, cases: list[list[Any]], folder: Path) -> list[dict[str, Any]]:
    """The verdicts of the tree's module on ``cases``, in a child interpreter."""
    given = folder / "cases.json"
    given.write_text(json.dumps([[n, instance] for n, instance, _ in cases]), encoding="utf-8")
    command = [sys.executable, str(SCRIPT), "judge", str(src), MODULE, str(given)]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    verdicts: list[dict[str, Any]] = json.loads(result.stdout)
    return verdicts


def test_the_facts_name_the_script_and_the_commit_they_were_read_from() -> None:
    facts = recorded()
    assert facts["script"] == SCRIPT.relative_to(REPO).as_posix()
    assert facts["commit"] == COMMIT and facts["module"] == MODULE
    verdicts = [verdict for _, _, verdict in facts["cases"]]
    accepted = sum("dumps" in v for v in verdicts)
    # Both kinds, in numbers that make the comparison mean something.
    assert len(verdicts) > 3000 and 1000 < accepted < len(verdicts) - 500
    names = {name for name, _, _ in facts["cases"]}
    assert len(names) > 200 and {"UpdateSessionNotification", "AgentNotification"} <= names


def test_our_module_accepts_and_refuses_as_the_sdk_s_did(tmp_path: Path) -> None:
    require_shared(RELEASE)
    facts = recorded()
    folder = laid_out(tmp_path / "sdk")
    result = generate(folder)
    assert result.returncode == 0 and "warning" not in result.stderr, result.stderr
    found = disagreements(facts, judge(folder / "src", facts["cases"], tmp_path))
    lines = list(found.values())
    assert lines == [], f"{len(lines)} of {len(facts['cases'])}:\n" + "\n".join(lines[:30])


@pytest.mark.skipif(
    not SDK_SOURCE,
    reason="the SDK's development line is in its repository only (no package registry has "
    "it): set ACP_PYTHON_SDK_DEV to the src folder of a checkout at 7408b7e5 to record its "
    "verdicts again",
)
def test_the_recorded_verdicts_are_the_sdk_s() -> None:
    assert SDK_SOURCE is not None
    require_shared(RELEASE)
    command = [sys.executable, str(SCRIPT), "record", SDK_SOURCE, COMMIT]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout == FACTS.read_text(encoding="utf-8")
