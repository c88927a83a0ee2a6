"""How the behaviour modules read and build an SDK's pydantic models: their wire forms.

Shipped as ``_flavour.py`` of an SDK's helpers package. The rules in ``capabilities``
and ``suggestions`` work on wire forms (JSON objects); these two functions are the whole
adapter between them and the SDK's models, which are pydantic models with the wire
names as aliases.
"""

from __future__ import annotations

from typing import TypeAlias, TypeVar

from pydantic import BaseModel, ValidationError

__all__ = ["JSONValue", "Model", "WireError", "from_wire", "to_wire"]

JSONValue: TypeAlias = (
    bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"] | None
)
Model: TypeAlias = BaseModel
"""Any of the SDK's models."""

M = TypeVar("M", bound=BaseModel)


class WireError(ValueError):
    """A wire value does not have the shape its type needs.

    ``path`` is where pydantic found the first problem, as a JSON pointer.
    """

    def __init__(self, path: str, message: str) -> None:
        """Report ``message`` about the value at ``path``."""
        super().__init__(f"{path or '/'}: {message}")
        self.path = path
        self.message = message


def to_wire(value: object) -> dict[str, JSONValue] | None:
    """Return the wire form of one of the SDK's models; None for anything else.

    The wire form is what the SDK's connection sends: wire names, no ``null`` for what
    is unset.
    """
    if not isinstance(value, BaseModel):
        return None
    wire: dict[str, JSONValue] = value.model_dump(
        mode="json", by_alias=True, exclude_none=True
    )
    return wire


def from_wire(cls: type[M], data: object, *, tolerant: bool = False) -> M:
    """Validate ``data`` as ``cls``; raise :class:`WireError` when it does not fit.

    ``tolerant`` changes nothing here: the SDK's models read as leniently as the
    schema's ``x-deserialize-*`` annotations ask in every parse, and have no strict
    mode.
    """
    del tolerant
    try:
        return cls.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        path = "".join(
            "/" + str(part).replace("~", "~0").replace("/", "~1")
            for part in first["loc"]
        )
        raise WireError(path, first["msg"]) from None
