"""Every conformance vector, run through our validators, capability checks and checker."""

from __future__ import annotations

import json
from functools import cache

import pytest
from acp_codegen.behaviour import render_vectors
from acp_codegen.load import load_protocol
from test_behaviour_package import VERSIONS, version_module


@cache
def vectors(version: str) -> dict[str, bytes]:
    return render_vectors(version, load_protocol(version, "unstable"))


def document(version: str, name: str) -> object:
    return json.loads(vectors(version)[name])


@pytest.mark.parametrize("version", VERSIONS)
def test_vectors_are_deterministic_json(version: str) -> None:
    again = render_vectors(version, load_protocol(version, "unstable"))
    assert again == vectors(version)
    for name, data in again.items():
        assert data.endswith(b"\n") and not data.endswith(b"\n\n"), name
    assert set(again) >= {"README.md", "messages.json", "capabilities.json", "transcripts.json"}


@pytest.mark.parametrize("version", VERSIONS)
def test_message_vectors_agree_with_our_validators(version: str, tmp_path_factory) -> None:
    validation = version_module(tmp_path_factory, version, "validation")
    messages = document(version, "messages.json")
    assert {c["valid"] for c in messages["cases"]} == {True, False}
    for case in messages["cases"]:
        errors = validation.validate(messages["type"], case["params"])
        assert (not errors) == case["valid"], (case["id"], errors)
        found = {(e.path, e.rule) for e in errors}
        for expected in case["errors"]:
            assert (expected["path"], expected["rule"]) in found, (case["id"], errors)


@pytest.mark.parametrize("version", VERSIONS)
def test_capability_matrix_agrees_with_our_checks(version: str, tmp_path_factory) -> None:
    capabilities = version_module(tmp_path_factory, version, "capabilities")
    matrix = document(version, "capabilities.json")
    for case in matrix["cases"]:
        client = matrix["clientCapabilities"][case["client"]]
        agent = matrix["agentPromptCapabilities"][case["agent"]]
        assert capabilities.may_send(client) == case["maySend"], case
        for kind, allowed in case["allowed"].items():
            update = {
                "sessionUpdate": "prompt_suggestions_update",
                "suggestions": [{"prompt": [matrix["blocks"][kind]]}],
            }
            rules = {e.rule for e in capabilities.check_update_for_client(update, client, agent)}
            if allowed:
                assert rules == set(), (case, kind)
            else:
                expected = (
                    "content-type-not-allowed" if case["maySend"] else ("capability-not-advertised")
                )
                assert rules == {expected}, (case, kind)


@pytest.mark.parametrize("version", VERSIONS)
def test_transcript_vectors_agree_with_our_checker(version: str, tmp_path_factory) -> None:
    transcript = version_module(tmp_path_factory, version, "transcript")
    files = vectors(version)
    for expected in document(version, "transcripts.json"):
        lines = files[expected["file"]].decode().splitlines()
        report = transcript.check(lines)
        found = [{"line": f.line, "rule": f.rule, "severity": f.severity} for f in report.findings]
        assert found == expected["findings"], expected["file"]
        assert report.exit_code == expected["exitCode"]
