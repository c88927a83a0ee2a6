"""Our fragments: changed definitions' sections and the protocol-page sections.

The docs test modules share one rendering of the fragments per version (``support``), so they
run on one xdist worker."""

from __future__ import annotations

import copy
import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.behaviour.facts import proposal_facts
from acp_codegen.docs.fragments import changed_definitions, render_fragments
from acp_codegen.docs.sections import render_definition_sections
from acp_codegen.errors import GenerationError
from acp_codegen.load import OVERLAY_FILE, SCHEMA_DIR, load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.pipeline import generate_repository
from support import docs_fragments, facts_of, merged_document, model_of, render_docs_fragments

PAGES = {
    "v1": ["initialization", "prompt-turn", "session-setup"],
    "v2": ["initialization", "prompt-lifecycle", "session-setup"],
}
# Definitions upstream already has and the overlay extends: (definition, added field or variant).
INSERTIONS = {
    "v1": [
        ("ClientSessionCapabilities", "promptSuggestions"),
        ("SessionUpdate", "prompt_suggestions_update"),
    ],
    "v2": [("ClientCapabilities", "session"), ("SessionUpdate", "prompt_suggestions_update")],
}


pytestmark = [
    pytest.mark.xdist_group("docs-fragments"),
    pytest.mark.usefixtures("repository_prettier"),
]


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_fragment_files(version: str) -> None:
    names = list(docs_fragments(version))
    sections = {n.removeprefix("schema/").removesuffix(".mdx") for n in names if "schema/" in n}
    new = set(merged_document(version)["$defs"]) & {"PromptSuggestion", "PromptSuggestionsUpdate"}
    assert new == {"PromptSuggestion", "PromptSuggestionsUpdate"} and new <= sections
    assert ("ClientSessionCapabilities" in sections) == (version == "v2")
    assert {f"{name}.{field}" for name, field in INSERTIONS[version]} <= sections
    # No fragment claims to be the whole section of a definition upstream already has.
    assert not {name for name, _ in INSERTIONS[version]} & sections
    assert [n for n in names if n.startswith("protocol/")] == [
        f"protocol/{page}.mdx" for page in PAGES[version]
    ]
    assert "README.md" in names
    # The README has a row per fragment, in the order of their files, each naming its file.
    listed = re.findall(r"^\| `([^`]+)` \|", docs_fragments(version)["README.md"], re.MULTILINE)
    assert listed == sorted(name for name in names if name != "README.md")


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_schema_fragments_are_sections_or_insertions_of_the_merged_page(version: str) -> None:
    sections = render_definition_sections(model_of(merged_document(version), version))
    fragments = docs_fragments(version)
    readme = fragments["README.md"]
    for name, text in fragments.items():
        if not name.startswith("schema/"):
            continue
        stem = name.removeprefix("schema/").removesuffix(".mdx")
        if "." in stem:
            definition, field = stem.split(".")
            assert text.startswith(f'<ResponseField name="{field}" ')
            assert text.endswith("</ResponseField>\n")
            assert text in sections[definition]
            assert f"`{name}` | an insertion into upstream's `{definition}` section" in readme
        else:
            assert text == sections[stem]
            assert f"`{name}` | the whole section of a new definition" in readme
    update = fragments["schema/SessionUpdate.prompt_suggestions_update.mdx"]
    assert update.startswith('<ResponseField name="prompt_suggestions_update" type="object">')
    assert update.count("<ResponseField") == update.count("</ResponseField>")


LINK = re.compile(r"\[[^\]]*\]\([^)]*\)")


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_page_prose_comes_from_schema_descriptions(version: str) -> None:
    page = docs_fragments(version)[f"protocol/{PAGES[version][1]}.mdx"]
    assert page.startswith("#### Prompt Suggestions\n")
    assert "#####" not in page
    description = merged_document(version)["$defs"]["PromptSuggestionsUpdate"]["description"]
    crossing = next(p for p in description.split("\n\n") if p.startswith("An update and a prompt"))
    # The page's prose is wrapped at 80 columns, as upstream's is: a line break is a space.
    assert " ".join(crossing.split()) in " ".join(page.split())
    # (Only what cannot break, a link, may stand alone on a longer line.)
    prose = [line for line in page.splitlines() if not line.startswith((" ", "{", "}"))]
    assert all(len(line) <= 80 or " " not in LINK.sub("", line) for line in prose)
    assert page.count("```json\n") == 1
    replay = next(p for p in description.split("\n\n") if p.startswith("Agents SHOULD NOT"))
    setup = docs_fragments(version)["protocol/session-setup.mdx"]
    assert " ".join(setup.split()) == replay.replace("SHOULD NOT", "**SHOULD NOT**")
    init = docs_fragments(version)["protocol/initialization.mdx"]
    assert 'path="session.promptSuggestions"' in init
    assert 'type="PromptSuggestionsCapabilities Object"' in init
    assert "#### Session Capabilities" not in init


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_pages_follow_upstreams_conventions(version: str) -> None:
    """Relative links only, capabilities as JSON paths, and complete examples."""
    fragments = docs_fragments(version)
    for name, text in fragments.items():
        if name.startswith("protocol/"):
            assert "](https://" not in text and 'href="https://' not in text, name
            assert "::" not in text, name
    capability = "clientCapabilities" if version == "v1" else "capabilities"
    prompt_page = fragments[f"protocol/{PAGES[version][1]}.mdx"]
    assert f"`{capability}.session.promptSuggestions`" in prompt_page
    info = '"clientInfo": {' if version == "v1" else '"info": {'
    assert info in fragments["protocol/initialization.mdx"]


# A second rendering; the fast loop has test_golden's comparison of a fresh run's fragments with
# the bytes committed from an earlier one.
@pytest.mark.slow
def test_rendering_is_deterministic() -> None:
    assert render_docs_fragments("v1") == docs_fragments("v1")


def test_invalid_example_fails_generation_naming_fragment_and_example() -> None:
    document = copy.deepcopy(merged_document("v1"))
    suggestion = document["$defs"]["PromptSuggestion"]
    suggestion["required"] = [*suggestion["required"], "rank"]
    with pytest.raises(GenerationError) as raised:
        render_docs_fragments("v1", document)
    problems = raised.value.problems
    assert problems and {p.file for p in problems} == {"v1/protocol/prompt-turn.mdx"}
    assert "example 1 (SessionNotification)" in problems[0].message
    assert "is not a valid SessionNotification" in problems[0].message


def test_validator_sees_every_example() -> None:
    seen: list[str] = []

    def record(type_name: str, instance: Any) -> list[str]:
        seen.append(type_name)
        return []

    render_fragments(
        model_of(merged_document("v2"), "v2"),
        validate_example=record,
        facts=facts_of(merged_document("v2"), "v2"),
    )
    assert sorted(seen) == ["InitializeRequest", "UpdateSessionNotification"]


def test_an_overlay_definition_the_merged_schema_lacks_is_one_problem() -> None:
    document = merged_document("v1")
    overlay = {**(load_protocol("v1", "unstable").overlay or {})}
    overlay["$defs"] = {**overlay.get("$defs", {}), "Zeta": {}, "Alpha": {}}
    with pytest.raises(GenerationError) as raised:
        render_fragments(
            model_of(document, "v1", overlay),
            validate_example=lambda _name, _instance: [],
            facts=facts_of(document, "v1"),
        )
    assert [(p.file, p.message) for p in raised.value.problems] == [
        ("v1 docs fragments", "the merged schema lacks Alpha, Zeta")
    ]


def test_missing_normative_paragraph_is_reported() -> None:
    document = copy.deepcopy(merged_document("v1"))
    update = document["$defs"]["PromptSuggestionsUpdate"]
    update["description"] = update["description"].replace("Clients decide whether", "Clients")
    with pytest.raises(GenerationError) as raised:
        render_docs_fragments("v1", document)
    [problem] = raised.value.problems
    assert problem.file == "v1/protocol/prompt-turn.mdx"
    assert problem.pointer == "#/$defs/PromptSuggestionsUpdate"
    assert "'Clients decide whether'" in problem.message


def test_changed_definitions_come_from_the_overlay() -> None:
    overlay = {"$defs": {"B": {}, "A": {}}, "x-extend": {"C": {}, "A": {}}}
    assert changed_definitions(overlay) == ["A", "B", "C"]


def _schema_folder_with_a_note(tmp_path: Path) -> Path:
    """A copy of ``schema/`` whose v1 overlay adds the definition ``PromptSuggestionNote``."""
    schema_dir = tmp_path / "schema"
    shutil.copytree(SCHEMA_DIR.resolve(), schema_dir)
    overlay_path = schema_dir / "v1" / OVERLAY_FILE
    overlay = json.loads(overlay_path.read_text(encoding="utf-8"))
    overlay["$defs"]["PromptSuggestionNote"] = {
        "description": "A note beside a suggestion.",
        "type": "object",
        "properties": {"text": {"type": "string", "description": "The note."}},
        "required": ["text"],
    }
    overlay_path.write_text(json.dumps(overlay, indent=2), encoding="utf-8")
    return schema_dir


def test_the_fragments_take_the_overlay_their_schema_folder_loads(tmp_path: Path) -> None:
    """load_protocol(schema_dir=...) loads the overlay there, which the fragments are made of."""
    loaded = load_protocol("v1", "unstable", schema_dir=_schema_folder_with_a_note(tmp_path))
    assert loaded.overlay is not None and "PromptSuggestionNote" in loaded.overlay["$defs"]
    model = build_model(loaded)
    facts = proposal_facts(model, "v1", loaded.label)
    assert facts is not None
    fragments = render_fragments(
        model, validate_example=lambda type_name, instance: [], facts=facts
    )
    assert "A note beside a suggestion." in fragments["schema/PromptSuggestionNote.mdx"]


# A whole run over both versions; the fast loop has the test above, and every run of the
# pipeline (test_golden, the generated package) passes a loaded overlay on to the fragments.
@pytest.mark.slow
def test_a_run_takes_the_overlay_of_its_own_schema_folder(tmp_path: Path) -> None:
    """generate_repository(schema_dir=...) reads the overlay there, for the fragments too."""
    tree = generate_repository(schema_dir=_schema_folder_with_a_note(tmp_path))
    assert "docs/v1/schema/PromptSuggestionNote.mdx" in tree
    assert b"A note beside a suggestion." in tree["docs/v1/schema/PromptSuggestionNote.mdx"]
    assert "docs/v2/schema/PromptSuggestionNote.mdx" not in tree
