"""The generator's modules import each other without a circle, and no test module imports
another test module.

The graph is read from the source (every ``import`` statement, at module level or inside a
function, since an import moved into a function only hides a circle), so it needs no import
order to expose one. Importing ``a.b.c`` also runs ``a`` and ``a.b``: those packages are
edges too, except for the importer's own enclosing packages, which are already running.
Imports under ``if TYPE_CHECKING:`` never run, so they are not edges: annotations may name a
class whose module imports this one (the validators' emitters name their ``Compiler``).

What several test modules share lives in ``conftest.py``, ``support.py`` or ``corpus.py``:
importing a test module from another runs its module-level code and collects nothing, and it
ties the two modules' names together, so a rename in one breaks the other.
"""

from __future__ import annotations

import ast
from pathlib import Path

import acp_codegen

PACKAGE = "acp_codegen"
ROOT = Path(acp_codegen.__file__).resolve().parent
TESTS = Path(__file__).resolve().parent
# Links to data that ships inside the package, not its own code.
NOT_CODE = ("reference", "schema", "templates")
TYPE_CHECKING = ("TYPE_CHECKING", "typing.TYPE_CHECKING")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join((PACKAGE, *parts))


def modules() -> dict[str, Path]:
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        if path.relative_to(ROOT).parts[0] in NOT_CODE:
            continue
        found[module_name(path)] = path
    return found


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that importing ``name`` runs directly."""
    is_package = path.name == "__init__.py"
    targets: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    type_only = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and ast.unparse(node.test) in TYPE_CHECKING
        for statement in node.body
        for inner in ast.walk(statement)
    }
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                here = name if is_package else name.rpartition(".")[0]
                for _ in range(node.level - 1):
                    here = here.rpartition(".")[0]
                base = f"{here}.{node.module}" if node.module else here
            else:
                base = node.module or ""
            targets.add(base)
            targets.update(f"{base}.{alias.name}" for alias in node.names)
    edges: set[str] = set()
    for target in targets:
        parts = target.split(".")
        for end in range(1, len(parts) + 1):
            module = ".".join(parts[:end])
            enclosing = name == module or name.startswith(module + ".")
            if module in known and not enclosing:
                edges.add(module)
    return edges


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of ``graph``, as the list of modules around it, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == 1:
                return [*path[path.index(target) :], target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_the_graph_is_read() -> None:
    found = modules()
    graph = {name: imported(name, path, set(found)) for name, path in found.items()}
    # The reader sees what it must: absolute, relative and in-function imports, and packages.
    assert "acp_codegen.pipeline" in graph["acp_codegen.cli"]
    assert "acp_codegen.model.types" in graph["acp_codegen.model.build"]
    assert "acp_codegen.render" in graph["acp_codegen.pipeline"]  # through render.environment
    assert "acp_codegen.validators" in graph["acp_codegen.validate"]  # inside a function


def test_the_cycle_finder_finds_a_hidden_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}
    assert cycle(graph) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": set()}) is None


def test_no_module_of_the_generator_imports_itself_in_a_circle() -> None:
    found = modules()
    graph = {name: imported(name, path, set(found)) for name, path in found.items()}
    circle = cycle(graph)
    assert circle is None, "import circle: " + " -> ".join(circle or [])


def imported_test_modules(source: str, filename: str, test_modules: set[str]) -> set[str]:
    """The modules of ``test_modules`` (top-level names) that ``source`` imports anywhere."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        found.update(name.partition(".")[0] for name in names)
    return found & test_modules


def test_the_test_import_reader_finds_imports_anywhere() -> None:
    source = (
        "import json\n"
        "from test_a import shared\n"
        "def test_x():\n"
        "    import test_b.inner\n"
        "from support import TEXT\n"
    )
    modules = {"test_a", "test_b", "test_c"}
    assert imported_test_modules(source, "t.py", modules) == {"test_a", "test_b"}
    assert imported_test_modules("from conftest import REPO\n", "t.py", modules) == set()


def test_no_test_module_imports_another_test_module() -> None:
    files = sorted(TESTS.rglob("*.py"))
    test_modules = {path.stem for path in files if path.stem.startswith("test_")}
    assert "test_import_graph" in test_modules  # the scan sees this folder's test modules
    offenders = {
        str(path.relative_to(TESTS)): sorted(found)
        for path in files
        if (
            found := imported_test_modules(
                path.read_text(encoding="utf-8"), str(path), test_modules
            )
        )
    }
    assert offenders == {}, "move what these share into conftest.py or support.py: " + str(
        offenders
    )
