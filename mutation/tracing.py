"""A pytest plugin that records, per test, the lines of one module the test ran: which tests a
statement-level mutant of a line needs to run (``python -m mutation --tests covering``).

``MUTATION_TRACE`` names the module's file, ``MUTATION_TRACE_OUT`` the JSON file written at the
end: ``{"tests": {node id: {"ran": [line, ...], "fixtures": [name, ...]}}, "fixtures": {name:
[line, ...]}}``: the lines each test's call ran, the fixtures it uses, and the lines each
fixture's setup ran (a fixture set up once for many tests, the generated tree, is read by every
test that uses it). Work the generator forks to a child runs here instead (a second thread is
started, and :mod:`acp_codegen.forked` runs its call in the process when there are others), so
its lines are seen. A copy of the module (a runtime module shipped into a generated package)
counts as the module.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from collections.abc import Iterator
from types import FrameType
from typing import Any

import pytest

TARGET = os.path.realpath(os.environ.get("MUTATION_TRACE", ""))
OUT = os.environ.get("MUTATION_TRACE_OUT", "")
_lines: set[int] = set()
_tests: dict[str, dict[str, list[int] | list[str]]] = {}
_fixtures: dict[str, set[int]] = {}
_idle = threading.Event()
_traced: dict[str, bool] = {}  # a code object's file name -> whether it is the module's


def _local(frame: FrameType, event: str, arg: Any) -> Any:
    if event == "line":
        _lines.add(frame.f_lineno)
    return _local


def _is_target(name: str) -> bool:
    """Whether code of file ``name`` is the module's: the file itself, or a copy of it (the
    runtime modules ship as they are, into each generated package, and run from there)."""
    if os.path.realpath(name) == TARGET:
        return True
    if os.path.basename(name) != os.path.basename(TARGET):
        return False
    try:
        with open(name, "rb") as copy, open(TARGET, "rb") as target:
            return copy.read() == target.read()
    except OSError:
        return False


def _global(frame: FrameType, event: str, arg: Any) -> Any:
    name = frame.f_code.co_filename
    traced = _traced.get(name)
    if traced is None:
        traced = _traced[name] = _is_target(name)
    if not traced:
        return None
    _lines.add(frame.f_lineno)
    return _local


def _tracing() -> Iterator[None]:
    _lines.clear()
    sys.settrace(_global)
    threading.settrace(_global)
    try:
        yield
    finally:
        sys.settrace(None)
        threading.settrace(None)


def pytest_configure(config: pytest.Config) -> None:
    threading.Thread(target=_idle.wait, daemon=True).start()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Iterator[None]:
    yield from _tracing()


@pytest.hookimpl(hookwrapper=True)
def pytest_fixture_setup(fixturedef: pytest.FixtureDef[Any]) -> Iterator[None]:
    """The lines this fixture's own setup runs (those it depends on are set up before)."""
    before = set(_lines)
    _lines.clear()
    yield
    _fixtures.setdefault(fixturedef.argname, set()).update(_lines)
    _lines.update(before)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    yield from _tracing()
    used = sorted(getattr(item, "fixturenames", ()))
    _tests[item.nodeid] = {"ran": sorted(_lines), "fixtures": used}


def pytest_sessionfinish(session: pytest.Session) -> None:
    _idle.set()
    if OUT:
        fixtures = {name: sorted(lines) for name, lines in _fixtures.items() if lines}
        with open(OUT, "w", encoding="utf-8") as file:
            json.dump({"tests": _tests, "fixtures": fixtures}, file)
