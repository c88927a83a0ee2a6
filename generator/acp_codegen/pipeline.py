"""The whole run: load -> model -> render -> format, into an in-memory tree of output files.

Every kind of target goes this way, a folder of outputs or an SDK's module
(:func:`generate_target`). Nothing here touches the disk except reading inputs;
:mod:`acp_codegen.write` puts a finished :class:`~acp_codegen.write.Output` in place, or
compares it with what is there. So a run that fails (or is interrupted) before the write
leaves every output as it was.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from contextlib import nullcontext
from pathlib import Path
from typing import Any

from acp_codegen.behaviour.facts import ProposalFacts, proposal_facts
from acp_codegen.behaviour.modules import render_behaviour_modules
from acp_codegen.config import OUTPUTS, Target
from acp_codegen.docs.sections import DefinitionSections
from acp_codegen.errors import GenerationError
from acp_codegen.forked import Forked
from acp_codegen.format import format_json, format_python, ruff_configuration
from acp_codegen.load import (
    SCHEMA_DIR,
    VERSIONS,
    Source,
    flavour_of_base,
    load_protocol,
)
from acp_codegen.model.build import build_model
from acp_codegen.model.types import Model
from acp_codegen.packages import PACKAGE
from acp_codegen.pydantic_flavour import package_init as pydantic_package_init
from acp_codegen.pydantic_flavour import render_pydantic
from acp_codegen.render import header, render_python_package
from acp_codegen.render.environment import render_template
from acp_codegen.render.methods import render_methods_module
from acp_codegen.sdk.profile import Profile
from acp_codegen.sdk.renaming import apply_profile
from acp_codegen.sdk.target import ModuleTarget, module_sources
from acp_codegen.validators import validation_modules, validation_source
from acp_codegen.vocabulary import without_project_keywords
from acp_codegen.write import Output

Tree = dict[str, bytes]


def schema_files(documents: dict[str, dict[str, Any]]) -> Tree:
    """Merged schemas (file name -> document) in upstream's file format: JSON as the pinned
    prettier upstream formats its schema files with prints it, UTF-8 (:func:`format_json`), so
    a base without our additions comes out byte for byte as it went in. Our own annotation
    keywords stay out of them (see :mod:`acp_codegen.vocabulary`)."""
    return {
        name: format_json(without_project_keywords(doc)).encode() for name, doc in documents.items()
    }


def start_validation(model: Model, *, beside_docs: bool = False) -> Forked[str]:
    """The source of ``model``'s validation module, compiled in a second process (the
    longest stage of a package, which nothing else waits on until the package is assembled;
    see :mod:`acp_codegen.forked`). ``beside_docs``: prettier formats the docs meanwhile,
    the run's longest stage when many sections need it, and this process waits for it last;
    the compilation then runs at a lower priority, so that prettier has a core when the two
    contend (all outputs, cold, 20 alternating runs each: median 2.51 s instead of 2.76,
    best 2.14 s instead of 2.22)."""
    top = header(model.protocol.sources)
    document, label = model.protocol.document, model.label
    return Forked(
        lambda: validation_source(document, source_label=label, header=top),
        niceness=10 if beside_docs else 0,
    )


Sources = dict[str, "str | Forked[str]"]
"""Output files by name, unformatted; a file still being made in a second process is its
:class:`~acp_codegen.forked.Forked` call (the validation module)."""


def python_sources(model: Model, prefix: str, facts: ProposalFacts | None = None) -> dict[str, str]:
    """One self-contained version package, unformatted, by path under ``prefix``: models, wire
    types, validators, and, where the schema has the additions, the capability checks and the
    behaviour helpers (:func:`package_sources`, the validators waited for). ``facts`` are the
    model's proposal facts, when the caller has them already."""
    with start_validation(model) as compiling:
        sources = package_sources(model, prefix, compiling, facts)
        return {
            name: text if isinstance(text, str) else text.result() for name, text in sources.items()
        }


def package_sources(
    model: Model,
    prefix: str,
    validation: Forked[str],
    facts: ProposalFacts | None = None,
) -> Sources:
    """:func:`python_sources`, with the validation module still ``validation``, its source in
    the making (:func:`start_validation`): the caller formats the rest meanwhile
    (:func:`formatted_tree`). The package is rendered around the validators' modules as they
    describe themselves (what they export, their summary: the same whatever the source)."""
    facts = facts or proposal_facts(model, model.protocol.version, model.label)
    top = header(model.protocol.sources)
    # Validators first: the package re-exports their names before the capability checks'.
    validators = validation_modules("", top)
    modules = (
        *validators,
        *render_behaviour_modules(facts, header=top),
        render_methods_module(model, top),
    )
    rendered: Sources = dict(render_python_package(model, modules))
    rendered[f"{validators[0].name}.py"] = validation
    return {f"{prefix}/{name}" if prefix else name: text for name, text in rendered.items()}


def formatted_tree(
    sources: Mapping[str, str | Forked[str]],
    config: Path | None = None,
    folder: Path | None = None,
) -> Tree:
    """``sources`` as output files: the Python ones formatted (with the ruff configuration
    ``config``, else black's settings, the files going to ``folder``: :func:`format_python`),
    those ready first, in one ruff run, while the others are still being made, then those."""
    python = [name for name in sources if name.endswith(".py")]
    ready = {name: text for name, text in sources.items() if isinstance(text, str)}
    formatted = format_python(
        {name: ready[name] for name in python if name in ready}, config, folder, names=python
    )
    later = {name: text.result() for name, text in sources.items() if not isinstance(text, str)}
    formatted |= format_python(
        {name: later[name] for name in python if name in later}, config, folder, names=python
    )
    texts = ready | later
    return {name: formatted.get(name, texts[name]).encode() for name in sources}


def python_package(model: Model, prefix: str, facts: ProposalFacts | None = None) -> Tree:
    """:func:`python_sources`, formatted (the rest while the validators compile)."""
    with start_validation(model) as compiling:
        return formatted_tree(package_sources(model, prefix, compiling, facts))


def generate_repository(schema_dir: Path = SCHEMA_DIR) -> Tree:
    """Everything under ``generated/``, from ``schema/``."""
    # What only the reference tree has (this repository's own run): imported here, so a
    # --base run does not import them.
    from acp_codegen.behaviour.vectors import render_vectors
    from acp_codegen.docs.fragments import example_validator, render_fragments

    tree: Tree = {}
    schemas: dict[str, dict[str, Any]] = {}
    pydantic: dict[str, str] = {}
    sources: tuple[Source, ...] = ()
    for version in VERSIONS:
        for flavour, file_name in (("stable", "schema.json"), ("unstable", "schema.unstable.json")):
            loaded = load_protocol(version, flavour, schema_dir=schema_dir)
            schemas[f"schema/{version}/{file_name}"] = loaded.document
            if flavour == "unstable":
                overlay = loaded.overlay
                assert overlay is not None, "the unstable flavour merges the overlay"
                model = build_model(loaded)
                facts = proposal_facts(model, version, loaded.label)
                if facts is None:
                    raise GenerationError.single(
                        loaded.label, "/$defs", "the reference schema lacks the additions"
                    )
                tree.update(python_package(model, f"python/{PACKAGE}/{version}", facts))
                pydantic.update(render_pydantic(model))
                fragments = render_fragments(
                    loaded.document,
                    version=version,
                    flavour=flavour,
                    validate_example=example_validator(loaded.document),
                    overlay=overlay,
                    facts=facts,
                )
                for name, text in fragments.items():
                    tree[f"docs/{version}/{name}"] = text.encode()
                for name, data in render_vectors(model, facts).items():
                    tree[f"vectors/{version}/{name}"] = data
        sources = tuple(dict.fromkeys((*sources, *loaded.sources)))
    summary = (
        "Agent Client Protocol types with the Prompt Suggestions additions.\n\n"
        "One self-contained subpackage per protocol version."
    )
    python = {
        "__init__.py": render_template(
            "python/root_init.py.jinja", header=header(sources), summary=summary, versions=VERSIONS
        )
    }
    for name, text in format_python(python).items():
        tree[f"python/{PACKAGE}/{name}"] = text.encode()
    tree[f"python/{PACKAGE}/py.typed"] = b""
    tree.update(schema_files(schemas))
    pydantic["__init__.py"] = pydantic_package_init(VERSIONS, sources)
    for name, text in format_python(pydantic).items():
        tree[f"pydantic/{PACKAGE}_pydantic/{name}"] = text.encode()
    return tree


def generate_from_base(
    version: str,
    base: Path,
    flavour: str,
    package: str,
    outputs: frozenset[str] = frozenset(OUTPUTS),
    profile: Profile | None = None,
    where: str = "",
    additions: bool | None = None,
    package_folder: str | None = None,
    ruff_config: Path | None = None,
    out: Path | None = None,
) -> Tree:
    """``--base``: our additions merged into an upstream file, and the ``outputs`` asked for:
    ``schema.json``, the package ``python/<package>/``, the pydantic module
    ``pydantic/<package>.py`` and ``docs/<Name>.mdx``. Only the docs start node. A
    ``profile`` (configured at ``where``) gives the Python outputs an SDK's class names.
    ``additions``: whether our additions are merged (default: into the unstable flavour);
    ``package_folder``: where the package goes instead of ``python/<package>/`` (``""``: the
    tree's top, for an ``out`` that is the package's folder); ``ruff_config``: the ruff
    configuration the Python is formatted with (black's settings without one), ``out`` the
    folder the tree goes to."""
    loaded = load_protocol(version, flavour, base=base, additions=additions)
    model = build_model(loaded) if outputs & {"python", "pydantic"} else None
    tree: Tree = {}
    # The validators compile in a forked child, started first; the docs spend most of their
    # time in a prettier process (started ahead by the command line, else here), which
    # formats the sections the cache does not hold while this process builds the other
    # outputs, and is waited for last.
    with (
        (
            start_validation(model, beside_docs="docs" in outputs)
            if model is not None and "python" in outputs
            else nullcontext()
        ) as validation,
        (
            DefinitionSections(
                loaded.document, version=version, flavour=flavour, label=loaded.label
            )
            if "docs" in outputs
            else nullcontext()
        ) as docs,
    ):
        if "schema" in outputs:
            tree.update(schema_files({"schema.json": loaded.document}))
        if model is not None:
            for note in model.notes:
                print(f"warning: {note}", file=sys.stderr)
        if model is not None and profile is not None:
            profiled = apply_profile(model, profile, loaded.label, where)
            model = profiled.model
            for note in profiled.warnings:
                print(f"warning: {note}", file=sys.stderr)
        sources: Sources = {}
        if model is not None and "python" in outputs:
            assert validation is not None
            folder = f"python/{package}" if package_folder is None else package_folder
            sources.update(package_sources(model, folder, validation))
        if model is not None and "pydantic" in outputs:
            pydantic = render_pydantic(model, standalone=True)
            sources[f"pydantic/{package}.py"] = pydantic[f"{version}.py"]
        tree.update(formatted_tree(sources, ruff_config, out))
        sections = docs.result() if docs is not None else {}
    for name, text in sections.items():
        tree[f"docs/{name}.mdx"] = text.encode()
    return tree


def generate_target(target: Target | ModuleTarget) -> Output:
    """Everything one configured target owns, ready to be written or compared. Its Python is
    formatted as the repository it goes to formats its files: with the settings of the ruff
    configuration nearest to its folder (:func:`~acp_codegen.format.ruff_configuration`). The
    reference tree, this repository's ``generated/`` (which its ruff configuration leaves
    out), keeps black's settings."""
    if isinstance(target, ModuleTarget):
        return generate_module(target)
    if target.base is None or target.protocol is None:
        return Output(target.out, generate_repository())
    tree = generate_from_base(
        target.protocol,
        target.base,
        flavour_of_base(target.base),
        target.package,
        target.outputs,
        target.profile,
        target.where,
        additions=target.additions,
        package_folder="" if target.is_package_folder else None,
        ruff_config=ruff_configuration(target.out),
        out=target.out,
    )
    return Output(target.out, tree)


def generate_module(target: ModuleTarget) -> Output:
    """A ``pydantic-module`` target: the SDK's module (and its helpers package), formatted
    as the repository they go to formats its files, so that its own ``ruff format`` leaves
    them as written."""
    loaded = load_protocol(
        target.protocol, flavour_of_base(target.base), base=target.base, additions=target.additions
    )
    model = build_model(loaded)
    for note in model.notes:
        print(f"warning: {note}", file=sys.stderr)
    sources = module_sources(target, model)
    folder = target.module.parent
    files = formatted_tree(sources, ruff_configuration(folder), folder)
    return Output(target.module.parent, files, target.parts, api_modules=(target.module.name,))
