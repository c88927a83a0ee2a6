"""The JSON Schema Test Suite's validators compiled (``compiled_build``) against the same
validators as they are: every draft 2020-12 test gives the suite's verdict, and the pure
build's verdict and errors. A file of its own, beside ``test_compiled.py``: ``make
test-compiled`` gives each file a worker, so the two builds run at once."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from acp_codegen.packages import load_package
from acp_codegen.validators.module import module_source
from acp_codegen.validators.remotes import directory_documents
from acp_codegen.validators.runtime import MODULE as VALIDATION_RUNTIME
from acp_codegen.validators.runtime import runtime_module
from acp_codegen.write import write_tree
from compiled_build import Build, compiled_copy, imported, outcome, spelled
from support import (
    SUITE_REMOTE_BASE,
    SUITE_REMOTES,
    SUITE_TESTS,
    require_shared,
    suite_files,
    suite_groups,
)

pytestmark = [pytest.mark.slow, pytest.mark.compiled]

SUITE = "acp_suite"


@cache
def suite_sources() -> dict[str, str]:
    """A package of one validator module per group of the suite's draft 2020-12 files (the
    compiled validators' runtime beside them), the group's schema compiled as
    ``compile_schema`` compiles it: file name -> text."""
    retrieve = directory_documents([(SUITE_REMOTE_BASE, require_shared(SUITE_REMOTES))])
    files = {"__init__.py": "", f"{VALIDATION_RUNTIME}.py": runtime_module("")}
    for name in suite_files():
        for index, group in enumerate(suite_groups(name)):
            files[f"{suite_module(name, index)}.py"] = module_source(
                group["schema"],
                [("root", "")],
                source_label=f"{name}.json: {group['description']}",
                runtime_import="." + VALIDATION_RUNTIME,
                docstring=f"{name}.json, group {index}.",
                retrieve=retrieve,
            )
    return files


def suite_module(name: str, index: int) -> str:
    return f"{name.replace('-', '_')}_{index}"


@pytest.fixture(scope="module")
def suite_packages(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Build]:
    """The suite's package (:func:`suite_sources`) as it is, and compiled."""
    folder = tmp_path_factory.mktemp("suite") / SUITE
    sources = suite_sources()
    write_tree(folder, {name: text.encode() for name, text in sources.items()})
    modules = [Path(name).stem for name in sources if name != "__init__.py"]
    return folder, compiled_copy(folder, SUITE, modules)


def test_the_json_schema_test_suite(suite_packages: tuple[Path, Build]) -> None:
    """Every test of every draft 2020-12 file: the compiled validators give the pure ones'
    verdict and errors, and the suite's verdict."""
    folder, build = suite_packages
    tests = 0
    for name in suite_files():
        for index, group in enumerate(suite_groups(name)):
            module = suite_module(name, index)
            pure = load_package(folder, module)
            compiled = imported(build, module)
            assert compiled.__file__ is not None and not compiled.__file__.endswith(".py")
            for case in group["tests"]:
                tests += 1
                data = case["data"]
                label = (name, group["description"], case["description"])
                verdict = outcome(compiled.is_valid, "root", data)
                assert verdict == ("returns", spelled(case["valid"])), label
                assert verdict == outcome(pure.is_valid, "root", data), label
                errors = outcome(compiled.validate, "root", data)
                assert errors == outcome(pure.validate, "root", data), label
    assert tests == SUITE_TESTS
