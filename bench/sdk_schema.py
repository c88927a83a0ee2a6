"""The published SDK with our ``schema.py`` beside the same SDK with its committed one.

The SDK's sdist (pinned, cached in ``build/python-sdk/`` as the tests cache it) is unpacked
twice: as released, and regenerated from its release's v1 schema with
``examples/python-sdk/acp-codegen.toml`` (``acp-codegen generate`` in its folder, as the
contract test does). Imports are timed in fresh interpreters with bytecode present, the two
trees alternating run by run, the median of RUNS each, wall clock and CPU time; the ratio is
the median of the runs' CPU-time ratios, each run of ours beside the committed module's run
that follows it (CPU time: a machine loaded by other work inflates it less).
``model_validate`` and the JSON round trip are timed in one interpreter that imports both
modules, on the messages of ``bench.parse``, in alternating rounds of CPU time (the best of
ROUNDS each), after checking that both give the same results.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))  # the sdist's pin and the profile, as the tests use them

from sdk_sdist import PROFILE, RELEASE, place_schema, regenerated, unpack  # noqa: E402

RUNS = 9
ROUNDS = 15
TIMER = (
    "import time; {before}; start, cpu = time.perf_counter(), time.process_time(); "
    "import {module}; {after}; "
    "print(time.perf_counter() - start, time.process_time() - cpu)"
)
# The first use of every model of the set, after the import: what defer_build moves there.
FIRST_USE = (
    "from bench.parse import MESSAGES",
    "[getattr(acp.schema, c).model_validate(m) for _, c, m in MESSAGES]",
)


@dataclass(frozen=True)
class Case:
    """One timed statement: ``import module`` in a fresh interpreter with ``src`` importable,
    after ``before`` (not timed) and followed by ``after`` (timed)."""

    src: Path
    module: str
    before: str = "pass"
    after: str = "pass"


@dataclass(frozen=True)
class Timing:
    """Milliseconds: wall clock, and the interpreter's CPU time (which a machine loaded by
    other work inflates less, since waiting for a core is not counted); the medians, and the
    CPU time of each run in turn."""

    wall: float
    cpu: float
    runs: tuple[float, ...]


def ratio(ours: Timing, anchor: Timing) -> float:
    """The median of the CPU ratios of runs made one after the other: a machine whose speed
    comes and goes for seconds at a time (a shared one) slows both of a pair alike, where the
    ratio of the two medians can take each from another phase."""
    return statistics.median(a / b for a, b in zip(ours.runs, anchor.runs, strict=True))


def import_times(cases: list[Case]) -> list[Timing]:
    """The median milliseconds of each case over RUNS fresh interpreters, the cases run in
    turn (one run of each, then again) so that a load that comes and goes slows all alike.
    Bytecode lives in a fresh ``-X pycache_prefix`` directory per case, written by a first
    run that is not timed."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    with tempfile.TemporaryDirectory() as caches:
        commands = []
        for index, case in enumerate(cases):
            code = TIMER.format(before=case.before, module=case.module, after=case.after)
            prefix = Path(caches) / str(index)
            commands.append(
                (
                    [sys.executable, "-X", f"pycache_prefix={prefix}", "-c", code],
                    {**env, "PYTHONPATH": os.pathsep.join([str(case.src), str(ROOT)])},
                )
            )
        for args, case_env in commands:
            subprocess.run(args, env=case_env, check=True, capture_output=True)
        walls: list[list[float]] = [[] for _ in cases]
        cpus: list[list[float]] = [[] for _ in cases]
        for _ in range(RUNS):
            for index, (args, case_env) in enumerate(commands):
                result = subprocess.run(
                    args, env=case_env, check=True, capture_output=True, text=True
                )
                wall, cpu = (float(part) * 1000 for part in result.stdout.split())
                walls[index].append(wall)
                cpus[index].append(cpu)
    return [
        Timing(statistics.median(w), statistics.median(c), tuple(c))
        for w, c in zip(walls, cpus, strict=True)
    ]


# Run in a child interpreter with our tree's ``src`` importable: our ``acp.schema`` and the
# committed module (loaded from its file under another name, its ``acp._deserialize`` the
# same file in both trees), the same results checked, then timed side by side.
COMPARE = """
import importlib.util, json, sys, time, timeit
from acp import schema as ours
from bench.parse import MESSAGES
spec = importlib.util.spec_from_file_location("committed_schema", sys.argv[1])
theirs = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = theirs
spec.loader.exec_module(theirs)
pairs = [(getattr(ours, c), getattr(theirs, c), m) for _, c, m in MESSAGES]
for o, t, m in pairs:
    a, b = o.model_validate(m), t.model_validate(m)
    assert type(a).__name__ == type(b).__name__, (type(a), type(b))
    assert a.model_dump(by_alias=True, exclude_unset=True) == m
    assert a.model_dump(mode="json") == b.model_dump(mode="json"), m
    assert o.model_validate_json(a.model_dump_json()) == a
def validate(side):
    return lambda: [p[side].model_validate(p[2]) for p in pairs]
def round_trip(side):
    classes = [(p[side], p[side].model_validate(p[2])) for p in pairs]
    return lambda: [c.model_validate_json(v.model_dump_json(by_alias=True, exclude_unset=True))
                    for c, v in classes]
def side_by_side(*calls):
    timers = [timeit.Timer(call, timer=time.process_time) for call in calls]
    numbers = [timer.autorange()[0] for timer in timers]
    best = [float("inf")] * len(timers)
    for _ in range(ROUNDS):
        for index, timer in enumerate(timers):
            seconds = timer.timeit(numbers[index]) / numbers[index]
            best[index] = min(best[index], seconds * 1e6)
    return best
print(json.dumps({
    "validate": side_by_side(validate(0), validate(1)),
    "round_trip": side_by_side(round_trip(0), round_trip(1)),
}))
"""


@dataclass(frozen=True)
class Figures:
    """The imports' timings, microseconds for the message set; (ours, committed)."""

    schema: tuple[Timing, Timing]
    acp: tuple[Timing, Timing]
    first_use: tuple[Timing, Timing]
    validate: tuple[float, float]
    round_trip: tuple[float, float]
    messages: int


def trees(folder: Path) -> tuple[Path, Path]:
    """The ``src`` folders of the SDK regenerated with our profile and of the SDK as
    released."""
    ours = regenerated(folder / "ours", PROFILE.read_text(encoding="utf-8"))
    theirs = unpack(folder / "theirs")
    place_schema(theirs, RELEASE)
    return ours / "src", theirs / "src"


def measure() -> Figures:
    from bench.parse import MESSAGES

    with tempfile.TemporaryDirectory() as folder:
        ours, theirs = trees(Path(folder))
        sides = (ours, theirs)
        schema = import_times([Case(src, "acp.schema") for src in sides])
        whole = import_times([Case(src, "acp") for src in sides])
        first = import_times([Case(src, "acp.schema", *FIRST_USE) for src in sides])
        env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
        env["PYTHONPATH"] = os.pathsep.join([str(ours), str(ROOT)])
        committed = theirs / "acp" / "schema.py"
        result = subprocess.run(
            [sys.executable, "-c", COMPARE.replace("ROUNDS", str(ROUNDS)), str(committed)],
            env=env,
            check=True,
            capture_output=True,
            text=True,
        )
        timed = json.loads(result.stdout)
    return Figures(
        schema=(schema[0], schema[1]),
        acp=(whole[0], whole[1]),
        first_use=(first[0], first[1]),
        validate=(timed["validate"][0], timed["validate"][1]),
        round_trip=(timed["round_trip"][0], timed["round_trip"][1]),
        messages=len(MESSAGES),
    )


def main() -> None:
    print(__doc__.strip().splitlines()[0])
    figures = measure()
    imports = (
        ("import acp.schema", figures.schema),
        ("import acp", figures.acp),
        ("import acp.schema + first model_validate", figures.first_use),
    )
    for work, (ours, theirs) in imports:
        print(
            f"  {work:<42} ours {ours.cpu:7.1f} ms CPU ({ours.wall:7.1f} wall)  committed "
            f"{theirs.cpu:7.1f} ms CPU ({theirs.wall:7.1f} wall)  x {ratio(ours, theirs):.2f}"
        )
    messages = (
        (f"model_validate, {figures.messages} messages", figures.validate),
        (f"JSON round trip, {figures.messages} messages", figures.round_trip),
    )
    for work, (ours_us, theirs_us) in messages:
        print(
            f"  {work:<42} ours {ours_us:7.1f} µs  committed {theirs_us:7.1f} µs"
            f"  x {ours_us / theirs_us:.2f}"
        )


if __name__ == "__main__":
    main()
