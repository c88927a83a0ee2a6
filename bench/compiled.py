"""The compiled build (``acp-codegen compile``) beside the pure package and the Rust anchors.

The validators ``bench.corpus`` measures (upstream's v1 and v2 unstable schemas with our
overlay merged) and the v1 models of the package ``make generate`` writes, written into one
package and compiled with mypyc at the default optimisation level, as a user's build compiles
them, with the corpus' floor written for mypyc (``bench.compiled_floor``); the compile's wall
and CPU time and the extensions' size are part of the figures. Then ``is_valid`` over the
validation corpus, the compiled validators, the pure ones, the compiled floor and
jsonschema-rs taking turns; and ``from_wire`` (strict and tolerant) and ``to_wire`` of
``bench.parse``'s messages, the compiled models, the same models pure and pydantic-core (the
published SDK's models, and our pydantic flavour for ``prompt_suggestions_update``) taking
turns. (Not ``bench.parse``'s whole-protocol models: mypyc runs out of memory on a module of
that size, over 10 GB in the dataflow analysis of its top level, see docs/performance.md.)
"""

from __future__ import annotations

import importlib
import sys
import tempfile
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from acp_codegen.compiled import HOT_MODULES, Compiled, compile_in_place

from bench import compiled_floor, corpus, parse

PACKAGE = "bench_native"
MODELS = parse.ROOT / "generated" / "python" / "acp_prompt_suggestions" / "v1"
MODEL_FILES = ("_runtime.py", "models.py")
PURE = "bench_pure_models"  # the same models, not compiled
FLOOR = Path(compiled_floor.__file__).stem  # compiled with them, in the package's folder


@dataclass(frozen=True)
class CorpusRow:
    version: str
    compiled: float
    pure: float
    floor: float  # bench.compiled_floor, compiled
    rust: float


@dataclass(frozen=True)
class ParseRow:
    work: str
    compiled: float
    pure: float
    anchor_name: str
    anchor: float


@dataclass(frozen=True)
class Figures:
    build: Compiled
    size: int  # the extensions' bytes, read before their folder goes
    corpus: list[CorpusRow]
    parse: list[ParseRow]


def write_package(root: Path) -> dict[str, dict[str, Any]]:
    """The benchmarks' validators (v1, v2) and models (v1) as one package under ``root``:
    ``bench_native.v1.validation``, ``.v2.validation``, ``.v1.models``, and the compiled
    floor ``bench_native.compiled_floor``; returns each version's merged schema document."""
    package = root / PACKAGE
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / f"{FLOOR}.py").write_text(Path(compiled_floor.__file__).read_text("utf-8"), "utf-8")
    documents = {}
    for version in ("v1", "v2"):
        folder = package / version
        folder.mkdir()
        (folder / "__init__.py").write_text("")
        files, documents[version] = corpus.validation_files(version)
        if version == "v1":
            files |= {name: (MODELS / name).read_text("utf-8") for name in MODEL_FILES}
        for name, text in files.items():
            (folder / name).write_text(text, encoding="utf-8")
    return documents


def measure() -> Figures:
    import jsonschema_rs

    messages = corpus.corpus()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        documents = write_package(root)
        build = compile_in_place(root / PACKAGE, modules=(*HOT_MODULES, FLOOR))
        size = build.size
        pure_root = root / "pure"
        pure_root.mkdir()
        sys.path[:0] = [str(root), str(pure_root)]
        try:
            floors = importlib.import_module(f"{PACKAGE}.{FLOOR}")
            if floors.__file__ is None or floors.__file__.endswith(".py"):
                raise AssertionError(f"{floors.__name__} is not the compiled module")
            rows = []
            for version in ("v1", "v2"):
                name = corpus.NOTIFICATION[version]
                native = importlib.import_module(f"{PACKAGE}.{version}.validation")
                if native.__file__ is None or native.__file__.endswith(".py"):
                    raise AssertionError(f"{native.__name__} is not the compiled module")
                pure, _ = corpus.build(version, pure_root)
                rust = jsonschema_rs.Draft202012Validator(
                    corpus.schema_for(version, documents[version])
                )
                verdicts = [pure.is_valid(name, m) for m in messages]
                if verdicts != [native.is_valid(name, m) for m in messages]:
                    raise AssertionError(f"{version}: compiled and pure disagree on the corpus")
                chars = next(
                    value
                    for key, value in vars(pure).items()
                    if key.startswith("_CHARS_") and isinstance(value, str)
                )
                floor = floors.check_floor(chars)
                if verdicts != [floor(m) for m in messages]:
                    raise AssertionError(f"{version}: the compiled floor disagrees with is_valid")
                times = corpus.time_corpus(
                    {
                        "compiled": partial(native.is_valid, name),
                        "pure": partial(pure.is_valid, name),
                        "floor": floor,
                        "rust": rust.is_valid,
                    },
                    {},
                    messages,
                )
                rows.append(
                    CorpusRow(
                        version, times["compiled"], times["pure"], times["floor"], times["rust"]
                    )
                )
            pure_models = pure_root / PURE
            pure_models.mkdir()
            (pure_models / "__init__.py").write_text("")
            for name in MODEL_FILES:
                (pure_models / name).write_text((MODELS / name).read_text("utf-8"), "utf-8")
            parse_rows = measure_parse(
                importlib.import_module(f"{PACKAGE}.v1.models"),
                importlib.import_module(f"{PURE}.models"),
            )
        finally:
            sys.path.remove(str(root))
            sys.path.remove(str(pure_root))
    return Figures(build, size, rows, parse_rows)


def measure_parse(native: Any, pure: Any) -> list[ParseRow]:
    """``from_wire`` (strict, tolerant) and ``to_wire`` of ``bench.parse``'s messages: the
    compiled models ``native``, the pure ones and the anchor in turns."""
    from acp import schema as sdk

    if native.__file__ is None or native.__file__.endswith(".py"):
        raise AssertionError(f"{native.__name__} is not the compiled module")
    sys.path.insert(0, str(parse.FLAVOUR))
    from acp_prompt_suggestions_pydantic import v1 as flavour

    cases = [
        (label, getattr(native, name), getattr(pure, name), getattr(sdk, name), "SDK", message)
        for label, name, message in parse.MESSAGES
    ]
    name = "SessionNotification"
    cases.append(
        (
            "prompt_suggestions_update",
            getattr(native, name),
            getattr(pure, name),
            getattr(flavour, name),
            "our pydantic flavour",
            parse.SUGGESTIONS,
        )
    )
    rows = []
    for label, compiled, ours, theirs, anchor, message in cases:
        validated = theirs.model_validate(message)
        for work, calls, anchor_call in (
            (
                f"from_wire {label}",
                [partial(c.from_wire, message) for c in (compiled, ours)],
                partial(theirs.model_validate, message),
            ),
            (
                f"from_wire tolerant {label}",
                [partial(c.from_wire, message, tolerant=True) for c in (compiled, ours)],
                partial(theirs.model_validate, message),
            ),
            (
                f"to_wire {label}",
                [c.from_wire(message).to_wire for c in (compiled, ours)],
                partial(validated.model_dump, by_alias=True, exclude_unset=True),
            ),
        ):
            results = [repr(call()) for call in calls]
            if results[0] != results[1]:
                raise AssertionError(f"{work}: compiled and pure disagree")
            if work.startswith("to_wire") and calls[0]() != message:
                raise AssertionError(f"{work}: the compiled models do not write it back")
            kind = "model_validate" if work.startswith("from") else "model_dump"
            times = parse.in_turns(*calls, anchor_call)
            rows.append(ParseRow(work, times[0], times[1], f"{anchor} {kind}", times[2]))
    return rows


def main() -> None:
    if not corpus.UPSTREAM.exists():
        print(f"compiled: skipped, {corpus.UPSTREAM} is not available")
        return
    print(__doc__.strip().splitlines()[0])
    figures = measure()
    build = figures.build
    print(
        f"  compile: {build.wall:.0f} s wall, {build.cpu:.0f} s CPU; "
        f"{len(build.files)} files, {figures.size / 2**20:.1f} MiB"
    )
    for row in figures.corpus:
        print(
            f"  is_valid corpus {row.version}: compiled {row.compiled:.2f} µs, pure "
            f"{row.pure:.2f} µs, compiled floor {row.floor:.2f} µs, jsonschema-rs "
            f"{row.rust:.2f} µs (compiled x {row.compiled / row.rust:.2f}, pure x "
            f"{row.pure / row.rust:.2f}, compiled floor x {row.floor / row.rust:.2f})"
        )
    for each in figures.parse:
        print(
            f"  {each.work:<44} compiled {each.compiled:6.2f} µs, pure {each.pure:6.2f} µs, "
            f"{each.anchor_name} {each.anchor:6.2f} µs (compiled x "
            f"{each.compiled / each.anchor:.2f}, pure x {each.pure / each.anchor:.2f})"
        )


if __name__ == "__main__":
    main()
