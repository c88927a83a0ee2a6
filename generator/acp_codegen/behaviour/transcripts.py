"""``acp-codegen check-transcript``: run the checker that ships in the generated package.

The checker's logic lives only in the generated ``transcript.py`` of each version package,
so an SDK that vendors the package runs exactly what this command runs. The command imports
that module from the committed ``generated/python`` tree (CI's ``generate --check`` keeps it
equal to what the templates render), under a private module name so it never clashes with an
installed copy of the package.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from acp_codegen.packages import committed_package_dir, load_package


def load_checker(version: str, package_dir: Path | None = None) -> ModuleType:
    """The ``transcript`` module of one version package.

    ``package_dir`` is the version package's folder (default: the committed
    ``generated/python/acp_prompt_suggestions/<version>``).
    """
    return load_package(package_dir or committed_package_dir(version), "transcript")


def check_transcript(
    version: str, path: Path, *, as_json: bool = False, package_dir: Path | None = None
) -> int:
    """Check the log at ``path`` and print the report: the generated module's own ``main``.

    Exit 0 clean (warnings alone included), 1 errors found, 2 unreadable input.
    """
    checker = load_checker(version, package_dir)
    return int(checker.main([*(["--json"] if as_json else []), str(path)]))
