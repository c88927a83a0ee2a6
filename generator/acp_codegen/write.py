"""The last stage: put a complete output tree in place at once, or leave the old one untouched.

The new tree is written in full to a temporary directory beside the target (same filesystem),
then exchanged with the target in one atomic ``renameat2(RENAME_EXCHANGE)`` where the kernel
offers it. Elsewhere the target is renamed aside and the new tree renamed in; a run that is
killed between the two renames leaves the old tree under ``.<name>.old``, which the next run
restores before it does anything else. Either way an interrupted run never leaves a mix of old
and new files in the target.

A target that shares its folder with other files (an SDK's module and its helpers package,
in the SDK's source folder) owns some entries of that folder only (:attr:`Output.parts`): each
is put in place the same way, a file by one rename, a folder as a tree, and the rest of the
folder is left alone.

Runs started at once on the same target (two terminals, an editor's save hook and a pre-commit
run) take turns: each holds an exclusive lock on the target's parent folder while it writes or
compares, and a later run says that it waits and then goes on, so neither sees the other's
half-swapped tree.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no advisory locks, runs are not serialised
    fcntl = None  # type: ignore[assignment]

from acp_codegen.errors import GenerationError


@dataclass(frozen=True)
class Output:
    """What one target writes: ``files`` (path relative to ``root`` -> bytes).

    ``parts`` None: the target owns ``root`` as a whole (files not in ``files`` are removed).
    Otherwise the entries of ``root`` it owns, each a file of ``files`` or a folder holding the
    files under it, and nothing else of ``root`` is touched. ``api_modules``: the Python
    modules of ``files`` whose public API ``--check`` compares when they changed.
    ``warnings``: what the run that made it has to say (each naming the file and pointer).
    """

    root: Path
    files: Mapping[str, bytes]
    parts: tuple[str, ...] | None = None
    api_modules: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()

    def part_files(self, part: str) -> dict[str, bytes]:
        """The files of the folder ``part``, by path relative to it."""
        prefix = f"{part}/"
        return {
            path.removeprefix(prefix): data
            for path, data in self.files.items()
            if path.startswith(prefix)
        }


AT_FDCWD = -100
RENAME_EXCHANGE = 2


def _exchange(a: Path, b: Path) -> bool:
    """Atomically swap two paths; False when the platform cannot."""
    libc_name = ctypes.util.find_library("c")
    if libc_name is None:
        return False
    libc = ctypes.CDLL(libc_name, use_errno=True)
    renameat2 = getattr(libc, "renameat2", None)
    if renameat2 is None:
        return False
    result = renameat2(AT_FDCWD, os.fsencode(a), AT_FDCWD, os.fsencode(b), RENAME_EXCHANGE)
    return bool(result == 0)


def _backup_path(target: Path) -> Path:
    return target.with_name(f".{target.name}.old")


def recover(target: Path) -> None:
    """Finish a swap that was interrupted between its two renames."""
    backup = _backup_path(target)
    if backup.exists():
        if target.exists():
            shutil.rmtree(backup)
        else:
            backup.rename(target)
    for leftover in target.parent.glob(f".{target.name}.new-*"):
        shutil.rmtree(leftover, ignore_errors=True)


def check_relative(relative: str) -> None:
    """Reject an output path that could land outside the tree: output file names come from
    schema names, so ``../x`` or ``/x`` must fail generation, not write elsewhere."""
    if any(part in ("", ".", "..") for part in relative.split("/")) or set(relative) & {
        "\\",
        "\0",
    }:
        raise GenerationError.single(
            relative, "", "output path would leave the output directory; rename its source"
        )


@contextmanager
def locked(target: Path) -> Iterator[None]:
    """Hold the lock that serialises runs on ``target`` (a lock on its existing parent)."""
    folder = target.resolve().parent
    while not folder.is_dir():
        folder = folder.parent
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        if fcntl is not None:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                print(
                    f"acp-codegen: another run is writing {target}; waiting for it to finish",
                    file=sys.stderr,
                    flush=True,
                )
                fcntl.flock(descriptor, fcntl.LOCK_EX)
        yield
    finally:
        os.close(descriptor)  # releases the lock


def write_tree(target: Path, files: Mapping[str, bytes]) -> None:
    """Replace the directory ``target`` with exactly ``files`` (relative path -> bytes)."""
    write_output(Output(target, files))


def write_output(output: Output) -> list[str]:
    """Put ``output`` in place; what was written, one line per tree or file."""
    for relative in output.files:
        check_relative(relative)
    root = output.root.resolve()
    if output.parts is None:
        parent = next(p for p in root.parents if p.exists())
        if not parent.is_dir():
            raise GenerationError.single(str(parent), "", "is a file, not a folder to write into")
        with locked(root):
            root.parent.mkdir(parents=True, exist_ok=True)
            _replace(root, output.files)
        return [f"wrote {len(output.files)} files to {output.root}"]
    written = []
    root.mkdir(parents=True, exist_ok=True)
    with locked(root / output.parts[0]):  # the lock on ``root``, which holds every part
        for part in output.parts:
            if part in output.files:
                _replace_file(root / part, output.files[part])
                written.append(f"wrote {output.root / part}")
            else:
                files = output.part_files(part)
                _replace(root / part, files)
                written.append(f"wrote {len(files)} files to {output.root / part}")
    return written


def _replace_file(path: Path, content: bytes) -> None:
    """Replace the file ``path`` with ``content`` at once: a reader sees the old file or the
    new one."""
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _replace(target: Path, files: Mapping[str, bytes]) -> None:
    recover(target)
    _refuse_foreign(target, files)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.new-", dir=target.parent))
    try:
        # mkdtemp makes a private folder (0700); the output gets a folder's usual mode.
        os.chmod(staging, 0o777 & ~_umask())
        folders: set[Path] = set()
        for relative, content in sorted(files.items()):
            path = staging / relative
            if path.parent not in folders:
                path.parent.mkdir(parents=True, exist_ok=True)
                folders.add(path.parent)
            path.write_bytes(content)
        if target.exists() and _exchange(staging, target):
            shutil.rmtree(staging)  # now holds the old tree
            return
        backup = _backup_path(target)
        if target.exists():
            target.rename(backup)
        staging.rename(target)
        if backup.exists():
            shutil.rmtree(backup)
    except BaseException:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
        raise


def _umask() -> int:
    """The process's file mode creation mask (read by setting it, then set back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


# The kinds of file a run writes besides Python (schemas, vectors, docs, ``py.typed``): a file
# of these kinds in a folder a target owns may be one an earlier run wrote and this one no
# longer does, so it goes; any other file is not ours.
WRITTEN_SUFFIXES = frozenset({".json", ".jsonl", ".md", ".mdx", ".typed"})
GENERATED_MARK = b"Generated by acp-codegen"
PYTHON = (".py", ".pyi")


def _refuse_foreign(target: Path, files: Mapping[str, bytes]) -> None:
    """Refuse to replace ``target`` as a whole when it is a file, or a folder holding what
    no run wrote: a ``.git`` (a repository), a Python file without the generated header (or
    the first line every Python file of this run starts with: a profile's header), or a
    file of a kind no run writes. Such a folder is someone's work, not an earlier output
    (an ``--out`` pointed one level too high would delete it). What the repository's tools
    leave there (:data:`TOOL_FOLDERS`, files its git ignores) is nobody's work."""
    if not target.exists():
        return
    if not target.is_dir():
        raise GenerationError.single(str(target), "", "is a file, not a folder to write into")
    found, foreign = _walk(target)
    # A run's Python files start with its header: ours, or a profile's (an SDK's own line).
    headers = {
        content.split(b"\n", 1)[0] for name, content in files.items() if name.endswith(PYTHON)
    } - {b""}
    for relative in found:
        suffix = Path(relative).suffix
        if suffix in PYTHON:
            with open(target / relative, "rb") as handle:
                start = handle.read(200)
            if GENERATED_MARK not in start and start.split(b"\n", 1)[0] not in headers:
                foreign.append(relative)
        elif suffix not in WRITTEN_SUFFIXES and relative not in files:
            foreign.append(relative)
    if foreign:
        shown = ", ".join(foreign[:3]) + (
            f" and {len(foreign) - 3} more" if len(foreign) > 3 else ""
        )
        raise GenerationError.single(
            str(target),
            "",
            f"holds files no acp-codegen run wrote ({shown}); an output folder is replaced "
            "as a whole: write to an empty folder or one a run made",
        )


# Folders a repository's own tools leave in the folders a target owns (bytecode, the type
# checkers', linters' and test runners' caches): never ours, so neither stale nor extra.
TOOL_FOLDERS = frozenset({"__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache"})


def read_tree(root: Path) -> dict[str, bytes]:
    """Every file under ``root``, by relative POSIX path, but for what the repository's tools
    leave there: the :data:`TOOL_FOLDERS`, and any file its git ignores (and a ``.git``)."""
    if not root.is_dir():
        return {}
    return {relative: (root / relative).read_bytes() for relative in _walk(root)[0]}


def _walk(root: Path) -> tuple[list[str], list[str]]:
    """The files under the folder ``root`` by relative POSIX path, sorted, but for what the
    repository's tools leave there (:data:`TOOL_FOLDERS`, files its git ignores); and the
    ``.git`` entries met (a repository, or a worktree's or submodule's file), not entered."""
    files: list[str] = []
    repositories: list[str] = []
    for folder, folders, names in os.walk(root):
        if ".git" in folders or ".git" in names:
            repositories.append(Path(folder, ".git").relative_to(root).as_posix())
        folders[:] = sorted(n for n in folders if n not in TOOL_FOLDERS and n != ".git")
        files += [Path(folder, n).relative_to(root).as_posix() for n in names if n != ".git"]
    ignored = git_ignored(root, files)
    return sorted(f for f in files if f not in ignored), repositories


def git_ignored(root: Path, relatives: list[str]) -> set[str]:
    """Those of ``relatives`` (paths under ``root``) that the git repository holding ``root``
    ignores; none outside a repository, or without git."""
    if not relatives:
        return set()
    try:
        result = subprocess.run(
            ["git", "-C", str(root), "check-ignore", "--stdin", "-z"],
            input="\0".join(relatives).encode(),
            capture_output=True,
            check=False,
        )
    except OSError:
        return set()
    if result.returncode != 0:  # 1: none is ignored; 128: no repository
        return set()
    return {path for path in result.stdout.decode().split("\0") if path}


def stale_files(root: Path, files: Mapping[str, bytes]) -> list[tuple[str, str]]:
    """(path, "missing" | "changed" | "extra") for every difference between disk and ``files``."""
    with locked(root):
        on_disk = read_tree(root)
    return _differences(on_disk, files)


def stale_output(output: Output) -> list[tuple[Path, str]]:
    """(path, "missing" | "changed" | "extra") for every difference between disk and
    ``output`` (in what the output owns only); nothing is written."""
    if output.parts is None:
        found = stale_files(output.root, output.files)
    else:
        on_disk: dict[str, bytes] = {}
        with locked(output.root / output.parts[0]):
            for part in output.parts:
                path = output.root / part
                if part in output.files:
                    if path.is_file():
                        on_disk[part] = path.read_bytes()
                else:
                    on_disk.update((f"{part}/{k}", v) for k, v in read_tree(path).items())
        found = _differences(on_disk, output.files)
    return [(output.root / relative, state) for relative, state in found]


def _differences(on_disk: Mapping[str, bytes], files: Mapping[str, bytes]) -> list[tuple[str, str]]:
    out = []
    for relative in sorted(set(on_disk) | set(files)):
        if relative not in on_disk:
            out.append((relative, "missing"))
        elif relative not in files:
            out.append((relative, "extra"))
        elif on_disk[relative] != files[relative]:
            out.append((relative, "changed"))
    return out
