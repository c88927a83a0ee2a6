"""Every rendered section and every fragment compiles with the pinned MDX compiler.

One node process compiles every document of a test (``tests/node/compile_mdx.mjs``).
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest
from acp_codegen.docs import render_definition_sections, render_fragments
from acp_codegen.load import load_protocol
from conftest import upstream_schema
from support import compile_failures, jsonschema_validator


@cache
def merged(version: str) -> dict[str, Any]:
    return load_protocol(version, "unstable").document


def test_compiler_rejects_broken_mdx() -> None:
    failures = compile_failures({"ok": "# Title\n\ntext\n", "broken": "text {unclosed\n"})
    assert list(failures) == ["broken"]


@pytest.mark.parametrize("version", ["v1", "v2"])
@pytest.mark.parametrize("flavour", ["stable", "unstable"])
def test_every_upstream_section_compiles(version: str, flavour: str) -> None:
    document = json.loads(upstream_schema(version, flavour == "unstable").read_text("utf-8"))
    sections = render_definition_sections(document, version=version, flavour=flavour)
    assert sorted(sections) == sorted(document["$defs"])
    assert compile_failures(sections) == {}


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_every_merged_section_and_fragment_compiles(version: str) -> None:
    document = merged(version)
    sections = render_definition_sections(document, version=version, flavour="unstable")
    fragments = render_fragments(
        document,
        version=version,
        flavour="unstable",
        validate_example=jsonschema_validator(document),
        overlay=load_protocol(version, "unstable").overlay or {},
    )
    documents = {**{f"section {n}": t for n, t in sections.items()}, **fragments}
    assert compile_failures(documents) == {}
