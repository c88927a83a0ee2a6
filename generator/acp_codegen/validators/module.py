"""Assemble compiled validator functions into a module's source text."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING

from acp_codegen.errors import join_pointer
from acp_codegen.render.literal import docstring as docstring_literal
from acp_codegen.render.literal import dunder_all, fitting_value, py_literal
from acp_codegen.render.module import GeneratedModule
from acp_codegen.validators.names import CALLABLE_TYPES
from acp_codegen.validators.runtime import MODULE as RUNTIME_MODULE
from acp_codegen.validators.runtime import runtime_module
from acp_codegen.validators.runtime._validation_runtime import ValidationError

if TYPE_CHECKING:
    from acp_codegen.validators.resolver import Retrieve, Schema

# Where validators compiled on the fly import the runtime from.
RUNTIME_IMPORT = f"acp_codegen.validators.runtime.{RUNTIME_MODULE}"

_ENTRY_POINTS = '''

def _unknown(type_name: str) -> KeyError:
    return KeyError(
        f"unknown type name {type_name!r}: not a definition of this schema "
        "(see TYPE_NAMES)"
    )


def is_valid(type_name: str, instance: object) -> bool:
    """Tell whether ``instance`` is valid against the definition ``type_name``."""
    check = _CHECKS.get(type_name)
    if check is None:
        raise _unknown(type_name)
    try:
        return check(instance)
    except RecursionError:
        return False


def validate(type_name: str, instance: object) -> list[ValidationError]:
    """List every reason ``instance`` is invalid against ``type_name``.

    The list is empty when it is valid. An instance nested deeper than the
    interpreter's recursion limit allows gets a single error with rule "depth".
    """
    check = _CHECKS.get(type_name)
    if check is None:
        raise _unknown(type_name)
    errors: list[ValidationError] = []
    try:
        if check(instance):
            return errors
        _EXPLAINERS[type_name](instance, "", errors)
    except RecursionError:
        return [
            ValidationError("", "depth", "the instance is nested too deeply to validate")
        ]
    return errors or [
        ValidationError("", "schema", "the instance does not match the schema")
    ]
'''


# What generated validators cannot avoid, stated in each module with the reason.
EXEMPTIONS = (
    "# One function per subschema, taking what `json.loads` returns, typed `Any`",
    "# (ANN401), as branchy as its keywords (C901, PLR0911, PLR0912, PLR0915), comparing",
    "# with the bounds the schema states (PLR2004), its loops returning at the first",
    "# failure rather than through all() and a generator, which costs more (SIM110).",
    "# ruff: noqa: ANN401, C901, PLR0911, PLR0912, PLR0915, PLR2004, SIM110, RUF100",
)


def _definition_names(document: Schema) -> list[str]:
    defs = document.get("$defs") if isinstance(document, dict) else None
    return sorted(defs) if isinstance(defs, dict) else []


VALIDATION_EXPORTS = ("TYPE_NAMES", "ValidationError", "is_valid", "validate")
"""The public names of a generated validator module (its ``__all__``)."""

VALIDATION_SUMMARY = "compiled validators: ``validate()`` and ``is_valid()`` for every definition."


def module_source(
    document: Schema,
    entries: list[tuple[str, str]],
    *,
    source_label: str,
    runtime_import: str,
    docstring: str,
    header: str = "",
    memo: bool = False,
    retrieve: Retrieve | None = None,
) -> str:
    """Source of a validator module whose public names are ``entries`` (name, pointer);
    ``docstring`` is the module docstring's text (any text: it is escaped here), and
    ``header`` (comment lines) goes first. With ``memo``, functions compiled by an earlier
    run from the same schemas are reused (see :mod:`acp_codegen.validators.memo`);
    ``retrieve`` serves the documents of remote references (see
    :class:`~acp_codegen.validators.resolver.SchemaIndex`)."""
    # The compiler is imported by the process that compiles: a generation forks that work
    # (acp_codegen.pipeline.start_validation), and the parent only describes the modules.
    from acp_codegen.validators.compiler import Compiler
    from acp_codegen.validators.memo import FunctionMemo
    from acp_codegen.validators.resolver import SchemaIndex

    index = SchemaIndex.build(document, source_label, retrieve)
    function_memo = FunctionMemo.open(index, source_label) if memo else None
    compiler = Compiler(index, function_memo)
    checks = [
        (name, compiler.function(pointer, "check", (), position=True)) for name, pointer in entries
    ]
    explainers = [
        (name, compiler.function(pointer, "errors", (), position=True)) for name, pointer in entries
    ]
    compiler.compile_pending()
    if function_memo is not None:
        function_memo.save(source_label)

    imports = _imports(compiler.names.runtime, runtime_import)
    parts = [
        *([header] if header else []),
        docstring_literal(docstring, summary="Validators compiled from a JSON Schema."),
        "",
        *EXEMPTIONS,
        "",
        *imports,
        "",
        f"__all__ = {dunder_all(VALIDATION_EXPORTS)}",
        "",
    ]
    # Every name derives from a JSON pointer or from content, and each group is sorted by
    # name, so adding a definition adds lines without renaming or moving the others.
    parts.extend(compiler.names.constants[name] for name in sorted(compiler.names.constants))
    for function in sorted(compiler.functions.values(), key=lambda f: f.name):
        parts.extend(["", "", *function.lines])
    parts.append("")
    parts.extend(compiler.names.tables[name] for name in sorted(compiler.names.tables))
    check_type = f"dict[str, {CALLABLE_TYPES['check']}]"
    explain_type = f"dict[str, {CALLABLE_TYPES['errors']}]"
    parts.append(f"_CHECKS: Final[{check_type}] = {{")
    parts.extend(
        f"    {py_literal(name)}: {fitting_value(py_literal(name), fn)}," for name, fn in checks
    )
    parts.append("}")
    parts.append(f"_EXPLAINERS: Final[{explain_type}] = {{")
    parts.extend(
        f"    {py_literal(name)}: {fitting_value(py_literal(name), fn)}," for name, fn in explainers
    )
    parts.append("}")
    parts.append("TYPE_NAMES: Final[tuple[str, ...]] = (")
    parts.extend(f"    {py_literal(name)}," for name, _ in entries)
    parts.append(")")
    return "\n".join(parts) + _ENTRY_POINTS


def _imports(used: set[str], runtime_import: str) -> list[str]:
    """The import lines of a module whose code uses the runtime names ``used`` (``re`` and
    ``isfinite`` come from the standard library)."""
    runtime = sorted({"ValidationError", *used} - {"re", "isfinite"})
    return [
        "from __future__ import annotations",
        "",
        *(["import re"] if "re" in used else []),
        *(["from math import isfinite"] if "isfinite" in used else []),
        "from typing import TYPE_CHECKING, Any, Final",
        "",
        f"from {runtime_import} import ({', '.join(runtime)})",
        "",
        "if TYPE_CHECKING:",
        "    from collections.abc import Callable",
    ]


def validation_source(document: dict[str, object], *, source_label: str, header: str = "") -> str:
    """The source of a version package's ``validation`` module: a validator for every
    definition under ``$defs`` of ``document`` (a whole, merged schema), each a type name of
    ``validate`` / ``is_valid``. ``header`` (comment lines) goes first."""
    entries = [(name, join_pointer("/$defs", name)) for name in _definition_names(document)]
    docstring = (
        f"Validators for every definition of {source_label}.\n\n"
        "Generated from the JSON Schema; do not edit. ``validate(type_name, instance)`` "
        "lists the errors, ``is_valid(type_name, instance)`` is the fast verdict."
    )
    return module_source(
        document,
        entries,
        source_label=source_label,
        runtime_import="." + RUNTIME_MODULE,
        docstring=docstring,
        header=header,
        memo=True,
    )


def validation_modules(source: str, header: str = "") -> tuple[GeneratedModule, GeneratedModule]:
    """The modules of a version package's validators: ``validation`` (whose ``source`` is
    :func:`validation_source`'s) and its runtime module. What they export and their summary
    do not depend on the source."""
    return (
        GeneratedModule("validation", source, VALIDATION_EXPORTS, VALIDATION_SUMMARY),
        GeneratedModule(RUNTIME_MODULE, runtime_module(header)),
    )


def render_validation_module(
    document: dict[str, object], *, source_label: str, header: str = ""
) -> tuple[GeneratedModule, GeneratedModule]:
    """The modules of a version package's validators (see :func:`validation_source`)."""
    source = validation_source(document, source_label=source_label, header=header)
    return validation_modules(source, header)


@dataclass(frozen=True)
class CompiledSchema:
    """A root schema compiled on the fly."""

    source: str
    is_valid: Callable[[object], bool]
    validate: Callable[[object], list[ValidationError]]


def compile_schema(
    schema: dict[str, object] | bool,
    *,
    source_label: str = "<schema>",
    retrieve: Retrieve | None = None,
) -> CompiledSchema:
    """Compile an arbitrary root schema into ``is_valid`` / ``validate`` callables.

    ``retrieve`` serves the documents that references and ``$schema`` name outside
    ``schema`` (nothing is fetched): given an absolute URI, the document's JSON value, or
    None; :func:`acp_codegen.validators.remotes.directory_documents` reads them from folders.
    Raises :class:`acp_codegen.errors.GenerationError` for unsupported keywords or
    unresolvable references, naming the file and the JSON pointer.
    """
    name = "root"
    source = module_source(
        schema,
        [(name, "")],
        source_label=source_label,
        runtime_import=RUNTIME_IMPORT,
        docstring=f"Validator for {source_label}, compiled on the fly.",
        retrieve=retrieve,
    )
    module = ModuleType("compiled_schema")
    exec(compile(source, source_label, "exec"), module.__dict__)  # noqa: S102 - our own generated code
    is_valid = module.__dict__["is_valid"]
    validate = module.__dict__["validate"]
    return CompiledSchema(
        source=source,
        is_valid=lambda instance: bool(is_valid(name, instance)),
        validate=lambda instance: list(validate(name, instance)),
    )
