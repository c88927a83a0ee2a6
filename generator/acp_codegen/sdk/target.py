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

The target owns the module and the helpers package (see :mod:`acp_codegen.sdk.helpers`), a
folder beside it, and nothing else of their folder. The run treats it as any other target
(:func:`acp_codegen.pipeline.generate_target`): rendered and formatted in full before anything
is written, each of the two put in place whole or not at all, under the same lock, and
``--check`` compares them (the module's public API too) instead of writing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from acp_codegen import config_tables
from acp_codegen.errors import UsageError
from acp_codegen.sdk.profile import Profile, parse_profile

if TYPE_CHECKING:
    from acp_codegen.model.types import Model

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

    @property
    def parts(self) -> tuple[str, ...]:
        """The entries of the module's folder the target owns: the module, its helpers."""
        helpers = () if self.helpers is None else (self.helpers.name,)
        return (self.module.name, *helpers)


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


def module_sources(target: ModuleTarget, model: Model, warnings: list[str]) -> dict[str, str]:
    """The module and its helpers, unformatted, by path relative to the module's folder;
    ``model`` is the model of the target's schema. GenerationError when the
    profile names what the base lacks (one message naming every such entry), as for any
    other problem; the profile's notes (a variant it does not name) go to ``warnings``."""
    # The stages are imported here, not with the module: the configuration reads the
    # targets (this module) before the command line starts node for the docs, and the
    # sooner node starts, the sooner it has loaded prettier.
    from acp_codegen.sdk.pydantic_module import render_pydantic_module
    from acp_codegen.sdk.renaming import apply_profile

    profile = replace(target.profile, header=header_lines(target.profile.header, target.base))
    profiled = apply_profile(model, profile, model.label, target.where)
    # The profile's own mismatches are errors (strict).
    source, _ = render_pydantic_module(profiled, strict=True)
    warnings.extend(profiled.notes)
    sources = {target.module.name: source}
    if target.helpers is not None:
        from acp_codegen.sdk.helpers import render_helpers

        files = render_helpers(
            profiled,
            model.protocol.document,
            schema_module=module_import(target.module),
            version=target.protocol,
        )
        sources.update((f"{target.helpers.name}/{name}", text) for name, text in files.items())
    return sources


# The placeholder a header line may hold, and the file beside the base schema it stands for:
# the schema release the SDK's fetch recorded (``refs/tags/schema-v1.19.0``).
VERSION_PLACEHOLDER = "{schema-version}"
VERSION_FILE = "VERSION"


def header_lines(lines: tuple[str, ...], base: Path) -> tuple[str, ...]:
    """The header's ``lines`` with ``{schema-version}`` replaced by what the ``VERSION`` file
    beside ``base`` says; a line holding it is left out when that file is missing or empty,
    as the SDK's own scripts leave out their ``Schema ref`` line."""
    if not any(VERSION_PLACEHOLDER in line for line in lines):
        return lines
    try:
        version = (base.parent / VERSION_FILE).read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        version = ""
    return tuple(
        line.replace(VERSION_PLACEHOLDER, version)
        for line in lines
        if version or VERSION_PLACEHOLDER not in line
    )


def module_import(module: Path) -> str:
    """How the helpers package beside ``module`` imports it: by its absolute name where its
    folder is a package (``src/acp/schema.py`` is ``acp.schema``), which the broad rule set
    asks for (TID252), else relatively (``..schema``)."""
    parts = [module.stem]
    folder = module.parent
    while (folder / "__init__.py").is_file():
        parts.insert(0, folder.name)
        folder = folder.parent
    return ".".join(parts) if len(parts) > 1 else f"..{module.stem}"
