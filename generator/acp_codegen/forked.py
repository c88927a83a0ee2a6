"""Work done in a second process while this one goes on: the machine's other core.

The generator's stages are pure Python, so threads would take turns on one core. A
:class:`Forked` call runs in a child made by ``fork()``, which starts at once with everything
this process has loaded (no interpreter start, no imports), and hands back its result, or the
exception it raised, pickled through a pipe. Where ``fork()`` is not available, or this process
runs other threads (a child would inherit their locks but not the threads), or the system
has no process to spare, the call runs here, at once, with the same result. Threads are
counted by the system where it lists them (``/proc/self/task``): a thread started by a C
extension, or by ``_thread`` directly, is not in :mod:`threading`'s count.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


def can_fork() -> bool:
    """Whether a :class:`Forked` call would run in a child."""
    return hasattr(os, "fork") and _threads() == 1


def _threads() -> int:
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:  # no such listing on this system: the threads Python knows of
        return threading.active_count()


class Forked(Generic[T]):
    """``function()``, computed in a forked child; :meth:`result` waits for it. A child with
    ``niceness`` runs at that much lower a priority (``os.nice``), so that work which matters
    more gets the cores first; a call run here leaves this process's priority alone."""

    def __init__(self, function: Callable[[], T], niceness: int = 0) -> None:
        self._pid = 0
        self._read = -1
        self._outcome: tuple[bool, object] | None = None
        if not can_fork():
            self._outcome = _run(function)
            return
        read, write = os.pipe()
        try:
            pid = os.fork()
        except OSError:  # no process to be had (EAGAIN, ENOMEM): the work runs here
            os.close(read)
            os.close(write)
            self._outcome = _run(function)
            return
        if pid == 0:  # the child: compute, send, and leave without running any exit handler
            try:
                os.close(read)
                if niceness:
                    with contextlib.suppress(OSError):
                        os.nice(niceness)
                data = _pickled(_run(function))
                with os.fdopen(write, "wb") as stream:
                    stream.write(data)
            finally:
                os._exit(0)
        os.close(write)
        self._pid, self._read = pid, read

    def result(self) -> T:
        """The function's return value; its exception is raised here."""
        if self._outcome is None:
            # The stream owns the pipe from here: interrupted (Ctrl-C), it closes it, and
            # :meth:`close` then stops the child without closing that number again.
            read, self._read = self._read, -1
            with os.fdopen(read, "rb") as stream:
                data = stream.read()
            os.waitpid(self._pid, 0)
            self._pid = 0
            self._outcome = (
                pickle.loads(data)
                if data
                else (False, RuntimeError("the forked process ended without a result"))
            )
        succeeded, value = self._outcome
        if not succeeded:
            assert isinstance(value, BaseException)
            raise value
        return value  # type: ignore[return-value]

    def close(self) -> None:
        """Stop a child whose result is not wanted any more (the run failed meanwhile)."""
        if self._read >= 0:
            os.close(self._read)
            self._read = -1
        if self._pid:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self._pid, signal.SIGKILL)
            os.waitpid(self._pid, 0)
            self._pid = 0

    def __enter__(self) -> Forked[T]:
        return self

    def __exit__(self, *exception: object) -> None:
        self.close()


def _run(function: Callable[[], T]) -> tuple[bool, object]:
    try:
        return True, function()
    except Exception as error:  # noqa: BLE001 - handed to the parent, which raises it
        return False, error


def _pickled(outcome: tuple[bool, object]) -> bytes:
    try:
        return pickle.dumps(outcome)
    except Exception as error:  # noqa: BLE001 - an exception that does not pickle
        return pickle.dumps(
            (False, RuntimeError(f"in the forked process: {outcome[1]!r} ({error})"))
        )
