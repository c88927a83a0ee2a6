"""ECMA-262 regular expressions, as JSON Schema's ``pattern`` means them, in Python ``re``.

A ``pattern`` is an ECMA-262 regular expression (2020-12 Validation 6.3.3, Core 6.4) in
Unicode mode, the ``u`` flag: the mode ajv compiles every pattern in, and the one in which
``\\p{...}``, ``\\u{...}`` and astral characters mean what a JSON Schema author writes. The
pattern is read by that grammar (:class:`_Parser`) into a tree, and the tree is written again
in Python's syntax (:class:`_Writer`), so every construct gets ECMA-262's meaning whatever
Python's would be:

- every set of characters (a class, ``.``, ``\\d \\D \\s \\S \\w \\W``, ``\\p{..}``, ``\\P{..}``,
  in a class or not, negated or not) is computed as code-point ranges and written as a
  Python class of escaped code points, so ``\\S`` is not WhiteSpace or LineTerminator, ``\\D``
  not ``[0-9]``, ``\\W`` not ``[A-Za-z0-9_]``, and ``.`` any code point but the four line
  terminators;
- ``$`` is the end of the string (Python's also matches before a final newline), ``\\b`` and
  ``\\B`` judge ``[A-Za-z0-9_]`` alone;
- a backreference to a group that has not matched matches the empty string, as do one
  inside its own group and one ahead of its group; named groups become numbered ones;
- a lookbehind's alternatives are looked behind one by one, each in the forms of fixed
  length it is spelled in (Python needs a fixed length, ECMA-262 none): ``(?<=a{1,2}|bc)``
  is ``(?<=a)``, ``(?<=aa)`` or ``(?<=bc)``, and ``(?<=\\d+px)`` is ``(?<=\\dpx)``.

What Unicode mode refuses is refused (an escape such as ``\\a`` or ``\\-`` outside a class,
a lone ``{``, ``}`` or ``]``, a quantified assertion, a backreference to no group, ...), and
so is what Python's ``re`` cannot say with the same meaning: Unicode scripts and binary
properties but ``Any``, ``ASCII`` and ``Assigned``, a lookbehind no such forms spell, a
backreference in a lookbehind, a repetition beyond Python's bound, and a backreference to a
group that a repetition may leave unmatched or match in an empty round (ECMA-262 forgets the
group each round and drops an empty round, Python keeps the last match and the round).
Each raises :class:`ValueError` naming the construct and its offset in the pattern.

General categories come from ``unicode_categories.txt`` (Unicode 17.0, as Node's ``RegExp``
has it; ``tests/node/unicode_categories.cjs`` writes it), so that the translation is the
same on every Python, whatever its ``unicodedata``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

MAX_CODE_POINT = 0x10FFFF
MAX_REPEAT = 4294967294  # the largest count Python's re takes in {n,m}

Ranges = tuple[tuple[int, int], ...]

ECMA_WHITESPACE = (
    "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
    "\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)
_LINE_TERMINATORS = "\n\r\u2028\u2029"


def _ranges(pairs: Iterable[tuple[int, int]]) -> Ranges:
    """Sorted, disjoint and not touching: the one spelling of a set of code points."""
    merged: list[tuple[int, int]] = []
    for low, high in sorted(pairs):
        if merged and low <= merged[-1][1] + 1:
            if high > merged[-1][1]:
                merged[-1] = (merged[-1][0], high)
        else:
            merged.append((low, high))
    return tuple(merged)


def _of(chars: str) -> Ranges:
    return _ranges((ord(c), ord(c)) for c in chars)


def _complement(ranges: Ranges) -> Ranges:
    out: list[tuple[int, int]] = []
    start = 0
    for low, high in ranges:
        if low > start:
            out.append((start, low - 1))
        start = high + 1
    if start <= MAX_CODE_POINT:
        out.append((start, MAX_CODE_POINT))
    return tuple(out)


_DIGIT = ((0x30, 0x39),)
_WORD = _ranges([(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)])
_SPACE = _of(ECMA_WHITESPACE)
_CLASS_ESCAPES = {
    "d": _DIGIT,
    "D": _complement(_DIGIT),
    "s": _SPACE,
    "S": _complement(_SPACE),
    "w": _WORD,
    "W": _complement(_WORD),
}
_DOT = _complement(_of(_LINE_TERMINATORS))
_CONTROL_ESCAPES = {"f": 0x0C, "n": 0x0A, "r": 0x0D, "t": 0x09, "v": 0x0B}
_SYNTAX_CHARACTERS = "^$\\.*+?()[]{}|"

# The General_Category values and aliases ECMA-262 accepts (its table of them), each as the
# two-letter categories it covers.
_CATEGORY_NAMES: dict[str, tuple[str, ...]] = {}
for _names, _members in (
    ("L Letter", "Lu Ll Lt Lm Lo"),
    ("LC Cased_Letter", "Lu Ll Lt"),
    ("Lu Uppercase_Letter", "Lu"),
    ("Ll Lowercase_Letter", "Ll"),
    ("Lt Titlecase_Letter", "Lt"),
    ("Lm Modifier_Letter", "Lm"),
    ("Lo Other_Letter", "Lo"),
    ("M Mark Combining_Mark", "Mn Mc Me"),
    ("Mn Nonspacing_Mark", "Mn"),
    ("Mc Spacing_Mark", "Mc"),
    ("Me Enclosing_Mark", "Me"),
    ("N Number", "Nd Nl No"),
    ("Nd Decimal_Number digit", "Nd"),
    ("Nl Letter_Number", "Nl"),
    ("No Other_Number", "No"),
    ("P Punctuation punct", "Pc Pd Ps Pe Pi Pf Po"),
    ("Pc Connector_Punctuation", "Pc"),
    ("Pd Dash_Punctuation", "Pd"),
    ("Ps Open_Punctuation", "Ps"),
    ("Pe Close_Punctuation", "Pe"),
    ("Pi Initial_Punctuation", "Pi"),
    ("Pf Final_Punctuation", "Pf"),
    ("Po Other_Punctuation", "Po"),
    ("S Symbol", "Sm Sc Sk So"),
    ("Sm Math_Symbol", "Sm"),
    ("Sc Currency_Symbol", "Sc"),
    ("Sk Modifier_Symbol", "Sk"),
    ("So Other_Symbol", "So"),
    ("Z Separator", "Zs Zl Zp"),
    ("Zs Space_Separator", "Zs"),
    ("Zl Line_Separator", "Zl"),
    ("Zp Paragraph_Separator", "Zp"),
    ("C Other", "Cc Cf Cs Co Cn"),
    ("Cc Control cntrl", "Cc"),
    ("Cf Format", "Cf"),
    ("Cs Surrogate", "Cs"),
    ("Co Private_Use", "Co"),
    ("Cn Unassigned", "Cn"),
):
    for _name in _names.split():
        _CATEGORY_NAMES[_name] = tuple(_members.split())

# ECMA-262's binary properties (its table of them): valid in a pattern, most not supported.
BINARY_PROPERTIES = frozenset(
    {
        "AHex",
        "ASCII",
        "ASCII_Hex_Digit",
        "Alpha",
        "Alphabetic",
        "Any",
        "Assigned",
        "Bidi_C",
        "Bidi_Control",
        "Bidi_M",
        "Bidi_Mirrored",
        "CI",
        "CWCF",
        "CWCM",
        "CWKCF",
        "CWL",
        "CWT",
        "CWU",
        "Case_Ignorable",
        "Cased",
        "Changes_When_Casefolded",
        "Changes_When_Casemapped",
        "Changes_When_Lowercased",
        "Changes_When_NFKC_Casefolded",
        "Changes_When_Titlecased",
        "Changes_When_Uppercased",
        "DI",
        "Dash",
        "Default_Ignorable_Code_Point",
        "Dep",
        "Deprecated",
        "Dia",
        "Diacritic",
        "EBase",
        "EComp",
        "EMod",
        "EPres",
        "Emoji",
        "Emoji_Component",
        "Emoji_Modifier",
        "Emoji_Modifier_Base",
        "Emoji_Presentation",
        "Ext",
        "ExtPict",
        "Extended_Pictographic",
        "Extender",
        "Gr_Base",
        "Gr_Ext",
        "Grapheme_Base",
        "Grapheme_Extend",
        "Hex",
        "Hex_Digit",
        "IDC",
        "IDS",
        "IDSB",
        "IDST",
        "IDS_Binary_Operator",
        "IDS_Trinary_Operator",
        "ID_Continue",
        "ID_Start",
        "Ideo",
        "Ideographic",
        "Join_C",
        "Join_Control",
        "LOE",
        "Logical_Order_Exception",
        "Lower",
        "Lowercase",
        "Math",
        "NChar",
        "Noncharacter_Code_Point",
        "Pat_Syn",
        "Pat_WS",
        "Pattern_Syntax",
        "Pattern_White_Space",
        "QMark",
        "Quotation_Mark",
        "RI",
        "Radical",
        "Regional_Indicator",
        "SD",
        "STerm",
        "Sentence_Terminal",
        "Soft_Dotted",
        "Term",
        "Terminal_Punctuation",
        "UIdeo",
        "Unified_Ideograph",
        "Upper",
        "Uppercase",
        "VS",
        "Variation_Selector",
        "White_Space",
        "XIDC",
        "XIDS",
        "XID_Continue",
        "XID_Start",
        "space",
    }
)

CATEGORY_TABLE = Path(__file__).with_name("unicode_categories.txt")


class _Unsupported(ValueError):
    """A construct ECMA-262 takes that the translation does not."""


@cache
def _category_runs() -> dict[str, Ranges]:
    """Each two-letter General_Category's ranges, from the table of the code points where
    the category changes (``0041 Lu``: from U+0041 on, up to the next line's)."""
    starts: list[tuple[int, str]] = []
    for line in CATEGORY_TABLE.read_text(encoding="ascii").splitlines():
        if line and not line.startswith("#"):
            code, category = line.split()
            starts.append((int(code, 16), category))
    runs: dict[str, list[tuple[int, int]]] = {}
    for (start, category), (end, _) in zip(
        starts, [*starts[1:], (MAX_CODE_POINT + 1, "")], strict=True
    ):
        runs.setdefault(category, []).append((start, end - 1))
    return {category: tuple(pairs) for category, pairs in runs.items()}


@cache
def _property(name: str) -> Ranges:
    """The code points of ``\\p{name}`` (ValueError for a property not supported)."""
    key, _, value = name.partition("=")
    if value and key in ("General_Category", "gc"):
        key = value
    elif value and key in ("Script", "sc", "Script_Extensions", "scx"):
        raise _Unsupported(f"\\p{{{name}}}: Unicode scripts")
    elif value:
        raise ValueError(f"\\p{{{name}}}: {key} is no Unicode property ECMA-262 knows")
    if key == "Any":
        return ((0, MAX_CODE_POINT),)
    if key == "ASCII":
        return ((0, 0x7F),)
    if key == "Assigned":
        return _complement(_category_runs()["Cn"])
    if key not in _CATEGORY_NAMES:
        if key in BINARY_PROPERTIES:
            raise _Unsupported(
                f"\\p{{{name}}}: of the binary properties, only Any, ASCII and Assigned"
            )
        raise ValueError(f"\\p{{{name}}}: no Unicode property ECMA-262 knows")
    runs = _category_runs()
    return _ranges(pair for member in _CATEGORY_NAMES[key] for pair in runs.get(member, ()))


# -- the tree ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Set:
    """A set of code points: a literal character, a class, ``.`` or an escape such as ``\\d``."""

    ranges: Ranges


@dataclass(frozen=True)
class _Assertion:
    kind: str  # "^", "$", "b" or "B"


@dataclass(eq=False)
class _Backref:
    target: int | str  # a group's number, or its name until the pattern is read
    offset: int


@dataclass(eq=False)
class _Group:
    kind: str  # "capture", "group", "ahead", "not ahead", "behind", "not behind"
    body: _Alternation
    index: int = 0  # a capture's number


@dataclass(eq=False)
class _Repeat:
    atom: _Node
    low: int
    high: int | None  # None: no bound
    lazy: bool


@dataclass(eq=False)
class _Alternation:
    branches: list[list[_Node]] = field(default_factory=list)


_Node = _Set | _Assertion | _Backref | _Group | _Repeat


# -- reading ECMA-262 -------------------------------------------------------------------


_BRACES = re.compile(r"\{(?P<low>[0-9]+)(?P<comma>,(?P<high>[0-9]*))?\}")
_DIGITS = re.compile(r"[0-9]+")
_PROPERTY = re.compile(r"\{([A-Za-z_]+(?:=[A-Za-z0-9_]+)?)\}")
_CODE_POINT = re.compile(r"\{([0-9A-Fa-f]+)\}")
_TRAIL_SURROGATE = re.compile(r"\\u([dD][c-fC-F][0-9A-Fa-f]{2})")
_HEX2 = re.compile(r"[0-9A-Fa-f]{2}")
_HEX4 = re.compile(r"[0-9A-Fa-f]{4}")


class _Parser:
    """ECMA-262's Pattern grammar in Unicode mode, read into a tree."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.pos = 0
        self.groups: list[_Group] = []
        self.names: dict[str, int] = {}
        self.refs: list[_Backref] = []

    def error(self, message: str, offset: int | None = None) -> ValueError:
        """What ECMA-262 refuses."""
        at = self.pos if offset is None else offset
        return ValueError(f"invalid regular expression: {message} (at offset {at})")

    def unsupported(self, message: str, offset: int) -> ValueError:
        """What ECMA-262 takes and Python's ``re`` cannot say with the same meaning."""
        return ValueError(f"not supported: {message} (at offset {offset})")

    def peek(self, ahead: int = 0) -> str:
        index = self.pos + ahead
        return self.source[index] if index < len(self.source) else ""

    def take(self) -> str:
        char = self.peek()
        self.pos += 1
        return char

    def parse(self) -> _Alternation:
        tree = self.alternation()
        if self.pos < len(self.source):  # only a ")" stops an alternation early
            raise self.error("unmatched ')'")
        for ref in self.refs:
            if isinstance(ref.target, str):
                if ref.target not in self.names:
                    raise self.error(f"\\k<{ref.target}> names no group", ref.offset)
                ref.target = self.names[ref.target]
            elif ref.target > len(self.groups):
                raise self.error(
                    f"\\{ref.target} refers to no group (the pattern has {len(self.groups)})",
                    ref.offset,
                )
        return tree

    def alternation(self) -> _Alternation:
        tree = _Alternation([self.sequence()])
        while self.peek() == "|":
            self.pos += 1
            tree.branches.append(self.sequence())
        return tree

    def sequence(self) -> list[_Node]:
        terms: list[_Node] = []
        while self.peek() not in ("", "|", ")"):
            terms.append(self.term())
        return terms

    def term(self) -> _Node:
        start = self.pos
        atom, quantifiable = self.atom()
        bounds = self.quantifier()
        if bounds is None:
            return atom
        if not quantifiable:
            raise self.error(f"{self.source[start : self.pos]!r} repeats an assertion", start)
        low, high, lazy = bounds
        return _Repeat(atom, low, high, lazy)

    def quantifier(self) -> tuple[int, int | None, bool] | None:
        """The bounds a quantifier sets, and whether it is lazy; None where none follows."""
        start = self.pos
        char = self.peek()
        high: int | None
        if char != "" and char in "*+?":
            self.pos += 1
            low, high = {"*": (0, None), "+": (1, None), "?": (0, 1)}[char]
        elif char == "{":
            match = _BRACES.match(self.source, self.pos)
            if match is None:
                raise self.error("a '{' that starts no {n}, {n,} or {n,m}")
            self.pos = match.end()
            low = high = int(match.group("low"))
            if match.group("comma"):
                high = int(match.group("high")) if match.group("high") else None
            if high is not None and high < low:
                raise self.error(f"{match.group()} has its numbers out of order", start)
            if max(low, high or 0) > MAX_REPEAT:
                raise self.unsupported(
                    f"{match.group()} repeats more than {MAX_REPEAT} times, Python's bound",
                    start,
                )
        else:
            return None
        lazy = self.peek() == "?"
        self.pos += lazy
        return low, high, lazy

    def atom(self) -> tuple[_Node, bool]:
        """The next atom or assertion, and whether a quantifier may follow it."""
        start = self.pos
        char = self.take()
        if char in ("^", "$"):
            return _Assertion(char), False
        if char == ".":
            return _Set(_DOT), True
        if char == "(":
            return self.group(start)
        if char == "[":
            return _Set(self.character_class()), True
        if char == "\\":
            return self.atom_escape(start)
        if char in ("*", "+", "?", "{"):
            raise self.error(f"nothing before {char!r} to repeat", start)
        if char in ("}", "]"):
            raise self.error(f"a lone {char!r} (Unicode mode wants it escaped)", start)
        return _Set(((ord(char), ord(char)),)), True

    def group(self, start: int) -> tuple[_Node, bool]:
        kinds = {"?:": "group", "?=": "ahead", "?!": "not ahead", "?<=": "behind"}
        kinds["?<!"] = "not behind"
        kind = "capture"
        for prefix, named in kinds.items():
            if self.source.startswith(prefix, self.pos):
                kind = named
                self.pos += len(prefix)
                break
        else:
            if self.source.startswith("?<", self.pos):
                self.pos += 2
                name = self.group_name()
                if name in self.names:
                    raise self.error(f"a second group named {name!r}", start)
                self.names[name] = len(self.groups) + 1
            elif self.peek() == "?":
                raise self.error(f"unknown group syntax {self.source[start : start + 3]!r}")
        group = _Group(kind, _Alternation())
        if kind == "capture":
            self.groups.append(group)
            group.index = len(self.groups)
        group.body = self.alternation()
        if self.take() != ")":
            raise self.error("unterminated group", start)
        return group, kind in ("capture", "group")

    def group_name(self) -> str:
        """A GroupName after its ``<``, through its ``>``: an identifier, ``$`` allowed,
        its characters possibly spelled as ``\\u`` escapes."""
        start = self.pos
        name = ""
        while self.peek() not in (">", ""):
            if self.take() == "\\":
                if self.take() != "u":
                    raise self.error("a group name may only hold \\u escapes", start)
                name += chr(self.unicode_escape(self.pos - 2))
            else:
                name += self.source[self.pos - 1]
        if self.take() != ">":
            raise self.error("unterminated group name", start)
        first_ok = name[:1] in ("$", "_") or name[:1].isidentifier()
        rest_ok = all(c in "$\u200c\u200d" or ("a" + c).isidentifier() for c in name[1:])
        if not (first_ok and rest_ok):
            raise self.error(f"{name!r} is no group name", start)
        return name

    def atom_escape(self, start: int) -> tuple[_Node, bool]:
        char = self.peek()
        if char in ("b", "B"):
            self.pos += 1
            return _Assertion(char), False
        if char != "" and char in "123456789":
            digits = _DIGITS.match(self.source, self.pos)
            assert digits is not None
            self.pos = digits.end()
            ref = _Backref(int(digits.group()), start)
            self.refs.append(ref)
            return ref, True
        if char == "k":
            self.pos += 1
            if self.take() != "<":
                raise self.error("\\k must be followed by <name>", start)
            ref = _Backref(self.group_name(), start)
            self.refs.append(ref)
            return ref, True
        return _Set(self.set_escape(start)), True

    def set_escape(self, start: int) -> Ranges:
        """What an escape that stands for characters stands for (the ``\\`` read): a class
        escape's set, or one code point's."""
        char = self.take()
        if char in _CLASS_ESCAPES:
            return _CLASS_ESCAPES[char]
        if char in ("p", "P"):
            match = _PROPERTY.match(self.source, self.pos)
            if match is None:
                raise self.error(f"\\{char} must be followed by {{property}}", start)
            self.pos = match.end()
            try:
                ranges = _property(match.group(1))
            except _Unsupported as error:
                raise self.unsupported(str(error), start) from None
            except ValueError as error:
                raise self.error(str(error), start) from None
            return _complement(ranges) if char == "P" else ranges
        code = self.character_escape(char, start)
        return ((code, code),)

    def character_escape(self, char: str, start: int) -> int:
        if char in _CONTROL_ESCAPES:
            return _CONTROL_ESCAPES[char]
        if char == "c":
            letter = self.peek()
            if not (letter.isascii() and letter.isalpha()):
                raise self.error("\\c must be followed by a letter A-Z or a-z", start)
            self.pos += 1
            return ord(letter) % 32
        if char == "0":
            if self.peek().isdigit() and self.peek().isascii():
                raise self.error("\\0 followed by a digit (no octal escapes in Unicode mode)")
            return 0
        if char == "x":
            digits = self.source[self.pos : self.pos + 2]
            if not _HEX2.fullmatch(digits):
                raise self.error("\\x must be followed by two hex digits", start)
            self.pos += 2
            return int(digits, 16)
        if char == "u":
            return self.unicode_escape(start)
        if char and char in _SYNTAX_CHARACTERS + "/":
            return ord(char)
        if char == "":
            raise self.error("the pattern ends with a backslash", start)
        raise self.error(
            f"\\{char} is no escape in Unicode mode (only ^$\\.*+?()[]{{}}|/ are written"
            " with a backslash to stand for themselves)",
            start,
        )

    def unicode_escape(self, start: int) -> int:
        """``\\u{X...}`` or ``\\uXXXX`` (a surrogate pair of two of them is one code point),
        its ``\\u`` read."""
        if self.peek() == "{":
            match = _CODE_POINT.match(self.source, self.pos)
            if match is None or int(match.group(1), 16) > MAX_CODE_POINT:
                raise self.error("\\u{...} must hold a code point in hex, up to 10FFFF", start)
            self.pos = match.end()
            return int(match.group(1), 16)
        digits = self.source[self.pos : self.pos + 4]
        if not _HEX4.fullmatch(digits):
            raise self.error("\\u must be followed by four hex digits or {code point}", start)
        self.pos += 4
        code = int(digits, 16)
        trail = _TRAIL_SURROGATE.match(self.source, self.pos)
        if 0xD800 <= code <= 0xDBFF and trail is not None:
            self.pos = trail.end()
            code = 0x10000 + ((code - 0xD800) << 10) + (int(trail.group(1), 16) - 0xDC00)
        return code

    def character_class(self) -> Ranges:
        """A class after its ``[``, through its ``]``."""
        start = self.pos - 1
        negated = self.peek() == "^"
        self.pos += negated
        pairs: list[tuple[int, int]] = []
        while self.peek() != "]":
            low = self.class_atom(start)
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                self.pos += 1
                high = self.class_atom(start)
                if not (isinstance(low, int) and isinstance(high, int)):
                    raise self.error("a range with a class escape such as \\d at an end")
                if high < low:
                    raise self.error("a range out of order")
                pairs.append((low, high))
            else:
                pairs.extend(((low, low),) if isinstance(low, int) else low)
        self.pos += 1
        ranges = _ranges(pairs)
        return _complement(ranges) if negated else ranges

    def class_atom(self, start: int) -> int | Ranges:
        """A class's next member: a code point, or the set of a class escape (which no
        range may start or end at, whatever its size)."""
        char = self.take()
        if char == "":
            raise self.error("unterminated character class", start)
        if char != "\\":
            return ord(char)
        escape = self.pos - 1
        char = self.peek()
        if char != "" and char in "dDsSwWpP":
            return self.set_escape(escape)
        self.pos += 1
        if char in ("b", "-"):
            return ord("\b" if char == "b" else "-")
        if char != "" and char in "Bk123456789":
            raise self.error(f"\\{char} is no escape in a class in Unicode mode", escape)
        return self.character_escape(char, escape)


# -- writing Python ---------------------------------------------------------------------


def _literal(code: int) -> str:
    """One code point, written so that it is itself in Python's re, in a class or not."""
    char = chr(code)
    if char.isascii() and (char.isalnum() or char == "_"):
        return char
    if 0x20 <= code <= 0x7E:
        return "\\" + char
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def _class(ranges: Ranges) -> str:
    """A Python class of exactly these code points: listed, or the others negated,
    whichever takes fewer ranges."""
    others = _complement(ranges)
    negated = not ranges or 0 < len(others) < len(ranges)
    listed = others if negated else ranges
    body = "".join(
        _literal(low)
        if low == high
        else _literal(low) + _literal(high)
        if high == low + 1
        else f"{_literal(low)}-{_literal(high)}"
        for low, high in listed
    )
    return f"[{'^' if negated else ''}{body}]"


_WORD_CLASS = _class(_WORD)
_ASSERTIONS = {
    "^": "^",
    "$": r"\Z",
    "b": f"(?:(?<={_WORD_CLASS})(?!{_WORD_CLASS})|(?<!{_WORD_CLASS})(?={_WORD_CLASS}))",
    "B": f"(?:(?<={_WORD_CLASS})(?={_WORD_CLASS})|(?<!{_WORD_CLASS})(?!{_WORD_CLASS}))",
}
_OPENERS = {"capture": "(", "group": "(?:", "ahead": "(?=", "not ahead": "(?!"}

# Where a node sits: the alternation, branch and term index of each sequence on the way to
# it from the root, and each group and repetition it is inside.
_Step = tuple[_Alternation, int, int] | _Group | _Repeat


class _Writer:
    """The tree written in Python's syntax."""

    def __init__(self, parser: _Parser, tree: _Alternation) -> None:
        self.parser = parser
        self.paths: dict[int, list[_Step]] = {}  # a capture's number -> where it sits
        self.referenced: set[int] = set()  # groups a backreference matches again
        self.locate(tree, [])
        self.alternation(tree, [])
        # Written again now that the referenced groups are known: each gets a name, which
        # Python refers to whatever the number of groups.
        self.text = self.alternation(tree, [])

    def locate(self, node: _Alternation | _Node, path: list[_Step]) -> None:
        if isinstance(node, _Alternation):
            for branch_index, branch in enumerate(node.branches):
                for term_index, term in enumerate(branch):
                    self.locate(term, [*path, (node, branch_index, term_index)])
        elif isinstance(node, _Group):
            if node.kind == "capture":
                self.paths[node.index] = path
            self.locate(node.body, [*path, node])
        elif isinstance(node, _Repeat):
            self.locate(node.atom, [*path, node])

    def alternation(self, node: _Alternation, path: list[_Step]) -> str:
        return "|".join(self.sequence(node, index, path) for index in range(len(node.branches)))

    def sequence(self, node: _Alternation, index: int, path: list[_Step]) -> str:
        return "".join(
            self.node(term, [*path, (node, index, term_index)])
            for term_index, term in enumerate(node.branches[index])
        )

    def node(self, node: _Node, path: list[_Step]) -> str:
        if isinstance(node, _Set):
            low, high = node.ranges[0] if node.ranges else (0, -1)
            return _literal(low) if len(node.ranges) == 1 and low == high else _class(node.ranges)
        if isinstance(node, _Assertion):
            return _ASSERTIONS[node.kind]
        if isinstance(node, _Backref):
            return self.backref(node, path)
        if isinstance(node, _Repeat):
            atom = self.node(node.atom, [*path, node])
            if isinstance(node.atom, _Backref):
                atom = f"(?:{atom})"
            if (node.low, node.high) in ((0, None), (1, None), (0, 1)):
                count = {(0, None): "*", (1, None): "+", (0, 1): "?"}[(node.low, node.high)]
            elif node.low == node.high:
                count = f"{{{node.low}}}"
            else:
                count = f"{{{node.low},{'' if node.high is None else node.high}}}"
            return atom + count + ("?" if node.lazy else "")
        inner = [*path, node]
        if node.kind == "capture" and node.index in self.referenced:
            return f"(?P<g{node.index}>" + self.alternation(node.body, inner) + ")"
        if node.kind in _OPENERS:
            return _OPENERS[node.kind] + self.alternation(node.body, inner) + ")"
        # Python looks behind for a fixed length alone: each alternative on its own, and
        # one without groups or references in each of the fixed forms it spells.
        opener = "(?<=" if node.kind == "behind" else "(?<!"
        looks = []
        for index, branch in enumerate(node.body.branches):
            forms = _fixed_forms(branch)
            if forms is None:
                looks.append(opener + self.sequence(node.body, index, inner) + ")")
            else:
                looks.extend(
                    opener + "".join(self.node(term, inner) for term in form) + ")"
                    for form in forms
                )
        if len(looks) == 1:
            return looks[0]
        return "(?:" + ("|" if node.kind == "behind" else "").join(looks) + ")"

    def backref(self, ref: _Backref, path: list[_Step]) -> str:
        """``(?(N)\\N)`` where ECMA-262 and Python agree on what group N holds, nothing where
        ECMA-262 says it holds nothing; refused where Python would remember a match ECMA-262
        forgets."""
        assert isinstance(ref.target, int)
        number = ref.target
        target = self.parser.groups[number - 1]
        where = self.paths[number]
        if target in path:
            return "(?:)"  # inside its own group: not yet matched
        shared = 0
        while shared < min(len(path), len(where)) and path[shared] == where[shared]:
            shared += 1
        # Both sit in one alternation at ``shared`` (a group or repetition is reached
        # through the sequence it is a term of, so the paths part there).
        mine, theirs = path[shared], where[shared]
        assert isinstance(mine, tuple) and isinstance(theirs, tuple)
        if mine[1] != theirs[1]:
            return "(?:)"  # in another alternative: not matched on this path
        backward = False  # a lookbehind matches its terms from the last to the first
        for step in path[:shared]:
            if isinstance(step, _Group) and step.kind in ("behind", "not behind"):
                backward = True
            elif isinstance(step, _Group) and step.kind in ("ahead", "not ahead"):
                backward = False
        if (theirs[2] > mine[2]) != backward:
            return "(?:)"  # the group is matched after the reference
        below = where[shared + 1 :]
        if any(isinstance(step, _Group) and step.kind.startswith("not") for step in below):
            return "(?:)"  # a negative lookaround that succeeded keeps no group
        if any(isinstance(step, _Repeat) and step.high != 1 for step in where):
            # ECMA-262 forgets the groups inside a repetition at each round, and drops a
            # round that matched nothing; Python's re keeps the last match of a group and
            # the groups of an empty round. The two agree when every round on the way
            # matches the group and no round between the two can be empty.
            certain = all(
                len(step[0].branches) == 1
                if isinstance(step, tuple)
                else step.low >= 1 and (step.high == 1 or not _nullable(step.atom))
                if isinstance(step, _Repeat)
                else True
                for step in below
            )
            if not certain:
                raise self.parser.unsupported(
                    f"a backreference to group {number}, which a repetition may leave"
                    " unmatched or matched by an empty round (ECMA-262 forgets the group"
                    " each round and drops an empty round, Python's re does neither)",
                    ref.offset,
                )
        if any(isinstance(step, _Group) and step.kind not in _OPENERS for step in path):
            raise self.parser.unsupported(
                f"a backreference to group {number} in a lookbehind (Python's re looks"
                " behind for a fixed length)",
                ref.offset,
            )
        self.referenced.add(number)
        return f"(?(g{number})(?P=g{number}))"


LOOKBEHIND_FORMS = 64  # the most fixed forms a lookbehind's alternative is spelled in


def _fixed_forms(terms: list[_Node]) -> list[list[_Node]] | None:
    """Sequences of fixed length such that one matches just before a position exactly when
    ``terms`` do (``a(?:b|cd){1,2}``: ``ab``, ``acd``, ``abb``, ...; what comes first may
    repeat without bound, ``\\d+px`` being there exactly when ``\\dpx`` is). None for terms
    that hold a group or a backreference (which cannot be written twice), that repeat
    without bound elsewhere, or that would take more than :data:`LOOKBEHIND_FORMS` forms."""
    if any(_remembers(term) for term in terms):
        return None
    return _spell(terms, first=True)


def _spell(terms: list[_Node], *, first: bool) -> list[list[_Node]] | None:
    forms: list[list[_Node]] = [[]]
    for term in terms:
        first = first and forms == [[]]  # nothing spelled before this term
        options: list[list[_Node]] = [[term]]
        if isinstance(term, _Group) and term.kind == "group":
            options = []
            for branch in term.body.branches:
                spelled = _spell(branch, first=first)
                if spelled is None:
                    return None
                options.extend(spelled)
        elif isinstance(term, _Repeat):
            atom = _spell([term.atom], first=False)
            # Whatever comes first may match its fewest times: more would end the same.
            high = term.low if first else term.high
            if atom is None or high is None:
                return None
            options = []
            for count in range(term.low, high + 1):
                # One form repeated a fixed number of times is of fixed length as it is.
                fixed: list[list[_Node]] = [
                    []
                    if count == 0
                    else [term.atom]
                    if count == 1
                    else [_Repeat(term.atom, count, count, False)]
                ]
                repeated = fixed if len(atom) == 1 else _product([[]], atom, count)
                if repeated is None or len(options) + len(repeated) > LOOKBEHIND_FORMS:
                    return None
                options.extend(repeated)
        longer = _product(forms, options, 1)
        if longer is None:
            return None
        forms = longer
    return forms


def _product(
    forms: list[list[_Node]], options: list[list[_Node]], times: int
) -> list[list[_Node]] | None:
    """Each form followed by ``times`` options; None past :data:`LOOKBEHIND_FORMS`."""
    for _ in range(times):
        forms = [form + option for form in forms for option in options]
        if len(forms) > LOOKBEHIND_FORMS:
            return None
    return forms


def _remembers(node: _Alternation | _Node) -> bool:
    """Whether ``node`` holds a capturing group or a backreference."""
    if isinstance(node, _Alternation):
        return any(_remembers(term) for branch in node.branches for term in branch)
    if isinstance(node, _Repeat):
        return _remembers(node.atom)
    if isinstance(node, _Group):
        return node.kind == "capture" or _remembers(node.body)
    return isinstance(node, _Backref)


def _nullable(node: _Alternation | _Node) -> bool:
    """Whether ``node`` can match the empty string."""
    if isinstance(node, _Alternation):
        return any(all(_nullable(term) for term in branch) for branch in node.branches)
    if isinstance(node, _Set):
        return False
    if isinstance(node, _Repeat):
        return node.low == 0 or _nullable(node.atom)
    if isinstance(node, _Group) and node.kind in ("capture", "group"):
        return _nullable(node.body)
    return True  # an assertion, a lookaround, a backreference


def _read(pattern: str) -> tuple[_Parser, _Alternation]:
    parser = _Parser(pattern)
    return parser, parser.parse()


@cache
def translate(pattern: str) -> str:
    """Return a Python ``re`` pattern with the ECMA-262 meaning of ``pattern``.

    Raises ValueError naming what in ``pattern`` is no ECMA-262 (Unicode mode) or cannot be
    said in Python's ``re``.
    """
    parser, tree = _read(pattern)
    text = _Writer(parser, tree).text
    try:
        re.compile(text)
    except re.error as error:
        if "look-behind" in str(error):
            raise ValueError(
                "not supported: a lookbehind of varying length (Python's re looks behind"
                " for a fixed length)"
            ) from None
        raise ValueError(f"invalid regular expression: {error}") from None
    except OverflowError as error:  # pragma: no cover - bounds are checked when read
        raise ValueError(f"invalid regular expression: {error}") from None
    return text


RUN_LIMIT = 256  # the most characters a run's constant lists


def character_run(pattern: str) -> tuple[str, bool] | None:
    """The characters of a pattern that only says "the whole string is made of these":
    ``^[...]*$`` (``False``: the empty string matches) or ``^[...]+$`` (``True``: at least
    one), for the cheaper ``not text.strip(chars)``. None for any other pattern, and for a
    set of more than :data:`RUN_LIMIT` characters. ValueError as :func:`translate` raises it.
    """
    _, tree = _read(pattern)
    if len(tree.branches) != 1 or len(tree.branches[0]) != 3:
        return None
    start, run, end = tree.branches[0]
    if (
        start != _Assertion("^")
        or end != _Assertion("$")
        or not isinstance(run, _Repeat)
        or not isinstance(run.atom, _Set)
        or run.high is not None
        or run.low > 1
    ):
        return None
    ranges = run.atom.ranges
    if sum(high - low + 1 for low, high in ranges) > RUN_LIMIT:
        return None
    chars = "".join(chr(code) for low, high in ranges for code in range(low, high + 1))
    return chars, run.low == 1
