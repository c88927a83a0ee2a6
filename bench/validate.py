"""Validation speed on realistic ``session/update`` notifications, v1 and v2.

Compares our generated ``is_valid`` and ``validate`` with jsonschema
(Draft202012Validator), fastjsonschema, jsonschema-rs and pydantic (the
``agent-client-protocol`` SDK's models, where they cover the message). The schemas are
upstream's unstable files with our Prompt Suggestions overlay merged in, so the new
update is among the messages. Besides single messages, a corpus of 200 notifications
carrying ``prompt_suggestions_update`` (a quarter of them invalid in the ways a real Agent
gets it wrong) is validated whole; its figure is the mean per message. Times are
microseconds per message (best of 5 runs).
"""

from __future__ import annotations

import copy
import importlib
import json
import math
import random
import sys
import tempfile
import time
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


PROMPTS = (
    "Run the test suite and fix what breaks",
    "Explain what this function does",
    "Add type hints to the public API",
    "Write a changelog entry for this change",
    "Refactor this into smaller functions",
    "Why does the build fail on Windows?",
    "Summarise the open review comments",
    "Port these tests to pytest",
)
FILES = ("src/parser.rs", "src/lib.rs", "tests/test_api.py", "docs/guide.md", "Cargo.toml")
CORPUS_SIZE = 200


def _block(rng: random.Random) -> dict[str, Any]:
    draw = rng.random()
    if draw < 0.6:
        return {"type": "text", "text": rng.choice(PROMPTS)}
    if draw < 0.9:
        path = rng.choice(FILES)
        link: dict[str, Any] = {
            "type": "resource_link",
            "uri": f"file:///home/user/project/{path}",
            "name": path.rsplit("/", 1)[-1],
        }
        if rng.random() < 0.5:
            link["mimeType"] = "text/plain"
            link["size"] = rng.randrange(100, 90_000)
        return link
    return {"type": "image", "data": "iVBORw0KGgoAAAANSUhEUgAAAAE=", "mimeType": "image/png"}


def _suggestion(rng: random.Random) -> dict[str, Any]:
    prompt = [_block(rng) for _ in range(rng.choice((1, 1, 2, 3)))]
    if all(block["type"] != "text" for block in prompt):
        prompt.insert(0, {"type": "text", "text": rng.choice(PROMPTS)})
    suggestion: dict[str, Any] = {"prompt": prompt}
    if rng.random() < 0.2:
        suggestion["_meta"] = {"source": "predictor", "score": round(rng.random(), 3)}
    return suggestion


# The ways an Agent gets the update wrong: each takes a valid message and breaks it.
def _blank(message: dict[str, Any], rng: random.Random) -> None:
    blank = rng.choice(("", " ", "\n\t", " \u3000 "))
    message["update"]["suggestions"].append({"prompt": [{"type": "text", "text": blank}]})


def _interim_shape(message: dict[str, Any], rng: random.Random) -> None:
    message["update"]["suggestions"].append({"text": rng.choice(PROMPTS)})


def _text_without_text(message: dict[str, Any], rng: random.Random) -> None:
    message["update"]["suggestions"][-1]["prompt"].append({"type": "text"})


def _link_without_uri(message: dict[str, Any], rng: random.Random) -> None:
    message["update"]["suggestions"][-1]["prompt"].append(
        {"type": "resource_link", "name": rng.choice(FILES)}
    )


def _empty_prompt(message: dict[str, Any], rng: random.Random) -> None:
    message["update"]["suggestions"][-1]["prompt"] = []


def _null_suggestions(message: dict[str, Any], rng: random.Random) -> None:
    message["update"]["suggestions"] = None


def _numeric_session(message: dict[str, Any], rng: random.Random) -> None:
    message["sessionId"] = rng.randrange(1, 1000)


BREAKAGES = (
    _blank,
    _interim_shape,
    _text_without_text,
    _link_without_uri,
    _empty_prompt,
    _null_suggestions,
    _numeric_session,
)


def corpus(size: int = CORPUS_SIZE) -> list[dict[str, Any]]:
    """``size`` ``session/update`` notifications carrying ``prompt_suggestions_update``, every
    fourth broken by one of :data:`BREAKAGES` in turn; the same for v1 and v2 (seeded)."""
    rng = random.Random(13)
    messages = []
    for number in range(size):
        update = {
            "sessionUpdate": "prompt_suggestions_update",
            "suggestions": [_suggestion(rng) for _ in range(rng.choice((0, 1, 2, 3, 3, 4)))],
        }
        message: dict[str, Any] = {
            "sessionId": f"sess_{rng.randrange(16**8):08x}",
            "update": update,
        }
        if number % 4 == 3:
            if not update["suggestions"]:
                update["suggestions"].append(_suggestion(rng))
            BREAKAGES[(number // 4) % len(BREAKAGES)](message, rng)
        messages.append(copy.deepcopy(message))
    return messages


def per_call(function: Callable[[], object]) -> float:
    timer = timeit.Timer(function)
    number, _ = timer.autorange()
    return min(timer.repeat(5, number)) / number * 1e6


def build(version: str, directory: Path) -> tuple[Any, dict[str, Any]]:
    loaded = load_protocol(version, base=UPSTREAM / version / "schema" / "schema.unstable.json")
    package = directory / f"bench_{version}"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for module in render_validation_module(loaded.document, source_label=loaded.label):
        (package / module.file_name).write_text(module.text)
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
            print(" | ".join(corpus_row(validation, name, others)))


def corpus_row(
    validation: Any, name: str, others: dict[str, Callable[[Any], bool] | None]
) -> list[str]:
    """The corpus, validated whole by each validator: mean microseconds per message.

    A sample is one pass over the corpus; the validators within reach of ours take turns,
    pass by pass, and each keeps its best pass, so a busy machine slows them alike and the
    ratios hold (the slow ones get a few passes of their own)."""
    messages = corpus()
    texts = [json.dumps(m) for m in messages]
    verdicts = [validation.is_valid(name, m) for m in messages]
    count = len(messages)

    def whole(function: Callable[[Any], object]) -> Callable[[], object]:
        return lambda: [function(m) for m in messages]

    fast = {
        "ours is_valid": whole(lambda m: validation.is_valid(name, m)),
        "ours validate": whole(lambda m: validation.validate(name, m)),
        "json.loads": lambda: [json.loads(t) for t in texts],
    }
    slow: dict[str, Callable[[], object]] = {}
    for label, other in others.items():
        if other is not None:
            (slow if label in SLOW else fast)[label] = whole(other)
    best = interleaved(fast, CORPUS_ROUNDS) | interleaved(slow, 3)
    ours = best["ours is_valid"]
    cells = [
        f"corpus: {count} prompt_suggestions_update, {verdicts.count(False)} invalid",
        *(
            f"{best[label] / count * 1e6:.2f}"
            for label in ("ours is_valid", "ours validate", "json.loads")
        ),
    ]
    for label, other in others.items():
        if other is None:
            cells.append("not covered")
            continue
        disagree = sum(other(m) != v for m, v in zip(messages, verdicts, strict=True))
        note = f", disagrees on {disagree}" if disagree else ""
        cells.append(f"{best[label] / count * 1e6:.2f} (x {best[label] / ours:.2f}{note})")
    rust = best["jsonschema-rs"]
    cells.append(
        f"=> ours is {ours / rust:.2f}x jsonschema-rs, {best['jsonschema'] / ours:.0f}x faster"
        " than jsonschema"
    )
    return cells


SLOW = frozenset({"jsonschema", "fastjsonschema"})
CORPUS_ROUNDS = 200


def interleaved(functions: dict[str, Callable[[], object]], rounds: int) -> dict[str, float]:
    """Seconds of each function's best run, the functions taking turns ``rounds`` times."""
    best = dict.fromkeys(functions, math.inf)
    for _ in range(rounds):
        for label, function in functions.items():
            start = time.perf_counter()
            function()
            best[label] = min(best[label], time.perf_counter() - start)
    return best
