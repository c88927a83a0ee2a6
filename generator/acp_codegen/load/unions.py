"""The one rule for a discriminated union: which property tells its branches apart, and what
each branch is to it. The overlay merge (which adds variants), the model builder (which names
and dispatches them, and carries the result on its ``UnionDef``) and the validators' analysis
(which dispatches on the tag where that is proven to give the same verdict) all read a union
through :func:`tagged_union`, so a union one of them sees as tagged the others see alike.

A union is tagged by the one property that every branch requiring a ``const`` property
requires with a ``const`` (its *tag*); at least one branch does. Each branch is then:

- *tagged*: it gives the property a ``const``, its tag (whether it requires the property too
  is recorded: one that does not also takes an object without it);
- *open*: it gives no ``const`` but has a ``not``, which excludes the tags it lists (v2's
  "other" variants, taking every tag no other branch has);
- *default*: it gives no ``const`` and has no ``not`` (upstream's variant for an absent tag).

At most one branch may take an object without the property (a default branch, or a tagged one
that does not require it), or nothing tells which one does. Whether the tag alone picks the
one branch that can match is :attr:`TaggedUnion.dispatchable`; the validators add what JSON
Schema's semantics ask on top (every branch accepts objects alone).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from acp_codegen.vocabulary import ANNOTATIONS

Kind = Literal["tagged", "open", "default"]


@dataclass(frozen=True)
class Branch:
    """What one branch of a tagged union is to it (see the module's docstring)."""

    index: int
    kind: Kind
    tag: Any = None  # a tagged branch's ``const``
    # Whether the branch requires the property itself (an open branch: and declares its schema).
    requires: bool = False
    # An open branch: the ``const`` values its ``not`` gives the property, or None when one of
    # its clauses gives none (``{"anyOf": [...]}`` of clauses, or one clause alone).
    excluded: tuple[Any, ...] | None = None
    # An open branch: its ``not`` is exactly the objects that require the property with one of
    # those string values (no other keyword in a clause that could narrow what it excludes).
    exact: bool = False


@dataclass(frozen=True)
class TaggedUnion:
    """A union told apart by ``prop``: each of its branches, in order."""

    prop: str
    branches: tuple[Branch, ...]

    @property
    def tags(self) -> tuple[tuple[Any, int], ...]:
        """Each tagged branch's tag and index, in order."""
        return tuple((b.tag, b.index) for b in self.branches if b.kind == "tagged")

    @property
    def opens(self) -> tuple[Branch, ...]:
        return tuple(b for b in self.branches if b.kind == "open")

    @property
    def open_branch(self) -> int | None:
        """The index of the one open branch (None: none, or more than one)."""
        opens = self.opens
        return opens[0].index if len(opens) == 1 else None

    @property
    def default(self) -> int | None:
        return next((b.index for b in self.branches if b.kind == "default"), None)

    @property
    def dispatchable(self) -> bool:
        """Whether an object's tag alone picks the one branch that can match it: every branch
        requires the property, the tags are distinct strings, and at most one open branch takes
        every other tag, its ``not`` excluding exactly those of the tagged branches (or more)."""
        tags = [tag for tag, _ in self.tags]
        if not all(isinstance(tag, str) for tag in tags) or len(set(tags)) != len(tags):
            return False
        if any(b.kind == "default" or not b.requires for b in self.branches):
            return False
        opens = self.opens
        return len(opens) <= 1 and all(
            o.exact and o.excluded is not None and set(tags) <= set(o.excluded) for o in opens
        )


def tagged_union(branches: Sequence[Any]) -> TaggedUnion | None:
    """The union of ``branches`` as a tagged union, or None when no one property tells them
    apart (see the module's docstring). A caller that reads a branch that is only a ``$ref`` as
    what it refers to gives that schema in its place."""
    common: set[str] | None = None
    for branch in branches:
        if not isinstance(branch, dict):
            return None
        consts = {name for name in _required(branch) if "const" in _property(branch, name)}
        if consts:
            common = consts if common is None else common & consts
    if common is None or len(common) != 1:
        return None
    (prop,) = common
    read = tuple(read_branch(index, branch, prop) for index, branch in enumerate(branches))
    untagged = [b for b in read if b.kind != "open" and not (b.kind == "tagged" and b.requires)]
    if len(untagged) > 1:
        return None
    return TaggedUnion(prop, read)


def _required(schema: dict[str, Any]) -> list[str]:
    required = schema.get("required")
    return [n for n in required if isinstance(n, str)] if isinstance(required, list) else []


def _property(schema: dict[str, Any], name: str) -> dict[str, Any]:
    """The schema ``schema`` gives property ``name`` ({} when it gives none, or no object)."""
    properties = schema.get("properties")
    found = properties.get(name) if isinstance(properties, dict) else None
    return found if isinstance(found, dict) else {}


def read_branch(index: int, branch: dict[str, Any], prop: str) -> Branch:
    """What ``branch``, at ``index`` of a union tagged by ``prop``, is to it."""
    spec = _property(branch, prop)
    requires = prop in _required(branch)
    if "const" in spec:
        return Branch(index, "tagged", spec["const"], requires)
    if "not" not in branch:
        return Branch(index, "default", requires=requires)
    declared = isinstance(branch.get("properties"), dict) and isinstance(
        branch["properties"].get(prop), dict
    )
    excluded, exact = _excluded(branch["not"], prop)
    return Branch(index, "open", None, requires and declared, excluded, exact)


def _excluded(schema: Any, prop: str) -> tuple[tuple[Any, ...] | None, bool]:
    """The ``const`` values an open branch's ``not`` gives ``prop`` (None when a clause gives
    none), and whether the ``not`` is exactly the objects that require ``prop`` with one of
    those string values."""
    clauses = schema.get("anyOf", schema.get("oneOf")) if isinstance(schema, dict) else None
    if not isinstance(clauses, list):
        clauses = [schema]
    values = []
    for clause in clauses:
        spec = _property(clause, prop) if isinstance(clause, dict) else {}
        if "const" not in spec:
            return None, False
        values.append(spec["const"])
    # Each clause is an object giving ``prop`` a ``const`` (so is ``schema``, when it is its
    # own clause). Only an ``anyOf`` alone excludes each clause's objects and no more.
    if set(schema) - ANNOTATIONS != {"anyOf"}:
        clauses = [schema]
    return tuple(values), all(_plain_exclusion(c, prop) for c in clauses)


def _plain_exclusion(clause: dict[str, Any], prop: str) -> bool:
    """Whether ``clause`` is exactly the objects that have ``prop`` with one string value:
    ``{"type": "object", "properties": {prop: {"type": "string", "const": v}},
    "required": [prop]}``, the types optional, annotations beside. A clause of only those
    keywords gives ``prop`` a ``const`` (:func:`_excluded` asks that of each first), so its
    ``properties`` and the schema it gives ``prop`` are objects."""
    if not set(clause) - ANNOTATIONS <= {"type", "properties", "required"}:
        return False
    if clause.get("type", "object") != "object" or clause.get("required") != [prop]:
        return False
    properties = clause["properties"]
    if set(properties) != {prop}:
        return False
    sub = properties[prop]
    if not set(sub) - ANNOTATIONS <= {"type", "const"}:
        return False
    return sub.get("type", "string") == "string" and isinstance(sub["const"], str)
