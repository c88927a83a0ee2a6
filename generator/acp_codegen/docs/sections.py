"""Definition sections in the format of upstream's schema page (``docs/schema.mdx``).

The sections are rendered raw by ``templates/docs/section.mdx.j2`` and joined into one page
(``raw_page``) for fragments; for a whole schema, prettier formats each section on its own,
through the cache of :mod:`acp_codegen.docs.format_cache`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from acp_codegen.docs import mdx
from acp_codegen.docs.format_cache import CachedFormatting
from acp_codegen.docs.prettier import format_documents
from acp_codegen.docs.view import Section, build_sections
from acp_codegen.errors import GenerationError
from acp_codegen.model.types import Model
from acp_codegen.render.environment import template

SECTION_HEADING = '## <span class="font-mono">{name}</span>\n'


def render_raw_section(section: Section) -> str:
    """One section as upstream's generator writes it, before prettier."""
    return template("docs/section.mdx.j2").render(section=section)


def raw_page(sections: Iterable[Section]) -> tuple[str, list[str]]:
    """The raw page of ``sections`` sorted by name, and the names in page order."""
    ordered = sorted(sections, key=lambda s: s.name)
    return "".join(render_raw_section(s) for s in ordered), [s.name for s in ordered]


def split_sections(page: str, names: Iterable[str], *, label: str) -> dict[str, str]:
    """Cut a formatted page into the sections of ``names`` (in page order).

    A section runs from its ``## `` heading up to the next one, with trailing blank lines
    reduced to a single newline.
    """
    starts = []
    position = 0
    for name in names:
        heading = SECTION_HEADING.format(name=name)
        at = page.find(heading, position)
        if at < 0 or (at > 0 and page[at - 1] != "\n"):
            raise GenerationError.single(label, "", f"the formatted page lost the section {name}")
        starts.append((name, at))
        position = at + len(heading)
    ends = [start for _, start in starts[1:]] + [len(page)]
    return {
        name: page[start:end].rstrip("\n") + "\n"
        for (name, start), end in zip(starts, ends, strict=True)
    }


class DefinitionSections:
    """Each definition's section, formatted exactly as upstream's schema page shows it; the
    formatting starts at once (see :class:`CachedFormatting`) and :meth:`result` waits for it.

    The model's protocol version and flavour ("stable" or "unstable") pick the page whose link
    base the descriptions get: ``/protocol/<version>/`` or ``/protocol/<version>/draft/``.
    Every definition of the model's ``$defs`` gets a section, also those upstream's page leaves
    out or lists under a method.
    """

    def __init__(self, model: Model, *, label: str | None = None) -> None:
        sections = _sections(model, label)
        # Each section is formatted on its own (prettier gives the bytes it gives them on the
        # whole page, checked on upstream's pages), so the cache can skip the sections that did
        # not change.
        self.names = sorted(sections)
        raw = {f"section-{i}": render_raw_section(sections[n]) for i, n in enumerate(self.names)}
        self._formatting = CachedFormatting(raw)

    def result(self) -> dict[str, str]:
        formatted = self._formatting.result()
        return {
            name: formatted[f"section-{index}"].rstrip("\n") + "\n"
            for index, name in enumerate(self.names)
        }

    def __enter__(self) -> DefinitionSections:
        return self

    def __exit__(self, *exception: object) -> None:
        self._formatting.__exit__(*exception)


def _sections(model: Model, label: str | None) -> dict[str, Section]:
    """The sections of the model's definitions on the page of its version and flavour."""
    version, flavour = model.protocol.version, model.protocol.flavour
    label = label or f"{version} {flavour} schema page"
    return build_sections(model, link_base=mdx.link_base(version, flavour), label=label)


def render_definition_sections(model: Model, *, label: str | None = None) -> dict[str, str]:
    """Each definition's section, formatted (see :class:`DefinitionSections`)."""
    with DefinitionSections(model, label=label) as sections:
        return sections.result()


def render_named_sections(
    model: Model, names: Iterable[str], *, label: str | None = None
) -> dict[str, str]:
    """The formatted sections of the definitions ``names`` only (``GenerationError`` naming
    those the schema lacks)."""
    label = label or f"{model.protocol.version} {model.protocol.flavour} schema page"
    sections = _sections(model, label)
    wanted = list(names)
    missing = [name for name in wanted if name not in sections]
    if missing:
        raise GenerationError.single(label, "", f"the schema lacks {', '.join(missing)}")
    page, ordered = raw_page(sections[name] for name in wanted)
    formatted = format_documents({"schema": page})["schema"]
    return split_sections(formatted, ordered, label=label)


_FIELD_TAG = re.compile(r'<ResponseField\s+name="([^"]*)"|(<ResponseField\b)|(</ResponseField>)')


def response_field(section: str, name: str, *, label: str) -> str:
    """The outermost ``<ResponseField name="name">`` block of a formatted section (a property
    of an object, or a variant of a union), from its line up to its closing tag."""
    depth = 0
    start: int | None = None
    for tag in _FIELD_TAG.finditer(section):
        if tag.group(3):
            depth -= 1
            if depth == 0 and start is not None:
                end = section.find("\n", tag.end())
                return section[start : len(section) if end < 0 else end + 1]
            continue
        if depth == 0 and tag.group(1) == name:
            start = section.rfind("\n", 0, tag.start()) + 1
        depth += 1
    raise GenerationError.single(label, "", f"the section has no field or variant {name!r}")
