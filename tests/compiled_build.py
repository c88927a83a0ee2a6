"""Compiled copies of generated packages, as the tests and the benchmarks use them, and the
terms the tests compare a compiled build with the pure one in (a plain module, so no test
module imports another).

A copy is the package folder under another name (its modules import each other relatively,
so the files are the same bytes), with its hot modules compiled by
:func:`acp_codegen.compiled.compile_in_place`; the other name lets the compiled and the pure
package be imported side by side. Compiling takes minutes, so each copy is kept in
``build/compiled/<name>/<key>/``, the key a digest of everything the build reads: the
package's files, the name, the modules compiled, the optimisation level, the build's own
code, mypy's version and the interpreter. Building a new key of a name removes that name's
older builds (each is some 20 MB, and a regenerated package never needs them again). A
name's builds wait for each other (a lock on its folder); two names build at once.

The tests build at :data:`TEST_OPT_LEVEL`: the C compiler's optimisation changes how fast
mypyc's C runs, not what it does (mypyc's translation, which decides the semantics, is the
same at every level), and ``-O0`` compiles the 20 MB of C of a version package in a fraction
of ``-O3``'s minutes. ``make bench`` measures the default build.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.metadata
import json
import shutil
import sys
import sysconfig
import tempfile
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from acp_codegen import compiled
from acp_codegen.write import locked

REPO = Path(__file__).resolve().parent.parent
CACHE = REPO / "build" / "compiled"


@dataclass(frozen=True)
class Build:
    """A compiled copy: the folder to put on ``sys.path``, and what its build took (when it
    was built, maybe by an earlier run)."""

    root: Path
    package: str
    wall: float
    cpu: float
    size: int


TEST_OPT_LEVEL = "0"


def key(package: Path, name: str, modules: Collection[str], opt_level: str) -> str:
    """The digest of everything the compiled copy of ``package`` named ``name`` is built from."""
    digest = hashlib.sha256()
    facts = [
        name,
        sorted(modules),
        opt_level,
        importlib.metadata.version("mypy"),
        sys.version,
        sysconfig.get_config_var("EXT_SUFFIX") or "",
    ]
    digest.update(json.dumps(facts).encode())
    digest.update(Path(compiled.__file__).read_bytes())
    for path in sorted(package.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(path.relative_to(package).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:24]


def compiled_copy(
    package: Path,
    name: str,
    modules: Collection[str] = compiled.HOT_MODULES,
    opt_level: str = TEST_OPT_LEVEL,
) -> Build:
    """The compiled copy of the package folder ``package``, named ``name``, its ``modules``
    compiled: from the cache, or built into it (one build of a name at a time, whichever
    process asks first)."""
    folder = CACHE / name / key(package, name, modules, opt_level)
    folder.parent.mkdir(parents=True, exist_ok=True)
    with locked(folder):  # a lock on the name's folder: its builds wait for each other
        if not folder.exists():
            _build(package, name, folder, modules, opt_level)
            for older in folder.parent.iterdir():
                if older != folder:
                    shutil.rmtree(older, ignore_errors=True)
    figures = json.loads((folder / "build.json").read_text(encoding="utf-8"))
    return Build(folder, name, figures["wall"], figures["cpu"], figures["size"])


def _build(
    package: Path, name: str, folder: Path, modules: Collection[str], opt_level: str
) -> None:
    """Build the copy in a folder of its own, renamed into place once complete."""
    work = Path(tempfile.mkdtemp(prefix=".partial-", dir=folder.parent))
    try:
        copy = work / name
        shutil.copytree(package, copy, ignore=shutil.ignore_patterns("__pycache__"))
        built = compiled.compile_in_place(copy, modules=modules, opt_level=opt_level)
        figures = {"wall": built.wall, "cpu": built.cpu, "size": built.size}
        (work / "build.json").write_text(json.dumps(figures), encoding="utf-8")
        work.rename(folder)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise


def imported(build: Build, module: str) -> ModuleType:
    """``module`` of a compiled copy (``v1.validation``), imported from its cache folder."""
    root = str(build.root)
    if root not in sys.path:
        sys.path.insert(0, root)
    return importlib.import_module(f"{build.package}.{module}")


Outcome = tuple[object, ...]


def outcome(call: Callable[..., object], *args: object, **kwargs: object) -> Outcome:
    """What ``call(*args, **kwargs)`` gives, in terms two builds can be compared by: the
    value it returns, spelled out (:func:`spelled`), or the exception it raises (type,
    message, pointer)."""
    try:
        value = call(*args, **kwargs)
    except Exception as error:  # noqa: BLE001 - the exception is the outcome compared
        return ("raises", type(error).__name__, str(error), getattr(error, "path", None))
    return ("returns", spelled(value))


def spelled(value: object) -> object:
    """A value as plain data: a model by its class, ``repr`` and wire form; a validation
    error or a finding by its fields; lists, tuples and dicts item by item."""
    if isinstance(value, list | tuple):
        return [spelled(item) for item in value]
    if isinstance(value, dict):
        return {key: spelled(item) for key, item in value.items()}
    if hasattr(value, "to_wire"):
        return (type(value).__qualname__, repr(value), value.to_wire())
    if hasattr(value, "rule") and hasattr(value, "path"):
        fields = ("line", "severity", "rule", "path", "message")
        return (type(value).__name__, *(getattr(value, f, None) for f in fields))
    return (type(value).__name__, repr(value))
