"""Validator modules rendered from an upstream schema merged with our overlay.

The merged packages the other validator tests use are conftest's ``merged_validators``."""

from __future__ import annotations

import pytest
from acp_codegen.load import load_protocol
from acp_codegen.validators import render_validation_module
from conftest import upstream_schema


# A second rendering; the fast loop has test_golden's comparison of a fresh run's validators with
# the bytes committed from an earlier one.
@pytest.mark.slow
def test_rendering_is_deterministic() -> None:
    loaded = load_protocol("v2", base=upstream_schema("v2", unstable=True))
    first = render_validation_module(loaded.document, source_label=loaded.label)
    second = render_validation_module(loaded.document, source_label=loaded.label)
    assert first == second
    assert [module.name for module in first] == ["validation", "_validation_runtime"]
