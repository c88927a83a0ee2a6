"""Every conformance vector, run through our validators, capability checks and checker."""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import pytest
from acp_codegen.behaviour.facts import proposal_facts
from acp_codegen.behaviour.vectors import render_vectors
from acp_codegen.load import in_memory, load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.write import read_tree
from jsonschema import Draft202012Validator
from support import REPO, VERSIONS, GeneratedPackage, upstream_schema


@cache
def vectors(version: str) -> dict[str, bytes]:
    loaded = load_protocol(version, "unstable")
    model = build_model(loaded)
    facts = proposal_facts(model, version, loaded.label)
    assert facts is not None
    return render_vectors(model, facts)


def document_of(version: str, name: str) -> Any:
    return json.loads(vectors(version)[name])


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.golden
def test_vectors_are_deterministic_json(version: str) -> None:
    """The vectors made here are the committed ones, made by an earlier run (CI makes them
    under another Python as well), each file ending in one newline."""
    made = vectors(version)
    committed = read_tree(REPO / "generated" / "vectors" / version)
    assert made == committed
    for name, data in made.items():
        assert data.endswith(b"\n") and not data.endswith(b"\n\n"), name
    assert set(made) >= {"README.md", "messages.json", "capabilities.json", "transcripts.json"}


@pytest.mark.parametrize("version", VERSIONS)
def test_message_vectors_agree_with_our_validators(
    version: str, generated_package: GeneratedPackage
) -> None:
    validation = generated_package(version, "validation")
    messages = document_of(version, "messages.json")
    assert {c["valid"] for c in messages["cases"]} == {True, False}
    for case in messages["cases"]:
        errors = validation.validate(messages["type"], case["params"])
        assert (not errors) == case["valid"], (case["id"], errors)
        found = {(e.path, e.rule) for e in errors}
        for expected in case["errors"]:
            assert (expected["path"], expected["rule"]) in found, (case["id"], errors)


@pytest.mark.parametrize("version", VERSIONS)
def test_capability_matrix_agrees_with_our_checks(
    version: str, generated_package: GeneratedPackage
) -> None:
    capabilities = generated_package(version, "capabilities")
    matrix = document_of(version, "capabilities.json")
    for case in matrix["cases"]:
        client = matrix["clientCapabilities"][case["client"]]
        agent = matrix["agentPromptCapabilities"][case["agent"]]
        assert capabilities.may_send(client) == case["maySend"], case
        for kind, allowed in case["allowed"].items():
            update = {
                "sessionUpdate": "prompt_suggestions_update",
                "suggestions": [{"prompt": [matrix["blocks"][kind]]}],
            }
            rules = {e.rule for e in capabilities.check_update_for_client(update, client, agent)}
            if allowed:
                assert rules == set(), (case, kind)
            else:
                expected = (
                    "content-type-not-allowed" if case["maySend"] else ("capability-not-advertised")
                )
                assert rules == {expected}, (case, kind)


@pytest.mark.parametrize("version", VERSIONS)
def test_transcript_vectors_agree_with_our_checker(
    version: str, generated_package: GeneratedPackage
) -> None:
    transcript = generated_package(version, "transcript")
    files = vectors(version)
    for expected in document_of(version, "transcripts.json"):
        lines = files[expected["file"]].decode().splitlines()
        report = transcript.check(lines)
        found = [{"line": f.line, "rule": f.rule, "severity": f.severity} for f in report.findings]
        assert found == expected["findings"], expected["file"]
        assert report.exit_code == expected["exitCode"]


# -- every message of every vector is valid ACP, with our additions merged into upstream's schema


def upstream_merged(version: str) -> dict:
    return load_protocol(version, "unstable", base=upstream_schema(version, True)).document


def method_types(document: dict) -> dict[tuple[str, str], str]:
    """(method, "params" | "result" | "notification") -> definition, from upstream's x-method."""
    found = {}
    for name, schema in document["$defs"].items():
        method = schema.get("x-method") if isinstance(schema, dict) else None
        if method is None:
            continue
        kind = next(k for k in ("Request", "Response", "Notification") if name.endswith(k))
        found[(method, {"Request": "params", "Response": "result"}.get(kind, "notification"))] = (
            name
        )
    return found


def schema_errors(document: dict, name: str, value: object) -> list[str]:
    checker = Draft202012Validator({"$defs": document["$defs"], "$ref": f"#/$defs/{name}"})
    return [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in checker.iter_errors(value)
    ]


SCHEMA_RULES = {"prompt-suggestion-blank", "minItems", "required", "type", "not"}


@pytest.mark.parametrize("version", VERSIONS)
def test_every_vector_message_is_valid_against_upstream_merged(version: str) -> None:
    """Each transcript line is a valid JSON-RPC message of the version (the envelope, and the
    params or result of its method); only the lines whose expected finding is a schema rule
    are meant to be invalid, and they are."""
    document = upstream_merged(version)
    types = method_types(document)
    envelope = Draft202012Validator(document)
    files = vectors(version)
    for expected in document_of(version, "transcripts.json"):
        meant_invalid = {f["line"] for f in expected["findings"] if f["rule"] in SCHEMA_RULES}
        methods: dict[object, str] = {}
        for number, line in enumerate(files[expected["file"]].decode().splitlines(), start=1):
            if not line or line.startswith("#"):
                continue
            record = json.loads(line) if line.startswith("{") else json.loads(line.split(" ", 1)[1])
            message = record["message"] if "message" in record and "from" in record else record
            problems = [e.message for e in envelope.iter_errors(message)]
            if "method" in message:
                kind = "params" if "id" in message else "notification"
                if "id" in message:
                    methods[message["id"]] = message["method"]
                name = types.get((message["method"], kind))
                if name is None:  # a notification's method sent with an id
                    problems.append(f"{message['method']} is not a request")
                else:
                    problems += schema_errors(document, name, message.get("params"))
            elif "result" in message:
                name = types[(methods[message["id"]], "result")]
                problems += schema_errors(document, name, message["result"])
            where = f"{expected['file']}:{number}"
            if number in meant_invalid:
                assert problems, f"{where} is meant to be invalid"
            else:
                assert problems == [], f"{where}: {problems}"


@pytest.mark.parametrize("version", VERSIONS)
def test_message_and_capability_vectors_are_valid_against_upstream_merged(version: str) -> None:
    document = upstream_merged(version)
    types = method_types(document)
    messages = document_of(version, "messages.json")
    for case in messages["cases"]:
        errors = schema_errors(document, types[("session/update", "notification")], case["params"])
        assert (errors == []) == case["valid"], (case["id"], errors)
    matrix = document_of(version, "capabilities.json")
    for kind, block in matrix["blocks"].items():
        assert schema_errors(document, "ContentBlock", block) == [], kind
    for name, caps in matrix["clientCapabilities"].items():
        wrong_form = name.endswith("-true")
        assert (schema_errors(document, "ClientCapabilities", caps) != []) == wrong_form, name
    for name, caps in matrix["agentPromptCapabilities"].items():
        wrong_form = name.endswith("-wrong-form")
        assert (schema_errors(document, "PromptCapabilities", caps) != []) == wrong_form, name


MINIMAL_DEFS: dict[str, Any] = {
    "Kind": {"type": "string", "enum": ["first", "second"]},
    "Located": {
        "type": "object",
        "properties": {"uri": {"type": "string", "format": "uri"}, "note": {"type": "string"}},
        "required": ["uri"],
    },
    "Block": {
        "discriminator": {"propertyName": "type"},
        "oneOf": [
            {
                "allOf": [{"$ref": "#/$defs/Located"}],
                "properties": {
                    "type": {"const": "link", "type": "string"},
                    "kinds": {"type": "array", "items": {"$ref": "#/$defs/Kind"}, "minItems": 2},
                    "size": {"type": ["integer", "null"]},
                    "tags": {"type": "array", "items": {"type": "string"}},
                },
                "required": ["type", "kinds", "size", "tags"],
            },
            {
                "type": "object",
                "properties": {
                    "type": {"const": "flag", "type": "string"},
                    "on": {"type": "boolean"},
                },
                "required": ["type", "on"],
            },
        ],
    },
}


def test_minimal_instances_come_from_the_model() -> None:
    """A variant's own required fields and its base's, a tag, an enum's first value, a list as
    long as its ``minItems``, a URI where the format says so, a nullable's value: each valid,
    as the reference validator confirms."""
    from acp_codegen.behaviour.vectors import Examples
    from acp_codegen.load.reference import definition_errors
    from acp_codegen.model.types import UnionDef

    document = {"$defs": MINIMAL_DEFS}
    model = build_model(in_memory(document, "minimal.json"))
    union = model.definitions["Block"]
    assert isinstance(union, UnionDef)
    examples = Examples(model, document)
    blocks = {v.tag: examples.of_object(v.object) for v in union.tagged}
    assert blocks == {
        "link": {
            "type": "link",
            "kinds": ["first", "first"],
            "size": 0,
            "tags": [],
            "uri": "file:///home/user/notes.txt",
        },
        "flag": {"type": "flag", "on": False},
    }
    assert examples.of("Block") == blocks["link"]
    for block in blocks.values():
        assert definition_errors(document, "Block", block) == []


# -- an SDK whose schema generator drops `not` (the TypeScript SDK's zod) ----------------------

# ECMA-262's WhiteSpace and LineTerminator: what `\s` means in a JSON Schema `pattern`.
ECMASCRIPT_SPACE = re.compile(
    "[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*"
)


def without_not(schema: Any) -> Any:
    """``schema`` as a generator that drops `not` reads it."""
    if isinstance(schema, dict):
        return {key: without_not(value) for key, value in schema.items() if key != "not"}
    if isinstance(schema, list):
        return [without_not(value) for value in schema]
    return schema


def blank_check(update: dict) -> list[tuple[str, str]]:
    """The hand-written check the vectors' README asks such an SDK for."""
    found = []
    for index, suggestion in enumerate(update["suggestions"]):
        prompt = suggestion["prompt"]
        if prompt and all(
            block["type"] == "text" and ECMASCRIPT_SPACE.fullmatch(block["text"])
            for block in prompt
        ):
            found.append((f"/update/suggestions/{index}/prompt", "prompt-suggestion-blank"))
    return found


@pytest.mark.parametrize("version", VERSIONS)
def test_the_readme_s_checks_complete_a_generator_that_drops_not(version: str) -> None:
    """With every `not` dropped, the schema accepts exactly the invalid cases the README
    names (v1: the blank ones; v2: those too, and every invalid suggestions update, which the
    open branch takes); the checks it describes (dispatch on the tag, then the blank check)
    give every case its verdict and its expected errors."""
    messages = document_of(version, "messages.json")
    defs = without_not(load_protocol(version, "unstable").document["$defs"])
    # Every tag in the vectors is a known one: dispatching on it is leaving the open branch out.
    dispatched = {**defs}
    for name, tag in (("SessionUpdate", "sessionUpdate"), ("ContentBlock", "type")):
        union = defs[name]
        keyword = "anyOf" if "anyOf" in union else "oneOf"
        known = [b for b in union[keyword] if "const" in b["properties"][tag]]
        dispatched[name] = {**union, keyword: known}

    def accepts(schemas: dict, value: object) -> bool:
        schema = {"$defs": schemas, "$ref": f"#/$defs/{messages['type']}"}
        return not any(Draft202012Validator(schema).iter_errors(value))

    missed: dict[str, list[str]] = {"blank": [], "union": []}
    for case in messages["cases"]:
        if not accepts(defs, case["params"]):
            assert not case["valid"], case["id"]
            continue
        update = case["params"]["update"]
        if not accepts(dispatched, case["params"]):
            missed["union"].append(case["id"])
            assert not case["valid"], case["id"]
            continue
        found = blank_check(update)
        assert found == [(e["path"], e["rule"]) for e in case["errors"]], case["id"]
        assert (not found) == case["valid"], case["id"]
        missed["blank"] += [case["id"]] if found else []
    readme = vectors(version)["README.md"].decode()
    section = readme.split("### When your schema generator drops keywords", 1)[1].split("\n## ")[0]
    named = [re.findall(r"`([^`]+)`", item.split(":", 1)[0]) for item in section.split("\n- ")[1:]]
    assert named == [ids for ids in missed.values() if ids]
    assert (len(missed["blank"]), len(missed["union"])) == {"v1": (8, 0), "v2": (8, 6)}[version]
