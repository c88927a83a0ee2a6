"""The SDK's experimental v2 module from ``examples/python-sdk/experimental-v2.toml``, judged
by the public API of the module its development line commits.

``tests/data/python-sdk/experimental-v2-api.json`` is that API as ``tests/sdk/api_listing.py``
extracted it (every public name; each model's attributes, wire aliases, defaults and
requiredness; each model's JSON Schema in validation and serialization mode, descriptions
aside), with the commit it read; the SDK's code is not in this repository. The test lays out
an SDK tree as the development line has it (upstream's v2 ``schema.unstable.json`` of the
SDK's schema release as ``schema/v2/schema.json``, the profile in ``pyproject.toml``),
generates, and compares the module's listing with the committed one.

The module imports the SDK's base class, which is the SDK's code too: the tree
(``tests/sdk_v2_tree.py``) holds a base class of our own of the same kind in its place
(pydantic's model with attribute names accepted, and a serializer that wraps pydantic's, as
the SDK's does, which makes every model's serialization schema pydantic's schema of any
value), and the helpers of ``acp._deserialize`` the module calls. What the SDK's base class
itself does at run time (the reserved tags it refuses, its serializer) is no part of what this
compares.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from sdk_v2_tree import MODULE, PROFILE, RELEASE, generate, laid_out, with_additions
from support import REPO, require_shared

LISTING = REPO / "tests" / "data" / "python-sdk" / "experimental-v2-api.json"
SCRIPT = REPO / "tests" / "sdk" / "api_listing.py"


def sdk_tree(folder: Path, profile: str | None = None) -> Path:
    """An SDK tree laid out as the development line has it, with the profile appended,
    generated without a warning."""
    result = generate(laid_out(folder, profile))
    assert result.returncode == 0 and "warning" not in result.stderr, result.stderr
    return folder


def differences(folder: Path) -> list[str]:
    """What differs between the committed listing and the tree's module, a line each."""
    command = [sys.executable, str(SCRIPT), "compare", str(LISTING), str(folder / "src"), MODULE]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode in (0, 1), result.stderr
    return [line for line in result.stdout.split("\n") if line]


def test_the_listing_names_the_commit_it_was_read_from() -> None:
    facts = json.loads(LISTING.read_text(encoding="utf-8"))
    assert facts["commit"] == "7408b7e5b9793a944ee4a96dc078975a35795f93"
    assert facts["module"] == MODULE
    # The development line's module: 311 classes (317 pydantic models with the six
    # RootModel[...] bases they subclass).
    assert len(facts["api"]) == 311


def test_the_v2_profile_s_module_has_the_development_line_s_public_api(tmp_path: Path) -> None:
    require_shared(RELEASE)
    found = differences(sdk_tree(tmp_path))
    assert found == [], "\n".join(found)


# What the proposal adds to the v2 module: its classes, the Client's session capabilities
# that hold its capability, and its variant among the session updates.
ADDED = {
    "PromptSuggestion",
    "PromptSuggestionsUpdate",
    "PromptSuggestionsCapabilities",
    "PromptSuggestionsAudioCapabilities",
    "PromptSuggestionsEmbeddedContextCapabilities",
    "PromptSuggestionsImageCapabilities",
    "ClientSessionCapabilities",
    "ClientCapabilities.session",
}


def test_with_the_additions_the_v2_module_differs_only_by_them(tmp_path: Path) -> None:
    require_shared(RELEASE)
    folder = sdk_tree(tmp_path, with_additions(PROFILE.read_text(encoding="utf-8")))
    found = differences(folder)
    added = {line.removesuffix(": added") for line in found if line.endswith(": added")}
    assert added == ADDED, found
    (changed,) = [line for line in found if not line.endswith(": added")]
    # The session updates gain the new variant, the others as they were, in their order.
    assert changed.startswith("UpdateSessionNotification.update: accepts (validation) ")
    before, after = (
        json.loads(side) for side in changed.split(" accepts (validation) ", 1)[1].split(" -> ")
    )
    members = [member.get("$ref") for member in after["anyOf"]]
    assert "#/$defs/PromptSuggestionsUpdate" in members
    members.remove("#/$defs/PromptSuggestionsUpdate")
    assert members == [member.get("$ref") for member in before["anyOf"]]
    # Its tag joins the tags the catch-all refuses: a malformed suggestions update is refused,
    # not taken as an unknown update.
    script = (
        "import sys, pydantic\n"
        f"sys.path.insert(0, {str(folder / 'src')!r})\n"
        f"from {MODULE} import OtherSessionUpdate\n"
        "try:\n"
        "    OtherSessionUpdate.model_validate({'sessionUpdate': 'prompt_suggestions_update'})\n"
        "except pydantic.ValidationError:\n"
        "    print('refused')\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.stdout.strip() == "refused", result.stderr


def release_document() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(
        (RELEASE / "schema.unstable.json").read_text(encoding="utf-8")
    )
    return document


def test_a_variant_the_schema_adds_takes_our_name_with_a_warning(tmp_path: Path) -> None:
    """A schema release that adds a variant to a union the profile names: the module
    generates, the variant takes our derived name, its tag joins those the catch-all refuses,
    and the run warns naming the union and the variant (the profile, unchanged, names the
    others)."""
    require_shared(RELEASE)
    document = release_document()
    document["$defs"]["Bookmark"] = {
        "type": "object",
        "properties": {"label": {"type": "string"}},
        "required": ["label"],
    }
    tag = {"sessionUpdate": {"type": "string", "const": "bookmark_update"}}
    branches = document["$defs"]["SessionUpdate"]["anyOf"]
    catch_all = branches[-1]
    assert catch_all["title"] == "other"
    catch_all["not"]["anyOf"].append(
        {"type": "object", "properties": tag, "required": ["sessionUpdate"]}
    )
    branches.insert(
        len(branches) - 1,
        {
            "type": "object",
            "properties": tag,
            "required": ["sessionUpdate"],
            "allOf": [{"$ref": "#/$defs/Bookmark"}],
        },
    )
    folder = laid_out(tmp_path, document=document)
    result = generate(folder)
    assert result.returncode == 0, result.stderr
    (warning,) = result.stderr.splitlines()
    assert warning.startswith("warning: ") and "profile variants.SessionUpdate: " in warning
    assert "'bookmark_update' (#/$defs/SessionUpdate)" in warning
    assert "acp-codegen's name BookmarkUpdateSessionUpdate" in warning
    script = (
        "import sys, pydantic\n"
        f"sys.path.insert(0, {str(folder / 'src')!r})\n"
        f"from {MODULE} import UpdateSessionNotification, OtherSessionUpdate\n"
        "update = {'sessionUpdate': 'bookmark_update', 'label': 'here'}\n"
        "n = UpdateSessionNotification.model_validate({'sessionId': 's', 'update': update})\n"
        "print(type(n.update).__name__)\n"
        "try:\n"
        "    OtherSessionUpdate.model_validate({'sessionUpdate': 'bookmark_update'})\n"
        "except pydantic.ValidationError:\n"
        "    print('refused')\n"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert run.stdout.split() == ["BookmarkUpdateSessionUpdate", "refused"], run.stderr


def test_a_name_the_profile_declares_that_the_schema_lacks_is_an_error_naming_it(
    tmp_path: Path,
) -> None:
    """A schema release without a variant the profile names: exit 2, one error naming the
    schema file, the profile's key and its pointer, and no module written."""
    require_shared(RELEASE)
    document = release_document()
    branches = document["$defs"]["SessionUpdate"]["anyOf"]
    document["$defs"]["SessionUpdate"]["anyOf"] = [
        b
        for b in branches
        if b.get("properties", {}).get("sessionUpdate", {}).get("const") != "usage_update"
    ]
    assert len(document["$defs"]["SessionUpdate"]["anyOf"]) == len(branches) - 1
    folder = laid_out(tmp_path, document=document)
    result = generate(folder)
    assert result.returncode == 2, result.stderr
    (error,) = result.stderr.splitlines()
    assert error.startswith("acp-codegen: error: ") and "schema.json" in error
    assert "variants.SessionUpdate.usage_update (#/$defs/SessionUpdate): " in error
    assert "the union has no such variant" in error
    assert not (folder / "src" / MODULE.replace(".", "/")).with_suffix(".py").exists()


def test_with_the_additions_the_reserved_tags_table_holds_the_new_tag(tmp_path: Path) -> None:
    """With ``reserved-tags``, the table the SDK's base class reads names the proposal's tag
    among those ``SessionUpdate``'s catch-all refuses, beside the release's own."""
    require_shared(RELEASE)
    profile = with_additions(PROFILE.read_text(encoding="utf-8"))
    asked = profile.replace(
        "tag-defaults = true", 'reserved-tags = "_reserved_tags"\ntag-defaults = true', 1
    )
    folder = sdk_tree(tmp_path, asked)
    script = (
        "import sys\n"
        f"sys.path.insert(0, {str(folder / 'src')!r})\n"
        f"from {MODULE} import OtherSessionUpdate\n"
        "field, tags = OtherSessionUpdate._reserved_tags['OtherSessionUpdate']\n"
        "print(field, *sorted(tags))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    field, *tags = result.stdout.split()
    assert field == "sessionUpdate", result.stderr
    assert "prompt_suggestions_update" in tags and {"user_message", "usage_update"} <= set(tags)
    assert len(tags) == 20  # the release's 19 tagged variants and the proposal's
