"""Stable names in generated validators: every module-level name derives from a JSON pointer
or from content, never from compile order, so adding a definition only adds its own code.

The module's tests share the reference ``validation.py`` of each version, so they run on one
xdist worker."""

from __future__ import annotations

import ast
import copy
import difflib
import re
from functools import cache

import pytest
from acp_codegen.format import format_python
from acp_codegen.load import load_protocol
from acp_codegen.validators import compiler, render_validation_module
from hypothesis import given, settings
from hypothesis import strategies as st

# Named to sort first, so it is compiled before every other definition: the worst case for
# names handed out in compile order.
NEW = "AaaNewDefinition"
# How the new definition's names spell it: its functions in snake case, its constants as the
# schema does.
NEW_NAMES = ("aaa_new_definition", NEW)


def names_new(name: str) -> bool:
    return any(mark in name for mark in NEW_NAMES)


NEW_SCHEMA = {
    "description": "A definition added to the schema.",
    "type": "object",
    "properties": {
        "kind": {"type": "string", "enum": ["first", "second"]},
        "label": {"type": "string", "pattern": "^[a-z]+$", "minLength": 2},
        "block": {"$ref": "#/$defs/ContentBlock"},
        "choice": {
            "oneOf": [
                {
                    "type": "object",
                    "properties": {"type": {"type": "string", "const": tag}},
                    "required": ["type"],
                }
                for tag in ("one", "two")
            ]
        },
        "sessionId": {"type": "string"},
    },
    "required": ["kind", "sessionId"],
}
TABLES = ("_CHECKS", "_EXPLAINERS", "TYPE_NAMES")

pytestmark = pytest.mark.xdist_group("validators-names")


def _validation(document: dict[str, object]) -> str:
    source = render_validation_module(document, source_label="schema")[0].text
    return format_python({"validation.py": source})["validation.py"]


@cache
def _reference_validation(version: str) -> str:
    """The formatted ``validation.py`` of the version's canonical schema (both tests use it)."""
    return _validation(load_protocol(version).document)


def _statements(text: str, tree: ast.Module) -> list[str]:
    lines = text.splitlines()
    return ["\n".join(lines[node.lineno - 1 : node.end_lineno]) for node in tree.body]


def _top_level(tree: ast.Module) -> dict[str, ast.stmt]:
    found: dict[str, ast.stmt] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            found[node.name] = node
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found[node.target.id] = node
    return found


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_adding_a_definition_adds_only_its_own_code(version: str) -> None:
    before = _reference_validation(version)
    extended = copy.deepcopy(load_protocol(version).document)
    extended["$defs"][NEW] = NEW_SCHEMA  # type: ignore[index]
    after = _validation(extended)

    old_lines, new_lines = before.splitlines(), after.splitlines()
    opcodes = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False).get_opcodes()
    changed = [op for op in opcodes if op[0] != "equal"]
    assert changed, "the new definition must add code"
    removed = [old_lines[i1:i2] for tag, i1, i2, _, _ in changed if tag != "insert"]
    assert removed == [], "adding a definition changed or removed existing lines"

    old_tree, new_tree = ast.parse(before), ast.parse(after)
    old_names = set(_top_level(old_tree))
    new_nodes = _top_level(new_tree)
    added = {name: node for name, node in new_nodes.items() if name not in old_names}
    functions = {name for name, node in added.items() if isinstance(node, ast.FunctionDef)}
    assert functions and all(names_new(name) for name in functions), sorted(functions)
    users: dict[str, set[str]] = {}
    for name, node in new_nodes.items():
        for inner in ast.walk(node):
            if isinstance(inner, ast.Name) and inner.id != name:
                users.setdefault(inner.id, set()).add(name)
    for constant in set(added) - functions:
        assert users.get(constant), f"{constant} is not used"
        assert all(names_new(user) for user in users[constant]), (constant, users[constant])

    # Statement by statement: the old ones are all there, unchanged and in order, and the
    # new ones are the added names above, or new entries of a lookup table.
    old_statements, new_statements = _statements(before, old_tree), _statements(after, new_tree)
    matcher = difflib.SequenceMatcher(None, old_statements, new_statements, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if tag == "replace":
            for old, new in zip(old_statements[i1:i2], new_statements[j1:j2], strict=True):
                assert old.split()[0].rstrip(":") in TABLES, old
                old_lines, new_lines = old.splitlines(), new.splitlines()
                table = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False)
                for op, k1, k2, m1, m2 in table.get_opcodes():
                    assert op in ("equal", "insert"), old_lines[k1:k2]
                    assert op == "equal" or all(names_new(line) for line in new_lines[m1:m2])
            continue
        assert tag == "insert", (tag, old_statements[i1:i2])
        for statement in new_statements[j1:j2]:
            name = statement.split("(")[0].split(":")[0].removeprefix("def ").strip()
            assert name in added, statement[:80]


def isort_key(name: str) -> tuple[bool, bool, str]:
    """isort's order of imported names: constants, then classes, then the rest."""
    return not name.isupper(), not name[:1].isupper(), name


@pytest.mark.parametrize("version", ["v1", "v2"])
def test_generated_imports_are_sorted(version: str) -> None:
    tree = ast.parse(_reference_validation(version))
    imported = [node for node in tree.body if isinstance(node, ast.ImportFrom)]
    assert imported
    for node in imported:
        names = [alias.name for alias in node.names]
        assert names == sorted(names, key=isort_key), (node.module, names)


# Pieces of a function's code: the parameters' names, words that hold them, separators,
# quotes and escapes.
CODE_PIECES = ["instance", "path", "errors", "evaluated", "instance_1", "xpath", "é", "0"]
CODE_PIECES += [" ", ".", "(", "\n", "_", "'", '"', "\\"]


@settings(max_examples=2000, deadline=None)
@given(
    st.sampled_from(sorted(compiler._SIGNATURES)),
    st.lists(st.lists(st.sampled_from(CODE_PIECES), max_size=12).map("".join), max_size=3),
)
def test_a_parameter_is_read_where_it_is_a_word_of_the_code(mode: str, body: list[str]) -> None:
    """A function's parameter keeps its name where it is one of the words (``\\w+``) of the
    code outside string literals, and takes a leading underscore elsewhere."""
    words = set(re.findall(r"\w+", compiler._STRING.sub("", "\n".join(body))))
    parameters, returns = compiler._SIGNATURES[mode]
    spelled = ", ".join(f"{n if n in words else '_' + n}: {kind}" for n, kind in parameters)
    assert compiler.signature(mode, body) == f"({spelled}) -> {returns}"
