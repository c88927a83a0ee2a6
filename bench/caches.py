"""What each cache of a regeneration saves: ``python -m bench.caches``.

Each cache is switched off alone, in the process of the run only: the command runs through
:data:`SWITCH`, which replaces
``acp_codegen.cache.cache_directory`` for the cache's folders (joined by commas), or
``acp_codegen.forked.can_fork``, before the generator is imported. It is timed against the
same command with every cache on, on the row of ``bench.generate`` it serves: the two take
turns, :data:`ROUNDS` times, and each keeps its best run (wall and CPU time of the whole
process tree, as ``bench.generate`` measures them). A cache stays when it saves a tenth of its
row or more (docs/performance.md).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from bench.generate import BASE, Run, best_run, changed_copy, ours, run_once

ROUNDS = 5

SWITCH = """
import sys
off = sys.argv.pop(1)
if off == "fork":
    import acp_codegen.forked
    acp_codegen.forked.can_fork = lambda: False
elif off != "none":
    import acp_codegen.cache
    original = acp_codegen.cache.cache_directory
    folders = off.split(",")
    acp_codegen.cache.cache_directory = lambda f: None if f in folders else original(f)
from acp_codegen.cli import main
sys.exit(main(sys.argv[1:]))
"""

# (cache, what it is, the row it serves)
CACHES = (
    ("prettier", "prettier's sections", "description"),
    ("validators", "the validator memo", "property"),
    ("ruff", "ruff's pieces", "description"),
    ("fork", "the validators compiled in a forked process", "cold python,schema"),
    ("fork", "the validators compiled in a forked process", "cold"),
)


def main() -> None:
    if not BASE.exists():
        print(f"caches: skipped, {BASE} is not available")
        return
    print(__doc__.strip().splitlines()[0])
    print(f"  load average before: {os.getloadavg()[0]:.1f}")
    env = {k: v for k, v in os.environ.items() if k != "ACP_CODEGEN_NO_CACHE"}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
        warm = {**env, "ACP_CODEGEN_CACHE_DIR": str(work / "warm")}
        run_once([sys.executable, "-c", SWITCH, "none", *ours(BASE, work / "w")[1:]], warm)
        counter = iter(range(10**6))

        def command(off: str, row: str) -> tuple[list[str], dict[str, str]]:
            index = next(counter)
            if row.startswith("cold"):
                outputs = "python,schema" if row.endswith("python,schema") else None
                cache = {**env, "ACP_CODEGEN_CACHE_DIR": str(work / f"cold-{index}")}
                generate = ours(BASE, work / f"out-{index}", outputs)
            else:
                base = changed_copy(work, f"{row}-{index}", structural=row == "property")
                cache, generate = warm, ours(base, work / f"out-{index}")
            return [sys.executable, "-c", SWITCH, off, *generate[1:]], cache

        for off, what, row in CACHES:
            runs: dict[str, list[Run]] = {"on": [], "off": []}
            for _ in range(ROUNDS):
                for state, switch in (("on", "none"), ("off", off)):
                    runs[state].append(run_once(*command(switch, row)))
            on, off_run = best_run(runs["on"]), best_run(runs["off"])
            saved = off_run.wall - on.wall
            print(
                f"  {what} ({row}): wall {on.wall:.2f} s with, {off_run.wall:.2f} s without "
                f"(saves {saved:.2f} s, {saved / off_run.wall:.0%} of the row); "
                f"CPU {on.cpu:.2f} s / {off_run.cpu:.2f} s"
            )
    print(f"  load average after: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
