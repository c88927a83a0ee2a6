"""The behaviour modules ship exactly as they are in the generator's tree, and the interface
they are type-checked against there is the one each generated ``_facts.py`` provides."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest
from acp_codegen.behaviour.facts import proposal_facts
from acp_codegen.behaviour.modules import (
    STATIC_MODULES,
    render_behaviour_modules,
)
from acp_codegen.format import format_python
from acp_codegen.load import load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.render import header
from acp_codegen.render.module import module_files
from support import declared_all, package_header

VERSIONS = ("v1", "v2")
RUNTIME = Path(__file__).resolve().parent.parent / "generator/acp_codegen/behaviour/runtime"
INTERFACE = RUNTIME / "_facts.pyi"


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
    assert set(declared_all(facts)) == public_declarations(INTERFACE.read_text(encoding="utf-8"))
