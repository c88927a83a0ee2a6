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
from acp_codegen.render.runtime import _runtime as rt
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


class Update(rt.WireModel):
    """A class whose payload is kept beside its one wire key, as a variant's is."""

    _WIRE_KEYS = frozenset({"sessionUpdate"})


def test_a_payload_is_refused_on_the_way_out_unless_an_object_without_the_class_keys() -> None:
    assert rt.dump_payload(Update, {"state": "idle"}) == {"state": "idle"}
    with pytest.raises(TypeError) as not_object:
        rt.dump_payload(Update, ["idle"])
    assert str(not_object.value) == "Update: a payload must be an object, got an array"
    with pytest.raises(ValueError, match="^Update: additional properties must not hold ") as clash:
        rt.dump_payload(Update, {"sessionUpdate": "x", "state": "idle"})
    assert str(clash.value).endswith(
        "the declared wire keys ['sessionUpdate'], which they would overwrite; "
        "set those through their attributes"
    )


def test_an_array_parser_names_what_it_got_at_its_own_root() -> None:
    for mode in (rt.STRICT, rt.TOLERANT):
        with pytest.raises(rt.WireError) as raised:
            rt.parse_list("idle", rt.parse_str, mode, skip_invalid_items=True)
        assert (raised.value.path, raised.value.message) == ("", "expected an array, got a string")


@pytest.mark.parametrize(
    ("a", "b"),
    [("x", {"x": 1}), ({"x": 1}, "x"), (None, {}), ([], {}), ({}, []), (1, [1]), ([1], 1)],
)
def test_values_of_different_kinds_are_never_equal_as_json(a: object, b: object) -> None:
    """An object or an array on one side only: not equal, whichever side it is on."""
    assert not rt.json_in(a, [b])
    assert rt.json_in(a, [b, a])
