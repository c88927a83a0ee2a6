"""``acp-codegen check-transcript``: run the checker that ships in the generated package.

The checker's logic lives only in the generated ``transcript.py`` of each version package,
so an SDK that vendors the package runs exactly what this command runs. The command imports
that module from the committed ``generated/python`` tree (CI's ``generate --check`` keeps it
equal to what the templates render), under a private module name so it never clashes with an
installed copy of the package.
"""

from __future__ import annotations

import hashlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from generator.errors import UsageError

REPOSITORY = Path(__file__).resolve().parent.parent.parent
GENERATED_PYTHON = REPOSITORY / "generated" / "python"
PACKAGE = "acp_prompt_suggestions"


def load_checker(version: str, package_dir: Path | None = None) -> ModuleType:
    """The ``transcript`` module of one version package.

    ``package_dir`` is the version package's folder (default: the committed
    ``generated/python/acp_prompt_suggestions/<version>``).
    """
    folder = package_dir or GENERATED_PYTHON / PACKAGE / version
    if not (folder / "transcript.py").is_file():
        raise UsageError(f"{folder} has no transcript.py; run `make generate`")
    digest = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:12]
    name = f"_acp_transcript_{version}_{digest}"
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
    return importlib.import_module(f"{name}.transcript")


def check_transcript(
    version: str, path: Path, *, as_json: bool = False, package_dir: Path | None = None
) -> int:
    """Check the log at ``path`` and print the report: the generated module's own ``main``.

    Exit 0 clean (warnings alone included), 1 errors found, 2 unreadable input.
    """
    checker = load_checker(version, package_dir)
    return int(checker.main([*(["--json"] if as_json else []), str(path)]))
