"""Hostile schemas: no schema string becomes code, and every string survives exactly.

A corpus of schemas whose names, descriptions, titles, enum and const values, defaults,
patterns and ``x-`` annotations try to break out of every place the generator puts them
(Python string literals, docstrings, comments, identifiers, TypedDict keys, MDX text and JSX
attributes). Each case either fails generation with a clear message, or its output:

- compiles, and its top level holds nothing but imports and definitions;
- imports in a fresh interpreter under an audit hook that records any process, file-write or
  network event, with a sentinel payload planted in the schema that would fire if pasted;
- round-trips every instance through ``from_wire``/``to_wire`` and validates it;
- keeps every description in the docstring (its words, wrapped), every wire key as the
  TypedDict key, every ``const`` as the default;
- passes ``mypy --strict`` (one run for the whole corpus) and its MDX compiles (one node
  process for the whole corpus).

Names that meet after conversion get distinct names, the same way every time, and names that
cannot be placed in the output fail with exit 2.
"""

from __future__ import annotations

import ast
import inspect
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from acp_codegen.cli import main
from acp_codegen.errors import GenerationError
from acp_codegen.load import in_memory
from acp_codegen.model.build import build_model
from acp_codegen.model.types import ObjectDef
from acp_codegen.write import read_tree, write_tree
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import REPO, base_tree, compile_failures, schema

pytestmark = pytest.mark.usefixtures("repository_prettier")

SENTINEL = "HOSTILE-SENTINEL-FIRED"
# What a pasted payload would run: a shell command that prints the sentinel.
FIRE = f'__import__("os").system("echo {SENTINEL}")'

# Text that ends, or escapes out of, every quoting context the generator writes into.
PAYLOADS = (
    f'"""\n{FIRE}\n"""',
    f"'''\n{FIRE}\n'''",
    f'"); {FIRE} #',
    f"'); {FIRE} #",
    f"\n{FIRE}\n",
    f"\r{FIRE}",
    f"\u2028{FIRE}\u2029",
    f"\\\n{FIRE}",
    "trailing backslash \\",
    '\\"',
    '"',
    '""',
    "\\N{BULLET} \\x41 \\u0041 \\U0001F600 \\0",
    "{{ config }} {% raw %} {# c #} {%- endraw %}",
    "</ResponseField><script>alert(1)</script>",
    '<ResponseField name="x" type={"y"}>',
    "{",
    "}",
    "{foo} {`bar`} {/* c */}",
    "```\ncode fence\n```",
    "`tick` `` two ``",
    "<!-- comment --> */ /*",
    "# not a heading\n## <span>also not</span>",
    "import os",
    "tab\tand form feed\x0c and vertical tab\x0b",
    "nul \x00 and bell \x07 and escape \x1b[31m",
    "zero\u200bwidth \u202eright-to-left\u202c \ufeff bom",
    "\U0001f600 emoji and \u00e9 accents and \u4e2d\u6587",
    "  leading and trailing spaces  ",
    "line one\n\n  indented line\n\tline with tab",
    "$ref #/$defs/Nowhere",
)


@dataclass
class Case:
    """One hostile schema document and what its generated package must do."""

    name: str
    document: dict[str, Any]
    # Instances that must validate and round-trip: (definition name, instance).
    instances: list[tuple[str, Any]] = field(default_factory=list)
    flavour: str = "stable"
    # Set when generation must fail: a text every message must contain.
    error: str | None = None
    base_name: str = "schema.json"


# -- generating ------------------------------------------------------------------------------


@dataclass
class Generated:
    case: Case
    package: str
    root: Path  # DIR given as --out

    @property
    def python(self) -> Path:
        return self.root / "python"

    @property
    def package_dir(self) -> Path:
        return self.python / self.package

    def document(self) -> dict[str, Any]:
        """The merged schema the package was generated from."""
        merged: dict[str, Any] = json.loads((self.root / "schema.json").read_text("utf-8"))
        return merged

    def sources(self) -> dict[str, str]:
        return {p.name: p.read_text() for p in sorted(self.package_dir.glob("*.py"))}


def generate(case: Case, workdir: Path, package: str) -> Generated | GenerationError:
    """Generate ``case`` as ``generate --base`` does; the GenerationError when it fails."""
    base = workdir / "in" / package / case.base_name
    base.parent.mkdir(parents=True, exist_ok=True)
    base.write_text(json.dumps(case.document), encoding="utf-8")
    try:
        tree = base_tree("v1", base, package)
    except GenerationError as error:
        return error
    out = workdir / "out" / package
    write_tree(out, tree)
    return Generated(case, package, out)


# -- checks ----------------------------------------------------------------------------------

# Calls that no generated module has a reason to make: builtins, and methods by name.
FORBIDDEN_BUILTINS = frozenset({"__import__", "exec", "eval", "compile", "open", "breakpoint"})
FORBIDDEN_METHODS = frozenset({"system", "popen", "Popen", "run", "call", "check_output"})
# Top-level conditions that do not run on import.
IMPORT_TIME_FALSE = ("TYPE_CHECKING", "__name__ == '__main__'")
TOP_LEVEL = (
    ast.Import,
    ast.ImportFrom,
    ast.ClassDef,
    ast.FunctionDef,
    ast.Assign,
    ast.AnnAssign,
    ast.If,  # if TYPE_CHECKING: imports
)


def static_problems(sources: Mapping[str, str]) -> list[str]:
    """Anything in the generated modules that is not a definition, or calls out."""
    problems = []
    for name, source in sources.items():
        tree = ast.parse(source, name)
        for statement in tree.body:
            if isinstance(statement, ast.Expr):
                if not isinstance(statement.value, ast.Constant):
                    problems.append(f"{name}:{statement.lineno}: top-level expression")
            elif not isinstance(statement, TOP_LEVEL):
                problems.append(f"{name}:{statement.lineno}: top-level {type(statement).__name__}")
            elif (
                isinstance(statement, ast.If)
                and ast.unparse(statement.test) not in IMPORT_TIME_FALSE
            ):
                problems.append(f"{name}:{statement.lineno}: top-level if")
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                if (isinstance(func, ast.Name) and func.id in FORBIDDEN_BUILTINS) or (
                    isinstance(func, ast.Attribute) and func.attr in FORBIDDEN_METHODS
                ):
                    problems.append(f"{name}:{node.lineno}: calls {ast.unparse(func)}")
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                modules = [a.name for a in node.names] if isinstance(node, ast.Import) else []
                if isinstance(node, ast.ImportFrom) and node.module:
                    modules.append(node.module)
                for module in modules:
                    if module.split(".")[0] in ("os", "subprocess", "socket", "shutil", "builtins"):
                        problems.append(f"{name}:{node.lineno}: imports {module}")
    return problems


def expected_doc(text: str) -> str:
    """What ``inspect.cleandoc`` can give back of a description: the text itself when it is
    already clean (no tabs, no indentation common to all its lines, no blank first or last
    line), which every description upstream writes is."""
    while (clean := inspect.cleandoc(text)) != text:
        text = clean
    return text


def keeps_words(docstring: str | None, description: str) -> bool:
    """Whether ``docstring`` says ``description``: its words, in order, at its end (the
    docstring wraps them, under a summary line of its own when the description's first
    sentence is not one)."""
    words = expected_doc(description).split()
    return docstring is not None and docstring.split()[-len(words) :] == words


def _class_docstrings(tree: ast.Module) -> dict[str, ast.ClassDef]:
    return {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}


def _following_docstrings(body: list[ast.stmt]) -> dict[str, str]:
    """``name -> docstring`` for assignments followed by a string expression."""
    out = {}
    for statement, following in zip(body, body[1:], strict=False):
        target = None
        if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
            target = statement.target.id
        elif isinstance(statement, ast.Assign) and isinstance(statement.targets[0], ast.Name):
            target = statement.targets[0].id
        if (
            target is not None
            and isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        ):
            out[target] = following.value.value
    return out


def docstring_problems(generated: Generated) -> list[str]:
    """Every description of a top-level object definition and its properties, compared with
    the docstrings in ``models.py`` and ``wire.py``."""
    problems = []
    sources = generated.sources()
    models = ast.parse(sources["models.py"])
    wire = ast.parse(sources["wire.py"])
    classes = _class_docstrings(models)
    wire_classes = _class_docstrings(wire)
    wire_assigned = _following_docstrings(wire.body)
    document = generated.document()
    # The names come from the model, where the namer decides them (clashes included).
    model = build_model(in_memory(document, "schema.json"))
    for def_name, definition in document["$defs"].items():
        if not is_plain_object(definition):
            continue
        built = model.definitions[def_name]
        assert isinstance(built, ObjectDef), def_name
        cls = built.class_name
        attributes = {f.wire_name: f.py_name for f in built.fields}
        description = definition.get("description")
        node = classes.get(cls)
        if node is None:
            problems.append(f"models.py: no class {cls} for {def_name!r}")
            continue
        if description:
            want = expected_doc(description)
            got = ast.get_docstring(node, clean=True)
            if not keeps_words(got, want):
                problems.append(f"models.{cls}: docstring {got!r} does not say {want!r}")
            wire_node = wire_classes.get(cls)
            wire_doc = (
                ast.get_docstring(wire_node, clean=True)
                if wire_node is not None
                else inspect.cleandoc(wire_assigned.get(cls, ""))
            )
            if not keeps_words(wire_doc, want):
                problems.append(f"wire.{cls}: docstring {wire_doc!r} does not say {want!r}")
        attribute_docs = _following_docstrings(node.body)
        for wire_name, prop in definition["properties"].items():
            if not isinstance(prop, dict) or not prop.get("description") or "default" in prop:
                continue
            attr = attributes[wire_name]
            want = expected_doc(prop["description"])
            got = inspect.cleandoc(attribute_docs.get(attr, ""))
            if not keeps_words(got, want):
                problems.append(f"models.{cls}.{attr}: docstring {got!r} does not say {want!r}")
    return problems


def is_plain_object(definition: Any) -> bool:
    """A definition that becomes one dataclass and one TypedDict of its own properties."""
    return (
        isinstance(definition, dict)
        and isinstance(definition.get("properties"), dict)
        and not {"oneOf", "anyOf", "allOf", "enum"} & set(definition)
    )


def expectations(generated: Generated) -> dict[str, Any]:
    """What the import check verifies in the fresh interpreter, from the schema."""
    consts = []
    wire_keys = []
    document = generated.document()
    model = build_model(in_memory(document, "schema.json"))
    for def_name, definition in document["$defs"].items():
        if not is_plain_object(definition):
            continue
        built = model.definitions[def_name]
        assert isinstance(built, ObjectDef), def_name
        cls = built.class_name
        attributes = {f.wire_name: f.py_name for f in built.fields}
        wire_keys.append([cls, sorted(definition["properties"])])
        for wire_name, prop in definition["properties"].items():
            required = wire_name in definition.get("required", [])
            if isinstance(prop, dict) and "const" in prop and required:
                consts.append([cls, attributes[wire_name], prop["const"]])
    return {
        "package": generated.package,
        "instances": generated.case.instances,
        "consts": consts,
        "wire_keys": wire_keys,
    }


# Runs in a fresh interpreter: imports each package under an audit hook, then checks it.
IMPORT_CHECK = r"""
import dataclasses, importlib, json, sys

FORBIDDEN = ("os.system", "os.exec", "os.posix_spawn", "os.spawn", "os.fork", "os.kill",
             "subprocess.Popen", "socket.", "os.remove", "os.unlink", "os.rename", "os.rmdir",
             "shutil.", "os.mkdir", "os.chmod", "urllib.", "http.", "ctypes.", "webbrowser.")
events = []

def hook(event, args):
    if event.startswith(FORBIDDEN):
        events.append(event)
    elif event == "open" and len(args) > 2 and isinstance(args[2], int) and args[2] & 0o3:
        events.append(f"open for writing: {args[0]!r}")
    elif event == "open" and isinstance(args[1], str) and set(args[1]) & set("wax+"):
        events.append(f"open for writing: {args[0]!r}")

plan = json.load(sys.stdin)
sys.path.insert(0, plan["path"])
sys.addaudithook(hook)
report = {}
for spec in plan["packages"]:
    problems = []
    name = spec["package"]
    for module in ("", ".models", ".wire", ".validation"):
        importlib.import_module(name + module)
    if events:
        problems.append(f"import ran {sorted(set(events))}")
        events.clear()
    package = sys.modules[name]
    models = sys.modules[name + ".models"]
    wire = sys.modules[name + ".wire"]
    validation = sys.modules[name + ".validation"]
    for type_name, instance in spec["instances"]:
        try:
            value = package.from_wire(type_name, instance)
            back = package.to_wire(value)
        except Exception as error:
            problems.append(f"{type_name}: from_wire({instance!r}) raised {error!r}")
            continue
        if json.dumps(back, sort_keys=True) != json.dumps(
            instance, sort_keys=True
        ):
            problems.append(f"{type_name}: {instance!r} came back as {back!r}")
        errors = validation.validate(type_name, instance)
        if errors:
            problems.append(f"{type_name}: {instance!r} does not validate: {errors!r}")
    for cls, attr, value in spec["consts"]:
        defaults = {f.name: f.default for f in dataclasses.fields(getattr(models, cls))}
        if defaults.get(attr) != value or type(defaults.get(attr)) is not type(value):
            problems.append(f"{cls}.{attr}: default {defaults.get(attr)!r} != const {value!r}")
    for cls, keys in spec["wire_keys"]:
        typed = getattr(wire, cls)
        if not hasattr(typed, "__required_keys__"):
            problems.append(f"wire.{cls} is not a TypedDict")
            continue
        got = sorted(typed.__required_keys__ | typed.__optional_keys__)
        if got != keys:
            problems.append(f"wire.{cls}: keys {got!r} != {keys!r}")
    if events:
        problems.append(f"using the package ran {sorted(set(events))}")
        events.clear()
    report[name] = problems
print(json.dumps(report))
"""


def import_problems(packages: Iterable[Generated], path: Path) -> dict[str, list[str]]:
    """Import and exercise every package in one fresh interpreter; problems by package."""
    plan = {"path": str(path), "packages": [expectations(g) for g in packages]}
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_CHECK],
        input=json.dumps(plan),
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    # The payload's shell command would print the sentinel as a line of its own.
    output = result.stdout.splitlines()
    assert SENTINEL not in output + result.stderr.splitlines(), "a planted payload ran"
    assert result.returncode == 0, result.stderr[-3000:]
    assert len(output) == 1, f"importing printed {output[:-1]!r}"
    report: dict[str, list[str]] = json.loads(output[0])
    return report


def mypy_output(paths: Iterable[Path], cwd: Path) -> tuple[int, str]:
    """``mypy --strict`` over many packages in one run."""
    packages = [arg for path in paths for arg in ("-p", path.name)]
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--no-incremental",
            "--cache-dir",
            os.devnull,
            *packages,
        ],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, "MYPYPATH": str(cwd)},
        check=False,
    )
    return result.returncode, result.stdout + result.stderr


def check_python(generated: list[Generated], workdir: Path) -> None:
    """Every Python check on every generated package, the slow ones batched."""
    python = workdir / "python"
    python.mkdir(exist_ok=True)
    for g in generated:
        shutil.copytree(g.package_dir, python / g.package, dirs_exist_ok=True)
    problems: dict[str, list[str]] = {g.package: [] for g in generated}
    for g in generated:
        problems[g.package] += static_problems(g.sources())
        problems[g.package] += docstring_problems(g)
    for package, found in import_problems(generated, python).items():
        problems[package] += found
    failing = {package: found for package, found in problems.items() if found}
    assert not failing, json.dumps(failing, indent=1, ensure_ascii=False)[:6000]
    code, output = mypy_output((python / g.package for g in generated), python)
    assert code == 0, output[-6000:]


def check_mdx(generated: list[Generated]) -> None:
    """Every docs section of every package compiles (one node process)."""
    documents = {
        f"{g.package}/{p.name}": p.read_text(encoding="utf-8")
        for g in generated
        for p in sorted((g.root / "docs").glob("*.mdx"))
    }
    failures = compile_failures(documents)
    assert not failures, json.dumps(failures, indent=1)[:6000]


# -- the corpus ------------------------------------------------------------------------------

RESERVED_PROPERTIES = (
    "__class__",
    "__init__",
    "self",
    "def",
    "None",
    "from_wire",
    "to_wire",
    "additional_properties",
    "_meta",
    "cls",
    "tolerant",
    "path",
    "import",
    "match",
    "type",
    "1st",
    "with space",
    "$ref",
    "a.b",
    "__slots__",
    "_FIELDS",
    "_parse",
    "field",
    "list",
    "dict",
    "str",
    "tuple",
    "float",
    "UNSET",
    "JSONValue",
    "\u210cello",  # a blackletter capital H, which NFKD folds to an ASCII H
)


def reserved_names_case() -> Case:
    properties: dict[str, Any] = {name: {"type": "string"} for name in RESERVED_PROPERTIES}
    properties["_meta"] = {"type": ["object", "null"], "additionalProperties": True}
    # a list annotation in the same class body: the field `list` must not shadow the builtin
    properties["entries"] = {"type": "array", "items": {"type": "integer"}}
    instance: dict[str, Any] = {name: f"value of {name}" for name in RESERVED_PROPERTIES}
    instance["entries"] = [1, 2]
    instance["_meta"] = {"__class__": PAYLOADS[0]}
    instance[PAYLOADS[0]] = "an unknown key, kept"
    document = schema(
        {
            "Reserved": {
                "type": "object",
                "description": "Every property name a Python class body could trip over.",
                "properties": properties,
                "required": ["__class__", "def", "None"],
            }
        }
    )
    minimal = {"__class__": "c", "def": "d", "None": "n"}
    return Case("reserved_names", document, [("Reserved", instance), ("Reserved", minimal)])


def hostile_text_case() -> Case:
    """Each payload as a description, title, const, enum value, default and x- annotation."""
    defs: dict[str, Any] = {}
    instances: list[tuple[str, Any]] = []
    for index, text in enumerate(PAYLOADS):
        name = f"Text{index}"
        defs[name] = {
            "type": "object",
            "title": text,
            "description": text,
            "x-hostile": text,
            "examples": [{"tag": text}],
            "properties": {
                "tag": {"type": "string", "const": text, "description": text, "title": text},
                "choice": {"type": "string", "enum": [text, text + "!"], "description": text},
                "free": {"type": "string", "default": text, "description": text},
                "nested": {"$ref": f"#/$defs/{name}Enum", "description": text},
            },
            "required": ["tag"],
        }
        defs[f"{name}Enum"] = {"type": "string", "enum": [text, "plain"], "description": text}
        defs[f"{name}Alias"] = {"type": ["string", "null"], "description": text}
        instances += [
            (name, {"tag": text, "choice": text + "!", "free": text, "nested": text}),
            (f"{name}Enum", text),
            (f"{name}Alias", text),
        ]
    return Case("hostile_text", schema(defs, title=PAYLOADS[0]), instances)


PATTERNS = (
    "^[\"']+$",
    r"^\\N\{BULLET\}$",
    r'^"""$',
    r"^\}\{\$$",
    r"^[^\n]*$",
    r"^(?:a|b)\u00e9$",
)


def patterns_case() -> Case:
    """Patterns full of quotes and escapes reach the validators as the same regex."""
    matching = ('"\'"', "\\N{BULLET}", '"""', "}{$", "no newline", "b\u00e9")
    properties = {f"p{i}": {"type": "string", "pattern": p} for i, p in enumerate(PATTERNS)}
    document = schema({"Patterns": {"type": "object", "properties": properties}})
    instance = {f"p{i}": text for i, text in enumerate(matching)}
    return Case("patterns", document, [("Patterns", instance)])


def tagged_union_case() -> Case:
    """Discriminator values, and the discriminator's own name, that are hostile to Python.

    (Names and labels MDX cannot hold verbatim are rejected: see
    ``test_names_mdx_cannot_hold_fail_with_their_pointer``.)
    """
    tag = "kind'''"
    texts = ("a'b", "'''x", "\\y", "$ref z", "#w", "\\N[BULLET]")
    variants = [
        {
            "type": "object",
            "description": PAYLOADS[index],
            "properties": {tag: {"type": "string", "const": text}, "value": {"type": "string"}},
            "required": [tag],
        }
        for index, text in enumerate(texts)
    ]
    document = schema({"Tagged": {"description": PAYLOADS[1], "oneOf": variants}})
    instances = [("Tagged", {tag: text, "value": PAYLOADS[2]}) for text in texts]
    return Case("tagged_union", document, instances)


def definition_names_case() -> Case:
    """Definition names that are not identifiers, but map to distinct class names."""
    names = (
        "class",
        "None",
        "Any",
        "TypedDict",
        "from_wire",
        "123Start",
        "with space",
        "dash-name",
        "dotted.name",
        "\u00c4\u00d6\u00dc",  # NFKD: AOU
        "\ufb01le",  # the fi ligature: NFKD gives "file"
        "Unset",
        "WireError",
        "JSONValue",
    )
    defs = {
        name: {
            "type": "object",
            "description": f"Named {name!r}.",
            "properties": {"next": {"$ref": f"#/$defs/{names[(i + 1) % len(names)]}"}},
        }
        for i, name in enumerate(names)
    }
    return Case("definition_names", schema(defs), [("class", {"next": {"next": {}}})])


def hostile_file_name_case() -> Case:
    """The base file's name lands in every header comment."""
    document = schema({"Plain": {"type": "object", "properties": {"a": {"type": "string"}}}})
    return Case(
        "file_name",
        document,
        [("Plain", {"a": "x"})],
        base_name=f'evil\n{FIRE}\n""".json',
    )


def overlay_case() -> Case:
    """Our additions merged into our own v1 base, with hostile text on every definition."""
    document = json.loads((REPO / "schema" / "v1" / "acp.json").read_text(encoding="utf-8"))
    document["title"] = PAYLOADS[0]
    for index, definition in enumerate(document["$defs"].values()):
        definition["description"] = PAYLOADS[index % len(PAYLOADS)]
        for prop in definition.get("properties", {}).values():
            prop["description"] = PAYLOADS[(index + 1) % len(PAYLOADS)]
    text = {"type": "text", "text": PAYLOADS[0]}
    instances = [
        ("PromptSuggestion", {"prompt": [text], "_meta": None}),
        (
            "SessionUpdate",
            {"sessionUpdate": "prompt_suggestions_update", "suggestions": [{"prompt": [text]}]},
        ),
    ]
    return Case("overlay", document, instances, flavour="unstable", base_name="x.unstable.json")


def recursive_aliases_case() -> Case:
    """Recursive types: an alias on a cycle through a list and a union, and a cycle of two
    aliases through a union with a class, written as forward references."""
    leaf = {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}
    document = schema(
        {
            "Json": {
                "anyOf": [{"type": "array", "items": {"$ref": "#/$defs/Json"}}, {"type": "string"}]
            },
            "Tree": {"type": "array", "items": {"$ref": "#/$defs/Node"}},
            "Node": {"anyOf": [{"$ref": "#/$defs/Tree"}, {"$ref": "#/$defs/Leaf"}]},
            "Leaf": leaf,
        }
    )
    instances = [("Json", ["a", ["b", []]]), ("Tree", [[{"name": "a"}], {"name": "b"}])]
    return Case("recursive_aliases", document, instances)


CORPUS = (
    reserved_names_case(),
    hostile_text_case(),
    patterns_case(),
    tagged_union_case(),
    definition_names_case(),
    overlay_case(),
    recursive_aliases_case(),
)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[Generated], Path]:
    workdir = tmp_path_factory.mktemp("hostile")
    generated = []
    for case in CORPUS:
        result = generate(case, workdir, f"hostile_{case.name}")
        assert not isinstance(result, GenerationError), f"{case.name}: {result}"
        generated.append(result)
    return generated, workdir


@pytest.mark.slow
def test_the_corpus_generates_safe_python(corpus: tuple[list[Generated], Path]) -> None:
    check_python(*corpus)


@pytest.mark.slow
def test_the_corpus_docs_compile(corpus: tuple[list[Generated], Path]) -> None:
    check_mdx(corpus[0])


@pytest.mark.slow
def test_a_hostile_base_file_name_stays_text(tmp_path: Path) -> None:
    case = hostile_file_name_case()
    result = generate(case, tmp_path, "hostile_file_name")
    assert not isinstance(result, GenerationError), str(result)
    check_python([result], tmp_path)
    check_mdx([result])


@pytest.mark.slow
def test_checks_catch_what_they_claim_to(tmp_path: Path) -> None:
    """The import check sees a payload that runs, and the static check sees top-level code."""
    assert sorted(static_problems({"m.py": f"x = 1\n{FIRE}\n"})) == [
        "m.py:2: calls __import__",
        "m.py:2: calls __import__('os').system",
        "m.py:2: top-level expression",
    ]
    package = tmp_path / "python" / "fires"
    package.mkdir(parents=True)
    for module in ("__init__", "models", "wire", "validation"):
        (package / f"{module}.py").write_text("")
    (package / "models.py").write_text("open(__file__ + '.written', 'w')\n")
    (tmp_path / "schema.json").write_text(json.dumps(schema({})))
    fake = Generated(Case("fires", schema({})), "fires", tmp_path)
    written = str(package / "models.py.written")
    assert import_problems([fake], tmp_path / "python")["fires"] == [
        f"import ran {[f'open for writing: {written!r}']}"
    ]


# -- hypothesis ------------------------------------------------------------------------------

# Any code point but lone surrogates, which JSON text cannot carry (see test_cli_input).
characters = st.characters(blacklist_categories=("Cs",))
names = st.text(characters, min_size=1, max_size=12)
texts = st.text(characters, max_size=40) | st.sampled_from(PAYLOADS)


@st.composite
def hostile_documents(draw: st.DrawFn) -> Case:
    """An object with drawn property names and texts, an enum and an alias of drawn values."""
    props = draw(st.lists(names, min_size=1, max_size=5, unique=True))
    descriptions = [draw(texts) for _ in props]
    const = draw(texts)
    values = draw(st.lists(texts, min_size=1, max_size=4, unique=True))
    def_name = draw(names)
    properties: dict[str, Any] = {
        p: {"type": "string", "description": d} for p, d in zip(props, descriptions, strict=True)
    }
    properties[props[0]] = {"type": "string", "const": const, "description": descriptions[0]}
    document = schema(
        {
            def_name: {
                "type": "object",
                "description": draw(texts),
                "properties": properties,
                "required": [props[0]],
            },
            "Choice": {"type": "string", "enum": values, "description": draw(texts)},
        },
        title=draw(texts),
    )
    instance = {p: draw(texts) for p in props}
    instance[props[0]] = const
    instances = [(def_name, instance), ("Choice", values[-1])]
    return Case("drawn", document, instances)


@pytest.mark.slow
def test_drawn_names_and_texts(tmp_path: Path) -> None:
    """Generation succeeds or fails with problems that name a pointer; what succeeds passes
    every check (run once over all drawn packages)."""
    generated: list[Generated] = []
    drawn = iter(range(1000))

    @settings(
        max_examples=12,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(hostile_documents())
    def generate_one(case: Case) -> None:
        result = generate(case, tmp_path, f"drawn_{next(drawn)}")
        if isinstance(result, GenerationError):
            assert result.problems
            assert all("#/" in str(p) or p.file for p in result.problems)
            return
        static = static_problems(result.sources()) + docstring_problems(result)
        assert not static, static
        generated.append(result)

    generate_one()
    assert generated, "every drawn schema was rejected"
    check_python(generated, tmp_path)
    check_mdx(generated)


# --- names that meet after conversion, and names that cannot be placed ----------------------------
def run(tmp_path: Path, document: Any, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """``generate --base`` (without our additions) into a directory holding a sentinel file."""
    base = tmp_path / "names.json"
    base.write_text(json.dumps(document), encoding="utf-8")
    out = tmp_path / "out"
    write_tree(out, {"sentinel.json": b"untouched"})
    argv = ["generate", "--protocol", "v1", "--no-additions", "--base", str(base)]
    code = main([*argv, "--out", str(out)])
    err = capsys.readouterr().err
    if code != 0:
        assert read_tree(out) == {"sentinel.json": b"untouched"}
    return code, err


def obj(*names: str) -> dict[str, Any]:
    return {"type": "object", "properties": {n: {"type": "string"} for n in names}}


def tagged(*tags: str) -> dict[str, Any]:
    return {
        "oneOf": [
            {
                "type": "object",
                "properties": {"kind": {"type": "string", "const": tag}},
                "required": ["kind"],
            }
            for tag in tags
        ]
    }


# Names that meet after conversion, and the distinct names the namer gives them: a name the
# schema spells as Python does keeps it, the other takes the next candidate.
MEETINGS = {
    "camel-and-snake-properties": (
        {"Twins": obj("fooBar", "foo_bar")},
        ["    foo_bar_: str | None = None", "    foo_bar: str | None = None", '"fooBar"'],
    ),
    "meta-beside-_meta": (
        {"Meta": obj("_meta", "meta")},
        ["    meta_: str | None = None", "    meta: str | None = None", '"_meta"'],
    ),
    "properties-differing-in-case": (
        {"Case": obj("value", "Value")},
        ["    value: str | None = None", "    value_: str | None = None", '"Value"'],
    ),
    "accented-look-alike-properties": (
        {"Accents": obj("na\u00efve", "naive")},
        ["    naive_: str | None = None", "    naive: str | None = None"],
    ),
    "definitions-differing-in-case": (
        {"foo": obj("a"), "Foo": obj("a")},
        ["class Foo(", "class FooDefinition("],
    ),
    "definitions-without-ascii-letters": (
        {"\u03a9": obj("a"), "\u0416": obj("a")},
        ["class Type(", "class TypeDefinition("],
    ),
    "definitions-with-separators": (
        {"foo-bar": obj("a"), "foo_bar": obj("a")},
        ["class FooBar(", "class FooBarDefinition("],
    ),
    "variant-tags": (
        {"Union": tagged("a-b", "a_b")},
        ["class ABUnion(", "class ABUnionVariant("],
    ),
}


@pytest.mark.parametrize("case", sorted(MEETINGS))
def test_names_that_meet_get_distinct_names_deterministically(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    """Without a profile nothing fails: every output is written, the same way every run."""
    defs, expected = MEETINGS[case]
    code, err = run(tmp_path, schema(defs), capsys)
    assert code == 0, err
    first = read_tree(tmp_path / "out")
    models = first["python/acp_schema/models.py"].decode()
    for text in expected:
        assert text in models, models
    assert "pydantic/acp_schema.py" in first
    assert run(tmp_path, schema(defs), capsys)[0] == 0
    assert read_tree(tmp_path / "out") == first


def test_variant_named_like_a_definition_is_resolved_deterministically(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A variant class that would take a definition's class name gets ``Variant`` appended,
    the same way on every run."""
    document = schema({"Union": tagged("plain", "other"), "PlainUnion": obj("a")})
    assert run(tmp_path, document, capsys)[0] == 0
    first = read_tree(tmp_path / "out")
    models = first["python/acp_schema/models.py"].decode()
    assert "class PlainUnionVariant(" in models
    assert "class PlainUnion(" in models
    assert run(tmp_path, document, capsys)[0] == 0
    assert read_tree(tmp_path / "out") == first


def test_unicode_look_alikes_that_do_not_collide_stay_apart(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A Cyrillic letter has no ASCII form and is dropped; the wire key is kept exactly."""
    document = schema({"Looks": obj("d\u0430ta", "data")})
    assert run(tmp_path, document, capsys)[0] == 0
    models = read_tree(tmp_path / "out")["python/acp_schema/models.py"].decode()
    assert 'v0 = data.get("d\u0430ta", _MISSING)' in models
    assert 'v1 = data.get("data", _MISSING)' in models
    assert '("dta", "data", "additional_properties")' in models


@pytest.mark.parametrize("name", ["../../escaped", "../escaped", "a/../../b"])
def test_definition_names_cannot_write_outside_the_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    code, err = run(tmp_path, schema({name: obj("a")}), capsys)
    assert code == 2, err
    assert "output path would leave the output directory" in err
    assert not list(tmp_path.rglob("escaped*")) and not (tmp_path / "b.mdx").exists()


@pytest.mark.parametrize(
    "document",
    [
        schema({"<script>": obj("a")}),
        schema({"Tags": tagged('a"b')}),
        schema({"Props": obj("x{y}")}),
    ],
    ids=["definition", "variant-label", "property"],
)
def test_names_mdx_cannot_hold_fail_with_their_pointer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], document: dict[str, Any]
) -> None:
    code, err = run(tmp_path, document, capsys)
    assert code == 2, err
    assert "cannot be placed in MDX" in err
    assert "#/$defs/" in err


def test_docs_problems_name_the_base_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = run(tmp_path, schema({"<script>": obj("a")}), capsys)
    assert code == 2
    assert "names.json#/$defs/<script>" in err
