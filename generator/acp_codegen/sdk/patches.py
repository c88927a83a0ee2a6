"""A profile's schema patches: edits of the loaded schema before the model is built.

An SDK that changes the schema it generates from (the published Python SDK makes
``mcpServers`` optional in ``NewSessionRequest`` by taking it out of ``required``) declares
each change as data, a JSON pointer and what to do there, instead of a script that edits the
file::

    [[tool.acp-codegen.targets.profile.patches]]
    pointer = "/$defs/NewSessionRequest/required"
    remove = "mcpServers"            # a value of the list there, or a key of the object there

    [[tool.acp-codegen.targets.profile.patches]]
    pointer = "/$defs/NewSessionRequest/properties/cwd/description"
    value = "The working directory."  # the value set there

A patch whose target the schema does not have is a warning naming its pointer (the next
schema release may have made it unneeded), and the others still apply.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Patch:
    """One edit: at ``pointer``, remove ``removed`` (a list's value or an object's key), or,
    when ``set_value`` is true, set ``value``."""

    pointer: str
    removed: Any = None
    set_value: bool = False
    value: Any = None


def tokens(pointer: str) -> list[str]:
    """The reference tokens of a JSON pointer (``/$defs/A~1B`` -> ``["$defs", "A/B"]``)."""
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]


def _child(node: Any, token: str) -> tuple[bool, Any]:
    if isinstance(node, dict):
        return (token in node), node.get(token)
    if isinstance(node, list) and token.isdigit() and int(token) < len(node):
        return True, node[int(token)]
    return False, None


def apply_patches(
    document: dict[str, Any], patches: Sequence[Patch], where: str
) -> tuple[dict[str, Any], list[str]]:
    """``document`` with ``patches`` applied (a copy: the loaded schema is left as it is),
    and a warning for each patch whose target it lacks, naming ``where`` and the pointer."""
    patched = copy.deepcopy(document)
    warnings: list[str] = []
    for index, patch in enumerate(patches, 1):
        *path, last = tokens(patch.pointer)
        node: Any = patched
        found = True
        for token in path:
            found, node = _child(node, token)
            if not found:
                break
        label = f"{where}: profile patches #{index}: {patch.pointer}"
        if found and patch.set_value and isinstance(node, dict):
            node[last] = copy.deepcopy(patch.value)
            continue
        if found and patch.set_value and isinstance(node, list) and _child(node, last)[0]:
            node[int(last)] = copy.deepcopy(patch.value)
            continue
        present, target = _child(node, last) if found else (False, None)
        if patch.set_value or not present:
            warnings.append(f"{label}: the schema has no such place")
        elif isinstance(target, list) and patch.removed in target:
            target.remove(patch.removed)
        elif isinstance(target, dict) and patch.removed in target:
            del target[patch.removed]
        else:
            warnings.append(f"{label}: holds no {patch.removed!r} to remove")
    return patched, warnings
