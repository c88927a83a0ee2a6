"""The module-level names of one validator module: who holds which name, and the constants,
dispatch tables and runtime imports behind them.

Every name derives from a JSON pointer or from content, never from the order of compilation,
so adding a definition adds names without renaming the others; it is spelled by
:mod:`acp_codegen.naming`'s rules, as every other name the generator writes. Two keys whose
names reduce to one identifier (``a-b`` and ``a_b``) are told apart by
:meth:`ModuleNames.claim`: the first key keeps the name, the next gets it with a digest of its
own key appended. A name longer than :data:`MAX_NAME` is cut and ends with the digest of its
key, so that the lines naming it fit.

The validator memo (:mod:`acp_codegen.validators.memo`) replays what a function's compilation
asked of this namespace, so every call that names something is recorded while
:attr:`ModuleNames.recording` is a list (an :data:`Effect` each).
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableMapping
from typing import Any

from acp_codegen.naming import function_name, spelling
from acp_codegen.render.literal import py_literal

# (method name, arguments, name returned): one call that named something (``use`` names
# nothing and returns None).
Effect = tuple[str, tuple[Any, ...], "str | None"]

# The name of the empty set of names: a position that declares no property.
NO_NAMES = "_NO_NAMES"
_SLUG_LENGTH = 60
# The longest module-level name: with the indentation of a nested check and what goes around
# a name (``or``, ``.issuperset(``), a line naming one fits in 88 columns.
MAX_NAME = 44
# What a collect function gathers for ``unevaluatedProperties`` / ``unevaluatedItems``: the
# evaluated property names of an object, or the evaluated indices of an array.
EVALUATED = "set[str | int]"
# The types of the validator functions (see ``compiler._SIGNATURES``), as the dispatch tables
# hold them.
CALLABLE_TYPES = {
    "check": "Callable[[Any], bool]",
    "collect": f"Callable[[Any, {EVALUATED}], bool]",
    "errors": "Callable[[Any, str, list[ValidationError]], None]",
}


class ModuleNames:
    """The names one validator module defines at its top level and what each holds."""

    def __init__(self) -> None:
        self.owners: dict[str, str] = {}  # every module-level name, and the key it names
        self.constants: dict[str, str] = {}  # name -> its line of source
        self.tables: dict[str, str] = {}  # name -> its line of source
        self.runtime: set[str] = set()  # names imported from the runtime (or ``re``, ...)
        # The calls made while compiling one function, for the memo; None when not recording.
        self.recording: list[Effect] | None = None

    def record(self, effect: Effect) -> None:
        if self.recording is not None:
            self.recording.append(effect)

    def claim(self, name: str, key: str, owners: MutableMapping[str, str] | None = None) -> str:
        """``name`` for ``key``; when another key already holds it (two pointers or contents
        that reduce to one identifier), ``name`` plus a digest of ``key``. ``owners`` is
        where the names are claimed: the module's, or a trial's layer over them."""
        owners = self.owners if owners is None else owners
        if len(name) > MAX_NAME:
            name = f"{name[: MAX_NAME - 9].rstrip('_')}_{digest(key)}"
        owner = owners.setdefault(name, key)
        if owner == key:
            return name
        name = f"{name}_{digest(key)}"
        owners.setdefault(name, key)
        return name

    def constant(self, name: str, source: str, annotation: str) -> str:
        """A module-level constant holding ``source``, named ``name`` (see :meth:`claim`)."""
        claimed = self.claim(name, constant_key(source, annotation))
        self.constants[claimed] = f"{claimed}: Final[{annotation}] = {source}"
        self.record(("constant", (name, source, annotation), claimed))
        return claimed

    def place_constant(self, kind: str, pointer: str, source: str, annotation: str) -> str:
        """A constant for one place of the schema, named from the pointer of its keyword:
        ``_PATTERN_PromptSuggestion_properties_prompt_pattern``."""
        return self.constant(f"_{kind}_{pointer_stem(pointer)}", source, annotation)

    def shared_constant(self, kind: str, words: str, source: str, annotation: str) -> str:
        """A constant that many places share, named from its content (``words``):
        ``_FAIL_type_is_not_of_type_object``. Past 60 characters the name is cut and ends
        with a digest of the content."""
        slug = spelling(words)
        if not slug or len(slug) > _SLUG_LENGTH:
            cut = slug[: _SLUG_LENGTH - 9].rstrip("_")
            slug = f"{cut}_{digest(constant_key(source, annotation))}".lstrip("_")
        return self.constant(f"_{kind}_{slug}", source, annotation)

    def string_set(self, names: list[str] | tuple[str, ...] | frozenset[str]) -> str:
        """A ``frozenset`` constant of ``names``: ``_NAMES_meta_logout``, ``_NO_NAMES``."""
        if not names:
            return self.constant(NO_NAMES, "frozenset()", "frozenset[str]")
        ordered = sorted(names)
        items = ", ".join(py_literal(n) for n in ordered)
        return self.shared_constant(
            "NAMES", " ".join(ordered), f"frozenset({{{items}}})", "frozenset[str]"
        )

    def table(self, mode: str, pointer: str, entries: list[tuple[str, str]]) -> str:
        """The dispatch table of the union at ``pointer``, a ``dict[str, function]`` placed
        after the functions: ``_CHECK_SessionUpdate_oneOf``."""
        requested, key = table_claim(mode, pointer, entries)
        name = self.claim(requested, key)
        body = key.partition(":")[2]
        self.tables[name] = f"{name}: Final[dict[str, {CALLABLE_TYPES[mode]}]] = {{{body}}}"
        self.record(("table", (mode, pointer, entries), name))
        return name

    def use(self, *names: str) -> None:
        """Import ``names`` from the runtime module (or ``re``, ``isfinite``)."""
        self.runtime.update(names)
        self.record(("use", names, None))


def constant_key(source: str, annotation: str) -> str:
    """What a constant's name stands for: its type and its source."""
    return f"{annotation}:{source}"


def function_stem(pointer: str, mode: str, position: bool, core: bool) -> str:
    """The name a function asks for (:func:`acp_codegen.naming.function_name`):
    ``check_session_update_one_of_0_value``."""
    suffixes = (["value"] if position else []) + (["core"] if core else [])
    return function_name(mode, pointer_stem(pointer), *suffixes)


def table_claim(mode: str, pointer: str, entries: list[tuple[str, str]]) -> tuple[str, str]:
    """The name a dispatch table asks for, and what it holds (``mode:body``)."""
    body = ", ".join(f"{py_literal(k)}: {v}" for k, v in entries)
    return f"_{mode.upper()}_{pointer_stem(pointer)}", f"{mode}:{body}"


def pointer_stem(pointer: str) -> str:
    """What a pointer's names are built on: its tokens joined by ``_``, without the leading
    ``$defs`` (``/$defs/SessionUpdate/oneOf`` is ``SessionUpdate_oneOf``), spelled as
    :func:`acp_codegen.naming.spelling` spells a part of a name."""
    tokens = pointer.split("/")[1:]
    if tokens[:1] in (["$defs"], ["definitions"]):
        tokens = tokens[1:]
    return (spelling("_".join(tokens)) or "schema") if tokens else "root"


def digest(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:8]
