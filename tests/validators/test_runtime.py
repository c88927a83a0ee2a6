"""The validators' runtime ships exactly as it is in the generator's tree, and validators
compiled on the fly import that same module."""

from __future__ import annotations

import pytest
from acp_codegen.format import format_python
from acp_codegen.load import load_protocol
from acp_codegen.render import header
from acp_codegen.validators import compile_schema, render_validation_module
from support import REPO, package_header

SOURCE = REPO / "generator/acp_codegen/validators/runtime/_validation_runtime.py"
NAME = "_validation_runtime.py"


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_validation_runtime_ships_byte_for_byte(version: str) -> None:
    """After the generated-file header, the shipped ``_validation_runtime.py`` is its source,
    formatting included (the pipeline's formatter changes nothing in it), and so is the
    committed one."""
    loaded = load_protocol(version, "unstable")
    top = header(loaded.sources)
    _, runtime = render_validation_module(loaded.document, source_label=loaded.label, header=top)
    expected = package_header(version) + SOURCE.read_text(encoding="utf-8")
    assert runtime.file_name == NAME
    assert runtime.text == expected
    assert format_python({NAME: expected})[NAME] == expected
    committed = REPO / f"generated/python/acp_prompt_suggestions/{version}/{NAME}"
    assert committed.read_text(encoding="utf-8") == expected


def test_validators_compiled_on_the_fly_import_the_shipped_module() -> None:
    source = compile_schema({"type": "integer"}).source
    assert "from acp_codegen.validators.runtime._validation_runtime import (" in source
