"""The floor of ``is_valid`` on the validation corpus for the compiled build, written for mypyc.

The same checks as ``bench.floor.check_floor`` (the types, the required fields, the tags of the
three block types the corpus has, the blank rule, the unknown keys of the blocks and
suggestions; less than the schema: no annotations, no ``_meta`` values, no other block
types), written so that mypyc makes every operation native: the key sets are module
constants, every value is narrowed before it is used (a dict's ``get``, a string's comparison
and ``strip`` are then C calls), and the unknown keys are found by a loop over the dict's keys
where ``issuperset`` would be a method call through Python. ``bench.compiled`` compiles this
module with the validators and times it beside them; interpreted it is slower than
``bench.floor``'s (which is the pure floor), compiled faster than that one compiled.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

# The whitespace of the blank rule, as the generated validators spell it (their ``_CHARS_``
# constant); a constant, so that the compiled ``strip`` reads no variable.
CHARS: Final = (
    "\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009"
    "\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)
TEXT_KEYS: Final = frozenset({"type", "text", "_meta", "annotations"})
LINK_KEYS: Final = frozenset(
    {"type", "name", "uri", "_meta", "annotations", "description", "mimeType", "size", "title"}
)
IMAGE_KEYS: Final = frozenset({"type", "data", "mimeType", "uri", "_meta", "annotations"})
SUGGESTION_KEYS: Final = frozenset({"prompt", "_meta"})


def check_floor(chars: str) -> Callable[[Any], bool]:
    """The floor, for the validators whose blank rule strips ``chars`` (:data:`CHARS`)."""
    if chars != CHARS:
        raise ValueError(f"the floor's blank rule strips {CHARS!r}, the validators' {chars!r}")
    return floor


def floor(message: Any) -> bool:  # noqa: C901, PLR0911, PLR0912 - one function on purpose
    """The least a validator of the corpus' notifications does."""
    if type(message) is not dict:
        return False
    session: object = message.get("sessionId")
    if type(session) is not str:
        return False
    update: object = message.get("update")
    if type(update) is not dict:
        return False
    tag: object = update.get("sessionUpdate")
    if type(tag) is not str or tag != "prompt_suggestions_update":
        return False
    suggestions: object = update.get("suggestions")
    if type(suggestions) is not list:
        return False
    for suggestion in suggestions:
        if type(suggestion) is not dict:
            return False
        for key in suggestion:
            if key not in SUGGESTION_KEYS:
                return False
        prompt: object = suggestion.get("prompt")
        if type(prompt) is not list or not prompt:
            return False
        blank = True
        for block in prompt:
            if type(block) is not dict:
                return False
            kind: object = block.get("type")
            if type(kind) is not str:
                return False
            if kind == "text":
                text: object = block.get("text")
                if type(text) is not str:
                    return False
                for key in block:
                    if key not in TEXT_KEYS:
                        return False
                if text.strip(CHARS):
                    blank = False
            elif kind == "resource_link":
                size: object = block.get("size")
                name: object = block.get("name")
                uri: object = block.get("uri")
                if type(name) is not str or type(uri) is not str:
                    return False
                if not (size is None or type(size) is int):
                    return False
                for key in block:
                    if key not in LINK_KEYS:
                        return False
                blank = False
            elif kind == "image":
                data: object = block.get("data")
                mime: object = block.get("mimeType")
                if type(data) is not str or type(mime) is not str:
                    return False
                for key in block:
                    if key not in IMAGE_KEYS:
                        return False
                blank = False
            else:
                return False
        if blank:
            return False
    return "_meta" not in update or type(update["_meta"]) is dict
