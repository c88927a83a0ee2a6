"""Helpers several test modules share (a plain module, so no test module imports another).

The repository's folders and ``../shared``'s, and how a test that lacks them (or a tool
``make`` installs) skips, or fails under ACP_REQUIRE_SHARED=1 (CI); the JSON Schema Test
Suite's files; the types of the fixtures ``conftest.py`` gives.

The proposal's content blocks; the interruption loop that kills a generation at several
moments and checks the output is whole; the MDX compile check (one node process compiles
every document of a call, ``tests/node/compile_mdx.mjs``); a reference JSON Schema validator
for docs examples; the fenced blocks of a Markdown file; the docs fragments of the canonical
schemas, rendered once per test process for the docs test modules (which share an xdist
group for it); the hostile schemas' document shell; the header of a version package's files,
spelled out from the inputs; a computation run again in a fresh interpreter with another
hash seed.
"""

from __future__ import annotations

import ast
import dataclasses
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any, NoReturn

import pytest
from acp_codegen.behaviour.facts import ProposalFacts, proposal_facts
from acp_codegen.config import OUTPUTS, Target
from acp_codegen.docs.fragments import render_fragments
from acp_codegen.load import LoadedProtocol, load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.model.types import Model
from acp_codegen.pipeline import generate_target
from acp_codegen.validators import compile_schema
from acp_codegen.write import read_tree, recover, write_tree
from jsonschema import Draft202012Validator

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
SHARED = REPO.parent / "shared"
UPSTREAM = SHARED / "upstream"
ACP = UPSTREAM / "acp"
JSON_SCHEMA_TEST_SUITE = UPSTREAM / "json-schema-test-suite" / "draft2020-12"
RFD = SHARED / "spec" / "prompt-suggestions-rfd.md"
VERSIONS = ("v1", "v2")

# For a test that forks in a test runner's worker, which keeps a thread of its own (CPython
# 3.12 and later warn of it): the child there runs nothing that thread could hold a lock of.
forks_beside_the_runner = pytest.mark.filterwarnings(
    "ignore:This process .* is multi-threaded:DeprecationWarning"
)


def unavailable(reason: str) -> NoReturn:
    """Skip the test for want of what ``reason`` names; under ACP_REQUIRE_SHARED=1 (CI, which
    has ``../shared`` and every tool ``make test`` installs) fail instead."""
    if os.environ.get("ACP_REQUIRE_SHARED") == "1":
        pytest.fail(reason + "; ACP_REQUIRE_SHARED=1 requires it", pytrace=False)
    pytest.skip(reason)


def require_shared(path: Path) -> Path:
    """Return ``path`` if it exists; otherwise skip (or fail under ACP_REQUIRE_SHARED=1)."""
    if path.exists():
        return path
    unavailable(f"upstream test data not available at {path} (only present beside this repository)")


def require_tool(path: Path, installed_by: str) -> Path:
    """Return the tool at ``path`` if it is there; otherwise skip, naming what installs it
    (or fail under ACP_REQUIRE_SHARED=1)."""
    if path.exists():
        return path
    unavailable(f"{path} is missing: {installed_by} installs it")


def node_package(name: str) -> Path:
    """The folder of the pinned Node package ``name`` in ``node_modules``, with node on PATH
    to run it; otherwise skip (or fail under ACP_REQUIRE_SHARED=1)."""
    if shutil.which("node") is None:
        unavailable(f"node is not on PATH: Node.js runs {name}")
    return require_tool(REPO / "node_modules" / name, "`make` (package-lock.json)")


def schema_descriptions(node: object, pointer: str = "#") -> list[tuple[str, str]]:
    """Every ``(pointer, description)`` of a JSON Schema, the pointer that of the schema
    holding the ``description`` keyword (a property named ``description`` is a schema)."""
    found: list[tuple[str, str]] = []
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "description" and isinstance(value, str):
                found.append((pointer, value))
            else:
                found.extend(schema_descriptions(value, f"{pointer}/{key}"))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found.extend(schema_descriptions(value, f"{pointer}/{index}"))
    return found


def upstream_schema(version: str, unstable: bool) -> Path:
    name = "schema.unstable.json" if unstable else "schema.json"
    return require_shared(ACP / version / "schema" / name)


# The JSON Schema Test Suite, draft 2020-12: every file of the folder runs (the compiled
# validators in tests/validators/test_suite.py, the CLI in tests/cli/test_validate.py), and
# every test passes. The validators treat `format` as an annotation, as 2020-12 does by
# default, so they claim no format and none of the suite's `optional/format/` files applies.
# The suite's remote documents are served as its README says, `http://localhost:1234/` from
# `remotes/`.
SUITE_TESTS = 1299  # the tests in those files
SUITE_REMOTES = UPSTREAM / "json-schema-test-suite" / "remotes"
SUITE_REMOTE_BASE = "http://localhost:1234/"


def suite_files() -> list[str]:
    """The names of every draft 2020-12 file of the suite (``ref`` for ``ref.json``), read when
    tests are collected: none when the suite is missing, which the tests that count the
    suite's tests report (they skip, or fail under ACP_REQUIRE_SHARED=1)."""
    return sorted(path.stem for path in JSON_SCHEMA_TEST_SUITE.glob("*.json"))


def suite_groups(name: str) -> list[dict[str, object]]:
    """The test groups of the suite's file ``name`` (``{"description", "schema", "tests"}``)."""
    path = require_shared(JSON_SCHEMA_TEST_SUITE) / f"{name}.json"
    groups: list[dict[str, object]] = json.loads(path.read_text(encoding="utf-8"))
    return groups


UPSTREAM_SCHEMAS = [
    pytest.param(v, u, id=f"{v}-{'unstable' if u else 'stable'}")
    for v in ("v1", "v2")
    for u in (False, True)
]


# (version, module or None) -> the version package, or that module of it.
GeneratedPackage = Callable[..., ModuleType]


# version -> the (validation, capabilities) modules made for upstream's unstable schema of that
# version merged with our overlay.
MergedValidators = Callable[[str], tuple[ModuleType, ModuleType]]

COMPILE_SCRIPT = TESTS / "node" / "compile_mdx.mjs"
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


def in_fresh_interpreter(code: str) -> str:
    """What ``code`` prints, run in a new process of this interpreter with another hash seed
    than this process's (so the order of a set of strings differs), with the tests folder on
    its path and no cache (so nothing is replayed from an earlier run). A result that differs
    from the same computed here depends on the process, which running twice in one process
    cannot show; another interpreter version is CI's (the fast suite under 3.13)."""
    seed = "2" if os.environ.get("PYTHONHASHSEED") == "1" else "1"
    env = {**os.environ, "PYTHONHASHSEED": seed, "ACP_CODEGEN_NO_CACHE": "1"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO / "tests"), env.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=False
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def package_header(version: str) -> str:
    """The first lines of a version package's generated files, as a reader sees them: the
    canonical inputs (base, then overlay), each with the SHA-256 of its bytes, read here from
    the files rather than made by the renderer; then the line the header ends with."""
    lines = ["# Generated by acp-codegen from:"]
    for name in ("acp.json", "prompt-suggestions.json"):
        digest = hashlib.sha256((REPO / "schema" / version / name).read_bytes()).hexdigest()
        lines += [f"#   schema/{version}/{name}", f"#     SHA-256 {digest}"]
    lines.append("# Do not edit: change the schema and regenerate.")
    return "\n".join(lines) + "\n"


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
    node_package("@mdx-js/mdx")
    result = subprocess.run(
        ["node", str(COMPILE_SCRIPT)],
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
        model_of(document, version),
        validate_example=jsonschema_validator(document),
        facts=facts_of(document, version),
    )


def model_of(
    document: dict[str, Any], version: str, overlay: dict[str, Any] | None = None
) -> Model:
    """The model of a merged ``document`` of ``version``, the canonical overlay (or
    ``overlay``) merged into it: built anew, the document may have been changed."""
    protocol = canonical_unstable(version)
    overlay = protocol.overlay if overlay is None else overlay
    return build_model(dataclasses.replace(protocol, document=document, overlay=overlay))


def facts_of(document: dict[str, Any], version: str) -> ProposalFacts:
    """The proposal facts of a merged ``document`` of ``version``."""
    facts = proposal_facts(model_of(document, version), version, "merged.json")
    assert facts is not None
    return facts


@cache
def docs_fragments(version: str) -> dict[str, str]:
    """``render_docs_fragments(version)``, rendered once per test process (shared)."""
    return render_docs_fragments(version)


def schema(defs: Mapping[str, Any], **top: Any) -> dict[str, Any]:
    """A 2020-12 schema document with these definitions and top-level keywords."""
    return {"$schema": SCHEMA_URI, **top, "$defs": dict(defs)}


def explain(schema: Any, instance: object) -> list[tuple[str, str, str]]:
    """The (path, rule, message) of each error of ``instance`` against ``schema`` compiled,
    after checking that the verdict is jsonschema's and that errors come exactly with it."""
    compiled = compile_schema(schema)
    errors = compiled.validate(instance)
    assert compiled.is_valid(instance) is Draft202012Validator(schema).is_valid(instance)
    assert bool(errors) is not compiled.is_valid(instance)
    return [(e.path, e.rule, e.message) for e in errors]


def functions_of(source: str, prefix: str) -> list[str]:
    """The functions of a compiled module's ``source`` whose names start with ``prefix``
    (``"check_root("`` for one), each from its name to its end."""
    return [part for part in source.split("\ndef ") if part.startswith(prefix)]


def tagged(value: Any, *, discriminator: str = "kind", **properties: Any) -> dict[str, Any]:
    """An object branch told apart by its required ``discriminator`` const ``value``
    (``properties`` besides)."""
    return {
        "type": "object",
        "properties": {discriminator: {"const": value}, **properties},
        "required": [discriminator],
    }


def open_variant(discriminator: str, excluded: Iterable[Any], **properties: Any) -> dict[str, Any]:
    """An open union's catch-all branch: any value of ``discriminator`` but ``excluded``,
    unknown keys kept (``properties`` besides, or in place of the discriminator's)."""
    return {
        "title": "other",
        "type": "object",
        "properties": {discriminator: {}, **properties},
        "required": [discriminator],
        "not": {"anyOf": [tagged(tag, discriminator=discriminator) for tag in excluded]},
        "additionalProperties": True,
    }


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


# --- fenced blocks of the docs --------------------------------------------------------------

FENCE = re.compile(r"^```([^\n`]*)\n(.*?)^```[ \t]*$", re.M | re.S)
# A block shown, not run: a fragment of a larger program, or a command of this repository's
# own build.
ILLUSTRATION = "illustration"
# ``python sdk FILE``: a program written with the published SDK, saved as FILE and run by
# tests/sdk/test_end_to_end.py against the SDK regenerated with the helpers; ``sh sdk
# INSTALLER``: the commands that take the published SDK to one with the proposal, run as
# written by tests/sdk/test_published_sdk_sequence.py with that installer (pip, uv).
SDK_PROGRAM = "sdk"


@dataclass(frozen=True)
class Example:
    """One fenced block of a doc: where it is, its kind, and its text."""

    file: Path
    line: int
    info: str
    text: str

    @property
    def kind(self) -> str:
        return self.info.split()[0] if self.info.split() else ""

    @property
    def sdk_program(self) -> str | None:
        """The file name of a ``python sdk FILE`` block, else None."""
        words = self.info.split()
        is_program = len(words) == 3 and words[:2] == ["python", SDK_PROGRAM]
        return words[2] if is_program else None

    @property
    def sdk_sequence(self) -> str | None:
        """The installer of a ``sh sdk INSTALLER`` block, else None."""
        words = self.info.split()
        is_sequence = len(words) == 3 and words[:2] == ["sh", SDK_PROGRAM]
        return words[2] if is_sequence else None

    @property
    def runs(self) -> bool:
        """Whether the docs' test runs it (an SDK program or sequence runs with the SDK
        instead)."""
        shown = self.kind == "text" or self.info.endswith(ILLUSTRATION)
        return not shown and self.sdk_program is None and self.sdk_sequence is None

    @property
    def where(self) -> str:
        return f"{self.file.relative_to(REPO)}:{self.line}"


def examples_in(path: Path) -> Iterator[Example]:
    text = path.read_text(encoding="utf-8")
    for match in FENCE.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        yield Example(path, line, match.group(1).strip(), match.group(2))


def base_tree(
    version: str,
    base: Path,
    package: str,
    outputs: frozenset[str] = frozenset(OUTPUTS),
    *,
    out: Path | None = None,
    **options: Any,
) -> dict[str, bytes]:
    """What ``acp-codegen generate --base`` makes of ``base`` (nothing is written): its Python
    formatted with black's settings, unless ``out`` (default: a folder beside ``base``) lies
    under a ruff configuration. ``options``: the target's other keys (profile, additions)."""
    target = Target(
        out=out or base.parent / "out",
        protocol=version,
        base=base,
        package=package,
        outputs=outputs,
        **options,
    )
    return dict(generate_target(target).files)
