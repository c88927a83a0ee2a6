"""Validator modules rendered from an upstream schema merged with our overlay.

The merged packages the other validator tests use are conftest's ``merged_validators``."""

from __future__ import annotations

import json

import pytest
from acp_codegen.load import load_protocol
from acp_codegen.validators import render_validation_module
from support import in_fresh_interpreter, upstream_schema


# A second rendering, in another process; the fast loop has test_golden's comparison of a fresh
# run's validators with the bytes committed from an earlier one.
@pytest.mark.slow
def test_rendering_is_deterministic() -> None:
    """A fresh interpreter, with another hash seed and no memo, renders the same modules."""
    base = upstream_schema("v2", unstable=True)
    loaded = load_protocol("v2", base=base)
    here = render_validation_module(loaded.document, source_label=loaded.label)
    assert [module.name for module in here] == ["validation", "_validation_runtime"]
    code = (
        "import json, pathlib\n"
        "from acp_codegen.load import load_protocol\n"
        "from acp_codegen.validators import render_validation_module\n"
        f"loaded = load_protocol('v2', base=pathlib.Path({str(base)!r}))\n"
        "modules = render_validation_module(loaded.document, source_label=loaded.label)\n"
        "print(json.dumps([[m.name, m.text] for m in modules]))\n"
    )
    assert json.loads(in_fresh_interpreter(code)) == [[m.name, m.text] for m in here]
