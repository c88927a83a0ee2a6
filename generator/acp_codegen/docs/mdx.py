"""Every string the docs templates place, computed in one audited module.

Upstream's schema page is MDX, so text taken from a schema is escaped here before it reaches
a template: descriptions (``escape_description``, ``escape_heading_description``), protocol
links (``versioned_links``) and the JSX type expressions of ``<ResponseField type={...}>``
(``type_expression``). Property names, variant labels and constraint values are placed as
they are, as upstream does.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

PROTOCOL_DOCS = "https://agentclientprotocol.com/protocol/"

# An unversioned link into the protocol docs; links that already name a version stay.
_UNVERSIONED_LINK = re.compile(re.escape(PROTOCOL_DOCS) + r"(?!v\d+/)")
_MDX_ESCAPES = str.maketrans({"|": "\\|", "<": "&lt;", ">": "&gt;", "{": "\\{", "}": "\\}"})


def link_base(version: str, flavour: str) -> str:
    """The page's base for protocol links: ``/protocol/v1/``, ``/protocol/v1/draft/``, ..."""
    if flavour not in ("stable", "unstable"):
        raise ValueError(f"flavour must be 'stable' or 'unstable', not {flavour!r}")
    draft = "draft/" if flavour == "unstable" else ""
    return f"{PROTOCOL_DOCS}{version}/{draft}"


def versioned_links(text: str, base: str) -> str:
    """Point unversioned protocol-docs links at the page's versioned base."""
    return _UNVERSIONED_LINK.sub(base, text)


# MDX reads a line that starts with ``import `` or ``export `` as an ES module statement. A
# character reference for its first letter keeps it text and still reads "import".
_ESM_LINE = re.compile(r"^([ \t]*)([ie])(?=(?:mport|xport) )", re.MULTILINE)


def escape_esm(text: str, *, at_line_start: bool = True) -> str:
    """Keep lines of ``text`` that start with ``import `` or ``export `` from reading as ES
    module statements; ``at_line_start`` says whether ``text`` itself begins a line."""

    def escape(match: re.Match[str]) -> str:
        if match.start() == 0 and not at_line_start:
            return match.group(0)
        return f"{match[1]}&#x{ord(match[2]):x};"

    return _ESM_LINE.sub(escape, text)


def escape_text(text: str) -> str:
    """Escape MDX-significant characters: ``|``, ``<``, ``>``, ``{``, ``}`` (also in code)."""
    return text.translate(_MDX_ESCAPES)


def escape_description(description: str, base: str) -> str:
    """A schema description as upstream places it in a field or a variant.

    Rustdoc links ``[`X`]`` become plain code spans, then the text is escaped (also lines
    that MDX would read as ``import`` / ``export`` statements).
    """
    text = description.replace("[`", "`").replace("`]", "`")
    return escape_esm(escape_text(versioned_links(text, base)))


def escape_heading_description(description: str, base: str) -> str:
    """A definition's own description: also keeps lines from reading as headings."""
    lines = escape_description(description, base).splitlines()
    return "\n".join(_escape_hash(line) for line in lines)


def _escape_hash(line: str) -> str:
    body = line.lstrip()
    if not body.startswith("#"):
        return line
    return line[: len(line) - len(body)] + "\\" + body


_BREAKS_VERBATIM = frozenset('"<>{}`\n\r')


def breaks_verbatim(text: str) -> bool:
    """Whether a name or label would break the heading, attribute or code it is placed in."""
    return not _BREAKS_VERBATIM.isdisjoint(text)


def anchor(name: str) -> str:
    return name.lower()


def json_compact(value: Any) -> str:
    """Compact JSON, key order kept, non-ASCII kept (as serde_json writes it)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def json_literal(value: Any) -> str:
    """A JSON value shown in text: strings bare, everything else as compact JSON."""
    return value if isinstance(value, str) else json_compact(value)


# --- type expressions: the JSX placed inside ``type={...}`` ---------------------------------
# A property's schema printed as upstream prints it. ``refs`` is the model's answer to which
# definition each ``$ref`` names (:attr:`acp_codegen.model.types.Model.refs`).


def _ref_name(ref: str, refs: Mapping[str, str]) -> str:
    return refs.get(ref, ref)


def _link(name: str, suffix: str = "") -> str:
    return f'<a href="#{anchor(name)}">{name}{suffix}</a>'


def _quoted(text: str) -> str:
    return f'"{text}"'


def _fragment(first: str, second: str) -> str:
    return f"<><span>{first}</span><span>{second}</span></>"


def _single_ref(schema: dict[str, Any], refs: Mapping[str, str]) -> str | None:
    """The definition a schema names: a ``$ref``, possibly in a one-element combinator."""
    if isinstance(schema.get("$ref"), str):
        return _ref_name(schema["$ref"], refs)
    for key in ("allOf", "anyOf", "oneOf"):
        options = schema.get(key)
        if isinstance(options, list) and len(options) == 1:
            return _single_ref(options[0], refs)
    return None


def type_expression(schema: dict[str, Any], refs: Mapping[str, str]) -> str:
    """The JSX expression upstream shows for a property's type.

    ``$ref`` -> a link; a one-element combinator -> its element; ``array`` -> a linked
    ``Name[]`` or ``<><span>ITEM</span><span>[]</span></>``; an integer with a format ->
    the format; ``[T, "null"]`` -> ``"T | null"``; a two-way union with ``null`` ->
    ``<><span>EXPR</span><span> | null</span></>``; any other union -> ``union``.
    """
    if isinstance(schema.get("$ref"), str):
        return _link(_ref_name(schema["$ref"], refs))
    for key in ("allOf", "anyOf", "oneOf"):
        options = schema.get(key)
        if isinstance(options, list) and len(options) == 1:
            return type_expression(options[0], refs)
    kind = schema.get("type")
    if isinstance(kind, str):
        if kind == "array":
            return _array_expression(schema, refs)
        if kind == "integer" and isinstance(schema.get("format"), str):
            return _quoted(schema["format"])
        return _quoted(kind)
    if isinstance(kind, list):
        return _type_list_expression(schema, [k for k in kind if isinstance(k, str)], refs)
    options = schema.get("oneOf", schema.get("anyOf"))
    if options is not None:
        return _nullable_union_expression(options, refs) or "union"
    if "enum" in schema:
        return _quoted("enum")
    return _quoted("object")


def _array_expression(schema: dict[str, Any], refs: Mapping[str, str]) -> str:
    items = schema.get("items")
    if not isinstance(items, dict):
        return _quoted("array")
    name = _single_ref(items, refs)
    if name is not None:
        return _link(name, "[]")
    return _fragment(type_expression(items, refs), "[]")


def _type_list_expression(schema: dict[str, Any], kinds: list[str], refs: Mapping[str, str]) -> str:
    if not kinds:
        return _quoted("object")
    if "array" in kinds and "items" in schema:
        rest = [k for k in kinds if k != "array"]
        array = _array_expression(schema, refs)
        return _fragment(array, " | " + " | ".join(rest)) if rest else array
    return _quoted(" | ".join(kinds))


def _nullable_union_expression(options: Any, refs: Mapping[str, str]) -> str | None:
    if not isinstance(options, list) or len(options) != 2:
        return None
    has_null = False
    other = None
    for option in options:
        if option.get("type") == "null":
            has_null = True
        elif "oneOf" not in option and "anyOf" not in option:
            if isinstance(option.get("type"), str):
                other = type_expression(option, refs)
            elif isinstance(option.get("$ref"), str):
                other = _link(_ref_name(option["$ref"], refs))
    if has_null and other is not None:
        return _fragment(other, " | null")
    return None


# --- protocol-page prose ---------------------------------------------------------------------

_CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1", re.DOTALL)
_RUSTDOC_LINK = re.compile(r"\[(`[^`]+`)\](?!\()")
_RFC_KEYWORD = re.compile(
    r"(?<![*\w])(MUST NOT|MUST|SHOULD NOT|SHOULD|MAY|REQUIRED|OPTIONAL)(?![*\w])"
)
_PROSE_ESCAPES = str.maketrans({"<": "&lt;", ">": "&gt;", "{": "\\{", "}": "\\}"})


def page_link_base(version: str, flavour: str) -> str:
    """The site-relative base protocol pages link with: ``/protocol/v1/draft/``, ..."""
    return link_base(version, flavour).removeprefix("https://agentclientprotocol.com")


def protocol_prose(text: str, base: str) -> str:
    """A schema description as prose on a protocol page, in the voice of upstream's pages.

    Rustdoc links ``[`X`]`` become code spans, unversioned protocol links point at ``base``,
    and on a site-relative ``base`` every protocol link is site-relative, as the pages write
    them; RFC 2119 keywords are bold, and MDX-significant characters outside code spans are
    escaped (code spans stay literal, as upstream's pages write them), as are lines that MDX
    would read as ``import`` / ``export`` statements.
    """
    text = versioned_links(_RUSTDOC_LINK.sub(r"\1", text), base)
    if base.startswith("/"):
        text = text.replace(PROTOCOL_DOCS, "/protocol/")
    pieces = []
    position = 0
    for code in _CODE_SPAN.finditer(text):
        pieces.append(_prose(text, position, code.start()))
        pieces.append(code.group(0))
        position = code.end()
    pieces.append(_prose(text, position, len(text)))
    return "".join(pieces)


def _prose(text: str, start: int, end: int) -> str:
    """``text[start:end]``, a piece outside code spans, as prose."""
    piece = text[start:end].translate(_PROSE_ESCAPES)
    piece = escape_esm(piece, at_line_start=start == 0 or text[start - 1] == "\n")
    return _RFC_KEYWORD.sub(r"**\1**", piece)
