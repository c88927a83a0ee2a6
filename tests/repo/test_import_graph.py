"""The generator's modules import each other without a circle, and no test module imports
another test module.

The graph is read from the source (every ``import`` statement, at module level or inside a
function, since an import moved into a function only hides a circle), so it needs no import
order to expose one. Importing ``a.b.c`` also runs ``a`` and ``a.b``: those packages are
edges too, except for the importer's own enclosing packages, which are already running.
Imports under ``if TYPE_CHECKING:`` never run, so they are not edges: annotations may name a
class whose module imports this one (the validators' emitters name their ``Compiler``).

The modules also stand in layers (:data:`LAYERS`, the one place that declares them): a module
imports from its own layer or the ones below it, never from a stage above it, so that the
loader never needs the model, a renderer never needs the run that calls it, and a new module
says where it stands.

What several test modules share lives in the tests folder's plain modules (``support.py``,
``corpus.py``, ...), and fixtures in ``conftest.py``: importing a test module from another
runs its module-level code and collects nothing, and it ties the two modules' names
together, so a rename in one breaks the other.
"""

from __future__ import annotations

import ast
from pathlib import Path

import acp_codegen
from support import TESTS

PACKAGE = "acp_codegen"
ROOT = Path(acp_codegen.__file__).resolve().parent
# Links to data that ships inside the package, not its own code.
NOT_CODE = ("reference", "schema", "templates")
TYPE_CHECKING = ("TYPE_CHECKING", "typing.TYPE_CHECKING")


# The generator's layers, lowest first, each by the top-level modules and packages of
# acp_codegen it holds. Within a layer modules may import each other (without a circle).
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # What every stage uses: problems, names of versions, our keywords, caches, processes.
    ("foundation", ("errors", "versions", "vocabulary", "cache", "forked", "packages")),
    ("load", ("load",)),
    ("model", ("model", "naming")),
    # The stages that turn a model (or a loaded document) into output text.
    (
        "stages",
        (
            "render",
            "validators",
            "behaviour",
            "docs",
            "sdk",
            "format",
            "pydantic_flavour",
            "diff",
            "config_tables",
        ),
    ),
    # The run: targets from the configuration, through the stages, written or compared (or a
    # written package compiled).
    ("run", ("config", "pipeline", "write", "compiled")),
    ("commands", ("cli", "__main__", "validate", "check_transcript")),
)


def layer(module: str) -> int | None:
    """The index in :data:`LAYERS` of ``module``'s layer, or None when none declares it (the
    package itself stands below everything)."""
    if module == PACKAGE:
        return 0
    top = module.removeprefix(PACKAGE + ".").partition(".")[0]
    return next((i for i, (_, tops) in enumerate(LAYERS) if top in tops), None)


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import of ``graph`` from a module into a layer above its own, as text."""
    found = []
    for importer in sorted(graph):
        here = layer(importer)
        assert here is not None, f"{importer} stands in no layer: add it to LAYERS"
        for target in sorted(graph[importer]):
            there = layer(target)
            assert there is not None, f"{target} stands in no layer: add it to LAYERS"
            if there > here:
                found.append(
                    f"{importer} ({LAYERS[here][0]}) imports {target} ({LAYERS[there][0]})"
                )
    return found


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


def test_every_module_stands_in_a_layer() -> None:
    assert [name for name in modules() if layer(name) is None] == []


def test_the_layer_check_finds_an_upward_import() -> None:
    graph = {
        "acp_codegen.load.refs": {"acp_codegen.errors"},
        "acp_codegen.docs.patch": {"acp_codegen.load", "acp_codegen.pipeline"},
        "acp_codegen.pipeline": {"acp_codegen.docs.patch"},
    }
    assert upward_imports(graph) == [
        "acp_codegen.docs.patch (stages) imports acp_codegen.pipeline (run)"
    ]


def test_no_module_imports_a_layer_above_its_own() -> None:
    found = modules()
    graph = {name: imported(name, path, set(found)) for name, path in found.items()}
    assert upward_imports(graph) == []


def test_one_module_builds_the_reference_validators() -> None:
    """``jsonschema`` (the reference implementation) is asked for verdicts in one place."""
    found = modules()
    users = sorted(name for name, path in found.items() if imported(name, path, {"jsonschema"}))
    assert users == ["acp_codegen.load.reference"]


def imported_test_code(source: str, filename: str, folders: set[str]) -> set[str]:
    """What ``source`` imports anywhere that is test code rather than a shared helper: a
    ``test_*`` module, a module of a test folder (``folders``, or ``tests`` itself), a relative
    import, or ``conftest`` (pytest loads it as a plugin; imported by name it is a second copy).
    """
    found: set[str] = set()
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = ["." * node.level + (node.module or "")]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if (
                name.startswith(".")
                or parts[0] in {*folders, "tests", "conftest"}
                or any(part.startswith("test_") for part in parts)
            ):
                found.add(name)
    return found


def test_the_test_import_reader_finds_imports_anywhere() -> None:
    source = (
        "import json\n"
        "from test_a import shared\n"
        "def test_x():\n"
        "    import cli.test_b\n"
        "    from sdk import test_c\n"
        "from support import TEXT\n"
        "from conftest import REPO\n"
        "from .test_d import more\n"
        "import tests.support\n"
    )
    assert imported_test_code(source, "t.py", {"cli", "sdk"}) == {
        "test_a",
        "cli.test_b",
        "sdk",
        "conftest",
        ".test_d",
        "tests.support",
    }
    assert imported_test_code("from corpus import SCHEMAS\n", "t.py", {"cli"}) == set()


def test_no_test_module_imports_another_test_module() -> None:
    files = sorted(TESTS.rglob("*.py"))
    folders = {path.parent.name for path in files if path.stem.startswith("test_")}
    assert {"repo", "validators"} <= folders  # the scan sees the test folders
    offenders = {
        str(path.relative_to(TESTS)): sorted(found)
        for path in files
        if (found := imported_test_code(path.read_text(encoding="utf-8"), str(path), folders))
    }
    assert offenders == {}, "move what these share into support.py (or a module beside it): " + str(
        offenders
    )
