"""``acp-codegen check-transcript``: run the checker that ships in the generated package.

The checker's logic lives only in the generated ``transcript.py`` of each version package,
so an SDK that vendors the package runs exactly what this command runs. The command imports
that module from the committed ``generated/python`` tree (CI's ``generate --check`` keeps it
equal to what the templates render), under a private module name so it never clashes with an
installed copy of the package.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from acp_codegen.behaviour.facts import VERSION_FACTS
from acp_codegen.packages import committed_package_dir, load_package


def load_checker(version: str, package_dir: Path | None = None) -> ModuleType:
    """The ``transcript`` module of one version package.

    ``package_dir`` is the version package's folder (default: the committed
    ``generated/python/acp_prompt_suggestions/<version>``).
    """
    return load_package(package_dir or committed_package_dir(version), "transcript")


def check_transcript(
    version: str | None, path: Path, *, as_json: bool = False, package_dir: Path | None = None
) -> int:
    """Check the log at ``path`` and print the report: the generated module's own ``main``.

    ``version`` None takes the version the log's ``initialize`` states; a given version that the
    log contradicts is refused by the checker. ``package_dir`` is the version package's folder
    (its sibling folders hold the other versions). Exit 0 clean (warnings alone included), 1
    errors found, 2 unreadable input.
    """

    def folder(name: str) -> Path | None:
        return None if package_dir is None else package_dir.parent / name

    if version is None:
        found = detect_version(path, folder)
        if isinstance(found, int):
            return found
        version = found
        package_dir = folder(version)
    checker = load_checker(version, package_dir)
    return int(checker.main([*(["--json"] if as_json else []), str(path)]))


def detect_version(path: Path, folder: Callable[[str], Path | None]) -> str | int:
    """The version whose ``protocolVersion`` the log's ``initialize`` states, or the exit status
    after printing why there is none (2)."""
    first = next(iter(VERSION_FACTS))
    checker = load_checker(first, folder(first))
    try:
        stated = checker.stated_protocol_version(checker.read_lines(path))
    except (OSError, checker.UnreadableLog):
        return int(checker.main([str(path)]))  # reports the problems, exit 2
    by_number = {facts.protocol_version: name for name, facts in VERSION_FACTS.items()}
    if stated in by_number:
        return by_number[stated]
    if stated is None:
        choices = "|".join(sorted(VERSION_FACTS))
        reason = f"no initialize in the log states its protocol version; pass --protocol {choices}"
    else:
        known = ", ".join(sorted(VERSION_FACTS))
        reason = f"the log's initialize states protocol version {stated}; supported: {known}"
    print(f"{path}: unreadable: {reason}", file=sys.stderr)
    return 2
