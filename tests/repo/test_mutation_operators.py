"""`make mutation`'s own operators (``mutation/statements.py``): each makes the mutant it names,
at the place it names, once; what is left alone stays alone."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from support import REPO

sys.path.insert(0, str(REPO))
from mutation.statements import Mutation, mutations  # noqa: E402


def statements_of(module: str) -> list[Mutation]:
    """The statement mutants of one of the generator's modules."""
    return list(
        mutations((REPO / "generator" / "acp_codegen" / module).read_text(encoding="utf-8"))
    )


def made(source: str) -> dict[tuple[str, int], list[str]]:
    """The mutants of ``source``: (operator, line) -> the mutated bodies, dedented."""
    source = textwrap.dedent(source)
    found: dict[tuple[str, int], list[str]] = {}
    for mutation in mutations(source):
        found.setdefault((mutation.operator, mutation.line), []).append(mutation.text)
    return found


def test_a_statement_becomes_pass_and_the_function_s_docstring_does_not() -> None:
    found = made(
        '''
        def f(x):
            """Doc."""
            x.append(1)
            return x
        '''
    )
    assert found[("stmt/ReplaceWithPass", 4)] == [
        '\ndef f(x):\n    """Doc."""\n    pass\n    return x\n'
    ]
    assert found[("stmt/ReplaceWithPass", 5)] == [
        '\ndef f(x):\n    """Doc."""\n    x.append(1)\n    pass\n'
    ]
    assert not any(line == 3 for _, line in found)


def test_an_if_loses_its_body_or_its_else_and_an_elif_chain_goes_whole() -> None:
    found = made(
        """
        def f(x):
            if x:
                a()
                b()
            elif x is None:
                c()
            else:
                d()
        """
    )
    assert found[("stmt/RemoveIfBody", 3)] == [
        "\ndef f(x):\n    if x:\n        pass\n    elif x is None:\n        c()\n"
        "    else:\n        d()\n"
    ]
    assert "\ndef f(x):\n    if x:\n        a()\n        b()\n" in found[("stmt/RemoveElse", 6)]
    # the elif's own else, dropped alone
    assert found[("stmt/RemoveElse", 8)] == [
        "\ndef f(x):\n    if x:\n        a()\n        b()\n    elif x is None:\n        c()\n"
    ]


def test_each_operand_of_a_boolean_operator_is_dropped_in_turn() -> None:
    found = made(
        """
        def f(a, b, c):
            return a and b and c
        """
    )
    texts = [found[(f"stmt/DropOperand_{index}", 3)][0] for index in range(3)]
    assert [text.splitlines()[2].strip() for text in texts] == [
        "return (b and c)",
        "return (a and c)",
        "return (a and b)",
    ]


def test_neighbouring_positional_arguments_change_places_unless_they_read_the_same() -> None:
    found = made(
        """
        def f(a, b):
            g(a, b, *rest, key=a)
            g(a, a)
        """
    )
    assert [text.splitlines()[2].strip() for text in found[("stmt/SwapArguments_0", 3)]] == [
        "g(b, a, *rest, key=a)"
    ]
    assert ("stmt/SwapArguments_1", 3) not in found  # a starred argument stays
    assert ("stmt/SwapArguments_0", 4) not in found  # the same text either way


def test_a_message_s_first_word_is_changed_and_a_lone_word_is_no_message() -> None:
    found = made(
        """
        def f(x):
            raise ValueError(f"{x!r} is not a schema")
            return {"type": "object"}
        """
    )
    (text,) = found[("stmt/ChangeMessageWord", 3)]
    assert 'raise ValueError(f"{x!r} mutant not a schema")' in text
    assert not any(operator == "stmt/ChangeMessageWord" and line == 4 for operator, line in found)


def test_a_counter_that_starts_by_default_starts_at_one() -> None:
    found = made(
        """
        def f(xs):
            for index, x in enumerate(xs):
                yield range(len(xs)), itertools.count(), enumerate(xs, 0)
        """
    )
    lines = [text.splitlines()[2:4] for text in found[("stmt/CounterStart", 3)]]
    assert lines == [["    for index, x in enumerate(xs, 1):", found_line := lines[0][1]]]
    assert found_line.strip() == "yield range(len(xs)), itertools.count(), enumerate(xs, 0)"
    changed = sorted(text.splitlines()[3].strip() for text in found[("stmt/CounterStart", 4)])
    assert changed == [
        "yield range(1, len(xs)), itertools.count(), enumerate(xs, 0)",
        "yield range(len(xs)), itertools.count(1), enumerate(xs, 0)",
    ]


def test_import_time_code_unreachable_lines_and_annotations_are_left_alone() -> None:
    found = made(
        """
        LIMIT = g(1, 2)


        class A:
            size: int = 3

            def f(self, x: int) -> None:
                y: Literal["a b", "c d"] = x
                raise AssertionError("never here")  # pragma: no cover
                assert_never(x)
        """
    )
    assert sorted(found) == [("stmt/ReplaceWithPass", 9)]


def test_a_last_return_of_none_is_left_alone_and_every_other_return_is_not() -> None:
    """Falling off a function's end returns None: a last ``return`` or ``return None`` made
    ``pass`` is the function as written."""
    found = made(
        """
        def f(x):
            if x:
                return None
            return None


        def g(x):
            if x:
                return
            return


        def h(x):
            return x
        """
    )
    assert sorted(found) == [
        ("stmt/RemoveIfBody", 3),  # the inner return None dropped
        ("stmt/RemoveIfBody", 9),
        ("stmt/ReplaceWithPass", 3),
        ("stmt/ReplaceWithPass", 9),
        ("stmt/ReplaceWithPass", 15),  # return x
    ]


def test_a_mutant_that_does_not_parse_is_left_out_and_each_text_is_made_once() -> None:
    source = textwrap.dedent(
        """
        def f(x):
            if x:
                return 1
        """
    )
    texts = [mutation.text for mutation in mutations(source)]
    assert len(texts) == len(set(texts))  # the if's body dropped is the statement dropped
    for text in texts:
        compile(text, "<mutant>", "exec")


def test_the_trace_names_the_lines_each_test_ran_itself_or_through_its_fixtures(
    tmp_path: Path,
) -> None:
    """``mutation/tracing.py``: a test's own lines (in the module or a copy of it), and a
    fixture's lines for every test that uses the fixture (set up once, read by all), never
    another test's."""
    (tmp_path / "target.py").write_text(
        "def one():\n    return 1\n\n\ndef two():\n    return 2\n\n\ndef three():\n    return 3\n"
    )
    (tmp_path / "test_it.py").write_text(
        textwrap.dedent(
            """
            import importlib.util

            import pytest
            import target

            @pytest.fixture(scope="module")
            def made():
                return target.three()

            def test_one():
                assert target.one() == 1

            def test_two(made):
                assert target.two() == 2

            def test_three(made):
                assert made == 3

            def test_copy():
                spec = importlib.util.spec_from_file_location("shipped", "shipped/target.py")
                shipped = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(shipped)
                assert shipped.two() == 2
            """
        )
    )
    (tmp_path / "shipped").mkdir()  # a copy, as a runtime module ships into a package
    shipped = "# a header\n# of two lines\n" + (tmp_path / "target.py").read_text()
    (tmp_path / "shipped" / "target.py").write_text(shipped)
    out = tmp_path / "trace.json"
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(REPO), str(tmp_path)]),
        "MUTATION_TRACE": str(tmp_path / "target.py"),
        "MUTATION_TRACE_OUT": str(out),
    }
    command = [sys.executable, "-m", "pytest", "-q", "-p", "mutation.tracing", "-p", "no:xdist"]
    subprocess.run(
        [*command, "-p", "no:cacheprovider", "test_it.py"], cwd=tmp_path, env=env, check=True
    )
    found = json.loads(out.read_text())
    ran = {node.split("::")[1]: test["ran"] for node, test in found["tests"].items()}
    # a call is seen at the function's def line, then each line it runs; the copy, numbered
    # as the module under its header, runs its definitions when it is imported
    assert ran == {
        "test_one": [1, 2],
        "test_two": [5, 6],
        "test_three": [],
        "test_copy": [1, 5, 6, 9],
    }
    assert found["fixtures"] == {"made": [9, 10]}
    uses = {
        node.split("::")[1]: "made" in test["fixtures"] for node, test in found["tests"].items()
    }
    assert uses == {"test_one": False, "test_two": True, "test_three": True, "test_copy": False}


def test_a_mutant_of_lines_no_traced_test_ran_is_judged_by_the_whole_list(
    tmp_path: Path,
) -> None:
    """A function the module calls at import (to build its constants) runs before any test
    starts, so the trace sees no test run it: a mutant of its lines runs every listed test,
    never survives unrun. A line a test ran is judged by that test alone."""
    import mutation.__main__ as tool

    (tmp_path / "target.py").write_text(
        "def build():\n    return 2\n\n\nLIMIT = build()\n\n\ndef one():\n    return 1\n"
    )
    (tmp_path / "test_it.py").write_text(
        "import target\n\n\ndef test_one():\n    assert target.one() == 1\n\n\n"
        "def test_limit():\n    assert target.LIMIT == 2\n"
    )
    out = tmp_path / "trace.json"
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(REPO), str(tmp_path)]),
        "MUTATION_TRACE": str(tmp_path / "target.py"),
        "MUTATION_TRACE_OUT": str(out),
    }
    command = [sys.executable, "-m", "pytest", "-q", "-p", "mutation.tracing", "-p", "no:xdist"]
    subprocess.run(
        [*command, "-p", "no:cacheprovider", "test_it.py"], cwd=tmp_path, env=env, check=True
    )
    ran = tool.Trace.read(out)
    assert ran.meeting({2}) == ()  # build's body ran at import, outside every test
    listed = ("repo/test_a", "repo/test_b")
    assert ran.commands(listed, (2, 2)) == [tool.test_command(listed)]
    assert ran.commands(listed, (9, 9)) == [
        tool.test_command(listed, only=("test_it.py::test_one",))
    ]


def test_a_sampled_run_keeps_the_verdicts_of_mutants_outside_its_draw(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A ``--sample`` run judges what of its draw no run judged yet, and keeps every other
    mutant's verdict for the next run."""
    import mutation.__main__ as tool

    monkeypatch.setattr(tool, "STATE", tmp_path)
    judged: list[str] = []
    stop = [3]  # the first run is stopped after three verdicts

    def judge_all(module, pending, original, work, shards, verdicts, *, covering):  # type: ignore[no-untyped-def]
        for mutation in pending[: stop.pop() if stop else None]:
            judged.append(tool.mutation_key(mutation))
            verdicts[tool.mutation_key(mutation)] = "killed"

    monkeypatch.setattr(tool, "judge_all", judge_all)
    with pytest.raises(KeyError):  # stopped: the report has no verdict for the rest
        tool.run_statements("naming.py")
    tool.run_statements("naming.py", sample=5)
    everything = tool.run_statements("naming.py")
    assert sorted(judged) == sorted({tool.mutation_key(m) for m in statements_of("naming.py")})
    assert {mutant.outcome for mutant in everything} == {"killed"}


def test_an_equivalent_names_one_place_and_answers_no_other(tmp_path: Path) -> None:
    """A line of ``equivalent.txt`` answers the survivor at the one place it names: a text
    that occurs on several lines of its module answers none of them until the line names its
    function or class (``module::Name``), and then only the one there."""
    import mutation.__main__ as tool

    source = textwrap.dedent(
        """\
        @dataclass(frozen=True)
        class Kept:
            def early(self, x):
                if x:
                    return
                return

            def other(self, x):
                if x:
                    return
                print(x)


        def alone():
            return
        """
    )
    listing = tmp_path / "equivalent.txt"

    def answered(*entries: str) -> set[int]:
        listing.write_text("".join(f"{entry} | why\n" for entry in entries))
        listed = tool.Listed(tool.equivalents(listing), {"m.py": source})
        return {
            line
            for line in (5, 6, 10, 15)
            if listed.reason(tool.Mutant("m.py", "stmt/ReplaceWithPass", line, "return", "", ""))
        }

    assert answered("m.py | stmt/ReplaceWithPass | return") == set()  # four places
    assert answered("m.py::Kept.other | stmt/ReplaceWithPass | return") == {10}
    assert answered("m.py::alone | stmt/ReplaceWithPass | return") == {15}
    assert answered("m.py::Kept.early | stmt/ReplaceWithPass | return") == set()  # two there
    assert answered("m.py::Kept | stmt/ReplaceWithPass | return") == set()  # not its methods'
    assert answered("m.py::alone | stmt/RemoveIfBody | return") == set()
    listing.write_text("m.py | stmt/ReplaceWithPass | return | why\n")
    listed = tool.Listed(tool.equivalents(listing), {"m.py": source})
    assert [listed.found(entry) for entry in listed.ambiguous()] == [[5, 6, 10, 15]]
    assert listed.stale() == []
    listing.write_text("m.py | stmt/ReplaceWithPass | print(y) | why\n")  # reads otherwise
    listed = tool.Listed(tool.equivalents(listing), {"m.py": source})
    assert [entry.source for entry in listed.stale()] == ["print(y)"]
    assert listed.ambiguous() == []
    listing.write_text("m.py::Kept | core/ReplaceTrueWithFalse | @dataclass(frozen=True) | why\n")
    listed = tool.Listed(tool.equivalents(listing), {"m.py": source})
    decorator = "@dataclass(frozen=True)"
    assert listed.reason(tool.Mutant("m.py", "core/ReplaceTrueWithFalse", 1, decorator, "", ""))


def test_every_listed_equivalent_names_one_line_of_the_code() -> None:
    """``equivalent.txt`` as the code reads now: a line whose code is gone or reads otherwise
    (stale) or that reads as several lines (ambiguous) answers nothing, so it must be
    rewritten or removed with the change that made it so."""
    import mutation.__main__ as tool

    entries = tool.equivalents()
    texts = {
        entry.module: (tool.ROOT / "generator" / "acp_codegen" / entry.module).read_text(
            encoding="utf-8"
        )
        for entry in entries
    }
    listed = tool.Listed(entries, texts)
    assert [f"{e.place} | {e.operator} | {e.source}" for e in listed.stale()] == []
    assert [f"{e.place} | {e.operator} | {e.source}" for e in listed.ambiguous()] == []


def test_the_report_counts_the_listed_equivalents_apart_from_the_killed_and_the_survivors(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A module's row: its mutants, those killed, the survivors ``equivalent.txt`` answers, the
    other survivors (each printed with its diff), and the share killed of those not listed;
    the run meets the target when every row does."""
    import mutation.__main__ as tool

    module = tmp_path / "generator" / "acp_codegen" / "m.py"
    module.parent.mkdir(parents=True)
    module.write_text("def f(x):\n    x.a()\n    x.b()\n    x.c()\n    x.d()\n")
    listing = tmp_path / "equivalent.txt"
    listing.write_text("m.py | stmt/ReplaceWithPass | x.b() | why\n")
    read = tool.equivalents
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "equivalents", lambda: read(listing))

    def mutant(line: int, outcome: str) -> tool.Mutant:
        text = module.read_text().splitlines()[line - 1].strip()
        return tool.Mutant("m.py", "stmt/ReplaceWithPass", line, text, outcome, f"diff {line}")

    judged = [mutant(2, "killed"), mutant(3, "survived"), mutant(4, "survived")]
    assert not tool.report({"m.py": [*judged, mutant(5, "killed")]})
    printed = capsys.readouterr().out
    assert "| `m.py` | statements | 4 | 2 | 1 | 1 | 67% |" in printed.splitlines()
    assert "m.py:4 stmt/ReplaceWithPass\ndiff 4" in printed
    assert "m.py:3" not in printed  # listed
    assert tool.report({"m.py": [mutant(2, "killed"), mutant(3, "survived")]})
    printed = capsys.readouterr().out
    assert "| `m.py` | statements | 2 | 1 | 1 | 0 | 100% |" in printed.splitlines()
