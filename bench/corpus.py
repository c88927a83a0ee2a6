"""``is_valid`` on the validation corpus, v1 and v2, beside jsonschema-rs and jsonschema.

The corpus, the one every validation figure of ``make bench`` is measured on (this module's
targets rows and the corpus row of ``bench.validate``): 200 ``session/update`` notifications
carrying ``prompt_suggestions_update``, drawn from a fixed seed and the same for v1 and v2.
Valid messages hold 0 to 4 suggestions of 1 to 3 blocks (mostly text, then ``resource_link``
with or without ``mimeType`` and ``size``, a few images, now and then a whitespace-only text
beside a link, which is valid), with ``_meta`` on some suggestions and some updates. Every
fourth message is broken the way Agents break it, one of :data:`BREAKAGES` in turn. Times are
the mean microseconds per message over the whole corpus: the validators take turns pass by
pass and each keeps its best pass, so a busy machine slows them alike and the ratios hold.
"""

from __future__ import annotations

import copy
import importlib
import math
import random
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from acp_codegen.load import load_protocol
from acp_codegen.validators import render_validation_module

UPSTREAM = Path(__file__).resolve().parent.parent.parent / "shared" / "upstream" / "acp"
NOTIFICATION = {"v1": "SessionNotification", "v2": "UpdateSessionNotification"}

SIZE = 200
INVALID_EVERY = 4  # one message in four is broken
SEED = 13

PROMPTS = (
    "Run the test suite and fix what breaks",
    "Explain what this function does",
    "Add type hints to the public API",
    "Write a changelog entry for this change",
    "Refactor this into smaller functions",
    "Why does the build fail on Windows?",
    "Summarise the open review comments",
    "Port these tests to pytest",
    "Add tests for ",
    "Übersetze die Fehlermeldungen ins Deutsche",
)
FILES = ("src/parser.rs", "src/lib.rs", "tests/test_api.py", "docs/guide.md", "Cargo.toml")
BLANKS = ("", " ", "\n\t", " \u3000 ", "\u00a0")


def _text(rng: random.Random) -> dict[str, Any]:
    return {"type": "text", "text": rng.choice(PROMPTS)}


def _link(rng: random.Random) -> dict[str, Any]:
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


def _block(rng: random.Random) -> dict[str, Any]:
    draw = rng.random()
    if draw < 0.6:
        return _text(rng)
    if draw < 0.9:
        return _link(rng)
    return {"type": "image", "data": "iVBORw0KGgoAAAANSUhEUgAAAAE=", "mimeType": "image/png"}


def _suggestion(rng: random.Random) -> dict[str, Any]:
    prompt = [_block(rng) for _ in range(rng.choice((1, 1, 2, 3)))]
    if all(block["type"] != "text" for block in prompt):
        # A whitespace-only text beside another block is valid: only an all-blank prompt is not.
        text = rng.choice(BLANKS) if rng.random() < 0.2 else rng.choice(PROMPTS)
        prompt.insert(0, {"type": "text", "text": text})
    suggestion: dict[str, Any] = {"prompt": prompt}
    if rng.random() < 0.2:
        suggestion["_meta"] = {"source": "predictor", "score": round(rng.random(), 3)}
    return suggestion


# The ways an Agent gets the update wrong: each takes a valid message and breaks it.
def _blank(message: dict[str, Any], rng: random.Random) -> None:
    blank = {"type": "text", "text": rng.choice(BLANKS)}
    message["update"]["suggestions"].append({"prompt": [blank]})


def _interim_shape(message: dict[str, Any], rng: random.Random) -> None:
    """The ``_meta.promptSuggestions`` entries of today's adapters: ``{"text": ...}``."""
    message["update"]["suggestions"].append({"text": rng.choice(PROMPTS)})


def _text_without_text(message: dict[str, Any], rng: random.Random) -> None:
    message["update"]["suggestions"][-1]["prompt"].append({"type": "text"})


def _link_without_uri(message: dict[str, Any], rng: random.Random) -> None:
    message["update"]["suggestions"][-1]["prompt"].append(
        {"type": "resource_link", "name": rng.choice(FILES)}
    )


def _empty_prompt(message: dict[str, Any], rng: random.Random) -> None:
    message["update"]["suggestions"][-1]["prompt"] = []


def _prompt_as_string(message: dict[str, Any], rng: random.Random) -> None:
    message["update"]["suggestions"][-1]["prompt"] = rng.choice(PROMPTS)


def _missing_prompt(message: dict[str, Any], rng: random.Random) -> None:
    del message["update"]["suggestions"][-1]["prompt"]


def _null_suggestions(message: dict[str, Any], rng: random.Random) -> None:
    message["update"]["suggestions"] = None


def _numeric_session(message: dict[str, Any], rng: random.Random) -> None:
    message["sessionId"] = rng.randrange(1, 1000)


def _missing_session(message: dict[str, Any], rng: random.Random) -> None:
    del message["sessionId"]


BREAKAGES = (
    _blank,
    _interim_shape,
    _text_without_text,
    _link_without_uri,
    _empty_prompt,
    _prompt_as_string,
    _missing_prompt,
    _null_suggestions,
    _numeric_session,
    _missing_session,
)


def corpus(size: int = SIZE) -> list[dict[str, Any]]:
    """``size`` ``session/update`` notifications carrying ``prompt_suggestions_update``, every
    fourth broken by one of :data:`BREAKAGES` in turn; the same for v1 and v2 (seeded)."""
    rng = random.Random(SEED)
    messages = []
    for number in range(size):
        update: dict[str, Any] = {
            "sessionUpdate": "prompt_suggestions_update",
            "suggestions": [_suggestion(rng) for _ in range(rng.choice((0, 1, 2, 3, 3, 4)))],
        }
        if rng.random() < 0.2:
            update["_meta"] = {"latencyMs": rng.randrange(20, 900)}
        message: dict[str, Any] = {
            "sessionId": f"sess_{rng.randrange(16**8):08x}",
            "update": update,
        }
        if number % INVALID_EVERY == INVALID_EVERY - 1:
            if not update["suggestions"]:
                update["suggestions"].append(_suggestion(rng))
            BREAKAGES[(number // INVALID_EVERY) % len(BREAKAGES)](message, rng)
        # A copy, so no two messages share a block (as if each came from json.loads).
        messages.append(copy.deepcopy(message))
    return messages


def validation_files(version: str) -> tuple[dict[str, str], dict[str, Any]]:
    """The files of our validators for upstream's unstable schema with the overlay merged
    (``validation.py`` and its runtime), and the merged schema."""
    loaded = load_protocol(version, base=UPSTREAM / version / "schema" / "schema.unstable.json")
    modules = render_validation_module(loaded.document, source_label=loaded.label)
    return {module.file_name: module.text for module in modules}, loaded.document


def build(version: str, directory: Path) -> tuple[Any, dict[str, Any]]:
    """Our validators (:func:`validation_files`) importable from ``directory`` (which must be
    on ``sys.path``), and the merged schema."""
    files, document = validation_files(version)
    package = directory / f"bench_{version}"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name, text in files.items():
        (package / name).write_text(text)
    return importlib.import_module(f"bench_{version}.validation"), document


def interleaved(functions: dict[str, Callable[[], object]], rounds: int) -> dict[str, float]:
    """Seconds of each function's best run, the functions taking turns ``rounds`` times."""
    best = dict.fromkeys(functions, math.inf)
    for _ in range(rounds):
        for label, function in functions.items():
            start = time.perf_counter()
            function()
            best[label] = min(best[label], time.perf_counter() - start)
    return best


ROUNDS = 200  # passes for the validators within reach of ours
SLOW_ROUNDS = 3  # passes for those a hundred times slower


def time_corpus(
    fast: dict[str, Callable[[Any], object]],
    slow: dict[str, Callable[[Any], object]],
    messages: list[Any],
) -> dict[str, float]:
    """Mean microseconds per message of each function over the whole of ``messages``, the
    fast ones taking turns :data:`ROUNDS` times, the slow ones :data:`SLOW_ROUNDS` times."""

    def whole(function: Callable[[Any], object]) -> Callable[[], object]:
        return lambda: [function(m) for m in messages]

    best = interleaved({label: whole(f) for label, f in fast.items()}, ROUNDS)
    best |= interleaved({label: whole(f) for label, f in slow.items()}, SLOW_ROUNDS)
    return {label: seconds / len(messages) * 1e6 for label, seconds in best.items()}


def schema_for(version: str, document: dict[str, Any]) -> dict[str, Any]:
    """The notification as a schema document, for the other validators."""
    return {
        "$schema": document.get("$schema"),
        "$defs": document["$defs"],
        "$ref": f"#/$defs/{NOTIFICATION[version]}",
    }


@dataclass(frozen=True)
class CorpusRow:
    version: str
    ours: float
    rust: float
    reference: float
    invalid: int


def measure() -> list[CorpusRow]:
    import jsonschema
    import jsonschema_rs

    rows = []
    messages = corpus()
    with tempfile.TemporaryDirectory() as tmp:
        sys.path.insert(0, tmp)
        try:
            for version in ("v1", "v2"):
                validation, document = build(version, Path(tmp))
                name = NOTIFICATION[version]
                schema = schema_for(version, document)
                rust = jsonschema_rs.Draft202012Validator(schema)
                reference = jsonschema.Draft202012Validator(schema)
                verdicts = [validation.is_valid(name, m) for m in messages]
                if verdicts != [rust.is_valid(m) for m in messages]:
                    raise AssertionError(
                        f"{version}: is_valid and jsonschema-rs disagree on the corpus"
                    )
                times = time_corpus(
                    {
                        "ours": partial(validation.is_valid, name),
                        "rust": rust.is_valid,
                    },
                    {"reference": reference.is_valid},
                    messages,
                )
                rows.append(
                    CorpusRow(
                        version,
                        times["ours"],
                        times["rust"],
                        times["reference"],
                        verdicts.count(False),
                    )
                )
        finally:
            sys.path.remove(tmp)
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
