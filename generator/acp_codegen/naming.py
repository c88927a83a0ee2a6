"""The one place that turns schema names into Python names.

Every name goes through the same steps: sanitise (anything that is not a letter, digit or
underscore separates words) -> case (snake_case for attributes, PascalCase for classes) ->
keyword and reserved-name suffix (``_``) -> a prefix for a leading digit. Collisions are found by
the callers, which know the scope, and reported naming both sides.

The keywords that need a rename are a fixed list (:data:`HARD_KEYWORDS`), not what the running
interpreter reports, so the output is the same whichever supported Python runs the generator.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

# The hard keywords of every supported Python (3.10 to 3.14: the same 35 in each). Soft keywords
# (``match``, ``case``, ``type``, ``_``) are valid identifiers and keep their spelling; taking them
# from the ``keyword`` module would make ``type`` become ``type_`` on 3.12 and later only.
HARD_KEYWORDS = frozenset(
    {
        "False",
        "None",
        "True",
        "and",
        "as",
        "assert",
        "async",
        "await",
        "break",
        "class",
        "continue",
        "def",
        "del",
        "elif",
        "else",
        "except",
        "finally",
        "for",
        "from",
        "global",
        "if",
        "import",
        "in",
        "is",
        "lambda",
        "nonlocal",
        "not",
        "or",
        "pass",
        "raise",
        "return",
        "try",
        "while",
        "with",
        "yield",
    }
)

# Attribute names a wire property may never take, so it gets a trailing underscore: the members
# the generated classes define themselves.
CLASS_MEMBERS = frozenset({"from_wire", "to_wire", "additional_properties", "self", "cls"})

# The module-level names a generated class body may refer to after its fields. An attribute of
# one of these names breaks the class only when that class's body uses the name (a field
# ``field`` would shadow ``dataclasses.field`` in a later default, one named ``dict`` would stop
# type checkers from reading a later ``dict[str, JSONValue]``); the model builder knows which
# names a body uses and passes them to :func:`attribute_name`. Elsewhere ``path`` and ``list``
# stay ``path`` and ``list``.
BODY_NAMES = frozenset(
    {"field", "str", "int", "float", "bool", "list", "dict", "tuple", "frozenset", "object"}
    | {"staticmethod"}
)

# Names a module-level function may not take (it would shadow the builtin in the module).
RESERVED_FUNCTIONS = CLASS_MEMBERS | BODY_NAMES | {"tolerant", "path"}

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


# The names of a schema are asked for many times over (a definition's name by every stage and
# every reference to it), so each function's answers are kept for the process: they are pure
# functions of their strings.
@cache
def _words(name: str) -> tuple[str, ...]:
    """Split a wire or schema name into ASCII words (camelCase, snake_case, kebab, spaces)."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    words: list[str] = []
    for chunk in _NON_WORD.split(ascii_name):
        words.extend(w for w in _CAMEL_BOUNDARY.split(chunk) if w)
    return tuple(words)


def _finish(name: str, reserved: frozenset[str], fallback: str) -> str:
    if not name:
        name = fallback
    if name[0].isdigit():
        name = f"{fallback}_{name}" if fallback.islower() else f"{fallback}{name}"
    if name in HARD_KEYWORDS or name in reserved:
        name += "_"
    return name


@cache
def attribute_name(wire_name: str, body_names: frozenset[str] = frozenset()) -> str:
    """``mimeType`` -> ``mime_type``, ``_meta`` -> ``meta``, ``def`` -> ``def_``.

    ``body_names``: the names of :data:`BODY_NAMES` the class body refers to; an attribute that
    would shadow one of them gets a trailing underscore (``list`` -> ``list_`` only in a class
    that also annotates a field ``list[...]``).
    """
    snake = "_".join(w.lower() for w in _words(wire_name))
    return _finish(snake, CLASS_MEMBERS | (body_names & BODY_NAMES), "field")


@cache
def class_name(*parts: str) -> str:
    """``("resource_link", "ContentBlock")`` -> ``ResourceLinkContentBlock``."""
    words = [w for part in parts for w in _words(part)]
    pascal = "".join(w[:1].upper() + w[1:] for w in words)
    return _finish(pascal, RESERVED_CLASS_NAMES, "Type")


@cache
def constant_name(*parts: str) -> str:
    """``("ContentBlock", "types")`` -> ``CONTENT_BLOCK_TYPES``."""
    words = [w.upper() for part in parts for w in _words(part)]
    return _finish("_".join(words), frozenset(), "VALUE")


@cache
def function_name(*parts: str) -> str:
    """``("parse", "ContentBlock")`` -> ``parse_content_block``."""
    words = [w.lower() for part in parts for w in _words(part)]
    return _finish("_".join(words), RESERVED_FUNCTIONS, "fn")
