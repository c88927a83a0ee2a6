"""Generation, whole process: ``acp-codegen generate --base`` on upstream's v1 unstable schema
beside datamodel-code-generator (pinned) writing dataclasses alone for the same file.

Each row runs the command in a fresh process (the best of RUNS runs, after a warm-up run that
writes the bytecode): wall time, CPU time (user and system, the process and every process it
waited for: node, ruff) and the peak resident memory of the largest of those processes. "Cold"
runs start with an empty cache (a fresh ``ACP_CODEGEN_CACHE_DIR``: docs, formatted Python,
compiled validator functions); "after a one-definition change" runs on a
copy of the schema with one description edited, or one property added, with the cache the
unchanged schema left.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UPSTREAM = ROOT.parent / "shared" / "upstream" / "acp"
BASE = UPSTREAM / "v1" / "schema" / "schema.unstable.json"
BIN = Path(sys.executable).parent
RUNS = 5
CHANGED_DEFINITION = "SessionNotification"
STRUCTURAL_DEFINITION = "TextContent"

# Runs a command and reports its resource use (the command's whole tree of waited-for processes).
MEASURE = """
import json, resource, subprocess, sys, time
start = time.perf_counter()
subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL)
wall = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"wall": wall, "cpu": usage.ru_utime + usage.ru_stime,
                  "mib": usage.ru_maxrss / 1024}))
"""


@dataclass(frozen=True)
class Run:
    wall: float
    cpu: float
    mib: float


def run_once(command: list[str], env: dict[str, str]) -> Run:
    result = subprocess.run(
        [sys.executable, "-c", MEASURE, *command],
        env=env,
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    )
    return Run(**json.loads(result.stdout))


def best_run(runs: list[Run]) -> Run:
    """The least disturbed of ``runs`` (the one with the least wall time): on a shared
    machine other work only ever adds time, so the fastest run is the closest to the cost of
    the work itself (as ``timeit`` takes the best of its repeats); memory is the largest."""
    best = min(runs, key=lambda r: r.wall)
    return Run(best.wall, best.cpu, max(r.mib for r in runs))


def ours(base: Path, out: Path, outputs: str | None = None) -> list[str]:
    command = [str(BIN / "acp-codegen"), "generate", "--protocol", "v1", "--base", str(base)]
    command += ["--out", str(out)]
    return command + (["--outputs", outputs] if outputs else [])


def datamodel(out: Path) -> list[str]:
    return [
        str(BIN / "datamodel-codegen"),
        "--input",
        str(BASE),
        "--input-file-type",
        "jsonschema",
        "--output-model-type",
        "dataclasses.dataclass",
        "--target-python-version",
        "3.10",
        "--disable-timestamp",
        "--output",
        str(out / "models.py"),
    ]


def changed_copy(directory: Path, edit: str, structural: bool = False) -> Path:
    """The base schema with one definition changed, so its docs section is one the cache
    has not seen: its description edited (``edit`` appended), or, ``structural``, a new
    optional property added to a definition every content block reaches (``TextContent``),
    which changes its class, its validators and those of every definition reaching it."""
    document = json.loads(BASE.read_text(encoding="utf-8"))
    if structural:
        properties = document["$defs"][STRUCTURAL_DEFINITION]["properties"]
        properties["addedByEdit"] = {
            "description": f"Added by edit {edit}.",
            "type": ["integer", "null"],
            "minimum": 0,
        }
    else:
        definition = document["$defs"][CHANGED_DEFINITION]
        definition["description"] = (definition.get("description") or "") + f"\n\nEdit {edit}."
    path = directory / edit / "schema.unstable.json"
    path.parent.mkdir()
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    return path


@dataclass(frozen=True)
class GenerateRow:
    work: str
    run: Run
    anchor: Run  # datamodel-codegen, run in turns with ours for this row
    anchor_share: float  # the target, as a share of the anchor's wall time


def measure() -> list[GenerateRow]:
    skip = {"ACP_CODEGEN_NO_CACHE", "PYTHONDONTWRITEBYTECODE"}
    env = {key: value for key, value in os.environ.items() if key not in skip}
    rows: list[GenerateRow] = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        # Bytecode as an installed tool has it: written once, by a warm-up run, to a folder of
        # the bench's own.
        env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
        run_once(
            ours(BASE, work / "out-warm-up"), {**env, "ACP_CODEGEN_CACHE_DIR": str(work / "c")}
        )
        run_once(datamodel(Path(tempfile.mkdtemp(dir=work))), env)
        warm = {**env, "ACP_CODEGEN_CACHE_DIR": str(work / "cache-warm")}
        run_once(ours(BASE, work / "out-warm", None), warm)

        def row(
            work_done: str, share: float, command: Callable[[int], tuple[list[str], dict[str, str]]]
        ) -> None:
            # Ours and the anchor take turns, so a machine that gets busier slows both.
            mine, anchors = [], []
            for index in range(RUNS):
                anchors.append(run_once(datamodel(Path(tempfile.mkdtemp(dir=work))), env))
                mine.append(run_once(*command(index)))
            rows.append(GenerateRow(work_done, best_run(mine), best_run(anchors), share))

        def cold(outputs: str | None) -> Callable[[int], tuple[list[str], dict[str, str]]]:
            def command(index: int) -> tuple[list[str], dict[str, str]]:
                cache = work / f"cache-cold-{outputs}-{index}"
                out = work / f"out-{outputs}-{index}"
                return ours(BASE, out, outputs), {**env, "ACP_CODEGEN_CACHE_DIR": str(cache)}

            return command

        def changed(structural: bool) -> Callable[[int], tuple[list[str], dict[str, str]]]:
            def command(index: int) -> tuple[list[str], dict[str, str]]:
                edit = f"{'structural' if structural else 'description'}-{index}"
                base = changed_copy(work, edit, structural)
                return ours(base, work / f"out-changed-{edit}"), warm

            return command

        row("acp-codegen generate --base, all outputs, cold", 1.0, cold(None))
        row("  --outputs python,schema", 0.3, cold("python,schema"))
        row("  after a one-definition change (a description), all outputs", 0.25, changed(False))
        row("  after a one-definition change (a new property), all outputs", 0.25, changed(True))
    return rows


def stage_cpu() -> list[tuple[str, float]]:
    """CPU seconds of each stage of one all-outputs run, in this process (children included),
    with the docs cache warm: where the whole-process time goes, and so the floors."""
    import resource

    def cpu() -> float:
        own = resource.getrusage(resource.RUSAGE_SELF)
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime

    stages: list[tuple[str, float]] = []
    start = cpu()

    def lap(label: str) -> None:
        nonlocal start
        now = cpu()
        stages.append((label, now - start))
        start = now

    from acp_codegen.docs.sections import render_definition_sections
    from acp_codegen.load import load_protocol
    from acp_codegen.model.build import build_model
    from acp_codegen.pipeline import python_package, schema_files
    from acp_codegen.pydantic_flavour import render_pydantic
    from acp_codegen.validators import render_validation_module

    lap("importing the generator")
    loaded = load_protocol("v1", "unstable", base=BASE)
    lap("loading and merging the schema")
    schema_files({"schema.json": loaded.document})
    lap("the schema file")
    model = build_model(loaded)
    lap("the model")
    render_validation_module(loaded.document, source_label=loaded.label)
    lap("  the validators alone (also part of the package)")
    python_package(model, "acp_schema")
    lap("the Python package (models, wire types, validators, helpers; ruff)")
    render_pydantic(model)
    lap("the pydantic flavour")
    before = os.environ.get("ACP_CODEGEN_CACHE_DIR")
    with tempfile.TemporaryDirectory() as cache:
        os.environ["ACP_CODEGEN_CACHE_DIR"] = cache
        try:
            render_definition_sections(model)
            lap("the docs, cache empty (prettier formats every section)")
            render_definition_sections(model)
            lap("the docs again (every section a cache hit, no node)")
        finally:
            if before is None:
                del os.environ["ACP_CODEGEN_CACHE_DIR"]
            else:
                os.environ["ACP_CODEGEN_CACHE_DIR"] = before
    return stages


def main() -> None:
    if not BASE.exists():
        print(f"generate: skipped, {BASE} is not available")
        return
    print(__doc__.strip().splitlines()[0])
    for row in measure():
        run, anchor = row.run, row.anchor
        print(
            f"  {row.work:<56} {run.wall:6.2f} s wall {run.cpu:6.2f} s CPU {run.mib:6.0f} MiB"
            f"  x {run.wall / anchor.wall:.2f} (target {row.anchor_share:g}; datamodel-codegen, "
            f"dataclasses only: {anchor.wall:.2f} s wall {anchor.cpu:.2f} s CPU "
            f"{anchor.mib:.0f} MiB)"
        )
    print("CPU seconds by stage, in one process:")
    for label, seconds in stage_cpu():
        print(f"  {label:<68} {seconds:5.2f} s")


if __name__ == "__main__":
    main()
