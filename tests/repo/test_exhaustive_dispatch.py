"""Every dispatcher over the kinds of one of the model's closed unions handles each kind, and a
new kind is a type error, not a user's run.

The closed unions are the aliases of :mod:`acp_codegen.model.types` made of its classes
(``TypeExpr``, ``Definition``), read from its source. The dispatchers are found by reading the
generator's source too, not from a list: every ``match`` whose ``case`` patterns name a kind of
such a union must end in ``case _: assert_never(subject)``, so that ``mypy --strict`` (``make
lint``) proves it handles every kind its subject can be; and no ``if``/``elif`` chain may
dispatch on the kind instead, testing one value against three kinds or more with
``isinstance`` (a test of one or two kinds is a refinement, not a dispatch). The last test
takes one real dispatcher, widens its argument with a kind it does not know, and expects
``mypy --strict`` to reject it.
"""

from __future__ import annotations

import ast
import inspect
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import acp_codegen
import pytest
from acp_codegen import diff
from acp_codegen.model import types

GENERATOR = Path(acp_codegen.__file__).resolve().parent
CHAIN_LIMIT = 3  # kinds of one union an isinstance chain may not test: it is a dispatch


def closed_unions() -> dict[str, frozenset[str]]:
    """``Name = A | B | ...`` at the top of the model's types module, by name."""
    tree = ast.parse(Path(types.__file__).read_text(encoding="utf-8"))
    classes = {node.name for node in tree.body if isinstance(node, ast.ClassDef)}
    unions = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
            names = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)}
            is_union = isinstance(value, ast.BinOp) and isinstance(value.op, ast.BitOr)
            if isinstance(target, ast.Name) and is_union and names <= classes:
                unions[target.id] = frozenset(names)
    return unions


UNIONS = closed_unions()
KINDS = frozenset().union(*UNIONS.values())


def modules() -> dict[str, ast.Module]:
    return {
        path.relative_to(GENERATOR).as_posix(): ast.parse(path.read_text(encoding="utf-8"))
        for path in sorted(GENERATOR.rglob("*.py"))
    }


def pattern_classes(pattern: ast.pattern) -> set[str]:
    return {
        node.cls.id
        for node in ast.walk(pattern)
        if isinstance(node, ast.MatchClass) and isinstance(node.cls, ast.Name)
    }


def dispatching_matches() -> list[tuple[str, ast.Match]]:
    """Every ``match`` of the generator that names a kind of a closed union in a pattern."""
    return [
        (f"{name}:{node.lineno}", node)
        for name, tree in modules().items()
        for node in ast.walk(tree)
        if isinstance(node, ast.Match)
        and KINDS & set().union(*(pattern_classes(c.pattern) for c in node.cases))
    ]


def isinstance_kinds(test: ast.expr) -> list[tuple[str, set[str]]]:
    """(the value tested, the kinds it is tested against) of each ``isinstance`` in ``test``."""
    found = []
    for node in ast.walk(test):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "isinstance"
            and len(node.args) == 2
        ):
            names = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
            found.append((ast.unparse(node.args[0]), names & KINDS))
    return found


def isinstance_chains(tree: ast.Module) -> list[tuple[int, str, str, set[str]]]:
    """(line, value, union, kinds) for each run of ``if``/``elif`` statements in one block that
    tests one value against kinds of one union (consecutive ``if``\\s that return count too)."""
    chains = []
    for node in ast.walk(tree):
        for block in ("body", "orelse", "finalbody"):
            statements = getattr(node, block, None)
            if not isinstance(statements, list):
                continue
            elif_block = len(statements) == 1 and isinstance(statements[0], ast.If)
            if block == "orelse" and isinstance(node, ast.If) and elif_block:
                continue  # an elif: read with the chain it continues
            tested: dict[tuple[str, str], tuple[int, set[str]]] = {}
            for statement in statements:
                branch = statement
                while isinstance(branch, ast.If):
                    for value, kinds in isinstance_kinds(branch.test):
                        for union, members in UNIONS.items():
                            if kinds & members:
                                line = tested.setdefault((value, union), (statement.lineno, set()))
                                line[1].update(kinds & members)
                    orelse = branch.orelse
                    branch = orelse[0] if len(orelse) == 1 else None  # type: ignore[assignment]
            chains.extend((line, v, u, kinds) for (v, u), (line, kinds) in tested.items())
    return chains


def test_the_closed_unions_are_read_from_the_model() -> None:
    assert UNIONS["TypeExpr"] == {
        "Primitive",
        "Ref",
        "Const",
        "ListOf",
        "MapOf",
        "Nullable",
        "AnyOf",
    }
    assert UNIONS["Definition"] == {"ObjectDef", "UnionDef", "EnumDef", "AliasDef"}


def test_the_dispatchers_are_found() -> None:
    """The reading finds the dispatchers it must: each union's, in the stages that render."""
    found = dispatching_matches()
    where = {place.split(":")[0] for place, _ in found}
    assert {"diff.py", "render/codec.py", "render/python.py", "sdk/pydantic_module.py"} <= where
    for union, members in UNIONS.items():
        assert any(
            members & set().union(*(pattern_classes(c.pattern) for c in m.cases)) for _, m in found
        ), union


def test_each_dispatcher_ends_in_assert_never() -> None:
    wrong = []
    for place, match in dispatching_matches():
        last = match.cases[-1]
        subject = ast.unparse(match.subject)
        closes = (
            isinstance(last.pattern, ast.MatchAs)
            and last.pattern.pattern is None
            and last.guard is None
            and len(last.body) == 1
            and isinstance(last.body[0], ast.Expr)
            and ast.unparse(last.body[0].value) == f"assert_never({subject})"
        )
        if not closes:
            wrong.append(
                f"{place}: match {subject} does not end in case _: assert_never({subject})"
            )
    assert not wrong, "\n".join(wrong)


def test_no_isinstance_chain_dispatches_on_a_kind() -> None:
    chains = [
        f"{name}:{line}: {value} tested against {sorted(kinds)} of {union}: use match"
        for name, tree in modules().items()
        for line, value, union, kinds in isinstance_chains(tree)
        if len(kinds) >= CHAIN_LIMIT
    ]
    assert not chains, "\n".join(chains)


def test_the_chain_reading_sees_a_chain() -> None:
    """The reading of chains catches an ``elif`` chain and a run of ``if ...: return``."""
    source = textwrap.dedent(
        """
        def kind(d):
            if isinstance(d, ObjectDef):
                return 1
            elif isinstance(d, UnionDef):
                return 2
            if isinstance(d, EnumDef):
                return 3
            return 4
        """
    )
    (chain,) = isinstance_chains(ast.parse(source))
    assert chain[1:] == ("d", "Definition", {"ObjectDef", "UnionDef", "EnumDef"})


def _mypy() -> list[str]:
    candidate = Path(sys.executable).with_name("mypy")
    if candidate.exists():
        return [str(candidate)]
    found = shutil.which("mypy")
    if found is None:
        pytest.skip("mypy is not installed")
    return [found]


@pytest.mark.slow
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
