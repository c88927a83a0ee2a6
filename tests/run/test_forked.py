"""Work in a forked second process: its result or its exception comes back as if the call had
run here, a child no longer wanted is stopped, and where a child cannot be forked safely (other
threads running) the call runs here."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.forked import Forked, can_fork
from support import base_tree, forks_beside_the_runner, upstream_schema

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork() on this platform")


@pytest.fixture
def fork_anyway(monkeypatch: pytest.MonkeyPatch) -> None:
    """A child even beside the test runner's thread (see ``forks_beside_the_runner``)."""
    monkeypatch.setattr("acp_codegen.forked.can_fork", lambda: True)


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


@forks_beside_the_runner
@pytest.mark.usefixtures("fork_anyway")
def test_an_exception_comes_back_whole() -> None:
    with Forked(fail) as work, pytest.raises(GenerationError) as raised:
        work.result()
    assert [str(p) for p in raised.value.problems] == ["schema.json#/$defs/A: a problem"]
    assert str(raised.value) == "schema.json#/$defs/A: a problem"


@forks_beside_the_runner
@pytest.mark.usefixtures("fork_anyway")
def test_a_result_that_does_not_pickle_is_an_error_naming_it() -> None:
    with Forked(lambda: threading.Lock()) as work, pytest.raises(RuntimeError, match="lock"):
        work.result()


@forks_beside_the_runner
@pytest.mark.usefixtures("fork_anyway")
def test_a_child_no_longer_wanted_is_stopped(tmp_path: Path) -> None:
    finished = tmp_path / "finished"

    def work_on() -> None:
        time.sleep(60)
        finished.touch()

    with Forked(work_on) as work:
        pid = work._pid
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)  # reaped: no such child any more
    assert not finished.exists()  # stopped, not waited for: its work never finished


@forks_beside_the_runner
@pytest.mark.usefixtures("fork_anyway")
def test_an_interrupted_wait_stops_the_child_and_stays_an_interrupt() -> None:
    """Ctrl-C while the result is awaited: the interrupt comes through as itself (the
    command line's "interrupted; nothing was written"), and the child is stopped."""

    def interrupt(*_: object) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGALRM, interrupt)
    try:
        with pytest.raises(KeyboardInterrupt), Forked(lambda: time.sleep(60)) as work:
            pid = work._pid
            signal.setitimer(signal.ITIMER_REAL, 0.2)
            work.result()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
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


def test_a_thread_threading_does_not_know_of_keeps_the_work_here() -> None:
    # What a C extension's thread looks like: started below threading, absent from its count.
    script = textwrap.dedent(
        """
        import _thread, os, threading, time
        from acp_codegen.forked import Forked, can_fork
        assert can_fork()
        stop = threading.Event()
        _thread.start_new_thread(stop.wait, ())
        while len(os.listdir("/proc/self/task")) == 1:
            time.sleep(0.01)
        assert threading.active_count() == 1
        assert not can_fork()
        with Forked(os.getpid) as work:
            assert work.result() == os.getpid()
        print("ok")
        """
    )
    if not Path("/proc/self/task").is_dir():
        pytest.skip("this system does not list a process's threads in /proc")
    result = subprocess.run(
        [sys.executable, "-W", "error", "-c", script], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "ok\n"


def test_without_a_thread_listing_the_threads_python_knows_of_count(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def unlisted(path: str) -> list[str]:
        raise FileNotFoundError(path)

    monkeypatch.setattr(os, "listdir", unlisted)
    monkeypatch.setattr(threading, "active_count", lambda: 1)
    assert can_fork()
    monkeypatch.setattr(threading, "active_count", lambda: 2)
    assert not can_fork()


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


@forks_beside_the_runner
def test_a_package_is_the_same_with_and_without_a_second_process(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    base = upstream_schema("v1", unstable=True)
    monkeypatch.setenv("ACP_CODEGEN_NO_CACHE", "1")
    outputs = frozenset({"python"})
    monkeypatch.setattr("acp_codegen.forked.can_fork", lambda: True)
    forked = base_tree("v1", base, "acp_schema", outputs)
    monkeypatch.setattr("acp_codegen.forked.can_fork", lambda: False)
    in_place = base_tree("v1", base, "acp_schema", outputs)
    assert forked == in_place
