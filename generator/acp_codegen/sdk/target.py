"""A ``pydantic-module`` target: one module at a configured path, rendered through a profile.

In an SDK's ``pyproject.toml``::

    [[tool.acp-codegen.targets]]
    protocol = "v1"
    base = "schema/schema.json"       # relative to the pyproject
    flavour = "stable"                # "stable": upstream's file as it is
    outputs = ["pydantic-module"]
    module = "src/acp/schema.py"      # relative to the pyproject

    [tool.acp-codegen.targets.profile]
    ...                               # see acp_codegen.sdk.profile

The module is written whole or not at all (a temporary file beside it, then a rename); with
``check`` nothing is written and a stale module is reported.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from acp_codegen.errors import GenerationError, SchemaProblem
from acp_codegen.format import format_python
from acp_codegen.load import FLAVOURS, VERSIONS, load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.sdk.profile import Profile, parse_profile
from acp_codegen.sdk.pydantic_module import render_pydantic_module

OUTPUT = "pydantic-module"
# The keys a pydantic-module target reads; the target's other keys belong to the project
# configuration.
KEYS = frozenset({"protocol", "base", "flavour", "outputs", "module", "profile"})


@dataclass(frozen=True)
class ModuleTarget:
    protocol: str
    base: Path
    flavour: str
    module: Path
    profile: Profile
    # Where the configuration came from, for messages.
    file: str


@dataclass(frozen=True)
class ModuleResult:
    path: Path
    source: str
    warnings: tuple[str, ...]
    seconds: float


def parse_module_target(
    table: Mapping[str, Any], file: Path, where: str, *, strict_keys: bool = True
) -> ModuleTarget:
    """The target in ``table`` (TOML table ``where`` of ``file``); paths are relative to the
    file's folder. GenerationError names the file, the table and each bad key."""
    root = file.parent
    problems: list[SchemaProblem] = []

    def problem(key: str, message: str) -> None:
        problems.append(SchemaProblem(str(file), "", f"[{where}] {key}: {message}"))

    if strict_keys:
        for key in table:
            if key not in KEYS:
                problem(key, "unknown key; expected one of " + ", ".join(sorted(KEYS)))
    protocol = table.get("protocol", "v1")
    if protocol not in VERSIONS:
        problem("protocol", f"expected one of {', '.join(VERSIONS)}")
    flavour = table.get("flavour", "stable")
    if flavour not in FLAVOURS:
        problem("flavour", f"expected one of {', '.join(FLAVOURS)}")
    paths: dict[str, Path] = {}
    for key in ("base", "module"):
        value = table.get(key)
        if not isinstance(value, str) or not value:
            problem(key, "expected a path relative to the configuration file")
        else:
            paths[key] = root / value
    if "module" in paths and paths["module"].suffix != ".py":
        problem("module", "expected the path of a .py file")
    profile_table = table.get("profile", {})
    if not isinstance(profile_table, Mapping):
        problem("profile", "expected a table")
        profile_table = {}
    profile: Profile | None = None
    try:
        profile = parse_profile(profile_table, str(file), f"{where}.profile")
    except GenerationError as error:
        problems.extend(error.problems)
    if problems or profile is None:
        raise GenerationError(problems)
    return ModuleTarget(protocol, paths["base"], flavour, paths["module"], profile, str(file))


def render_module_target(target: ModuleTarget) -> ModuleResult:
    """The formatted module and the profile's warnings (nothing is written)."""
    started = time.perf_counter()
    loaded = load_protocol(target.protocol, target.flavour, base=target.base)
    model = build_model(loaded.document, loaded.label)
    source, warnings = render_pydantic_module(model, target.profile, loaded.label, target.file)
    formatted = format_python({target.module.name: source})[target.module.name]
    elapsed = time.perf_counter() - started
    return ModuleResult(target.module, formatted, tuple(warnings), elapsed)


def write_module(path: Path, source: str) -> None:
    """Replace ``path`` with ``source`` at once: a reader sees the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(source)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def is_stale(path: Path, source: str) -> bool:
    try:
        return path.read_text(encoding="utf-8") != source
    except FileNotFoundError:
        return True
