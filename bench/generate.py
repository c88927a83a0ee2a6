"""Generation time for the whole upstream v1 unstable schema, side by side in one run:

- ours: everything ``acp-codegen generate --base`` produces for it (merged schema, dataclasses,
  TypedDicts, method tables, validators, capability checks, behaviour helpers and docs);
- datamodel-code-generator (pinned) producing dataclasses alone for the same file.

Each is timed in-process, best of three, after one warm-up run (imports, template compilation);
peak memory is tracemalloc's peak over one run.
"""

from __future__ import annotations

import resource
import time
import tracemalloc
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

UPSTREAM = Path(__file__).resolve().parent.parent.parent / "shared" / "upstream" / "acp"
BASE = UPSTREAM / "v1" / "schema" / "schema.unstable.json"
RUNS = 3


def ours() -> Any:
    from acp_codegen.pipeline import generate_from_base

    return generate_from_base("v1", BASE, "unstable", "acp_schema")


def ours_python() -> Any:
    """Ours, the Python package alone."""
    from acp_codegen.load import load_protocol
    from acp_codegen.pipeline import python_package

    loaded = load_protocol("v1", "unstable", base=BASE)
    return python_package(loaded, "acp_schema")


def ours_prettier() -> Any:
    """Ours, what goes through prettier: every definition's docs section and the schema file."""
    from acp_codegen.docs import render_definition_sections
    from acp_codegen.load import load_protocol
    from acp_codegen.pipeline import schema_files

    loaded = load_protocol("v1", "unstable", base=BASE)
    schema = schema_files({"schema.json": loaded.document})
    return schema, render_definition_sections(loaded.document, version="v1", flavour="unstable")


def datamodel_dataclasses() -> Any:
    from datamodel_code_generator import DataModelType, InputFileType, PythonVersion, generate

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return generate(
            BASE.read_text(encoding="utf-8"),
            input_file_type=InputFileType.JsonSchema,
            output_model_type=DataModelType.DataclassesDataclass,
            target_python_version=PythonVersion.PY_310,
            disable_timestamp=True,
        )


def measure(run: Callable[[], Any]) -> tuple[float, float]:
    """(best seconds of RUNS runs, peak MiB of one run)."""
    run()  # warm-up
    best = min(_timed(run) for _ in range(RUNS))
    tracemalloc.start()
    run()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return best, peak / 2**20


def _timed(run: Callable[[], Any]) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def main() -> None:
    if not BASE.exists():
        print(f"generate: skipped, {BASE} is not available")
        return
    print(f"Generation, upstream v1 schema.unstable.json (best of {RUNS}, after a warm-up):")
    rows = [
        ("acp-codegen, all products", measure(ours)),
        ("  of which the Python package", measure(ours_python)),
        ("  of which the docs and schema file (prettier)", measure(ours_prettier)),
        ("datamodel-code-generator, dataclasses only", measure(datamodel_dataclasses)),
    ]
    width = 52
    for label, (seconds, mib) in rows:
        print(f"  {label:<{width}} {seconds:7.2f} s  peak {mib:7.1f} MiB")
    node_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"  (peaks are Python allocations; the largest prettier process: {node_mib:.0f} MiB RSS)")
    ours_s, dmcg_s = rows[0][1][0], rows[-1][1][0]
    print(f"  ratio ours / datamodel-code-generator: {ours_s / dmcg_s:.2f}")
    print(f"  ratio of our Python package / datamodel-code-generator: {rows[1][1][0] / dmcg_s:.2f}")


if __name__ == "__main__":
    main()
