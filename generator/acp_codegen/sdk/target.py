"""A ``pydantic-module`` target: one module at a configured path, rendered through a profile.

In an SDK's ``pyproject.toml``::

    [[tool.acp-codegen.targets]]
    protocol = "v1"
    base = "schema/schema.json"       # relative to the pyproject
    additions = false                 # true: acp-codegen's additions merged (default: false)
    outputs = ["pydantic-module"]     # this output alone
    module = "src/acp/schema.py"      # relative to the pyproject; instead of 'out'
    helpers = "src/acp/prompt_suggestions"  # optional: the proposal's helpers on its models

    [tool.acp-codegen.targets.profile]
    ...                               # see acp_codegen.sdk.profile

The module is written whole or not at all (a temporary file beside it, then a rename), and
so is the helpers package (see :mod:`acp_codegen.sdk.helpers`), a folder beside the module
that the target owns; with ``check`` nothing is written and a stale file is reported.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from acp_codegen import config_tables
from acp_codegen.errors import UsageError
from acp_codegen.sdk.profile import Profile, parse_profile

OUTPUT = "pydantic-module"
# The keys a pydantic-module target reads.
KEYS = frozenset({"protocol", "base", "additions", "outputs", "module", "helpers", "profile"})


@dataclass(frozen=True)
class ModuleTarget:
    """One module, written at ``module``, shaped by ``profile``."""

    protocol: str
    base: Path
    # Whether our additions are merged into ``base`` (the SDK's schema file as it is when not).
    additions: bool
    module: Path
    profile: Profile
    where: str
    # The helpers package's folder, beside the module; None: no helpers.
    helpers: Path | None = None

    @property
    def out(self) -> Path:
        """What the target owns, for the configuration's overlap check: the module (its
        helpers package is beside it, in the same folder)."""
        return self.module

    @property
    def needs_prettier(self) -> bool:
        return False


@dataclass(frozen=True)
class ModuleResult:
    path: Path
    source: str
    warnings: tuple[str, ...]
    seconds: float
    # The helpers package: its folder and files (relative path -> formatted source).
    helpers: tuple[Path, dict[str, str]] | None = None


def is_module_target(table: Mapping[str, Any]) -> bool:
    """A target that writes one module: it names ``module``, or asks for ``pydantic-module``."""
    outputs = table.get("outputs")
    return "module" in table or (isinstance(outputs, list) and OUTPUT in outputs)


def parse_module_target(table: Mapping[str, Any], where: str, root: Path) -> ModuleTarget:
    """The module target in ``table``; ``where`` names the file and the table in messages, and
    paths are relative to ``root``. UsageError names the key; GenerationError names each
    problem of the profile."""
    additions = config_tables.additions(table, where) or False
    config_tables.check_keys(table, KEYS, where)
    if table.get("outputs") != [OUTPUT]:
        raise UsageError(
            f"{where}: key 'outputs': a target with 'module' writes that module alone; "
            f"expected [{OUTPUT!r}]"
        )
    protocol = config_tables.protocol(table, where) or "v1"
    paths: dict[str, Path] = {}
    for key in ("base", "module"):
        value = table.get(key)
        if not isinstance(value, str) or not value:
            raise UsageError(f"{where}: key {key!r}: expected a path relative to the file")
        paths[key] = root / value
    if paths["module"].suffix != ".py":
        raise UsageError(f"{where}: key 'module': expected the path of a .py file")
    helpers = _helpers_folder(table, where, root, paths["module"])
    profile_table = config_tables.subtable(table, "profile", where)
    profile = parse_profile(profile_table or {}, where, "profile")
    return ModuleTarget(
        protocol, paths["base"], additions, paths["module"], profile, where, helpers
    )


def _helpers_folder(table: Mapping[str, Any], where: str, root: Path, module: Path) -> Path | None:
    """The helpers package's folder: beside the module, so it imports the module as
    ``..<module>``, and named as a Python package."""
    value = table.get("helpers")
    if value is None:
        return None
    folder = root / value if isinstance(value, str) and value else None
    if folder is None or folder.parent != module.parent or not folder.name.isidentifier():
        raise UsageError(
            f"{where}: key 'helpers': expected the path of a package folder beside "
            f"'module' (such as {(module.parent / 'prompt_suggestions').as_posix()!r})"
        )
    return folder


def render_module_target(target: ModuleTarget) -> ModuleResult:
    """The formatted module and the model's notes on the schema (nothing is written).
    GenerationError when the profile names what the base lacks (one message naming every
    such entry), as for any other problem."""
    # The stages are imported here, not with the module: the configuration reads the
    # targets (this module) before the command line starts node for the docs, and the
    # sooner node starts, the sooner it has loaded prettier.
    from acp_codegen.format import format_python, ruff_configuration
    from acp_codegen.load import flavour_of_base, load_protocol
    from acp_codegen.model.build import build_model
    from acp_codegen.sdk.pydantic_module import render_pydantic_module

    started = time.perf_counter()
    loaded = load_protocol(
        target.protocol, flavour_of_base(target.base), base=target.base, additions=target.additions
    )
    model = build_model(loaded.document, loaded.label)
    source, _ = render_pydantic_module(
        model, target.profile, loaded.label, target.where, strict=True
    )
    # What the model noted of the schema (unknown x- keywords); the profile's own mismatches
    # are errors (strict).
    warnings = list(model.notes)
    sources = {target.module.name: source}
    if target.helpers is not None:
        from acp_codegen.sdk.helpers import render_helpers

        files = render_helpers(
            model,
            loaded.document,
            target.profile,
            schema_module=target.module.stem,
            label=loaded.label,
            where=target.where,
            version=target.protocol,
        )
        sources.update((f"{target.helpers.name}/{name}", text) for name, text in files.items())
    # Formatted as the repository the module goes to formats it, so that its own ``ruff
    # format`` leaves the module (and the helpers beside it) as written.
    config = ruff_configuration(target.module.parent)
    formatted = format_python(sources, config)
    helpers = None
    if target.helpers is not None:
        prefix = f"{target.helpers.name}/"
        package = {k.removeprefix(prefix): v for k, v in formatted.items() if k.startswith(prefix)}
        helpers = (target.helpers, package)
    elapsed = time.perf_counter() - started
    return ModuleResult(
        target.module, formatted[target.module.name], tuple(warnings), elapsed, helpers
    )


def write_module(path: Path, source: str) -> None:
    """Replace ``path`` with ``source`` at once: a reader sees the old file or the new one, and
    runs on the same module take turns (:func:`acp_codegen.write.locked`)."""
    from acp_codegen.write import locked

    path.parent.mkdir(parents=True, exist_ok=True)
    with locked(path):
        _replace_module(path, source)


def _replace_module(path: Path, source: str) -> None:
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(source)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def staleness(path: Path, source: str) -> str | None:
    """``"missing"`` or ``"changed"`` when ``path`` does not hold ``source``, else None."""
    try:
        return None if path.read_text(encoding="utf-8") == source else "changed"
    except FileNotFoundError:
        return "missing"
