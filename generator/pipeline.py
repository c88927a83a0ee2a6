"""The whole run: load -> model -> render -> format, into an in-memory tree of output files.

Nothing here touches the disk except reading inputs; :mod:`generator.write` puts a finished
tree in place. So a run that fails (or is interrupted) before the write leaves every output as
it was.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from generator.format import format_python
from generator.load import VERSIONS, LoadedProtocol, Source, load_protocol
from generator.model.build import build_model
from generator.render import header, render_python_package
from generator.render.environment import render_template

PACKAGE = "acp_prompt_suggestions"
Tree = dict[str, bytes]


def schema_json(document: dict[str, Any]) -> bytes:
    """A merged schema in upstream's file format: two-space JSON, UTF-8, one trailing newline."""
    return (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode()


def python_package(loaded: LoadedProtocol, prefix: str) -> Tree:
    """One self-contained version package: models, wire types and their runtime."""
    model = build_model(loaded.document, loaded.label)
    rendered = render_python_package(model, loaded.sources)
    python = format_python({name: text for name, text in rendered.items() if name.endswith(".py")})
    return {
        f"{prefix}/{name}": (python.get(name, text)).encode() for name, text in rendered.items()
    }


def generate_repository(schema_dir: Path | None = None) -> Tree:
    """Everything under ``generated/``, from ``schema/``."""
    tree: Tree = {}
    sources: tuple[Source, ...] = ()
    for version in VERSIONS:
        for flavour, file_name in (("stable", "schema.json"), ("unstable", "schema.unstable.json")):
            kwargs = {"schema_dir": schema_dir} if schema_dir else {}
            loaded = load_protocol(version, flavour, **kwargs)
            tree[f"schema/{version}/{file_name}"] = schema_json(loaded.document)
            if flavour == "unstable":
                tree.update(python_package(loaded, f"python/{PACKAGE}/{version}"))
        sources = tuple(dict.fromkeys((*sources, *loaded.sources)))
    root = render_template("python/root_init.py.jinja", header=header(sources), versions=VERSIONS)
    tree[f"python/{PACKAGE}/__init__.py"] = format_python({"__init__.py": root})[
        "__init__.py"
    ].encode()
    tree[f"python/{PACKAGE}/py.typed"] = b""
    return tree


def generate_from_base(version: str, base: Path, flavour: str, package: str) -> Tree:
    """``--base``: our additions merged into an upstream file, and everything for it."""
    loaded = load_protocol(version, flavour, base=base)
    tree: Tree = {"schema.json": schema_json(loaded.document)}
    tree.update(python_package(loaded, f"python/{package}"))
    return tree
