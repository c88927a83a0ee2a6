"""The SDK's experimental v2 tree as its development line lays it out, for the tests of the v2
profile (a plain module, so no test module imports another).

Upstream's v2 ``schema.unstable.json`` of the SDK's schema release as ``schema/v2/schema.json``
(or a document given), ``examples/python-sdk/experimental-v2.toml`` (or a profile given)
appended to ``pyproject.toml``, and in place of the SDK's own code, which is not in this
repository, a base class and ``acp._deserialize`` helpers of our own that do what the SDK's
do for a module: pydantic's model with attribute names accepted, a serializer that wraps
pydantic's, and a malformed ``_meta`` salvaged to its default by the base (what the profile's
``base-class.salvage = ["_meta"]`` says the SDK's base does).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from support import ACP, REPO

PROFILE = REPO / "examples" / "python-sdk" / "experimental-v2.toml"
RELEASE = ACP / "releases" / "schema-v2.0.0-alpha.3" / "v2"
MODULE = "acp.experimental.v2.schema"

STAND_IN_BASE = """
from typing import Any

import pydantic
from pydantic import ConfigDict, SerializerFunctionWrapHandler, field_validator, model_serializer
from pydantic_core import PydanticUseDefault


class BaseModel(pydantic.BaseModel):
    model_config = ConfigDict(populate_by_name=True, use_attribute_docstrings=True)

    @model_serializer(mode="wrap")
    def _serialized(self, handler: SerializerFunctionWrapHandler) -> Any:
        return handler(self)

    @field_validator("field_meta", mode="wrap", check_fields=False)
    @classmethod
    def _salvaged_meta(cls, value: Any, handler: Any) -> Any:
        try:
            return handler(value)
        except pydantic.ValidationError:
            raise PydanticUseDefault() from None
"""

STAND_IN_DESERIALIZE = """
from typing import Any

from pydantic import ValidationError


def salvage_on_error(value: Any, handler: Any, fallback: Any) -> Any:
    try:
        return handler(value)
    except ValidationError:
        return fallback()


def skip_invalid_items(value: Any, handler: Any) -> Any:
    if not isinstance(value, list):
        return handler(value)
    kept = []
    for item in value:
        try:
            kept.append(handler([item])[0])
        except ValidationError:
            pass
    return kept
"""


def laid_out(
    folder: Path, profile: str | None = None, document: dict[str, Any] | None = None
) -> Path:
    """An SDK tree as the development line has it: the schema release's file (or
    ``document``), the profile appended to ``pyproject.toml``, the stand-in base class."""
    (folder / "schema" / "v2").mkdir(parents=True)
    schema = folder / "schema" / "v2" / "schema.json"
    if document is None:
        shutil.copyfile(RELEASE / "schema.unstable.json", schema)
    else:
        schema.write_text(json.dumps(document), encoding="utf-8")
    (folder / "schema" / "v2" / "VERSION").write_text(
        "refs/tags/schema-v2.0.0-alpha.3\n", encoding="utf-8"
    )
    package = folder / "src" / "acp"
    (package / "experimental" / "v2").mkdir(parents=True)
    for init in ("", "experimental", "experimental/v2"):
        (package / init / "__init__.py").write_text("", encoding="utf-8")
    (package / "_deserialize.py").write_text(STAND_IN_DESERIALIZE, encoding="utf-8")
    base = package / "experimental" / "v2" / "_schema_base.py"
    base.write_text(STAND_IN_BASE, encoding="utf-8")
    pyproject = '[project]\nname = "agent-client-protocol"\nversion = "0"\n\n'
    profile = PROFILE.read_text(encoding="utf-8") if profile is None else profile
    pyproject += "[tool.ruff]\nline-length = 120\n\n" + profile
    (folder / "pyproject.toml").write_text(pyproject, encoding="utf-8")
    return folder


def generate(folder: Path) -> subprocess.CompletedProcess[str]:
    codegen = Path(sys.executable).with_name("acp-codegen")
    return subprocess.run(
        [str(codegen), "generate"], cwd=folder, capture_output=True, text=True, check=False
    )


def with_additions(profile: str) -> str:
    """The v2 profile with the proposal's additions merged and its new ``SessionUpdate``
    variant named as the SDK names its variants, as the README has the SDK do."""
    switched = profile.replace("additions = false", "additions = true", 1)
    named = switched.replace(
        'usage_update = "UsageUpdate"\n',
        'usage_update = "UsageUpdate"\nprompt_suggestions_update = "PromptSuggestionsUpdate"\n',
        1,
    )
    assert named.count("additions = true") == 1 and "PromptSuggestionsUpdate" in named
    return named
