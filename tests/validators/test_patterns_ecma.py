"""``pattern`` as ECMA-262 means it: the translator against Ajv, on a grid of constructs x strings.

The reference is Ajv (pinned in package.json), which compiles every pattern as ECMA-262 in
Unicode mode (``new RegExp(pattern, "u")``), the mode JSON Schema means. jsonschema-rs is
no reference: its engine takes ``(?i)``, ``\\A`` and ``(?P<n>...)``, refuses ``\\0``, ``[^]``
and ``\\ud83d\\ude00``, and finds no match for ``^\\1(a)$`` in ``"a"``. Where V8, under Ajv,
departs from ECMA-262 (on strings holding surrogates), ``tests/node/pattern_verdicts.cjs``
gives ECMA-262's verdict beside Ajv's, and the translation is held to ECMA-262's.

Each cell of the grid is the verdict of the validator :func:`compile_schema` makes for
``{"type": "string", "pattern": P}`` (the ``str.strip`` shortcut included) on a string. A
pattern Ajv refuses, we refuse as an invalid regular expression at its pointer; a pattern
Ajv takes that we do not support is in :data:`UNSUPPORTED`, refused by name. The fast suite
judges the named cases (verdicts written here) and the whole grid against Ajv's recorded
verdicts (``tests/data/pattern_verdicts.json``); the slow suite checks the record against
Ajv, and seeded random patterns built of the same constructs.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.validators import CompiledSchema, compile_schema
from acp_codegen.validators.regex import (
    BINARY_PROPERTIES,
    CATEGORY_TABLE,
    character_run,
    translate,
)
from support import REPO, node_package, unavailable

# Verdicts ECMA-262 gives and that the translator once got wrong, each with its reason.
NAMED = {
    "any character, \\s\\S in a class, takes NEL": ("^[\\s\\S]+$", "\u0085", True),
    "\\W in a class takes a letter outside ASCII": ("[\\W]", "é", True),
    "\\D in a class takes an Arabic-Indic digit": ("[\\D]", "\u0660", True),
    "\\S in a negated class is whitespace: BOM": ("^[^\\S]+$", "\ufeff", True),
    "\\S in a negated class is whitespace: NEL is not": ("^[^\\S]+$", "\u0085", False),
    "\\w in a class is ASCII": ("^[\\w]+$", "é", False),
    "ASCII only, a class from U+0000": ("^[\\x00-\\x7f]*$", "plain\x00", True),
    "ASCII only refuses é": ("^[\\x00-\\x7f]*$", "é", False),
    "control characters, a class from U+0000": ("^[\\u0000-\\u001f]+$", "\x00\x1f", True),
    "a class up to U+10FFFF": ("^[\\u{10fff0}-\\u{10ffff}]*$", "\U0010ffff", True),
    "a class up to U+10FFFF refuses U+10FFEF": (
        "^[\\u{10fff0}-\\u{10ffff}]*$",
        "\U0010ffef",
        False,
    ),
    "$ is the end, not before a final newline": ("^a$", "a\n", False),
    "dot takes no line separator": ("^.$", "\u2028", False),
    "dot takes an astral character whole": ("^.$", "😀", True),
    "a backreference ahead of its group matches empty": ("^\\1(a)$", "a", True),
    "a backreference to an unmatched group matches empty": ("^(?:(a)|b)\\1$", "b", True),
    "a named backreference": ("^(?<q>['\"]).*\\k<q>$", "'x'", True),
    "\\b judges ASCII word characters alone": ("\\bé", "é", False),
    # Not in the grid: V8 (Node 20) leaves U+10FFFF out of a negated class whose last
    # range ends at U+10FFFE; ECMA-262 complements against every code point.
    "a negated class up to U+10FFFE takes U+10FFFF": (
        "^[^\\u{0}-\\u{10fffe}]$",
        "\U0010ffff",
        True,
    ),
    "\\w is ASCII letters, digits and _: no colon": ("^\\w$", ":", False),
}


@pytest.mark.parametrize("name", sorted(NAMED))
def test_named_case(name: str) -> None:
    pattern, text, expected = NAMED[name]
    assert compiled(pattern).is_valid(text) is expected
    assert (compiled(pattern).validate(text) == []) is expected


# Each construct the translator takes, and those Unicode mode refuses.
CONSTRUCTS = [
    # literal characters and character escapes
    "a",
    "^abc$",
    "^\\^\\$\\\\\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\/$",
    "^\\t\\n\\v\\f\\r$",
    "^\\t$",
    "^\\n$",
    "^\\v$",
    "^\\f$",
    "^\\r$",
    "^\\0$",
    "^\\cJ$",
    "^\\cj$",
    "^\\x41$",
    "^\\xe9$",
    "^\\u0041$",
    "^\\u00E9$",
    "^\\u{41}$",
    "^\\u{0000041}$",
    "^\\u{1F600}$",
    "^\\ud83d\\ude00$",
    "^\\ud83d$",
    "^\\ude00$",
    "^\\ud7ff\\udc00$",
    "^\\udbff\\udfff$",
    "^\\ude00\\ud83d$",
    "^\\u{10FFFF}$",
    "^é$",
    "^😀$",
    "^ $",
    "-",
    "^/$",
    # refused by Unicode mode
    "\\a",
    "\\-",
    '\\"',
    "\\e",
    "\\Z",
    "\\A",
    "\\c1",
    "\\c",
    "\\x4",
    "\\xg0",
    "\\u12",
    "\\u{}",
    "\\u{110000}",
    "\\01",
    "\\1",
    "(a)\\2",
    "\\8",
    "\\k",
    "\\k<a>",
    "(?<a>x)\\k<b>",
    "a{",
    "a{1",
    "a{,2}",
    "a{2,1}",
    "{1}",
    "}",
    "]",
    "*",
    "+a",
    "a**",
    "a++",
    "(?=a)*",
    "(?!a)+",
    "(?<=a)?",
    "^*",
    "$+",
    "\\b+",
    "\\B{2}",
    "(",
    ")",
    "(a))",
    "(?<a>x)(?<a>y)",
    "(?<a>x)|(?<a>y)",
    "(?<1a>x)",
    "(?<>x)",
    "(?i:a)",
    "(?i)a",
    "(?P<a>x)",
    "(?#c)",
    "(?>a)",
    "[\\d-z]",
    "[a-\\d]",
    "[z-a]",
    "[\\B]",
    "[\\1]",
    "[\\k]",
    "[\\a]",
    "[\\c1]",
    "[",
    "[a",
    "\\",
    "\\p{L",
    "\\p{Foo}",
    "\\p{letter}",
    "\\pL",
    "\\p{gc=Foo}",
    "\\p{Foo=Bar}",
    # classes
    "^[abc]$",
    "^[^abc]$",
    "^[a-z]+$",
    "^[-a]$",
    "^[a-]$",
    "^[--/]$",
    "^[\\-]$",
    "^[a\\-z]$",
    "^[\\b]$",
    "^[\\]]$",
    "^[[]$",
    "^[^]]$",
    "^[]$",
    "^[]*$",
    "^[^]$",
    "^[^]*$",
    "^[.]$",
    "^[$^]$",
    "^[\\^]$",
    "^[|&~]$",
    "^[\\s]$",
    "^[\\S]$",
    "^[\\d]$",
    "^[\\D]$",
    "^[\\w]$",
    "^[\\W]$",
    "^[^\\s]$",
    "^[^\\S]$",
    "^[^\\d]$",
    "^[^\\D]$",
    "^[^\\w]$",
    "^[^\\W]$",
    "^[\\s\\S]$",
    "^[\\s\\S]+$",
    "^[^\\S]+$",
    "^[\\d\\D]$",
    "^[\\w\\W]$",
    "^[^\\s\\S]$",
    "^[\\S\\d]$",
    "^[\\W\\d]$",
    "^[\\W_]+$",
    "^[\\Da]+$",
    "^[\\x00-\\x7f]+$",
    "^[^\\x00-\\x7f]+$",
    "^[\\u0000-\\u001f]+$",
    "^[\\0-\\x1f]$",
    "^[\\cA-\\cZ]$",
    "^[\\u{10000}-\\u{10FFFF}]$",
    "^[\\ud800-\\udfff]$",
    "^[\\ud83d\\ude00-\\ud83d\\ude4f]$",
    "^[😀-🙏]$",
    "^[\\u{10FFFF}]$",
    "^[^\\u{10FFFF}]$",
    "^[\\u{10fff0}-\\u{10ffff}]*$",
    "^[\\x00]*$",
    "^[\\x00a]+$",
    "^[^\\x00]*$",
    "^[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*$",
    "^[\\s]*$",
    "^[\\d_-]+$",
    "^[\\p{L}]$",
    "^[\\P{L}]$",
    "^[^\\p{L}]$",
    "^[^\\P{L}]$",
    "^[\\p{Lu}\\p{Nd}]+$",
    "^[\\p{L}\\d]$",
    "^[\\p{Zl}]$",
    "^[\\p{Zl}-z]$",
    "^[a-\\p{Zl}]$",
    "^[\\s-\\d]$",
    "^[\\b-\\x10]$",
    "^[\\u{1F600}-\\u{1F64F}a-c]+$",
    # shorthands outside a class
    "^\\s$",
    "^\\S$",
    "^\\d$",
    "^\\D$",
    "^\\w$",
    "^\\W$",
    "^\\s+$",
    "^\\S+$",
    "\\d",
    "\\W",
    # dot and anchors
    "^.$",
    "^..$",
    "^.*$",
    "^.+$",
    ".",
    "a$",
    "^a",
    "$a",
    "^$",
    "a^",
    "a|^b",
    "^(?:a|b)$",
    "^a|b$",
    "^a$|^$",
    # word boundaries
    "\\bfoo\\b",
    "\\Bo",
    "^\\b",
    "\\b$",
    "é\\b",
    "\\bé",
    "a\\b",
    "\\b_",
    "^\\B$",
    "\\b\\B",
    # quantifiers
    "^a*$",
    "^a+$",
    "^a?$",
    "^a{2}$",
    "^a{2,}$",
    "^a{1,2}$",
    "^a{0}$",
    "^a{01}$",
    "^a{0,0}$",
    "^a*?$",
    "^a+?b$",
    "^a??$",
    "^a{1,2}?$",
    "^(?:ab)*$",
    "^(ab)+$",
    "^(?:a|)+$",
    "^(?:a*)*$",
    "^(?:a?b?)+$",
    "^😀{2}$",
    "^.{3}$",
    "^\\u{1F600}+$",
    "^[^a]{2,3}$",
    "a{0,4294967294}",
    "a{4294967295}",
    "a{0,99999999999}",
    # groups and lookarounds
    "^(?:a)$",
    "^(a)$",
    "^(?<name>a)$",
    "^(?<$x_1>a)$",
    "^(?<\\u0061>a)$",
    "^(?<é>a)$",
    "a(?=b)",
    "a(?!b)",
    "(?<=a)b",
    "(?<!a)b",
    "(?<=a|bc)d",
    "(?<!a|bc)d",
    "(?<=^|,)a",
    "(?<=\\b)a",
    "(?<=a+)b",
    "(?<=a*)b",
    "(?<!a*)b",
    "(?<=(?:a|bc))d",
    "(?<=a{1,3})b",
    "(?<=x(?:a|bc){1,2})d",
    "(?<=a*b+c)d",
    "(?<=\\d+px)x",
    "(?<=(?:ab){2,})c",
    "(?<=(a|bc))d",
    "(?<=\\ba+)b",
    "(?<=a(?:b|c)*)d",
    "^(?=.*\\d)(?=.*[a-z]).{4,}$",
    "^(?!.*(.).*\\1)[a-z]+$",
    "(?=(a))",
    "()",
    "(|a)",
    "^(?:)$",
    "(?:?=a)",
    "(?:*a)",
    "a|",
    "|",
    "(?=)",
    # backreferences
    "^(a)\\1$",
    "^(a)?\\1$",
    "^(a)?\\1b$",
    "^\\1(a)$",
    "^(a\\1)$",
    "^(a\\1)+$",
    "^(?:(a)|b)\\1$",
    "^(a)|\\1b$",
    "^(?:(a)|\\1b)$",
    "^(?<x>a)\\k<x>$",
    "^\\k<x>(?<x>a)$",
    "^(?:(a)b)+\\1$",
    "^(?:(a)|b)+\\1$",
    "^(?:\\1(a))+$",
    "^(?:(a)\\1)+$",
    "^(?:(a)|b\\1)+$",
    "^(?=(a))\\1",
    "^(?=(a))a\\1$",
    "^(?!(a))\\1b",
    "^(?!(a)b)\\1a",
    "(?<=(a)\\1)b",
    "(?<=\\1(a))b",
    "^(a)(?<=\\1)",
    "^(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\\10$",
    "^(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\\11$",
    "^(a)\\10$",
    "^(?:(a)|(b))+$",
    "^(['\"])[^'\"]*\\1$",
    "^((a)|b)\\2$",
    "^(a*)+\\1$",
    "^(?:(a)+)\\1$",
    "^(?:(a)*)\\1$",
    "^(?:(a){2})\\1$",
    "^(a)\\1{2}$",
    "^(a)\\1*b$",
    "^(?:\\b(a))+\\1$",
    "^(?:(?=a)(a))+\\1$",
    "(?<a\\x61>b)",
    "(?<a",
    "(?<=(?:a|b){1,7})c",
    "(?<=a{1,100})b",
    "(?<=x(?:a|b){1,7})c",
    "(?<=xa{1,100})b",
    "(?<=(?:a|b){2,3})c",
    "^\\1😀(a)?$",
    "^\\1\\u{1F600}(a)?$",
    "(?!.*\\b)",
    "^(?:(?!\\S).)*$",
    # Unicode properties
    "^\\p{L}+$",
    "^\\p{Letter}$",
    "^\\p{Lu}$",
    "^\\p{Ll}$",
    "^\\p{Lt}$",
    "^\\p{LC}$",
    "^\\p{Cased_Letter}$",
    "^\\p{gc=Lu}$",
    "^\\p{General_Category=Lu}$",
    "^\\p{General_Category=Letter}$",
    "^\\P{L}$",
    "^\\P{L}+$",
    "^\\p{N}$",
    "^\\p{Nd}$",
    "^\\p{digit}$",
    "^\\p{Nl}$",
    "^\\p{P}$",
    "^\\p{punct}$",
    "^\\p{S}$",
    "^\\p{Sc}$",
    "^\\p{Z}$",
    "^\\p{Zs}$",
    "^\\p{Zl}$",
    "^\\p{C}$",
    "^\\p{Cc}$",
    "^\\p{cntrl}$",
    "^\\p{Cf}$",
    "^\\p{Cs}$",
    "^\\p{Co}$",
    "^\\p{Cn}$",
    "^\\p{M}$",
    "^\\p{Combining_Mark}$",
    "^\\p{Any}$",
    "^\\p{ASCII}$",
    "^\\p{Assigned}$",
    "^\\P{Any}$",
    "^\\P{Assigned}$",
    "^\\p{Script=Greek}$",
    "^\\p{sc=Latn}$",
    "^\\p{scx=Grek}$",
    "^\\p{Alphabetic}$",
    "^\\p{White_Space}$",
    "^\\p{Emoji}$",
    # each at the edge of a rule, where a rule moved by one gives another verdict
    "^\\udc00\\udc00$",
    "(?<a-b>x)",
    "^(a\\1)(b)$",
    "^(?:(a*){1}x)+\\1$",
    "^(?:(?:(?=(a))){1})+\\1$",
    "(?<=xa{0,63})b",
    "(?<=xa{0,64})b",
    "(?<=x(?:a{1,2}){2})c",
    "^[a-a]$",
    "^(?:(a)+\\1|b)$",
    "(?<=x(a){1,2})b\\1",
    "(?<a$>x)\\k<a$>",
]

# What Ajv takes and the translator refuses, each with what its message names.
UNSUPPORTED = {
    "a{4294967295}": "repeats more than",
    "a{0,99999999999}": "repeats more than",
    "(?<=(a|bc))d": "lookbehind of varying length",
    "(?<=\\ba+)b": "lookbehind of varying length",
    "(?<=a(?:b|c)*)d": "lookbehind of varying length",
    "^(?:(a)|b)+\\1$": "a repetition may leave",
    "^(a*)+\\1$": "a repetition may leave",
    "(?<=x(?:a|b){1,7})c": "lookbehind of varying length",
    "(?<=xa{1,100})b": "lookbehind of varying length",
    "^(?:(a)*)\\1$": "a repetition may leave",
    "(?<=\\1(a))b": "in a lookbehind",
    "^(a)(?<=\\1)": "in a lookbehind",
    "^\\p{Script=Greek}$": "Unicode scripts",
    "^\\p{sc=Latn}$": "Unicode scripts",
    "^\\p{scx=Grek}$": "Unicode scripts",
    "^\\p{Alphabetic}$": "binary properties",
    "^\\p{White_Space}$": "binary properties",
    "^\\p{Emoji}$": "binary properties",
    "^(?:(?:(?=(a))){1})+\\1$": "a repetition may leave",
    "(?<=xa{0,64})b": "lookbehind of varying length",
    "(?<=x(a){1,2})b\\1": "lookbehind of varying length",
}

STRINGS = [
    "",
    "a",
    "b",
    "A",
    "z",
    "Z",
    "_",
    "0",
    "9",
    "d",
    "ab",
    "aa",
    "aaa",
    "abc",
    "aab",
    "bab",
    "ba",
    "bc",
    "bcd",
    "ad",
    "foo",
    "foo bar",
    "afoo",
    "a1b2",
    "ab12cd",
    "abca",
    "'x'",
    "\"x'",
    "a\n",
    "\na",
    "a\nb",
    "a\u2028b",
    " ",
    "\t",
    "\n",
    "\r",
    "\v",
    "\f",
    "\x08",
    "\x00",
    "\x1f",
    "\x7f",
    "\x80",
    "\u0085",
    "\u00a0",
    "\u1680",
    "\u180e",
    "\u2000",
    "\u200a",
    "\u200b",
    "\u2028",
    "\u2029",
    "\u202f",
    "\u205f",
    "\u3000",
    "\ufeff",
    "\uffff",
    "é",
    "É",
    "ǅ",
    "ſ",
    "\u212a",
    "\u0660",
    "Ⅻ",
    "ا",
    "\u0301",
    "α",
    "€",
    "-",
    "/",
    ".",
    "$",
    "^",
    "\\",
    "]",
    "[",
    "|",
    "😀",
    "😀😀",
    "🙏",
    "\U00010000",
    "\U0010ffef",
    "\U0010ffff",
    "\ud83d",
    "\ude00",
    "\ud7ff\udc00",
    "\ude00\ud83d",
    "\ue000",
    "\U000e0001",
    "\U000e01f0",
    "a\x00b",
    "^$\\.*+?()[]{}|/",
    "\t\n\v\f\r",
    "JJ",
    "\n\n",
    ":",
    "xab",
    "axaxa",
    "xaac",
    "xaaac",
    "\udc00\udc00",
]


@cache
def compiled(pattern: str) -> CompiledSchema:
    return compile_schema({"type": "string", "pattern": pattern})


def our_verdicts(pattern: str, strings: list[str]) -> list[bool] | str:
    """The verdicts of the compiled validator, or the message it was refused with."""
    try:
        validator = compiled(pattern)
    except GenerationError as error:
        [problem] = error.problems
        assert problem.pointer == "/pattern"
        return problem.message
    verdicts = [validator.is_valid(text) for text in strings]
    assert [validator.validate(text) == [] for text in strings] == verdicts
    return verdicts


def ajv_verdicts(patterns: list[str], strings: list[str], folder: Path) -> list[dict[str, Any]]:
    """Per pattern, Ajv's refusal ``{"error": ...}``, or its verdicts ``{"ajv": [...],
    "spec": [...]}``: Ajv's own, and ECMA-262's, which V8 gives but for two departures that
    ``pattern_verdicts.cjs`` works around (both on strings holding surrogates)."""
    node_package("ajv")
    node = "node"
    grid = folder / "grid.json"
    grid.write_text(json.dumps({"patterns": patterns, "strings": strings}), encoding="utf-8")
    script = REPO / "tests" / "node" / "pattern_verdicts.cjs"
    run = subprocess.run([node, str(script), str(grid)], capture_output=True, text=True, check=True)
    verdicts: list[dict[str, Any]] = json.loads(run.stdout)
    return verdicts


def surrogates(text: str) -> bool:
    """Whether ``text`` holds a surrogate pair (an astral character) or a lone surrogate."""
    return any(ord(char) > 0xFFFF or 0xD800 <= ord(char) <= 0xDFFF for char in text)


def disagreements(
    patterns: list[str],
    strings: list[str],
    references: list[dict[str, Any]],
    *,
    listed: bool = True,
) -> list[str]:
    """Every cell where the translation and ECMA-262 differ, every refusal not as expected
    (``listed``: a pattern Ajv takes is refused only when :data:`UNSUPPORTED` has it), and
    every cell where Ajv departs from ECMA-262 on a string without surrogates."""
    found = []
    cells = agreed = departures = refused = 0
    for pattern, reference in zip(patterns, references, strict=True):
        ours = our_verdicts(pattern, strings)
        if "error" in reference:
            if not (isinstance(ours, str) and "invalid regular expression" in ours):
                found.append(f"{pattern!r}: Ajv refuses it ({reference['error']}), we say {ours}")
            continue
        if isinstance(ours, str):
            refused += 1
            expected = UNSUPPORTED.get(pattern, None if listed else "")
            if expected is None or expected not in ours or "not supported" not in ours:
                found.append(f"{pattern!r}: Ajv takes it, we refuse it: {ours}")
            continue
        if pattern in UNSUPPORTED:
            found.append(f"{pattern!r}: listed as unsupported, but translated")
        cells_of = zip(strings, ours, reference["spec"], reference["ajv"], strict=True)
        for text, mine, spec, ajv in cells_of:
            cells += 1
            agreed += mine is spec
            departures += ajv is not spec
            if mine is not spec:
                found.append(f"{pattern!r} on {text!r}: ECMA-262 says {spec}, we say {mine}")
            if ajv is not spec and not surrogates(text):
                found.append(f"{pattern!r} on {text!r}: Ajv says {ajv}, ECMA-262 {spec}")
    print(
        f"{len(patterns)} patterns x {len(strings)} strings: {agreed} of {cells} cells agree"
        f" with ECMA-262; Ajv departs from it in {departures}; {refused} patterns"
        " not supported"
    )
    return found


# Ajv's verdicts on the grid, recorded (``python tests/validators/test_patterns_ecma.py``
# records them again), so that the fast suite judges the whole grid without Node; the slow
# suite checks the record against Ajv.
RECORD = REPO / "tests" / "data" / "pattern_verdicts.json"


def condensed(verdict: dict[str, Any]) -> dict[str, Any]:
    """A pattern's entry in the record: Ajv's refusal, or ECMA-262's verdicts as a string of
    0 and 1, with the strings where Ajv says otherwise."""
    if "error" in verdict:
        return {"error": verdict["error"]}
    spec, ajv = verdict["spec"], verdict["ajv"]
    entry: dict[str, Any] = {"verdicts": "".join("01"[v] for v in spec)}
    departs = [index for index, (a, b) in enumerate(zip(spec, ajv, strict=True)) if a is not b]
    if departs:
        entry["ajv_departs_at"] = departs
    return entry


def expanded(entry: dict[str, Any]) -> dict[str, Any]:
    if "error" in entry:
        return {"error": entry["error"]}
    spec = [char == "1" for char in entry["verdicts"]]
    departs = set(entry.get("ajv_departs_at", ()))
    return {"spec": spec, "ajv": [v ^ (i in departs) for i, v in enumerate(spec)]}


def record() -> None:
    with tempfile.TemporaryDirectory() as folder:
        verdicts = ajv_verdicts(CONSTRUCTS, STRINGS, Path(folder))
    lines = [json.dumps({"strings": STRINGS})] + [
        json.dumps({"pattern": pattern, **condensed(verdict)}, ensure_ascii=False)
        for pattern, verdict in zip(CONSTRUCTS, verdicts, strict=True)
    ]
    RECORD.write_text("\n".join(lines) + "\n", encoding="utf-8")


@cache
def recorded() -> dict[str, dict[str, Any]]:
    header, *entries = map(json.loads, RECORD.read_text(encoding="utf-8").splitlines())
    assert header["strings"] == STRINGS, "the strings changed: record the grid again"
    return {entry.pop("pattern"): entry for entry in entries}


def test_the_whole_grid_agrees_with_ecma_262() -> None:
    """Every construct on every string: the translation gives ECMA-262's verdict (as Ajv's
    record has it), refuses what Ajv refuses, and refuses by name what it does not support."""
    assert len(set(CONSTRUCTS)) == len(CONSTRUCTS)
    assert set(UNSUPPORTED) <= set(CONSTRUCTS)
    missing = [pattern for pattern in CONSTRUCTS if pattern not in recorded()]
    assert not missing, f"not recorded (record the grid again): {missing}"
    references = [expanded(recorded()[pattern]) for pattern in CONSTRUCTS]
    problems = disagreements(CONSTRUCTS, STRINGS, references)
    assert not problems, "\n".join(problems)


@pytest.mark.slow
def test_the_record_is_ajv_s(tmp_path: Path) -> None:
    live = ajv_verdicts(CONSTRUCTS, STRINGS, tmp_path)
    stale = [
        pattern
        for pattern, verdict in zip(CONSTRUCTS, live, strict=True)
        if condensed(verdict) != recorded().get(pattern)
    ]
    assert not stale, f"Ajv now says otherwise (record the grid again): {stale}"


@pytest.mark.slow
def test_unicode_properties_are_refused_as_ajv_refuses_them(tmp_path: Path) -> None:
    """A binary property ECMA-262 knows is not supported (but Any, ASCII, Assigned); a name
    it does not know is an invalid regular expression."""
    names = sorted(BINARY_PROPERTIES) + ["Foo", "Space", "White_space", "RGI_Emoji", "Basic"]
    patterns = [f"\\p{{{name}}}" for name in names]
    live = ajv_verdicts(patterns, STRINGS, tmp_path)
    problems = disagreements(patterns, STRINGS, live, listed=False)
    assert not problems, "\n".join(problems)


@pytest.mark.slow
def test_the_category_table_is_node_s(tmp_path: Path) -> None:
    """``unicode_categories.txt`` is what Node's RegExp says, when Node has its Unicode."""
    node = shutil.which("node")
    if node is None:
        unavailable("node is not on PATH: Node.js says which Unicode its RegExp has")
    version = subprocess.run(
        [node, "-p", "process.versions.unicode"], capture_output=True, text=True, check=True
    ).stdout.strip()
    if f"Unicode {version}:" not in CATEGORY_TABLE.read_text(encoding="ascii"):
        pytest.skip(f"this Node has Unicode {version}, the table another version")
    written = tmp_path / "categories.txt"
    script = REPO / "tests" / "node" / "unicode_categories.cjs"
    subprocess.run([node, str(script), str(written)], check=True)
    assert written.read_text(encoding="ascii") == CATEGORY_TABLE.read_text(encoding="ascii")


# Random patterns: atoms of every kind, in classes or not, grouped, looked around, repeated,
# alternated, referred back to, over strings of the characters the atoms name.
ALPHABET = ["a", "b", "_", "0", "é", "😀", " ", "\n", "\u0085", "\u0660", "\ufeff", "-"]
ATOMS = ["a", "b", "é", "😀", "\\u{1F600}", " ", "-", ".", "\\d", "\\D", "\\s", "\\S", "\\w"]
ATOMS += ["\\W", "\\n", "\\x61", "\\u0062", "\\p{L}", "\\P{L}", "\\p{Nd}", "\\0", "\\-"]
CLASS_MEMBERS = [m for m in ATOMS if m not in (".", "\\0")] + ["a-b", "\\0-a", "-", "\\b"]
QUANTIFIERS = ["", "", "", "*", "+", "?", "{2}", "{0,2}", "{1,}", "*?", "+?", "{1,2}?"]


def random_pattern(rng: random.Random) -> str:
    groups = 0

    def term(depth: int) -> str:
        nonlocal groups
        roll = rng.random()
        if roll < 0.35 or depth > 2:
            atom = rng.choice(ATOMS)
        elif roll < 0.55:
            members = "".join(rng.choice(CLASS_MEMBERS) for _ in range(rng.randint(0, 3)))
            atom = "[" + rng.choice(["", "^"]) + members + "]"
        elif roll < 0.75:
            kind = rng.choice(["(", "(", "(?:", "(?=", "(?!", "(?<=", "(?<!"])
            groups += kind == "("
            atom = kind + disjunction(depth + 1) + ")"
            if kind not in ("(", "(?:"):
                return atom
        elif roll < 0.85:
            return rng.choice(["^", "$", "\\b", "\\B"])
        else:
            atom = f"\\{rng.randint(1, max(1, groups + 1))}"
        return atom + rng.choice(QUANTIFIERS)

    def disjunction(depth: int) -> str:
        branches = rng.choice([1, 1, 1, 2, 3])
        return "|".join(
            "".join(term(depth) for _ in range(rng.randint(0, 3))) for _ in range(branches)
        )

    return disjunction(0)


def random_grid(seed: int, count: int) -> tuple[list[str], list[str]]:
    rng = random.Random(seed)
    patterns = sorted({random_pattern(rng) for _ in range(count)})
    strings = sorted(
        {"".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 5))) for _ in range(60)}
    )
    return patterns, strings


@pytest.mark.slow
def test_random_patterns_agree_with_ajv(tmp_path: Path) -> None:
    patterns, strings = random_grid(seed=49, count=3000)
    live = ajv_verdicts(patterns, strings, tmp_path)
    problems = disagreements(patterns, strings, live, listed=False)
    assert not problems, "\n".join(problems[:50])


def test_a_run_is_the_set_the_pattern_names() -> None:
    """The ``str.strip`` shortcut's characters are the pattern's set, at both ends of the
    code points too."""
    assert character_run("^[\\x00-\\x03]*$") == ("\x00\x01\x02\x03", False)
    assert character_run("^[\\u{10fffe}-\\u{10ffff}a]+$") == ("a\U0010fffe\U0010ffff", True)
    assert character_run("^[^\\S]*$") == ("".join(sorted(set(ECMA_SPACE))), False)
    assert character_run("^a*$") == ("a", False)
    assert character_run("^[a]{1,}$") == ("a", True)
    assert character_run("^[a]{2,}$") is None
    assert character_run("^[a]*$|b") is None
    assert character_run("^a*b") is None
    assert character_run("ba*$") is None
    # The shortcut lists at most RUN_LIMIT characters: 256 do, 257 do not.
    assert character_run("^[\\x00-\\xff]*$") == ("".join(map(chr, range(256))), False)
    assert character_run("^[\\x00-\\u0100]*$") is None


ECMA_SPACE = "\t\n\v\f\r \u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff" + "".join(
    map(chr, range(0x2000, 0x200B))
)


def test_a_translation_spells_every_set_out() -> None:
    """The translation a validator holds: the ECMA-262 sets written out as code points."""
    assert translate("^[A-Z]{3}$") == "^[A-Z]{3}\\Z"
    assert translate("^[\\s\\S]+$") == "^[\\u0000-\\U0010ffff]+\\Z"
    assert translate("\\D") == "[^0-9]"
    assert translate("^(a)\\1$") == "^(?P<g1>a)(?(g1)(?P=g1))\\Z"
    assert translate("a*b+c?d{2}e{2,}f{2,3}g??") == "a*b+c?d{2}e{2,}f{2,3}g??"
    # printable ASCII is escaped, the rest written as code points
    assert translate("^\x1f ~\x7f$") == "^\\u001f\\ \\~\\u007f\\Z"
    # a range of two is its two ends; a class is negated only where that takes fewer ranges
    assert translate("[ab][a-c][^ab]") == "[ab][a-c][^ab]"
    assert translate("[\\0-`]") == "[\\u0000-\\`]"
    assert translate("[\\0-`b-\\u{10ffff}]") == "[^a]"
    # a lookbehind of varying length is each of its fixed forms, a single round unrepeated
    assert translate("(?<=xa{1,2})b") == "(?:(?<=xa)|(?<=xa{2}))b"


INVALID = "invalid regular expression: "
NOT_SUPPORTED = "not supported: "


@pytest.mark.parametrize(
    ("pattern", "message", "offset"),
    [
        ("ab\\", INVALID + "the pattern ends with a backslash", 2),
        ("a\\-", INVALID + "\\- is no escape in Unicode mode", 1),
        ("[a\\B]", INVALID + "\\B is no escape in a class in Unicode mode", 2),
        ("[ab\\c1]", INVALID + "\\c must be followed by a letter A-Z or a-z", 3),
        ("[a\\d-z]", INVALID + "a range with a class escape such as \\d at an end", 6),
        ("ab(?<x\\u{110000}>c)", INVALID + "\\u{...} must hold a code point in hex", 6),
        ("ab(?<x\\n>c)", INVALID + "a group name may only hold \\u escapes", 5),
        ("ab(?<x", INVALID + "unterminated group name", 5),
        ("ab(c", INVALID + "unterminated group", 2),
        ("a(?i)b", INVALID + "unknown group syntax '(?i'", 2),
        ("ab[c", INVALID + "unterminated character class", 2),
        ("ab)", INVALID + "unmatched ')'", 2),
        ("a$?", INVALID + "'$?' repeats an assertion", 1),
        ("a\\b+", INVALID + "'\\\\b+' repeats an assertion", 1),
        ("ab{2,1}", INVALID + "{2,1} has its numbers out of order", 2),
        ("a\\k<b>", INVALID + "\\k<b> names no group", 1),
        ("(a)\\2", INVALID + "\\2 refers to no group (the pattern has 1)", 3),
        ("a\\p{Script=Greek}", NOT_SUPPORTED + "\\p{Script=Greek}: Unicode scripts", 1),
        ("a{0,4294967295}", NOT_SUPPORTED + "{0,4294967295} repeats more than 4294967294", 1),
        ("a(?:(b)|c)+\\1", NOT_SUPPORTED + "a backreference to group 1, which a repetition", 11),
        ("a(?<=\\1(b))", NOT_SUPPORTED + "a backreference to group 1 in a lookbehind", 5),
    ],
)
def test_a_refusal_names_the_construct_and_its_offset(
    pattern: str, message: str, offset: int
) -> None:
    with pytest.raises(ValueError) as raised:
        translate(pattern)
    assert str(raised.value).startswith(message)
    assert str(raised.value).endswith(f"(at offset {offset})")


if __name__ == "__main__":
    record()
