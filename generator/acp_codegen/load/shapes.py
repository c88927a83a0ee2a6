"""How ACP schemas shape their unions: the discriminating property and each branch's tag.

Shared by the overlay merge (which adds variants) and the model builder (which names and
dispatches them), so both agree on what a discriminated union is.
"""

from __future__ import annotations

from typing import Any


def find_discriminator(branches: list[Any]) -> str | None:
    """The property that tags a union's branches, if the union is discriminated.

    Every branch that is not open (has no ``not``) either requires the property with a
    ``const`` value, or is the union's single default branch, which has no const-required
    property at all. At least one branch must be tagged.
    """
    common: set[str] | None = None
    defaults = 0
    for branch in branches:
        if not isinstance(branch, dict):
            return None
        if "not" in branch:
            continue
        props = branch.get("properties", {})
        tagged = {
            name
            for name in branch.get("required", [])
            if isinstance(props.get(name), dict) and "const" in props[name]
        }
        if not tagged:
            defaults += 1
            continue
        common = tagged if common is None else common & tagged
    if common is None or len(common) != 1 or defaults > 1:
        return None
    return next(iter(common))


def tag_of(variant: Any, discriminator: str) -> Any:
    props = variant.get("properties", {}) if isinstance(variant, dict) else {}
    spec = props.get(discriminator)
    return spec.get("const") if isinstance(spec, dict) else None
