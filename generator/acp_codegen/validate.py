"""``acp-codegen validate``: verdicts for JSON documents, with the generated validators.

Every input is read and parsed before anything is printed, so unreadable input (exit 2, naming
the file and line) produces no partial output.
"""

from __future__ import annotations

import importlib
import json
import shutil
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, TextIO

from acp_codegen.errors import GenerationError, SchemaProblem, UsageError
from acp_codegen.load import BASE_FILE, SCHEMA_DIR, LoadedProtocol, flavour_of_base, load_protocol
from acp_codegen.load.document import load_document, parse_json_bytes, read_bytes
from acp_codegen.load.refs import definition_schema
from acp_codegen.model.build import build_model
from acp_codegen.packages import committed_package_dir, load_package
from acp_codegen.pipeline import python_package
from acp_codegen.validators.runtime._validation_runtime import read_json


@dataclass(frozen=True)
class Error:
    path: str
    rule: str
    message: str


Validator = Callable[[Any], list[Error]]


def read_input(path: str, stdin: TextIO) -> tuple[str, bytes]:
    """(label, bytes) of FILE, or of standard input for ``-``."""
    if path == "-":
        return "<stdin>", stdin.buffer.read()
    return path, read_bytes(Path(path), path)


UTF8_BOM = b"\xef\xbb\xbf"


def parse_documents(label: str, raw: bytes, jsonl: bool) -> list[tuple[int | None, Any]]:
    """(line, document) of one document (line None), or of one per non-blank line, numbered
    by the file's lines (blank ones counted). A UTF-8 byte-order mark at the start is ignored;
    every bad line is reported (naming file and line), not only the first."""
    raw = raw.removeprefix(UTF8_BOM)
    if not jsonl:
        return [(None, parse_json_bytes(raw, label, read_json))]
    documents: list[tuple[int | None, Any]] = []
    problems: list[SchemaProblem] = []
    for number, content in enumerate(raw.split(b"\n"), start=1):
        if not content.strip():
            continue
        try:
            documents.append((number, parse_json_bytes(content, f"{label}:{number}", read_json)))
        except GenerationError as error:
            problems.extend(error.problems)
    if problems:
        raise GenerationError(problems)
    if not documents:
        raise GenerationError.single(label, "", "no JSON documents (the file has no lines)")
    return documents


def read_object(path: Path, what: str) -> dict[str, Any]:
    value = parse_json_bytes(read_bytes(path, str(path)), str(path))
    if not isinstance(value, dict):
        raise UsageError(f"{path}: {what} must be a JSON object")
    return value


def schema_validator(path: Path, type_name: str | None, remotes: Sequence[str] = ()) -> Validator:
    """``--schema FILE``: the file's root (or ``$defs/TYPE``), compiled on the fly, its remote
    references served from the ``--remote BASE_URI=DIR`` folders."""
    from acp_codegen.validators import compile_schema
    from acp_codegen.validators.remotes import directory_documents, parse_remote

    retrieve = directory_documents([parse_remote(text) for text in remotes])
    root = parse_json_bytes(read_bytes(path, str(path)), str(path))
    if isinstance(root, bool):
        # `true` and `false` are whole schemas in 2020-12 (accept all, reject all).
        if type_name is not None:
            raise UsageError(f"{path} is the boolean schema {json.dumps(root)}; it has no $defs")
        document: Any = root
    else:
        document = load_document(path, str(path), any_dialect=True).data
    if type_name is not None:
        if type_name not in document.get("$defs", {}):
            raise UsageError(f"{path} defines no {type_name!r} under $defs")
        document = definition_schema(document, type_name)
    compiled = compile_schema(document, source_label=str(path), retrieve=retrieve)

    def validate(instance: Any) -> list[Error]:
        return [Error(e.path, e.rule, e.message) for e in compiled.validate(instance)]

    return validate


def load_generated_package(loaded: LoadedProtocol) -> ModuleType:
    """Generate the version package for ``loaded`` into a temporary folder and import it."""
    folder = Path(tempfile.mkdtemp(prefix="acp-codegen-"))
    try:
        for relative, content in python_package(build_model(loaded), "pkg").items():
            path = folder / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(content)
        package = load_package(folder / "pkg")
        # The package imports its modules on first use: import them all now, so the files are
        # not needed afterwards.
        for module in sorted((folder / "pkg").glob("*.py")):
            if module.stem != "__init__":
                importlib.import_module(f"{package.__name__}.{module.stem}")
        return package
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def package_validator(
    version: str,
    type_name: str,
    base: Path | None,
    client: dict[str, Any] | None,
    agent: dict[str, Any] | None,
) -> Validator:
    """``--type NAME``: the version package's validators, plus the capability check."""
    if base is None:
        package = load_package(committed_package_dir(version))
    else:
        package = load_generated_package(load_protocol(version, flavour_of_base(base), base=base))
    if type_name not in package.validation.TYPE_NAMES:
        raise UsageError(unknown_type(version, type_name, base, package.validation.TYPE_NAMES))
    capabilities = getattr(package, "capabilities", None)
    if client is not None and capabilities is None:
        raise UsageError("the schema has no prompt suggestions capability to check against")
    facts = getattr(package, "_facts", None)  # the proposal's, beside its capabilities
    judged: tuple[str, ...] = facts.CAPABILITY_TYPES if facts is not None else ()
    if client is not None and type_name not in judged:
        allowed = ", ".join(judged)
        raise UsageError(f"capability checks judge only {allowed}, not {type_name!r}")
    # The update itself has no tag: it is judged as the session update it becomes.
    untagged = bool(judged) and type_name == judged[0]

    def validate(instance: Any) -> list[Error]:
        errors = list(package.validation.validate(type_name, instance))
        if facts is not None and capabilities is not None and client is not None and not errors:
            if untagged:
                instance = {**instance, facts.DISCRIMINATOR: facts.SUGGESTIONS_TAG}
            errors += capabilities.check_update_for_client(instance, client, agent)
        return [Error(e.path, e.rule, e.message) for e in errors]

    return validate


def unknown_type(version: str, type_name: str, base: Path | None, known: Sequence[str]) -> str:
    """Why ``--type`` names no definition: the schema read (``FILE#/$defs``), and the likely
    fix: a close name of it, and, for acp-codegen's own schema (the proposal's additions and
    what they use, not the whole protocol), upstream's file as ``--base``."""
    import difflib

    if base is None:
        schema = f"{SCHEMA_DIR / version / BASE_FILE}#/$defs"
        read = (
            f"acp-codegen's own {version} schema (the proposal's additions and the "
            "definitions they use)"
        )
    else:
        schema = f"{base}#/$defs"
        merged = flavour_of_base(base) == "unstable"
        read = f"the {version} schema {base}" + (" with our additions" if merged else "")
    message = f"{schema}: --type {type_name!r} is not a definition of {read}"
    close = difflib.get_close_matches(type_name, known, n=1, cutoff=0.85)
    if close:
        message += f"; did you mean {close[0]!r}?"
    if base is None:
        message += (
            f"{' T' if close else '; t'}o validate against upstream's whole {version} schema, "
            f"pass its file: --base UPSTREAM.json (upstream's "
            f"schema/{version}/schema.unstable.json)"
        )
    return message


def run(args: Any, stdout: TextIO | None = None, stdin: TextIO | None = None) -> int:
    stdout = stdout or sys.stdout
    stdin = stdin or sys.stdin
    if (args.client_capabilities is None) != (args.agent_capabilities is None):
        raise UsageError("--client-capabilities and --agent-capabilities go together")
    if args.schema is not None and args.base is not None:
        raise UsageError("--schema and --base exclude each other")
    if args.schema is not None and args.client_capabilities is not None:
        raise UsageError("capability checks need --type with our schema, not --schema")
    if args.schema is None and args.type is None:
        raise UsageError("--type NAME is required (or --schema FILE)")
    if args.schema is None and args.remote:
        raise UsageError("--remote serves the references of --schema FILE")
    client = agent = None
    if args.client_capabilities is not None:
        client = read_object(args.client_capabilities, "--client-capabilities")
        agent = read_object(args.agent_capabilities, "--agent-capabilities")
    label, raw = read_input(args.file, stdin)
    documents = parse_documents(label, raw, args.jsonl)
    if args.schema is not None:
        validator = schema_validator(args.schema, args.type, args.remote or ())
    else:
        validator = package_validator(args.protocol, args.type, args.base, client, agent)
    invalid = 0
    for line, document in documents:
        errors = validator(document)
        invalid += bool(errors)
        print_verdict(stdout, errors, args.json, label, line)
    return 1 if invalid else 0


def print_verdict(
    out: TextIO, errors: Sequence[Error], as_json: bool, label: str, line: int | None
) -> None:
    """One verdict; ``line`` is the document's line in the file (None for a whole file)."""
    if as_json:
        verdict: dict[str, Any] = {} if line is None else {"line": line}
        verdict["valid"] = not errors
        verdict["errors"] = [{"path": e.path, "rule": e.rule, "message": e.message} for e in errors]
        out.write(json.dumps(verdict, ensure_ascii=False) + "\n")
        return
    where = label if line is None else f"{label}:{line}"
    if not errors:
        out.write(f"{where}: valid\n")
        return
    for error in errors:
        out.write(f"{where}: {error.path or '/'}: {error.message} [{error.rule}]\n")
