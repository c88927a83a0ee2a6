"""Import time in a fresh process: one version of our package beside the published SDK.

Each figure is the median of RUNS fresh interpreters timing the import statement alone (the
interpreter's own start-up excluded). Bytecode lives in a fresh ``-X pycache_prefix``
directory: with bytecode, one run writes it first; "without bytecode" keeps that directory
empty (``PYTHONDONTWRITEBYTECODE``), as a read-only install without compiled files would.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_PATH = ROOT / "generated" / "python"
RUNS = 9
TIMER = (
    "import time; start = time.perf_counter(); import {module}; print(time.perf_counter() - start)"
)


@dataclass(frozen=True)
class ImportRow:
    work: str
    ms: float


def import_ms(module: str, bytecode: bool = True, check: str = "") -> float:
    """Median milliseconds of ``import module`` over RUNS fresh processes."""
    env = {**os.environ, "PYTHONPATH": str(PACKAGE_PATH)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as cache:
        # Bytecode goes to (and is read from) a fresh directory only, never beside the sources.
        args = [sys.executable, "-X", f"pycache_prefix={cache}"]
        if not bytecode:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        code = TIMER.format(module=module) + check
        if bytecode:
            subprocess.run([*args, "-c", code], env=env, check=True, capture_output=True)
        times = []
        for _ in range(RUNS):
            result = subprocess.run(
                [*args, "-c", code], env=env, check=True, capture_output=True, text=True
            )
            times.append(float(result.stdout.split()[0]) * 1000)
    return statistics.median(times)


# Fails the run if importing v1 brings in v2 or the validators.
ONLY_V1 = (
    "; import sys; loaded = [m for m in sys.modules if m.startswith('acp_prompt_suggestions.')]"
    "; assert sorted(loaded) == ['acp_prompt_suggestions.v1', "
    "'acp_prompt_suggestions.v1._runtime', 'acp_prompt_suggestions.v1.models'], loaded"
)


def measure() -> tuple[list[ImportRow], float]:
    """Our rows, and the anchor (``import acp``, with bytecode)."""
    rows = [
        ImportRow(
            "import acp_prompt_suggestions.v1",
            import_ms("acp_prompt_suggestions.v1", check=ONLY_V1),
        ),
        ImportRow(
            "  the same, without bytecode",
            import_ms("acp_prompt_suggestions.v1", bytecode=False),
        ),
        ImportRow(
            "  v1 and its validators (v1.is_valid)",
            import_ms("acp_prompt_suggestions.v1; acp_prompt_suggestions.v1.is_valid"),
        ),
        ImportRow(
            "  v1 and its validators, without bytecode",
            import_ms(
                "acp_prompt_suggestions.v1; acp_prompt_suggestions.v1.is_valid", bytecode=False
            ),
        ),
    ]
    return rows, import_ms("acp")


def main() -> None:
    print(__doc__.strip().splitlines()[0])
    rows, anchor = measure()
    for row in rows:
        print(f"  {row.work:<44} {row.ms:8.1f} ms  x {row.ms / anchor:.2f} of import acp")
    print(f"  {'import acp (the SDK)':<44} {anchor:8.1f} ms")


if __name__ == "__main__":
    main()
