"""Every normative sentence of the RFD lives once in the schema and once on a protocol page.

``NORMATIVE`` lists each sentence of the RFD with a **MUST**, **SHOULD** or **MAY** (and the
other rules the proposal states without a keyword), with where our text of it lives: the JSON
pointer of the one description that holds it in the canonical schema, and the protocol page
that embeds that description. The test fails when the RFD gains a normative sentence the
table does not place, when a sentence is missing, or when it is written twice.
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from support import RFD, docs_fragments, merged_document, require_shared, schema_descriptions

pytestmark = [
    pytest.mark.xdist_group("docs-fragments"),
    pytest.mark.usefixtures("repository_prettier"),
]

UPDATE = "#/$defs/PromptSuggestionsUpdate"
SUGGESTION = "#/$defs/PromptSuggestion"
SUGGESTIONS = "#/$defs/PromptSuggestionsUpdate/properties/suggestions"
PROMPT_PAGE = {"v1": "protocol/prompt-turn.mdx", "v2": "protocol/prompt-lifecycle.mdx"}
SETUP_PAGE = "protocol/session-setup.mdx"

# RFD sentence -> (pointer of the description holding it, our text in both versions, page).
# "prompt" is the version's prompt page (prompt-turn / prompt-lifecycle).
NORMATIVE: dict[str, tuple[str, str, str]] = {
    "Each suggestion's `prompt` **MUST** be valid as the `prompt` of a `session/prompt` request "
    "for the session.": (
        SUGGESTION,
        "Each suggestion's `prompt` MUST be valid as the `prompt` of a `session/prompt` request "
        "for the session",
        "prompt",
    ),
    "Agents **MUST NOT** send a suggestion whose only content is empty or whitespace-only text.": (
        SUGGESTION,
        "Agents MUST NOT send a suggestion whose only content is empty or whitespace-only text.",
        "prompt",
    ),
    "Agents **MUST** only use content types that both sides support:": (
        SUGGESTION,
        "Agents MUST only use content types that both sides support.",
        "prompt",
    ),
    "The Client **SHOULD** skip the whole suggestion rather than offer the remaining blocks, "
    "because dropping a block changes what the prompt asks for.": (
        SUGGESTIONS,
        "The Client SHOULD skip the whole suggestion rather than offer the remaining blocks, "
        "because dropping a block changes what the prompt asks for.",
        "prompt",
    ),
    "Agents **MUST** predict a list from the conversation as it stands when they send it.": (
        UPDATE,
        "Agents MUST predict a list from the conversation as it stands when they send it.",
        "prompt",
    ),
    "If the conversation changes before the Agent has sent a prediction, for example because a "
    "`session/prompt` arrived, the Agent **MUST** discard that prediction.": (
        UPDATE,
        "If the conversation changes before the Agent has sent a prediction, for example because "
        "a `session/prompt` arrived, the Agent MUST discard that prediction.",
        "prompt",
    ),
    "If the current list is not empty, the Agent **MUST** replace it or withdraw it with "
    "`suggestions: []`.": (
        UPDATE,
        "When the Agent accepts a `session/prompt` for the session and the current list is not "
        "empty, the Agent MUST replace the list or withdraw it with `suggestions: []`.",
        "prompt",
    ),
    "Agents **SHOULD** replace or withdraw the list when it stops applying for another reason.": (
        UPDATE,
        "Agents SHOULD replace or withdraw the list when it stops applying for another reason",
        "prompt",
    ),
    "A Client **MAY** stop offering it at any time, for example when the user dismisses it, "
    "starts typing, or sends a prompt.": (
        UPDATE,
        "A Client MAY stop offering the list at any time, for example when the user dismisses "
        "it, starts typing, or sends a prompt",
        "prompt",
    ),
    "Agents **MAY** send an update at any time.": (
        UPDATE,
        "the Agent MAY send an update at any time.",
        "prompt",
    ),
    "Agents **SHOULD NOT** include suggestions in session replay.": (
        UPDATE,
        "Agents SHOULD NOT include `prompt_suggestions_update` in",
        "setup",
    ),
    "A Client **MUST NOT** send a suggestion as a prompt without an explicit user action.": (
        UPDATE,
        "A Client MUST NOT send a suggestion as a prompt without an explicit user action.",
        "prompt",
    ),
    "That UI **SHOULD** show the full text and identify every other block, such as a linked "
    "file, before the user selects the suggestion.": (
        UPDATE,
        "that UI SHOULD show the full text and identify every other block, such as a linked "
        "file, before the user selects the suggestion.",
        "prompt",
    ),
    "Agents **MUST NOT** send `prompt_suggestions_update` unless the Client advertises this "
    "capability.": (
        UPDATE,
        "The Agent MUST NOT send `prompt_suggestions_update` unless the Client advertised support",
        "prompt",
    ),
}
# Rules the RFD states without a keyword, each one as binding.
UNMARKED: dict[str, tuple[str, str, str]] = {
    "A setting that is on by default does not.": (
        UPDATE,
        "a setting that is on by default does not.",
        "prompt",
    ),
    "Clients do not wait for an update before they accept the user's next prompt.": (
        UPDATE,
        "Clients do not wait for an update before they accept the user's next prompt.",
        "prompt",
    ),
    "An update and a prompt can cross in transit.": (
        UPDATE,
        "An update and a prompt can cross in transit",
        "prompt",
    ),
    "The Agent replaces or withdraws that list when it accepts the prompt, so the Client does "
    "not need to detect this case.": (
        UPDATE,
        "The Agent replaces or withdraws that list when it accepts the prompt, so the Client does "
        "not need to detect this case.",
        "prompt",
    ),
}
KEYWORD = re.compile(r"\b(MUST NOT|SHOULD NOT|MUST|SHOULD|MAY)\b")


def rfd_normative_sentences() -> list[str]:
    """The RFD's sentences with a bold RFC 2119 keyword, list markers removed."""
    text = require_shared(RFD).read_text("utf-8")
    sentences = []
    for paragraph in text.split("\n\n"):
        flat = " ".join(paragraph.split()).removeprefix("* ")
        for sentence in re.split(r"(?<=[.!?:])\s+(?=[A-Z`*])", flat):
            if re.search(r"\*\*(MUST|SHOULD|MAY)", sentence):
                sentences.append(sentence.removeprefix("* "))
    return sentences


@cache
def pages(version: str) -> dict[str, str]:
    # White space folded: the pages' prose is wrapped, and a line break in it is a space.
    return {
        name: " ".join(text.split())
        for name, text in docs_fragments(version).items()
        if name.startswith("protocol/")
    }


def test_the_table_places_every_normative_sentence_of_the_rfd() -> None:
    assert sorted(rfd_normative_sentences()) == sorted(NORMATIVE)
    text = " ".join(require_shared(RFD).read_text("utf-8").split())
    for sentence in UNMARKED:
        assert sentence in text


@pytest.mark.parametrize("version", ["v1", "v2"])
@pytest.mark.parametrize("sentence", [*NORMATIVE, *UNMARKED])
def test_sentence_is_written_once_in_the_schema_and_shown_once_on_a_page(
    version: str, sentence: str
) -> None:
    pointer, ours, page = {**NORMATIVE, **UNMARKED}[sentence]
    holders = [p for p, text in schema_descriptions(merged_document(version)) if ours in text]
    assert holders == [pointer], f"{ours!r} is in {holders}, not once in {pointer}"
    shown = KEYWORD.sub(r"**\1**", ours)
    on_pages = [name for name, text in pages(version).items() if shown in text]
    expected = PROMPT_PAGE[version] if page == "prompt" else SETUP_PAGE
    assert on_pages == [expected]
    assert pages(version)[expected].count(shown) == 1
