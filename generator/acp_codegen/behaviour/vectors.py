"""Conformance vectors: language-neutral JSON files for other SDKs' test suites.

Every expected verdict is known by construction, from the rule that built the case, not by
running a validator: the example blocks come from the schema (one minimal instance per
``ContentBlock`` variant, checked against the schema here), the capability matrix from the
capability facts (:mod:`acp_codegen.behaviour.facts`, from the schema's annotations) and the
proposal's rule "allowed only when both sides advertise the type", and each transcript from a
scenario that breaks one rule on a known line. Which definitions and wire keys to use comes
from the version's :class:`~acp_codegen.behaviour.facts.ProposalFacts`; only the minimal
instances read the schema itself, since they need its validation keywords (``minItems``,
``format``) that the model does not carry.
Our tests then run every vector through our validators and checker.
"""

from __future__ import annotations

import json
from typing import Any

from acp_codegen.behaviour.facts import (
    CLIENT_CAPABILITIES_TYPE,
    INITIALIZE_METHOD,
    SESSION_UPDATE_METHOD,
    CapabilityFacts,
    ProposalFacts,
    code_list,
)
from acp_codegen.behaviour.scenarios import scenarios
from acp_codegen.errors import GenerationError, join_pointer
from acp_codegen.load import LoadedProtocol
from acp_codegen.load.reference import definition_errors
from acp_codegen.load.refs import definition_name, definition_ref
from acp_codegen.render.environment import render_template

Json = Any


def dump(value: Json) -> bytes:
    return (json.dumps(value, indent=2, ensure_ascii=False) + "\n").encode()


# -- minimal instances from the schema ---------------------------------------------------------


class Examples:
    """Minimal valid instances of schema fragments: required properties only, first branch."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document

    def resolve(self, schema: Json) -> Json:
        while isinstance(schema, dict) and "$ref" in schema:
            name = definition_name(schema["$ref"])
            assert name is not None, "the loader rejects references outside $defs"
            schema = self.document["$defs"][name]
        return schema

    def properties(self, schema: Json) -> tuple[dict[str, Json], list[str]]:
        schema = self.resolve(schema)
        properties = dict(schema.get("properties", {}))
        required = list(schema.get("required", []))
        for part in schema.get("allOf", []):
            more, needed = self.properties(part)
            properties.update({k: v for k, v in more.items() if k not in properties})
            required += [name for name in needed if name not in required]
        return properties, required

    def of(self, schema: Json) -> Json:
        schema = self.resolve(schema)
        if "const" in schema:
            return schema["const"]
        if "enum" in schema:
            return schema["enum"][0]
        for key in ("anyOf", "oneOf"):
            if key in schema:
                branch = next(b for b in schema[key] if self.resolve(b).get("type") != "null")
                return self.of(branch)
        parts = schema.get("allOf", [])
        if len(parts) == 1 and "properties" not in schema and "type" not in schema:
            return self.of(parts[0])  # a described reference
        kind = schema.get("type")
        if isinstance(kind, list):
            kind = next(k for k in kind if k != "null")
        if kind == "object" or "properties" in schema or "allOf" in schema:
            properties, required = self.properties(schema)
            return {name: self.of(properties.get(name, {})) for name in required}
        if kind == "array":
            return [self.of(schema.get("items", {}))] * schema.get("minItems", 0)
        if kind == "string":
            return "file:///home/user/notes.txt" if schema.get("format") == "uri" else "example"
        return {"integer": 0, "number": 0, "boolean": False}.get(kind)

    def blocks(self, facts: ProposalFacts) -> dict[str, Json]:
        """One minimal block per tagged variant of the content block union, by block type."""
        union = self.document["$defs"][facts.block_union]
        blocks = {}
        for branch in union.get("oneOf", union.get("anyOf", [])):
            tag = self.properties(branch)[0].get(facts.block_type_property, {})
            if "const" in tag:
                blocks[tag["const"]] = self.of(branch)
        return blocks


# -- messages ----------------------------------------------------------------------------------

WHITESPACE = {
    "empty": "",
    "spaces": "   ",
    "tab-newline": "\t\n\r",
    "no-break-space": "\u00a0",
    "ideographic-space": "\u3000",
    "byte-order-mark": "\ufeff",
    "line-separator": "\u2028",
}
# Blank in the rule's sense is ECMA-262's `\s` (what a JSON Schema `pattern` means), not
# Unicode's White_Space: U+FEFF above is a format character and blank. Not blank: U+0085 (next
# line), a control character that Unicode, Python's `str.isspace` and `re`'s `\s` count as
# whitespace but ECMA-262 does not; U+200B, a format character outside ECMA-262's `\s`.
NOT_WHITESPACE = {"zero-width-space": "\u200b", "next-line": "\u0085", "dot": "."}


def message_cases(facts: ProposalFacts, blocks: dict[str, Json]) -> list[dict[str, Json]]:
    """(id, update, expected errors) for a `session/update` params object. The wire keys come
    from ``facts``: the notification's update field, the update's suggestions, a suggestion's
    prompt."""
    text = blocks["text"]
    suggestions_key, prompt_key = facts.suggestions_property, facts.prompt_property

    def suggestion(*prompt: Json) -> Json:
        return {prompt_key: list(prompt)}

    def listing(*items: Json) -> Json:
        return {suggestions_key: list(items)}

    def with_text(value: str) -> Json:
        return {**text, "text": value}

    def case(case_id: str, update: Json, *errors: tuple[str, str]) -> dict[str, Json]:
        params = {
            "sessionId": "sess_1",
            facts.notification_property: {facts.discriminator: facts.tag, **update},
        }
        return {
            "id": case_id,
            "params": params,
            "valid": not errors,
            "errors": [{"path": path, "rule": rule} for path, rule in errors],
        }

    update = f"/{facts.notification_property}"
    first = f"{update}/{suggestions_key}/0"
    prompt = f"{first}/{prompt_key}"
    cases = [
        case("withdraw", listing()),
        case("one-text", listing(suggestion(with_text("Run the test suite")))),
        case(
            "ranked-list",
            listing(suggestion(with_text("Fix it")), suggestion(with_text("Explain"))),
        ),
        case("meta-null", {**listing({**suggestion(text), "_meta": None}), "_meta": None}),
        case("meta-object", listing({**suggestion(text), "_meta": {"a": 1}})),
        case(
            "blank-text-beside-a-link",
            listing(suggestion(with_text(" "), blocks["resource_link"])),
        ),
    ]
    cases += [
        case(f"block-{kind}", listing(suggestion(block))) for kind, block in sorted(blocks.items())
    ]
    cases += [
        case(f"text-{name}", listing(suggestion(with_text(value))))
        for name, value in sorted(NOT_WHITESPACE.items())
    ]
    cases += [
        case(
            f"blank-{name}",
            listing(suggestion(with_text(value))),
            (prompt, "prompt-suggestion-blank"),
        )
        for name, value in sorted(WHITESPACE.items())
    ]
    cases += [
        case(
            "blank-several-blocks",
            listing(suggestion(with_text(""), with_text(" \n"))),
            (prompt, "prompt-suggestion-blank"),
        ),
        case("suggestions-missing", {}, (update, "required")),
        case("suggestions-null", {suggestions_key: None}, (f"{update}/{suggestions_key}", "type")),
        case("prompt-missing", listing({}), (first, "required")),
        case("prompt-null", listing({prompt_key: None}), (prompt, "type")),
        case("prompt-empty", listing({prompt_key: []}), (prompt, "minItems")),
        case(
            "text-block-without-text",
            listing(suggestion({facts.block_type_property: "text"})),
            (f"{prompt}/0", "required"),
        ),
    ]
    return cases


# -- the capability matrix ---------------------------------------------------------------------


def capability_matrix(capability: CapabilityFacts, blocks: dict[str, Json]) -> dict[str, Json]:
    baseline = set(capability.baseline)
    opt_in = {item.field: item.block_type for item in capability.opt_in}
    path = capability.client_path

    def agent_boolean(field: str) -> bool:
        return field in capability.agent_boolean_fields

    def agent_value(field: str, on: bool) -> Json:
        return on if agent_boolean(field) else ({} if on else None)

    def agent_wrong_form(field: str) -> Json:
        """The advertising value of the other form: `{}` for a boolean, `true` for an object."""
        return {} if agent_boolean(field) else True

    def client(value: Json) -> Json:
        for key in reversed(path):
            value = {key: value}
        return value

    clients: dict[str, Json] = {
        "no-session": {},
        "session-null": {path[0]: None},
        "session-empty": {path[0]: {}},
        "capability-null": client(None),
        "capability-empty": client({}),
        "capability-true": client(True),
        "all-types": client({field: {} for field in opt_in}),
    }
    for field in opt_in:
        clients[f"{field}-only"] = client({field: {}})
        clients[f"{field}-null"] = client({field: None})
        clients[f"{field}-true"] = client({field: True})
    agents: dict[str, Json] = {
        "baseline": {},
        "all-types": {field: agent_value(field, True) for field in opt_in},
    }
    for field in opt_in:
        agents[f"{field}-only"] = {field: agent_value(field, True)}
        agents[f"{field}-off"] = {field: agent_value(field, False)}
        agents[f"{field}-wrong-form"] = {field: agent_wrong_form(field)}

    # Advertised means the form the schema gives the field ("The fields are objects in both
    # versions"); a value of the other form advertises nothing.
    def client_advertised(value: Json) -> bool:
        return isinstance(value, dict)

    def agent_advertised(field: str, value: Json) -> bool:
        return value is True if agent_boolean(field) else isinstance(value, dict)

    cases = []
    for client_id, client_caps in clients.items():
        suggestion_caps: Json = client_caps
        for key in path:
            suggestion_caps = (
                suggestion_caps.get(key) if isinstance(suggestion_caps, dict) else None
            )
        may_send = isinstance(suggestion_caps, dict)
        for agent_id, agent_caps in agents.items():
            allowed = set(baseline) if may_send else set()
            if may_send:
                allowed |= {
                    block
                    for field, block in opt_in.items()
                    if client_advertised(suggestion_caps.get(field))
                    and agent_advertised(field, agent_caps.get(field))
                }
            cases.append(
                {
                    "client": client_id,
                    "agent": agent_id,
                    "maySend": may_send,
                    "allowed": {kind: kind in allowed for kind in sorted(blocks)},
                }
            )
    return {
        "blocks": blocks,
        "clientCapabilities": clients,
        "agentPromptCapabilities": agents,
        "cases": cases,
    }


# -- the folder --------------------------------------------------------------------------------


def readme(facts: ProposalFacts) -> str:
    """The folder's README: what each file holds, in the version's own names."""
    capability = facts.capability
    return render_template(
        "vectors/README.md.jinja",
        version=facts.version,
        facts=facts,
        method=SESSION_UPDATE_METHOD,
        initialize=INITIALIZE_METHOD,
        client_type=CLIENT_CAPABILITIES_TYPE,
        capability_property=capability.client_path[-1],
        opt_in_fields=code_list(capability.opt_in_fields),
        first_field=capability.opt_in_fields[0],
        agent_form=capability.agent_form(facts.version),
    )


def render_vectors(loaded: LoadedProtocol, facts: ProposalFacts) -> dict[str, bytes]:
    """``generated/vectors/<version>/`` files by relative path; ``loaded`` is the merged
    unstable schema of the version, ``facts`` what its model says of the proposal."""
    document = loaded.document
    examples = Examples(document)
    blocks = examples.blocks(facts)
    for kind, block in blocks.items():
        problems = [message for _, message in definition_errors(document, facts.block_union, block)]
        if problems:
            pointer = join_pointer("/$defs", facts.block_union)
            raise GenerationError.single(loaded.label, pointer, f"{kind}: {problems}")
    version = facts.version
    notification = facts.notification
    initialize_base = (
        examples.of({"$ref": definition_ref(facts.initialize_params)}),
        examples.of({"$ref": definition_ref(facts.initialize_result)}),
    )
    transcripts = scenarios(version, facts, blocks, initialize_base)
    files = {
        "messages.json": dump(
            {
                "type": notification,
                "method": SESSION_UPDATE_METHOD,
                "cases": message_cases(facts, blocks),
            }
        ),
        "capabilities.json": dump(capability_matrix(facts.capability, blocks)),
        "transcripts.json": dump(
            [
                {
                    "file": f"transcripts/{s.name}.jsonl",
                    "description": s.description,
                    "exitCode": s.exit_code,
                    "findings": s.findings,
                }
                for s in transcripts
            ]
        ),
        "README.md": readme(facts).encode(),
    }
    files.update({f"transcripts/{s.name}.jsonl": s.log.encode() for s in transcripts})
    return files
