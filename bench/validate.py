"""Validation speed on realistic ``session/update`` notifications, v1 and v2.

Compares our generated ``is_valid`` and ``validate`` with jsonschema
(Draft202012Validator), fastjsonschema, jsonschema-rs and pydantic (the
``agent-client-protocol`` SDK's models, where they cover the message). The schemas are
upstream's unstable files with our Prompt Suggestions overlay merged in, so the new
update is among the messages. Single messages are timed alone (microseconds per message,
best of 5 runs); then the corpus of ``bench.corpus`` (200 notifications carrying
``prompt_suggestions_update``, a quarter of them broken the ways a real Agent breaks them) is
validated whole, its figure the mean per message, timed as ``bench.corpus`` times it.
"""

from __future__ import annotations

import json
import sys
import tempfile
import timeit
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from bench.corpus import NOTIFICATION, build, corpus, schema_for, time_corpus

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


def competitors(version: str, document: dict[str, Any]) -> dict[str, Callable[[Any], bool] | None]:
    import fastjsonschema
    import jsonschema
    import jsonschema_rs

    schema = schema_for(version, document)
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
    """The corpus, validated whole by each validator: mean microseconds per message."""
    messages = corpus()
    texts = [json.dumps(m) for m in messages]
    verdicts = [validation.is_valid(name, m) for m in messages]
    fast: dict[str, Callable[[Any], object]] = {
        "ours is_valid": partial(validation.is_valid, name),
        "ours validate": partial(validation.validate, name),
    }
    slow: dict[str, Callable[[Any], object]] = {}
    for label, other in others.items():
        if other is not None:
            (slow if label in SLOW else fast)[label] = other
    times = time_corpus(fast, slow, messages)
    times |= time_corpus({"json.loads": json.loads}, {}, texts)
    ours = times["ours is_valid"]
    cells = [
        f"corpus: {len(messages)} prompt_suggestions_update, {verdicts.count(False)} invalid",
        *(f"{times[label]:.2f}" for label in ("ours is_valid", "ours validate", "json.loads")),
    ]
    for label, other in others.items():
        if other is None:
            cells.append("not covered")
            continue
        disagree = sum(other(m) != v for m, v in zip(messages, verdicts, strict=True))
        note = f", disagrees on {disagree}" if disagree else ""
        cells.append(f"{times[label]:.2f} (x {times[label] / ours:.2f}{note})")
    cells.append(
        f"=> ours is {ours / times['jsonschema-rs']:.2f}x jsonschema-rs, "
        f"{times['jsonschema'] / ours:.0f}x faster than jsonschema"
    )
    return cells


# Timed over a few passes only: a hundred times slower than ours.
SLOW = frozenset({"jsonschema", "fastjsonschema"})


if __name__ == "__main__":
    main()
