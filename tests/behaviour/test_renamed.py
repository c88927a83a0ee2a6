"""A profile that renames the classes the behaviour modules use keeps the package working.

The behaviour modules know the package's classes by role (``ContentBlock``, ``PromptSuggestion``,
``TextContentBlock``, ...); ``_facts`` imports each class under that name from the model's own
class names, so a package whose profile renames every one of them still imports, and its
helpers and checker still give the conformance vectors' verdicts.
"""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest
from acp_codegen.behaviour.facts import proposal_facts
from acp_codegen.load import load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.packages import load_package
from acp_codegen.sdk.profile import parse_profile
from acp_codegen.write import write_tree
from support import REPO, VERSIONS, base_tree


def renaming_profile(version: str) -> dict[str, object]:
    """A profile table that gives each class the behaviour modules use another name."""
    loaded = load_protocol(version, "unstable")
    facts = proposal_facts(build_model(loaded), version, loaded.label)
    assert facts is not None
    return {
        "names": {
            facts.block_class: "Block",
            facts.suggestion_class: "Suggestion",
            facts.notification_class: "Note",
        },
        "variants": {
            facts.block_union: {"text": "PlainBlock"},
            facts.union: {facts.tag: "SuggestionsChanged", "session_info_update": "InfoChanged"},
        },
    }


@pytest.fixture(scope="module")
def renamed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """version -> the folder of a python package generated under the renaming profile."""
    folders = {}
    for version in VERSIONS:
        profile = parse_profile(renaming_profile(version), "renaming.toml", "profile")
        out = tmp_path_factory.mktemp(f"renamed-{version}")
        tree = base_tree(
            version,
            REPO / "schema" / version / "acp.json",
            "renamed",
            frozenset({"python"}),
            out=out,
            profile=profile,
            where="renaming.toml",
            additions=True,
        )
        write_tree(out, tree)
        folders[version] = out / "python" / "renamed"
    return folders


def module(folder: Path, name: str) -> ModuleType:
    return load_package(folder, name)


@pytest.mark.parametrize("version", VERSIONS)
def test_the_profile_renames_the_classes(version: str, renamed: dict[str, Path]) -> None:
    """The renamed classes exist under their new names only, so what follows uses them."""
    models = module(renamed[version], "models")
    for name in ("Block", "Suggestion", "Note", "PlainBlock", "SuggestionsChanged", "InfoChanged"):
        assert hasattr(models, name), name
    for name in ("ContentBlock", "PromptSuggestion", "TextContentBlock"):
        assert not hasattr(models, name), name


@pytest.mark.parametrize("version", VERSIONS)
def test_helpers_work_on_renamed_classes(version: str, renamed: dict[str, Path]) -> None:
    """Every module of the package imports; the helpers build and read the renamed classes
    (a text suggestion, the interim form), and a capability vector gets its verdict."""
    folder = renamed[version]
    models = module(folder, "models")
    suggestions = module(folder, "suggestions")
    capabilities = module(folder, "capabilities")
    module(folder, "transcript")
    vectors = REPO / "generated" / "vectors" / version
    matrix = json.loads((vectors / "capabilities.json").read_text())
    client = matrix["clientCapabilities"]["all-types"]
    agent = matrix["agentPromptCapabilities"]["all-types"]
    assert capabilities.may_send(client)
    assert set(capabilities.allowed_block_types(client, agent)) == set(matrix["blocks"])

    agent_side = suggestions.AgentSuggestions("s", client, agent)
    sent = agent_side.offer(
        [{"prompt": [matrix["blocks"]["text"]]}], predicted_at=agent_side.mark()
    )
    assert isinstance(sent, models.Note)
    client_side = suggestions.ClientSuggestions(client, agent)
    assert client_side.receive(sent)
    (received,) = client_side.current
    assert isinstance(received, models.Suggestion)
    update = suggestions.from_interim({"promptSuggestions": [{"text": "Run the tests"}]})
    assert isinstance(update, models.SuggestionsChanged)
    (block,) = update.suggestions[0].prompt
    assert isinstance(block, models.PlainBlock)
    assert isinstance(suggestions.to_interim(update.suggestions), models.InfoChanged)


@pytest.mark.parametrize("version", VERSIONS)
def test_the_checker_gives_the_vectors_verdicts(version: str, renamed: dict[str, Path]) -> None:
    transcript = module(renamed[version], "transcript")
    vectors = REPO / "generated" / "vectors" / version
    for expected in json.loads((vectors / "transcripts.json").read_text()):
        report = transcript.check((vectors / expected["file"]).read_text().splitlines())
        found = [{"line": f.line, "rule": f.rule, "severity": f.severity} for f in report.findings]
        assert found == expected["findings"], expected["file"]
