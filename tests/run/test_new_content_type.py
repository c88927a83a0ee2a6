"""A new content block type with its capability field needs schema changes only.

The test adds a ``video`` block type to copies of the schemas, as a schema maintainer would:
a ``ContentBlock`` variant, the Agent's ``PromptCapabilities.video`` and the Client's
``promptSuggestions.video`` (annotated ``x-content-block-type``). Every output is generated
from the copies with no code or template edit, and the new type shows wherever the opt-in
types do: the helpers' opt-in logic, the docs' list of opt-in fields, and the vectors.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.packages import load_package
from acp_codegen.pipeline import PACKAGE, generate_repository
from acp_codegen.write import write_tree
from support import REPO, VERSIONS

pytestmark = pytest.mark.usefixtures("repository_prettier")

NEW = "video"
LIKE = "audio"  # the type the new one is modelled on


def renamed(schema: Any) -> Any:
    """A copy of ``schema`` about ``NEW`` instead of ``LIKE``."""
    return json.loads(json.dumps(schema).replace(LIKE, NEW).replace(LIKE.title(), NEW.title()))


def add_content_type(acp: dict[str, Any], overlay: dict[str, Any]) -> None:
    """``NEW`` beside ``LIKE``: a variant of the content block union (excluded from its open
    variant), a field of the Agent's prompt capabilities, a field of the Client's suggestions
    capability (with the definition it refers to)."""
    defs = acp["$defs"]
    union = defs["ContentBlock"]
    branches = union.get("oneOf", union.get("anyOf"))
    at = next(i for i, b in enumerate(branches) if b["properties"]["type"].get("const") == LIKE)
    branches.insert(at + 1, renamed(branches[at]))
    for branch in branches:  # the open variant excludes every tag
        excluded = branch.get("not", {}).get("anyOf", [])
        for i, tag in enumerate(excluded):
            if tag["properties"]["type"]["const"] == LIKE:
                excluded.insert(i + 1, renamed(tag))
                break
    for name, schema in list(defs.items()):
        if LIKE.title() in name and NEW.title() not in name:
            defs[name.replace(LIKE.title(), NEW.title())] = renamed(schema)
    agent = defs["PromptCapabilities"]["properties"]
    agent[NEW] = renamed(agent[LIKE])
    for name, schema in list(overlay["$defs"].items()):
        if LIKE.title() in name:
            overlay["$defs"][name.replace(LIKE.title(), NEW.title())] = renamed(schema)
        client = schema.get("properties", {})
        if "x-content-block-type" in client.get(LIKE, {}):
            client[NEW] = renamed(client[LIKE])


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    schemas = tmp_path_factory.mktemp("schema")
    for version in VERSIONS:
        folder = schemas / version
        folder.mkdir()
        acp = json.loads((REPO / "schema" / version / "acp.json").read_text())
        overlay = json.loads((REPO / "schema" / version / "prompt-suggestions.json").read_text())
        add_content_type(acp, overlay)
        (folder / "acp.json").write_text(json.dumps(acp, indent=2))
        (folder / "prompt-suggestions.json").write_text(json.dumps(overlay, indent=2))
    return generate_repository(schema_dir=schemas)


def client_with(*fields: str) -> dict[str, Any]:
    return {"session": {"promptSuggestions": {field: {} for field in fields}}}


@pytest.mark.slow
@pytest.mark.parametrize("version", VERSIONS)
def test_the_helpers_opt_in_to_the_new_type(
    version: str, tree: dict[str, bytes], tmp_path: Path
) -> None:
    write_tree(tmp_path, {k: v for k, v in tree.items() if k.startswith("python/")})
    folder = tmp_path / "python" / PACKAGE / version
    capabilities = load_package(folder, "capabilities")
    agent_on = {NEW: True} if version == "v1" else {NEW: {}}
    block = json.loads(tree[f"vectors/{version}/capabilities.json"])["blocks"][NEW]
    assert block["type"] == NEW
    assert NEW in capabilities.allowed_block_types(client_with(NEW), agent_on)
    assert NEW not in capabilities.allowed_block_types(client_with(LIKE), agent_on)
    assert NEW not in capabilities.allowed_block_types(client_with(NEW), {})
    update = {"sessionUpdate": "prompt_suggestions_update", "suggestions": [{"prompt": [block]}]}
    assert capabilities.check_update_for_client(update, client_with(NEW), agent_on) == []
    (error,) = capabilities.check_update_for_client(update, client_with(), agent_on)
    assert error.rule == "content-type-not-allowed"
    suggestions = load_package(folder, "suggestions")
    agent = suggestions.AgentSuggestions("s", client_with(NEW), agent_on)
    assert agent.offer([{"prompt": [block]}], predicted_at=agent.mark()) is not None


@pytest.mark.slow
@pytest.mark.parametrize("version", VERSIONS)
def test_the_docs_and_vectors_list_the_new_type(version: str, tree: dict[str, bytes]) -> None:
    page = tree[f"docs/{version}/protocol/initialization.mdx"].decode()
    assert f'path="session.promptSuggestions.{NEW}"' in page
    assert f"Suggestions may include `{NEW}` blocks." in page
    readme = tree[f"vectors/{version}/README.md"].decode()
    assert f"`{LIKE}`, `embeddedContext` and `{NEW}` fields are objects" in readme
    matrix = json.loads(tree[f"vectors/{version}/capabilities.json"])
    assert f"{NEW}-only" in matrix["clientCapabilities"]
    both = next(c for c in matrix["cases"] if c["client"] == c["agent"] == f"{NEW}-only")
    assert both["allowed"][NEW] and not both["allowed"][LIKE]
