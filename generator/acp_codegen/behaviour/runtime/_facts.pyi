# The interface of the ``_facts.py`` that the generator writes into each package of the
# proposal's helpers (each version package, and an SDK's helpers package): the names the
# behaviour modules import from it, typed as that package's models define them. Only
# what the behaviour modules use is declared; the generated module re-exports the real
# classes and functions under these names.
#
# The behaviour modules never construct or read a model through its own API: they build
# wire forms (JSON objects) and turn them into the package's models with ``from_wire``,
# and read a model through ``to_wire``. Those two functions are the flavour's whole
# adapter (``_flavour.py`` of the package: the stdlib dataclasses'
# ``from_wire``/``to_wire``, or pydantic's ``model_validate``/``model_dump``), so one
# source of rules serves every flavour.
from typing import Final, Literal, Protocol, TypeAlias, TypeGuard, TypeVar

_M = TypeVar("_M")

JSONValue: TypeAlias = (
    None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]
)

class Omitted:
    """What the package's models hold for an omitted field besides None.

    That is the stdlib models' ``Unset``; the pydantic models use None alone.
    """

def is_omitted(value: object) -> TypeGuard[Omitted | None]: ...

class WireError(ValueError):
    path: str
    message: str

def to_wire(value: object) -> dict[str, JSONValue] | None:
    """The wire form of one of the package's models; None for anything else."""

def from_wire(cls: type[_M], data: object, *, tolerant: bool = False) -> _M:
    """``data`` (a wire form) as the model class ``cls``; raises :class:`WireError`."""

class TextContentBlock:
    text: str

class ContentBlock:
    """The union of content blocks (one of them is :class:`TextContentBlock`)."""

class PromptSuggestion:
    prompt: list[ContentBlock]

class SuggestionsUpdate:
    """The session update variant that carries a ``PromptSuggestionsUpdate``."""

    suggestions: list[PromptSuggestion]

class InterimUpdate:
    """The session update variant that carries the interim ``_meta`` form."""

class Notification:
    """The params of the notification that carries session updates."""

    session_id: str
    update: object

class ValidationError:
    path: str
    rule: str
    message: str
    def __init__(self, path: str, rule: str, message: str) -> None: ...

class Model(Protocol):
    """One of the package's models (of any class)."""

def validate(type_name: str, instance: object) -> list[ValidationError]: ...
def is_valid(type_name: str, instance: object) -> bool: ...

Acceptance: TypeAlias = Literal["request", "insertion"]

VERSION: Final[str]
PROTOCOL_VERSION: Final[int]
PROTOCOL_VERSION_TYPE: Final[str]
NOTIFICATION_TYPE: Final[str]
CAPABILITY_TYPES: Final[tuple[str, ...]]
UPDATE_METHOD: Final[str]
PROMPT_METHOD: Final[str]
INITIALIZE_METHOD: Final[str]
RESTART_METHODS: Final[dict[str, bool | str]]
NEW_SESSION_METHOD: Final[str]
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
META_PROPERTY: Final[str]
SESSION_ID_PROPERTY: Final[str]
PROMPT_PROPERTY: Final[str]
BLOCK_TYPE_PROPERTY: Final[str]
SUGGESTION_TYPE: Final[str]
CLIENT_CAPABILITY_PATH: Final[tuple[str, ...]]
BASELINE_BLOCK_TYPES: Final[frozenset[str]]
OPT_IN_BLOCK_TYPES: Final[tuple[tuple[str, str], ...]]
AGENT_BOOLEAN_FIELDS: Final[frozenset[str]]
