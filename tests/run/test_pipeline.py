"""The one loop every target goes through (:mod:`acp_codegen.pipeline`): each document's model is
built once, when a renderer first asks for it, and never for a renderer that needs none; the
run's warnings are collected in one place, returned with its output and printed by the
command once each."""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest
from acp_codegen import cli, pipeline
from acp_codegen.config import Target
from acp_codegen.docs.sections import SECTION_HEADING, DefinitionSections
from acp_codegen.errors import GenerationError, SchemaProblem
from acp_codegen.forked import Forked
from acp_codegen.load import BASE_FILE, OVERLAY_FILE, VERSIONS, load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.packages import PACKAGE
from acp_codegen.sdk.profile import parse_profile
from ruff import find_ruff_bin
from support import ACP, REPO, require_shared, upstream_schema

BASE = REPO / "schema" / "v1" / "acp.json"


@pytest.fixture
def builds(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The labels of the documents whose model the run builds, one entry a build."""
    built: list[str] = []

    def counting(protocol: Any) -> Any:
        built.append(protocol.label)
        return build_model(protocol)

    monkeypatch.setattr(pipeline, "build_model", counting)
    return built


def schema_with_an_unknown_keyword(tmp_path: Path) -> Path:
    document = json.loads(BASE.read_text(encoding="utf-8"))
    document["$defs"]["SessionId"]["x-unknown"] = True
    base = tmp_path / "schema.json"
    base.write_text(json.dumps(document), encoding="utf-8")
    return base


def target(base: Path, tmp_path: Path, outputs: set[str], **options: Any) -> Target:
    options.setdefault("additions", True)
    return Target(
        out=tmp_path / "out", protocol="v1", base=base, outputs=frozenset(outputs), **options
    )


def test_one_model_serves_every_renderer_of_a_document(builds: list[str], tmp_path: Path) -> None:
    """The package, the pydantic module and the profile's names all read one model."""
    profile = parse_profile({"names": {"Nowhere": "Elsewhere"}}, "p.toml", "profile")
    run = target(BASE, tmp_path, {"schema", "python", "pydantic"}, profile=profile)
    output = pipeline.generate_target(run)
    assert builds == ["acp.json + schema/v1/prompt-suggestions.json"]
    assert "python/acp_schema/models.py" in output.files
    assert "pydantic/acp_schema.py" in output.files


def test_a_schema_file_alone_builds_no_model(builds: list[str], tmp_path: Path) -> None:
    """A document the model refuses still gives its merged schema file."""
    document = {"$defs": {"A": {"if": {"type": "string"}}}}
    base = tmp_path / "refused.json"
    base.write_text(json.dumps(document), encoding="utf-8")
    output = pipeline.generate_target(target(base, tmp_path, {"schema"}, additions=False))
    assert builds == []
    assert json.loads(output.files["schema.json"]) == document
    with pytest.raises(GenerationError, match="'if' is not supported"):
        pipeline.generate_target(target(base, tmp_path, {"pydantic"}, additions=False))


def test_the_reference_tree_models_the_unstable_flavour_of_each_version_once() -> None:
    """A target without a base is the reference tree, at its ``out``: its stable documents
    give their schema files alone; each unstable one every output."""
    plan = pipeline.plan(Target(out=Path("generated")))
    assert plan.root == Path("generated")
    assert [(job.version, job.flavour) for job in plan.jobs] == [
        (version, flavour) for version in VERSIONS for flavour in ("stable", "unstable")
    ]
    assert [len(job.renderers) for job in plan.jobs] == [1, 6] * len(VERSIONS)


def test_the_run_s_warnings_come_back_once_each_in_order(builds: list[str], tmp_path: Path) -> None:
    """The profile's patches' notes first (they edit the schema the model is built from), then
    the model's (an ``x-`` keyword it does not know), then the profile's names'."""
    base = schema_with_an_unknown_keyword(tmp_path)
    profile = parse_profile(
        {
            "names": {"Nowhere": "Elsewhere"},
            "patches": [
                {"pointer": "/$defs/Gone/required", "remove": "x"},
                {"pointer": "/$defs/SessionNotification/description", "value": "Patched."},
            ],
        },
        "p.toml",
        "profile",
    )
    run = target(base, tmp_path, {"python", "pydantic"}, profile=profile, where="p.toml")
    output = pipeline.generate_target(run)
    warnings = output.warnings
    assert len(builds) == 1
    # the patched schema is the one the outputs are made of
    assert b'"""Patched."""' in output.files["pydantic/acp_schema.py"]
    assert len(warnings) == 3
    assert warnings[0] == (
        "p.toml: profile patches #1: /$defs/Gone/required: the schema has no such place"
    )
    assert "keyword 'x-unknown' is not known to acp-codegen" in warnings[1]
    assert warnings[2].startswith("p.toml: profile names.Nowhere")


def test_the_command_prints_each_warning_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = schema_with_an_unknown_keyword(tmp_path)
    argv = ["generate", "--protocol", "v1", "--base", str(base), "--outputs", "python,pydantic"]
    status = cli.main([*argv, "--out", str(tmp_path / "out")])
    assert status == 0
    stderr = capsys.readouterr().err
    assert stderr.count("warning: ") == 1
    assert "schema.json#/$defs/SessionId/x-unknown: keyword 'x-unknown'" in stderr


def test_the_validators_start_compiling_before_the_model_is_built(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The validators compile the document itself, in a second process: they start first,
    and the model is built meanwhile (the compilation is the package's longest stage)."""
    events: list[str] = []
    start, build = pipeline.start_validation, pipeline.build_model

    def starting(protocol: Any, **options: Any) -> Any:
        events.append("validators")
        return start(protocol, **options)

    def building(protocol: Any) -> Any:
        events.append("model")
        return build(protocol)

    monkeypatch.setattr(pipeline, "start_validation", starting)
    monkeypatch.setattr(pipeline, "build_model", building)
    pipeline.generate_target(target(BASE, tmp_path, {"python", "pydantic"}))
    assert events == ["validators", "model"]


def test_the_validators_compile_at_a_lower_priority_only_beside_the_docs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The compilation gives the cores to prettier only where a run formats docs meanwhile:
    it runs ten steps lower beside them, and at the run's own priority otherwise, by default
    too (``tests/run/test_forked.py`` holds what a step lower does to the child)."""
    asked: list[int] = []

    def forking(function: Any, niceness: int = 0) -> Forked[str]:
        asked.append(niceness)
        return Forked(str)

    monkeypatch.setattr(pipeline, "Forked", forking)
    protocol = load_protocol("v1", "unstable")
    with ExitStack() as work:
        stage = pipeline.Stage(protocol, work, [])
        pipeline.start_validation(protocol).close()
        pipeline.validators_output("")(stage)
        pipeline.validators_output("", beside_docs=False)(stage)
        pipeline.validators_output("", beside_docs=True)(stage)
    assert asked == [0, 0, 0, 10]


@pytest.mark.usefixtures("repository_prettier")
def test_the_docs_output_is_a_section_a_definition_formatted_once(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Each definition of the merged schema has its section in ``docs/<Name>.mdx``; the one
    prettier run they share is waited for once, whatever the number of files (its result can
    be taken once: a second wait finds the run's files gone)."""
    waits: list[int] = []
    result = DefinitionSections.result

    def waiting(self: DefinitionSections) -> dict[str, str]:
        waits.append(len(self.names))
        return result(self)

    monkeypatch.setattr(DefinitionSections, "result", waiting)
    output = pipeline.generate_target(target(BASE, tmp_path, {"schema", "docs"}))
    names = sorted(json.loads(output.files["schema.json"])["$defs"])
    assert "PromptSuggestionsUpdate" in names
    assert sorted(output.files) == sorted(["schema.json", *(f"docs/{n}.mdx" for n in names)])
    for name in names:
        text = output.files[f"docs/{name}.mdx"].decode()
        assert text.startswith(SECTION_HEADING.format(name=name)), name
        assert text.count("\n## ") == 0, name  # its own section alone
    assert waits == [len(names)]


def test_the_reference_tree_refuses_a_schema_folder_whose_overlay_adds_nothing(
    tmp_path: Path,
) -> None:
    """Its docs fragments and vectors are made of the proposal's facts: without the additions
    the run is an error naming the merged schema, not a tree without them."""
    for version in VERSIONS:
        (tmp_path / version).mkdir()
        shutil.copyfile(REPO / "schema" / version / BASE_FILE, tmp_path / version / BASE_FILE)
        (tmp_path / version / OVERLAY_FILE).write_text("{}", encoding="utf-8")
    with pytest.raises(GenerationError) as caught:
        pipeline.generate_repository(tmp_path)
    label = f"schema/v1/{BASE_FILE} + schema/v1/{OVERLAY_FILE}"
    assert caught.value.problems == (
        SchemaProblem(label, "/$defs", "the schema lacks the additions"),
    )


def test_the_docs_patch_names_the_pages_of_its_version_the_docs_folder_lacks(
    tmp_path: Path,
) -> None:
    """``docs-patch`` reads the base as the version it is given, and needs upstream's draft
    pages of that version: the schema page and those the proposal's sections go into."""
    base = REPO / "schema" / "v2" / BASE_FILE
    with pytest.raises(GenerationError) as caught:
        pipeline.docs_patch("v2", base, tmp_path)
    pages = ["schema.mdx", "initialization.mdx", "prompt-lifecycle.mdx", "session-setup.mdx"]
    assert caught.value.problems == tuple(
        SchemaProblem(f"{tmp_path}/{page}", "", "page not found; the patch changes it")
        for page in pages
    )
    absent = tmp_path / "absent"
    with pytest.raises(GenerationError) as caught:
        pipeline.docs_patch("v2", base, absent)
    assert caught.value.problems == (
        SchemaProblem(str(absent), "", "not a directory (upstream's draft docs)"),
    )


@pytest.mark.usefixtures("repository_prettier")
def test_a_run_that_fails_stops_the_work_its_renderers_started_elsewhere(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The validators' second process and the docs' prettier run go on while the other
    renderers run: when one of those fails, both are stopped, and the error is the run's."""
    stopped: list[str] = []
    close, leave = Forked.close, DefinitionSections.__exit__

    def closing(self: Forked[str]) -> None:
        stopped.append("validators")
        close(self)

    def leaving(self: DefinitionSections, *exception: object) -> None:
        stopped.append("docs")
        leave(self, *exception)

    def failing(*args: Any, **options: Any) -> Any:
        raise GenerationError.single("p.toml", "", "the pydantic module fails")

    monkeypatch.setattr(Forked, "close", closing)
    monkeypatch.setattr(DefinitionSections, "__exit__", leaving)
    monkeypatch.setattr(pipeline, "render_pydantic", failing)
    with pytest.raises(GenerationError, match="the pydantic module fails"):
        pipeline.generate_target(target(BASE, tmp_path, {"python", "docs", "pydantic"}))
    assert sorted(stopped) == ["docs", "validators"]


@pytest.mark.usefixtures("repository_prettier")
def test_the_docs_patch_adds_the_proposal_s_docs_to_upstream_s_pages(tmp_path: Path) -> None:
    """A unified diff from upstream's draft pages to the pages with our docs: the proposal's
    sections are on its added lines, none on its removed ones, and each file it changes is a
    page of the folder (``tests/docs/test_patch.py`` applies it and compiles the pages)."""
    source = require_shared(ACP / "v1" / "docs")
    for page in sorted(source.glob("draft-*.mdx")):
        shutil.copyfile(page, tmp_path / page.name.removeprefix("draft-"))
    diff = pipeline.docs_patch("v1", upstream_schema("v1", unstable=True), tmp_path)
    lines = diff.splitlines()
    added = [line[1:] for line in lines if line.startswith("+") and not line.startswith("+++")]
    removed = [line[1:] for line in lines if line.startswith("-") and not line.startswith("---")]
    assert "#### Prompt Suggestions" in added
    assert '## <span class="font-mono">PromptSuggestionsUpdate</span>' in added
    assert not any("Prompt Suggestion" in line for line in removed)
    changed = [line.split()[-1].removeprefix("b/") for line in lines if line.startswith("+++")]
    assert changed and all((tmp_path / page).is_file() for page in changed)


def test_an_example_s_errors_name_where_in_the_example_they_are() -> None:
    """The docs' examples are checked against their definition: one message per error,
    starting with its pointer into the example (``/`` for the example itself)."""
    document = {
        "$defs": {
            "A": {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}
        }
    }
    validate = pipeline.example_validator(document)
    assert validate("A", {"n": 1}) == []
    (wrong,) = validate("A", {"n": "one"})
    assert wrong.startswith("/n: ") and "integer" in wrong
    (whole,) = validate("A", [])
    assert whole.startswith("/: ") and "object" in whole


def test_the_reference_packages_are_made_over_every_version(
    generated_tree: dict[str, bytes],
) -> None:
    """The package's ``__init__`` and its pydantic flavour's close the run over all of its
    documents: each names every schema file read in its header and imports every version on
    first use; the package's docstring says what it holds."""
    for path in (f"python/{PACKAGE}/__init__.py", f"pydantic/{PACKAGE}_pydantic/__init__.py"):
        text = generated_tree[path].decode()
        for version in VERSIONS:
            for name in (BASE_FILE, OVERLAY_FILE):
                assert f"#   schema/{version}/{name}\n" in text, path
        assert f"_VERSIONS = frozenset({list(VERSIONS)!r})".replace("'", '"') in text, path
    for version in VERSIONS:  # every module of a version package says what it was made from
        folder = f"python/{PACKAGE}/{version}/"
        modules = [
            path for path in generated_tree if path.startswith(folder) and path.endswith(".py")
        ]
        assert f"{folder}_validation_runtime.py" in modules
        for path in modules:
            head = generated_tree[path].decode().split("\n# Do not edit", 1)[0]
            assert head.startswith("# Generated by acp-codegen from:\n"), path
            assert f"#   schema/{version}/{OVERLAY_FILE}\n" in head + "\n", path
    docstring = ast.get_docstring(ast.parse(generated_tree[f"python/{PACKAGE}/__init__.py"]))
    assert docstring == (
        "Agent Client Protocol types with the Prompt Suggestions additions.\n\n"
        "One self-contained subpackage per protocol version."
    )
    assert generated_tree[f"python/{PACKAGE}/py.typed"] == b""


def inp001(tree: dict[str, bytes], folder: Path, path: str) -> tuple[bool, bool]:
    """Whether the module ``path`` of ``tree`` exempts itself from INP001 (a module outside
    a package), and whether ruff finds it there without the exemption, ``tree`` written to
    ``folder`` as the run would write it."""
    for name, data in tree.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    lines = tree[path].decode().splitlines(keepends=True)
    exempted = any("ruff: noqa" in line and "INP001" in line for line in lines)
    (folder / path).write_text("".join(line for line in lines if "ruff: noqa" not in line))
    found = subprocess.run(
        [find_ruff_bin(), "check", "--isolated", "--no-cache", "--select", "INP001"]
        + ["--output-format", "concise", str(folder / path)],
        capture_output=True,
        text=True,
        check=False,
    )
    return exempted, "INP001" in found.stdout


def test_a_pydantic_module_is_exempted_from_inp001_only_outside_a_package(
    generated_tree: dict[str, bytes], tmp_path: Path
) -> None:
    """The reference tree's pydantic modules go into their flavour's package, beside its
    ``__init__.py``, and exempt themselves from no rule of a module outside a package; a
    folder target's pydantic module stands alone in ``pydantic/``, and does."""
    reference = {k: v for k, v in generated_tree.items() if k.startswith("pydantic/")}
    for version in VERSIONS:
        path = f"pydantic/{PACKAGE}_pydantic/{version}.py"
        assert inp001(reference, tmp_path / "reference", path) == (False, False), path
    output = pipeline.generate_target(target(BASE, tmp_path, {"pydantic"}))
    tree = dict(output.files)
    assert inp001(tree, tmp_path / "target", "pydantic/acp_schema.py") == (True, True)


def test_a_package_apart_from_a_run_has_the_behaviour_modules_of_its_additions() -> None:
    """``python_package``, one version package of a model: for a model with the proposal's
    additions, the capability checks and helpers beside the validators."""
    files = pipeline.python_package(build_model(load_protocol("v1", "unstable")), "pkg")
    behaviour = {"capabilities.py", "suggestions.py", "transcript.py", "validation.py"}
    assert {f"pkg/{name}" for name in behaviour} <= set(files)


def test_a_target_whose_base_is_not_there_is_refused_naming_the_file(tmp_path: Path) -> None:
    """Before anything is read: the command line's ``--base`` names the file it expected."""
    absent = tmp_path / "absent.json"
    with pytest.raises(GenerationError) as caught:
        pipeline.generate_target(target(absent, tmp_path, {"schema"}))
    assert caught.value.problems == (SchemaProblem(str(absent), "", "no such file"),)
