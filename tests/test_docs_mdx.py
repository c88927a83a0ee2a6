"""Every rendered section and every fragment compiles with the pinned MDX compiler.

One node process compiles every document of a test (``tests/node/compile_mdx.mjs``).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.docs import render_definition_sections, render_fragments
from acp_codegen.load import load_protocol
from conftest import REPO, upstream_schema
from jsonschema import Draft202012Validator

COMPILE_SCRIPT = Path(__file__).with_name("node") / "compile_mdx.mjs"


def compile_failures(documents: dict[str, str]) -> dict[str, str]:
    """The documents @mdx-js/mdx fails to compile, with its messages."""
    node = shutil.which("node")
    assert node is not None, "node is needed to compile MDX"
    result = subprocess.run(
        [node, str(COMPILE_SCRIPT)],
        input=json.dumps(documents).encode("utf-8"),
        capture_output=True,
        check=True,
        cwd=REPO,
    )
    failures: dict[str, str] = json.loads(result.stdout)
    return failures


def jsonschema_validator(document: dict[str, Any]) -> Any:
    def validate_example(type_name: str, instance: Any) -> list[str]:
        schema = {"$ref": f"#/$defs/{type_name}", "$defs": document["$defs"]}
        return [error.message for error in Draft202012Validator(schema).iter_errors(instance)]

    return validate_example


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
