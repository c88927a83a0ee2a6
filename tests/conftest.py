"""The fixtures several test folders share, and the suite's settings.

Every test module imports what it shares with others from ``support.py`` (or ``corpus.py``,
``fuzz.py``, ``sdk_sdist.py``), never from here: pytest imports this file as a plugin, and a
second copy imported by name would be another module. The test folders are by stage
(docs/architecture.md, "Tests", says what goes where).
"""

from __future__ import annotations

import pickle
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from acp_codegen.docs.prettier import Prettier, locate_prettier, use_prettier
from acp_codegen.errors import UsageError
from acp_codegen.load import load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.packages import load_package
from acp_codegen.pipeline import PACKAGE, generate_repository, python_package
from acp_codegen.write import locked, write_tree
from hypothesis import HealthCheck, settings
from support import REPO, GeneratedPackage, MergedValidators, unavailable, upstream_schema

# Property tests judge answers, not speed: no per-example deadline and no "too slow" health
# check (speed is `make bench`'s), so a loaded machine cannot turn slowness into a failure.
settings.register_profile(
    "acp-codegen", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("acp-codegen")


@pytest.fixture(scope="session")
def repository_prettier() -> Prettier:
    """This checkout's pinned prettier (``node_modules``, which ``make`` installs), for every
    later in-process run that formats docs, whatever working directory a test moves to.

    Only what renders docs asks for it (the tests of tests/docs, ``generated_tree``, a run
    that writes the docs): without ``node_modules`` those skip, saying what to install (or
    fail under ACP_REQUIRE_SHARED=1), and every other test runs."""
    try:
        prettier = locate_prettier(start=REPO)
    except UsageError as error:
        unavailable(f"{error} (`make` installs it into node_modules)")
    use_prettier(prettier)
    return prettier


@pytest.fixture(scope="session")
def generated_tree(
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
    repository_prettier: Prettier,  # the tree holds the docs
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
