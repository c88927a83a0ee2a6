"""Our docs fragments: what the additions add to upstream's pages, ready to paste in place.

Two kinds, all formatted by prettier in one node process:

- ``schema/<Name>.mdx``: the schema-page section of every definition the overlay adds
  (its ``$defs``) or changes (its ``x-extend``), rendered from the merged document by the
  same renderer as every other section.
- ``protocol/<page>.mdx``: one per template under ``templates/docs/pages/<version>/``, a
  section for that protocol page. The templates name what they embed: ``text(pointer,
  *starting)`` places paragraphs of a schema description (the normative text lives there,
  written once), ``field_type(pointer)`` a property's type label, and
  ``{% call example(type_name, at) %}JSON{% endcall %}`` a JSON example that is validated
  against ``type_name`` (at JSON pointer ``at`` inside the example) when it renders. The
  pointers are the model's (its definitions', fields' and branches'), and so are the texts and
  types they name.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from acp_codegen.behaviour.facts import ProposalFacts
from acp_codegen.docs import mdx
from acp_codegen.docs.prettier import format_documents
from acp_codegen.docs.sections import raw_page, response_field, split_sections
from acp_codegen.docs.view import build_sections
from acp_codegen.errors import GenerationError, SchemaProblem, resolve_pointer
from acp_codegen.model.types import Doc, Field, Model, Nullable, ObjectDef, Ref, UnionDef
from acp_codegen.render.environment import TEMPLATES, template
from acp_codegen.vocabulary import EXTEND

ValidateExample = Callable[[str, Any], list[str]]

PAGE_TEMPLATES = TEMPLATES / "docs" / "pages"
SCHEMA_PAGE = "schema-sections"
PROTOCOL_PREFIX = "protocol/"


@dataclass(frozen=True)
class Placement:
    """Where a protocol-page fragment goes on upstream's draft page ``page``.

    ``kind`` "section": at the end of the section headed by the line ``anchor`` (before the
    next heading of the same or a higher level). ``kind`` "paragraph": right after the one
    paragraph whose text contains ``anchor`` (compared with whitespace collapsed, since
    upstream wraps some pages and not others).
    """

    page: str
    kind: Literal["section", "paragraph"]
    anchor: str

    @property
    def what(self) -> str:
        return "a section" if self.kind == "section" else "a paragraph"

    def describe(self) -> str:
        if self.kind == "section":
            return f"`{self.page}`, at the end of its `{self.anchor}` section"
        return f'`{self.page}`, after the paragraph with "{self.anchor}"'


_NOTICE_REPLAY = "Live-only `notice` updates are not conversation history"

# One entry per template under templates/docs/pages/<version>/, by upstream page name.
PLACEMENTS: Mapping[str, Mapping[str, Placement]] = {
    "v1": {
        "initialization.mdx": Placement("initialization.mdx", "section", "### Client Capabilities"),
        "prompt-turn.mdx": Placement("prompt-turn.mdx", "section", "#### Session Compaction"),
        "session-setup.mdx": Placement("session-setup.mdx", "paragraph", _NOTICE_REPLAY),
    },
    "v2": {
        "initialization.mdx": Placement("initialization.mdx", "section", "### Client Capabilities"),
        "prompt-lifecycle.mdx": Placement(
            "prompt-lifecycle.mdx", "section", "#### Session Compaction"
        ),
        "session-setup.mdx": Placement("session-setup.mdx", "paragraph", _NOTICE_REPLAY),
    },
}


def changed_definitions(overlay: Mapping[str, Any]) -> list[str]:
    """The definitions an overlay adds (``$defs``) or extends (``x-extend``), sorted."""
    return sorted({*overlay.get("$defs", {}), *overlay.get(EXTEND, {})})


class PageContext:
    """What a protocol-page template may call; collects problems instead of stopping."""

    def __init__(
        self,
        model: Model,
        *,
        fragment: str,
        link_base: str,
        validate_example: ValidateExample,
    ) -> None:
        self.model = model
        self.docs, self.fields = _nodes(model)
        self.fragment = fragment
        self.link_base = link_base
        self.validate_example = validate_example
        self.problems: list[SchemaProblem] = []
        self.examples = 0

    def _problem(self, pointer: str, message: str) -> str:
        self.problems.append(SchemaProblem(self.fragment, pointer, message))
        return ""

    def text(self, pointer: str, *starting: str) -> str:
        """The description at ``pointer`` as page prose: the paragraphs that begin with each
        of ``starting``, in that order, or every paragraph when none is given."""
        doc = self.docs.get(pointer.removeprefix("#"))
        if doc is None:
            return self._problem(pointer, "the template embeds a schema node that does not exist")
        description = doc.description
        if description is None:
            return self._problem(pointer, "the template embeds a description that does not exist")
        paragraphs = description.split("\n\n")
        chosen = []
        for start in starting:
            match = [p for p in paragraphs if p.startswith(start)]
            if len(match) != 1:
                found = "no" if not match else f"{len(match)}"
                return self._problem(pointer, f"{found} paragraphs begin with {start!r}")
            chosen.append(match[0])
        return "\n\n".join(mdx.protocol_prose(p, self.link_base) for p in chosen or paragraphs)

    def field_type(self, pointer: str) -> str:
        """A property's type as upstream's protocol pages label it: the definition it names
        (``Name Object`` for an object), else its JSON type."""
        field = self.fields.get(pointer.removeprefix("#"))
        if field is None:
            return self._problem(pointer, "the template names a property that does not exist")
        kind = field.type.inner if isinstance(field.type, Nullable) else field.type
        if not isinstance(kind, Ref):
            written = field.constraints.type
            return written if isinstance(written, str) else "object"
        target = self.model.definitions[kind.name]
        return f"{kind.name} Object" if target.constraints.type == "object" else kind.name

    def example(self, type_name: str, at: str = "", *, caller: Callable[[], str]) -> str:
        """A ```json block for the example in the call body, validated as ``type_name``."""
        self.examples += 1
        where = f"example {self.examples} ({type_name})"
        source = caller()
        try:
            instance = json.loads(source)
        except json.JSONDecodeError as error:
            return self._problem("", f"{where} is not JSON: {error}")
        try:
            typed = resolve_pointer(instance, at) if at else instance
        except KeyError:
            return self._problem(at, f"{where} has nothing at {at!r}")
        for message in self.validate_example(type_name, typed):
            self._problem(at, f"{where} is not a valid {type_name}: {message}")
        return "```json\n" + json.dumps(instance, indent=2, ensure_ascii=False) + "\n```"


def _nodes(model: Model) -> tuple[dict[str, Doc], dict[str, Field]]:
    """The docs of the model's definitions, fields and branches, and its fields, by pointer."""
    docs: dict[str, Doc] = {}
    fields: dict[str, Field] = {}
    for definition in model.definitions.values():
        docs.setdefault(definition.pointer, definition.doc)
        held: tuple[Field, ...] = ()
        if isinstance(definition, ObjectDef):
            held = definition.fields
        elif isinstance(definition, UnionDef):
            held = definition.shared
        for field in held:
            fields.setdefault(field.pointer, field)
        for branch in definition.branches:
            docs.setdefault(branch.pointer, branch.doc)
    for pointer, field in fields.items():
        docs.setdefault(pointer, field.doc)
    return docs, fields


def page_templates(version: str) -> list[Path]:
    return sorted((PAGE_TEMPLATES / version).glob("*.mdx.j2"))


def render_fragments(
    model: Model, *, validate_example: ValidateExample, facts: ProposalFacts
) -> dict[str, str]:
    """Relative file name -> text of every fragment for the model's protocol version, and
    ``README.md`` saying what each one is and where it goes. ``facts`` are the merged
    schema's proposal facts: the definitions, fields and capability the protocol pages embed.

    ``model`` is the merged schema's; the overlay merged into it (its protocol's
    ``overlay``) says which definitions the additions add or change. An invalid example, or a
    template that embeds something the schema lacks, raises :class:`GenerationError` naming
    the fragment and the example.
    """
    version, flavour = model.protocol.version, model.protocol.flavour
    overlay = model.protocol.overlay or {}
    link_base = mdx.link_base(version, flavour)
    sections = build_sections(model, link_base=link_base, label=f"{version} merged schema")
    names = changed_definitions(overlay)
    missing = [name for name in names if name not in sections]
    if missing:
        raise GenerationError.single(
            f"{version} docs fragments", "", f"the merged schema lacks {', '.join(missing)}"
        )
    page, ordered = raw_page(sections[name] for name in names)
    raw = {SCHEMA_PAGE: page} | _protocol_pages(
        model, version=version, flavour=flavour, validate_example=validate_example, facts=facts
    )
    # The protocol pages' prose is wrapped as upstream wraps it; the schema page is exactly
    # what upstream's generator writes, unwrapped.
    formatted = format_documents(raw, wrap_prose=[name for name in raw if name != SCHEMA_PAGE])
    label = f"{version} schema fragments"
    schema_sections = split_sections(formatted.pop(SCHEMA_PAGE), ordered, label=label)
    fragments, rows = _schema_fragments(names, schema_sections, overlay, model, label)
    for name, text in formatted.items():
        fragments[name] = text
        placement = PLACEMENTS[version][name.removeprefix(PROTOCOL_PREFIX)]
        rows.append(FragmentRow(name, placement.what, placement.describe()))
    fragments["README.md"] = template("docs/fragments-readme.md.j2").render(
        version=version, rows=sorted(rows, key=lambda row: row.file)
    )
    return dict(sorted(fragments.items()))


def _protocol_pages(
    model: Model,
    *,
    version: str,
    flavour: str,
    validate_example: ValidateExample,
    facts: ProposalFacts,
) -> dict[str, str]:
    """The protocol pages' fragments as their templates render them, unformatted; every
    problem of every page raised at once."""
    pages: dict[str, str] = {}
    problems: list[SchemaProblem] = []
    for path in page_templates(version):
        name = PROTOCOL_PREFIX + path.name.removesuffix(".j2")
        context = PageContext(
            model,
            fragment=f"{version}/{name}",
            link_base=mdx.page_link_base(version, flavour),
            validate_example=validate_example,
        )
        pages[name] = template(path.relative_to(TEMPLATES).as_posix()).render(
            text=context.text,
            field_type=context.field_type,
            example=context.example,
            facts=facts,
            capability=facts.capability,
        )
        problems.extend(context.problems)
    if problems:
        raise GenerationError(problems)
    return pages


def _schema_fragments(
    names: list[str],
    schema_sections: dict[str, str],
    overlay: Mapping[str, Any],
    model: Model,
    label: str,
) -> tuple[dict[str, str], list[FragmentRow]]:
    """The schema page's fragments with their README rows: the whole section of a definition
    the additions add, the added fields alone of one they extend."""
    fragments: dict[str, str] = {}
    rows: list[FragmentRow] = []
    for name in names:  # each added (``$defs``) or extended (``x-extend``)
        if name in overlay.get("$defs", {}):
            fragments[f"schema/{name}.mdx"] = schema_sections[name]
            rows.append(
                FragmentRow(
                    f"schema/{name}.mdx",
                    "the whole section of a new definition",
                    "`schema.mdx`, among the type sections in name order",
                )
            )
            continue
        for field, where in added_fields(name, overlay[EXTEND][name], model):
            file = f"schema/{name}.{field}.mdx"
            fragments[file] = response_field(schema_sections[name], field, label=f"{label}: {name}")
            rows.append(
                FragmentRow(
                    file,
                    f"an insertion into upstream's `{name}` section: the "
                    f"added {where[0]} `{field}` only",
                    where[1],
                )
            )
    return fragments, rows


@dataclass(frozen=True)
class FragmentRow:
    """One line of the fragments' README: the file, what it is, and where it goes."""

    file: str
    what: str
    where: str


def added_fields(
    name: str, extension: Mapping[str, Any], model: Model
) -> list[tuple[str, tuple[str, str]]]:
    """The ``<ResponseField>`` names an ``x-extend`` entry adds to upstream's section of
    ``name`` (property names, variant discriminator values), each with (kind, where it goes)."""
    added: list[tuple[str, tuple[str, str]]] = []
    for field in extension.get("properties", {}):
        added.append((field, ("property", "among the section's properties, in name order")))
    union = model.definitions[name]
    is_open = isinstance(union, UnionDef) and union.open
    where = 'before the open "other" variant' if is_open else "after the section's last variant"
    for variant in extension.get("variants", []):
        for prop in variant.get("properties", {}).values():
            if isinstance(prop, dict) and "const" in prop:
                added.append((str(prop["const"]), ("variant", where)))
    return added
