"""Validator packages built from the upstream schemas merged with our overlay.

``version_package`` is shared with the other validator tests."""

from __future__ import annotations

import importlib
import sys
import tempfile
from functools import cache
from pathlib import Path
from types import ModuleType

from acp_codegen.behaviour.capabilities import render_capabilities_module
from acp_codegen.behaviour.facts import proposal_facts
from acp_codegen.load import load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.validators import render_validation_module
from conftest import upstream_schema

_ROOT = Path(tempfile.mkdtemp(prefix="validators-"))


@cache
def version_package(version: str) -> tuple[ModuleType, ModuleType]:
    """(validation, capabilities) modules for upstream's unstable schema plus our overlay."""
    loaded = load_protocol(version, base=upstream_schema(version, unstable=True))
    package = f"merged_{version}"
    directory = _ROOT / package
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "__init__.py").write_text("")
    for module in render_validation_module(loaded.document, source_label=loaded.label):
        (directory / module.file_name).write_text(module.text)
    facts = proposal_facts(build_model(loaded.document, loaded.label), version, loaded.label)
    assert facts is not None
    capabilities = render_capabilities_module(facts, label=loaded.label)
    assert capabilities is not None
    (directory / capabilities.file_name).write_text(capabilities.text)
    if str(_ROOT) not in sys.path:
        sys.path.insert(0, str(_ROOT))
    return (
        importlib.import_module(f"{package}.validation"),
        importlib.import_module(f"{package}.capabilities"),
    )


def test_rendering_is_deterministic() -> None:
    loaded = load_protocol("v2", base=upstream_schema("v2", unstable=True))
    first = render_validation_module(loaded.document, source_label=loaded.label)
    second = render_validation_module(loaded.document, source_label=loaded.label)
    assert first == second
    assert [module.name for module in first] == ["validation", "_validation_runtime"]
