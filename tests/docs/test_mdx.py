"""Every rendered section and every fragment compiles with the pinned MDX compiler.

One node process compiles every document of a test (``tests/node/compile_mdx.mjs``).
"""

from __future__ import annotations

import json

import pytest
from acp_codegen.docs.sections import render_definition_sections
from acp_codegen.load import in_memory
from acp_codegen.model.build import build_model
from support import compile_failures, docs_fragments, merged_document, model_of, upstream_schema

pytestmark = [
    pytest.mark.xdist_group("docs-fragments"),
    pytest.mark.usefixtures("repository_prettier"),
]


def test_compiler_rejects_broken_mdx() -> None:
    failures = compile_failures({"ok": "# Title\n\ntext\n", "broken": "text {unclosed\n"})
    assert list(failures) == ["broken"]


# The stable pages are slow-only: the same renderer over fewer definitions than the unstable
# pages, which the fast loop compiles.
@pytest.mark.parametrize("version", ["v1", "v2"])
@pytest.mark.parametrize("flavour", [pytest.param("stable", marks=pytest.mark.slow), "unstable"])
def test_every_upstream_section_compiles(version: str, flavour: str) -> None:
    document = json.loads(upstream_schema(version, flavour == "unstable").read_text("utf-8"))
    model = build_model(in_memory(document, f"{version} {flavour}", version, flavour))
    sections = render_definition_sections(model)
    assert sorted(sections) == sorted(document["$defs"])
    assert compile_failures(sections) == {}


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_every_merged_section_and_fragment_compiles(version: str) -> None:
    sections = render_definition_sections(model_of(merged_document(version), version))
    documents = {**{f"section {n}": t for n, t in sections.items()}, **docs_fragments(version)}
    assert compile_failures(documents) == {}
