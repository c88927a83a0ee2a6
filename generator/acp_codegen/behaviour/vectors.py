"""Conformance vectors: language-neutral JSON files for other SDKs' test suites.

Every expected verdict is known by construction, from the rule that built the case, not by
running a validator: the example blocks come from the model (one minimal instance per tagged
variant of the content block union, checked against the schema here with the reference
validator), the capability matrix from the capability facts
(:mod:`acp_codegen.behaviour.facts`, from the schema's annotations) and the proposal's rule
"allowed only when both sides advertise the type", and each transcript from a scenario that
breaks one rule on a known line. Which definitions and wire keys to use comes from the
version's :class:`~acp_codegen.behaviour.facts.ProposalFacts`; the schema itself is read only
for a list's ``minItems``, at the list's pointer, which the model does not carry.
Our tests then run every vector through our validators and checker.
"""

from __future__ import annotations

import json
from typing import Any

from acp_codegen.behaviour.facts import (
    BLANK_RULE,
    CLIENT_CAPABILITIES_TYPE,
    INITIALIZE_METHOD,
    SESSION_UPDATE_METHOD,
    TEXT_BLOCK_TYPE,
    UPDATE_DEFINITION,
    CapabilityFacts,
    ProposalFacts,
    code_list,
)
from acp_codegen.behaviour.scenarios import scenarios
from acp_codegen.errors import GenerationError, join_pointer, resolve_pointer
from acp_codegen.load.reference import definition_errors
from acp_codegen.model.types import (
    AliasDef,
    AnyOf,
    Const,
    EnumDef,
    ListOf,
    MapOf,
    Model,
    Nullable,
    ObjectDef,
    Primitive,
    Ref,
    TypeExpr,
    UnionDef,
    assert_never,
)
from acp_codegen.render.environment import render_template
from acp_codegen.vocabulary import subschemas

Json = Any


def dump(value: Json) -> bytes:
    return (json.dumps(value, indent=2, ensure_ascii=False) + "\n").encode()


# -- minimal instances from the schema ---------------------------------------------------------


class Examples:
    """Minimal valid instances of the model's definitions: required fields only, a union's
    first option. The model gives the structure (fields, variants, tags, formats); the schema
    is read at a list's own pointer for the one validation keyword the model does not carry,
    ``minItems``."""

    def __init__(self, model: Model, document: dict[str, Any]) -> None:
        self.model = model
        self.document = document

    def of(self, name: str) -> Json:
        definition = self.model.definitions[name]
        match definition:
            case ObjectDef():
                return self.of_object(definition)
            case UnionDef():
                return self.of_object(definition.variants[0].object)
            case EnumDef():
                return definition.members[0].value
            case AliasDef():
                return self.of_type(definition.target, definition.pointer)
            case _:
                assert_never(definition)

    def of_object(self, obj: ObjectDef) -> Json:
        instance = {f.wire_name: self.of_type(f.type, f.pointer) for f in obj.fields if f.required}
        if obj.base is not None:
            instance |= {k: v for k, v in self.of(obj.base).items() if k not in instance}
        if obj.payload is not None:
            payload = self.of_type(obj.payload, obj.pointer)
            assert isinstance(payload, dict), "a payload is an object's other keys"
            instance |= {k: v for k, v in payload.items() if k not in instance}
        return instance

    def of_type(self, expr: TypeExpr, pointer: str) -> Json:
        match expr:
            case Const():
                return expr.value
            case Ref():
                return self.of(expr.name)
            case Nullable():
                return self.of_type(expr.inner, pointer)
            case AnyOf():
                option = next(o for o in expr.options if not self.model.admits_null(o))
                return self.of_type(option, pointer)
            case ListOf():
                item = self.of_type(expr.item, join_pointer(pointer, "items"))
                return [item] * resolve_pointer(self.document, pointer).get("minItems", 0)
            case MapOf():
                return {}
            case Primitive():
                if expr.kind == "str":
                    return "file:///home/user/notes.txt" if expr.format == "uri" else "example"
                return {"int": 0, "float": 0, "bool": False}.get(expr.kind)
            case _:
                assert_never(expr)

    def blocks(self, facts: ProposalFacts) -> dict[str, Json]:
        """One minimal block per tagged variant of the content block union, by block type."""
        union = self.model.definitions[facts.block_union]
        assert isinstance(union, UnionDef), "the facts name a union"
        return {variant.tag: self.of_object(variant.object) for variant in union.tagged}


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
            (prompt, BLANK_RULE),
        )
        for name, value in sorted(WHITESPACE.items())
    ]
    cases += [
        case(
            "blank-several-blocks",
            listing(suggestion(with_text(""), with_text(" \n"))),
            (prompt, BLANK_RULE),
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
    """Every Client of the matrix beside every Agent: whether the Agent may send suggestions,
    and which of ``blocks`` (the block types, with an example of each) it may put in them."""
    opt_in = {item.field: item.block_type for item in capability.opt_in}
    clients = _matrix_clients(capability.client_path, opt_in)
    agents = _matrix_agents(capability, opt_in)
    cases = []
    for client_id, client_caps in clients.items():
        suggestion_caps: Json = client_caps
        for key in capability.client_path:
            suggestion_caps = (
                suggestion_caps.get(key) if isinstance(suggestion_caps, dict) else None
            )
        # Advertised means the form the schema gives the field ("The fields are objects in
        # both versions"); a value of the other form advertises nothing.
        may_send = isinstance(suggestion_caps, dict)
        for agent_id, agent_caps in agents.items():
            allowed = set(capability.baseline) if may_send else set()
            if may_send:
                allowed |= {
                    block
                    for field, block in opt_in.items()
                    if isinstance(suggestion_caps.get(field), dict)
                    and _agent_advertised(capability, field, agent_caps.get(field))
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


def _matrix_clients(path: tuple[str, ...], opt_in: dict[str, str]) -> dict[str, Json]:
    """The Clients of the matrix, by id: each way to leave the capability out, to give it
    the wrong form, and to advertise each block type alone."""

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
    return clients


def _matrix_agents(capability: CapabilityFacts, opt_in: dict[str, str]) -> dict[str, Json]:
    """The Agents' prompt capabilities of the matrix, by id: none, all, each alone, each off
    and each in the other form (`{}` for a boolean field, `true` for an object one)."""

    def value(field: str, on: bool) -> Json:
        if field in capability.agent_boolean_fields:
            return on
        return {} if on else None

    agents: dict[str, Json] = {
        "baseline": {},
        "all-types": {field: value(field, True) for field in opt_in},
    }
    for field in opt_in:
        agents[f"{field}-only"] = {field: value(field, True)}
        agents[f"{field}-off"] = {field: value(field, False)}
        agents[f"{field}-wrong-form"] = {
            field: {} if field in capability.agent_boolean_fields else True
        }
    return agents


def _agent_advertised(capability: CapabilityFacts, field: str, value: Json) -> bool:
    """Whether the Agent's ``value`` for ``field`` advertises it, in the form the schema
    gives the field."""
    if field in capability.agent_boolean_fields:
        return value is True
    return isinstance(value, dict)


# -- the folder --------------------------------------------------------------------------------


def without_not(schema: Json) -> Json:
    """``schema`` with every ``not`` keyword left out, as a generator that drops it reads it
    (a property named ``not``, and data, are no keyword: :func:`subschemas` walks past them)."""
    stripped = json.loads(json.dumps(schema))
    for _, node in subschemas(stripped):
        node.pop("not", None)
    return stripped


def readme(
    facts: ProposalFacts, model: Model, document: dict[str, Any], cases: list[dict[str, Json]]
) -> str:
    """The folder's README: what each file holds, in the version's own names. ``cases`` are
    the message cases of the merged ``document`` (``model`` is its model); it names those a
    validator without ``not`` accepts, by why."""
    capability = facts.capability
    open_unions = tuple(
        name
        for name in (facts.union, facts.block_union)
        if isinstance(union := model.definitions[name], UnionDef) and union.open
    )
    stripped = without_not(document)
    assert isinstance(stripped, dict)
    missed = [
        case
        for case in cases
        if not case["valid"] and not definition_errors(stripped, facts.notification, case["params"])
    ]
    blank_only = [
        case["id"]
        for case in missed
        if all(error["rule"] == BLANK_RULE for error in case["errors"])
    ]
    fall_through = [case["id"] for case in missed if case["id"] not in blank_only]
    protocol = facts.protocol
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
        blank_rule=BLANK_RULE,
        missed=len(missed),
        blank_only=code_list(tuple(blank_only)),
        fall_through=code_list(tuple(fall_through)),
        update_definition=UPDATE_DEFINITION,
        open_unions=code_list(open_unions),
        text_type=TEXT_BLOCK_TYPE,
        # When a prompt is accepted: each version's rule has its own template.
        acceptance=f"vectors/README/acceptance/{protocol.acceptance}.md.jinja",
        # The requests that replay a session, each with the field that asks for it, if any.
        replaying=[
            f"`{method}` request" + (f" with a `{replays}`" if isinstance(replays, str) else "")
            for method, replays in protocol.restart_methods
            if replays is not False
        ],
        restarts=" or ".join(f"`{method}`" for method, _ in protocol.restart_methods),
    )


def render_vectors(model: Model, facts: ProposalFacts) -> dict[str, bytes]:
    """``generated/vectors/<version>/`` files by relative path; ``model`` is the model of the
    version's merged unstable schema and ``facts`` what it says of the proposal."""
    document = model.protocol.document
    examples = Examples(model, document)
    blocks = examples.blocks(facts)
    params, result = examples.of(facts.initialize_params), examples.of(facts.initialize_result)
    # Each minimal instance is valid by construction; the reference validator confirms it.
    checked = [(facts.block_union, kind, block) for kind, block in blocks.items()]
    checked += [(facts.initialize_params, "params", params)]
    checked += [(facts.initialize_result, "result", result)]
    for name, what, instance in checked:
        problems = [message for _, message in definition_errors(document, name, instance)]
        if problems:
            pointer = join_pointer("/$defs", name)
            raise GenerationError.single(model.label, pointer, f"{what}: {problems}")
    version = facts.version
    notification = facts.notification
    transcripts = scenarios(version, facts, blocks, (params, result))
    cases = message_cases(facts, blocks)
    files = {
        "messages.json": dump(
            {"type": notification, "method": SESSION_UPDATE_METHOD, "cases": cases}
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
        "README.md": readme(facts, model, document, cases).encode(),
    }
    files.update({f"transcripts/{s.name}.jsonl": s.log.encode() for s in transcripts})
    return files
