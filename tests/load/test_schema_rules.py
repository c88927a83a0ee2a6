"""The Prompt Suggestions proposal's rules that a schema can express, checked with ``jsonschema``.

Each test names, in ``RULES``, the sentence of the proposal it checks; ``test_rule_sentences``
makes sure those sentences are still in the proposal. Instances are validated against the
merged unstable document (``load_protocol``) with format checking off, for v1 and v2.
"""

from __future__ import annotations

import functools
import json
import re
import sys
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.behaviour.vectors import NOT_WHITESPACE, WHITESPACE
from acp_codegen.errors import GenerationError
from acp_codegen.load import load_protocol
from acp_codegen.load.document import load_document
from acp_codegen.validators.regex import ECMA_WHITESPACE, translate
from jsonschema import Draft202012Validator
from support import IMAGE, LINK, RESOURCE, RFD, TEXT, require_shared

VERSIONS = ("v1", "v2")

# The proposal's sentences that the schema expresses, by the id tests refer to them with.
RULES = {
    "update-variant": (
        "Add a `prompt_suggestions_update` variant to `SessionUpdate` in ACP v1 and v2."
    ),
    "suggestions-required": "`suggestions` is a required, non-null list of suggestion objects",
    "empty-list-withdraws": "An empty list withdraws the suggestions the Client is offering.",
    "prompt-required": "Each suggestion has a required, non-null `prompt`.",
    "prompt-content-blocks": "It is a list of at least one `ContentBlock`",
    "prompt-is-session-prompt": (
        "Each suggestion's `prompt` **MUST** be valid as the `prompt` of a "
        "`session/prompt` request for the session."
    ),
    "meta-optional-nullable": (
        "`_meta` is optional and nullable on the update and on each suggestion."
    ),
    "blank-prompt": (
        "Agents **MUST NOT** send a suggestion whose only content is empty or whitespace-only text."
    ),
    "skip-suggestion": "A Client skips a suggestion it cannot use and keeps the rest",
    "skip-whole-suggestion": (
        "The Client **SHOULD** skip the whole suggestion rather than offer the remaining blocks"
    ),
    "capability-absent": (
        "In both versions, omitting `session`, setting `session` to `null`, omitting "
        "`promptSuggestions`, or setting it to `null` all mean the Client does not advertise "
        "support."
    ),
    "capability-empty": (
        "Supplying `promptSuggestions: {}` means the Client can offer suggestions as this RFD "
        "describes."
    ),
    "v2-session-group": (
        "Add one to the Client's `capabilities`, with `promptSuggestions` as its first field"
    ),
    "baseline-types": (
        "`promptSuggestions: {}` means the Client can offer suggestions made of `text` and "
        "`resource_link` blocks."
    ),
    "content-type-fields": "Each field is optional and nullable.",
    "content-type-objects": "The fields are objects in both versions",
    "content-type-map": "`embeddedContext`: suggestions may include `resource` blocks.",
    "feature-gate": "Put all of it behind the `unstable_prompt_suggestions` feature.",
}

# ECMA-262 WhiteSpace and LineTerminator code points, each alone and in a mix.
BLANKS = [
    "",
    " ",
    "\t",
    "\n",
    "\r\n",
    "\v\f",
    "\u00a0",
    "\u1680",
    "\u2000\u200a",
    "\u2028\u2029",
    "\u202f\u205f",
    "\u3000",
    "\ufeff",
    " \t\n\u00a0\u3000\ufeff ",
]


def param(rule: str, *values: Any) -> Any:
    return pytest.param(*values, id=rule)


@functools.cache
def document(version: str, flavour: str = "unstable") -> dict[str, Any]:
    return load_protocol(version, flavour).document


@functools.cache
def validator(version: str, definition: str, flavour: str = "unstable") -> Draft202012Validator:
    """A validator for one definition of the merged document; formats are not checked."""
    root = {**document(version, flavour), "$ref": f"#/$defs/{definition}"}
    return Draft202012Validator(root)


def valid(version: str, definition: str, instance: Any, flavour: str = "unstable") -> bool:
    return bool(validator(version, definition, flavour).is_valid(instance))


def update(**fields: Any) -> dict[str, Any]:
    return {"sessionUpdate": "prompt_suggestions_update", **fields}


def suggestions(*prompts: list[Any]) -> dict[str, Any]:
    return update(suggestions=[{"prompt": p} for p in prompts])


def client_capabilities(session: Any) -> dict[str, Any]:
    return {} if session is ... else {"session": session}


def notification(version: str, payload: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The whole session notification carrying ``payload``, and its definition name."""
    name = "SessionNotification" if version == "v1" else "UpdateSessionNotification"
    return name, {"sessionId": "sess_1", "update": payload}


versions = pytest.mark.parametrize("version", VERSIONS)


def test_rule_sentences_are_in_the_proposal() -> None:
    text = " ".join(require_shared(RFD).read_text(encoding="utf-8").split())
    missing = [rule for rule, sentence in RULES.items() if sentence not in text]
    assert not missing


@versions
def test_update_variant(version: str) -> None:
    """update-variant: the variant exists and a whole notification carrying it is valid."""
    payload = suggestions([TEXT])
    assert valid(version, "SessionUpdate", payload)
    assert valid(version, *notification(version, payload))
    # A malformed known variant is not swallowed by v2's open "other" variant.
    assert not valid(version, "SessionUpdate", update())


@versions
@pytest.mark.parametrize(
    "payload",
    [
        param("suggestions-required:missing", update()),
        param("suggestions-required:null", update(suggestions=None)),
        param("suggestions-required:object", update(suggestions={"prompt": [TEXT]})),
        param("suggestions-required:item-not-object", update(suggestions=["Run the tests"])),
    ],
)
def test_suggestions_required_non_null_list(version: str, payload: Any) -> None:
    """suggestions-required."""
    assert not valid(version, "PromptSuggestionsUpdate", payload)
    assert not valid(version, "SessionUpdate", payload)


@versions
def test_empty_list_withdraws(version: str) -> None:
    """empty-list-withdraws: `suggestions: []` is a valid update."""
    assert valid(version, "SessionUpdate", update(suggestions=[]))


@versions
@pytest.mark.parametrize(
    "suggestion",
    [
        param("prompt-required:missing", {}),
        param("prompt-required:null", {"prompt": None}),
        param("prompt-content-blocks:empty", {"prompt": []}),
        param("prompt-content-blocks:string", {"prompt": "Run the tests"}),
        param("prompt-content-blocks:not-a-block", {"prompt": [{"type": "text"}]}),
        param("prompt-content-blocks:unknown-fields-only", {"prompt": [{"text": "hi"}]}),
    ],
)
def test_prompt_required_list_of_content_blocks(version: str, suggestion: Any) -> None:
    """prompt-required, prompt-content-blocks."""
    assert not valid(version, "PromptSuggestion", suggestion)
    assert not valid(version, "SessionUpdate", update(suggestions=[suggestion]))


@versions
@pytest.mark.parametrize(
    "prompt",
    [
        param("prompt-is-session-prompt:text", [TEXT]),
        param(
            "prompt-is-session-prompt:text-and-link",
            [{"type": "text", "text": "Add tests for "}, LINK],
        ),
        param("prompt-is-session-prompt:image", [IMAGE]),
        param("prompt-is-session-prompt:resource", [TEXT, RESOURCE]),
    ],
)
def test_prompt_is_a_session_prompt(version: str, prompt: list[Any]) -> None:
    """prompt-is-session-prompt: a valid suggestion's prompt is a valid `session/prompt` prompt."""
    assert valid(version, "PromptSuggestion", {"prompt": prompt})
    assert valid(version, "PromptRequest", {"sessionId": "sess_1", "prompt": prompt})
    assert (
        document(version)["$defs"]["PromptSuggestion"]["properties"]["prompt"]["items"]
        == (document(version)["$defs"]["PromptRequest"]["properties"]["prompt"]["items"])
    )


@versions
@pytest.mark.parametrize(
    "meta",
    [
        param("meta-optional-nullable:omitted", ...),
        param("meta-optional-nullable:null", None),
        param("meta-optional-nullable:object", {"vendor.example/rank": 1}),
    ],
)
def test_meta_optional_and_nullable(version: str, meta: Any) -> None:
    """meta-optional-nullable: on the update and on each suggestion."""
    extra = {} if meta is ... else {"_meta": meta}
    assert valid(
        version, "SessionUpdate", update(suggestions=[{"prompt": [TEXT], **extra}], **extra)
    )


@versions
@pytest.mark.parametrize("where", ["update", "suggestion"])
def test_meta_must_be_an_object(version: str, where: str) -> None:
    """meta-optional-nullable: anything but an object or `null` is invalid."""
    suggestion: dict[str, Any] = {"prompt": [TEXT]}
    payload = update(suggestions=[suggestion])
    (payload if where == "update" else suggestion)["_meta"] = "metadata"
    assert not valid(version, "SessionUpdate", payload)


@versions
def test_unknown_keys_on_open_objects(version: str) -> None:
    """Objects are open: unknown keys on the update, suggestions and capabilities are valid."""
    payload = update(suggestions=[{"prompt": [TEXT], "rank": 1}], source="model")
    assert valid(version, "SessionUpdate", payload)
    assert valid(version, "PromptSuggestionsCapabilities", {"video": {}})
    assert valid(version, "PromptSuggestionsImageCapabilities", {"maxBytes": 1024})


@versions
@pytest.mark.parametrize("blank", BLANKS, ids=[json.dumps(b) for b in BLANKS])
def test_blank_prompt_is_invalid(version: str, blank: str) -> None:
    """blank-prompt: a prompt of only empty or whitespace-only text blocks."""
    block = {"type": "text", "text": blank}
    for prompt in ([block], [block, block], [block, {"type": "text", "text": " "}]):
        assert not valid(version, "PromptSuggestion", {"prompt": prompt})
        assert not valid(version, "SessionUpdate", update(suggestions=[{"prompt": prompt}]))


@versions
@pytest.mark.parametrize(
    "prompt",
    [
        param("blank-prompt:padded-text", [{"type": "text", "text": " a "}]),
        param("blank-prompt:blank-and-link", [{"type": "text", "text": " \n"}, LINK]),
        param("blank-prompt:blank-and-image", [{"type": "text", "text": ""}, IMAGE]),
        param("blank-prompt:blank-and-text", [{"type": "text", "text": " "}, TEXT]),
        # U+200B ZERO WIDTH SPACE and U+180E are not whitespace in ECMA-262.
        param("blank-prompt:zero-width-space", [{"type": "text", "text": "\u200b"}]),
        param("blank-prompt:mongolian-vowel-separator", [{"type": "text", "text": "\u180e"}]),
    ],
)
def test_non_blank_prompt_is_valid(version: str, prompt: list[Any]) -> None:
    """blank-prompt: only prompts made entirely of blank text are excluded."""
    assert valid(version, "PromptSuggestion", {"prompt": prompt})


@versions
def test_blank_prompt_failure_names_the_rule(version: str) -> None:
    """blank-prompt: the failing keyword is the `not` that `x-acp-rules` names."""
    prompt_schema = document(version)["$defs"]["PromptSuggestion"]["properties"]["prompt"]
    rule = prompt_schema["x-acp-rules"]["not"]
    assert rule["id"] == "prompt-suggestion-blank"
    assert rule["message"]
    errors = list(
        validator(version, "PromptSuggestion").iter_errors(
            {"prompt": [{"type": "text", "text": "\t"}]}
        )
    )
    assert [(e.validator, list(e.absolute_path)) for e in errors] == [("not", ["prompt"])]
    assert set(prompt_schema["x-acp-rules"]) <= set(prompt_schema)


def ecma_262_whitespace() -> set[str]:
    """ECMA-262's `\\s`, from its definition: WhiteSpace (TAB, VT, FF, ZWNBSP U+FEFF and every
    code point of category Space_Separator) and LineTerminator (LF, CR, LS, PS)."""
    separators = {chr(c) for c in range(sys.maxunicode + 1) if unicodedata.category(chr(c)) == "Zs"}
    return {"\t", "\v", "\f", "\ufeff", *separators, "\n", "\r", "\u2028", "\u2029"}


@versions
def test_the_blank_set_is_ecma_262_whitespace(version: str) -> None:
    """blank-prompt: *whitespace* is what `\\s` means in a JSON Schema `pattern`, ECMA-262's
    WhiteSpace and LineTerminator, code point for code point; it is not Unicode's White_Space
    (U+0085 is White_Space but not blank; U+FEFF, a format character, is blank). The vectors
    carry both kinds of difference, with the right verdicts."""
    prompt = document(version)["$defs"]["PromptSuggestion"]["properties"]["prompt"]
    pattern = prompt["not"]["items"]["properties"]["text"]["pattern"]
    blank = re.compile(translate(pattern))
    expected = ecma_262_whitespace()
    found = {chr(c) for c in range(sys.maxunicode + 1) if blank.fullmatch(chr(c))}
    assert found == expected, sorted(map(hex, map(ord, found ^ expected)))
    assert set(ECMA_WHITESPACE) == expected
    assert "\u0085".isspace() and "\u0085" not in expected
    assert unicodedata.category("\ufeff") == "Cf" and "\ufeff" in expected
    assert all(set(value) <= expected for value in WHITESPACE.values())
    assert not any(set(value) & expected for value in NOT_WHITESPACE.values())
    assert "\u0085" in NOT_WHITESPACE.values() and "\ufeff" in WHITESPACE.values()


@versions
def test_an_empty_prompt_is_short_not_blank(version: str) -> None:
    """blank-prompt is about text that is empty or whitespace-only, not about an empty list: an
    empty `prompt` fails `minItems` alone, and U+0085 (a control character, not ECMA-262
    whitespace) is not blank."""
    errors = list(validator(version, "PromptSuggestion").iter_errors({"prompt": []}))
    assert [(e.validator, list(e.absolute_path)) for e in errors] == [("minItems", ["prompt"])]
    assert valid(version, "PromptSuggestion", {"prompt": [{"type": "text", "text": "\u0085"}]})


@versions
def test_client_skips_suggestions_not_blocks(version: str) -> None:
    """skip-suggestion, skip-whole-suggestion: invalid items are skipped per suggestion only."""
    defs = document(version)["$defs"]
    assert (
        defs["PromptSuggestionsUpdate"]["properties"]["suggestions"][
            "x-deserialize-skip-invalid-items"
        ]
        is True
    )
    assert (
        "x-deserialize-skip-invalid-items" not in defs["PromptSuggestion"]["properties"]["prompt"]
    )


@versions
@pytest.mark.parametrize(
    "session",
    [
        param("capability-absent:session-omitted", ...),
        param("capability-absent:session-null", None),
        param("capability-absent:promptSuggestions-omitted", {}),
        param("capability-absent:promptSuggestions-null", {"promptSuggestions": None}),
        param("capability-empty", {"promptSuggestions": {}}),
        param(
            "content-type-fields:all",
            {"promptSuggestions": {"image": {}, "audio": {}, "embeddedContext": {}}},
        ),
        param(
            "content-type-fields:null",
            {"promptSuggestions": {"image": None, "audio": None, "embeddedContext": None}},
        ),
    ],
)
def test_client_capability_values(version: str, session: Any) -> None:
    """capability-absent, capability-empty, content-type-fields: valid capability shapes."""
    assert valid(version, "ClientCapabilities", client_capabilities(session))


@versions
@pytest.mark.parametrize(
    "session",
    [
        param("capability-empty:boolean", {"promptSuggestions": True}),
        param("capability-empty:list", {"promptSuggestions": []}),
        param("content-type-objects:image-true", {"promptSuggestions": {"image": True}}),
        param("content-type-objects:audio-false", {"promptSuggestions": {"audio": False}}),
        param(
            "content-type-objects:embeddedContext-true",
            {"promptSuggestions": {"embeddedContext": True}},
        ),
        param("v2-session-group:session-boolean", True),
    ],
)
def test_client_capability_invalid_values(version: str, session: Any) -> None:
    """capability-empty, content-type-objects: capabilities are objects, never booleans."""
    assert not valid(version, "ClientCapabilities", client_capabilities(session))


@versions
def test_content_types_map_to_blocks(version: str) -> None:
    """baseline-types, content-type-map: the annotations capability checks are generated from."""
    capabilities = document(version)["$defs"]["PromptSuggestionsCapabilities"]
    assert capabilities["x-baseline-content-block-types"] == ["text", "resource_link"]
    fields = {
        name: spec["x-content-block-type"]
        for name, spec in capabilities["properties"].items()
        if "x-content-block-type" in spec
    }
    # The proposal's three, and any other field is one the Agent's prompt capabilities have too
    # ("the same fields as the Agent's prompt capabilities").
    assert {"image": "image", "audio": "audio", "embeddedContext": "resource"}.items() <= (
        fields.items()
    )
    assert set(fields) <= set(document(version)["$defs"]["PromptCapabilities"]["properties"])
    block_types = {
        variant["properties"]["type"]["const"]
        for variant in document(version)["$defs"]["ContentBlock"].get(
            "oneOf", document(version)["$defs"]["ContentBlock"].get("anyOf")
        )
        if "const" in variant.get("properties", {}).get("type", {})
    }
    assert set(fields.values()) | set(capabilities["x-baseline-content-block-types"]) == block_types


@versions
def test_session_group_first_field(version: str) -> None:
    """v2-session-group: `promptSuggestions` is the first field of the Client's `session` group."""
    defs = document(version)["$defs"]
    session = defs["ClientCapabilities"]["properties"]["session"]
    assert {"$ref": "#/$defs/ClientSessionCapabilities"} in session["anyOf"]
    assert {"type": "null"} in session["anyOf"]
    fields = list(defs["ClientSessionCapabilities"]["properties"])
    assert "promptSuggestions" in fields and fields[-1] == "_meta"
    if version == "v2":
        assert fields[0] == "promptSuggestions"


@versions
def test_stable_flavour_lacks_the_additions(version: str) -> None:
    """feature-gate: the stable flavour has none of the additions."""
    stable = document(version, "stable")
    text = json.dumps(stable)
    for marker in ("PromptSuggestion", "prompt_suggestions_update", "promptSuggestions"):
        assert marker not in text
    if version == "v1":
        assert not valid(version, "SessionUpdate", suggestions([TEXT]), "stable")
    else:
        # v2's session updates are open: stable v2 accepts the update only as an unknown one.
        assert valid(version, "SessionUpdate", update(suggestions=None), "stable")
        assert not valid(version, "SessionUpdate", update(suggestions=None))


def rfd_examples() -> list[Any]:
    text = require_shared(RFD).read_text(encoding="utf-8")
    blocks = re.findall(r"^```json[^\n]*\n(.*?)^```", text, flags=re.MULTILINE | re.DOTALL)
    return [json.loads(block) for block in blocks]


def example_target(version: str, example: dict[str, Any]) -> tuple[str, Any] | None:
    """The definition an example of the proposal is an instance of, and the instance."""
    if "sessionUpdate" in example:
        return "SessionUpdate", example
    if list(example) == ["promptSuggestions"]:
        return "ClientSessionCapabilities", example
    wrapper = "clientCapabilities" if version == "v1" else "capabilities"
    if list(example) == [wrapper]:
        return "ClientCapabilities", example[wrapper]
    return None


@versions
def test_rfd_examples_are_valid(version: str) -> None:
    """The proposal's JSON examples are valid instances of the definitions they show."""
    examples = rfd_examples()
    assert examples
    checked = 0
    for example in examples:
        target = example_target(version, example)
        if target is None:
            # The other version's capability example.
            other = "capabilities" if version == "v1" else "clientCapabilities"
            assert list(example) == [other], example
            continue
        name, instance = target
        assert valid(version, name, instance), example
        checked += 1
    assert checked == len(examples) - 1


def test_another_dialect_is_refused_by_name(tmp_path: Path) -> None:
    draft7 = "http://json-schema.org/draft-07/schema#"
    path = tmp_path / "schema.json"
    path.write_text(json.dumps({"$schema": draft7, "$defs": {}}), encoding="utf-8")
    with pytest.raises(GenerationError) as raised:
        load_document(path)
    ((file, pointer, message),) = [(p.file, p.pointer, p.message) for p in raised.value.problems]
    assert (file, pointer) == ("schema.json", "/$schema")
    assert message == (
        "only the JSON Schema 2020-12 dialect 'https://json-schema.org/draft/2020-12/schema'"
        f" is supported, not {draft7!r}"
    )
