"""The one place that turns schema names into Python names.

Every name goes through the same steps: sanitise (anything that is not a letter, digit or
underscore separates words) -> case (snake_case for attributes, PascalCase for classes) ->
keyword and reserved-name suffix (``_``) -> a prefix for a leading digit. Collisions are found by
the callers, which know the scope, and reported naming both sides.
"""

from __future__ import annotations

import keyword
import re
import unicodedata

# Attribute names a wire property may not take, so it gets a trailing underscore: the ones the
# generated classes define themselves, and the module-level names a class body refers to after
# its fields (an attribute ``field`` would shadow ``dataclasses.field`` in the body, one named
# ``dict`` would stop type checkers from reading a later ``dict[str, JSONValue]``).
RESERVED_ATTRIBUTES = frozenset(
    {"from_wire", "to_wire", "additional_properties", "self", "cls", "tolerant", "path"}
    | {"field", "str", "int", "float", "bool", "list", "dict", "tuple"}
)

# Module-level names the generated modules define or import; a class mapping to one of them
# gets a trailing underscore.
RESERVED_CLASS_NAMES = frozenset(
    {
        "Any",
        "ClassVar",
        "Final",
        "JSONValue",
        "Literal",
        "Mapping",
        "NotRequired",
        "Required",
        "TypeAlias",
        "TypedDict",
        "Union",
        "Unset",
        "UNSET",
        "WireError",
        "annotations",
        "dataclass",
        "field",
    }
)

_CAMEL_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_NON_WORD = re.compile(r"[^0-9A-Za-z]+")


def _words(name: str) -> list[str]:
    """Split a wire or schema name into ASCII words (camelCase, snake_case, kebab, spaces)."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    words: list[str] = []
    for chunk in _NON_WORD.split(ascii_name):
        words.extend(w for w in _CAMEL_BOUNDARY.split(chunk) if w)
    return words


def _finish(name: str, reserved: frozenset[str], fallback: str) -> str:
    if not name:
        name = fallback
    if name[0].isdigit():
        name = f"{fallback}_{name}" if fallback.islower() else f"{fallback}{name}"
    if keyword.iskeyword(name) or keyword.issoftkeyword(name) or name in reserved:
        name += "_"
    return name


def attribute_name(wire_name: str) -> str:
    """``mimeType`` -> ``mime_type``, ``_meta`` -> ``meta``, ``def`` -> ``def_``."""
    snake = "_".join(w.lower() for w in _words(wire_name))
    return _finish(snake, RESERVED_ATTRIBUTES, "field")


def class_name(*parts: str) -> str:
    """``("resource_link", "ContentBlock")`` -> ``ResourceLinkContentBlock``."""
    words = [w for part in parts for w in _words(part)]
    pascal = "".join(w[:1].upper() + w[1:] for w in words)
    return _finish(pascal, RESERVED_CLASS_NAMES, "Type")


def constant_name(*parts: str) -> str:
    """``("ContentBlock", "types")`` -> ``CONTENT_BLOCK_TYPES``."""
    words = [w.upper() for part in parts for w in _words(part)]
    return _finish("_".join(words), frozenset(), "VALUE")


def function_name(*parts: str) -> str:
    """``("parse", "ContentBlock")`` -> ``parse_content_block``."""
    words = [w.lower() for part in parts for w in _words(part)]
    return _finish("_".join(words), RESERVED_ATTRIBUTES, "fn")
