"""A pytest plugin that records, per test, the lines of one module the test ran: which tests a
statement-level mutant of a line needs to run (``python -m mutation --tests covering``).

``MUTATION_TRACE`` names the module's file, ``MUTATION_TRACE_OUT`` the JSON file written at the
end: ``{"tests": {node id: {"ran": [line, ...], "fixtures": [name, ...]}}, "fixtures": {name:
[line, ...]}}``: the lines each test's call ran, the fixtures it uses, and the lines each
fixture's setup ran (a fixture set up once for many tests, the generated tree, is read by every
test that uses it). Work the generator forks to a child runs here instead (a second thread is
started, and :mod:`acp_codegen.forked` runs its call in the process when there are others), so
its lines are seen. A copy of the module (a runtime module shipped into a generated package,
under a header) counts as the module, its lines numbered as the module's.
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
_offsets: dict[str, int | None] = {}  # a code object's file name -> its lines before the module's


def _local(frame: FrameType, event: str, arg: Any) -> Any:
    if event == "line":
        _lines.add(frame.f_lineno - (_offsets.get(frame.f_code.co_filename) or 0))
    return _local


def _offset_of(name: str) -> int | None:
    """Where the module starts in file ``name`` (0: the file is the module), or None when
    the file is not the module nor a copy of it. The runtime modules ship as they are into
    each generated package, under a header, and run from there."""
    if os.path.realpath(name) == TARGET:
        return 0
    if os.path.basename(name) != os.path.basename(TARGET):
        return None
    try:
        with open(name, encoding="utf-8") as copy, open(TARGET, encoding="utf-8") as target:
            text, module = copy.read(), target.read()
    except (OSError, UnicodeDecodeError):
        return None
    if not text.endswith(module):
        return None
    return text[: len(text) - len(module)].count("\n")


def _global(frame: FrameType, event: str, arg: Any) -> Any:
    name = frame.f_code.co_filename
    if name not in _offsets:
        _offsets[name] = _offset_of(name)
    offset = _offsets[name]
    if offset is None:
        return None
    _lines.add(frame.f_lineno - offset)
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
    _tests[item.nodeid] = {"ran": sorted(line for line in _lines if line > 0), "fixtures": used}


def pytest_sessionfinish(session: pytest.Session) -> None:
    _idle.set()
    if OUT:
        fixtures = {
            name: sorted(line for line in lines if line > 0)
            for name, lines in _fixtures.items()
            if any(line > 0 for line in lines)
        }
        with open(OUT, "w", encoding="utf-8") as file:
            json.dump({"tests": _tests, "fixtures": fixtures}, file)
