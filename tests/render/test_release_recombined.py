"""Schemas the generator was not tuned on: ours, under tests/data/schemas/, each recombining
upstream's constructs (open and closed unions, default variants, unions extended by variants,
open enums, recursion, integer formats, contentEncoding, defaults, unevaluatedProperties, keys
that are not identifiers, an envelope at the root, x-method/x-side)."""

from __future__ import annotations

import subprocess
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest
from corpus import SCHEMAS, assert_round_trips, build_package, load_json
from support import REPO

pytestmark = pytest.mark.slow

FILES = sorted(SCHEMAS.glob("*.json"))


@cache
def generated(path: Path, root: Path) -> ModuleType:
    return build_package(path, root, "recombined_" + path.stem.replace("-", "_"))


@pytest.fixture(scope="session")
def root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("recombined")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_round_trips_and_type_checks(path: Path, root: Path) -> None:
    pkg = generated(path, root)
    assert assert_round_trips(pkg, load_json(path), count=10) >= 2 * len(load_json(path)["$defs"])
    folder = Path(pkg.__file__).parent
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(folder)],
        capture_output=True,
        text=True,
        cwd=REPO,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_recursive_open_union(root: Path) -> None:
    pkg = generated(SCHEMAS / "recursive-open-unions.json", root)
    wire = {
        "kind": "branch",
        "children": [
            {"kind": "leaf", "weight": 3, "colour": "mauve"},
            {"kind": "branch", "children": [{"kind": "_future", "x": [1]}], "label": None},
        ],
        "_meta": None,
    }
    node = pkg.parse_node(wire)
    assert type(node).__name__ == "BranchNode"
    assert type(node.children[1].children[0]).__name__ == "OtherNode"
    assert node.children[0].colour == "mauve"  # an open enum keeps unknown values
    assert node.label is pkg.UNSET and node.children[1].label is None
    assert node.to_wire() == wire
    # tolerant mode skips a bad child and drops a bad label; strict mode refuses both
    bad = {"kind": "branch", "children": [{"kind": "leaf", "weight": "heavy"}], "label": 5}
    with pytest.raises(pkg.WireError):
        pkg.parse_node(bad)
    assert pkg.parse_node(bad, tolerant=True).to_wire() == {"kind": "branch", "children": []}
    with pytest.raises(pkg.WireError, match="unexpected properties"):
        pkg.parse_node({"kind": "leaf", "extra": 1})  # unevaluatedProperties: false


def test_closed_union_default_variant_and_payload(root: Path) -> None:
    pkg = generated(SCHEMAS / "closed-unions-defaults.json", root)
    password = pkg.parse_auth({"user": "u", "class": "c", "my-key": None})
    assert isinstance(password, pkg.PasswordAuth) and not hasattr(password, "type")
    assert password.class_ == "c" and password.my_key is None
    wrapped = {"type": "wrapped", "via": "b", "hops": 2, "codes": {"x": 1}}
    auth = pkg.parse_auth(wrapped)
    assert type(auth.inner).__name__ == "BInner"
    assert auth.to_wire() == wrapped
    with pytest.raises(pkg.WireError):
        pkg.parse_auth({"type": "unknown"})
    with pytest.raises(pkg.WireError):
        pkg.TokenAuth.from_wire({"token": "t", "surprise": 1})  # unevaluatedProperties: false
    # int8 is an annotation, for parsing as for the validators
    assert pkg.from_wire("PasswordAuth", {"user": "u", "my-key": 128}).my_key == 128
    assert pkg.is_valid("PasswordAuth", {"user": "u", "my-key": 128})
    assert pkg.from_wire("Level", 2) == 2
    with pytest.raises(pkg.WireError):
        pkg.from_wire("Level", 3)


def test_envelope_and_methods(root: Path) -> None:
    pkg = generated(SCHEMAS / "envelope-methods.json", root)
    table = pkg.methods.METHODS
    assert set(table) == {"server", "client"}
    assert table["server"]["math/sum"].unstable
    assert not table["server"]["ping"].unstable
    assert table["client"]["clock/tick"].kind == "notification"
    message = {"jsonrpc": "2.0", "id": None, "method": "math/sum", "params": {"terms": [1, 2.5]}}
    parsed = pkg.from_wire("JsonRpcMessage", message)
    assert parsed.to_wire() == message
    params = pkg.methods.parse_params("server", "math/sum", message["params"])
    assert params.terms == [1, 2.5] and params.mode is None
    source = Path(pkg.models.__file__).read_text(encoding="utf-8")
    assert "the protocol's default is `'exact'`" in source
    assert pkg.from_wire("TickNotification", {"seq": 4294967295})
    # uint32 is an annotation, for parsing as for the validators
    assert pkg.from_wire("TickNotification", {"seq": 4294967296}).seq == 4294967296
    assert pkg.is_valid("TickNotification", {"seq": 4294967296})
