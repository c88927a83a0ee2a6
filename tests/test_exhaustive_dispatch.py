"""Every dispatcher over the kinds of type expression handles each kind, and a new kind is a
type error, not a user's run.

The dispatchers ``match`` on :data:`acp_codegen.model.types.TypeExpr` and end in
``case _: assert_never(expr)``. The first test reads their source and checks that the ``case``
patterns name every kind of the union and nothing else; the second takes one real dispatcher,
widens its argument with a kind the dispatcher does not know, and expects ``mypy --strict`` to
reject it.
"""

from __future__ import annotations

import ast
import inspect
import shutil
import subprocess
import sys
import textwrap
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from acp_codegen import diff
from acp_codegen.model import build
from acp_codegen.model.types import Model, TypeExpr
from acp_codegen.render import codec, python
from acp_codegen.sdk import pydantic_module

KINDS = frozenset(kind.__name__ for kind in typing.get_args(TypeExpr))

DISPATCHERS: dict[str, Callable[..., Any]] = {
    "render.python.annotation": python.annotation,
    "render.python.alias_annotation": python.alias_annotation,
    "render.codec.call": codec.call,
    "render.codec.function_ref": codec.function_ref,
    "render.codec.dump": codec.dump,
    "diff.describe_type": diff.describe_type,
    "model.types.Model.admits_null": Model.admits_null,
    "model.build.type_names": build.type_names,
    "sdk.pydantic_module annotation": pydantic_module.Renderer.annotation,
}


def _pattern_names(pattern: ast.pattern) -> set[str]:
    if isinstance(pattern, ast.MatchClass) and isinstance(pattern.cls, ast.Name):
        return {pattern.cls.id}
    if isinstance(pattern, ast.MatchOr):
        return set().union(*(_pattern_names(p) for p in pattern.patterns))
    return set()


def _match_statements(function: Callable[..., Any]) -> list[ast.Match]:
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    return [node for node in ast.walk(tree) if isinstance(node, ast.Match)]


def test_the_union_has_the_documented_kinds() -> None:
    assert {"Primitive", "Ref", "Const", "ListOf", "MapOf", "Nullable", "AnyOf"} == KINDS


@pytest.mark.parametrize("name", sorted(DISPATCHERS))
def test_each_dispatcher_handles_every_kind_and_asserts_never(name: str) -> None:
    matches = [
        m
        for m in _match_statements(DISPATCHERS[name])
        if set().union(*(_pattern_names(c.pattern) for c in m.cases)) & KINDS
    ]
    assert len(matches) == 1, f"{name}: expected one match over the kinds of TypeExpr"
    (match,) = matches
    handled = set().union(*(_pattern_names(c.pattern) for c in match.cases[:-1]))
    assert handled == KINDS, f"{name}: missing {sorted(KINDS - handled)}"
    last = match.cases[-1]
    assert isinstance(last.pattern, ast.MatchAs) and last.pattern.pattern is None
    (statement,) = last.body
    assert isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call)
    assert ast.unparse(statement.value.func) == "assert_never"


def _mypy() -> list[str]:
    candidate = Path(sys.executable).with_name("mypy")
    if candidate.exists():
        return [str(candidate)]
    found = shutil.which("mypy")
    if found is None:
        pytest.skip("mypy is not installed")
    return [found]


def test_a_new_kind_fails_type_checking(tmp_path: Path) -> None:
    """``diff.describe_type``, given a union with one more kind, is an error under mypy."""
    source = textwrap.dedent(inspect.getsource(diff.describe_type))
    widened = source.replace("(expr: TypeExpr)", "(expr: TypeExpr | Extra)", 1)
    assert widened != source
    header = textwrap.dedent(
        """\
        from __future__ import annotations

        from dataclasses import dataclass

        from acp_codegen.model.types import (
            AnyOf,
            Const,
            ListOf,
            MapOf,
            Nullable,
            Primitive,
            Ref,
            TypeExpr,
            assert_never,
        )
        from acp_codegen.render.literal import py_literal


        @dataclass(frozen=True)
        class Extra:
            pass


        """
    )
    generator = Path(inspect.getfile(diff)).parent.parent
    # One mypy run checks both modules (starting mypy costs more than checking them): the
    # dispatcher as it is passes, and only its widened copy is reported.
    (tmp_path / "ok.py").write_text(header + source, encoding="utf-8")
    (tmp_path / "widened.py").write_text(header + widened, encoding="utf-8")
    result = subprocess.run(
        [*_mypy(), "--strict", "--python-version", "3.10", "--no-incremental", "ok.py"]
        + ["widened.py"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"MYPYPATH": str(generator), "PATH": "/usr/bin:/bin"},
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    errors = [line for line in result.stdout.splitlines() if ": error:" in line]
    assert errors and all(line.startswith("widened.py:") for line in errors), output
    assert "assert_never" in result.stdout and "Extra" in result.stdout, output
