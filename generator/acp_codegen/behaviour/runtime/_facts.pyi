# The interface of the ``_facts.py`` that the generator writes into each version package: the
# names the behaviour modules import from it, typed as the generated package defines them. Only
# what the behaviour modules use is declared; the generated module re-exports the real classes
# and functions of its package under these names.
from collections.abc import Mapping
from enum import Enum
from typing import Final, Literal, Protocol, TypeAlias, TypeVar

_M = TypeVar("_M", bound="_WireModel")

JSONValue: TypeAlias = (
    None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]
)

class Unset(Enum):
    UNSET = "UNSET"

class WireError(ValueError):
    path: str
    message: str

class _WireModel:
    @classmethod
    def from_wire(cls: type[_M], data: object, *, tolerant: bool = False) -> _M: ...
    def to_wire(self) -> dict[str, JSONValue]: ...

class TextContentBlock(_WireModel):
    text: str
    def __init__(self, *, text: str) -> None: ...

class ContentBlock(_WireModel):
    """The union of content blocks (one of them is :class:`TextContentBlock`)."""

class PromptSuggestion(_WireModel):
    prompt: list[ContentBlock]
    def __init__(
        self, *, prompt: list[ContentBlock] | list[TextContentBlock]
    ) -> None: ...

class SuggestionsUpdate(_WireModel):
    """The session update variant that carries a ``PromptSuggestionsUpdate``."""

    suggestions: list[PromptSuggestion]
    def __init__(self, *, suggestions: list[PromptSuggestion]) -> None: ...

class InterimUpdate(_WireModel):
    """The session update variant that carries the interim ``_meta`` form."""

    meta: dict[str, JSONValue] | None | Unset
    def __init__(self, *, meta: dict[str, JSONValue] | None | Unset = ...) -> None: ...

class Notification(_WireModel):
    """The params of the notification that carries session updates."""

    session_id: str
    def __init__(self, *, session_id: str, update: SuggestionsUpdate) -> None: ...

class ValidationError:
    path: str
    message: str
    rule: str

class _Model(Protocol):
    def to_wire(self) -> object: ...

CapabilitiesArgument: TypeAlias = Mapping[str, object] | _Model | None

def validate(type_name: str, instance: object) -> list[ValidationError]: ...
def is_valid(type_name: str, instance: object) -> bool: ...
def may_send(client_capabilities: CapabilitiesArgument) -> bool: ...
def is_suggestions_update(update: object) -> bool: ...
def readable_suggestions(update: object) -> list[object]: ...
def usable_suggestions(
    update: object,
    client_capabilities: CapabilitiesArgument,
    agent_prompt_capabilities: CapabilitiesArgument,
) -> list[object]: ...
def allowed_block_types(
    client_capabilities: CapabilitiesArgument,
    agent_prompt_capabilities: CapabilitiesArgument,
) -> frozenset[str]: ...
def check_update_for_client(
    update: object,
    client_capabilities: CapabilitiesArgument,
    agent_prompt_capabilities: CapabilitiesArgument,
) -> list[ValidationError]: ...

Acceptance: TypeAlias = Literal["request", "insertion"]

VERSION: Final[str]
PROTOCOL_VERSION: Final[int]
NOTIFICATION_TYPE: Final[str]
UPDATE_METHOD: Final[str]
PROMPT_METHOD: Final[str]
INITIALIZE_METHOD: Final[str]
REPLAY_METHOD: Final[str]
DISCRIMINATOR: Final[str]
SUGGESTIONS_TAG: Final[str]
UPDATE_PROPERTY: Final[str]
SUGGESTIONS_PROPERTY: Final[str]
CLIENT_CAPABILITIES_PATH: Final[tuple[str, ...]]
AGENT_PROMPT_CAPABILITIES_PATH: Final[tuple[str, ...]]
ACCEPTANCE: Final[Acceptance]
USER_MESSAGE_UPDATES: Final[frozenset[str]]
STATE_UPDATE: Final[str | None]
INTERIM_TAG: Final[str]
INTERIM_META_KEY: Final[str]
