"""Shared fixtures.

Tests that read upstream data from ``../shared`` skip with a stated reason when it is
missing, unless ``ACP_REQUIRE_SHARED=1`` (set by ``.ci/run``) makes that a failure.
"""

from __future__ import annotations

import json
import os
import pickle
from collections.abc import Callable
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from acp_codegen.docs.prettier import locate_prettier, use_prettier
from acp_codegen.load import load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.packages import load_package
from acp_codegen.pipeline import PACKAGE, generate_repository, python_package
from acp_codegen.write import locked, write_tree
from hypothesis import HealthCheck, settings

# Property tests judge answers, not speed: no per-example deadline and no "too slow" health
# check (speed is `make bench`'s), so a loaded machine cannot turn slowness into a failure.
settings.register_profile(
    "acp-codegen", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("acp-codegen")

REPO = Path(__file__).resolve().parent.parent
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


@pytest.fixture(autouse=True, scope="session")
def repository_prettier() -> None:
    """In-process runs format docs with this checkout's pinned prettier, as a command run in
    the checkout finds it, whatever working directory a test moves to."""
    use_prettier(locate_prettier(start=REPO))


def require_shared(path: Path) -> Path:
    """Return ``path`` if it exists; otherwise skip (or fail under ACP_REQUIRE_SHARED=1)."""
    if path.exists():
        return path
    reason = f"upstream test data not available at {path} (only present beside this repository)"
    if os.environ.get("ACP_REQUIRE_SHARED") == "1":
        pytest.fail(reason + "; ACP_REQUIRE_SHARED=1 requires it", pytrace=False)
    pytest.skip(reason)


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
# validators in test_validators_suite.py, the CLI in test_cli_validate.py), and every test
# passes. The validators treat `format` as an annotation, as 2020-12 does by default, so they
# claim no format and none of the suite's `optional/format/` files applies. The suite's
# remote documents are served as its README says, `http://localhost:1234/` from `remotes/`.
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


@pytest.fixture(scope="session")
def generated_tree(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, bytes]:
    """Everything ``make generate`` writes, made by this checkout's generator from ``schema/``:
    built once per test session and shared by every test that needs a generated package.

    Under pytest-xdist the first worker to need it generates it, under a lock, into the
    session's temporary folder (which only this session's workers share); the others read it.
    """
    if not hasattr(request.config, "workerinput"):
        return generate_repository()
    shared = tmp_path_factory.getbasetemp().parent / "generated-tree.pickle"
    with locked(shared):
        if shared.exists():
            tree: dict[str, bytes] = pickle.loads(shared.read_bytes())
            return tree
        tree = generate_repository()
        partial = shared.with_suffix(".partial")
        partial.write_bytes(pickle.dumps(tree))
        partial.replace(shared)
        return tree


@pytest.fixture(scope="session")
def generated_python(
    generated_tree: dict[str, bytes], tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """The folder of the generated package (``acp_prompt_suggestions``: one subfolder per
    version), written from ``generated_tree``; nothing is added to ``sys.path``."""
    out = tmp_path_factory.mktemp("generated")
    write_tree(out, {k: v for k, v in generated_tree.items() if k.startswith("python/")})
    return out / "python" / PACKAGE


@pytest.fixture(scope="session")
def generated_package(generated_python: Path) -> GeneratedPackage:
    """``generated_package("v1")`` is the v1 package, ``generated_package("v1", "transcript")``
    one of its modules, each imported once under a name of its own."""

    def version_package(version: str, module: str | None = None) -> ModuleType:
        return load_package(generated_python / version, module)

    return version_package


# version -> the (validation, capabilities) modules made for upstream's unstable schema of that
# version merged with our overlay.
MergedValidators = Callable[[str], tuple[ModuleType, ModuleType]]


@pytest.fixture(scope="session")
def merged_validators(tmp_path_factory: pytest.TempPathFactory) -> MergedValidators:
    """``merged_validators("v1")`` is the ``validation`` and ``capabilities`` modules generated
    for upstream's unstable v1 schema (from ``../shared``) merged with our overlay: each version
    built once per test process and imported under a name of its own."""
    root = tmp_path_factory.mktemp("merged-validators")

    @cache
    def build(version: str) -> tuple[ModuleType, ModuleType]:
        loaded = load_protocol(version, base=upstream_schema(version, unstable=True))
        folder = root / version
        # The whole package: the capability checks read the package's facts, which name its
        # models.
        write_tree(
            folder,
            python_package(build_model(loaded), ""),
        )
        return load_package(folder, "validation"), load_package(folder, "capabilities")

    return build
