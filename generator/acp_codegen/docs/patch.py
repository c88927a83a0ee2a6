"""``acp-codegen docs-patch``: our docs as a patch against upstream's draft docs folder.

Upstream keeps each protocol version's draft pages in ``docs/protocol/<version>/draft/``:
``schema.mdx`` (generated from the unstable schema), ``initialization.mdx``, the prompt page
and ``session-setup.mdx``, among others. The patch changes them as upstream's authors would:

- ``schema.mdx``: the section of every definition the additions add or change, rendered from
  the merged schema, replaces upstream's section of that name or, for a new definition, goes
  where upstream's generator puts it (type sections are sorted by name in byte order). Every
  other byte of the page stays as it is, so the patched page is what upstream's generator
  makes from the merged schema.
- the protocol pages: each fragment goes where :data:`PLACEMENTS` says, at the end of the
  section it belongs to (``#### Session Compaction``, the ``### Client Capabilities`` list) or
  after the paragraph with the notices' replay rule.

The result is a unified diff with ``a/`` and ``b/`` prefixes and paths relative to the docs
folder, for ``git apply --directory=<that folder>`` at the root of upstream's checkout (run in
the folder, ``git apply`` would take the paths from the repository's root and skip them). A
page that already holds a fragment is left as it is, so the patch of a patched folder is empty.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from acp_codegen.behaviour.facts import ProposalFacts
from acp_codegen.docs.fragments import (
    PLACEMENTS,
    PROTOCOL_PREFIX,
    Placement,
    ValidateExample,
    changed_definitions,
    render_fragments,
)
from acp_codegen.docs.sections import render_named_sections
from acp_codegen.errors import GenerationError, SchemaProblem
from acp_codegen.model.types import Model

SCHEMA_PAGE = "schema.mdx"


_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")


@dataclass(frozen=True)
class Heading:
    line: int
    level: int
    title: str


def _lines_with_fences(lines: Sequence[str]) -> Iterator[tuple[int, str, bool]]:
    """Each line with its number and whether it belongs to a fenced code block (fence lines
    included)."""
    fence: str | None = None
    for number, line in enumerate(lines):
        opening = _FENCE.match(line)
        if opening and fence is None:
            fence = opening.group(1)
            yield number, line, True
        elif opening and opening.group(1) == fence:
            fence = None
            yield number, line, True
        else:
            yield number, line, fence is not None


def headings(lines: Sequence[str]) -> list[Heading]:
    """The Markdown headings of a page's lines, outside fenced code blocks."""
    found = []
    for number, line, in_code in _lines_with_fences(lines):
        if not in_code and (match := _HEADING.match(line)):
            found.append(Heading(number, len(match.group(1)), match.group(2)))
    return found


def anchor(title: str) -> str:
    """The anchor a docs site derives from a heading: lower case, words joined by ``-``."""
    words = re.sub(r"[^\w\s-]", "", title.lower()).split()
    return "-".join(words)


def _paragraphs(lines: Sequence[str]) -> list[tuple[int, int]]:
    """``(first, end)`` line ranges of the blank-line separated blocks (a code block's blank
    lines do not end it)."""
    blocks = []
    start: int | None = None
    for number, line, in_code in _lines_with_fences(lines):
        blank = not line.strip() and not in_code
        if blank and start is not None:
            blocks.append((start, number))
            start = None
        elif not blank and start is None:
            start = number
    if start is not None:
        blocks.append((start, len(lines)))
    return blocks


def _collapse(text: str) -> str:
    return " ".join(text.split())


def insert_fragment(page: str, fragment: str, placement: Placement, *, label: str) -> str:
    """``page`` with ``fragment`` at ``placement``; unchanged when it is already there."""
    body = fragment.rstrip("\n")
    if body in page:
        return page
    lines = page.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    taken = {anchor(h.title) for h in headings(lines)}
    for heading in headings(body.splitlines()):
        if anchor(heading.title) in taken:
            raise GenerationError.single(
                label, "", f"already has a heading with the anchor #{anchor(heading.title)}"
            )
    if placement.kind == "section":
        marks = headings(lines)
        at = [h for h in marks if lines[h.line].rstrip() == placement.anchor]
        if len(at) != 1:
            found = "no" if not at else f"{len(at)}"
            raise GenerationError.single(
                label,
                "",
                f"{found} {placement.anchor!r} headings: the fragment goes in that section",
            )
        following = [h for h in marks if h.line > at[0].line and h.level <= at[0].level]
        if following:
            where = following[0].line
            lines[where:where] = [body + "\n", "\n"]
        else:
            lines.extend(["\n", body + "\n"])
    else:
        wanted = _collapse(placement.anchor)
        blocks = [b for b in _paragraphs(lines) if wanted in _collapse("".join(lines[b[0] : b[1]]))]
        if len(blocks) != 1:
            found = "no" if not blocks else f"{len(blocks)}"
            raise GenerationError.single(
                label,
                "",
                f"{found} paragraphs contain {placement.anchor!r}: the fragment follows it",
            )
        end = blocks[0][1]
        lines[end:end] = ["\n", body + "\n"]
    return "".join(lines)


def _type_sections(page: str) -> tuple[list[tuple[str, int, int]], int]:
    """The page's ``## <span class="font-mono">Name</span>`` sections as ``(name, start,
    end)`` offsets, and where the first begins (or the page's end when there is none)."""
    starts = []
    level_two = []
    offset = 0
    for line in page.splitlines(keepends=True):
        if line.startswith("## "):
            level_two.append(offset)
            match = re.fullmatch(r'## <span class="font-mono">(.+)</span>\n?', line)
            if match:
                starts.append((match.group(1), offset))
        offset += len(line)
    sections = []
    for name, start in starts:
        ends = [at for at in level_two if at > start]
        sections.append((name, start, ends[0] if ends else len(page)))
    return sections, (starts[0][1] if starts else len(page))


def splice_sections(page: str, sections: Mapping[str, str]) -> str:
    """``page`` (upstream's schema page) with ``sections`` (name -> formatted section)
    replacing the sections of those names, or inserted in name order."""
    for name, section in sorted(sections.items()):
        body = section.rstrip("\n")
        existing, first = _type_sections(page)
        same = [s for s in existing if s[0] == name]
        if same:
            _, start, end = same[0]
            old = page[start:end]
            page = page[:start] + body + old[len(old.rstrip("\n")) :] + page[end:]
            continue
        later = [s for s in existing if s[0].encode() > name.encode()]
        if later:
            start = later[0][1]
            page = page[:start] + body + "\n\n" + page[start:]
        elif existing:
            page = page.rstrip("\n") + "\n\n" + body + "\n"
        else:
            page = page[:first].rstrip("\n") + ("\n\n" if page.strip() else "") + body + "\n"
    return page


def unified_diff(path: str, old: str, new: str) -> str:
    """A ``git apply``-able diff of one file, ``a/`` and ``b/`` prefixed."""
    if old == new:
        return ""
    lines = difflib.unified_diff(
        old.splitlines(keepends=True),
        new.splitlines(keepends=True),
        f"a/{path}",
        f"b/{path}",
        n=3,
    )
    out = [f"diff --git a/{path} b/{path}\n"]
    for line in lines:
        out.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(out)


def patched_pages(
    model: Model,
    docs: Mapping[str, str],
    *,
    facts: ProposalFacts,
    validate_example: ValidateExample,
    docs_label: str = "DOCS_DIR",
) -> dict[str, str]:
    """Page name -> patched text, for every page the additions change.

    ``model`` is the merged schema's (upstream's unstable file and our overlay), ``docs``
    upstream's draft pages by file name.
    """
    placements = PLACEMENTS[model.protocol.version]
    needed = [SCHEMA_PAGE, *placements]
    missing = [page for page in needed if page not in docs]
    if missing:
        raise GenerationError(
            SchemaProblem(f"{docs_label}/{page}", "", "page not found; the patch changes it")
            for page in missing
        )
    fragments = render_fragments(model, validate_example=validate_example, facts=facts)
    result: dict[str, str] = {}
    problems: list[SchemaProblem] = []
    sections = render_named_sections(model, changed_definitions(model.protocol.overlay or {}))
    result[SCHEMA_PAGE] = splice_sections(docs[SCHEMA_PAGE], sections)
    for name, text in fragments.items():
        if not name.startswith(PROTOCOL_PREFIX):
            continue
        page = name.removeprefix(PROTOCOL_PREFIX)
        if page not in placements:
            problems.append(SchemaProblem(name, "", "no placement on upstream's pages"))
            continue
        try:
            result[page] = insert_fragment(
                docs[page], text, placements[page], label=f"{docs_label}/{page}"
            )
        except GenerationError as error:
            problems.extend(error.problems)
    if problems:
        raise GenerationError(problems)
    return {page: text for page, text in sorted(result.items()) if text != docs[page]}


def read_docs(docs_dir: Path, names: Sequence[str]) -> dict[str, str]:
    """The pages of ``names`` that exist in ``docs_dir``, as text (exit 2 when unreadable)."""
    pages = {}
    problems = []
    for name in names:
        path = docs_dir / name
        if not path.is_file():
            continue
        try:
            pages[name] = path.read_bytes().decode("utf-8")
        except (OSError, UnicodeDecodeError) as error:
            problems.append(SchemaProblem(str(path), "", f"cannot read the page: {error}"))
    if problems:
        raise GenerationError(problems)
    return pages
