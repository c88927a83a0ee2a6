"""What the compiler needs to know about a schema before it emits code; emits none itself.

- :meth:`SchemaAnalysis.allowed_types`: the JSON types a subschema can accept at all;
- :meth:`SchemaAnalysis.discriminated`: whether a ``oneOf``/``anyOf`` is a tagged union (the
  one rule, :mod:`acp_codegen.load.unions`) whose tag alone picks its branch;
- :meth:`SchemaAnalysis.closes_objects`, :meth:`~SchemaAnalysis.checks_other_properties`,
  :meth:`~SchemaAnalysis.covers_items`, :meth:`~SchemaAnalysis.prefix_length`,
  :meth:`~SchemaAnalysis.known_properties`, :meth:`~SchemaAnalysis.known_patterns`,
  :meth:`~SchemaAnalysis.known_present`, :meth:`~SchemaAnalysis.explains_every`,
  :meth:`~SchemaAnalysis.conditionals`, :meth:`~SchemaAnalysis.selected_unions`,
  :meth:`~SchemaAnalysis.names_every_part`: what a position's schema leaves open;
- :meth:`SchemaAnalysis.in_place`: the subschemas applied to the same instance (``$ref``,
  ``allOf``, and on request the branches of unions and conditionals).

Every answer is computed from the raw schema through the :class:`SchemaIndex` and cached
per pointer. On a cycle of subschemas applied to one value (``A``'s ``allOf`` refers to ``B``,
whose ``anyOf`` refers to ``A``), an answer is worked out from where the walk entered the
cycle, a member met again counting as constraining nothing: sound (it can only leave the code
checking more), but it can depend on which pointer was asked first, so a document whose
definitions reach themselves is compiled in full, never from the memo
(:mod:`~acp_codegen.validators.memo`), and its module does not depend on what was cached.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from acp_codegen.errors import join_pointer
from acp_codegen.load.unions import TaggedUnion, tagged_union
from acp_codegen.validators.resolver import Schema, SchemaIndex, Target
from acp_codegen.vocabulary import ANNOTATIONS, RULES, VALUE_KEYWORDS, is_extension

# How deep :meth:`SchemaAnalysis.known_properties` (and the other parts a position's keywords
# check) and :meth:`~SchemaAnalysis.known_present` follow unions within unions (they recurse).
_PRESENT_DEPTH = 32

# A subschema applied in place under a condition (:meth:`SchemaAnalysis.conditionals`): the
# kind of condition ("present" or "if"), its subject (a property name, the pointer of the
# ``if`` subschema), and the pointers of the subschemas applied when it holds and when not.
Conditional = tuple[str, str, str | None, str | None]

# A discriminated union an explanation applies (:meth:`SchemaAnalysis.selected_unions`): the
# tag's property, and each branch's pointer with the tags that select it (None for the open
# branch, which takes every other tag, a string or not).
Selection = tuple[str, tuple[tuple[frozenset[str] | None, str], ...]]


class SchemaAnalysis:
    """Facts about the subschemas of one :class:`SchemaIndex`, computed on demand."""

    def __init__(self, index: SchemaIndex) -> None:
        self.index = index
        self._allowed_types: dict[str, frozenset[str] | None] = {}
        self._in_place_found: dict[tuple[str, bool], tuple[str, ...]] = {}
        self._closures: dict[str, tuple[str, ...]] = {}
        self._discriminated: dict[tuple[str, ...], TaggedUnion | None] = {}
        self._present: dict[str, int] = {}
        self._parts: dict[tuple[str, str, bool], dict[str | int, str]] = {}
        self._explains: dict[tuple[str, str], bool] = {}
        self._conditionals: dict[tuple[str, str], list[Conditional]] = {}
        self._selected: dict[str, list[Selection]] = {}
        self._present_among_found: dict[tuple[str, frozenset[str]], int] = {}
        self._alias_ends: dict[str, Target] = {}
        self._union_groups: dict[str, list[list[str]]] = {}

    def reference(self, schema: dict[str, object], keyword: str, pointer: str, base: str) -> Target:
        """The static target of ``schema[keyword]`` (``$ref``, or ``$dynamicRef`` outside any
        dynamic scope) for the schema at ``pointer`` whose base URI is ``base``."""
        reference = schema[keyword]
        where = join_pointer(pointer, keyword)
        if not isinstance(reference, str):
            raise self.index.problem(where, f"{keyword} must be a string")
        return self.index.resolve(base, reference, where)

    # -- in-place applicators ------------------------------------------------------

    def in_place(self, pointer: str, *, branches: bool) -> tuple[str, ...]:
        """Pointers of the subschemas applied in place: allOf, $ref (and unions if asked)."""
        key = (pointer, branches)
        found = self._in_place_found.get(key)
        if found is None:
            found = self._in_place_found[key] = tuple(self._find_in_place(pointer, branches))
        return found

    def _find_in_place(self, pointer: str, branches: bool) -> Iterator[str]:
        """What :meth:`in_place` finds. A ``$dynamicRef`` to a ``$dynamicAnchor`` is left
        out: the dynamic scope may bind it elsewhere, so its static target says nothing of
        what it applies (each analysis here takes a member it does not see as one that
        constrains nothing, which only costs a shortcut)."""
        schema = self.index.node(pointer)
        if not isinstance(schema, dict):
            return
        base = self.index.bases.get(pointer, "")
        if isinstance(schema.get("$ref"), str):
            yield self.reference(schema, "$ref", pointer, base).pointer
        reference = schema.get("$dynamicRef")
        if isinstance(reference, str) and self.index.dynamic_anchor_at(base, reference) is None:
            yield self.reference(schema, "$dynamicRef", pointer, base).pointer
        keywords = ["allOf"] + (["anyOf", "oneOf"] if branches else [])
        for keyword in keywords:
            if isinstance(members := schema.get(keyword), list):
                yield from (join_pointer(pointer, keyword, i) for i in range(len(members)))
        if branches:
            for keyword in ("then", "else"):
                if keyword in schema:
                    yield join_pointer(pointer, keyword)
            if isinstance(dependent := schema.get("dependentSchemas"), dict):
                yield from (join_pointer(pointer, "dependentSchemas", k) for k in dependent)

    def _unions(self, pointer: str) -> list[list[str]]:
        """The pointers of the branches of each ``anyOf`` and ``oneOf`` of the schema at
        ``pointer`` (:func:`_union_branches`), worked out once per pointer."""
        groups = self._union_groups.get(pointer)
        if groups is None:
            groups = self._union_groups[pointer] = _union_branches(
                pointer, self.index.node(pointer)
            )
        return groups

    def _closure(self, pointer: str) -> tuple[str, ...]:
        """``pointer`` and every subschema applied to every value it is (``$ref``, ``allOf``)
        below it, each once."""
        closure = self._closures.get(pointer)
        if closure is None:
            order, seen = [pointer], {pointer}
            for current in order:
                for found in self.in_place(current, branches=False):
                    if found not in seen:
                        seen.add(found)
                        order.append(found)
            closure = self._closures[pointer] = tuple(order)
        return closure

    # -- allowed types -------------------------------------------------------------

    def allowed_types(self, pointer: str) -> frozenset[str] | None:
        """The JSON types the schema can accept, or None when it does not constrain types.

        Computed for ``pointer`` and every subschema it depends on (``$ref`` and ``allOf``
        targets, ``anyOf`` / ``oneOf`` branches) in one depth-first pass with an explicit
        stack, so a chain of thousands of references does not recurse. A subschema met again
        while its own answer is being worked out (a cycle) constrains nothing.
        """
        known = self._allowed_types
        if pointer in known:
            return known[pointer]
        entered: set[str] = set()
        stack = [pointer]
        while stack:
            current = stack[-1]
            if current in known:
                stack.pop()
            elif current in entered:
                stack.pop()
                known[current] = self._allowed(current)
            else:
                entered.add(current)
                # Reversed, so the dependencies are worked out in schema order.
                for dependency in reversed(self._type_dependencies(current)):
                    if dependency not in known and dependency not in entered:
                        stack.append(dependency)
        return known[pointer]

    def _type_dependencies(self, pointer: str) -> list[str]:
        """The subschemas whose allowed types :meth:`_allowed` reads."""
        branches = self._unions(pointer)
        return [*self.in_place(pointer, branches=False), *(p for g in branches for p in g)]

    def _allowed(self, pointer: str) -> frozenset[str] | None:
        """The allowed types at ``pointer`` from its own keywords and the answers already
        known for its dependencies (one not yet known is on a cycle: no constraint)."""
        schema = self.index.node(pointer)
        if schema is True:
            return None
        if schema is False:
            return frozenset()
        assert isinstance(schema, dict)
        known = self._allowed_types
        result: frozenset[str] | None = None

        def narrow(types: frozenset[str] | None) -> None:
            nonlocal result
            if types is not None:
                result = types if result is None else result & types

        if "type" in schema:
            kind = schema["type"]
            names = kind if isinstance(kind, list) else [kind]
            narrow(frozenset("number" if n == "integer" else str(n) for n in names))
        if "const" in schema:
            narrow(frozenset({json_type(schema["const"])}))
        if isinstance(values := schema.get("enum"), list):
            narrow(frozenset(json_type(v) for v in values))
        for member in self.in_place(pointer, branches=False):
            narrow(known.get(member))
        for group in self._unions(pointer):
            options = [known.get(branch) for branch in group]
            if all(o is not None for o in options):
                narrow(frozenset().union(*[o for o in options if o is not None]))
        return result

    # -- what a position leaves open -------------------------------------------------

    def closes_objects(self, pointer: str) -> bool:
        """True when additional or unevaluated properties are handled by a keyword."""
        for member in self._closure(pointer):
            schema = self.index.node(member)
            if isinstance(schema, dict) and (
                "additionalProperties" in schema or "unevaluatedProperties" in schema
            ):
                return True
        return False

    def covers_items(self, pointer: str) -> bool:
        """True when an ``items`` applied in place constrains every array item."""
        for member in self._closure(pointer):
            schema = self.index.node(member)
            if isinstance(schema, dict) and "items" in schema:
                return True
        return False

    def checks_other_properties(self, pointer: str) -> bool:
        """True when the code of ``pointer`` itself checks every property it does not
        declare: :meth:`closes_objects`, or a discriminated union is applied in place, whose
        dispatch runs the selected branch as a position of its own (with that branch's
        check of what it leaves open)."""
        if self.closes_objects(pointer):
            return True
        for member in self._closure(pointer):
            for group in self._unions(member):
                if self.discriminated(group) is not None:
                    return True
        return False

    def parted_types(self, pointer: str) -> frozenset[str]:
        """Of ``object`` and ``array``, those whose parts the code of ``pointer`` checks at
        positions of their own: some properties (:meth:`known_properties`, those a pattern
        matches: :meth:`known_patterns`, or every one it does not declare:
        :meth:`checks_other_properties`), or some items (:meth:`prefix_length`, or every
        one: :meth:`covers_items`, :meth:`explains_every`), either of them perhaps under a
        condition (:meth:`conditionals`)."""
        conditional = {
            kind: any(
                self._names_some(p, kind) for c in self.conditionals(pointer, kind) for p in c[2:]
            )
            for kind in ("object", "array")
        }
        parted = {
            "object": self._names_some(pointer, "object")
            or self.checks_other_properties(pointer)
            or self.explains_every(pointer, "object")
            or conditional["object"],
            "array": self._names_some(pointer, "array")
            or self.explains_every(pointer, "array")
            or conditional["array"],
        }
        return frozenset(kind for kind, checked in parted.items() if checked)

    def _names_some(self, pointer: str | None, kind: str) -> bool:
        """Whether the code of ``pointer`` checks some of an object's properties (``kind``
        ``object``) or of an array's items at positions of their own, by name, pattern or
        index, or every item."""
        if pointer is None:
            return False
        if kind == "object":
            return bool(self.known_properties(pointer) or self.known_patterns(pointer))
        return self.covers_items(pointer) or self.prefix_length(pointer) > 0

    def explains_every(self, pointer: str, kind: str, depth: int = 0) -> bool:
        """True when an explanation by the code of ``pointer`` names every part of a value of
        JSON type ``kind`` (object or array) that is no JSON itself: of an object, when a
        keyword takes every property no other declares (:meth:`closes_objects`; a
        discriminated union names none when the tag selects no branch); of an
        array, when an ``items`` or an ``unevaluatedItems`` other than ``true`` is applied in
        place (the latter takes the items no other keyword evaluated at their own positions,
        and checks that the others are JSON: ``contains`` matched them at none); or, of a
        union among them, when the one branch that can take ``kind`` does (the branch that
        matched, or else the one an explanation of the union names; where several can, it
        names none of them, and the check of what is left open names the first part that is
        no JSON). Unions nested deeper than :data:`_PRESENT_DEPTH`, or met again on a cycle,
        do not."""
        key = (pointer, kind)
        found = self._explains.get(key)
        if found is not None:
            return found
        self._explains[key] = False  # met again on a cycle: not known to
        if kind == "object":
            explains = self.closes_objects(pointer)
        else:
            explains = any(
                isinstance(schema := self.index.node(member), dict)
                and ("items" in schema or schema.get("unevaluatedItems", True) is not True)
                for member in self._closure(pointer)
            )
        for member in self._closure(pointer):
            for group in self._unions(member):
                takers = [b for b in group if self._can_take(b, kind)]
                if depth < _PRESENT_DEPTH and len(takers) == 1:
                    explains |= self.explains_every(takers[0], kind, depth + 1)
        self._explains[key] = explains
        return explains

    def selected_unions(self, pointer: str, depth: int = 0) -> list[Selection]:
        """The discriminated unions an explanation by the code of ``pointer`` applies to an
        object, in place or as the one branch of a union that can take an object (as
        :meth:`explains_every` follows it: when that union matches, the branch that matched
        has JSON parts; else the union's explanation is that branch's), each with its
        branches and the tags that select them (see :data:`Selection`). The explanation of
        such a union is that of the branch its tag selects, and none of a branch when the
        tag selects none: a missing tag, or one unknown to a union without an open branch.
        Unions nested deeper than :data:`_PRESENT_DEPTH`, or met again on a cycle, add none
        (an explanation may then name a part twice)."""
        cached = self._selected.get(pointer)
        if cached is not None:
            return cached
        self._selected[pointer] = []  # met again on a cycle: none known yet
        found: list[Selection] = []
        for member in self._closure(pointer):
            for group in self._unions(member):
                union = self.discriminated(group)
                if union is not None:
                    arms = tuple(
                        (
                            frozenset(str(t) for t, i in union.tags if i == index)
                            if index != union.open_branch
                            else None,
                            branch,
                        )
                        for index, branch in enumerate(group)
                    )
                    found.append((union.prop, arms))
                    continue
                takers = [b for b in group if self._can_take(b, "object")]
                if depth < _PRESENT_DEPTH and len(takers) == 1:
                    found.extend(self.selected_unions(takers[0], depth + 1))
        self._selected[pointer] = found
        return found

    def names_every_part(self, pointer: str) -> bool:
        """Whether the explanation of a discriminated union's branch at ``pointer``, when its
        tag selects it, names every part of the object that is no JSON, whatever the
        object: the branch runs as a position of its own (its check of what it leaves
        open), or checks its other properties itself (:meth:`closes_objects`). A branch
        that leaves its parts to a discriminated union of its own names them only when that
        union's tag selects such a branch in turn (see :meth:`selected_unions`)."""
        return self.closes_objects(pointer) or not self.checks_other_properties(pointer)

    def _can_take(self, pointer: str, kind: str) -> bool:
        allowed = self.allowed_types(pointer)
        return allowed is None or kind in allowed

    def conditionals(self, pointer: str, kind: str, depth: int = 0) -> list[Conditional]:
        """The subschemas the code of ``pointer`` applies in place under a condition to a
        value of JSON type ``kind`` (object or array), each with its condition:
        ``("present", name, subschema, None)`` for a ``dependentSchemas`` one, applied to an
        object with the property ``name``; ``("if", if, then, else)`` for a conditional,
        ``then`` applied when the ``if`` subschema matches and ``else`` when it does not
        (None where absent). So are those of a union's branch that alone can take ``kind``
        (the branch an explanation of the union names, and, when the union matches, the one
        that matched); nested conditionals, and unions nested deeper than
        :data:`_PRESENT_DEPTH`, or met again on a cycle, add none (an explanation may then
        name a part twice)."""
        key = (pointer, kind)
        cached = self._conditionals.get(key)
        if cached is not None:
            return cached
        self._conditionals[key] = []  # met again on a cycle: none known yet
        found: list[Conditional] = []
        for member in self._closure(pointer):
            schema = self.index.node(member)
            if not isinstance(schema, dict):
                continue
            dependent = schema.get("dependentSchemas")
            if kind == "object" and isinstance(dependent, dict):
                found.extend(
                    ("present", name, join_pointer(member, "dependentSchemas", name), None)
                    for name in dependent
                )
            if "if" in schema and ("then" in schema or "else" in schema):
                then, otherwise = (
                    join_pointer(member, k) if k in schema else None for k in ("then", "else")
                )
                found.append(("if", join_pointer(member, "if"), then, otherwise))
            for group in self._unions(member):
                takers = [b for b in group if self._can_take(b, kind)]
                if depth < _PRESENT_DEPTH and len(takers) == 1:
                    found.extend(self.conditionals(takers[0], kind, depth + 1))
        self._conditionals[key] = found
        return found

    def known_properties(self, pointer: str, *, explained: bool = False) -> list[str]:
        """The property names whose values the code of ``pointer`` checks whenever it
        accepts an object, at positions of their own (see :meth:`_checked_parts`; with
        ``explained``, those an explanation names)."""
        found = self._checked_parts(pointer, "properties", explained=explained)
        return sorted(str(name) for name in found)

    def known_patterns(self, pointer: str, *, explained: bool = False) -> dict[str, str]:
        """The ``patternProperties`` names whose matching names' values the code of
        ``pointer`` checks whenever it accepts an object, each with the pointer of one
        subschema it is the name of (see :meth:`_checked_parts`; with ``explained``, those
        an explanation names)."""
        found = self._checked_parts(pointer, "patternProperties", explained=explained)
        return {str(pattern): where for pattern, where in found.items()}

    def prefix_length(self, pointer: str, *, explained: bool = False) -> int:
        """How many leading items the ``prefixItems`` of the code of ``pointer`` check
        whenever it accepts an array (see :meth:`_checked_parts`; with ``explained``, those
        an explanation names)."""
        return len(self._checked_parts(pointer, "prefixItems", explained=explained))

    def _checked_parts(
        self, pointer: str, keyword: str, depth: int = 0, *, explained: bool = False
    ) -> dict[str | int, str]:
        """The parts ``keyword`` names (a property name or a pattern of an object, the index
        of an item), each with the pointer of one subschema that checks it, for which the
        code of ``pointer`` applies such a subschema whenever it accepts the value: those
        the subschemas applied in place name, and of a union among them, those every branch
        that can accept the value's type names (a part only one branch names goes unchecked
        when another branch is the one that matched), leaving out branches that check every
        part themselves (:meth:`closes_objects`, :meth:`covers_items`). The branches of
        conditionals and ``dependentSchemas`` add none; nor do unions nested deeper than
        :data:`_PRESENT_DEPTH`, nor one met again on a cycle (fewer parts known only cost
        speed, and an explanation may name a part twice).

        With ``explained``, the parts an explanation by that code names where they are: a
        union that several branches can take the value's type in, and that no tag
        dispatches, adds none, since when it fails its explanation is its own message and
        names no part (when it matches, the parts are JSON: the branch that matched checked
        them); a discriminated union adds its tag's property alone (the branch the tag selects
        checks it, or the union's failure names its value), since its branches' parts are
        named only when the tag selects their branch (:meth:`selected_unions`)."""
        key = (pointer, keyword, explained)
        found = self._parts.get(key)
        if found is not None:
            return found
        self._parts[key] = {}  # met again on a cycle: nothing known yet
        items = keyword == "prefixItems"
        kind, closes = ("array", self.covers_items) if items else ("object", self.closes_objects)
        parts: dict[str | int, str] = {}
        for member in self._closure(pointer):
            schema = self.index.node(member)
            named = _keyword(schema, keyword)
            names: Iterable[str | int] = ()
            if items and isinstance(named, list):
                names = range(len(named))
            elif not items and isinstance(named, dict):
                names = named
            for name in names:
                parts.setdefault(name, join_pointer(member, keyword, name))
            if depth >= _PRESENT_DEPTH:
                continue
            for group in self._unions(member):
                if explained and (union := self.discriminated(group)) is not None:
                    # The tag's value, when there is one: a branch the tag selects checks
                    # it, or the union's failure names it. The branches' other parts are
                    # named only when their tag selects them (see selected_unions).
                    if keyword == "properties":
                        parts.setdefault(union.prop, group[0])
                    continue
                if explained and not self._explained(group, kind):
                    continue
                shared: dict[str | int, str] | None = None
                for branch in group:
                    allowed = self.allowed_types(branch)
                    if allowed is not None and kind not in allowed:
                        continue  # never the branch that accepts the value
                    if closes(branch):
                        continue  # checks every part itself when it is the one
                    declared = self._checked_parts(branch, keyword, depth + 1, explained=explained)
                    shared = (
                        declared
                        if shared is None
                        else {name: at for name, at in shared.items() if name in declared}
                    )
                for name, at in (shared or {}).items():
                    parts.setdefault(name, at)
        self._parts[key] = parts
        return parts

    def _explained(self, group: list[str], kind: str) -> bool:
        """Whether an explanation of the union of the branches at ``group`` that fails on a
        value of JSON type ``kind`` is that of one branch, whatever the value: the one that
        can take ``kind``."""
        return len([branch for branch in group if self._can_take(branch, kind)]) <= 1

    def known_present(self, pointer: str) -> int:
        """How many of the :meth:`known_properties` every object valid at ``pointer`` has: an
        object with no more properties than that has no unknown ones (see
        :meth:`_present_among`)."""
        found = self._present.get(pointer)
        if found is None:
            known = frozenset(self.known_properties(pointer))
            found = self._present[pointer] = self._present_among(pointer, known, 0)
        return found

    def _present_among(self, pointer: str, known: frozenset[str], depth: int) -> int:
        """How many names of ``known`` every object valid at ``pointer`` has.

        The names every member applied in place requires, or, for a union among them, the
        least count of any branch, whichever is more: an object valid against the branch
        that matched has that branch's names, so one with no more properties than the
        least of them has only those. A branch that checks its other properties itself
        (:meth:`closes_objects`: v2's open "other" variants have ``additionalProperties:
        true``), their names and values, leaves none unchecked and does not count. Unions
        nested deeper than :data:`_PRESENT_DEPTH`, and a schema met again on a cycle, count
        nothing (a lower count only costs the shortcut)."""
        key = (pointer, known)
        found = self._present_among_found.get(key)
        if found is not None:
            return found
        self._present_among_found[key] = 0  # met again on a cycle: nothing counted yet
        required: set[str] = set()
        branches = 0
        for member in self._closure(pointer):
            schema = self.index.node(member)
            names = _keyword(schema, "required")
            if isinstance(names, list):
                required.update(n for n in names if isinstance(n, str))
            if depth >= _PRESENT_DEPTH:
                continue
            for group in self._unions(member):
                counts = [
                    self._present_among(b, known, depth + 1)
                    for b in group
                    if not self.closes_objects(b)
                ]
                branches = max(branches, min(counts, default=0))
        count = self._present_among_found[key] = max(len(required & known), branches)
        return count

    # -- inlining --------------------------------------------------------------------

    def alias_end(self, target: Target) -> Target:
        """Where a chain of aliases that starts at ``target`` ends: a schema that is only a
        ``$ref``, or an ``allOf`` of one ``$ref`` (with annotations), applies its target's
        code and nothing else, so calling the end gives the same verdict, errors and
        annotations, with one call instead of one per link (a chain longer than the
        recursion limit would otherwise fail every instance). Each ``$ref`` is resolved
        against its own link's base, as its function would. A cycle ends the chain, and so
        does a link in a resource with a ``$dynamicAnchor`` (evaluation passing through it
        puts those anchors in scope, for a ``$dynamicRef`` below to find) and a link with
        ``x-acp-rules`` (its function checks them). Every link of a chain that ends learns
        its end, so the definitions of a chain cost one walk."""
        links = {target.pointer}
        while (end := self._alias_ends.get(target.pointer)) is None:
            following = self._alias_target(target)
            if following is None:
                end = target
                break
            if following.pointer in links:
                return target  # a cycle: no end to learn, whatever link the walk starts at
            links.add(following.pointer)
            target = following
        self._alias_ends.update(dict.fromkeys(links, end))
        return end

    def _alias_target(self, target: Target) -> Target | None:
        """The target of ``target`` when it is an alias (see :meth:`alias_end`), else None."""
        schema = target.schema
        if (
            not isinstance(schema, dict)
            or RULES in schema
            or self.index.resource_dynamic_anchors(target.base)
        ):
            return None
        keywords = {k for k in schema if k not in ANNOTATIONS and not is_extension(k)}
        pointer, reference = target.pointer, schema
        if keywords == {"allOf"}:
            parts = schema["allOf"]
            if not (isinstance(parts, list) and len(parts) == 1):
                return None
            (reference,) = parts
            pointer = join_pointer(pointer, "allOf", 0)
            if not (isinstance(reference, dict) and set(reference) == {"$ref"}):
                return None
        elif keywords != {"$ref"}:
            return None
        base = self.index.bases.get(pointer, target.base)
        return self.reference(reference, "$ref", pointer, base)

    def inlinable(self, pointer: str) -> bool:
        """True when the schema at ``pointer`` is cheaper inlined than called: it only tests
        one value (``type``, ``const``, ``enum``, number and string keywords), or it only
        dispatches a discriminated union. The first applies no other schema; the second
        applies its branches, called through their table or written in the arms of a
        dispatch, within which unions are called: so inlining recurses one level at most.
        And it starts no new resource (``$id``), so its references resolve as they would in
        its own function."""
        schema = self.index.node(pointer)
        if not isinstance(schema, dict) or "$id" in schema or "$dynamicAnchor" in schema:
            return False
        keywords = {k for k in schema if k not in ANNOTATIONS and not is_extension(k)}
        if keywords <= VALUE_KEYWORDS:
            return True
        unions = keywords & {"anyOf", "oneOf"}
        if len(unions) != 1 or not keywords - unions <= {"type"}:
            return False
        (keyword,) = unions
        branches = schema[keyword]
        if not isinstance(branches, list) or not branches:
            return False
        pointers = [join_pointer(pointer, keyword, i) for i in range(len(branches))]
        return self.discriminated(pointers) is not None

    # -- discriminated unions --------------------------------------------------------

    def discriminated(self, pointers: list[str]) -> TaggedUnion | None:
        """The union of the branches at ``pointers`` as the one rule reads it
        (:func:`acp_codegen.load.unions.tagged_union`, a branch that is only a ``$ref`` read
        as what it refers to), when its tag alone picks the branch
        (:attr:`~acp_codegen.load.unions.TaggedUnion.dispatchable`) and, as JSON Schema's
        semantics ask on top, every branch accepts objects alone (a branch that takes a
        string too would match a string whatever the tag)."""
        key = tuple(pointers)
        if key in self._discriminated:
            return self._discriminated[key]
        schemas: list[Schema] = []
        objects = True
        for pointer in pointers:
            schema = self._follow_plain_ref(pointer)
            schemas.append(schema)
            if not isinstance(schema, dict) or self.allowed_types(pointer) != frozenset({"object"}):
                objects = False
        union = tagged_union(schemas)
        found = union if objects and union is not None and union.dispatchable else None
        self._discriminated[key] = found
        return found

    def _follow_plain_ref(self, pointer: str) -> Schema:
        schema = self.index.node(pointer)
        seen = {pointer}
        while isinstance(schema, dict) and set(schema) - ANNOTATIONS == {"$ref"}:
            target = self.reference(schema, "$ref", pointer, self.index.bases.get(pointer, ""))
            if target.pointer in seen:
                break
            seen.add(target.pointer)
            pointer, schema = target.pointer, target.schema
        return schema


def _union_branches(pointer: str, schema: Schema) -> list[list[str]]:
    """The pointers of the branches of each ``anyOf`` and ``oneOf`` of ``schema``."""
    if not isinstance(schema, dict):
        return []
    return [
        [join_pointer(pointer, keyword, i) for i in range(len(branches))]
        for keyword in ("anyOf", "oneOf")
        if isinstance(branches := schema.get(keyword), list)
    ]


def _keyword(schema: Schema, keyword: str) -> object:
    """The value of ``keyword`` in ``schema`` (None when absent or a boolean schema)."""
    return schema.get(keyword) if isinstance(schema, dict) else None


def json_type(value: object) -> str:
    """The JSON type of a schema value (``number`` for integers too)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"
