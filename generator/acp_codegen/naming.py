"""The one place that decides the Python names the generator writes, for every output.

Every name goes through the same steps: sanitise (ASCII, accents dropped; anything that is not
a letter or digit separates words) -> case (snake_case for attributes and functions, PascalCase
for classes, upper case for constants) -> keyword and reserved-name suffix (``_``) -> a prefix
for a leading digit. The model builder asks these functions for every class and attribute name
of the model (dataclasses, ``TypedDict``s, the pydantic flavour and SDK modules all read the
model's names), the parsers' renderer for the functions and constants named after a class
(:func:`parse_function`, :func:`class_parser`, :func:`class_constant`), and the validators for
the names they build from a JSON pointer (:func:`spelling`, :func:`function_name`; what is
specific to a validator module, its claims with digests, is :mod:`acp_codegen.validators.names`).
Every scope's names are claimed through a :class:`Namespace`, which settles two derived names
that meet (the rule is in :meth:`Namespace.take`). A profile's names are applied once, to the
model, by :func:`apply_profile`; there a clash the profile made is an error naming both
definitions.

The keywords that need a rename are a fixed list (:data:`HARD_KEYWORDS`), not what the running
interpreter reports, so the output is the same whichever supported Python runs the generator.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from acp_codegen.errors import SchemaProblem

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
# the members the generated classes define themselves: the dataclasses' and pydantic's.
CLASS_MEMBERS = frozenset(
    {"from_wire", "to_wire", "additional_properties", "self", "cls"}
    | {"model_config", "model_fields", "model_computed_fields", "copy", "dict", "json", "schema"}
)

# The module-level names a generated class body may refer to after its fields. An attribute of
# one of these names breaks the class only when that class's body uses the name (a field
# ``field`` would shadow ``dataclasses.field`` in a later default, one named ``dict`` would stop
# type checkers from reading a later ``dict[str, JSONValue]``); the model builder knows which
# names a body uses and passes them to :func:`attribute_name`. Elsewhere ``path`` and ``list``
# stay ``path`` and ``list``.
BODY_NAMES = frozenset(
    {"field", "str", "int", "float", "bool", "list", "dict", "tuple", "frozenset", "object"}
    | {"staticmethod", "classmethod", "field_validator"}
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
        # what the pydantic modules import
        "Annotated",
        "BaseModel",
        "ConfigDict",
        "Dict",
        "Enum",
        "Field",
        "List",
        "Optional",
        "RootModel",
        "TypeVar",
    }
)

# A word of a name: letters and digits, ending before a capital that follows a lower-case
# letter or a digit (``mime|Type``, ``v2|Beta``), and a run of capitals ending before its last
# capital when a lower-case letter follows that (``HTTP|Server``). Anything that is not an
# ASCII letter or digit is between words.
_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]*[a-z0-9]+|[A-Z]+")
_NOT_SPELLED = re.compile(r"[^0-9A-Za-z_]+")


def _ascii(name: str) -> str:
    """``name`` in ASCII: accents dropped (``Café`` -> ``Cafe``), other characters left out."""
    if name.isascii():  # nearly every name: no decomposition to do
        return name
    return unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")


def _words(name: str) -> tuple[str, ...]:
    """Split a wire or schema name into ASCII words (camelCase, snake_case, kebab, spaces)."""
    return tuple(_WORD.findall(_ascii(name)))


def _finish(name: str, reserved: frozenset[str], fallback: str) -> str:
    if not name:
        name = fallback
    if name[0].isdigit():
        name = f"{fallback}_{name}" if fallback.islower() else f"{fallback}{name}"
    if name in HARD_KEYWORDS or name in reserved:
        name += "_"
    return name


def attribute_name(wire_name: str, body_names: frozenset[str] = frozenset()) -> str:
    """``mimeType`` -> ``mime_type``, ``_meta`` -> ``meta``, ``def`` -> ``def_``.

    ``body_names``: the names of :data:`BODY_NAMES` the class body refers to; an attribute that
    would shadow one of them gets a trailing underscore (``list`` -> ``list_`` only in a class
    that also annotates a field ``list[...]``).
    """
    snake = "_".join(w.lower() for w in _words(wire_name))
    return _finish(snake, CLASS_MEMBERS | (body_names & BODY_NAMES), "field")


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
    return _finish("_".join(words), RESERVED_FUNCTIONS, "fn")


def spelling(text: str) -> str:
    """``text`` as a part of a longer name, spelled as it is: its ASCII (:func:`_ascii`)
    letters, digits and underscores, every run of other characters one ``_``, none at either
    end (``SessionUpdate/oneOf/0`` -> ``SessionUpdate_oneOf_0``); "" when it has none. The
    part needs no keyword suffix or digit prefix: a name always has it after a prefix of its
    own (the validators' ``_PATTERN_...``, ``check_...``)."""
    return _NOT_SPELLED.sub("_", _ascii(text)).strip("_")


def class_stem(name: str) -> str:
    """The snake-case stem of the functions and constants named after class ``name``
    (``ToolCall`` -> ``tool_call``; a private ``_ToolCall`` keeps its underscore,
    ``_tool_call``)."""
    private = name[: len(name) - len(name.lstrip("_"))]
    return private + function_name(name)


def private_name(name: str) -> str:
    """The private spelling of a class or function ``name`` (``_CurrentModeUpdate``: a
    definition whose public name a profile gives to a variant); :func:`class_stem` keeps its
    underscore."""
    return "_" + name


def method_name(role: str, *parts: str | int) -> str:
    """A generated class's private method that does ``role``, for an attribute or one of a
    numbered few: ``_skip_invalid_entries``, ``_default_on_error_1``."""
    return "_" + "_".join((role, *(str(part) for part in parts)))


def parse_function(class_name: str) -> str:
    """The public parser of a union (or of an alias of an untagged union) of class
    ``class_name``: ``parse_content_block``."""
    return "parse_" + function_name(class_name)


def class_parser(class_name: str) -> str:
    """The module-level parser of class ``class_name``: ``_parse_content_block``."""
    return "_parse_" + class_stem(class_name)


def class_constant(class_name: str, what: str) -> str:
    """A module constant about class ``class_name``: ``_CONTENT_BLOCK_VARIANTS``."""
    return f"_{class_stem(class_name)}_{what}".upper()


# -- scopes: who holds which name ----------------------------------------------------------


def candidates(name: str, suffix: str) -> Iterator[str]:
    """The names a claim tries in turn: ``name``, ``name + suffix``, then ``name + suffix + "2"``,
    ``"3"``, ... (``TextContentBlock``, ``TextContentBlockVariant``, ``TextContentBlockVariant2``;
    ``meta``, ``meta_``, ``meta_2``)."""
    yield name
    yield name + suffix
    for number in itertools.count(2):
        yield f"{name}{suffix}{number}"


@dataclass(frozen=True)
class Holder:
    """Who holds a name: a definition or property by JSON pointer, and, when the profile chose
    the name, the profile entry that did."""

    pointer: str
    chosen_by: str | None = None


@dataclass
class Namespace:
    """The names of one scope (a module's classes, one class's attributes) and their holders.

    The rule when names meet: names the profile chose are claimed first and never move (two of
    them meeting, or one meeting a name the schema gives a definition, is an error naming both,
    see :meth:`choose`); then the schema's definition names; then the derived names (union
    variants, open ``other`` variants, inline objects, attributes), in schema order. Among
    definitions, and among one class's attributes, a name the schema already spells as Python
    does (``Foo``, ``meta``) claims first (:func:`exact_first`). A name that is taken becomes
    the first free of :func:`candidates`: it depends only on the names claimed before it.
    """

    label: str
    holders: dict[str, Holder] = field(default_factory=dict)
    # Classes: two names with one snake-case spelling (``ToolCallId``, ``ToolCallID``) meet,
    # so that the module-level functions and constants named after a class
    # (:func:`class_stem`) are its own.
    classes: bool = False

    def _key(self, name: str) -> str:
        return class_stem(name) if self.classes else name

    def take(self, wanted: str, pointer: str, suffix: str) -> str:
        """The first of ``candidates(wanted, suffix)`` that is free or already ``pointer``'s."""
        for name in candidates(wanted, suffix):
            holder = self.holders.setdefault(self._key(name), Holder(pointer))
            if holder.pointer == pointer:
                return name
        raise AssertionError("unreachable: candidates never ends")  # pragma: no cover

    def choose(self, name: str, pointer: str, chosen_by: str | None) -> SchemaProblem | None:
        """Claim ``name`` for ``pointer`` as it is; the problem when another holds it."""
        holder = self.holders.setdefault(self._key(name), Holder(pointer, chosen_by))
        if holder.pointer == pointer:
            return None
        mine = f" (profile {chosen_by})" if chosen_by else ""
        theirs = f" (profile {holder.chosen_by})" if holder.chosen_by else ""
        return SchemaProblem(
            self.label,
            pointer,
            f"maps{mine} to {name!r}, which {self.label}#{holder.pointer}{theirs} also maps to; "
            "name one of them differently in the profile",
        )


def exact_first(names: Sequence[tuple[str, str]]) -> list[int]:
    """The order in which ``(schema name, Python name)`` pairs claim their names: those the
    schema spells as Python does first, then the others, each group in schema order."""
    exact = [given == derived for given, derived in names]
    return [i for i in range(len(names)) if exact[i]] + [
        i for i in range(len(names)) if not exact[i]
    ]


def definition_classes(scope: Namespace, definitions: Sequence[tuple[str, str]]) -> dict[str, str]:
    """The class of each ``(definition name, pointer)``, claimed in ``scope`` before any
    derived name: ``foo`` beside ``Foo`` is ``FooDefinition``, ``Foo`` keeps ``Foo``."""
    wanted = [(name, class_name(name)) for name, _ in definitions]
    classes: dict[str, str] = {}
    for index in exact_first(wanted):
        name, cls = wanted[index]
        classes[name] = scope.take(cls, definitions[index][1], "Definition")
    return {name: classes[name] for name, _ in definitions}


def object_attributes(
    properties: Sequence[tuple[str, str]],
    taken: Mapping[str, str],
    body: frozenset[str],
    label: str,
) -> list[str]:
    """The attribute names of a class's ``properties`` (wire name, pointer), claimed after
    ``taken`` (attribute -> pointer: the names a class inherits), exact spellings first: a
    derived name that is taken gets a trailing underscore (``meta`` beside ``_meta``:
    ``meta``, and ``meta_`` for ``_meta``)."""
    scope = Namespace(label, {name: Holder(pointer) for name, pointer in taken.items()})
    wanted = [(wire_name, attribute_name(wire_name, body)) for wire_name, _ in properties]
    names = [""] * len(properties)
    for index in exact_first(wanted):
        names[index] = scope.take(wanted[index][1], properties[index][1], "_")
    return names


def enum_constants(values: Sequence[str | int]) -> list[str]:
    """The ``Enum`` constants of an enum's values, in order (``"read"`` -> ``READ``); a value
    whose constant is taken (``"a-b"`` beside ``"a_b"``) gets a trailing underscore."""
    scope = Namespace("")
    return [scope.take(constant_name(str(value)), repr(value), "_") for value in values]
