"""``is_valid`` on a realistic corpus, v1 and v2, beside jsonschema-rs and jsonschema.

Per version, 200 ``session/update`` notifications carrying ``prompt_suggestions_update``, a
quarter of them invalid (blank or empty prompts, missing or mistyped fields), beside
jsonschema-rs (Rust) and jsonschema. The corpus is drawn from a fixed seed, so every run
times the same messages; times are microseconds per message over the whole corpus (best of 5).
"""

from __future__ import annotations

import random
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.validate import NOTIFICATION, UPSTREAM, build, per_call

SIZE = 200
INVALID_SHARE = 4  # one message in four is invalid
SEED = 12

WORDS = [
    "run",
    "the",
    "test",
    "suite",
    "and",
    "fix",
    "what",
    "breaks",
    "add",
    "tests",
    "for",
    "the",
    "parser",
    "explain",
    "why",
    "this",
    "function",
    "allocates",
    "so",
    "much",
    "rename",
    "the",
    "module",
    "to",
    "match",
    "its",
    "contents",
    "review",
    "my",
    "last",
    "change",
]


def text_block(rng: random.Random) -> dict[str, Any]:
    return {"type": "text", "text": " ".join(rng.choices(WORDS, k=rng.randint(3, 12)))}


def link_block(rng: random.Random) -> dict[str, Any]:
    name = rng.choice(("parser.rs", "main.py", "README.md", "lib.ts"))
    block: dict[str, Any] = {
        "type": "resource_link",
        "uri": f"file:///home/user/project/src/{name}",
        "name": name,
    }
    if rng.random() < 0.3:
        block["mimeType"] = "text/plain"
    return block


def resource_block(rng: random.Random) -> dict[str, Any]:
    return {
        "type": "resource",
        "resource": {
            "uri": "file:///home/user/project/src/main.py",
            "mimeType": "text/x-python",
            "text": "def main():\n    return 0\n",
        },
    }


def image_block(rng: random.Random) -> dict[str, Any]:
    return {"type": "image", "mimeType": "image/png", "data": "iVBORw0KGgo="}


def prompt(rng: random.Random) -> list[dict[str, Any]]:
    blocks = [text_block(rng)]
    for _ in range(rng.choice((0, 0, 1, 1, 2))):
        blocks.append(
            rng.choice((link_block, link_block, text_block, resource_block, image_block))(rng)
        )
    return blocks


def valid(rng: random.Random, version: str) -> dict[str, Any]:
    suggestions = [{"prompt": prompt(rng)} for _ in range(rng.choice((0, 1, 1, 2, 3, 4)))]
    if suggestions and rng.random() < 0.2:
        suggestions[0]["_meta"] = {"source": "model", "rank": 1}
    update: dict[str, Any] = {
        "sessionUpdate": "prompt_suggestions_update",
        "suggestions": suggestions,
    }
    if rng.random() < 0.2:
        update["_meta"] = {"latencyMs": rng.randint(20, 900)}
    return {"sessionId": f"sess_{rng.randint(1, 50):03d}", "update": update}


def invalid(rng: random.Random, version: str) -> dict[str, Any]:
    """A valid message with one realistic mistake."""
    message = valid(rng, version)
    update = message["update"]
    if not update["suggestions"]:
        update["suggestions"] = [{"prompt": prompt(rng)}]
    suggestion = rng.choice(update["suggestions"])
    mistake = rng.randrange(8)
    if mistake == 0:
        suggestion["prompt"] = [{"type": "text", "text": rng.choice(("", "  ", "\n\t", " \u3000"))}]
    elif mistake == 1:
        suggestion["prompt"] = []
    elif mistake == 2:
        del suggestion["prompt"]
    elif mistake == 3:
        suggestion["prompt"][0] = {"type": "text"}
    elif mistake == 4:
        update["suggestions"] = {"prompt": suggestion["prompt"]}
    elif mistake == 5:
        suggestion["prompt"].append({"type": "resource_link", "uri": 7, "name": "x"})
    elif mistake == 6:
        del message["sessionId"]
    else:
        suggestion["prompt"] = "Run the test suite"
    return message


def corpus(version: str) -> list[dict[str, Any]]:
    rng = random.Random(f"{SEED}-{version}")
    return [
        invalid(rng, version) if index % INVALID_SHARE == 0 else valid(rng, version)
        for index in range(SIZE)
    ]


@dataclass(frozen=True)
class CorpusRow:
    version: str
    ours: float
    rust: float
    reference: float
    invalid: int


def time_corpus(check: Callable[[Any], bool], messages: list[dict[str, Any]]) -> float:
    return per_call(lambda: [check(m) for m in messages]) / len(messages)


def measure() -> list[CorpusRow]:
    import jsonschema
    import jsonschema_rs

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        sys.path.insert(0, tmp)
        for version in ("v1", "v2"):
            validation, document = build(version, Path(tmp))
            name = NOTIFICATION[version]
            schema = {"$defs": document["$defs"], "$ref": f"#/$defs/{name}"}
            rust = jsonschema_rs.Draft202012Validator(schema)
            reference = jsonschema.Draft202012Validator(schema)
            messages = corpus(version)
            verdicts = [validation.is_valid(name, m) for m in messages]
            if verdicts != [rust.is_valid(m) for m in messages]:
                raise AssertionError(
                    f"{version}: is_valid and jsonschema-rs disagree on the corpus"
                )
            rows.append(
                CorpusRow(
                    version,
                    time_corpus(lambda m, v=validation, n=name: v.is_valid(n, m), messages),
                    time_corpus(rust.is_valid, messages),
                    time_corpus(reference.is_valid, messages),
                    verdicts.count(False),
                )
            )
    return rows


def main() -> None:
    if not UPSTREAM.exists():
        print(f"corpus: skipped, {UPSTREAM} is not available")
        return
    print(__doc__.strip().splitlines()[0])
    for row in measure():
        print(
            f"  {row.version}: ours {row.ours:.2f} µs, jsonschema-rs {row.rust:.2f} µs "
            f"(x {row.ours / row.rust:.2f}), jsonschema {row.reference:.0f} µs "
            f"({row.reference / row.ours:.0f}x ours); {row.invalid} of {SIZE} invalid"
        )


if __name__ == "__main__":
    main()
