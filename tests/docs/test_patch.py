"""``acp-codegen docs-patch`` against upstream's draft docs folder.

The folder is built as upstream lays it out (``docs/protocol/<v>/draft/<page>.mdx``) from the
shared copies of its pages (``draft-<page>.mdx``); v2 has no committed schema page there, so
its ``schema.mdx`` is the page our renderer makes from upstream's v2 unstable schema, which
matches upstream's generator byte for byte on every page we can compare with. The patch must
apply with ``git apply``, every patched page must compile, every JSON example it adds must
validate against the merged schema, and applying it twice must be refused.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import shutil
import subprocess
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.cli import main
from acp_codegen.docs.fragments import PLACEMENTS, Placement
from acp_codegen.docs.patch import insert_fragment, splice_sections
from acp_codegen.docs.prettier import format_documents
from acp_codegen.docs.sections import render_definition_sections
from acp_codegen.errors import GenerationError
from acp_codegen.load import LoadedProtocol, in_memory, load_protocol
from acp_codegen.model.build import build_model
from jsonschema import Draft202012Validator
from support import ACP, REPO, compile_failures, require_shared, upstream_schema

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("repository_prettier")]

VERSIONS = ["v1", "v2"]
PROMPT_PAGE = {"v1": "prompt-turn.mdx", "v2": "prompt-lifecycle.mdx"}
# The params type of each method whose messages the patch shows.
PARAMS = {
    "v1": {"initialize": "InitializeRequest", "session/update": "SessionNotification"},
    "v2": {"initialize": "InitializeRequest", "session/update": "UpdateSessionNotification"},
}
GENERATED = REPO / "generated"
TYPE_SECTION = re.compile(r'^## <span class="font-mono">(.+)</span>$', re.M)


@cache
def upstream_document(version: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(upstream_schema(version, True).read_text("utf-8"))
    return data


@cache
def merged_protocol(version: str) -> LoadedProtocol:
    return load_protocol(version, "unstable", base=upstream_schema(version, True))


def merged(version: str) -> dict[str, Any]:
    return merged_protocol(version).document


@cache
def v2_schema_page() -> str:
    model = build_model(in_memory(upstream_document("v2"), "schema.unstable.json", "v2"))
    sections = render_definition_sections(model)
    return "\n".join(sections[name] for name in sorted(sections))


def build_docs_dir(version: str, target: Path) -> Path:
    """Upstream's draft docs folder for ``version`` in ``target``, as a git work tree."""
    source = require_shared(ACP / version / "docs")
    target.mkdir()
    for page in sorted(source.glob("draft-*.mdx")):
        shutil.copyfile(page, target / page.name.removeprefix("draft-"))
    if version == "v2":
        (target / "schema.mdx").write_text(v2_schema_page(), encoding="utf-8")
    subprocess.run(["git", "init", "--quiet", str(target)], check=True)
    return target


def run_patch(version: str, docs: Path, *options: str) -> tuple[int, str, str]:
    """``acp-codegen docs-patch`` on ``docs``: exit status, stdout, stderr."""
    base = str(upstream_schema(version, True))
    argv = ["docs-patch", "--protocol", version, "--base", base, "--docs", str(docs), *options]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


@dataclass(frozen=True)
class Patched:
    """Upstream's folder before the patch, the patch, and a copy with the patch applied."""

    version: str
    before: Path
    patch: str
    after: Path


@pytest.fixture(scope="module", params=VERSIONS)
def patched(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Patched:
    version: str = request.param
    root = tmp_path_factory.mktemp(f"docs-{version}")
    before = build_docs_dir(version, root / "before")
    status, patch, err = run_patch(version, before)
    assert status == 0, err
    after = build_docs_dir(version, root / "after")
    applied = git_apply(after, patch)
    assert applied.returncode == 0, applied.stderr
    return Patched(version, before, patch, after)


def git_apply(docs: Path, patch: str, *options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["git", "apply", *options, "-"],
        cwd=docs,
        input=patch,
        capture_output=True,
        text=True,
        check=False,
    )


def added_json_examples(patch: str) -> list[Any]:
    """Every ```json block among the patch's added lines."""
    examples = []
    block: list[str] | None = None
    for line in patch.splitlines():
        if not line.startswith("+") or line.startswith("+++"):
            continue
        text = line[1:]
        if block is None and text.strip() == "```json":
            block = []
        elif block is not None and text.strip() == "```":
            examples.append(json.loads("\n".join(block)))
            block = None
        elif block is not None:
            block.append(text)
    return examples


def patch_size(patch: str) -> tuple[int, int]:
    files = sum(1 for line in patch.splitlines() if line.startswith("diff --git "))
    added = sum(
        1 for line in patch.splitlines() if line.startswith("+") and not line.startswith("+++")
    )
    return files, added


def test_patch_applies_compiles_and_is_refused_twice(patched: Patched) -> None:
    version = patched.version
    changed = ["initialization.mdx", PROMPT_PAGE[version], "schema.mdx", "session-setup.mdx"]
    assert re.findall(r"^diff --git a/(\S+) b/\1$", patched.patch, re.M) == changed
    files, added = patch_size(patched.patch)
    assert files == 4 and added > 200
    assert not [line for line in patched.patch.splitlines() if re.match(r"-(?!--)", line)]

    before = {path.name: path.read_text("utf-8") for path in patched.before.glob("*.mdx")}
    after = {path.name: path.read_text("utf-8") for path in patched.after.glob("*.mdx")}
    assert sorted(name for name in after if after[name] != before[name]) == changed
    assert compile_failures({name: after[name] for name in changed}) == {}

    twice = git_apply(patched.after, patched.patch, "--check")
    assert twice.returncode != 0
    assert "patch does not apply" in twice.stderr
    # The patch of a patched folder is empty: nothing is added twice.
    assert run_patch(version, patched.after)[:2] == (0, "")


def test_every_added_json_example_validates_against_the_merged_schema(patched: Patched) -> None:
    version = patched.version
    examples = added_json_examples(patched.patch)
    assert {e["method"] for e in examples} == set(PARAMS[version])
    document = merged(version)
    whole = Draft202012Validator(document)
    for example in examples:
        assert list(whole.iter_errors(example)) == [], example
        pointer = f"#/$defs/{PARAMS[version][example['method']]}"
        params = {"$defs": document["$defs"], "$ref": pointer}
        assert list(Draft202012Validator(params).iter_errors(example["params"])) == [], example


def test_patched_schema_page_is_what_upstreams_generator_makes_from_the_merged_schema(
    patched: Patched,
) -> None:
    version = patched.version
    original = (patched.before / "schema.mdx").read_text("utf-8")
    page = (patched.after / "schema.mdx").read_text("utf-8")

    names = TYPE_SECTION.findall(page)
    assert names == sorted(names, key=str.encode)
    upstream_names = set(TYPE_SECTION.findall(original))
    new = {n for n in merged(version)["$defs"] if n.startswith("PromptSuggestion")}
    if version == "v2":
        new.add("ClientSessionCapabilities")
    assert upstream_names.isdisjoint(new) and set(names) == upstream_names | new
    # Every type section is the merged schema's, as upstream's generator renders it; what
    # precedes the type sections (front matter, method sections) is upstream's, untouched.
    ours = render_definition_sections(build_model(merged_protocol(version)))
    starts = [m.start() for m in TYPE_SECTION.finditer(page)] + [len(page)]
    for name, start, end in zip(names, starts, starts[1:], strict=False):
        assert page[start:end].rstrip("\n") + "\n" == ours[name], name
    first = TYPE_SECTION.search(original)
    assert first is not None and page[: starts[0]] == original[: first.start()]


def test_patched_protocol_pages_are_as_prettier_formats_them(patched: Patched) -> None:
    version = patched.version
    pages = ["initialization.mdx", PROMPT_PAGE[version], "session-setup.mdx"]
    original = {name: (patched.before / name).read_text("utf-8") for name in pages}
    assert format_documents(original) == original, "upstream's pages are prettier's output"
    after = {name: (patched.after / name).read_text("utf-8") for name in pages}
    assert format_documents(after) == after


@pytest.mark.parametrize("version", VERSIONS)
def test_missing_page_or_insertion_point_exits_2_naming_the_page(
    version: str, tmp_path: Path
) -> None:
    docs = build_docs_dir(version, tmp_path / "d")
    (docs / "session-setup.mdx").unlink()
    status, out, err = run_patch(version, docs)
    assert (status, out) == (2, "")
    assert f"{docs / 'session-setup.mdx'}: page not found" in err

    docs = build_docs_dir(version, tmp_path / "e")
    page = docs / PROMPT_PAGE[version]
    page.write_text(page.read_text("utf-8").replace("#### Session Compaction", "#### Compaction"))
    status, out, err = run_patch(version, docs)
    assert (status, out) == (2, "")
    assert str(page) in err and "'#### Session Compaction'" in err


def test_missing_docs_dir_exits_2(tmp_path: Path) -> None:
    status, out, err = run_patch("v1", tmp_path / "absent")
    assert (status, out) == (2, "")
    assert "absent: not a directory" in err


def test_every_fragment_template_has_a_placement() -> None:
    templates = REPO / "generator/acp_codegen/templates/docs/pages"
    for version in VERSIONS:
        pages = {p.name.removesuffix(".j2") for p in (templates / version).glob("*.mdx.j2")}
        assert pages == set(PLACEMENTS[version])


def test_insert_fragment_after_a_section_and_a_paragraph() -> None:
    page = "# T\n\n### A\n\ntext a\n\n```sh\n### not a heading\n```\n\n### B\n\ntext b\n"
    section = Placement("p.mdx", "section", "### A")
    assert insert_fragment(page, "#### New\n\nnew\n", section, label="p.mdx") == (
        "# T\n\n### A\n\ntext a\n\n```sh\n### not a heading\n```\n\n#### New\n\nnew\n\n"
        "### B\n\ntext b\n"
    )
    paragraph = Placement("p.mdx", "paragraph", "text   a")
    assert insert_fragment(page, "added\n", paragraph, label="p.mdx") == page.replace(
        "text a\n", "text a\n\nadded\n"
    )
    done = insert_fragment(page, "added\n", paragraph, label="p.mdx")
    assert insert_fragment(done, "added\n", paragraph, label="p.mdx") == done
    with pytest.raises(GenerationError, match="anchor #b"):
        insert_fragment(page, "### B\n\nother\n", section, label="p.mdx")


def test_splice_sections_replaces_by_name_and_inserts_in_byte_order() -> None:
    head = "# Schema\n\n## Agent\n\nmethods\n\n"
    page = (
        head + '## <span class="font-mono">B</span>\n\nold b\n\n'
        '## <span class="font-mono">D</span>\n\nd\n'
    )
    new = splice_sections(
        page,
        {
            "B": '## <span class="font-mono">B</span>\n\nnew b\n',
            "C": '## <span class="font-mono">C</span>\n\nc\n',
            "a": '## <span class="font-mono">a</span>\n\nlast\n',
        },
    )
    assert new == (
        head + '## <span class="font-mono">B</span>\n\nnew b\n\n'
        '## <span class="font-mono">C</span>\n\nc\n\n'
        '## <span class="font-mono">D</span>\n\nd\n\n'
        '## <span class="font-mono">a</span>\n\nlast\n'
    )


def test_unreadable_page_or_base_exits_2_naming_the_file(tmp_path: Path) -> None:
    docs = build_docs_dir("v1", tmp_path / "d")
    (docs / "initialization.mdx").write_bytes(b"# Initialization\n\n\xff\xfe\n")
    status, out, err = run_patch("v1", docs)
    assert (status, out) == (2, "")
    assert f"{docs / 'initialization.mdx'}: cannot read the page" in err

    missing = tmp_path / "absent.json"
    out, err_io = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err_io):
        status = main(
            ["docs-patch", "--protocol", "v1", "--base", str(missing), "--docs", str(docs)]
        )
    assert (status, out.getvalue()) == (2, "")
    assert "absent.json: no such file" in err_io.getvalue()


def test_prettier_can_be_named(patched: Patched, tmp_path: Path) -> None:
    """``--prettier DIR`` names the package the pages are formatted with, as for
    ``generate``: the repository's own gives the same patch; a folder without prettier is
    refused (exit 2) naming the folder."""
    named = REPO / "node_modules" / "prettier"
    status, out, _ = run_patch(patched.version, patched.before, "--prettier", str(named))
    assert (status, out) == (0, patched.patch)
    status, out, err = run_patch(patched.version, patched.before, "--prettier", str(tmp_path))
    assert (status, out) == (2, "")
    assert f"not found ({tmp_path})" in err


@pytest.mark.golden
def test_committed_schema_fragments_are_what_the_patch_puts_on_upstreams_page(
    patched: Patched,
) -> None:
    """A maintainer who pastes ``generated/docs/<v>/schema/`` by hand gets the patch's text."""
    page = (patched.after / "schema.mdx").read_text("utf-8")
    committed = GENERATED / "docs" / patched.version / "schema"
    fragments = sorted(committed.glob("*.mdx"))
    assert len(fragments) >= 7
    for fragment in fragments:
        assert fragment.read_text("utf-8") in page, fragment.name
