"""The formatter stage: upstream's pages are their raw rendering formatted by prettier.

The pinned prettier (3.9.6, default options, MDX parser) formats every document of one call in
a single node process, through ``prettier_format.mjs``. Prettier is the user's, not ours: a
package directory named by configuration (``--prettier`` or ``prettier`` in
``[tool.acp-codegen]``), else ``node_modules/prettier`` in the working directory or above it,
as Node itself would find it. Only the docs need it; nothing starts node otherwise.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path

from acp_codegen.errors import GenerationError, UsageError

FORMAT_SCRIPT = Path(__file__).with_name("prettier_format.mjs")
PRETTIER_VERSION = "3.9.6"
INSTALL_HINT = (
    f"install it with `npm install --save-dev --save-exact prettier@{PRETTIER_VERSION}` and "
    "name its folder with --prettier DIR (generate: or `prettier` in [tool.acp-codegen]), or "
    "leave the docs out of generate --base (--outputs schema,python,pydantic)"
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


class _Node:
    """One node process running ``prettier_format.mjs``: it loads prettier at once, then
    waits for its request (written to a file; a line on stdin says it is there), formats it
    and writes the result to another file. Files, not pipes: neither side ever waits on the
    other's pipe."""

    def __init__(self, prettier: Prettier) -> None:
        self.prettier = prettier
        self.owner = os.getpid()  # a forked child inherits the object, not the process
        self._folder: tempfile.TemporaryDirectory[str] | None = tempfile.TemporaryDirectory(
            prefix="acp-codegen-prettier-"
        )
        folder = Path(self._folder.name)
        self.request = folder / "request.json"
        self.output = folder / "formatted.json"
        self.errors = folder / "errors.txt"
        self.process: subprocess.Popen[bytes] | None = None
        try:
            command = [prettier.node, str(FORMAT_SCRIPT), str(prettier.package)]
            with self.errors.open("wb") as errors:
                self.process = subprocess.Popen(
                    [*command, str(self.request), str(self.output), str(folder), str(self.owner)],
                    stdin=subprocess.PIPE,
                    bufsize=0,
                    stdout=subprocess.DEVNULL,
                    stderr=errors,
                )
        except BaseException:
            self.close()
            raise

    def submit(self, request: object) -> None:
        """Write the request, then tell node it is there: a line on its stdin (its end alone
        would wait for every process forked meanwhile, which hold copies of the pipe)."""
        self.request.write_text(json.dumps(request), encoding="utf-8")
        assert self.process is not None and self.process.stdin is not None
        try:
            self.process.stdin.write(b"\n")
            self.process.stdin.close()
        except BrokenPipeError:  # node has ended already: its errors say why (result())
            pass

    def close(self) -> None:
        """Stop the process if it still runs, and remove its files."""
        if self.process is not None:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
            if self.process.stdin is not None:
                self.process.stdin.close()
        if self._folder is not None:
            self._folder.cleanup()
            self._folder = None


_ahead: list[_Node] = []


def _take_ahead(prettier: Prettier) -> _Node | None:
    """The node started ahead, if it runs ``prettier`` and this process started it."""
    while _ahead:
        node = _ahead.pop()
        if node.owner == os.getpid() and node.prettier == prettier:
            return node
        if node.owner == os.getpid():
            node.close()
    return None


def start_ahead(prettier: Prettier) -> None:
    """Start node for the next :class:`Formatting` now, before its documents are known, so
    it loads prettier (a fifth of a second) while the caller does other work. It is the
    current prettier from now on (:func:`use_prettier`); :func:`stop_ahead` stops it if no
    formatting took it."""
    use_prettier(prettier)
    stop_ahead()
    _ahead.append(_Node(prettier))


def stop_ahead() -> None:
    """Stop the node started ahead if no formatting took it (only in the process that started
    it: a forked child leaves its parent's node alone)."""
    while _ahead:
        node = _ahead.pop()
        if node.owner == os.getpid():
            node.close()


class Formatting:
    """Prettier formatting documents in a node process of its own (the one
    :func:`start_ahead` started, else a new one), from the start: the caller goes on with
    other work and takes the result (:meth:`result`) when it needs it. No process is used for
    no documents. Used as a context manager, a formatting whose result was never taken is
    stopped and its files removed."""

    def __init__(self, documents: Mapping[str, str], wrap_prose: Collection[str] = ()) -> None:
        self.names = list(documents)
        self._node: _Node | None = None
        if not documents:
            return
        prettier = current_prettier()
        self._node = _take_ahead(prettier) or _Node(prettier)
        try:
            self._node.submit({"documents": dict(documents), "wrapProse": sorted(wrap_prose)})
        except BaseException:
            self.close()
            raise

    def result(self) -> dict[str, str]:
        """Each document formatted, keyed as given (waits for the process)."""
        node = self._node
        if node is None or node.process is None:
            return {}
        try:
            node.process.wait()
            if node.process.returncode != 0:
                message = node.errors.read_bytes().decode("utf-8", "replace").strip()
                raise GenerationError.single(
                    ", ".join(self.names), "", f"prettier could not format: {message}"
                )
            formatted: dict[str, str] = json.loads(node.output.read_text(encoding="utf-8"))
            return formatted
        finally:
            self.close()

    def close(self) -> None:
        """Stop the process if it still runs, and remove its files."""
        if self._node is not None:
            self._node.close()

    def __enter__(self) -> Formatting:
        return self

    def __exit__(self, *exception: object) -> None:
        self.close()


def format_documents(
    documents: Mapping[str, str], wrap_prose: Collection[str] = ()
) -> dict[str, str]:
    """Each document formatted as upstream formats its files, keyed as given: names ending in
    ``.json`` are JSON (upstream's schema files), all others MDX (its pages).

    The documents named in ``wrap_prose`` also have their prose wrapped at 80 columns, as
    upstream's authors wrap the prose of its protocol pages by hand (prettier's default keeps
    line breaks as written, so upstream's own run leaves such text as it is)."""
    with Formatting(documents, wrap_prose) as formatting:
        return formatting.result()
