"""What docs/architecture.md says of the tree holds: its table of where a test goes names every
test file, and the templates only place strings (no template asks which kind an item is: each
kind is a view type that names its own template), none of them over 40 lines unless the
architecture names it with its reason."""

from __future__ import annotations

import fnmatch
import re

import pytest
from support import REPO, TESTS

ARCHITECTURE = REPO / "docs" / "architecture.md"
TEMPLATES = REPO / "generator" / "acp_codegen" / "templates"
LONGEST = 40
# A template's statements and expressions (not the text it writes, Python or prose).
TAGS = re.compile(r"\{%.*?%\}|\{\{.*?\}\}", re.DOTALL)
# One asking which kind an item is: whether it has an attribute, what its kind or flavour is
# called, or what type a value has.
KIND_TEST = re.compile(
    r"\bis (?:not )?defined\b|\.kind\s*[!=]=|\bflavour\s*[!=]=|\bis (?:not )?(?:string|mapping)\b"
    r"|\bis (?:not )?(?:false|true)\b"
)


def asked_kinds(text: str) -> list[str]:
    """The statements and expressions of a template that ask an item's kind."""
    return [tag for tag in TAGS.findall(text) if KIND_TEST.search(tag)]


def architecture() -> str:
    return ARCHITECTURE.read_text(encoding="utf-8")


def templates() -> list[str]:
    return sorted(
        str(path.relative_to(TEMPLATES)) for path in TEMPLATES.rglob("*") if path.is_file()
    )


def table_patterns(text: str) -> list[str]:
    """The test files (or globs) the first column of the tables names, braces expanded."""
    found = []
    for line in text.splitlines():
        if line.startswith("| `"):
            found += re.findall(r"`([a-z]+/test_[\w*{},]+\.py)`", line.split("|")[1])
    expanded = []
    while found:
        pattern = found.pop()
        braces = re.search(r"\{([^}]*)\}", pattern)
        if braces is None:
            expanded.append(pattern)
            continue
        head, tail = pattern[: braces.start()], pattern[braces.end() :]
        found += [head + choice + tail for choice in braces.group(1).split(",")]
    return expanded


def test_the_table_names_every_test_file() -> None:
    patterns = table_patterns(architecture())
    files = sorted(str(path.relative_to(TESTS)) for path in TESTS.glob("*/test_*.py"))
    assert files, "no test files found"
    missing = [name for name in files if not any(fnmatch.fnmatch(name, p) for p in patterns)]
    assert not missing, f"docs/architecture.md's 'Where a test goes' lacks {missing}"


def test_table_patterns_read_what_the_table_writes() -> None:
    text = "| `a/test_x.py`, `b/test_{y,z}.py` | what |\n| plain | `c/test_w.py` |"
    assert sorted(table_patterns(text)) == ["a/test_x.py", "b/test_y.py", "b/test_z.py"]


@pytest.mark.parametrize("name", templates())
def test_no_template_asks_an_items_kind(name: str) -> None:
    text = (TEMPLATES / name).read_text(encoding="utf-8")
    asked = asked_kinds(text)
    assert not asked, f"{name} tells kinds apart (make each a view type): {asked}"


def test_the_kind_tests_are_recognised() -> None:
    for line in (
        "{% if item.keys is defined %}",
        '{% elif v.kind == "coerce" %}',
        '{% if flavour == "pydantic" %}',
        "{% if replays is string %}",
        "{% for m, r in methods if r is not false %}",
    ):
        assert asked_kinds(line), line
    assert not asked_kinds("{% if x %}kind == 'a' is false{% endif %}")


def test_a_template_over_40_lines_is_explained() -> None:
    text = architecture()
    long = [
        name
        for name in templates()
        if len((TEMPLATES / name).read_text(encoding="utf-8").splitlines()) > LONGEST
    ]
    unexplained = [name for name in long if f"`{name}`" not in text]
    assert not unexplained, f"over {LONGEST} lines, not in docs/architecture.md: {unexplained}"
