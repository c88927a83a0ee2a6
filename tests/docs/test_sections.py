"""Small goldens, one per rule of upstream's schema-page format, and hostile input.

Each rule is a small schema, built into the model as every run builds it, and the section the
docs view over that model renders. All definitions of a test go through one prettier run
(``render_definition_sections``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from acp_codegen.docs.mdx import protocol_prose
from acp_codegen.docs.sections import render_definition_sections
from acp_codegen.errors import GenerationError
from acp_codegen.load import in_memory
from acp_codegen.model.build import build_model
from support import compile_failures, forks_beside_the_runner

pytestmark = pytest.mark.usefixtures("repository_prettier")

RULES: dict[str, tuple[dict[str, Any], str]] = {
    "Id": (
        {"description": "An id.", "type": "string"},
        "An id.\n\n**Type:** `string`\n",
    ),
    "Port": (
        {"type": "integer", "format": "uint16", "minimum": 0, "maximum": 65535},
        "**Type:** `integer (uint16)`\n\n"
        "| Constraint | Value   |\n| ---------- | ------- |\n"
        "| Minimum    | `0`     |\n| Maximum    | `65535` |\n",
    ),
    "Thing": (
        {
            "type": "object",
            "properties": {
                "zeta": {"type": ["string", "null"], "description": "Last."},
                "_meta": {"type": ["object", "null"]},
                "kind": {"type": "string", "const": "thing"},
                "items": {"type": "array", "items": {"$ref": "#/$defs/Id"}, "default": []},
            },
            "required": ["kind"],
        },
        "**Type:** Object\n\n**Properties:**\n\n"
        '<ResponseField name="_meta" type={"object | null"} >\n</ResponseField>\n'
        '<ResponseField name="items" type={<a href="#id">Id[]</a>} >\n\n'
        "    - Default: `[]`\n\n</ResponseField>\n"
        '<ResponseField name="kind" type={"string"} required>\n'
        '  The discriminator value. Must be `"thing"`.\n</ResponseField>\n'
        '<ResponseField name="zeta" type={"string | null"} >\n  Last.\n</ResponseField>\n',
    ),
    "Choice": (
        {
            "description": "One of two.",
            "oneOf": [
                {"description": "The first.", "type": "string", "const": "first"},
                {
                    "description": "An id.",
                    "type": "object",
                    "properties": {"id": {"$ref": "#/$defs/Id"}},
                },
            ],
        },
        "One of two.\n\n**Type:** Union\n\n"
        '<ResponseField name="first" type="string">\n  The first.\n</ResponseField>\n\n'
        '<ResponseField name="Object" type="object">\nAn id.\n\n'
        '<Expandable title="Properties">\n\n'
        '<ResponseField name="id" type={<a href="#id">Id</a>}></ResponseField>\n\n'
        "</Expandable>\n</ResponseField>\n",
    ),
    "Mode": (
        {
            "type": "object",
            "properties": {"mode": {"type": "string", "enum": ["a b", "c"], "description": "How."}},
        },
        "**Type:** Object\n\n**Properties:**\n\n"
        '<ResponseField name="mode" type={"string"} >\n  How.\n\n'
        '**Allowed values:**\n\n- `"a b"`\n- `"c"`\n\n</ResponseField>\n',
    ),
    "Alias": (
        {"anyOf": [{"$ref": "#/$defs/Id"}], "description": "Same as an id."},
        "Same as an id.\n\n**Type:** `string`\n",
    ),
    "Blob": (
        {
            "type": "object",
            "properties": {
                "data": {
                    "type": "string",
                    "contentEncoding": "base64",
                    "contentMediaType": "image/png",
                },
                "link": {"type": ["string", "null"], "format": "uri"},
            },
        },
        "**Type:** Object\n\n**Properties:**\n\n"
        '<ResponseField name="data" type={"string"} >\n\n    | Constraint | Value |\n'
        "    | ---------- | ----- |\n    | Content encoding | `base64` |\n"
        "    | Content media type | `image/png` |\n\n</ResponseField>\n"
        '<ResponseField name="link" type={"string | null"} >\n\n    - Format: `uri`\n\n'
        "</ResponseField>\n",
    ),
    "Braces": (
        {"type": "string", "enum": ["a{b}", "<c>"]},
        '**Type:** Enumeration\n\n| Value    |\n| -------- |\n| `"a{b}"` |\n| `"<c>"`  |\n',
    ),
    "Shape": (  # a variant that extends a definition: its fields and the definition's
        {
            "oneOf": [
                {
                    "description": "An extended thing.",
                    "allOf": [{"$ref": "#/$defs/Base"}],
                    "properties": {
                        "kind": {"const": "x", "type": "string"},
                        "extra": {"type": "string"},
                        "name": {"type": "string", "description": "Not the base's."},
                    },
                    "required": ["kind", "extra", "name"],
                },
                {
                    "description": "A plain one.",
                    "properties": {
                        "kind": {"const": "y", "type": "string"},
                        "size": {"type": "integer"},
                    },
                    "required": ["kind"],
                    "type": "object",
                },
            ],
        },
        '**Type:** Union\n\n<ResponseField name="x">\nAn extended thing.\n\n'
        '<Expandable title="Properties">\n\n'
        '<ResponseField name="extra" type={"string"} required></ResponseField>\n'
        '<ResponseField name="kind" type={"string"} required>\n'
        '  The discriminator value. Must be `"x"`.\n</ResponseField>\n'
        '<ResponseField name="name" type={"string"} required></ResponseField>\n\n'
        '</Expandable>\n</ResponseField>\n\n<ResponseField name="y" type="object">\n'
        'A plain one.\n\n<Expandable title="Properties">\n\n'
        '<ResponseField name="kind" type={"string"} required>\n'
        '  The discriminator value. Must be `"y"`.\n</ResponseField>\n'
        '<ResponseField name="size" type={"integer"}></ResponseField>\n\n</Expandable>\n'
        "</ResponseField>\n",
    ),
    "Base": (
        {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]},
        "**Type:** Object\n\n**Properties:**\n\n"
        '<ResponseField name="name" type={"string"} required></ResponseField>\n',
    ),
    "Tagged": (  # shared fields, the union's tag left out of them, before headed variants
        {
            "properties": {
                "kind": {"type": "string"},
                "at": {"type": "integer", "description": "When."},
            },
            "required": ["at"],
            "oneOf": [
                {"properties": {"kind": {"const": "a"}}, "required": ["kind"]},
                {
                    "title": "Rest",
                    "required": ["kind"],
                    "not": {"properties": {"kind": {"const": "a"}}},
                },
            ],
        },
        "**Type:** Union\n\n**Shared properties:**\n\n"
        '<ResponseField name="at" type={"integer"} required>\n  When.\n'
        '</ResponseField>\n\n**Variants:**\n\n<ResponseField name="a">\n{""}\n\n'
        '<Expandable title="Properties">\n\n'
        '<ResponseField name="kind" type={"object"} required>\n'
        '  The discriminator value. Must be `"a"`.\n</ResponseField>\n\n</Expandable>\n'
        '</ResponseField>\n\n<ResponseField name="Rest">{""}</ResponseField>\n',
    ),
    "Scoped": (  # an object beside an untagged union: its fields are the shared ones
        {
            "type": "object",
            "properties": {"at": {"type": "integer"}},
            "anyOf": [{"$ref": "#/$defs/Id"}, {"type": "null"}],
        },
        "**Type:** Union\n\n**Shared properties:**\n\n"
        '<ResponseField name="at" type={"integer"}></ResponseField>\n\n**Variants:**\n\n'
        '<ResponseField name="Id">{""}</ResponseField>\n\n'
        '<ResponseField name="null" type="null">\n  {""}\n</ResponseField>\n',
    ),
    "Wrapped": (  # a lone branch that extends an object is that object, both described
        {
            "description": "Outer.",
            "anyOf": [{"allOf": [{"$ref": "#/$defs/Base"}], "description": "Inner."}],
        },
        "Outer.\n\nInner.\n\n**Type:** Object\n\n**Properties:**\n\n"
        '<ResponseField name="name" type={"string"} required></ResponseField>\n',
    ),
    "Leveled": (  # ... or that scalar, its values allowed
        {"anyOf": [{"title": "L", "allOf": [{"$ref": "#/$defs/Level"}]}]},
        "**Type:** `integer`\n\n| Allowed Values |\n| -------------- |\n"
        "| `1`            |\n| `2`            |\n",
    ),
    "Lone": (  # ... and a union when it is neither
        {"anyOf": [{"allOf": [{"$ref": "#/$defs/Marks"}]}]},
        '**Type:** Union\n\n<ResponseField name="Marks">{""}</ResponseField>\n',
    ),
    "Labels": (  # a branch's label and type
        {
            "anyOf": [
                {"title": "Called", "allOf": [{"$ref": "#/$defs/Id"}]},
                {"$ref": "#/$defs/Base"},
                {"type": "null", "title": "Nothing"},
                {"type": "boolean"},
                {"type": "integer", "format": "int64", "title": "Big"},
                {"title": "Box", "type": "object", "properties": {"n": {"const": 1}}},
                {"description": "Anything."},
            ]
        },
        '**Type:** Union\n\n<ResponseField name="Called">{""}</ResponseField>\n\n'
        '<ResponseField name="Base">\n{""}\n\n<Expandable title="Properties">\n\n'
        '<ResponseField name="name" type={"string"} required></ResponseField>\n\n'
        '</Expandable>\n</ResponseField>\n\n<ResponseField name="null" type="null">\n'
        '  {""}\n</ResponseField>\n\n<ResponseField name="boolean" type="boolean">\n'
        '  {""}\n</ResponseField>\n\n<ResponseField name="Big" type="int64">\n  {""}\n'
        '</ResponseField>\n\n<ResponseField name="Box" type="object">\n{""}\n\n'
        '<Expandable title="Properties">\n\n<ResponseField name="n" type={"object"}>\n'
        "  The discriminator value. Must be `1`.\n</ResponseField>\n\n</Expandable>\n"
        '</ResponseField>\n\n<ResponseField name="Variant">Anything.</ResponseField>\n',
    ),
    "Code": (  # an enum written as constants: each a variant
        {
            "anyOf": [
                {"const": -1, "type": "integer", "format": "int32", "description": "Bad."},
                {"title": "other", "type": "integer", "format": "int32"},
            ]
        },
        '**Type:** Union\n\n<ResponseField name="-1" type="int32">\n  Bad.\n'
        '</ResponseField>\n\n<ResponseField name="other" type="int32">\n  {""}\n'
        "</ResponseField>\n",
    ),
    "LoneScalar": (  # a lone branch that names no definition: a union
        {"anyOf": [{"type": "string", "title": "S"}]},
        '**Type:** Union\n\n<ResponseField name="S" type="string">\n  {""}\n</ResponseField>\n',
    ),
    "TagOnly": (  # a lone variant of a scalar: its own fields, an object
        {
            "oneOf": [
                {
                    "allOf": [{"$ref": "#/$defs/Id"}],
                    "properties": {"t": {"const": "x"}},
                    "required": ["t"],
                }
            ]
        },
        "**Type:** Object\n\n**Properties:**\n\n"
        '<ResponseField name="t" type={"object"} required>\n'
        '  The discriminator value. Must be `"x"`.\n</ResponseField>\n',
    ),
    "Over": (  # what the extended definition has wins over what the branch writes again
        {
            "oneOf": [
                {
                    "allOf": [{"$ref": "#/$defs/Tagged"}],
                    "properties": {
                        "t": {"const": "x"},
                        "at": {"type": "integer", "description": "Mine."},
                    },
                    "required": ["t"],
                }
            ]
        },
        "**Type:** Object\n\n**Properties:**\n\n"
        '<ResponseField name="at" type={"integer"} required>\n  When.\n'
        "</ResponseField>\n"
        '<ResponseField name="kind" type={"string"}></ResponseField>\n'
        '<ResponseField name="t" type={"object"} required>\n'
        '  The discriminator value. Must be `"x"`.\n</ResponseField>\n',
    ),
    "Void": ({"type": "object", "properties": {}}, "**Type:** Object\n\n_No properties defined_\n"),
    "Empty": (  # a lone branch that extends an object of no properties: that object
        {"anyOf": [{"allOf": [{"$ref": "#/$defs/Void"}]}]},
        "**Type:** Object\n\n_No properties defined_\n",
    ),
    "Listed": (  # a format beside a type that is not a number or a string: not in the label
        {"type": "array", "items": {"type": "string"}, "format": "csv"},
        "**Type:** `array`\n\n**Format:** `csv`\n",
    ),
    "Uri": (  # a scalar's format, after its default
        {"type": "string", "format": "uri", "default": "a:b"},
        "**Type:** `string (uri)`\n\n| Constraint | Value   |\n"
        '| ---------- | ------- |\n| Default    | `"a:b"` |\n| Format     | `uri`   |\n',
    ),
    "Limits": (  # a field's constraints; a format only where the type is a string
        {
            "type": "object",
            "properties": {
                "name": {"type": "string", "minLength": 1, "maxLength": 9, "pattern": "^a"},
                "count": {"type": "integer", "format": "int64", "default": 2},
                "version": {"const": 1, "description": "The version."},
                "mode": {"type": "string", "enum": ["only"]},
            },
        },
        "**Type:** Object\n\n**Properties:**\n\n"
        '<ResponseField name="count" type={"int64"} >\n\n    - Default: `2`\n\n'
        '</ResponseField>\n<ResponseField name="mode" type={"string"} >\n\n'
        '**Allowed values:**\n\n- `"only"`\n\n</ResponseField>\n'
        '<ResponseField name="name" type={"string"} >\n\n    | Constraint | Value |\n'
        "    | ---------- | ----- |\n    | Min length | `1` |\n"
        '    | Max length | `9` |\n    | Pattern | `"^a"` |\n\n</ResponseField>\n'
        '<ResponseField name="version" type={"object"} >\n  The version.\n'
        "</ResponseField>\n",
    ),
    "Named": (  # a lone variant merged: its own description follows the definition's
        {"description": "Outer.", "anyOf": [{"$ref": "#/$defs/Id", "description": "Inner."}]},
        "Outer.\n\nInner.\n\n**Type:** `string`\n",
    ),
    "Marks": (  # values escaped in a variant, labels from enum, title and type
        {
            "oneOf": [
                {"enum": ["a|b", "c"], "description": "Marked."},
                {"title": "Text", "type": "string"},
                {"type": "integer"},
            ]
        },
        "**Type:** Union\n\n"
        '<ResponseField name="a|b | c" type="enum">\nMarked.\n\n'
        '**Values:** `"a\\|b"`, `"c"`\n\n</ResponseField>\n\n'
        '<ResponseField name="Text" type="string">\n  {""}\n</ResponseField>\n\n'
        '<ResponseField name="integer" type="integer">\n  {""}\n</ResponseField>\n',
    ),
    "Level": (  # values that are not strings, unquoted
        {"type": "integer", "enum": [1, 2]},
        "**Type:** Enumeration\n\n| Value |\n| ----- |\n| `1`   |\n| `2`   |\n",
    ),
}

HOSTILE = (
    "Use {braces}, <b>tags</b>, a|pipe and `code {x}`.\n"
    "# not a heading\n"
    "</ResponseField>\n"
    "[`Link`] and an unmatched ` backtick and https://agentclientprotocol.com/protocol/x\n\n"
    "import os\n\n  export const x = 1"
)


def heading(name: str) -> str:
    return f'## <span class="font-mono">{name}</span>\n\n'


def sections(document: dict[str, Any], version: str = "v1", flavour: str = "stable") -> Any:
    """Each definition's formatted section, rendered from the model of ``document``."""
    return render_definition_sections(build_model(in_memory(document, "t.json", version, flavour)))


@pytest.fixture(scope="module")
def rule_sections() -> dict[str, str]:
    document = {"$defs": {name: schema for name, (schema, _) in RULES.items()}}
    return sections(document)


@pytest.mark.parametrize("name", sorted(RULES))
def test_rule(rule_sections: dict[str, str], name: str) -> None:
    assert rule_sections[name] == heading(name) + RULES[name][1]


def hostile_document() -> dict[str, Any]:
    return {
        "$defs": {
            "Hostile": {
                "description": HOSTILE,
                "type": "object",
                "properties": {"text": {"type": "string", "description": HOSTILE}},
            },
            "HostileUnion": {
                "description": HOSTILE,
                "anyOf": [
                    {"title": "one", "description": HOSTILE, "type": "object"},
                    {"$ref": "#/$defs/Hostile", "description": HOSTILE},
                ],
            },
        }
    }


def test_hostile_descriptions_are_escaped_as_upstream_and_compile() -> None:
    rendered = sections(hostile_document(), version="v2", flavour="unstable")
    for text in rendered.values():
        assert "\\{braces\\}" in text and "&lt;b&gt;tags&lt;/b&gt;" in text
        assert "a\\|pipe" in text and "`code \\{x\\}`" in text
        assert "&lt;/ResponseField&gt;" in text and "</ResponseField>\n" in text
        assert "`Link`" in text and "[`Link`]" not in text
        assert "https://agentclientprotocol.com/protocol/v2/draft/x" in text
        assert "\n&#x69;mport os\n" in text and "&#x65;xport const x = 1\n" in text
    assert "\n\\# not a heading\n" in rendered["Hostile"]
    assert compile_failures(rendered) == {}


def test_hostile_prose_compiles_and_keeps_code_literal() -> None:
    prose = protocol_prose(HOSTILE + "\n\nAgents MUST NOT do **MAY**.", "/protocol/v1/draft/")
    assert "`code {x}`" in prose and "\\{braces\\}" in prose and "&lt;b&gt;" in prose
    assert "Agents **MUST NOT** do **MAY**." in prose
    assert "(/protocol/v1/draft/x" not in prose and "/protocol/v1/draft/x" in prose
    assert "\n&#x69;mport os\n" in prose and "\n  &#x65;xport const x = 1\n" in prose
    assert compile_failures({"prose": prose}) == {}


@pytest.mark.parametrize(
    ("definitions", "pointer"),
    [
        ({"Bad{Name}": {"type": "string"}}, "/$defs/Bad{Name}"),
        (
            {"Obj": {"type": "object", "properties": {'say"hi"': {"type": "string"}}}},
            '/$defs/Obj/properties/say"hi"',
        ),
        ({"U": {"oneOf": [{"const": "<x>"}, {"type": "null"}]}}, "/$defs/U/oneOf/0"),
    ],
)
def test_names_that_break_mdx_are_reported(definitions: dict[str, Any], pointer: str) -> None:
    with pytest.raises(GenerationError) as raised:
        sections({"$defs": definitions})
    assert [p.pointer for p in raised.value.problems] == [pointer]


def test_a_definition_name_that_breaks_mdx_is_reported_as_one() -> None:
    with pytest.raises(GenerationError) as raised:
        sections({"$defs": {"Bad{Name}": {"type": "string"}}})
    assert [(p.pointer, p.message) for p in raised.value.problems] == [
        ("/$defs/Bad{Name}", "definition name 'Bad{Name}' cannot be placed in MDX")
    ]


def test_a_lone_branch_extending_a_union_shows_the_union_s_shared_properties() -> None:
    """A union's properties beside its branches are properties too: the branch is an object."""
    tagged = [
        {"type": "object", "properties": {"k": {"const": tag}}, "required": ["k"]} for tag in "xy"
    ]
    definitions = {
        "Base": {
            "type": "object",
            "properties": {"id": {"type": "string", "description": "The id."}},
            "oneOf": tagged,
        },
        "V": {"anyOf": [{"allOf": [{"$ref": "#/$defs/Base"}]}]},
    }
    section = sections({"$defs": definitions})["V"]
    assert "**Type:** Object" in section
    assert '<ResponseField name="id" type={"string"}>' in section


def test_a_name_that_breaks_mdx_is_reported_once_at_the_place_it_is_written() -> None:
    """A branch's label and type, each; a base's property shown in each variant that extends
    it, once, at the base."""
    definitions = {
        "U": {"anyOf": [{"type": ["string", "null"]}, {"type": "integer"}]},
        "Base": {"type": "object", "properties": {"a<b": {"type": "string"}}},
        "V": {
            "oneOf": [
                {"allOf": [{"$ref": "#/$defs/Base"}], **variant}
                for variant in (
                    {"properties": {"t": {"const": tag}}, "required": ["t"]} for tag in "xy"
                )
            ]
        },
    }
    with pytest.raises(GenerationError) as raised:
        sections({"$defs": definitions})
    assert [(p.pointer, p.message) for p in raised.value.problems] == [
        ("/$defs/U/anyOf/0", """variant label '["string","null"]' cannot be placed in MDX"""),
        ("/$defs/U/anyOf/0", """variant type '["string","null"]' cannot be placed in MDX"""),
        ("/$defs/Base/properties/a<b", "property name 'a<b' cannot be placed in MDX"),
    ]


def test_prettier_works_beside_the_caller_and_is_stopped_when_left() -> None:
    """``Formatting`` starts prettier at once and the caller takes the result when it needs
    it; one left without taking its result (a run that failed meanwhile) is stopped, and its
    request and output files are gone. No process starts for no documents."""
    from acp_codegen.docs.prettier import Formatting

    with Formatting({"a": "# A\n\n\n\ntext   here\n"}) as formatting:
        assert formatting.result() == {"a": "# A\n\ntext here\n"}
    with Formatting({"a": "# A\n"}) as left:
        assert left._node is not None and left._node.process is not None
        process, folder = left._node.process, left._node.request.parent
    assert process.poll() is not None
    assert not folder.exists()
    with Formatting({}) as nothing:
        assert nothing._node is None and nothing.result() == {}


@forks_beside_the_runner
def test_prettier_started_ahead_serves_the_next_formatting_even_with_a_fork_alive() -> None:
    """Node started before the documents are known (:func:`start_ahead`) formats the next
    documents given, and is told they are there while a process forked meanwhile (the
    validators' compilation) still holds a copy of its stdin pipe: the child here waits until
    the result is in, so a formatting that waited for the pipe's end would never finish (the
    thread's join is a deadlock guard, not a timing). The child also stops what it inherited
    as started ahead, which must leave its parent's node alone."""
    import os
    import threading

    from acp_codegen.docs import prettier

    prettier.start_ahead(prettier.current_prettier())
    ahead = prettier._ahead[0]
    release, hold = os.pipe()
    child = os.fork()
    if child == 0:  # the copy of node's stdin stays open until the parent says so
        os.close(hold)
        prettier.stop_ahead()
        os.read(release, 1)
        os._exit(0)
    os.close(release)
    try:
        results: list[dict[str, str]] = []
        with prettier.Formatting({"a": "# A\n\n\n\ntext   here\n"}) as formatting:
            assert formatting._node is ahead and prettier._ahead == []
            worker = threading.Thread(target=lambda: results.append(formatting.result()))
            worker.start()
            worker.join(60)
        assert results == [{"a": "# A\n\ntext here\n"}]
    finally:
        os.close(hold)
        os.waitpid(child, 0)
        prettier.stop_ahead()


def test_prettier_started_ahead_and_never_used_is_stopped() -> None:
    from acp_codegen.docs import prettier

    prettier.start_ahead(prettier.current_prettier())
    try:
        node = prettier._ahead[0]
        assert node.process is not None
    finally:
        prettier.stop_ahead()
    assert node.process.poll() is not None and not node.request.parent.exists()
    assert prettier._ahead == []


def test_prettier_started_ahead_removes_its_folder_when_the_generator_ends_first() -> None:
    """A generator killed before it sent a request (no cleanup of its own ran) leaves node
    stdin's end and no line: node removes the folder of its files and exits."""
    from acp_codegen.docs import prettier

    node = prettier._Node(prettier.current_prettier())
    try:
        assert node.process is not None and node.process.stdin is not None
        folder = node.request.parent
        node.process.stdin.close()  # as the kernel does for a generator that was killed
        assert node.process.wait(60) == 0
        assert not folder.exists()
    finally:
        node.close()


@forks_beside_the_runner
def test_prettier_removes_its_folder_when_the_generator_dies_after_its_request() -> None:
    """A generator killed after it sent its request (no cleanup of its own ran): node formats
    the request, finds itself orphaned and removes the folder (the loop's deadline is a guard
    against waiting forever, not a timing)."""
    import os
    import time

    from acp_codegen.docs import prettier

    installed = prettier.current_prettier()
    report, tell = os.pipe()
    child = os.fork()
    if child == 0:  # the generator: starts node, sends a request, dies without cleaning up
        os.close(report)
        node = prettier._Node(installed)
        node.submit({"documents": {"a": "# A\n"}, "wrapProse": []})
        os.write(tell, str(node.request.parent).encode())
        os._exit(0)
    os.close(tell)
    folder = Path(os.read(report, 4096).decode())
    os.close(report)
    os.waitpid(child, 0)
    deadline = time.monotonic() + 60
    while folder.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not folder.exists()


@pytest.mark.parametrize("outcome", [0, KeyboardInterrupt()])
def test_the_generate_command_stops_the_node_it_started_ahead(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, outcome: int | BaseException
) -> None:
    """``generate`` starts node before the stages when a target has docs, and stops it when
    the run ends, whatever the run did with it."""
    from acp_codegen import cli
    from acp_codegen.docs import prettier

    seen: list[prettier._Node] = []

    def generate(*args: object, **kwargs: object) -> int:
        seen.extend(prettier._ahead)
        if isinstance(outcome, BaseException):
            raise outcome
        return outcome

    monkeypatch.setattr(cli, "generate", generate)
    base = tmp_path / "schema.unstable.json"
    status = cli.main(["generate", "--protocol", "v1", "--base", str(base), "--out", str(tmp_path)])
    assert status == (130 if isinstance(outcome, BaseException) else outcome)
    assert len(seen) == 1 and seen[0].process is not None
    assert seen[0].process.poll() is not None and prettier._ahead == []


def test_a_document_prettier_refuses_is_named() -> None:
    from acp_codegen.docs.prettier import Formatting

    with pytest.raises(GenerationError, match=r"broken.*prettier could not format"):
        Formatting({"broken.json": "{"}).result()


def test_a_formatting_that_cannot_start_leaves_nothing_behind(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import subprocess
    import tempfile

    from acp_codegen.docs.prettier import Formatting

    def cannot_start(*args: object, **kwargs: object) -> None:
        raise OSError("no node today")

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setattr(subprocess, "Popen", cannot_start)
    with pytest.raises(OSError, match="no node today") as raised:
        Formatting({"a": "# A\n"})
    # Gone at once, not when the object is collected (the traceback keeps it alive here; a
    # command that ends with os._exit never collects it).
    assert raised.value.__traceback__ is not None
    assert list(tmp_path.iterdir()) == []
