"""Import a generated version package by folder, under a private module name.

The CLI runs the code SDKs vendor: the reference package (``generated/python``, which ships
inside this package as ``acp_codegen/reference``, a link in the repository), or one generated
for ``--base`` into a temporary folder (``validate.load_generated_package``). A private name
(derived from the folder) keeps it apart from any installed copy of the package.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from acp_codegen.errors import UsageError

# The name of the reference package, and where the tool finds its own copy of it.
PACKAGE = "acp_prompt_suggestions"
REFERENCE = Path(__file__).resolve().parent / "reference"


def committed_package_dir(version: str) -> Path:
    return REFERENCE / version


def load_package(folder: Path, module: str | None = None) -> ModuleType:
    """The version package in ``folder`` (or its submodule ``module``)."""
    if not (folder / "__init__.py").is_file():
        raise UsageError(f"{folder} holds no generated package; run `make generate`")
    if module is not None and not (folder / f"{module}.py").is_file():
        raise UsageError(f"{folder} has no {module}.py; run `make generate`")
    digest = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:12]
    name = f"_acp_package_{digest}"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, folder / "__init__.py", submodule_search_locations=[str(folder)]
        )
        assert spec is not None and spec.loader is not None
        package = importlib.util.module_from_spec(spec)
        sys.modules[name] = package
        try:
            spec.loader.exec_module(package)
        except BaseException:
            del sys.modules[name]
            raise
    return importlib.import_module(name if module is None else f"{name}.{module}")
