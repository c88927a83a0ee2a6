"""The bench's launcher (``bench/process.py``): a command's exit code and output come back, a
command past its timeout is killed and reported as timed out (not as a crash), and an
interrupted launcher takes its command down with it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support import REPO

sys.path.insert(0, str(REPO))
from bench.process import LAUNCH, launcher_peak, measured  # noqa: E402

pytestmark = pytest.mark.skipif(not hasattr(os, "killpg"), reason="no process groups here")


def test_a_command_s_output_and_exit_code_come_back() -> None:
    process, run = measured([sys.executable, "-c", "print('out'); raise SystemExit(3)"])
    assert (process.stdout, process.returncode, run.timed_out) == ("out\n", 3, False)
    assert run.mib >= launcher_peak() * 0.5 > 0


def test_a_command_past_its_timeout_is_killed_and_says_so() -> None:
    process, run = measured([sys.executable, "-c", "import time; time.sleep(60)"], timeout=1)
    assert run.timed_out and process.returncode == -signal.SIGKILL
    assert run.wall < 30


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="no /proc to read states from")
def test_an_interrupted_launcher_stops_its_command(tmp_path: Path) -> None:
    pid_file = tmp_path / "pid"
    sleeper = (
        f"import os, time; open({str(pid_file)!r}, 'w').write(str(os.getpid())); time.sleep(60)"
    )
    launcher = subprocess.Popen(
        [sys.executable, "-c", LAUNCH, str(tmp_path / "report"), "0", sys.executable, "-c", sleeper]
    )
    deadline = time.monotonic() + 30
    while not pid_file.exists() or not pid_file.read_text():
        assert time.monotonic() < deadline, "the command did not start"
        time.sleep(0.05)
    pid = int(pid_file.read_text())
    launcher.send_signal(signal.SIGINT)  # what Ctrl-C sends the launcher
    launcher.wait(timeout=30)
    while time.monotonic() < deadline:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().split(") ")[1][0]
        except FileNotFoundError:
            return  # gone
        if state == "Z":  # dead, waiting for whoever adopted it to reap it
            return
        time.sleep(0.05)
    os.kill(pid, signal.SIGKILL)
    pytest.fail("the command outlived its interrupted launcher")
