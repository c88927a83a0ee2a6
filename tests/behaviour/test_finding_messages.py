"""What each of the checker's findings says, word for word, in both versions: the message a user
reads is the rule's explanation, so a word changed in one is a behaviour changed. Each rule's
first finding on the conformance logs of ``generated/vectors`` (the logs are the input here;
the findings are the checker's as it runs now)."""

from __future__ import annotations

import json

import pytest
from support import REPO, GeneratedPackage

VECTORS = REPO / "generated" / "vectors"

NOT_ADVERTISED = (
    "the Client does not advertise promptSuggestions, so the Agent must not send this update"
)
NOT_ALLOWED = (
    "'image' blocks are not allowed: both sides must advertise the type "
    "(allowed: resource_link, text)"
)
BLANK = "A suggestion's prompt must not consist only of empty or whitespace-only text."
UNKNOWN = (
    "the log does not show both sides of initialize before this update, so the capability "
    "rules were not checked"
)
SCHEMA = {
    "minItems": "an array of 0 items has fewer than 1 item",
    "required": '"sessionId" is required',
    "type": "7 is not of type string",
}
SAID = {
    "v1": {
        "suggestions-not-withdrawn": (
            "the prompt of line 4 ended, but the suggestions sent on line 3 were neither "
            "replaced nor withdrawn after the Agent accepted it"
        ),
        "suggestions-in-replay": (
            "suggestions SHOULD NOT be part of session/load replay; a replayed session starts "
            "with an empty list"
        ),
    },
    "v2": {
        "suggestions-not-withdrawn": (
            "the Agent accepted the prompt of line 4 on line 5, but the suggestions sent on "
            "line 3 were neither replaced nor withdrawn before the work ended"
        ),
        "suggestions-not-withdrawn-for-work": (
            "foreground work started without a prompt on line 10, but the suggestions sent on "
            "line 9 were neither replaced nor withdrawn before it ended; Agents SHOULD replace "
            "or withdraw a list that stops applying"
        ),
        "suggestions-in-replay": (
            "suggestions SHOULD NOT be part of session/resume replay; a replayed session "
            "starts with an empty list"
        ),
    },
}


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_each_rule_s_finding_says_what_was_breached(
    generated_package: GeneratedPackage, version: str
) -> None:
    checker = generated_package(version, "transcript")
    vectors = json.loads((VECTORS / version / "transcripts.json").read_text(encoding="utf-8"))
    said: dict[str, str] = {}
    for vector in vectors:
        log = (VECTORS / version / vector["file"]).read_text(encoding="utf-8").splitlines()
        for finding in checker.check(log).findings:
            said.setdefault(finding.rule, finding.message)
    assert said == {
        **SAID[version],
        "capability-not-advertised": NOT_ADVERTISED,
        "content-type-not-allowed": NOT_ALLOWED,
        "prompt-suggestion-blank": BLANK,
        "capabilities-unknown": UNKNOWN,
        **SCHEMA,
    }
