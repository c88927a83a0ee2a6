"""Stage 1: load. Files -> metaschema-checked documents -> one merged, resolvable document."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from acp_codegen.errors import GenerationError, UsageError
from acp_codegen.load.document import Document, Source, load_document
from acp_codegen.load.overlay import carries_overlay, merge_overlay
from acp_codegen.load.refs import dangling_refs
from acp_codegen.versions import FLAVOURS, VERSIONS

__all__ = [
    "LoadedProtocol",
    "Source",
    "in_memory",
    "load_protocol",
    "SCHEMA_DIR",
    "VERSIONS",
    "FLAVOURS",
]

SCHEMA_DIR = Path(__file__).resolve().parent.parent / "schema"
BASE_FILE = "acp.json"
OVERLAY_FILE = "prompt-suggestions.json"


@dataclass(frozen=True)
class LoadedProtocol:
    """One protocol version in one flavour, merged: what the model is built from (and holds,
    for every renderer: :attr:`acp_codegen.model.types.Model.protocol`)."""

    version: str  # "v1", "v2"; "" for a schema file read on its own (see :func:`in_memory`)
    flavour: str
    document: dict[str, Any]
    sources: tuple[Source, ...]
    # The overlay merged into ``document`` (our additions); None when they are not merged.
    overlay: dict[str, Any] | None = None

    @property
    def label(self) -> str:
        """The name problems in the merged document are reported under."""
        return " + ".join(s.label for s in self.sources)


def in_memory(
    document: dict[str, Any], label: str, version: str = "", flavour: str = "unstable"
) -> LoadedProtocol:
    """A document already in memory as a loaded protocol, nothing merged into it: what
    ``diff`` compares (its files' ``version`` is not known: ""), or a test's schema. Its one
    source is ``label``, with the SHA-256 of the document's JSON text."""
    text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    return LoadedProtocol(version, flavour, document, (Source(label, digest),))


def flavour_of_base(path: Path) -> str:
    """Upstream names its unstable files ``*.unstable.json``; anything else is stable."""
    return "unstable" if path.name.endswith(".unstable.json") else "stable"


def load_protocol(
    version: str,
    flavour: str = "unstable",
    base: Path | None = None,
    schema_dir: Path = SCHEMA_DIR,
    additions: bool | None = None,
) -> LoadedProtocol:
    """Load our base (or an upstream ``base`` file), with our additions (the overlay) merged
    when ``additions`` says so; by default, into the unstable flavour only. A base that
    already carries every addition (one of our merged files) is merged with the overlay
    either way, which gives its additions back the annotations merged files leave out.
    ``flavour`` names which of upstream's files the base is (its docs pages' links follow
    it)."""
    if version not in VERSIONS:
        raise UsageError(f"unknown protocol version {version!r}; expected one of {VERSIONS}")
    if flavour not in FLAVOURS:
        raise UsageError(f"unknown flavour {flavour!r}; expected one of {FLAVOURS}")
    if base is None:
        base_doc = load_document(schema_dir / version / BASE_FILE, f"schema/{version}/{BASE_FILE}")
    else:
        base_doc = load_document(base, base.name)
    documents: list[Document] = [base_doc]
    merged = base_doc.data
    overlay = load_document(schema_dir / version / OVERLAY_FILE, f"schema/{version}/{OVERLAY_FILE}")
    # A base that carries the additions already (a merged file of ours, fed back) gets their
    # annotations back from the overlay whether or not they are to be merged: the checks and
    # helpers are generated from those, and merged files leave them out.
    merging = (flavour == "unstable" if additions is None else additions) or carries_overlay(
        base_doc, overlay
    )
    if merging:
        documents.append(overlay)
        merged = merge_overlay(base_doc, overlay)
    loaded = LoadedProtocol(
        version,
        flavour,
        merged,
        tuple(d.source for d in documents),
        overlay=overlay.data if merging else None,
    )
    problems = dangling_refs(merged, loaded.label)
    if problems:
        raise GenerationError(problems)
    return loaded
