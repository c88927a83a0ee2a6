"""What the unavoidable work costs in CPython, beside the Rust-backed anchors.

Two hand-written functions, each the least any pure-Python code must do for one row, timed in
alternating rounds with our generated code and the anchor, so a reader sees how far a row is
from what the interpreter allows:

- ``is_valid`` on the validation corpus (``bench.corpus``): one function, no calls but
  builtins, that tests what the notification of a suggestions update needs (the types, the
  required fields, the tags of the three block types the corpus has, the blank rule, the
  unknown keys of the blocks); it agrees with ours on every message of the corpus, and checks
  less than the schema says (no annotations, no ``_meta`` values, no other block types).
- ``from_wire`` of the ``agent_message_chunk`` notification (``bench.parse``): the three
  instances built as the generated parser builds them (``object.__new__`` and the slots'
  setters), each field read once and not checked at all; and the same for the suggestions
  update (``bench.parse.SUGGESTIONS``: seven instances, two lists), beside our pydantic
  flavour, its anchor.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

from bench import compiled_floor, corpus, parse


def check_floor(chars: str) -> Any:
    """The least a validator of the corpus' notifications does; ``chars`` are the whitespace
    of the blank rule."""
    # The blocks' and suggestions' keys, from the compiled floor's constants (one list for
    # both floors), bound here so that the function below reads them from its closure.
    text_keys = compiled_floor.TEXT_KEYS
    link_keys = compiled_floor.LINK_KEYS
    image_keys = compiled_floor.IMAGE_KEYS
    suggestion_keys = compiled_floor.SUGGESTION_KEYS

    def floor(message: Any) -> bool:  # noqa: C901, PLR0911, PLR0912 - one function on purpose
        if type(message) is not dict or type(message.get("sessionId")) is not str:
            return False
        update = message.get("update")
        if type(update) is not dict or update.get("sessionUpdate") != "prompt_suggestions_update":
            return False
        suggestions = update.get("suggestions")
        if type(suggestions) is not list:
            return False
        for suggestion in suggestions:
            if type(suggestion) is not dict or not suggestion_keys.issuperset(suggestion):
                return False
            prompt = suggestion.get("prompt")
            if type(prompt) is not list or not prompt:
                return False
            blank = True
            for block in prompt:
                if type(block) is not dict:
                    return False
                kind = block.get("type")
                if kind == "text":
                    text = block.get("text")
                    if type(text) is not str or not text_keys.issuperset(block):
                        return False
                    if text.strip(chars):
                        blank = False
                elif kind == "resource_link":
                    size = block.get("size")
                    if (
                        type(block.get("name")) is not str
                        or type(block.get("uri")) is not str
                        or not (size is None or type(size) is int)
                        or not link_keys.issuperset(block)
                    ):
                        return False
                    blank = False
                elif kind == "image":
                    if (
                        type(block.get("data")) is not str
                        or type(block.get("mimeType")) is not str
                        or not image_keys.issuperset(block)
                    ):
                        return False
                    blank = False
                else:
                    return False
            if blank:
                return False
        return "_meta" not in update or type(update["_meta"]) is dict

    return floor


def validation_rows() -> list[str]:
    import jsonschema_rs

    messages = corpus.corpus()
    lines = []
    with tempfile.TemporaryDirectory() as tmp:
        sys.path.insert(0, tmp)
        try:
            for version in ("v1", "v2"):
                validation, document = corpus.build(version, Path(tmp))
                name = corpus.NOTIFICATION[version]
                chars = next(
                    value
                    for key, value in vars(validation).items()
                    if key.startswith("_CHARS_") and isinstance(value, str)
                )
                floor = check_floor(chars)
                ours = [validation.is_valid(name, m) for m in messages]
                if [floor(m) for m in messages] != ours:
                    raise AssertionError(f"{version}: the floor disagrees with is_valid")
                rust = jsonschema_rs.Draft202012Validator(corpus.schema_for(version, document))
                times = corpus.time_corpus(
                    {
                        "ours": lambda m, v=validation, n=name: v.is_valid(n, m),
                        "floor": floor,
                        "rust": rust.is_valid,
                    },
                    {},
                    messages,
                )
                ours_us, floor_us, rust_us = times["ours"], times["floor"], times["rust"]
                lines.append(
                    f"  is_valid {version}: ours {ours_us:.2f} µs (x {ours_us / rust_us:.2f}), "
                    f"floor {floor_us:.2f} µs (x {floor_us / rust_us:.2f}), "
                    f"jsonschema-rs {rust_us:.2f} µs"
                )
        finally:
            sys.path.remove(tmp)
    return lines


def chunk_floor(models: Any) -> Any:
    """The least a parser of the ``agent_message_chunk`` notification does: its three
    instances built as the generated parser builds them, each field read once and nothing
    checked."""
    unset, new = models.UNSET, object.__new__
    notification, chunk, text = (
        models.SessionNotification,
        models.AgentMessageChunkSessionUpdate,
        models.TextContentBlock,
    )
    set_n = models._SESSION_NOTIFICATION_SETTERS
    set_c = models._AGENT_MESSAGE_CHUNK_SESSION_UPDATE_SETTERS
    set_t = models._TEXT_CONTENT_BLOCK_SETTERS

    def floor(data: Any) -> Any:
        update = data["update"]
        content = update["content"]
        t_type, t_annotations, t_text, t_meta, t_extra = set_t
        block = new(text)
        t_type(block, content["type"])
        t_annotations(block, unset)
        t_text(block, content["text"])
        t_meta(block, unset)
        t_extra(block, {})
        c_tag, c_content, c_id, c_meta, c_extra = set_c
        made = new(chunk)
        c_tag(made, update["sessionUpdate"])
        c_content(made, block)
        c_id(made, unset)
        c_meta(made, unset)
        c_extra(made, {})
        n_id, n_update, n_meta, n_extra = set_n
        result = new(notification)
        n_id(result, data["sessionId"])
        n_update(result, made)
        n_meta(result, unset)
        n_extra(result, {})
        return result

    return floor


def suggestions_floor(models: Any) -> Any:
    """The least a parser of ``parse.SUGGESTIONS`` does: its seven instances built as the
    generated parser builds them, each field read once and nothing checked."""
    unset, new = models.UNSET, object.__new__
    notification, update_class, suggestion_class, text_class, link_class = (
        models.SessionNotification,
        models.PromptSuggestionsUpdateSessionUpdate,
        models.PromptSuggestion,
        models.TextContentBlock,
        models.ResourceLinkContentBlock,
    )
    set_n = models._SESSION_NOTIFICATION_SETTERS
    set_u = models._PROMPT_SUGGESTIONS_UPDATE_SESSION_UPDATE_SETTERS
    set_s = models._PROMPT_SUGGESTION_SETTERS
    set_t = models._TEXT_CONTENT_BLOCK_SETTERS
    set_l = models._RESOURCE_LINK_CONTENT_BLOCK_SETTERS

    def block(data: Any) -> Any:
        if data["type"] == "text":
            t_type, t_annotations, t_text, t_meta, t_extra = set_t
            made = new(text_class)
            t_type(made, "text")
            t_annotations(made, unset)
            t_text(made, data["text"])
            t_meta(made, unset)
            t_extra(made, {})
            return made
        l_type, l_annotations, l_description, l_mime, l_name, l_size, l_title, l_uri = set_l[:8]
        l_meta, l_extra = set_l[8:]
        made = new(link_class)
        l_type(made, "resource_link")
        l_annotations(made, unset)
        l_description(made, unset)
        l_mime(made, unset)
        l_name(made, data["name"])
        l_size(made, unset)
        l_title(made, unset)
        l_uri(made, data["uri"])
        l_meta(made, unset)
        l_extra(made, {})
        return made

    def suggestion(data: Any) -> Any:
        s_prompt, s_meta, s_extra = set_s
        made = new(suggestion_class)
        s_prompt(made, [block(b) for b in data["prompt"]])
        s_meta(made, unset)
        s_extra(made, {})
        return made

    def floor(data: Any) -> Any:
        update = data["update"]
        u_tag, u_suggestions, u_meta, u_extra = set_u
        made = new(update_class)
        u_tag(made, update["sessionUpdate"])
        u_suggestions(made, [suggestion(s) for s in update["suggestions"]])
        u_meta(made, unset)
        u_extra(made, {})
        n_id, n_update, n_meta, n_extra = set_n
        result = new(notification)
        n_id(result, data["sessionId"])
        n_update(result, made)
        n_meta(result, unset)
        n_extra(result, {})
        return result

    return floor


def parse_rows() -> list[str]:
    """Ours, the floor and the anchor of each floored ``bench.parse`` row, in one line each."""
    from acp import schema as sdk

    sys.path.insert(0, str(parse.FLAVOUR))
    from acp_prompt_suggestions_pydantic import v1 as flavour

    label, class_name, message = parse.MESSAGES[0]
    lines = []
    with tempfile.TemporaryDirectory() as tmp:
        models = parse.build(Path(tmp))
        ours = models.SessionNotification.from_wire
        rows = [
            (label, message, chunk_floor(models), getattr(sdk, class_name), "SDK"),
            (
                "prompt_suggestions_update",
                parse.SUGGESTIONS,
                suggestions_floor(models),
                flavour.SessionNotification,
                "our pydantic flavour",
            ),
        ]
        for work, value, floor, anchor_class, anchor_name in rows:
            if floor(value) != ours(value):
                raise AssertionError(f"the {work} floor builds another value")
            anchor = anchor_class.model_validate
            ours_us, anchor_us = parse.side_by_side(
                lambda v=value: ours(v), lambda v=value, a=anchor: a(v)
            )
            floor_us, again_us = parse.side_by_side(
                lambda v=value, f=floor: f(v), lambda v=value, a=anchor: a(v)
            )
            best = min(anchor_us, again_us)
            lines.append(
                f"  from_wire {work}: ours {ours_us:.2f} µs (x {ours_us / best:.2f}), floor "
                f"{floor_us:.2f} µs (x {floor_us / best:.2f}), {anchor_name} model_validate "
                f"{best:.2f} µs"
            )
    return lines


def main() -> None:
    if not corpus.UPSTREAM.exists():
        print(f"floor: skipped, {corpus.UPSTREAM} is not available")
        return
    print(__doc__.strip().splitlines()[0])
    for line in validation_rows():
        print(line)
    for line in parse_rows():
        print(line)


if __name__ == "__main__":
    main()
