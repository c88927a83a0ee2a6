"""Helpers several test modules share (a plain module, so no test module imports another).

The proposal's content blocks; the interruption loop that kills a generation at several
moments and checks the output is whole; the MDX compile check (one node process compiles
every document of a call, ``tests/node/compile_mdx.mjs``); a reference JSON Schema validator
for docs examples; the docs fragments of the canonical schemas, rendered once per test process
for the docs test modules (which share an xdist group for it); the hostile schemas' document
shell.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from acp_codegen.docs.fragments import render_fragments
from acp_codegen.load import LoadedProtocol, load_protocol
from acp_codegen.write import read_tree, recover, write_tree
from jsonschema import Draft202012Validator

REPO = Path(__file__).resolve().parent.parent
COMPILE_SCRIPT = Path(__file__).with_name("node") / "compile_mdx.mjs"
SCHEMA_URI = "https://json-schema.org/draft/2020-12/schema"

TEXT = {"type": "text", "text": "Run the test suite and fix what breaks"}
LINK = {
    "type": "resource_link",
    "uri": "file:///home/user/project/src/parser.rs",
    "name": "parser.rs",
}
IMAGE = {"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"}
RESOURCE = {
    "type": "resource",
    "resource": {"uri": "file:///notes.md", "text": "# Notes", "mimeType": "text/markdown"},
}

OLD_TREE = {"old.txt": b"old tree"}


def interrupt_at(
    argv: Sequence[str],
    out: Path,
    sig: signal.Signals,
    delays: Sequence[float],
    also: Callable[[], None] = lambda: None,
) -> None:
    """Run ``acp-codegen ARGV`` (whose output is ``out``) and send it ``sig`` after each delay.

    ``out`` must already hold the complete output of ARGV. Each time, the killed run (after the
    recovery the next run does first) leaves ``out`` as the old tree or the complete one, and
    passes the caller's further check ``also``.
    """
    complete = read_tree(out)
    for delay in delays:
        write_tree(out, OLD_TREE)
        proc = subprocess.Popen(
            [sys.executable, "-m", "acp_codegen", *argv],
            cwd=REPO,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(delay)
        if proc.poll() is None:
            os.kill(proc.pid, sig)
        proc.wait()
        recover(out.resolve())  # what the next run does first
        assert read_tree(out) in (OLD_TREE, complete), f"half-written after {delay}s"
        also()


def compile_failures(documents: Mapping[str, str]) -> dict[str, str]:
    """The documents @mdx-js/mdx fails to compile, with its messages."""
    node = shutil.which("node")
    assert node is not None, "node is needed to compile MDX"
    result = subprocess.run(
        [node, str(COMPILE_SCRIPT)],
        input=json.dumps(dict(documents)).encode("utf-8"),
        capture_output=True,
        check=True,
        cwd=REPO,
    )
    failures: dict[str, str] = json.loads(result.stdout)
    return failures


def jsonschema_validator(document: dict[str, Any]) -> Any:
    """A function (type name, instance) -> error messages, by the reference validator."""

    def validate_example(type_name: str, instance: Any) -> list[str]:
        schema = {"$ref": f"#/$defs/{type_name}", "$defs": document["$defs"]}
        return [error.message for error in Draft202012Validator(schema).iter_errors(instance)]

    return validate_example


@cache
def canonical_unstable(version: str) -> LoadedProtocol:
    """The canonical unstable schema of ``version`` as loaded, once per test process."""
    return load_protocol(version, "unstable")


def merged_document(version: str) -> dict[str, Any]:
    """The canonical unstable schema of ``version``, our overlay merged in (shared: copy it
    before changing it)."""
    return canonical_unstable(version).document


def render_docs_fragments(version: str, document: dict[str, Any] | None = None) -> dict[str, str]:
    """The docs fragments of ``document`` (default: the canonical unstable schema), each
    example checked by ``jsonschema``."""
    document = merged_document(version) if document is None else document
    return render_fragments(
        document,
        version=version,
        flavour="unstable",
        validate_example=jsonschema_validator(document),
        overlay=canonical_unstable(version).overlay or {},
    )


@cache
def docs_fragments(version: str) -> dict[str, str]:
    """``render_docs_fragments(version)``, rendered once per test process (shared)."""
    return render_docs_fragments(version)


def schema(defs: Mapping[str, Any], **top: Any) -> dict[str, Any]:
    """A 2020-12 schema document with these definitions and top-level keywords."""
    return {"$schema": SCHEMA_URI, **top, "$defs": dict(defs)}


def declared_all(source: str) -> tuple[str, ...]:
    """The names a module's source lists in ``__all__``."""
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            value = ast.literal_eval(node.value)
            assert isinstance(value, list)
            return tuple(value)
    raise AssertionError("no __all__")
