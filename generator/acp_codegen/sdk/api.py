"""The public API of a pydantic module, described and compared: what a regeneration changes
for the code that imports the module.

A module's API is its public names (the classes and aliases it defines, read from its source),
and for each model its attributes (wire alias, default, whether required) and what it accepts
and gives: the JSON Schema pydantic derives from it, in validation and in serialization mode,
with descriptions left out (a reworded docstring changes nothing for a caller) and each model
described alone (a reference to another model is its name, so a change is reported once, where
it is made).

:func:`describe` runs where the module is imported (it needs pydantic and the module's own
imports); :func:`compare_modules` runs it in a child interpreter on two files, so the
generator imports neither; :func:`changes` compares two descriptions, one line per change.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any, Literal

# Keys of a JSON Schema object whose value maps names to schemas (not keywords).
_NAMED_SCHEMAS = frozenset({"properties", "patternProperties", "$defs", "definitions"})
_MODES: tuple[Literal["validation", "serialization"], ...] = ("validation", "serialization")


def public_names(source: str) -> list[str]:
    """The names a module defines at its top level (classes and assignments, not imports),
    without those starting with ``_``, in order."""
    names: list[str] = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.ClassDef):
            names.append(node.name)
        elif isinstance(node, ast.Assign):
            names.extend(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
    return [n for n in dict.fromkeys(names) if not n.startswith("_")]


def without_descriptions(schema: Any) -> Any:
    """``schema`` without its ``description`` keywords (a property named ``description``
    stays)."""
    if isinstance(schema, list):
        return [without_descriptions(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "description":
            continue
        if key in _NAMED_SCHEMAS and isinstance(value, dict):
            out[key] = {name: without_descriptions(item) for name, item in value.items()}
        else:
            out[key] = without_descriptions(value)
    return out


def _schema_alone(schema: dict[str, Any]) -> Any:
    """A model's schema without the ``$defs`` of the models it refers to."""
    return without_descriptions({k: v for k, v in schema.items() if k != "$defs"})


def describe(module: ModuleType, source: str) -> dict[str, Any]:
    """The API of ``module`` (imported from ``source``): name -> description."""
    from pydantic import BaseModel, TypeAdapter
    from pydantic_core import PydanticUndefined

    described: dict[str, Any] = {}
    for name in public_names(source):
        value = getattr(module, name, None)
        entry: dict[str, Any]
        if isinstance(value, type) and issubclass(value, BaseModel):
            fields = {}
            for attribute, info in value.model_fields.items():
                if info.default_factory is not None:
                    default = "factory " + repr(info.default_factory())  # type: ignore[call-arg]
                elif info.default is PydanticUndefined:
                    default = None
                else:
                    default = repr(info.default)
                fields[attribute] = {
                    "alias": info.alias,
                    "default": default,
                    "required": info.is_required(),
                }
            entry = {"kind": "model", "fields": fields}
            for mode in _MODES:
                try:
                    entry[mode] = _schema_alone(value.model_json_schema(mode=mode))
                except Exception as error:  # noqa: BLE001 - reported as the model's schema
                    entry[mode] = f"no JSON Schema: {type(error).__name__}"
        elif isinstance(value, type):
            members = getattr(value, "__members__", {})
            entry = {"kind": "class", "members": {k: repr(v.value) for k, v in members.items()}}
        else:
            entry = {"kind": "alias"}
            for mode in _MODES:
                try:
                    adapter: TypeAdapter[Any] = TypeAdapter(value)  # type: ignore[arg-type]
                    entry[mode] = _schema_alone(adapter.json_schema(mode=mode))
                except Exception:  # noqa: BLE001 - not a type: its value is its API
                    entry[mode] = repr(value)
        described[name] = entry
    return described


def _compact(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _property(entry: Mapping[str, Any], mode: str, wire: str) -> Any:
    schema = entry.get(mode)
    if not isinstance(schema, dict):
        return None
    return schema.get("properties", {}).get(wire)


def _model_changes(name: str, old: Mapping[str, Any], new: Mapping[str, Any]) -> Iterator[str]:
    old_fields: Mapping[str, Any] = old["fields"]
    new_fields: Mapping[str, Any] = new["fields"]
    gone = [a for a in old_fields if a not in new_fields]
    added = [a for a in new_fields if a not in old_fields]
    renamed: dict[str, str] = {}
    for attribute in gone:
        wire = old_fields[attribute]["alias"] or attribute
        match = [a for a in added if (new_fields[a]["alias"] or a) == wire]
        if match:
            renamed[attribute] = match[0]
            added.remove(match[0])
    for attribute in gone:
        if attribute in renamed:
            yield f"{name}.{attribute}: renamed to {renamed[attribute]}"
        else:
            yield f"{name}.{attribute}: removed"
    for attribute in added:
        yield f"{name}.{attribute}: added"
    for attribute, before in old_fields.items():
        after = new_fields.get(renamed.get(attribute, attribute))
        if after is None:
            continue
        where = f"{name}.{attribute}"
        if before["alias"] != after["alias"]:
            yield f"{where}: alias {before['alias']!r} -> {after['alias']!r}"
        if before["required"] != after["required"]:
            yield f"{where}: " + ("now optional" if before["required"] else "now required")
        elif before["default"] != after["default"]:
            yield f"{where}: default {before['default']} -> {after['default']}"
        wire = before["alias"] or attribute
        for mode in ("validation", "serialization"):
            was, now = _property(old, mode, wire), _property(new, mode, after["alias"] or wire)
            if was != now:
                yield f"{where}: accepts ({mode}) {_compact(was)} -> {_compact(now)}"
                break
    for mode in ("validation", "serialization"):
        rest_old = _rest(old.get(mode))
        rest_new = _rest(new.get(mode))
        if rest_old != rest_new:
            yield f"{name}: accepts ({mode}) {_compact(rest_old)} -> {_compact(rest_new)}"
            break


def _rest(schema: Any) -> Any:
    """A model's schema but its properties and required list (reported per attribute)."""
    if not isinstance(schema, dict):
        return schema
    return {k: v for k, v in schema.items() if k not in ("properties", "required")}


def changes(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[str]:
    """What changes for a module's users from API ``old`` to API ``new``, one line each:
    names removed, attributes removed or renamed, aliases, defaults and requiredness changed,
    accepted values changed, and additions."""
    out: list[str] = []
    for name, before in old.items():
        after = new.get(name)
        if after is None:
            out.append(f"{name}: removed")
        elif before["kind"] != after["kind"]:
            out.append(f"{name}: was a {before['kind']}, is a {after['kind']}")
        elif before["kind"] == "model":
            out.extend(_model_changes(name, before, after))
        elif before != after:
            out.append(f"{name}: changed")
    out.extend(f"{name}: added" for name in new if name not in old)
    return out


def import_file(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"{path}: cannot be imported")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def import_root(module: Path) -> Path:
    """The folder the package holding ``module`` is imported from (above its last
    ``__init__.py``)."""
    folder = module.parent
    while (folder / "__init__.py").exists():
        folder = folder.parent
    return folder


def compare_modules(old: Path, new_source: str) -> list[str]:
    """What replacing the module at ``old`` by ``new_source`` changes in its public API, by a
    child interpreter that imports both (with the package's folder importable, for the
    module's own imports). Raises RuntimeError with the child's message when one of them does
    not import."""
    with tempfile.TemporaryDirectory(prefix="acp-codegen-api-") as folder:
        new = Path(folder) / old.name
        new.write_text(new_source, encoding="utf-8")
        command = [sys.executable, "-m", "acp_codegen.sdk.api", str(old), str(new)]
        root = str(import_root(old))
        result = subprocess.run(
            command, capture_output=True, text=True, check=False, env=_env_with_path(root)
        )
    if result.returncode != 0:
        raise RuntimeError(result.stderr.strip().splitlines()[-1] if result.stderr else "failed")
    found: list[str] = json.loads(result.stdout)
    return found


def _env_with_path(root: str) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    return env


def _main(old_path: str, new_path: str) -> None:
    described = []
    for index, path in enumerate((Path(old_path), Path(new_path))):
        source = path.read_text(encoding="utf-8")
        module = import_file(path, f"_acp_codegen_api_{index}")
        described.append(describe(module, source))
    print(json.dumps(changes(described[0], described[1])))


if __name__ == "__main__":
    _main(*sys.argv[1:3])
