"""The compiled build (``acp_codegen.compiled``) against the pure package it is compiled from.

The generated package, compiled with mypyc (``compiled_build``, cached under
``build/compiled/``), and the same files imported as they are, run side by side over the
conformance vectors, the JSON Schema Test Suite and a fuzzed corpus: every verdict, every
error (path, rule, message), every parsed value (its class, its ``repr`` and its wire form),
every exception (its type, its message and its JSON pointer) must be the same. The builds take
minutes (and a C compiler), hence the ``compiled`` marker: ``make test-compiled`` runs them,
and CI (``.ci/run``) after ``make test``. Each build runs mostly on one core (mypyc's
translation, then one C file per group), so the package's tests and the suite's are two
xdist groups: on two workers the two builds run at once.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
import json
import random
import sys
import sysconfig
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from acp_codegen.compiled import HOT_MODULES
from acp_codegen.load import load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.packages import load_package
from acp_codegen.validators.module import module_source
from acp_codegen.validators.remotes import directory_documents
from acp_codegen.validators.runtime import MODULE as VALIDATION_RUNTIME
from acp_codegen.validators.runtime import runtime_module
from acp_codegen.write import write_tree
from compiled_build import Build, compiled_copy
from fuzz import Generator
from support import (
    REPO,
    SUITE_REMOTE_BASE,
    SUITE_REMOTES,
    SUITE_TESTS,
    VERSIONS,
    GeneratedPackage,
    require_shared,
    suite_files,
    suite_groups,
)

pytestmark = [pytest.mark.slow, pytest.mark.compiled]
ON_THE_PACKAGE = pytest.mark.xdist_group("compiled-package")  # the tests of the package's build

COMPILED = "acp_compiled"  # the compiled copy's package name
EXTENSION = sysconfig.get_config_var("EXT_SUFFIX")  # an extension module's file name ending
FUZZ_VALID = 3  # valid instances per definition, each followed by its mutations
FUZZ_MUTATIONS = 6


def imported(build: Build, module: str) -> ModuleType:
    """``module`` of a compiled copy (``v1.validation``), imported from its cache folder."""
    root = str(build.root)
    if root not in sys.path:
        sys.path.insert(0, root)
    return importlib.import_module(f"{build.package}.{module}")


@pytest.fixture(scope="module")
def compiled_package(generated_python: Path) -> Build:
    """The package ``make generate`` writes (as this checkout generates it), compiled."""
    return compiled_copy(generated_python, COMPILED)


Outcome = tuple[object, ...]


def outcome(call: Callable[..., object], *args: object, **kwargs: object) -> Outcome:
    """What ``call(*args, **kwargs)`` gives, in terms two builds can be compared by: the
    value it returns, spelled out (:func:`spelled`), or the exception it raises (type,
    message, pointer)."""
    try:
        value = call(*args, **kwargs)
    except Exception as error:  # noqa: BLE001 - the exception is the outcome compared
        return ("raises", type(error).__name__, str(error), getattr(error, "path", None))
    return ("returns", spelled(value))


def spelled(value: object) -> object:
    """A value as plain data: a model by its class, ``repr`` and wire form; a validation
    error or a finding by its fields; lists, tuples and dicts item by item."""
    if isinstance(value, list | tuple):
        return [spelled(item) for item in value]
    if isinstance(value, dict):
        return {key: spelled(item) for key, item in value.items()}
    if hasattr(value, "to_wire"):
        return (type(value).__qualname__, repr(value), value.to_wire())
    if hasattr(value, "rule") and hasattr(value, "path"):
        fields = ("line", "severity", "rule", "path", "message")
        return (type(value).__name__, *(getattr(value, f, None) for f in fields))
    return (type(value).__name__, repr(value))


@ON_THE_PACKAGE
def test_the_hot_modules_are_extensions(
    compiled_package: Build, generated_package: GeneratedPackage
) -> None:
    """Each hot module of every version imports as an extension module, in place of the
    ``.py`` file beside it, which stays; every other module is the pure one; the pure
    package's are ``.py`` files."""
    for version in VERSIONS:
        folder = compiled_package.root / COMPILED / version
        for module in sorted(path.stem for path in folder.glob("*.py")):
            compiled = imported(compiled_package, f"{version}.{module}")
            pure = generated_package(version, module)
            assert pure.__file__ is not None and pure.__file__.endswith(".py")
            assert compiled.__file__ is not None
            assert (folder / f"{module}.py").is_file()
            if module in HOT_MODULES:
                # The extension beside the .py file; the __file__ mypyc gives a module that
                # its group's library imports first doubles the package's folders.
                assert compiled.__file__.endswith(EXTENSION), compiled.__file__
                assert (folder / f"{module}{EXTENSION}").is_file()
            else:
                assert compiled.__file__ == str(folder / f"{module}.py")
    assert compiled_package.size > 0


@ON_THE_PACKAGE
@pytest.mark.parametrize("version", VERSIONS)
def test_the_compiled_models_are_the_same_classes(
    version: str, compiled_package: Build, generated_package: GeneratedPackage
) -> None:
    """Every model class, compiled, has the pure one's fields (names, defaults, the order
    ``__init__`` takes them), keeps unknown keys alike and is built alike by keyword; a
    class body whose every name became a field, or a class missing, would show here."""
    pure, compiled = (
        generated_package(version, "models"),
        imported(compiled_package, f"{version}.models"),
    )
    names = [name for name in pure.__all__ if dataclasses.is_dataclass(getattr(pure, name))]
    assert len(names) > 20
    for name in names:
        ours, theirs = getattr(pure, name), getattr(compiled, name)
        assert type(theirs) is type  # a class no native class, as pure
        fields = [(f.name, repr(f.default), f.kw_only) for f in dataclasses.fields(ours)]
        assert [(f.name, repr(f.default), f.kw_only) for f in dataclasses.fields(theirs)] == fields
        assert theirs._KEEPS_UNKNOWN is ours._KEEPS_UNKNOWN, name


# -- the conformance vectors ----------------------------------------------------------------


def vectors(version: str, name: str) -> Any:
    return json.loads((REPO / "generated" / "vectors" / version / name).read_text("utf-8"))


def message_outcomes(package: ModuleType, version: str) -> Iterator[tuple[str, Outcome]]:
    """Every message vector, validated and parsed (both modes) and written back."""
    validation, models = package.validation, package.models
    messages = vectors(version, "messages.json")
    kind = messages["type"]
    for case in messages["cases"]:
        params = case["params"]
        yield case["id"], outcome(validation.is_valid, kind, params)
        yield case["id"], outcome(validation.validate, kind, params)
        for tolerant in (False, True):
            yield case["id"], outcome(models.from_wire, kind, params, tolerant=tolerant)


@ON_THE_PACKAGE
@pytest.mark.parametrize("version", VERSIONS)
def test_the_message_vectors(
    version: str, compiled_package: Build, generated_package: GeneratedPackage
) -> None:
    pure = list(message_outcomes(generated_package(version), version))
    compiled = list(message_outcomes(imported(compiled_package, version), version))
    assert len(pure) > 40
    assert compiled == pure


def capability_outcomes(package: ModuleType, version: str) -> Iterator[Outcome]:
    """The capability vectors' blocks and capabilities, validated and parsed, and the
    capability checks (which call the validators) on every case."""
    matrix = vectors(version, "capabilities.json")
    capabilities, validation, models = package.capabilities, package.validation, package.models
    for kind, block in matrix["blocks"].items():
        yield (kind, outcome(validation.validate, "ContentBlock", block))
        yield (kind, outcome(models.from_wire, "ContentBlock", block))
    for name, client in matrix["clientCapabilities"].items():
        yield (name, outcome(models.from_wire, "ClientCapabilities", client))
        yield (name, outcome(capabilities.may_send, client))
    for case in matrix["cases"]:
        client = matrix["clientCapabilities"][case["client"]]
        agent = matrix["agentPromptCapabilities"][case["agent"]]
        for block in matrix["blocks"].values():
            update = {
                "sessionUpdate": "prompt_suggestions_update",
                "suggestions": [{"prompt": [block]}],
            }
            yield (outcome(capabilities.check_update_for_client, update, client, agent),)


def transcript_outcomes(package: ModuleType, version: str) -> Iterator[Outcome]:
    """Every transcript vector through the package's checker, which reads each message with
    the validators and the models."""
    for case in vectors(version, "transcripts.json"):
        path = REPO / "generated" / "vectors" / version / case["file"]
        yield (case["file"], outcome(lambda p=path: package.transcript.check_file(p).findings))


@ON_THE_PACKAGE
@pytest.mark.parametrize("version", VERSIONS)
def test_the_capability_and_transcript_vectors(
    version: str, compiled_package: Build, generated_package: GeneratedPackage
) -> None:
    for outcomes in (capability_outcomes, transcript_outcomes):
        pure = list(outcomes(generated_package(version), version))
        compiled = list(outcomes(imported(compiled_package, version), version))
        assert pure and compiled == pure


# -- a fuzzed corpus ------------------------------------------------------------------------


def fuzz_outcomes(package: ModuleType, version: str, seed: int) -> Iterator[tuple[str, Outcome]]:
    """For every definition, valid instances and mutations of them (``fuzz.Generator``):
    verdicts, errors, both parsing modes, and the wire form of what parses."""
    model = build_model(load_protocol(version, "unstable"))
    generator = Generator(model, random.Random(seed))
    validation, models = package.validation, package.models
    for name in model.definitions:
        for _ in range(FUZZ_VALID):
            instance = generator.definition(name)
            for each in [instance] + [
                generator.mutate(name, instance) for _ in range(FUZZ_MUTATIONS)
            ]:
                given = copy.deepcopy(each)
                yield name, outcome(validation.is_valid, name, given)
                yield name, outcome(validation.validate, name, given)
                for tolerant in (False, True):
                    yield name, outcome(round_trip, models, name, given, tolerant)
                assert given == each  # neither build changed its input


def round_trip(models: ModuleType, name: str, instance: object, tolerant: bool) -> object:
    """The wire form of what ``instance`` parses into."""
    return models.to_wire(models.from_wire(name, instance, tolerant=tolerant))


@ON_THE_PACKAGE
@pytest.mark.parametrize("version", VERSIONS)
def test_a_fuzzed_corpus(
    version: str, compiled_package: Build, generated_package: GeneratedPackage
) -> None:
    seed = 53
    pure = list(fuzz_outcomes(generated_package(version), version, seed))
    compiled = list(fuzz_outcomes(imported(compiled_package, version), version, seed))
    assert len(pure) > 1000
    assert {o[0] for _, o in pure} == {"returns", "raises"}
    for (name, expected), got in zip(pure, compiled, strict=True):
        assert got == (name, expected)


# -- the JSON Schema Test Suite -------------------------------------------------------------

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


@pytest.mark.xdist_group("compiled-suite")
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
