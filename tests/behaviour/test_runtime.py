"""The behaviour modules ship exactly as they are in the generator's tree, and the interface
they are type-checked against there is the one each generated ``_facts.py`` provides."""

from __future__ import annotations

import ast
from functools import cache

import pytest
from acp_codegen.behaviour.facts import proposal_facts
from acp_codegen.behaviour.interface import FactConstant, facts_interface
from acp_codegen.behaviour.modules import (
    STATIC_MODULES,
    render_behaviour_modules,
)
from acp_codegen.format import format_python
from acp_codegen.load import load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.render import header
from acp_codegen.render.module import module_files
from support import REPO, declared_all, package_header

VERSIONS = ("v1", "v2")
RUNTIME = REPO / "generator/acp_codegen/behaviour/runtime"


@cache
def rendered(version: str) -> dict[str, str]:
    loaded = load_protocol(version, "unstable")
    model = build_model(loaded)
    facts = proposal_facts(model, version, loaded.label)
    modules = render_behaviour_modules(facts, header=header(loaded.sources))
    return format_python(module_files(modules))


def public_declarations(source: str) -> set[str]:
    """Names a module declares at its top level, without the private ones."""
    names: set[str] = set()
    for node in ast.parse(source).body:
        if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return {name for name in names if not name.startswith("_")}


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("module", sorted(STATIC_MODULES))
def test_static_modules_ship_byte_for_byte(version: str, module: str) -> None:
    """After the generated-file header, the shipped module is its source, formatting included
    (the pipeline's formatter changes nothing in it)."""
    shipped = rendered(version)[f"{module}.py"]
    assert shipped == package_header(version) + (RUNTIME / f"{module}.py").read_text("utf-8")


@pytest.mark.parametrize("version", VERSIONS)
def test_generated_facts_provide_exactly_the_interface(version: str) -> None:
    """Every name the interface declares is exported by the generated ``_facts.py``, and
    nothing else, so the type check in the generator's tree is against what ships."""
    facts = rendered(version)["_facts.py"]
    assert set(declared_all(facts)) == public_declarations(facts_interface())


@pytest.mark.parametrize("version", VERSIONS)
def test_each_constant_is_typed_alike_in_the_interface_and_the_module(version: str) -> None:
    """A constant's declaration gives its type to both files: the module spells it, or leaves
    a scalar's to its literal, and mypy infers the declared type from what it holds."""
    module = ast.parse(rendered(version)["_facts.py"])
    interface = ast.parse(facts_interface())
    declared = {
        node.target.id: ast.unparse(node.annotation)
        for node in interface.body
        if isinstance(node, ast.AnnAssign)
        and isinstance(node.target, ast.Name)
        and ast.unparse(node.annotation).startswith("Final")
    }
    for node in module.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            name, annotation = node.target.id, ast.unparse(node.annotation)
            value = ast.literal_eval(node.value) if annotation == "Final" else None
            expected = f"Final[{type(value).__name__}]" if annotation == "Final" else annotation
            assert declared.pop(name) == expected, name
    assert declared == {}


def test_a_fact_s_annotation_leaves_a_scalar_s_type_to_its_literal() -> None:
    """``Final`` alone for a string or an integer (its literal says the type), the type
    spelled out for anything else."""
    assert FactConstant("METHOD", "str", lambda _: '"m"').annotation == "Final"
    assert FactConstant("LIMIT", "int", lambda _: "1").annotation == "Final"
    spelled = FactConstant("TAGS", "frozenset[str]", lambda _: "frozenset()").annotation
    assert spelled == "Final[frozenset[str]]"
