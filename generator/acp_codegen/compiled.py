"""The opt-in compiled build of a generated package: its hot modules compiled with mypyc.

The generated package is plain, typed Python (``mypy --strict`` clean), which is what mypyc
compiles. The modules every message goes through, :data:`HOT_MODULES` (the validators and
their runtime, the models and their parsers), become C extension modules that Python imports
in place of the ``.py`` files beside them: an interpreter finds
``validation.cpython-311-x86_64-linux-gnu.so`` before ``validation.py``. The ``.py`` files
stay, unchanged, as the fallback: an interpreter the extensions were not built for (another
Python version, another platform) imports them, as a pure wheel does. The source is the same
either way; compiled and pure give the same results (``tests/run/test_compiled.py``).

Two ways in, one mechanism:

- :func:`extensions`, for a build script: the ``ext_modules`` of setuptools' ``setup()``
  (mypyc's setuptools integration), so an SDK that vendors the package ships compiled wheels
  and a pure sdist, as black and mypy do;
- :func:`compile_in_place` (``acp-codegen compile PACKAGE``): the same extensions built
  beside the modules of a package folder, for trying it out and for the tests and benchmarks.

Each version package is one group, one shared library (``_native__mypyc``) beside its
modules, so the calls between its modules stay native and a package folder holds all it needs.
mypyc is mypy's: the build uses the mypy this tool pins.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from acp_codegen.errors import UsageError

HOT_MODULES: Final = ("_validation_runtime", "models", "validation")
"""The modules of a version package that are compiled (those a package lacks are skipped):
the validators and their runtime, and the models with their parsers.

Not the models' runtime (``_runtime``): compiled, its ``WireModel`` would be a native class,
which the models, classes that are no native class (``_runtime.model`` makes each a
dataclass), may not subclass. The models compile because each class comes after the classes
its bare annotations name, which a compiled build loads as it builds the class (see
``acp_codegen.render.python.module_order``)."""

GROUP: Final = "_native"
"""The shared library of a version package's compiled modules: ``<version package>._native``,
a file ``_native__mypyc.<platform tag>.so`` beside them."""

OPT_LEVEL: Final = "3"
"""The C compiler's optimisation level of a build (mypyc's default)."""


def hot_modules(package: Path, modules: Collection[str] = HOT_MODULES) -> list[Path]:
    """The modules named ``modules`` (default: :data:`HOT_MODULES`) of every version package
    in ``package`` (a package of version packages, such as
    ``generated/python/acp_prompt_suggestions``, or one version package), sorted;
    UsageError when there is none."""
    if not (package / "__init__.py").is_file():
        raise UsageError(f"{package}: not a Python package (no __init__.py)")
    found = sorted(
        path
        for path in package.rglob("*.py")
        if path.stem in modules and (path.parent / "__init__.py").is_file()
    )
    if not found:
        raise UsageError(f"{package}: no module to compile ({', '.join(sorted(modules))})")
    return found


def module_name(folder: Path) -> str:
    """The dotted name of the package in ``folder``: its name and those of the packages
    above it (each folder with an ``__init__.py``)."""
    names = [folder.name]
    parent = folder.resolve().parent
    while (parent / "__init__.py").is_file():
        names.append(parent.name)
        parent = parent.parent
    return ".".join(reversed(names))


def import_root(package: Path) -> Path:
    """The folder ``package`` is imported from (the first above it without ``__init__.py``)."""
    root = package.resolve().parent
    while (root / "__init__.py").is_file():
        root = root.parent
    return root


def extensions(
    package: str | os.PathLike[str],
    *,
    build_dir: str = "build",
    modules: Collection[str] = HOT_MODULES,
    opt_level: str = OPT_LEVEL,
) -> list[Any]:
    """The extension modules (setuptools' ``Extension``, which has no type information) of
    the compiled build of ``package``, for ``setup(ext_modules=...)``; ``package`` is a
    path as the build script sees it (relative to its folder, as setuptools wants). mypyc
    type-checks the package and writes its C into ``build_dir``; ``modules`` and
    ``opt_level`` as :func:`compile_in_place` takes them."""
    from mypyc.build import mypycify

    files = hot_modules(Path(package), modules)
    folders = sorted({path.parent for path in files})
    groups: list[tuple[list[str], str | None]] = [
        (
            [str(path) for path in files if path.parent == folder],
            f"{module_name(folder)}.{GROUP}",
        )
        for folder in folders
    ]
    return mypycify(
        [str(path) for path in files],
        separate=groups,
        target_dir=build_dir,
        opt_level=opt_level,
    )


@dataclass(frozen=True)
class Compiled:
    """What :func:`compile_in_place` built: the extension files (beside the modules they
    replace), and the build's wall and CPU seconds (mypyc and the C compiler)."""

    files: tuple[Path, ...]
    wall: float
    cpu: float

    @property
    def size(self) -> int:
        """The extensions' size in bytes."""
        return sum(path.stat().st_size for path in self.files)


# Run by a fresh interpreter as ``-c BUILD PACKAGE C_FOLDER MODULES OPT_LEVEL build_ext ...``
# in an empty folder, so that no pyproject.toml or setup.cfg of the project is read as
# setuptools' or mypy's configuration.
_BUILD = (
    "import sys\n"
    "from setuptools import setup\n"
    "from acp_codegen.compiled import extensions\n"
    "package, c_folder, modules, opt_level = sys.argv[1:5]\n"
    "del sys.argv[1:5]\n"
    "setup(name='compiled', ext_modules=extensions(package, build_dir=c_folder, "
    "modules=modules.split(','), opt_level=opt_level))\n"
)


def compile_in_place(
    package: Path,
    *,
    jobs: int | None = None,
    modules: Collection[str] = HOT_MODULES,
    opt_level: str = OPT_LEVEL,
) -> Compiled:
    """Compile the modules ``modules`` of ``package`` (see :func:`hot_modules`) and put each
    extension beside the module it replaces, and each version package's shared library in
    its folder. ``jobs``: version packages compiled at once (default: one per CPU);
    ``opt_level``: the C compiler's (``"0"`` builds in a fraction of the time, runs slower).
    Raises UsageError with the compiler's output when the build fails."""
    package = package.resolve()
    hot_modules(package, modules)
    root = import_root(package)
    start, cpu = time.perf_counter(), _children_cpu()
    with tempfile.TemporaryDirectory(prefix="acp-codegen-compile-") as folder:
        work = Path(folder)
        built = work / "lib"
        command = [
            sys.executable,
            "-c",
            _BUILD,
            str(package),
            str(work / "c"),
            ",".join(sorted(modules)),
            opt_level,
            "build_ext",
            "--build-lib",
            str(built),
            "--build-temp",
            str(work / "temp"),
            "--parallel",
            str(jobs or os.cpu_count() or 1),
        ]
        result = subprocess.run(command, cwd=work, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            output = (result.stdout + result.stderr).strip()
            raise UsageError(f"{package}: the compiled build failed:\n{output}")
        files = []
        for path in sorted(built.rglob("*")):
            if path.is_file():
                target = root / path.relative_to(built)
                shutil.copyfile(path, target)
                files.append(target)
    return Compiled(tuple(files), time.perf_counter() - start, _children_cpu() - cpu)


def _children_cpu() -> float:
    """CPU seconds of this process's finished children (user and system)."""
    times = os.times()
    return times.children_user + times.children_system
