"""A pytest plugin for the SDK contract: records each test's verdict in a JSON file.

Loaded into the SDK's own test run (``-p acp_sdk_verdicts``, with this folder on
``PYTHONPATH``); writes ``{node id: "passed" | "failed" | "skipped"}`` to the file named by
``ACP_SDK_VERDICTS``. A test is failed when any phase fails, skipped when its setup skips.
"""

from __future__ import annotations

import json
import os

import pytest

_verdicts: dict[str, str] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    previous = _verdicts.get(report.nodeid)
    if report.failed:
        _verdicts[report.nodeid] = "failed"
    elif report.skipped and previous != "failed":
        _verdicts[report.nodeid] = "skipped"
    elif report.when == "call" and report.passed and previous is None:
        _verdicts[report.nodeid] = "passed"


def pytest_sessionfinish(session: pytest.Session) -> None:
    path = os.environ.get("ACP_SDK_VERDICTS")
    if path:
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(dict(sorted(_verdicts.items())), handle, indent=1)
