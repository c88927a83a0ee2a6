"""Generation time for the whole upstream v1 unstable schema, side by side in one run:

- ours: everything ``acp-codegen generate --base`` produces for it (merged schema, dataclasses,
  TypedDicts, method tables, validators, capability checks, behaviour helpers and docs);
- datamodel-code-generator (pinned) producing dataclasses alone for the same file.

Each is timed in-process, best of three, after one warm-up run (imports, template compilation);
peak memory is tracemalloc's peak over one run.
"""

from __future__ import annotations

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
    from generator.pipeline import generate_from_base

    return generate_from_base("v1", BASE, "unstable", "acp_schema")


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
    ours_s, ours_mib = measure(ours)
    dmcg_s, dmcg_mib = measure(datamodel_dataclasses)
    width = 52
    print(f"  {'acp-codegen, all products':<{width}} {ours_s:7.2f} s  peak {ours_mib:7.1f} MiB")
    print(
        f"  {'datamodel-code-generator, dataclasses only':<{width}} {dmcg_s:7.2f} s  "
        f"peak {dmcg_mib:7.1f} MiB"
    )
    print(f"  ratio ours / datamodel-code-generator: {ours_s / dmcg_s:.2f}")


if __name__ == "__main__":
    main()
