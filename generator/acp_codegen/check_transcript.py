"""``acp-codegen check-transcript``: run the checker that ships in the generated package.

The checker's logic lives only in the generated ``transcript.py`` of each version package,
so an SDK that vendors the package runs exactly what this command runs. The command imports
that module from the committed ``generated/python`` tree (CI's ``generate --check`` keeps it
equal to what the templates render), under a private module name so it never clashes with an
installed copy of the package.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from pathlib import Path
from types import ModuleType
from typing import IO

from acp_codegen.behaviour.facts import VERSION_FACTS
from acp_codegen.errors import report_error
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
    """Check the log at ``path`` (``-``: stdin) and print the report as it is found: the
    generated module's own ``run``.

    ``version`` None takes the version the log's first ``initialize`` states, read ahead from
    the file (from stdin, the lines up to it are held and then checked); a given version that
    the log contradicts is refused by the checker. ``package_dir`` is the version package's
    folder (its sibling folders hold the other versions). Exit 0 clean (warnings alone
    included), 1 errors found, 2 unreadable input (a log that cannot be read, and every
    unreadable line, printed as the command line prints its errors).
    """

    def folder(name: str) -> Path | None:
        return None if package_dir is None else package_dir.parent / name

    name = str(path)
    first = next(iter(VERSION_FACTS))
    checker = load_checker(version or first, folder(version or first))
    try:
        with checker.open_log(name) as log:
            lines: Iterable[bytes] = log
            if version is None:
                # A file is read again from its start; from stdin (or a pipe), the lines read
                # ahead are held.
                held: list[bytes] | None = None if log.seekable() else []
                found = detect_version(checker, log, held, name)
                if isinstance(found, int):
                    return found
                version = found
                checker = load_checker(version, folder(version))
                if held is None:
                    log.seek(0)
                else:
                    lines = itertools.chain(held, log)
            return int(checker.run(lines, name, as_json=as_json, err=report_error))
    except OSError as error:
        report_error(f"{name}: cannot read: {error.strerror or error}")
        return 2


def detect_version(
    checker: ModuleType, log: IO[bytes], held: list[bytes] | None, name: str
) -> str | int:
    """The version whose ``protocolVersion`` the log's first ``initialize`` states, read from
    ``log`` (each line read is added to ``held`` unless it is None), or the exit status after
    printing why there is none (2), and every unreadable line."""

    def reading() -> Iterator[bytes]:
        for line in log:
            if held is not None:
                held.append(line)
            yield line

    stated = checker.stated_protocol_version(reading())
    by_number = {facts.protocol_version: name for name, facts in VERSION_FACTS.items()}
    if stated in by_number:
        return by_number[stated]
    if stated is None:
        choices = "|".join(sorted(VERSION_FACTS))
        reason = f"no initialize in the log states its protocol version; pass --protocol {choices}"
    else:
        known = ", ".join(sorted(VERSION_FACTS))
        reason = f"the log's initialize states protocol version {stated}; supported: {known}"
    if held is None:
        log.seek(0)
    for item in checker.entries(log if held is None else held):
        if isinstance(item, checker.Unreadable):
            report_error(f"{name}:{item.line}: unreadable: {item.reason}")
    report_error(f"{name}: unreadable: {reason}")
    return 2
