"""The compiled build (``acp_codegen.compiled``) against the pure package it is compiled from.

The generated package, compiled with mypyc (``compiled_build``, cached under
``build/compiled/``), and the same files imported as they are, run side by side over the
conformance vectors, the JSON Schema Test Suite and a fuzzed corpus: every verdict, every
error (path, rule, message), every parsed value (its class, its ``repr`` and its wire form),
every exception (its type, its message and its JSON pointer) must be the same. The builds take
minutes (and a C compiler), hence the ``compiled`` marker: ``make test-compiled`` runs them,
and CI (``.ci/run``) after ``make test``. Each build runs mostly on one core (mypyc's
translation, then one C file per group), so the JSON Schema Test Suite's test is a file of
its own (``test_compiled_suite.py``): ``make test-compiled`` gives each file a worker, and the
two builds run at once.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import sysconfig
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from acp_codegen.compiled import HOT_MODULES
from acp_codegen.load import load_protocol
from acp_codegen.model.build import build_model
from compiled_build import Build, Outcome, compiled_copy, imported, outcome
from fuzz import Generator
from support import (
    REPO,
    VERSIONS,
    GeneratedPackage,
)

pytestmark = [pytest.mark.slow, pytest.mark.compiled]
COMPILED = "acp_compiled"  # the compiled copy's package name
EXTENSION = sysconfig.get_config_var("EXT_SUFFIX")  # an extension module's file name ending
FUZZ_VALID = 3  # valid instances per definition, each followed by its mutations
FUZZ_MUTATIONS = 6


@pytest.fixture(scope="module")
def compiled_package(generated_python: Path) -> Build:
    """The package ``make generate`` writes (as this checkout generates it), compiled."""
    return compiled_copy(generated_python, COMPILED)


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
