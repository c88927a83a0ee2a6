"""The whole run: one loop, load -> model -> renderers -> format, into an in-memory tree.

A target is a :class:`Plan`: the documents it reads (a :class:`Job` each: how to load it, and
the renderers of its outputs) and the renderers that close it over all of them (a package's
``__init__`` naming every version). :func:`run` is the one loop every kind of target goes
through (:func:`plan`): for each document it loads the protocol, hands a :class:`Stage` to each
renderer (the model built once, when first asked for, with the proposal's facts and the
target's profile), collects the warnings in one place, then formats the files and returns the
:class:`~acp_codegen.write.Output` with them. Work a renderer starts elsewhere (the validators
compiled in a forked child, the docs formatted by prettier) is a :class:`Pending` file,
waited for last, and stopped if the run fails.

Nothing here touches the disk except reading inputs; :mod:`acp_codegen.write` puts a finished
:class:`~acp_codegen.write.Output` in place, or compares it with what is there. So a run that
fails (or is interrupted) before the write leaves every output as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path
from typing import Any

from acp_codegen.behaviour.facts import ProposalFacts, proposal_facts
from acp_codegen.behaviour.modules import render_behaviour_modules
from acp_codegen.config import Target, missing_base
from acp_codegen.docs.sections import DefinitionSections
from acp_codegen.errors import GenerationError
from acp_codegen.forked import Forked
from acp_codegen.format import Pending, format_json, formatted_tree
from acp_codegen.load import SCHEMA_DIR, VERSIONS, LoadedProtocol, flavour_of_base, load_protocol
from acp_codegen.load.reference import definition_errors
from acp_codegen.model.build import build_model
from acp_codegen.model.types import Model
from acp_codegen.packages import PACKAGE
from acp_codegen.pydantic_flavour import package_init as pydantic_package_init
from acp_codegen.pydantic_flavour import render_pydantic
from acp_codegen.render import header, render_python_package
from acp_codegen.render.environment import render_template
from acp_codegen.render.methods import render_methods_module
from acp_codegen.sdk.patches import apply_patches
from acp_codegen.sdk.profile import Profile
from acp_codegen.sdk.renaming import apply_profile
from acp_codegen.sdk.target import ModuleTarget, module_sources
from acp_codegen.validators import validation_modules, validation_source
from acp_codegen.vocabulary import without_project_keywords
from acp_codegen.write import Output

Tree = dict[str, bytes]

Sources = dict[str, "str | bytes | Pending"]
"""Output files by path, unformatted: text (Python is formatted, the rest is written as it
is), bytes, or a :class:`Pending` file."""


@dataclass
class Stage:
    """One document of a run, as its renderers see it: the loaded protocol and, each made once
    when first asked for, its model, the model with the target's profile's names, and the
    proposal's facts of that model. Warnings go to ``warnings``; work that goes on elsewhere is
    registered with ``work``, which stops it if the run fails."""

    protocol: LoadedProtocol
    work: ExitStack
    warnings: list[str]
    profile: Profile | None = None
    where: str = ""

    @cached_property
    def model(self) -> Model:
        """The document's model, the profile's schema patches applied to it first."""
        protocol = self.protocol
        if self.profile is not None and self.profile.patches:
            document, notes = apply_patches(protocol.document, self.profile.patches, self.where)
            self.warnings.extend(notes)
            protocol = replace(protocol, document=document)
        model = build_model(protocol)
        self.warnings.extend(model.notes)
        return model

    @cached_property
    def named(self) -> Model:
        """The model with the target's profile's names (the model itself without one)."""
        if self.profile is None:
            return self.model
        profiled = apply_profile(self.model, self.profile, self.model.label, self.where)
        self.warnings.extend((*profiled.warnings, *profiled.notes))
        return profiled.model

    @cached_property
    def facts(self) -> ProposalFacts | None:
        return proposal_facts(self.named, self.protocol.version, self.protocol.label)

    def start(self, pending: Forked[str]) -> Forked[str]:
        self.work.callback(pending.close)
        return pending


Renderer = Callable[[Stage], Sources]
"""The files one output makes of one document."""
Closing = Callable[[Sequence[Stage]], Sources]
"""The files an output makes of every document of a run (a package's ``__init__``)."""


@dataclass(frozen=True)
class Job:
    """One document of a target: what :func:`load_protocol` reads (the protocol ``version``,
    the ``flavour`` of upstream's file it is, an upstream ``base`` file or else our schema
    from ``schema_dir``, and whether our ``additions`` are merged), and the renderers of its
    outputs."""

    version: str
    flavour: str
    renderers: tuple[Renderer, ...]
    base: Path | None = None
    additions: bool | None = None
    schema_dir: Path = SCHEMA_DIR

    def load(self) -> LoadedProtocol:
        return load_protocol(self.version, self.flavour, self.base, self.schema_dir, self.additions)


@dataclass(frozen=True)
class Plan:
    """What a target makes: its documents, the renderers that close it over all of them, the
    profile whose names its Python outputs take, where its Python goes (``folder``: formatted
    as the repository there formats its files, with its nearest ruff configuration; None:
    black's settings), and what the :class:`~acp_codegen.write.Output` owns of ``root``."""

    root: Path
    jobs: tuple[Job, ...]
    closing: tuple[Closing, ...] = ()
    profile: Profile | None = None
    where: str = ""
    folder: Path | None = None
    parts: tuple[str, ...] | None = None
    api_modules: tuple[str, ...] = ()


def run(plan: Plan) -> Output:
    """The one loop: every document of ``plan`` loaded and rendered, the files formatted."""
    warnings: list[str] = []
    with ExitStack() as work:
        stages: list[Stage] = []
        sources: Sources = {}
        for job in plan.jobs:
            stage = Stage(job.load(), work, warnings, plan.profile, plan.where)
            stages.append(stage)
            for renderer in job.renderers:
                sources.update(renderer(stage))
        for closing in plan.closing:
            sources.update(closing(stages))
        files = formatted_tree(sources, plan.folder)
    return Output(plan.root, files, plan.parts, plan.api_modules, tuple(warnings))


# -- the renderers -----------------------------------------------------------------------------


def schema_files(documents: dict[str, dict[str, Any]]) -> Tree:
    """Merged schemas (file name -> document) in upstream's file format: JSON as the pinned
    prettier upstream formats its schema files with prints it, UTF-8 (:func:`format_json`), so
    a base without our additions comes out byte for byte as it went in. Our own annotation
    keywords stay out of them (see :mod:`acp_codegen.vocabulary`)."""
    return {
        name: format_json(without_project_keywords(doc)).encode() for name, doc in documents.items()
    }


def schema_file(path: str) -> Renderer:
    """The merged schema, at ``path`` (:func:`schema_files`); it needs no model."""
    return lambda stage: dict(schema_files({path: stage.protocol.document}))


def start_validation(protocol: LoadedProtocol, *, beside_docs: bool = False) -> Forked[str]:
    """The source of ``protocol``'s validation module, compiled in a second process (the
    longest stage of a package, which nothing else waits on until the package is assembled;
    see :mod:`acp_codegen.forked`) from the document itself, as a JSON Schema compiler
    reads it: so it starts before the model is built. ``beside_docs``: prettier formats the
    docs meanwhile,
    the run's longest stage when many sections need it, and this process waits for it last;
    the compilation then runs at a lower priority, so that prettier has a core when the two
    contend (all outputs, cold, 20 alternating runs each: median 2.51 s instead of 2.76,
    best 2.14 s instead of 2.22)."""
    top = header(protocol.sources)
    document, label = protocol.document, protocol.label
    return Forked(
        lambda: validation_source(document, source_label=label, header=top),
        niceness=10 if beside_docs else 0,
    )


def package_sources(model: Model, prefix: str, facts: ProposalFacts | None) -> Sources:
    """A version package's sources, by path under ``prefix``: models, wire types, the
    validators' runtime and, where the model has the proposal's additions (``facts``), the
    capability checks and the behaviour helpers; all but the validation module itself
    (:func:`validation_file`), around which the package is rendered as the validators'
    modules describe themselves (what they export, their summary: the same whatever the
    source)."""
    top = header(model.protocol.sources)
    # Validators first: the package re-exports their names before the capability checks'.
    validators = validation_modules("", top)
    modules = (
        *validators,
        *render_behaviour_modules(facts, header=top),
        render_methods_module(model, top),
    )
    rendered: Sources = dict(render_python_package(model, modules))
    del rendered[validation_file("")]
    return {_under(prefix, name): text for name, text in rendered.items()}


def validation_file(prefix: str) -> str:
    """The path of a version package's validation module, under ``prefix``."""
    return _under(prefix, f"{validation_modules('')[0].name}.py")


def _under(prefix: str, name: str) -> str:
    return f"{prefix}/{name}" if prefix else name


def python_package(model: Model, prefix: str) -> Tree:
    """:func:`package_sources` of ``model`` formatted: the package's files (the rest while
    the validators compile)."""
    facts = proposal_facts(model, model.protocol.version, model.label)
    with start_validation(model.protocol) as compiling:
        sources = package_sources(model, prefix, facts)
        return formatted_tree({**sources, validation_file(prefix): compiling})


def validators_output(folder: str, *, beside_docs: bool = False) -> Renderer:
    """A version package's validation module in ``folder``, compiled meanwhile
    (:func:`start_validation`): the renderer to put first."""

    def render(stage: Stage) -> Sources:
        compiling = stage.start(start_validation(stage.protocol, beside_docs=beside_docs))
        return {validation_file(folder): compiling}

    return render


def python_output(folder: str) -> Renderer:
    """A version package in ``folder``, on the model with the target's names, but its
    validation module (:func:`validators_output`)."""
    return lambda stage: package_sources(stage.named, folder, stage.facts)


def pydantic_output(path: str, *, standalone: bool) -> Renderer:
    """The pydantic flavour's module of the document, at ``path``."""

    def render(stage: Stage) -> Sources:
        return {
            path: render_pydantic(stage.named, standalone=standalone)[
                stage.protocol.version + ".py"
            ]
        }

    return render


def docs_output(stage: Stage) -> Sources:
    """Each definition's section, ``docs/<Name>.mdx``, formatted by prettier meanwhile."""
    protocol = stage.protocol
    sections = DefinitionSections(stage.model, label=protocol.label)
    stage.work.enter_context(sections)
    formatted = _Once(sections.result)
    return {f"docs/{name}.mdx": _Section(formatted, name) for name in sections.names}


class _Once:
    """The files of work that finishes elsewhere, waited for once."""

    def __init__(self, result: Callable[[], dict[str, str]]) -> None:
        self._result = result
        self._files: dict[str, str] | None = None

    def files(self) -> dict[str, str]:
        if self._files is None:
            self._files = self._result()
        return self._files


@dataclass(frozen=True)
class _Section:
    """One file of :class:`_Once` work (stopped with the run: :attr:`Stage.work`)."""

    work: _Once
    name: str

    def result(self) -> str:
        return self.work.files()[self.name]

    def close(self) -> None:
        """The work is its stage's to stop."""


# -- the reference tree: this repository's generated/ -------------------------------------------


def _required_facts(stage: Stage) -> ProposalFacts:
    """The proposal's facts of the document, which the outputs made of them alone need (the
    docs fragments, the vectors, the docs patch): an error naming the schema without them."""
    facts = stage.facts
    if facts is None:
        raise GenerationError.single(
            stage.protocol.label, "/$defs", "the schema lacks the additions"
        )
    return facts


def _fragments(stage: Stage) -> Sources:
    # Only the reference tree has them (this repository's own run): imported here, so a
    # --base run does not import them.
    from acp_codegen.docs.fragments import render_fragments

    protocol = stage.protocol
    fragments = render_fragments(
        stage.model,
        validate_example=example_validator(protocol.document),
        facts=_required_facts(stage),
    )
    return {f"docs/{protocol.version}/{name}": text for name, text in fragments.items()}


def _vectors(stage: Stage) -> Sources:
    from acp_codegen.behaviour.vectors import render_vectors

    vectors = render_vectors(stage.model, _required_facts(stage))
    return {f"vectors/{stage.protocol.version}/{name}": data for name, data in vectors.items()}


def _package_inits(stages: Sequence[Stage]) -> Sources:
    """The ``__init__.py`` of the package and of its pydantic flavour, over every version."""
    sources = tuple(dict.fromkeys(s for stage in stages for s in stage.protocol.sources))
    summary = (
        "Agent Client Protocol types with the Prompt Suggestions additions.\n\n"
        "One self-contained subpackage per protocol version."
    )
    return {
        f"python/{PACKAGE}/__init__.py": render_template(
            "python/root_init.py.jinja", header=header(sources), summary=summary, versions=VERSIONS
        ),
        f"python/{PACKAGE}/py.typed": b"",
        f"pydantic/{PACKAGE}_pydantic/__init__.py": pydantic_package_init(VERSIONS, sources),
    }


def reference_plan(root: Path, schema_dir: Path = SCHEMA_DIR) -> Plan:
    """Everything under ``generated/`` (``root``), from ``schema/``: both flavours' merged
    schemas of each version, and the unstable flavour's package, pydantic module, docs
    fragments and conformance vectors."""
    jobs = []
    for version in VERSIONS:
        for flavour, file_name in (("stable", "schema.json"), ("unstable", "schema.unstable.json")):
            renderers: tuple[Renderer, ...] = (schema_file(f"schema/{version}/{file_name}"),)
            if flavour == "unstable":
                folder = f"python/{PACKAGE}/{version}"
                renderers += (
                    validators_output(folder),
                    python_output(folder),
                    pydantic_output(f"pydantic/{PACKAGE}_pydantic/{version}.py", standalone=False),
                    _fragments,
                    _vectors,
                )
            jobs.append(Job(version, flavour, renderers, schema_dir=schema_dir))
    return Plan(root, tuple(jobs), closing=(_package_inits,))


def generate_repository(schema_dir: Path = SCHEMA_DIR) -> Tree:
    """Everything under ``generated/``, from ``schema_dir`` (:func:`reference_plan`)."""
    return dict(run(reference_plan(Path("generated"), schema_dir)).files)


# -- the targets --------------------------------------------------------------------------------


def base_plan(target: Target, protocol: str, base: Path) -> Plan:
    """A ``--base`` target: our additions merged into an upstream file (default: into the
    unstable flavour), and the outputs asked for: ``schema.json``, the package
    ``python/<package>/`` (or the target's folder itself, when that is the package's), the
    pydantic module ``pydantic/<package>.py`` and ``docs/<Name>.mdx``. A profile gives the
    Python outputs an SDK's class names. Python is formatted as the repository it goes to
    formats its files (the ruff configuration nearest to the folder). ``protocol`` and
    ``base`` are the target's own, which a ``--base`` target has (:func:`plan`)."""
    outputs = target.outputs
    # The validators compile in a forked child, started first; the docs spend most of their
    # time in a prettier process (started ahead by the command line, else here), which
    # formats the sections the cache does not hold while this process builds the other
    # outputs, and is waited for last.
    folder = "" if target.is_package_folder else f"python/{target.package}"
    renderers: list[Renderer] = []
    if "python" in outputs:
        renderers.append(validators_output(folder, beside_docs="docs" in outputs))
    if "docs" in outputs:
        renderers.append(docs_output)
    if "python" in outputs:
        renderers.append(python_output(folder))
    if "schema" in outputs:
        renderers.append(schema_file("schema.json"))
    if "pydantic" in outputs:
        renderers.append(pydantic_output(f"pydantic/{target.package}.py", standalone=True))
    return Plan(
        target.out,
        (_base_job(protocol, base, target.additions, tuple(renderers)),),
        profile=target.profile,
        where=target.where,
        folder=target.out,
    )


def module_plan(target: ModuleTarget) -> Plan:
    """A ``pydantic-module`` target: the SDK's module (and its helpers package), formatted
    as the repository they go to formats its files, so that its own ``ruff format`` leaves
    them as written."""
    folder = target.module.parent

    def render(stage: Stage) -> Sources:
        # The profile's patches apply to the model; module_sources applies its names.
        return dict(module_sources(target, stage.model, stage.warnings))

    return Plan(
        folder,
        (_base_job(target.protocol, target.base, target.additions, (render,)),),
        profile=target.profile,
        where=target.where,
        folder=folder,
        parts=target.parts,
        api_modules=(target.module.name,),
    )


def _base_job(
    protocol: str, base: Path, additions: bool | None, renderers: tuple[Renderer, ...]
) -> Job:
    """The one document of a ``--base`` or module target: its upstream file ``base``, with our
    additions merged as it asks (by default, into an unstable file)."""
    return Job(protocol, flavour_of_base(base), renderers, base, additions)


def plan(target: Target | ModuleTarget) -> Plan:
    """What a configured target makes. The reference tree, this repository's ``generated/``
    (which its ruff configuration leaves out), keeps black's settings."""
    if isinstance(target, ModuleTarget):
        return module_plan(target)
    if target.base is None or target.protocol is None:
        return reference_plan(target.out)
    return base_plan(target, target.protocol, target.base)


def generate_target(target: Target | ModuleTarget) -> Output:
    """Everything one configured target owns, ready to be written or compared, with the
    run's warnings: its plan, then the one loop over it."""
    missing = missing_base(target)
    if missing is not None:
        raise missing
    planned = plan(target)
    return run(planned)


# -- the docs' checks and the patch for upstream's docs ------------------------------------------


def example_validator(document: dict[str, Any]) -> Callable[[str, Any], list[str]]:
    """Check a docs example against a definition of ``document`` with the reference
    validator: one message per error, naming where in the example it is."""

    def validate(type_name: str, instance: Any) -> list[str]:
        return [
            f"{pointer or '/'}: {message}"
            for pointer, message in definition_errors(document, type_name, instance)
        ]

    return validate


def docs_patch(version: str, base: Path, docs_dir: Path) -> str:
    """``acp-codegen docs-patch``: the unified diff that adds our docs to upstream's draft
    docs folder ``docs_dir``, for ``base`` with our additions merged."""
    from acp_codegen.docs import patch
    from acp_codegen.docs.fragments import PLACEMENTS

    if not docs_dir.is_dir():
        raise GenerationError.single(str(docs_dir), "", "not a directory (upstream's draft docs)")
    # The patch adds our docs alone: the model's notes are the generate command's to tell.
    stage = Stage(load_protocol(version, "unstable", base=base), ExitStack(), [])
    facts = _required_facts(stage)
    pages = patch.read_docs(docs_dir, [patch.SCHEMA_PAGE, *PLACEMENTS[version]])
    patched = patch.patched_pages(
        stage.model,
        pages,
        facts=facts,
        validate_example=example_validator(stage.protocol.document),
        docs_label=str(docs_dir),
    )
    return "".join(patch.unified_diff(name, pages[name], text) for name, text in patched.items())
