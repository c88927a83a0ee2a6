"""Definition sections rendered from upstream's schema equal the sections of upstream's page.

Upstream renders ``docs/draft-schema.mdx`` from ``schema/schema.unstable.json`` and
``docs/schema.mdx`` from ``schema/schema.json`` and formats them with prettier. Every
``## <span class="font-mono">Name</span>`` section of those pages must come out byte-identical.
The definitions the page lists under a method (``#### <span class="font-mono">Name</span>``)
are compared too, with the heading level as the only difference.
"""

from __future__ import annotations

import difflib
import json
import re
from functools import cache

import pytest
from acp_codegen.docs.sections import render_definition_sections, split_sections
from acp_codegen.load import in_memory
from acp_codegen.model.build import build_model
from support import ACP, require_shared, upstream_schema

pytestmark = pytest.mark.usefixtures("repository_prettier")

PAGES = {"unstable": "draft-schema.mdx", "stable": "schema.mdx"}
HEADING = re.compile(r'^## <span class="font-mono">([^<]+)</span>$', re.MULTILINE)
# A definition under a method: up to the next heading of level 2-4 or the next method anchor.
METHOD_TYPE = re.compile(
    r'^#### (<span class="font-mono">([^<]+)</span>\n.*?)(?=^#{2,4} |^<a id=|\Z)',
    re.MULTILINE | re.DOTALL,
)


def upstream_page(flavour: str) -> str:
    return require_shared(ACP / "v1" / "docs" / PAGES[flavour]).read_text(encoding="utf-8")


@cache
def rendered(flavour: str) -> dict[str, str]:
    path = upstream_schema("v1", flavour == "unstable")
    document = json.loads(path.read_text(encoding="utf-8"))
    return render_definition_sections(build_model(in_memory(document, path.name, "v1", flavour)))


def compare(label: str, expected: dict[str, str], actual: dict[str, str]) -> None:
    differing = [name for name, text in expected.items() if actual.get(name) != text]
    print(f"{label}: {len(expected) - len(differing)}/{len(expected)} sections identical")
    diffs = "".join(
        "".join(
            difflib.unified_diff(
                expected[name].splitlines(keepends=True),
                actual.get(name, "").splitlines(keepends=True),
                f"upstream {name}",
                f"rendered {name}",
            )
        )
        for name in differing[:5]
    )
    assert not differing, f"{len(differing)} sections differ: {differing}\n{diffs}"


@pytest.mark.parametrize("flavour", ["unstable", "stable"])
def test_v1_sections_match_upstream_page(flavour: str) -> None:
    page = upstream_page(flavour)
    expected = split_sections(page, HEADING.findall(page), label=PAGES[flavour])
    assert len(expected) > 100
    compare(f"v1 {flavour}", expected, rendered(flavour))


@pytest.mark.parametrize("flavour", ["unstable", "stable"])
def test_v1_method_types_match_upstream_page(flavour: str) -> None:
    expected = {
        match[2]: "## " + match[1].rstrip("\n") + "\n"
        for match in METHOD_TYPE.finditer(upstream_page(flavour))
    }
    assert len(expected) > 40
    compare(f"v1 {flavour} method types", expected, rendered(flavour))


@pytest.mark.parametrize("flavour", ["unstable", "stable"])
def test_every_definition_gets_one_section(flavour: str) -> None:
    """Also the definitions upstream's page leaves out (``x-docs-ignore``)."""
    document = json.loads(upstream_schema("v1", flavour == "unstable").read_text(encoding="utf-8"))
    sections = rendered(flavour)
    assert sorted(sections) == sorted(document["$defs"])
    for name, text in sections.items():
        assert text.startswith(f'## <span class="font-mono">{name}</span>\n\n')
        assert text.endswith("\n") and not text.endswith("\n\n")
        assert text.count('\n## <span class="font-mono">') == 0
