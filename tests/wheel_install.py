"""acp-codegen as a user installs it: its wheel, built from a copy of this checkout, installed
with ``requirements.lock`` as constraints into a fresh virtual environment, by pip or by uv (a
plain module, so no test module imports another)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
UV = Path(sys.executable).with_name("uv")


def build_wheel(into: Path) -> Path:
    """The wheel of this checkout, built from a copy of it (so no ``build/`` folder of an
    earlier build slips stale files in; the links, ``schema/`` and ``profiles/``, are copied
    as links)."""
    source = into / "source"
    shutil.copytree(
        REPO,
        source,
        symlinks=True,
        ignore=shutil.ignore_patterns(
            ".git", ".venv*", "node_modules", "build", "*.egg-info", "__pycache__", ".*_cache"
        ),
    )
    wheels = into / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation"]
        + ["--wheel-dir", str(wheels), str(source)],
        check=True,
        capture_output=True,
    )
    (wheel,) = wheels.glob("acp_codegen-*.whl")
    return wheel


def install(wheel: Path, folder: Path, installer: str = "pip") -> dict[str, str]:
    """A fresh virtual environment in ``folder`` with ``wheel`` installed by ``installer``
    (``pip`` or ``uv``), as the README's Install says; the environment variables of a shell
    with it activated (this run's own Python settings left out)."""
    if installer == "uv":
        subprocess.run([str(UV), "venv", "--quiet", str(folder)], check=True)
        command = [str(UV), "pip", "install", "--quiet", "--python", str(folder / "bin" / "python")]
    else:
        venv.EnvBuilder(with_pip=True).create(folder)
        command = [str(folder / "bin" / "python"), "-m", "pip", "install", "--quiet"]
    command += ["--constraint", str(REPO / "requirements.lock"), str(wheel)]
    subprocess.run(command, check=True, capture_output=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["VIRTUAL_ENV"] = str(folder)
    env["PATH"] = f"{folder / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    return env
