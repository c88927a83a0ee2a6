"""Project configuration: what ``acp-codegen generate`` makes, read from ``pyproject.toml``.

An SDK repository declares its targets in its own ``pyproject.toml``, found in the working
directory or the nearest folder above it (as black and ruff find theirs)::

    [tool.acp-codegen]
    prettier = "node_modules/prettier"   # optional: the prettier package the docs use

    [[tool.acp-codegen.targets]]
    protocol = "v1"                       # "v1" or "v2"
    base = "schema/schema.unstable.json"  # an upstream schema file
    out = "src/my_sdk/_generated"         # the folder the target owns, replaced as a whole:
                                          # the package my_sdk._generated
    outputs = ["schema", "python"]        # any of schema, python, pydantic, docs (default all)
    additions = true                      # our additions merged into base, or not (false);
                                          # default: merged into *.unstable.json files only

A target with ``module`` (and ``outputs = ["pydantic-module"]``) writes one pydantic module at
that path, shaped by an SDK profile in its ``profile`` table: see :mod:`acp_codegen.sdk.target`.
A target without ``base`` (and so without ``protocol``, ``package``, ``outputs`` or
``additions``) is the reference tree made from this tool's own canonical schemas, both protocol
versions: what this repository commits under ``generated/``. Paths are relative to the
``pyproject.toml`` that names them. Every problem names the file, the table and the key.

The SDK profiles acp-codegen ships (the files of ``examples/`` in its repository, package data
of the wheel) are named ``python-sdk/prompt-suggestions``: a target's ``profile =
"NAME"`` takes that file's profile table, and ``acp-codegen generate --profile NAME`` makes
that file's targets in the project folder (:func:`shipped_targets`).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from acp_codegen import config_tables, naming
from acp_codegen.config_tables import check_keys, string
from acp_codegen.errors import GenerationError, UsageError
from acp_codegen.sdk.profile import Profile, parse_profile
from acp_codegen.sdk.target import ModuleTarget, is_module_target, parse_module_target

OUTPUTS = ("schema", "python", "pydantic", "docs")
DEFAULT_PACKAGE = "acp_schema"
TABLE = "tool.acp-codegen"
TARGETS = f"[[{TABLE}.targets]]"
TARGET_KEYS = frozenset({"protocol", "base", "out", "package", "outputs", "additions", "profile"})
TOOL_KEYS = frozenset({"prettier", "targets"})
# The SDK profiles that ship with the tool: examples/<sdk>/<name>.toml of the repository.
PROFILES = Path(__file__).resolve().parent / "profiles"


@dataclass(frozen=True)
class Target:
    """One output folder and what goes into it."""

    out: Path
    protocol: str | None = None  # None: the reference tree, both versions, our schemas
    base: Path | None = None
    package: str = DEFAULT_PACKAGE
    outputs: frozenset[str] = field(default_factory=lambda: frozenset(OUTPUTS))
    # Whether our additions are merged into ``base``; None: into upstream's unstable files.
    additions: bool | None = None
    where: str = "the command line"
    # An SDK's class names for the python and pydantic outputs (acp_codegen.sdk.names).
    profile: Profile | None = None

    # Whether the package's name was taken from ``out``'s (a configured target without
    # ``package``): ``out`` is then the package, whatever the outputs.
    package_from_out: bool = False

    @property
    def is_package_folder(self) -> bool:
        """``out`` is the package's own folder: its modules go there, with no
        ``python/<package>/`` level, and the other outputs beside them. So it is for a
        configured target that names no package (``out = "src/my_sdk/_generated"`` is the
        package ``my_sdk._generated``), and, as before, for one whose ``out`` is named as its
        ``package`` with the python output alone."""
        named_so = self.out.name == self.package
        return named_so and (self.package_from_out or self.outputs == frozenset({"python"}))

    @property
    def needs_prettier(self) -> bool:
        return self.base is None or "docs" in self.outputs


@dataclass(frozen=True)
class Config:
    """The ``[tool.acp-codegen]`` table of one ``pyproject.toml``."""

    path: Path
    prettier: Path | None
    targets: tuple[Target | ModuleTarget, ...]


def parse_outputs(value: object, where: str) -> frozenset[str]:
    """``outputs``: a non-empty list (or, from the command line, a comma list) of kinds."""
    items = value.split(",") if isinstance(value, str) else value
    if not isinstance(items, list) or not items or not all(isinstance(i, str) for i in items):
        raise UsageError(f"{where}: expected a non-empty list of {', '.join(OUTPUTS)}")
    unknown = sorted({i.strip() for i in items} - set(OUTPUTS))
    if unknown:
        raise UsageError(
            f"{where}: unknown output {', '.join(map(repr, unknown))}; "
            f"expected any of {', '.join(OUTPUTS)}"
        )
    return frozenset(i.strip() for i in items)


def check_package(name: str, where: str) -> str:
    if not name.isidentifier():
        raise UsageError(f"{where}: {name!r} is not a Python identifier")
    return name


def default_package(out: str) -> str:
    """A configured target's package name when it names none: its folder's name, so that
    ``out`` is the package (``out = "src/my_sdk/_generated"`` is ``my_sdk._generated``); for a
    folder whose name is no Python name (``build/acp-v1``), ``acp_schema`` in
    ``out/python/``."""
    name = Path(out).name
    return name if name.isidentifier() and name not in naming.HARD_KEYWORDS else DEFAULT_PACKAGE


def find_pyproject(start: Path) -> Path | None:
    """The nearest ``pyproject.toml`` at or above ``start``."""
    here = start.resolve()
    for folder in (here, *here.parents):
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            return candidate
    return None


def profile_names() -> list[str]:
    """The names of the profiles that ship with acp-codegen (``python-sdk/prompt-suggestions``)."""
    return sorted(
        path.relative_to(PROFILES).with_suffix("").as_posix() for path in PROFILES.glob("*/*.toml")
    )


def shipped_profile(name: str, where: str) -> tuple[Path, list[object]]:
    """The file of the shipped profile ``name`` and its target tables."""
    names = profile_names()
    if name not in names:
        raise UsageError(
            f"{where}: no profile {name!r} ships with acp-codegen; it ships {', '.join(names)}"
        )
    path = PROFILES / f"{name}.toml"
    tables = read_toml(path).get("tool", {}).get("acp-codegen", {}).get("targets", [])
    return path, tables if isinstance(tables, list) else []


def shipped_targets(name: str, root: Path) -> tuple[Target | ModuleTarget, ...]:
    """The targets of the shipped profile ``name``, for the project in ``root`` (``acp-codegen
    generate --profile NAME``): as if its text were appended to the project's
    ``pyproject.toml``."""
    _, tables = shipped_profile(name, "--profile")
    return tuple(
        _target(table, f"the profile {name} (--profile): {TARGETS} #{index}", root)
        for index, table in enumerate(tables, start=1)
    )


def missing_base(target: Target | ModuleTarget) -> GenerationError | None:
    """The error of a target whose base schema file is not there: which file it expected,
    why (the target, from a project's ``pyproject.toml`` or a shipped profile, and its
    ``base``), and the fix; None when the file is there (or the target reads our own)."""
    base = target.base
    if base is None or base.exists():
        return None
    if target.where == Target.where:  # the command line's --base: the user named the file
        return GenerationError.single(str(base), "", "no such file")
    shown = base.resolve()
    if shown.is_relative_to(Path.cwd()):
        shown = shown.relative_to(Path.cwd())
    version = target.protocol or "v1"
    return GenerationError.single(
        shown.as_posix(),
        "",
        f"no such file: {target.where} reads the project's {version} schema here (its "
        "'base', a path in the project's folder: that of the nearest pyproject.toml, else the "
        f"working directory); put upstream's {version} schema file of the release the project "
        "uses there, or run in the project that has it",
    )


def _named_profile(name: str, where: str) -> dict[str, object]:
    """The profile table of the shipped profile ``name`` (a target's ``profile = "NAME"``)."""
    path, tables = shipped_profile(name, where)
    profiles: list[dict[str, object]] = [
        t["profile"] for t in tables if isinstance(t, dict) and isinstance(t.get("profile"), dict)
    ]
    if len(profiles) != 1:
        raise UsageError(f"{where}: {path} has {len(profiles)} profile tables, not one")
    return profiles[0]


def _target(table: object, where: str, root: Path) -> Target | ModuleTarget:
    if not isinstance(table, dict):
        raise UsageError(f"{where}: expected a table")
    named = table.get("profile")
    if isinstance(named, str):  # a shipped profile, by name
        table = {**table, "profile": _named_profile(named, f"{where}: key 'profile'")}
    if is_module_target(table):  # one module shaped by an SDK profile: acp_codegen.sdk.target
        return parse_module_target(table, where, root)
    additions = config_tables.additions(table, where)
    check_keys(table, TARGET_KEYS, where)
    out = string(table, "out", where)
    if out is None:
        raise UsageError(f"{where}: key 'out' is required (the folder the target writes)")
    protocol = config_tables.protocol(table, where)
    base = string(table, "base", where)
    package = string(table, "package", where)
    if base is None:
        extra = [key for key in ("protocol", "package", "outputs", "additions") if key in table]
        if extra:
            raise UsageError(
                f"{where}: key {extra[0]!r} needs 'base' (a target without 'base' is the "
                "reference tree of both protocol versions)"
            )
        return Target(out=root / out, where=where)
    if protocol is None:
        raise UsageError(f"{where}: key 'protocol' is required with 'base' (v1 or v2)")
    outputs = (
        parse_outputs(table["outputs"], f"{where}: key 'outputs'")
        if "outputs" in table
        else frozenset(OUTPUTS)
    )
    profile = config_tables.subtable(table, "profile", where)
    return Target(
        out=root / out,
        protocol=protocol,
        base=root / base,
        package=check_package(package or default_package(out), f"{where}: key 'package'"),
        package_from_out=package is None,
        outputs=outputs,
        additions=additions,
        where=where,
        profile=parse_profile(profile, where, "profile") if profile is not None else None,
    )


def read_toml(path: Path) -> dict[str, Any]:
    """The TOML document ``path``; a :class:`UsageError` names what is wrong."""
    # Imported here (as where a module target looks for its ruff settings): a run given its
    # target on the command line reads no pyproject.toml and does without the TOML parser's
    # start-up cost.
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on Python 3.10 only
        import tomli as tomllib
    try:
        data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise UsageError(f"{path}: cannot read: {error.strerror}") from None
    except UnicodeDecodeError as error:
        raise UsageError(f"{path}: not UTF-8 ({error.reason})") from None
    except tomllib.TOMLDecodeError as error:
        raise UsageError(f"{path}: not valid TOML: {error}") from None
    return data


def load_config(path: Path) -> Config:
    """The ``[tool.acp-codegen]`` table of ``path``; a :class:`UsageError` names what is wrong."""
    data = read_toml(path)
    tool = data.get("tool", {}).get("acp-codegen")
    if tool is None:
        return Config(path, None, ())
    if not isinstance(tool, dict):
        raise UsageError(f"{path}: [{TABLE}]: expected a table")
    check_keys(tool, TOOL_KEYS, f"{path}: [{TABLE}]")
    root = path.parent
    prettier = string(tool, "prettier", f"{path}: [{TABLE}]")
    tables = tool.get("targets", [])
    if not isinstance(tables, list):
        raise UsageError(f"{path}: [{TABLE}]: key 'targets': expected {TARGETS} tables")
    targets = tuple(
        _target(table, f"{path}: {TARGETS} #{index}", root)
        for index, table in enumerate(tables, start=1)
    )
    outs = [t.out.resolve() for t in targets]
    for index, out in enumerate(outs):
        for other in range(index):
            if out == outs[other] or out in outs[other].parents or outs[other] in out.parents:
                raise UsageError(
                    f"{path}: {TARGETS} #{index + 1}: key 'out': {out} overlaps the 'out' of "
                    f"#{other + 1}"
                )
    return Config(path, root / prettier if prettier else None, targets)
