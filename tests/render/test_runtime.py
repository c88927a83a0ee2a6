"""The parsers' shared runtime ships exactly as it is in the generator's tree, and each version
package carries its own copy of it."""

from __future__ import annotations

import acp_codegen.reference.v1 as v1
import acp_codegen.reference.v2 as v2
import pytest
from acp_codegen.format import format_python
from acp_codegen.load import load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.render import render_python_package
from support import REPO, package_header

SOURCE = REPO / "generator/acp_codegen/render/runtime/_runtime.py"


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_runtime_ships_byte_for_byte(version: str) -> None:
    """After the generated-file header, the shipped ``_runtime.py`` is its source, formatting
    included (the pipeline's formatter changes nothing in it), and so is the committed one."""
    loaded = load_protocol(version, "unstable")
    rendered = render_python_package(build_model(loaded))
    expected = package_header(version) + SOURCE.read_text(encoding="utf-8")
    assert rendered["_runtime.py"] == expected
    assert format_python({"_runtime.py": expected})["_runtime.py"] == expected
    committed = REPO / f"generated/python/acp_prompt_suggestions/{version}/_runtime.py"
    assert committed.read_text(encoding="utf-8") == expected


def test_each_version_package_carries_its_own_runtime() -> None:
    """A value or an error of one version is never taken for the other's."""
    assert v1.UNSET is not v2.UNSET
    assert v1.Unset is not v2.Unset
    assert v1.WireError is not v2.WireError
    assert v1.WireError is v1.models.WireError
    assert v1.ValidationError is not v2.ValidationError
    with pytest.raises(v1.WireError) as raised:
        v1.from_wire("ClientCapabilities", {"fs": 1})
    assert not isinstance(raised.value, v2.WireError)
    assert raised.value.path == "/fs"
