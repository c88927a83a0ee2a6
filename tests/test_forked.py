"""Work in a forked second process: its result or its exception comes back as if the call had
run here, a child no longer wanted is stopped, and where a child cannot be forked safely (other
threads running) the call runs here."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.forked import Forked, can_fork
from acp_codegen.pipeline import generate_from_base
from conftest import upstream_schema

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork() on this platform")


def fail() -> None:
    raise GenerationError.single("schema.json", "/$defs/A", "a problem")


def test_in_a_fresh_process_the_work_runs_in_a_child() -> None:
    # Run in a process of its own: the test runner may keep threads, which keep work here.
    script = textwrap.dedent(
        """
        import os
        from acp_codegen.forked import Forked, can_fork
        assert can_fork()
        with Forked(os.getpid) as child:
            assert child.result() != os.getpid()
        with Forked(lambda: "x" * 5_000_000) as large:  # more than a pipe holds
            assert large.result() == "x" * 5_000_000
        mine = os.nice(0)
        with Forked(lambda: os.nice(0), niceness=5) as lower:  # the child's priority alone
            assert lower.result() == min(mine + 5, 19)
        assert os.nice(0) == mine
        print("ok")
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "ok\n"


def test_an_exception_comes_back_whole() -> None:
    with Forked(fail) as work, pytest.raises(GenerationError) as raised:
        work.result()
    assert [str(p) for p in raised.value.problems] == ["schema.json#/$defs/A: a problem"]
    assert str(raised.value) == "schema.json#/$defs/A: a problem"


def test_a_result_that_does_not_pickle_is_an_error_naming_it() -> None:
    if not can_fork():
        pytest.skip("this process runs other threads: the call would run here")
    with Forked(lambda: threading.Lock()) as work, pytest.raises(RuntimeError, match="lock"):
        work.result()


def test_a_child_no_longer_wanted_is_stopped() -> None:
    if not can_fork():
        pytest.skip("this process runs other threads: the call would run here")
    started = time.monotonic()
    with Forked(lambda: time.sleep(60)) as work:
        pid = work._pid
    assert time.monotonic() - started < 30
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)  # reaped: no such child any more


def test_with_other_threads_the_work_runs_here() -> None:
    stop = threading.Event()
    thread = threading.Thread(target=stop.wait)
    thread.start()
    try:
        assert not can_fork()
        with Forked(os.getpid) as work:
            assert work.result() == os.getpid()
    finally:
        stop.set()
        thread.join()


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="counts open files in /proc")
def test_when_no_process_can_be_forked_the_work_runs_here(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse() -> int:
        raise BlockingIOError(11, "Resource temporarily unavailable")

    monkeypatch.setattr("acp_codegen.forked.can_fork", lambda: True)
    monkeypatch.setattr(os, "fork", refuse)
    before = len(list(Path("/proc/self/fd").iterdir()))
    mine = os.nice(0)
    with Forked(os.getpid, niceness=5) as work:
        assert work.result() == os.getpid()
    assert len(list(Path("/proc/self/fd").iterdir())) == before  # the pipe is closed
    assert os.nice(0) == mine  # run here, the work leaves this process's priority alone


def test_a_package_is_the_same_with_and_without_a_second_process(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    base = upstream_schema("v1", unstable=True)
    monkeypatch.setenv("ACP_CODEGEN_NO_CACHE", "1")
    outputs = frozenset({"python"})
    forked = generate_from_base("v1", base, "unstable", "acp_schema", outputs)
    monkeypatch.setattr("acp_codegen.forked.can_fork", lambda: False)
    in_place = generate_from_base("v1", base, "unstable", "acp_schema", outputs)
    assert forked == in_place
