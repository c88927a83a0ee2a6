"""The one loop every target goes through (:mod:`acp_codegen.pipeline`): each document's model is
built once, when a renderer first asks for it, and never for a renderer that needs none; the
run's warnings are collected in one place, returned with its output and printed by the
command once each."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from acp_codegen import cli, pipeline
from acp_codegen.config import Target
from acp_codegen.errors import GenerationError
from acp_codegen.load import VERSIONS
from acp_codegen.model.build import build_model
from acp_codegen.sdk.profile import parse_profile
from support import REPO

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
    """Its stable documents give their schema files alone; each unstable one every output."""
    plan = pipeline.reference_plan(Path("generated"))
    assert [len(job.renderers) for job in plan.jobs] == [1, 6] * len(VERSIONS)


def test_the_run_s_warnings_come_back_once_each_in_order(builds: list[str], tmp_path: Path) -> None:
    """The model's notes (an ``x-`` keyword it does not know) first, then the profile's."""
    base = schema_with_an_unknown_keyword(tmp_path)
    profile = parse_profile({"names": {"Nowhere": "Elsewhere"}}, "p.toml", "profile")
    run = target(base, tmp_path, {"python", "pydantic"}, profile=profile, where="p.toml")
    warnings = pipeline.generate_target(run).warnings
    assert len(builds) == 1
    assert len(warnings) == 2
    assert "keyword 'x-unknown' is not known to acp-codegen" in warnings[0]
    assert warnings[1].startswith("p.toml: profile names.Nowhere")


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
