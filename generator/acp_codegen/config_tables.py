"""The checks of the values in ``[tool.acp-codegen]`` tables, for ``config`` (which reads the
file and its folder and tree targets) and ``sdk.target`` (which reads a ``pydantic-module``
target): one wording of each problem, whichever kind of target has it.

``where`` names the file and the table (``pyproject.toml: [[tool.acp-codegen.targets]] #2``);
each :class:`UsageError` adds the key.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from acp_codegen.errors import UsageError
from acp_codegen.versions import VERSIONS


def check_keys(table: Mapping[str, Any], keys: Iterable[str], where: str) -> None:
    """Refuse a key of ``table`` that is not one of ``keys``."""
    known = sorted(keys)
    unknown = sorted(set(table) - set(known))
    if unknown:
        raise UsageError(f"{where}: unknown key {unknown[0]!r}; expected one of {', '.join(known)}")


def string(table: Mapping[str, Any], key: str, where: str) -> str | None:
    """The string at ``key``, or None when it is absent."""
    value = table.get(key)
    if value is not None and not isinstance(value, str):
        raise UsageError(f"{where}: key {key!r}: expected a string, got {type(value).__name__}")
    return value


def choice(table: Mapping[str, Any], key: str, where: str, choices: Iterable[str]) -> str | None:
    """The string at ``key``, one of ``choices``, or None when it is absent."""
    allowed = tuple(choices)
    value = string(table, key, where)
    if value is not None and value not in allowed:
        expected = " or ".join(map(repr, allowed))
        raise UsageError(f"{where}: key {key!r}: expected {expected}, got {value!r}")
    return value


def protocol(table: Mapping[str, Any], where: str) -> str | None:
    """``protocol``: ``v1`` or ``v2``, or None when it is absent."""
    return choice(table, "protocol", where, VERSIONS)


def additions(table: Mapping[str, Any], where: str) -> bool | None:
    """``additions``: whether acp-codegen's additions are merged into the base, or None when it
    is absent. The retired ``flavour`` key is refused with what replaces it."""
    if "flavour" in table:
        raise UsageError(
            f"{where}: key 'flavour' is replaced by 'additions = true' (our additions merged "
            "into the base) or 'additions = false' (the base as it is)"
        )
    value = table.get("additions")
    if value is not None and not isinstance(value, bool):
        raise UsageError(
            f"{where}: key 'additions': expected true or false, got {type(value).__name__}"
        )
    return value


def subtable(table: Mapping[str, Any], key: str, where: str) -> Mapping[str, Any] | None:
    """The table at ``key`` (such as ``profile``), or None when it is absent."""
    value = table.get(key)
    if value is not None and not isinstance(value, Mapping):
        raise UsageError(f"{where}: key {key!r}: expected a table")
    return value
