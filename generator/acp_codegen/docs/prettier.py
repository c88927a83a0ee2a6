"""The formatter stage: upstream's pages are their raw rendering formatted by prettier.

The pinned prettier (3.9.6, default options, MDX parser) formats the documents of one call
through ``prettier_format.mjs``, in one node process, or one per core for much text. Prettier
is the user's, not ours: a package directory named by configuration (``--prettier`` or
``prettier`` in ``[tool.acp-codegen]``), else ``node_modules/prettier`` in the working
directory or above it, as Node itself would find it. Only the docs need it; nothing starts
node otherwise.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Collection, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from acp_codegen.errors import GenerationError, UsageError

FORMAT_SCRIPT = Path(__file__).with_name("prettier_format.mjs")
PRETTIER_VERSION = "3.9.6"
INSTALL_HINT = (
    f"install it with `npm install --save-dev --save-exact prettier@{PRETTIER_VERSION}`, name "
    "its folder with --prettier DIR or `prettier` in [tool.acp-codegen], or leave the docs "
    "out (--outputs schema,python,pydantic)"
)


@dataclass(frozen=True)
class Prettier:
    """A node executable and the prettier package directory it runs."""

    node: str
    package: Path


def _version(package: Path) -> str | None:
    try:
        manifest = json.loads((package / "package.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    version = manifest.get("version") if isinstance(manifest, dict) else None
    return version if isinstance(version, str) else None


def locate_prettier(configured: Path | None = None, start: Path | None = None) -> Prettier:
    """Node and prettier for the docs, or a :class:`UsageError` that says what to install.

    ``configured`` is a prettier package directory (or a ``node_modules`` holding one); without
    it, ``node_modules/prettier`` is looked up from ``start`` (the working directory) upwards.
    """
    if configured is not None:
        candidates = [configured, configured / "prettier"]
        where = str(configured)
    else:
        here = (start or Path.cwd()).resolve()
        candidates = [folder / "node_modules" / "prettier" for folder in (here, *here.parents)]
        where = f"node_modules/prettier in {here} or above"
    package = next((c for c in candidates if (c / "package.json").is_file()), None)
    if package is None:
        raise UsageError(
            f"the docs need prettier {PRETTIER_VERSION}: not found ({where}); " + INSTALL_HINT
        )
    version = _version(package)
    if version != PRETTIER_VERSION:
        raise UsageError(
            f"the docs need prettier {PRETTIER_VERSION} (its output is pinned), but {package} "
            f"is {version or 'unreadable'}; " + INSTALL_HINT
        )
    node = shutil.which("node")
    if node is None:
        raise UsageError(
            f"the docs need Node.js to run prettier ({package}), and node is not on PATH"
        )
    return Prettier(node, package.resolve())


_current: list[Prettier] = []


def use_prettier(prettier: Prettier) -> None:
    """The prettier every later :func:`format_documents` call runs (one per run of the tool)."""
    _current[:] = [prettier]


def current_prettier() -> Prettier:
    if not _current:
        use_prettier(locate_prettier())
    return _current[0]


# Formatting costs prettier about 10 ms per kilobyte of MDX, and starting node with prettier
# about 0.3 s: more text than this is split between processes, one per core.
SPLIT_AT = 64 * 1024


def format_documents(
    documents: Mapping[str, str], wrap_prose: Collection[str] = ()
) -> dict[str, str]:
    """Each document formatted as upstream formats its files, keyed as given: names ending in
    ``.json`` are JSON (upstream's schema files), all others MDX (its pages).

    The documents named in ``wrap_prose`` also have their prose wrapped at 80 columns, as
    upstream's authors wrap the prose of its protocol pages by hand (prettier's default keeps
    line breaks as written, so upstream's own run leaves such text as it is).

    Each document is formatted on its own, so many documents are shared out between node
    processes running side by side (by size, largest first, each to the least loaded)."""
    prettier = current_prettier()
    size = sum(len(text) for text in documents.values())
    count = max(1, min(os.cpu_count() or 1, len(documents), -(-size // SPLIT_AT)))
    shares: list[dict[str, str]] = [{} for _ in range(count)]
    loads = [0] * count
    for name in sorted(documents, key=lambda n: -len(documents[n])):
        least = loads.index(min(loads))
        shares[least][name] = documents[name]
        loads[least] += len(documents[name])
    wrapped = set(wrap_prose)

    def run(share: dict[str, str]) -> dict[str, str]:
        return _format_in_one_process(prettier, share, sorted(wrapped & set(share)))

    if count == 1:
        formatted = run(shares[0])
    else:
        with ThreadPoolExecutor(max_workers=count) as pool:
            formatted = {k: v for part in pool.map(run, shares) for k, v in part.items()}
    return {name: formatted[name] for name in documents}


def _format_in_one_process(
    prettier: Prettier, documents: Mapping[str, str], wrap_prose: list[str]
) -> dict[str, str]:
    request = {"documents": dict(documents), "wrapProse": wrap_prose}
    result = subprocess.run(
        [prettier.node, str(FORMAT_SCRIPT), str(prettier.package)],
        input=json.dumps(request).encode("utf-8"),
        capture_output=True,
        check=False,
    )
    if result.returncode != 0:
        message = result.stderr.decode("utf-8", "replace").strip()
        names = ", ".join(documents)
        raise GenerationError.single(names, "", f"prettier could not format: {message}")
    formatted: dict[str, str] = json.loads(result.stdout)
    return formatted
