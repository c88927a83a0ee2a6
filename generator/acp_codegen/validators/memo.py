"""The compiled functions of earlier runs, reused when what they were compiled from is unchanged.

A validator function is compiled from the subschema at its pointer and from what that
subschema reaches through ``$ref``: nothing else of the document. So a function under
``/$defs/Name`` depends on ``Name`` and on every definition ``Name`` references, directly or
not (its *closure*). The memo keys each compiled function by:

- the compiler's own identity: the bytes of its source files and the Python version;
- the document around the definitions (every root keyword but ``$defs``);
- the function (pointer, mode, position, ...) and its base URI;
- the content of every definition in the closure of the definition it lies in (and of the
  one it calls for the rest, when it has one).

An entry holds the function's lines and the calls its compilation made to the compiler's
shared state, in order (the functions, constants and dispatch tables it named, the runtime
names it used), with the names they returned. A hit is used only when those calls would
return the same names in this run (see :func:`replays`): a name is claimed first
come, first served, so a new definition can take a name an old function's code used; then
the function is compiled again. Either way the module is the bytes a compilation from
scratch gives.

Only a document whose definitions do not reach themselves (see :func:`document_digests`) and
whose closures can be read statically uses the memo: every ``$ref`` is a
fragment pointer to a schema inside a definition (``#/$defs/Name...``, at a place the index
has walked, not inside a keyword that holds no schema), and there is no ``$dynamicRef``,
``$anchor``, ``$dynamicAnchor`` or ``$id`` below the root. Any other document compiles
everything, as it always did.

The entries of one module are one store entry (folder ``validators/``, see
:mod:`acp_codegen.cache`), keyed by the compiler's identity and the module's source label,
holding the entries the last run of that module used. A missing, corrupt or unreadable
entry is an empty memo.
"""

from __future__ import annotations

import hashlib
import json
import marshal
import sys
import unicodedata
from collections import ChainMap
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote

from acp_codegen.cache import cache_directory, key_of, read_entry, write_entry
from acp_codegen.errors import escape_pointer_token
from acp_codegen.validators.compiler import FunctionKey, function_arguments
from acp_codegen.validators.names import Effect, constant_key, function_stem, table_claim
from acp_codegen.validators.resolver import SchemaIndex

if TYPE_CHECKING:
    from acp_codegen.validators.compiler import Compiler, Function

FOLDER = "validators"

Entry = tuple[list[str], list[Effect]]
# (the closure digests of the definitions the function lies in and calls, the function's
# key, its base URI)
Key = tuple[object, ...]

PACKAGE = Path(__file__).resolve().parent.parent
# Every source file whose code decides what the compiler writes: the compiler's package and
# the modules of the generator it imports (tests/validators/test_memo.py checks this list
# against the imports).
SOURCES = (
    "validators",
    "cache.py",
    "errors.py",
    "load/unions.py",
    "naming.py",
    "vocabulary.py",
    "render/literal.py",
    "render/module.py",
)


@cache
def compiler_identity() -> bytes:
    """A digest of the compiler's source files and the Python it runs on (the regex
    translation reads the Unicode database)."""
    digest = hashlib.sha256()
    files: list[Path] = []
    for source in SOURCES:
        path = PACKAGE / source
        files.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    for file in files:
        digest.update(file.relative_to(PACKAGE).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(file.read_bytes()).digest())
    digest.update(f"{sys.version_info[:2]} {unicodedata.unidata_version}".encode())
    return digest.digest()


def _canonical(value: object) -> bytes:
    """The bytes of a JSON value, key order and number spelling kept (both can change the
    code: properties are checked in order, and ``1`` and ``1.0`` print differently)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode(
        "utf-8", "surrogatepass"
    )


# Keywords that tie a reference to more than its text: any of them turns the memo off.
_NOT_STATIC = frozenset({"$anchor", "$dynamicAnchor", "$dynamicRef"})


def _definition_of(pointer: str) -> str | None:
    """The (escaped) name of the definition a document pointer lies in, if any."""
    tokens = pointer.split("/", 3)
    if len(tokens) >= 3 and tokens[0] == "" and tokens[1] == "$defs":
        return tokens[2]
    return None


class FunctionMemo:
    """The memo of one validator module: the entries the last run used, and this run's. An
    entry holds a function's body (its ``def`` line carries the name its first caller
    claimed, which is this run's business) and the calls its compilation made."""

    def __init__(self, index: SchemaIndex, digests: Digests, stored: dict[Key, Entry]):
        self.index = index
        self.digests = digests
        self.stored = stored
        self.used: dict[Key, Entry] = {}
        self.hits = 0  # read by the tests and the bench: what a run reused
        self.misses = 0

    @classmethod
    def open(cls, index: SchemaIndex, label: str) -> FunctionMemo | None:
        """The memo of the module compiled from ``index`` (named by ``label``), or None when
        caching is off or the document's references cannot be read statically."""
        directory = cache_directory(FOLDER)
        if directory is None:
            return None
        digests = document_digests(index)
        if digests is None:
            return None
        stored: dict[Key, Entry] = {}
        body = read_entry(directory, _store_key(label))
        if body is not None:
            try:
                loaded = marshal.loads(body)
            except (EOFError, ValueError, TypeError):
                loaded = None
            # What the root says around the definitions is part of every key.
            if (
                isinstance(loaded, tuple)
                and len(loaded) == 2
                and loaded[0] == digests.around
                and isinstance(loaded[1], dict)
            ):
                stored = loaded[1]
        return cls(index, digests, stored)

    def key(self, function_key: FunctionKey, pointer: str, via: str | None) -> Key | None:
        """The key of the function ``function_key`` at ``pointer`` (calling ``via``): the
        closures it was compiled from, the function and its base URI. None for a function
        outside the definitions (the memo keeps none: a module's functions all lie in one)."""
        closures = []
        for place in (pointer, via):
            if place is not None:
                definition = _definition_of(place)
                closure = self.digests.closures.get(definition) if definition else None
                if closure is None:
                    return None
                closures.append(closure)
        base = self.index.bases.get(pointer)
        return None if base is None else (*closures, function_key, base)

    def get(self, key: Key) -> Entry | None:
        entry = self.stored.get(key)
        if (
            not isinstance(entry, tuple)
            or len(entry) != 2
            or not isinstance(entry[0], list)
            or not isinstance(entry[1], list)
        ):
            return None
        return entry

    def put(self, key: Key, lines: list[str], effects: list[Effect]) -> None:
        self.used[key] = (lines, effects)

    def compile(self, compiler: Compiler, function: Function) -> None:
        """Compile ``function`` with ``compiler``, or reuse its lines when it was compiled
        from the same schemas and its calls would name the same things now; a function
        compiled is recorded, its calls with it."""
        key = self.key(function.key, function.pointer, function.via)
        if key is None:
            compiler.compile(function)
            return
        entry = self.get(key)
        if entry is not None and replays(compiler, entry[1]):
            apply(compiler, entry[1])
            compiler.define(function, entry[0])
            self.put(key, *entry)
            self.hits += 1
            return
        names = compiler.names
        names.recording = []
        try:
            compiler.compile(function)
            self.put(key, function.lines[1:], names.recording)
            self.misses += 1
        finally:
            names.recording = None

    def save(self, label: str) -> None:
        """Store the entries this run used, unless they are what was stored already (every
        one a hit, and no other)."""
        directory = cache_directory(FOLDER)
        if directory is None or (self.misses == 0 and self.used.keys() == self.stored.keys()):
            return
        body = marshal.dumps((self.digests.around, self.used))
        write_entry(directory, _store_key(label), body)


def replays(compiler: Compiler, effects: list[Effect]) -> bool:
    """Whether the recorded calls ``effects`` would return the same names if ``compiler``
    made them now (names not claimed yet are tried on a layer over the claimed ones, so
    nothing changes)."""
    names = compiler.names
    layer: ChainMap[str, str] | None = None
    named: dict[FunctionKey, str] = {}
    for method, arguments, result in effects:
        if method == "function":
            found = compiler.functions.get(arguments)
            name = found.name if found is not None else named.get(arguments)
            if name is None:
                layer = layer or ChainMap({}, names.owners)
                stem = function_stem(*function_arguments(arguments)[:4])
                name = named[arguments] = names.claim(stem, repr(arguments), layer)
        elif method == "constant":
            requested, source, annotation = arguments
            key = constant_key(source, annotation)
            if names.owners.get(requested) == key:
                name = requested  # already this constant's name
            else:
                layer = layer or ChainMap({}, names.owners)
                name = names.claim(requested, key, layer)
        elif method == "table":
            layer = layer or ChainMap({}, names.owners)
            name = names.claim(*table_claim(*arguments), layer)
        else:
            continue
        if name != result:
            return False
    return True


def apply(compiler: Compiler, effects: list[Effect]) -> None:
    """Make the recorded calls ``effects`` again (after :func:`replays` said they name the
    same things)."""
    for method, arguments, _ in effects:
        if method == "function":
            pointer, mode, position, core, scope, via = function_arguments(arguments)
            compiler.function(pointer, mode, scope, position=position, core=core, via=via)
        elif method == "constant":
            compiler.names.constant(*arguments)
        elif method == "table":
            compiler.names.table(*arguments)
        else:
            compiler.names.use(*arguments)


def _store_key(label: str) -> str:
    return key_of(compiler_identity(), label.encode("utf-8", "surrogatepass"))


@dataclass(frozen=True)
class Digests:
    """What the functions of one document are compiled from, as SHA-256 digests."""

    around: bytes  # the root's without its definitions
    closures: dict[str, bytes]  # per definition (escaped name): its closure's content


def document_digests(index: SchemaIndex) -> Digests | None:
    """The digests of the document of ``index``; None when a reference cannot be mapped to a
    definition statically, or when definitions reach themselves."""
    document = index.document
    if not isinstance(document, dict):
        return None
    definitions = document.get("$defs", {})
    if not isinstance(definitions, dict):
        return None
    by_token = {escape_pointer_token(name): name for name in definitions}
    references: dict[str, set[str]] = {token: set() for token in by_token}
    for pointer, node in index.nodes():
        if not isinstance(node, dict):
            continue
        if not _NOT_STATIC.isdisjoint(node) or (pointer and "$id" in node):
            return None
        reference = node.get("$ref")
        if reference is None:
            continue
        target = _referenced_definition(reference, by_token, index)
        if target is None:
            return None
        owner = _definition_of(pointer)
        if owner is not None:
            references[owner].add(target)
    own = {
        token: hashlib.sha256(_canonical([name, definitions[name]])).digest()
        for token, name in by_token.items()
    }
    closures = _closure_digests(own, references)
    # The analyses' answers on a cycle depend on where the walk entered it (see
    # SchemaAnalysis), so a function compiled alone could differ from the same function
    # compiled with all the others: definitions that reach themselves (sharing a closure, or
    # referring to themselves) compile in full.
    if len(set(closures.values())) < len(closures) or any(
        token in targets for token, targets in references.items()
    ):
        return None
    around = {key: value for key, value in document.items() if key != "$defs"}
    return Digests(
        around=hashlib.sha256(_canonical(around)).digest(),
        closures=closures,
    )


def _closure_digests(own: dict[str, bytes], references: dict[str, set[str]]) -> dict[str, bytes]:
    """Per definition, a digest of its content and of everything it reaches through
    ``references``: definitions that reach each other (a strongly connected component of the
    reference graph) share one, taken over their content digests and the digests of the
    components they refer to, which any change to anything reachable changes. Tarjan's
    algorithm, without recursion, finds the components in an order where those a component
    refers to come first: linear in definitions and references, so a chain of 10,000 costs
    what 10,000 unrelated definitions cost."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    digests: dict[str, bytes] = {}
    for root in own:
        if root in order:
            continue
        order[root] = low[root] = len(order)
        stack.append(root)
        on_stack.add(root)
        work = [(root, iter(sorted(references[root])))]
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in order:
                    order[target] = low[target] = len(order)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(references[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], order[target])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == order[node]:
                    members: list[str] = []
                    while not members or members[-1] != node:
                        members.append(stack.pop())
                        on_stack.discard(members[-1])
                    inside = set(members)
                    beyond = {digests[t] for m in members for t in references[m] - inside}
                    digest = hashlib.sha256(len(members).to_bytes(8, "big"))
                    digest.update(b"".join(sorted(own[m] for m in members)))
                    digest.update(b"".join(sorted(beyond)))
                    for member in members:
                        digests[member] = digest.digest()
    return digests


def _referenced_definition(
    reference: object, by_token: dict[str, str], index: SchemaIndex
) -> str | None:
    """The escaped name of the definition a ``$ref`` points into, or None when it points
    anywhere else (another resource, the root, an anchor), or at a place the index has not
    walked (inside a keyword that holds no schema, such as ``x-data``): the compiler indexes
    such a place when it gets there, and whatever it references there is in no closure."""
    if not isinstance(reference, str) or not reference.startswith("#/"):
        return None
    pointer = unquote(reference[1:])
    token = _definition_of(pointer)
    return token if token in by_token and pointer in index.bases else None
