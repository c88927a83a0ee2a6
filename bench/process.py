"""One command's wall time, CPU time and peak resident size, as the kernel counts them.

A process's peak counts that of the process it was forked from (Linux keeps the larger across
``exec``), and a bench process holds a hundred MiB and more once it has run a few benches: so
each command is started by a small interpreter of its own, which reports the command's
figures from ``wait4`` in a file. That interpreter's own peak is still counted, so a figure is
the larger of the command's peak and :func:`launcher_peak` (about 11 MiB; a command that
needs less reads that much). The peak is that of the largest process of the command's tree
it waited for (the generator's forked child, ruff), not their sum.
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

# Run as ``python -c LAUNCH REPORT SECONDS COMMAND...``: the command in a process group of
# its own, which is killed after SECONDS (0: never), once the command has ended (so that
# nothing it left behind holds the output pipes open), and when the launcher is interrupted
# (Ctrl-C reaches the launcher, not a group of its own); the command's figures, and whether
# it was stopped for taking too long, are written to the file REPORT.
LAUNCH = (
    "import contextlib, json, os, signal, subprocess, sys, time\n"
    "start = time.perf_counter()\n"
    "child = subprocess.Popen(sys.argv[3:], start_new_session=True)\n"
    "late = []\n"
    "def stop(*_):\n"
    "    with contextlib.suppress(ProcessLookupError):\n"
    "        os.killpg(child.pid, signal.SIGKILL)\n"
    "def timeout(*_):\n"
    "    late.append(True)\n"
    "    stop()\n"
    "signal.signal(signal.SIGALRM, timeout)\n"
    "signal.alarm(int(sys.argv[2]))\n"
    "try:\n"
    "    _, status, usage = os.wait4(child.pid, 0)\n"
    "finally:\n"
    "    stop()\n"
    "with open(sys.argv[1], 'w') as report:\n"
    "    json.dump([time.perf_counter() - start, os.waitstatus_to_exitcode(status),\n"
    "               usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, bool(late)],\n"
    "              report)\n"
)


@dataclass(frozen=True)
class Run:
    wall: float
    cpu: float
    mib: float
    timed_out: bool = False  # killed after the timeout


def measured(
    argv: list[str],
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
    timeout: float | None = None,
) -> tuple[subprocess.CompletedProcess[str], Run]:
    """Run ``argv`` (its output captured, killed after ``timeout`` seconds) and return what it
    printed, its exit code (negative: the signal that ended it), and its figures (whether
    it was killed for the timeout among them)."""
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "report.json"
        seconds = str(math.ceil(timeout)) if timeout else "0"
        process = subprocess.run(
            [sys.executable, "-c", LAUNCH, str(report), seconds, *argv],
            env=env,
            cwd=cwd,
            capture_output=True,
            text=True,
            check=False,
        )
        if not report.exists():
            raise RuntimeError(f"{argv[0]} could not be run: {process.stderr.strip()}")
        wall, code, cpu, mib, timed_out = json.loads(report.read_text())
    process.returncode = code
    return process, Run(wall, cpu, mib, timed_out)


def launcher_peak() -> float:
    """The least peak :func:`measured` reports, in MiB: the launcher's own, running a bare
    interpreter (which needs less)."""
    return measured([sys.executable, "-S", "-c", ""])[1].mib
