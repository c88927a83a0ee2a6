"""Validation speed on realistic ``session/update`` notifications, v1 and v2.

Compares our generated ``is_valid`` and ``validate`` with jsonschema
(Draft202012Validator), fastjsonschema, jsonschema-rs and pydantic (the
``agent-client-protocol`` SDK's models, where they cover the message). The schemas are
upstream's unstable files with our Prompt Suggestions overlay merged in, so the new
update is among the messages. Times are microseconds per message (best of 5 runs).
"""

from __future__ import annotations

import importlib
import json
import sys
import tempfile
import timeit
from collections.abc import Callable
from pathlib import Path
from typing import Any

from acp_codegen.load import load_protocol
from acp_codegen.validators import render_validation_module

UPSTREAM = Path(__file__).resolve().parent.parent.parent / "shared" / "upstream" / "acp"
NOTIFICATION = {"v1": "SessionNotification", "v2": "UpdateSessionNotification"}

TEXT = {"type": "text", "text": "Run the test suite and fix what breaks"}
LINK = {
    "type": "resource_link",
    "uri": "file:///home/user/project/src/parser.rs",
    "name": "parser.rs",
}


def messages(version: str) -> list[tuple[str, dict[str, Any]]]:
    def note(update: dict[str, Any]) -> dict[str, Any]:
        return {"sessionId": "sess_abc123", "update": update}

    chunk = {"sessionUpdate": "agent_message_chunk", "content": TEXT}
    if version == "v2":
        chunk["messageId"] = "msg_1"
    suggestions = {
        "sessionUpdate": "prompt_suggestions_update",
        "suggestions": [
            {"prompt": [TEXT]},
            {"prompt": [{"type": "text", "text": "Add tests for "}, LINK]},
        ],
    }
    blank = {
        "sessionUpdate": "prompt_suggestions_update",
        "suggestions": [{"prompt": [{"type": "text", "text": " \u3000"}]}],
    }
    broken = {"sessionUpdate": "agent_message_chunk", "content": {"type": "text"}}
    return [
        ("prompt_suggestions_update", note(suggestions)),
        ("agent_message_chunk", note(chunk)),
        ("invalid: blank suggestion", note(blank)),
        ("invalid: text without text", note(broken)),
    ]


def per_call(function: Callable[[], object]) -> float:
    timer = timeit.Timer(function)
    number, _ = timer.autorange()
    return min(timer.repeat(5, number)) / number * 1e6


def build(version: str, directory: Path) -> tuple[Any, dict[str, Any]]:
    loaded = load_protocol(version, base=UPSTREAM / version / "schema" / "schema.unstable.json")
    package = directory / f"bench_{version}"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name, source in render_validation_module(
        loaded.document, source_label=loaded.label
    ).items():
        (package / name).write_text(source)
    return importlib.import_module(f"bench_{version}.validation"), loaded.document


def competitors(version: str, document: dict[str, Any]) -> dict[str, Callable[[Any], bool] | None]:
    import fastjsonschema
    import jsonschema
    import jsonschema_rs

    schema = {
        "$schema": document.get("$schema"),
        "$defs": document["$defs"],
        "$ref": f"#/$defs/{NOTIFICATION[version]}",
    }
    reference = jsonschema.Draft202012Validator(schema)
    rust = jsonschema_rs.Draft202012Validator(schema)
    fast = fastjsonschema.compile(schema)

    def fast_is_valid(instance: Any) -> bool:
        try:
            fast(instance)
        except fastjsonschema.JsonSchemaException:
            return False
        return True

    found: dict[str, Callable[[Any], bool] | None] = {
        "jsonschema": reference.is_valid,
        "fastjsonschema": fast_is_valid,
        "jsonschema-rs": rust.is_valid,
        "pydantic (acp SDK)": None,
    }
    if version == "v1":
        from acp import schema as sdk
        from pydantic import ValidationError

        def sdk_is_valid(instance: Any) -> bool:
            try:
                sdk.SessionNotification.model_validate(instance)
            except ValidationError:
                return False
            return True

        found["pydantic (acp SDK)"] = sdk_is_valid
    return found


def main() -> None:
    print(__doc__.strip().splitlines()[0])
    with tempfile.TemporaryDirectory() as tmp:
        sys.path.insert(0, tmp)
        for version in ("v1", "v2"):
            validation, document = build(version, Path(tmp))
            others = competitors(version, document)
            name = NOTIFICATION[version]
            header = ["message", "ours is_valid", "ours validate", "json.loads", *others]
            print(f"\n{version} ({name}), microseconds per message; (x N) = N times our is_valid")
            print(" | ".join(header))
            for label, message in messages(version):
                ours = per_call(lambda m=message, v=validation, n=name: v.is_valid(n, m))
                text = json.dumps(message)
                cells = [
                    label,
                    f"{ours:.2f}",
                    f"{per_call(lambda m=message, v=validation, n=name: v.validate(n, m)):.2f}",
                ]
                cells.append(f"{per_call(lambda t=text: json.loads(t)):.2f}")
                for other in others.values():
                    if other is None:
                        cells.append("not covered")
                        continue
                    verdict = other(message)
                    agree = "" if verdict == validation.is_valid(name, message) else ", disagrees"
                    time = per_call(lambda f=other, m=message: f(m))
                    cells.append(f"{time:.2f} (x {time / ours:.1f}{agree})")
                print(" | ".join(cells))
