"""The compiled build (``acp-codegen compile``) beside the pure package and the Rust anchors.

The validators ``bench.corpus`` measures (upstream's v1 and v2 unstable schemas with our
overlay merged), written into one package and compiled with mypyc at the default optimisation
level, as a user's build compiles them; the compile's wall and CPU time and the extensions'
size are part of the figures. Then ``is_valid`` over the validation corpus, the compiled
validators, the pure ones and jsonschema-rs taking turns. The models are not compiled (see
``acp_codegen.compiled.HOT_MODULES``): ``from_wire`` has no compiled row yet.
"""

from __future__ import annotations

import importlib
import sys
import tempfile
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from acp_codegen.compiled import Compiled, compile_in_place

from bench import corpus

PACKAGE = "bench_native"


@dataclass(frozen=True)
class CorpusRow:
    version: str
    compiled: float
    pure: float
    rust: float


@dataclass(frozen=True)
class Figures:
    build: Compiled
    size: int  # the extensions' bytes, read before their folder goes
    corpus: list[CorpusRow]


def write_package(root: Path) -> dict[str, dict[str, Any]]:
    """The benchmarks' validators (v1, v2) as one package under ``root``:
    ``bench_native.v1.validation``, ``.v2.validation``; returns each version's merged schema
    document."""
    package = root / PACKAGE
    package.mkdir()
    (package / "__init__.py").write_text("")
    documents = {}
    for version in ("v1", "v2"):
        folder = package / version
        folder.mkdir()
        (folder / "__init__.py").write_text("")
        files, documents[version] = corpus.validation_files(version)
        for name, text in files.items():
            (folder / name).write_text(text, encoding="utf-8")
    return documents


def measure() -> Figures:
    import jsonschema_rs

    messages = corpus.corpus()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        documents = write_package(root)
        build = compile_in_place(root / PACKAGE)
        size = build.size
        pure_root = root / "pure"
        pure_root.mkdir()
        sys.path[:0] = [str(root), str(pure_root)]
        try:
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
                times = corpus.time_corpus(
                    {
                        "compiled": partial(native.is_valid, name),
                        "pure": partial(pure.is_valid, name),
                        "rust": rust.is_valid,
                    },
                    {},
                    messages,
                )
                rows.append(CorpusRow(version, times["compiled"], times["pure"], times["rust"]))
        finally:
            sys.path.remove(str(root))
            sys.path.remove(str(pure_root))
    return Figures(build, size, rows)


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
            f"{row.pure:.2f} µs, jsonschema-rs {row.rust:.2f} µs (compiled x "
            f"{row.compiled / row.rust:.2f}, pure x {row.pure / row.rust:.2f})"
        )


if __name__ == "__main__":
    main()
