"""Our merged schema files accepted back as ``--base``, as an SDK that vendors one feeds it.

A merged file carries our additions without our annotation keywords (see
:mod:`acp_codegen.vocabulary`). Fed back, with the additions merged again (nothing is left
to add), without them (``--no-additions``: the base is recognised as carrying every one, and
the overlay gives back the annotations), or by its flavour's default, it generates what the
base it was merged from generates with the additions: the same files, byte for byte but for
the SHA-256 of the base file that headers give (the merged file is given the name of the
file it was merged from, which they give too, and which sets the flavour). A base that
carries the additions in part is refused, saying what is missing and why.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.load import SCHEMA_DIR, load_protocol
from support import base_tree

Tree = dict[str, bytes]

# A header's line giving the hash of a file the run read.
DIGEST = re.compile(rb"^.*SHA-256 [0-9a-f]{64}\n", re.M)


def without_digests(tree: Tree) -> Tree:
    return {name: DIGEST.sub(b"", data) for name, data in tree.items()}


def generate(version: str, base: Path, additions: bool | None, outputs: frozenset[str]) -> Tree:
    return base_tree(version, base, "acp_schema", outputs, additions=additions)


def upstream(version: str, folder: Path, name: str) -> Path:
    """Our copy of upstream's ``version`` schema, as upstream names its ``name`` file."""
    folder.mkdir()
    base = folder / name
    shutil.copyfile(SCHEMA_DIR / version / "acp.json", base)
    return base


def fed_back(
    version: str, tmp_path: Path, name: str, additions: bool | None, outputs: frozenset[str]
) -> tuple[Tree, Tree]:
    """What upstream's ``name`` file generates (with the additions, for the unstable
    flavour), and what the merged ``schema.json`` it gave generates when fed back under the
    same name."""
    base = upstream(version, tmp_path / "upstream", name)
    original = generate(version, base, None, outputs | {"schema"})
    (tmp_path / "ours").mkdir()
    merged = tmp_path / "ours" / name
    merged.write_bytes(original["schema.json"])
    return original, generate(version, merged, additions, outputs | {"schema"})


def assert_same_but_headers(original: Tree, again: Tree) -> None:
    assert sorted(again) == sorted(original)
    assert without_digests(again) == without_digests(original)
    assert again != original  # the headers give the merged file's digest
    assert again["schema.json"] == original["schema.json"]


def test_a_merged_file_fed_back_without_additions_generates_the_helpers(tmp_path: Path) -> None:
    """The reported failure: ``--base schema.unstable.json --no-additions`` refused the file
    ("no capability is annotated x-baseline-content-block-types")."""
    original, again = fed_back(
        "v1", tmp_path, "schema.unstable.json", False, frozenset({"schema", "python"})
    )
    assert "python/acp_schema/capabilities.py" in again
    assert "python/acp_schema/suggestions.py" in again
    assert_same_but_headers(original, again)


@pytest.mark.slow
@pytest.mark.parametrize("additions", [True, False, None])
@pytest.mark.parametrize("version", ["v1", "v2"])
def test_a_merged_file_fed_back_generates_what_its_base_does(
    version: str, additions: bool | None, tmp_path: Path
) -> None:
    outputs = frozenset({"schema", "python", "pydantic", "docs"})
    original, again = fed_back(version, tmp_path, "schema.unstable.json", additions, outputs)
    assert_same_but_headers(original, again)


@pytest.mark.slow
@pytest.mark.parametrize("version", ["v1", "v2"])
def test_a_stable_merged_file_fed_back_is_upstream_s(version: str, tmp_path: Path) -> None:
    """The stable files carry no additions: fed back, they are upstream's as they were."""
    outputs = frozenset({"schema", "python", "pydantic"})
    original, again = fed_back(version, tmp_path, "schema.json", None, outputs)
    assert "python/acp_schema/capabilities.py" not in again
    assert_same_but_headers(original, again)


def merged_document(version: str, tmp_path: Path) -> dict[str, object]:
    base = upstream(version, tmp_path / "upstream", "schema.unstable.json")
    document: dict[str, object] = json.loads(
        generate(version, base, True, frozenset({"schema"}))["schema.json"]
    )
    return document


def test_the_additions_are_recognised_whole_or_not_at_all(tmp_path: Path) -> None:
    """A merged file gets the overlay's annotations back without ``--additions``; upstream's
    own file, which carries none of the additions, is left as it is."""
    merged = tmp_path / "merged.json"
    merged.write_text(json.dumps(merged_document("v1", tmp_path)), encoding="utf-8")
    recognised = load_protocol("v1", "stable", base=merged, additions=False)
    assert recognised.overlay is not None
    assert [source.label for source in recognised.sources] == [
        "merged.json",
        "schema/v1/prompt-suggestions.json",
    ]
    upstream = load_protocol("v1", "stable", base=SCHEMA_DIR / "v1" / "acp.json", additions=False)
    assert upstream.overlay is None and len(upstream.sources) == 1


def test_a_base_with_part_of_the_additions_is_refused_saying_why(tmp_path: Path) -> None:
    """Without the Client session capability's field, the additions are not all there: nothing is
    recognised, and the update alone cannot make the helpers."""
    document = merged_document("v1", tmp_path)
    defs = document["$defs"]
    assert isinstance(defs, dict)
    del defs["ClientSessionCapabilities"]["properties"]["promptSuggestions"]
    base = tmp_path / "schema.unstable.json"
    base.write_text(json.dumps(document), encoding="utf-8")
    assert load_protocol("v1", "unstable", base=base, additions=False).overlay is None
    with pytest.raises(GenerationError) as raised:
        generate("v1", base, False, frozenset({"python"}))
    [problem] = raised.value.problems
    assert problem.pointer == "/$defs/PromptSuggestionsUpdate"
    assert "no capability is annotated x-baseline-content-block-types" in problem.message
    assert "when it carries all of them or they are merged (--additions)" in problem.message
    # Merged again, the missing one is added back, and the helpers are made.
    assert "python/acp_schema/capabilities.py" in generate("v1", base, True, frozenset({"python"}))
