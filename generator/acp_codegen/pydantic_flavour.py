"""The pydantic v2 flavour, for SDKs built on pydantic: produced by datamodel-code-generator.

We do not post-process its output. Instead we feed it the schema annotated with the names our
model derived: every schema object the model turned into a class (definitions, union variants,
the open "other" variants, inline objects, the JSON-RPC envelope at the root) gets that class
name as its ``title``, and every other ``title`` is removed, so with ``use_title_as_name`` the
generator names its classes after ours, with no rename table and no regex over its output.

What datamodel-code-generator still names itself are classes that have no counterpart in our
model: the combinations it expands from an object that is both a union variant and the holder
of another union (``ElicitationUrlMode`` with its session or request scope), and enums of single
properties (``jsonrpc``). Those keep its numbered names.

``_meta`` becomes the attribute ``meta`` with ``alias='_meta'``
(``remove_special_field_name_prefix``; its default would be ``field_meta``), and models accept
either name (``populate_by_name``);
serialise with ``model_dump(by_alias=True)`` to get wire keys back. The header carries no
timestamp and no tool version, and the formatters are named, so output is deterministic.
"""

from __future__ import annotations

import copy
import json
import warnings
from typing import Any

from acp_codegen.errors import escape_pointer_token
from acp_codegen.load import LoadedProtocol, Source
from acp_codegen.model.build import build_model
from acp_codegen.model.types import Model
from acp_codegen.render import header
from acp_codegen.render.environment import render_template

PACKAGE = "acp_prompt_suggestions_pydantic"
# Keys whose values are JSON data or names, not subschemas.
DATA_KEYWORDS = frozenset({"const", "enum", "default", "examples", "required", "discriminator"})
NAMED_KEYWORDS = frozenset({"properties", "$defs", "patternProperties", "dependentSchemas"})


def annotate(document: dict[str, Any], model: Model) -> dict[str, Any]:
    """A copy of ``document`` whose titles are exactly the model's class names, where it has
    classes, and absent everywhere else."""
    titles = {
        definition.pointer: definition.class_name for definition in model.definitions.values()
    }
    annotated = copy.deepcopy(document)
    stack: list[tuple[Any, str]] = [(annotated, "")]
    while stack:
        node, pointer = stack.pop()
        if isinstance(node, list):
            stack.extend((item, f"{pointer}/{index}") for index, item in enumerate(node))
            continue
        if not isinstance(node, dict):
            continue
        if pointer in titles:
            node["title"] = titles[pointer]
        elif isinstance(node.get("title"), str):
            del node["title"]
        for key, value in node.items():
            here = f"{pointer}/{escape_pointer_token(key)}"
            if key in NAMED_KEYWORDS and isinstance(value, dict):
                stack.extend((v, f"{here}/{escape_pointer_token(k)}") for k, v in value.items())
            elif key not in DATA_KEYWORDS:
                stack.append((value, here))
    return annotated


def pydantic_source(document: dict[str, Any], model: Model, label: str, file_header: str) -> str:
    """One module of pydantic v2 models for the whole document."""
    # Imported here: slow to import, and only this flavour needs it.
    from datamodel_code_generator import generate
    from datamodel_code_generator.enums import DataModelType, InputFileType
    from datamodel_code_generator.format import Formatter, PythonVersion

    root = next((d.class_name for d in model.definitions.values() if d.pointer == ""), None)
    with warnings.catch_warnings():
        # It warns about formats it maps to plain int/str, and about its default formatters
        # changing in a future release (we name ours).
        warnings.simplefilter("ignore")
        source = generate(
            json.dumps(annotate(document, model), ensure_ascii=False),
            input_file_type=InputFileType.JsonSchema,
            input_filename=label,
            output_model_type=DataModelType.PydanticV2BaseModel,
            target_python_version=PythonVersion.PY_310,
            use_title_as_name=True,
            class_name=root,
            disable_timestamp=True,
            remove_special_field_name_prefix=True,
            allow_population_by_field_name=True,
            use_union_operator=True,
            strict_nullable=True,
            use_schema_description=True,
            use_field_description=True,
            # Constraints as Annotated[..., Field(...)], which type checkers read, not constr().
            field_constraints=True,
            use_annotated=True,
            # Imports sorted here; the pipeline formats the module like all generated Python.
            formatters=[Formatter.ISORT],
            custom_file_header=file_header,
        )
    assert isinstance(source, str)
    return source


def render_pydantic(loaded: LoadedProtocol, model: Model | None = None) -> dict[str, str]:
    """The pydantic flavour of one merged protocol, unformatted: ``{"<version>.py": source}``.

    The pipeline places it in the ``acp_prompt_suggestions_pydantic`` package, beside the
    package's ``__init__.py`` (see :func:`package_init`).
    """
    model = model or build_model(loaded.document, loaded.label)
    source = pydantic_source(loaded.document, model, loaded.label, header(loaded.sources))
    return {f"{loaded.version}.py": source}


def package_init(versions: tuple[str, ...], sources: tuple[Source, ...]) -> str:
    """The flavour package's ``__init__.py``: one module per protocol version."""
    summary = (
        "Agent Client Protocol types with the Prompt Suggestions additions, as pydantic v2\n"
        "models: one module per protocol version."
    )
    return render_template(
        "python/root_init.py.jinja", header=header(sources), summary=summary, versions=versions
    )
