"""The published Python SDK's sdist, as the tests and the benchmarks use it (a plain module,
so no test module imports another).

``agent-client-protocol`` 0.12.1's sdist, pinned by sha256, downloaded once into
``build/python-sdk/``; unpacked, with upstream's v1 ``schema.unstable.json`` and
``meta.unstable.json`` of a schema release placed where the SDK's own generator reads them.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ACP = REPO.parent / "shared" / "upstream" / "acp"
SDIST = "agent_client_protocol-0.12.1.tar.gz"
SDIST_SHA256 = "9963ccb590ed96d7dc542c9c023e90676fc76b1c6562e21a9ee112f4fbcb0095"
REQUIREMENT = "agent-client-protocol==0.12.1"
CACHE = REPO / "build" / "python-sdk"
PROFILE = REPO / "examples" / "python-sdk" / "acp-codegen.toml"
# The SDK's schema release.
RELEASE = ACP / "releases" / "schema-v1.19.0" / "v1"
HELPERS = "src/acp/prompt_suggestions"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def sdist() -> Path:
    """The SDK's sdist, downloaded once into the cache and checked against its pin."""
    cached = CACHE / SDIST
    if not cached.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=CACHE) as folder:
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps"]
                + ["--no-binary", ":all:", REQUIREMENT, "-d", folder],
                check=True,
            )
            os.replace(Path(folder) / SDIST, cached)
    digest = sha256(cached)
    assert digest == SDIST_SHA256, f"{cached}: sha256 {digest}, pinned {SDIST_SHA256}"
    return cached


def unpack(into: Path) -> Path:
    with tarfile.open(sdist()) as archive:
        archive.extractall(into, filter="data")
    return into / SDIST.removesuffix(".tar.gz")


def place_schema(sdk: Path, schema_dir: Path) -> None:
    (sdk / "schema").mkdir(exist_ok=True)
    shutil.copyfile(schema_dir / "schema.unstable.json", sdk / "schema" / "schema.json")
    shutil.copyfile(schema_dir / "meta.unstable.json", sdk / "schema" / "meta.json")


def profile_with_additions() -> str:
    """The SDK's profile with the proposal's additions merged and the helpers package on."""
    text = PROFILE.read_text(encoding="utf-8")
    text = text.replace("additions = false", "additions = true", 1)
    module = 'module = "src/acp/schema.py"\n'
    assert "additions = true" in text and module in text
    return text.replace(module, f'{module}helpers = "{HELPERS}"\n', 1)


def regenerated(into: Path, profile: str, schema_dir: Path = RELEASE) -> Path:
    """The sdist unpacked into ``into`` and regenerated from ``schema_dir`` with ``profile``
    appended to its ``pyproject.toml`` (``acp-codegen generate`` in its folder); the SDK's
    folder. Fails with the generator's output when it fails or warns."""
    sdk = unpack(into)
    place_schema(sdk, schema_dir)
    with (sdk / "pyproject.toml").open("a", encoding="utf-8") as pyproject:
        pyproject.write(profile)
    codegen = Path(sys.executable).with_name("acp-codegen")
    result = subprocess.run(
        [str(codegen), "generate"], cwd=sdk, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and "warning" not in result.stderr, result.stderr
    return sdk


def regenerated_with_helpers(into: Path, schema_dir: Path = RELEASE) -> Path:
    """The sdist regenerated (:func:`regenerated`) with the additions and the helpers
    package."""
    return regenerated(into, profile_with_additions(), schema_dir)
