"""Definition sections in the format of upstream's schema page (``docs/schema.mdx``).

The sections are rendered raw by ``templates/docs/section.mdx.j2``, joined into one page,
formatted by prettier in one run, and cut back into sections.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from generator.docs import mdx
from generator.docs.environment import template
from generator.docs.model import Section, build_sections
from generator.docs.prettier import format_mdx
from generator.errors import GenerationError

SECTION_HEADING = '## <span class="font-mono">{name}</span>\n'


def render_raw_section(section: Section) -> str:
    """One section as upstream's generator writes it, before prettier."""
    return template("docs/section.mdx.j2").render(section=section, heading="##")


def format_sections(sections: Iterable[Section], *, label: str) -> dict[str, str]:
    """Render ``sections`` raw, format them as one page and cut the page into sections."""
    ordered = sorted(sections, key=lambda s: s.name)
    page = format_mdx("".join(render_raw_section(s) for s in ordered), label=label)
    return split_sections(page, [s.name for s in ordered], label=label)


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
            raise GenerationError.single(label, "", f"formatted page lost the section of {name}")
        starts.append((name, at))
        position = at + len(heading)
    sections = {}
    for index, (name, start) in enumerate(starts):
        end = starts[index + 1][1] if index + 1 < len(starts) else len(page)
        sections[name] = page[start:end].rstrip("\n") + "\n"
    return sections


def render_definition_sections(
    document: Mapping[str, Any], *, version: str, flavour: str
) -> dict[str, str]:
    """Each definition's section, formatted exactly as upstream's schema page shows it.

    ``flavour`` ("stable" or "unstable") picks the page whose link base the descriptions get:
    ``/protocol/<version>/`` or ``/protocol/<version>/draft/``. Every definition of
    ``$defs`` gets a section, also those upstream's page leaves out or lists under a method.
    """
    base = mdx.link_base(version, flavour)
    sections = build_sections(document, link_base=base).values()
    return format_sections(sections, label=f"{version} {flavour} schema docs")
