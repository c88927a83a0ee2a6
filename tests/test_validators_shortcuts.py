"""A ``pattern`` that only lists the characters of the whole string (``^[...]*$``) compiles to
``str.strip``: which patterns qualify, and that the verdict is the regex's on any string."""

from __future__ import annotations

import re
from functools import cache

import pytest
from acp_codegen.validators import CompiledSchema, compile_schema
from acp_codegen.validators.regex import RUN_LIMIT, character_run, translate
from hypothesis import given, settings
from hypothesis import strategies as st

# The proposal's blank-text rule: ECMA-262 whitespace and line terminators.
BLANK = (
    "^[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*$"
)

RUNS = {
    BLANK: (
        "\t\n\v\f\r \u00a0\u1680" + "".join(map(chr, range(0x2000, 0x200B))) + "\u2028\u2029"
        "\u202f\u205f\u3000\ufeff",
        False,
    ),
    "^[\\s]*$": None,  # filled below: the same set as BLANK, spelled \s
    "^[a-z]+$": ("abcdefghijklmnopqrstuvwxyz", True),
    "^[0-9A-F]*$": ("0123456789ABCDEF", False),
    "^[\\u{1F600}-\\u{1F602}x]+$": ("x\U0001f600\U0001f601\U0001f602", True),
}
RUNS["^[\\s]*$"] = RUNS[BLANK]

NOT_RUNS = (
    "^[^a]*$",  # negated
    "^a*$",  # no class
    "^[a]*b$",  # more than the run
    "[a]*$",  # not anchored at the start
    "^[a]*",  # nor at the end
    "^[a]{2}$",  # not * or +
    "^[\\D]*$",  # a complemented shorthand
    "^[\\d_-]+$",  # a trailing literal "-"
    "^[-a]*$",
    "^[\\p{L}]*$",  # more than RUN_LIMIT characters
    "^[a][b]*$",
)


@pytest.mark.parametrize(("pattern", "expected"), sorted(RUNS.items()))
def test_runs_are_recognised(pattern: str, expected: tuple[str, bool]) -> None:
    chars, at_least_one = expected
    assert character_run(translate(pattern)) == ("".join(sorted(chars)), at_least_one)


@pytest.mark.parametrize("pattern", NOT_RUNS)
def test_other_patterns_keep_the_regex(pattern: str) -> None:
    assert character_run(translate(pattern)) is None
    source = compile_schema({"type": "string", "pattern": pattern}).source
    assert ".search(" in source and ".strip(" not in source


def test_a_long_class_is_no_run() -> None:
    assert character_run(translate(f"^[\\u0100-\\u{256 + RUN_LIMIT - 1:04x}]*$")) is not None
    assert character_run(translate(f"^[\\u0100-\\u{256 + RUN_LIMIT:04x}]*$")) is None


# Strings made mostly of each run's members and their neighbours, where a mistake would show.
ALPHABET = st.sampled_from(
    sorted(
        {c for chars, _ in RUNS.values() for c in chars}
        | {chr(ord(c) + step) for chars, _ in RUNS.values() for c in chars for step in (-1, 1)}
        | set("aZ \x85\x1c\u200b\u180e")
    )
)


@cache
def compiled_run(pattern: str) -> CompiledSchema:
    compiled = compile_schema({"type": "string", "pattern": pattern})
    assert ".strip(" in compiled.source and ".search(" not in compiled.source
    return compiled


@settings(max_examples=300, deadline=None)
@given(st.text(ALPHABET, max_size=6))
def test_the_verdict_is_the_regex_verdict(text: str) -> None:
    for pattern in RUNS:
        compiled = compiled_run(pattern)
        expected = re.search(translate(pattern), text) is not None
        assert compiled.is_valid(text) is expected, (pattern, text)
        assert (compiled.validate(text) == []) is expected
