"""The one literal emitter, ``py_literal``: every JSON value round-trips, nothing else passes,
and NaN and the infinities only where a caller asks for them (the validators); and the
docstring emitter, whose literal says what ``docstring_text`` says, whatever the text."""

from __future__ import annotations

import ast
import inspect
import math

import pytest
from acp_codegen.render import literal
from acp_codegen.render.annotation import none_last
from acp_codegen.render.literal import docstring, docstring_text, py_literal
from hypothesis import given, settings
from hypothesis import strategies as st

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4)
    ),
    max_leaves=20,
)


@given(JSON)
def test_json_values_round_trip(value: object) -> None:
    source = py_literal(value)
    assert ast.literal_eval(source) == value
    assert py_literal(value, non_finite=True) == source


def test_dict_order_is_kept() -> None:
    assert py_literal({"b": 1, "a": [True, None]}) == "{'b': 1, 'a': [True, None]}"


@pytest.mark.parametrize("value", [math.nan, math.inf, -math.inf, [1, math.inf], {"x": math.nan}])
def test_non_finite_numbers_are_not_json(value: object) -> None:
    with pytest.raises(ValueError, match="is not a JSON value"):
        py_literal(value)


@pytest.mark.parametrize(
    ("value", "source"),
    [(math.inf, 'float("inf")'), (-math.inf, 'float("-inf")'), ([math.nan], '[float("nan")]')],
)
def test_non_finite_numbers_on_request(value: object, source: str) -> None:
    assert py_literal(value, non_finite=True) == source
    result = eval(source, {"__builtins__": {"float": float}})  # noqa: S307 - our own output
    assert repr(result) == repr(value)


@pytest.mark.parametrize("value", [(1, 2), {1, 2}, {1: "x"}, b"bytes", object(), {"ok": [1, (2,)]}])
def test_anything_else_is_refused(value: object) -> None:
    with pytest.raises(ValueError, match="not a JSON"):
        py_literal(value, non_finite=True)


def test_subclasses_cannot_choose_their_source() -> None:
    payload = "__import__('os').system('echo owned')"

    class Text(str):
        def __repr__(self) -> str:
            return payload

    class Number(int):
        def __repr__(self) -> str:
            return payload

    class Real(float):
        def __repr__(self) -> str:
            return payload

    assert py_literal(Text("a")) == "'a'"
    assert py_literal(Number(7)) == "7"
    assert py_literal(Real(0.5)) == "0.5"
    assert py_literal({Text("k"): [Number(1)]}) == "{'k': [1]}"


LINES = st.lists(
    st.text(alphabet=st.sampled_from('ab "\\\t\x00\u2028\r'), max_size=8)
    | st.sampled_from(["Plain words.", "  indented", "", '"""', 'ends with a quote"']),
    max_size=5,
)


@given(LINES, st.sampled_from(["", "    "]))
def test_a_docstring_says_its_text(lines: list[str], indent: str) -> None:
    text = "\n".join(lines)
    literal = docstring(text, indent)
    value = ast.literal_eval(literal)
    assert inspect.cleandoc(value) == docstring_text(text)
    # what a formatter may do to a docstring's indentation changes nothing either
    assert inspect.cleandoc(value.replace("\n" + indent, "\n")) == docstring_text(text)


def general_break(line: str, budget: int, start: int) -> int | None:
    """Where a docstring's line breaks by the general rule: a single space past ``start``,
    with a character after it, that starts no block; the last within ``budget``, else the
    first."""
    spaces = [
        i
        for i in range(start + 1, len(line) - 1)
        if line[i] == " "
        and line[i - 1] != " "
        and line[i + 1] != " "
        and not literal._OPENS_BLOCK.match(line, i + 1)
    ]
    fitting = [i for i in spaces if i <= budget]
    return fitting[-1] if fitting else (spaces[0] if spaces else None)


@settings(max_examples=2000, deadline=None)
@given(
    st.text(st.sampled_from("a1 -*#|.)`~\n"), max_size=40),
    st.integers(-2, 40),
    st.integers(0, 40),
)
def test_a_line_breaks_where_the_general_rule_says(line: str, budget: int, start: int) -> None:
    assert literal._break(line, budget, start) == general_break(line, budget, start)


def general_none_last(union: str) -> str:
    """A union's options split at its top-level bars, ``None`` last, each once."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(union):
        depth += char in "[(" and 1 or (-1 if char in "])" else 0)
        if char == "|" and depth == 0:
            parts.append(union[start:index].strip())
            start = index + 1
    parts.append(union[start:].strip())
    ordered = [p for p in parts if p != "None"] + (["None"] if "None" in parts else [])
    return " | ".join(dict.fromkeys(ordered))


@settings(max_examples=2000, deadline=None)
@given(st.lists(st.sampled_from(["None", "int", " | ", "[", "]", "(", ")", "x", " "])).map("".join))
def test_none_goes_last_as_the_general_rule_puts_it(union: str) -> None:
    assert none_last(union) == general_none_last(union)


@given(st.text() | st.text(st.sampled_from("ab'\"\\\n’é\U0001f600\x00")))
def test_an_ascii_literal_escapes_each_character_past_ascii(text: str) -> None:
    escaped = "".join(c if c.isascii() else literal._escape(c) for c in py_literal(text))
    assert literal.ascii_literal(text) == escaped
    assert ast.literal_eval(escaped) == text
