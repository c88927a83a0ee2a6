"""ECMA-262 regular expressions (as JSON Schema's ``pattern`` means them) in Python ``re``.

Where the two dialects differ, the pattern is rewritten so that Python's ``re`` matches
what an ECMA-262 engine in Unicode mode would:

- ``\\d \\w \\b`` are ASCII-only in ECMA-262; ``\\s`` is the WhiteSpace and LineTerminator
  set (:data:`ECMA_WHITESPACE`), which differs from Python's.
- ``$`` matches only at the very end (Python's also matches before a final newline);
  ``.`` excludes all four line terminators, not just ``\\n``.
- ``\\p{...}`` / ``\\P{...}`` (Unicode general categories), ``\\u{...}``, surrogate-pair
  ``\\uXXXX\\uXXXX``, ``\\cX``, ``\\0``, ``(?<name>...)`` and ``\\k<name>`` are spelled
  the Python way; identity escapes such as ``\\a`` mean the letter itself.

Unsupported constructs (Unicode script properties) raise :class:`ValueError`.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from functools import cache

ECMA_WHITESPACE = (
    "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
    "\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)
_WORD = "A-Za-z0-9_"
_DIGIT = "0-9"
_LINE_TERMINATORS = "\n\r\u2028\u2029"

_CATEGORY_ALIASES = {
    "Letter": "L",
    "Cased_Letter": "LC",
    "Uppercase_Letter": "Lu",
    "Lowercase_Letter": "Ll",
    "Titlecase_Letter": "Lt",
    "Modifier_Letter": "Lm",
    "Other_Letter": "Lo",
    "Mark": "M",
    "Nonspacing_Mark": "Mn",
    "Spacing_Mark": "Mc",
    "Enclosing_Mark": "Me",
    "Number": "N",
    "Decimal_Number": "Nd",
    "digit": "Nd",
    "Letter_Number": "Nl",
    "Other_Number": "No",
    "Punctuation": "P",
    "punct": "P",
    "Connector_Punctuation": "Pc",
    "Dash_Punctuation": "Pd",
    "Open_Punctuation": "Ps",
    "Close_Punctuation": "Pe",
    "Initial_Punctuation": "Pi",
    "Final_Punctuation": "Pf",
    "Other_Punctuation": "Po",
    "Symbol": "S",
    "Math_Symbol": "Sm",
    "Currency_Symbol": "Sc",
    "Modifier_Symbol": "Sk",
    "Other_Symbol": "So",
    "Separator": "Z",
    "Space_Separator": "Zs",
    "Line_Separator": "Zl",
    "Paragraph_Separator": "Zp",
    "Other": "C",
    "Control": "Cc",
    "cntrl": "Cc",
    "Format": "Cf",
    "Surrogate": "Cs",
    "Private_Use": "Co",
    "Unassigned": "Cn",
}


def _class_escape(char: str) -> str:
    """One code point, written so it is literal inside a Python character class."""
    if char in "\\]^-[&~|" or not char.isprintable() or char.isspace():
        return f"\\U{ord(char):08x}" if ord(char) > 0xFFFF else f"\\u{ord(char):04x}"
    return char


def _set_body(chars: str) -> str:
    return "".join(_class_escape(c) for c in chars)


@cache
def _category_body(name: str) -> str:
    """Character-class body (ranges) for a Unicode general category or its alias."""
    short = _CATEGORY_ALIASES.get(name, name)
    if short.startswith(("General_Category=", "gc=")):
        short = _CATEGORY_ALIASES.get(short.split("=", 1)[1], short.split("=", 1)[1])
    if short == "LC":
        members: tuple[str, ...] = ("Lu", "Ll", "Lt")
    elif len(short) == 1 and short in "LMNPSZC" or len(short) == 2 and short[0] in "LMNPSZC":
        members = (short,)
    else:
        raise ValueError(f"unsupported Unicode property \\p{{{name}}}")
    ranges: list[tuple[int, int]] = []
    for code in range(sys.maxunicode + 1):
        if unicodedata.category(chr(code)).startswith(members):
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1] = (ranges[-1][0], code)
            else:
                ranges.append((code, code))
    if not ranges:
        raise ValueError(f"unsupported Unicode property \\p{{{name}}}")
    return "".join(
        _class_escape(chr(lo)) if lo == hi else f"{_class_escape(chr(lo))}-{_class_escape(chr(hi))}"
        for lo, hi in ranges
    )


class _Translator:
    def __init__(self, pattern: str) -> None:
        self.source = pattern
        self.pos = 0
        self.out: list[str] = []
        self.in_class = False

    def peek(self, offset: int = 0) -> str:
        index = self.pos + offset
        return self.source[index] if index < len(self.source) else ""

    def run(self) -> str:
        while self.pos < len(self.source):
            char = self.source[self.pos]
            self.pos += 1
            if char == "\\":
                self.out.append(self.escape())
            elif self.in_class:
                self.class_char(char)
            elif char == "[":
                self.open_class()
            elif char == ".":
                self.out.append(f"[^{_set_body(_LINE_TERMINATORS)}]")
            elif char == "$":
                self.out.append(r"\Z")
            elif (
                char == "(" and self.source.startswith("?<", self.pos) and self.peek(2) not in "=!"
            ):
                self.out.append("(?P<")
                self.pos += 2
            else:
                self.out.append(char)
        if self.in_class:
            raise ValueError("unterminated character class")
        return "".join(self.out)

    def open_class(self) -> None:
        if self.source.startswith("]", self.pos):
            self.out.append("(?!)")  # [] matches nothing
            self.pos += 1
        elif self.source.startswith("^]", self.pos):
            self.out.append("(?s:.)")  # [^] matches anything
            self.pos += 2
        else:
            self.in_class = True
            self.out.append("[")
            if self.peek() == "^":
                self.out.append("^")
                self.pos += 1

    def class_char(self, char: str) -> None:
        if char == "]":
            self.in_class = False
            self.out.append("]")
        elif char == "-":
            self.out.append("-")
        else:
            self.out.append(_class_escape(char))

    def code_point(self, code: int) -> str:
        char = chr(code)
        if self.in_class:
            return _class_escape(char)
        return re.escape(char) if char.isprintable() else f"\\U{code:08x}"

    def escape(self) -> str:
        char = self.peek()
        self.pos += 1
        if char == "":
            raise ValueError("pattern ends with a backslash")
        shorthand = {"d": _DIGIT, "w": _WORD, "s": _set_body(ECMA_WHITESPACE)}
        if char in shorthand:
            body = shorthand[char]
            return body if self.in_class else f"[{body}]"
        if char.lower() in shorthand:
            if self.in_class:
                return {"D": r"\D", "W": r"\W", "S": r"\S"}[char]
            return f"[^{shorthand[char.lower()]}]"
        if char in "pP":
            return self.property(negated=char == "P")
        if char == "b":
            if self.in_class:
                return r"\x08"
            return f"(?:(?<=[{_WORD}])(?![{_WORD}])|(?<![{_WORD}])(?=[{_WORD}]))"
        if char == "B":
            return f"(?:(?<=[{_WORD}])(?=[{_WORD}])|(?<![{_WORD}])(?![{_WORD}]))"
        if char == "u":
            return self.unicode_escape()
        if char == "x" and re.fullmatch(r"[0-9A-Fa-f]{2}", self.source[self.pos : self.pos + 2]):
            self.pos += 2
            return self.code_point(int(self.source[self.pos - 2 : self.pos], 16))
        if char == "c" and self.peek().isascii() and self.peek().isalpha():
            self.pos += 1
            return self.code_point(ord(self.source[self.pos - 1]) % 32)
        if char == "0" and not self.peek().isdigit():
            return self.code_point(0)
        if char == "k" and self.peek() == "<":
            end = self.source.index(">", self.pos)
            name = self.source[self.pos + 1 : end]
            self.pos = end + 1
            return f"(?P={name})"
        if char.isdigit():
            return "\\" + char
        if char in "fnrtv":
            return self.code_point(
                ord({"f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}[char])
            )
        # Identity escape: the character itself.
        return self.code_point(ord(char))

    def unicode_escape(self) -> str:
        if self.peek() == "{":
            end = self.source.index("}", self.pos)
            code = int(self.source[self.pos + 1 : end], 16)
            self.pos = end + 1
            return self.code_point(code)
        digits = self.source[self.pos : self.pos + 4]
        if not re.fullmatch(r"[0-9A-Fa-f]{4}", digits):
            return self.code_point(ord("u"))
        self.pos += 4
        code = int(digits, 16)
        low = self.source[self.pos : self.pos + 6]
        if 0xD800 <= code <= 0xDBFF and re.fullmatch(r"\\u[dD][c-fC-F][0-9A-Fa-f]{2}", low):
            self.pos += 6
            code = 0x10000 + ((code - 0xD800) << 10) + (int(low[2:], 16) - 0xDC00)
        return self.code_point(code)

    def property(self, *, negated: bool) -> str:
        if self.peek() != "{":
            raise ValueError("\\p must be followed by {name}")
        end = self.source.index("}", self.pos)
        body = _category_body(self.source[self.pos + 1 : end])
        self.pos = end + 1
        if self.in_class:
            if negated:
                raise ValueError("\\P{...} inside a character class is not supported")
            return body
        return f"[^{body}]" if negated else f"[{body}]"


# ``^[...]*\Z`` or ``^[...]+\Z`` as :func:`translate` writes it, the class not negated.
_RUN = re.compile(r"\^\[(?!\^)(.+)\]([*+])\\Z", re.DOTALL)
# One member of such a class as :func:`_class_escape` writes it: an escaped code point or a
# character that is literal in a class. Anything else (``\D``, a set operator) is no run.
_MEMBER = re.compile(r"\\u([0-9a-f]{4})|\\U([0-9a-f]{8})|\\x([0-9a-f]{2})|([^\\\[\]\-^&~|])")
RUN_LIMIT = 256  # the most characters a run's constant lists


def character_run(translated: str) -> tuple[str, bool] | None:
    """The characters of a pattern that only says "the whole string is made of these":
    ``^[...]*$`` (``False``: the empty string matches) or ``^[...]+$`` (``True``: at least
    one), given as :func:`translate` returns it, for the cheaper ``not text.strip(chars)``.
    None for any other pattern, and for a class of more than :data:`RUN_LIMIT` characters.
    """
    match = _RUN.fullmatch(translated)
    if match is None:
        return None
    body, repeat = match.groups()
    members: list[str] = []
    pos = 0
    while pos < len(body):
        low = _MEMBER.match(body, pos)
        if low is None:
            return None
        pos = low.end()
        first = last = _member_code(low)
        if body.startswith("-", pos):
            high = _MEMBER.match(body, pos + 1)
            if high is None:
                return None
            pos = high.end()
            last = _member_code(high)
        if last < first or len(members) + last - first >= RUN_LIMIT:
            return None
        members.extend(chr(code) for code in range(first, last + 1))
    chars = "".join(sorted(set(members)))
    # What this reading found must be what ``re`` reads: every member in the class, and no
    # neighbour of a member that is not one.
    whole = re.compile(f"[{body}]")
    neighbours = {chr(c + step) for c in map(ord, chars) for step in (-1, 1)} - set(chars)
    if not all(whole.fullmatch(c) for c in chars) or any(
        whole.fullmatch(c) for c in neighbours if 0 <= ord(c) <= sys.maxunicode
    ):
        return None
    return chars, repeat == "+"


def _member_code(member: re.Match[str]) -> int:
    escaped = member.group(1) or member.group(2) or member.group(3)
    return int(escaped, 16) if escaped else ord(member.group(4))


def translate(pattern: str) -> str:
    """Return a Python ``re`` pattern with the ECMA-262 meaning of ``pattern``.

    Raises ValueError when the pattern uses something we cannot translate or that Python
    rejects.
    """
    translated = _Translator(pattern).run()
    try:
        re.compile(translated)
    except re.error as error:
        raise ValueError(f"invalid regular expression: {error}") from None
    return translated
