"""The contract with the published Python SDK: its own test suite judges our schema.py.

``agent-client-protocol`` 0.12.1's sdist (pinned by sha256, cached in ``build/python-sdk/``)
is unpacked; upstream's v1 ``schema.unstable.json`` and ``meta.unstable.json`` of the SDK's
schema release are copied to ``schema/schema.json`` and ``schema/meta.json``, as the SDK's own
generator does; ``examples/python-sdk/acp-codegen.toml`` is appended to its ``pyproject.toml``;
our generator, run in the SDK's folder, writes ``src/acp/schema.py``. The SDK's tests then run
with its own module (the oracle) and with ours, and are compared test by test: no test that
passes with theirs may fail with ours.

A test that fails is run again, up to twice, with either module: some of the SDK's tests spawn
interpreters under a two-second timeout, which a loaded machine misses with either module.
One that passes when run again counts as passed, and is reported.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from conftest import ACP, REPO, require_shared

SDIST = "agent_client_protocol-0.12.1.tar.gz"
SDIST_SHA256 = "9963ccb590ed96d7dc542c9c023e90676fc76b1c6562e21a9ee112f4fbcb0095"
REQUIREMENT = "agent-client-protocol==0.12.1"
CACHE = REPO / "build" / "python-sdk"
PROFILE = REPO / "examples" / "python-sdk" / "acp-codegen.toml"
PLUGIN_DIR = Path(__file__).resolve().parent / "sdk_contract"
RELEASE = ACP / "releases" / "schema-v1.19.0" / "v1"
NEWER = ACP / "v1" / "schema"
RERUNS = 2


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


def generate_ours(sdk: Path) -> subprocess.CompletedProcess[str]:
    with (sdk / "pyproject.toml").open("a", encoding="utf-8") as pyproject:
        pyproject.write(PROFILE.read_text(encoding="utf-8"))
    result = subprocess.run(
        [sys.executable, "-m", "acp_codegen.sdk"],
        cwd=sdk,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result


def run_suite(sdk: Path, only: list[str] | None = None) -> dict[str, str]:
    """The SDK's tests, with ``src`` importable by spawned interpreters too."""
    verdicts = sdk / f"verdicts-{os.getpid()}.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    env["PYTHONPATH"] = os.pathsep.join([str(sdk / "src"), str(sdk), str(PLUGIN_DIR)])
    env["ACP_SDK_VERDICTS"] = str(verdicts)
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist"]
    command += ["-p", "acp_sdk_verdicts", "-o", "addopts=", "-o", "asyncio_mode=strict"]
    command += only or ["tests"]
    subprocess.run(command, cwd=sdk, env=env, capture_output=True, check=False)
    result: dict[str, str] = json.loads(verdicts.read_text(encoding="utf-8"))
    verdicts.unlink()
    return result


def oracle_verdicts(key: str, make_theirs: object) -> dict[str, str]:
    """The oracle's verdicts, cached by what determines them (the sdist, the schema files and
    the pinned packages)."""
    cached = CACHE / f"theirs-{key}.json"
    if cached.exists():
        verdicts: dict[str, str] = json.loads(cached.read_text(encoding="utf-8"))
        return verdicts
    assert callable(make_theirs)
    verdicts = make_theirs()
    temporary = cached.with_suffix(f".{os.getpid()}.tmp")
    temporary.write_text(json.dumps(verdicts, indent=1, sort_keys=True), encoding="utf-8")
    os.replace(temporary, cached)
    return verdicts


def cache_key(schema_dir: Path, oracle: str) -> str:
    parts = [
        SDIST_SHA256,
        oracle,
        sha256(schema_dir / "schema.unstable.json"),
        sha256(REPO / "requirements.lock"),
        sys.version,
    ]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


def settled(sdk: Path) -> tuple[dict[str, str], list[str]]:
    """The suite's verdicts, a failed test run again up to RERUNS times; and the tests that
    passed only when run again."""
    verdicts = run_suite(sdk)
    failed = [t for t, v in verdicts.items() if v == "failed"]
    flaky: list[str] = []
    for _ in range(RERUNS):
        if not failed:
            break
        again = run_suite(sdk, failed)
        flaky += [t for t in failed if again.get(t) == "passed"]
        failed = [t for t in failed if again.get(t) != "passed"]
    verdicts.update(dict.fromkeys(flaky, "passed"))
    return verdicts, flaky


def summary(verdicts: dict[str, str], flaky: list[str]) -> str:
    counts = {v: list(verdicts.values()).count(v) for v in ("passed", "failed", "skipped")}
    failed = [t for t, v in verdicts.items() if v == "failed"]
    return (
        ", ".join(f"{n} {v}" for v, n in counts.items())
        + (f" (failed: {failed})" if failed else "")
        + (f" (passed when run again: {flaky})" if flaky else "")
    )


def differences(theirs: dict[str, str], ours: dict[str, str]) -> list[str]:
    return [t for t, v in theirs.items() if v == "passed" and ours.get(t) != "passed"]


def test_sdk_suite_with_our_schema_module(tmp_path: Path) -> None:
    """v1.19.0, the SDK's schema release: the oracle is the sdist's committed schema.py."""
    release = require_shared(RELEASE)

    def theirs() -> dict[str, str]:
        sdk = unpack(tmp_path / "theirs")
        place_schema(sdk, release)
        return settled(sdk)[0]

    their_verdicts = oracle_verdicts(cache_key(release, "committed"), theirs)
    sdk = unpack(tmp_path / "ours")
    place_schema(sdk, release)
    committed = (sdk / "src" / "acp" / "schema.py").read_bytes()
    generated = generate_ours(sdk)
    assert "warning" not in generated.stderr, generated.stderr
    assert (sdk / "src" / "acp" / "schema.py").read_bytes() != committed
    our_verdicts, flaky = settled(sdk)
    different = differences(their_verdicts, our_verdicts)
    print(f"\ntheirs: {summary(their_verdicts, [])}\nours: {summary(our_verdicts, flaky)}")
    # The suite ran for real: the figures the SDK reports for its own module.
    assert sum(v == "passed" for v in their_verdicts.values()) >= 190, their_verdicts
    assert set(our_verdicts) == set(their_verdicts)
    assert different == [], f"pass with the SDK's schema.py, fail with ours: {different}"


def test_sdk_suite_on_a_newer_schema(tmp_path: Path) -> None:
    """Upstream's newer v1 schema, with the same profile: the oracle is the SDK's own
    generator run on the same file (run here only as the oracle)."""
    newer = require_shared(NEWER)

    def theirs() -> dict[str, str]:
        sdk = unpack(tmp_path / "theirs")
        place_schema(sdk, newer)
        subprocess.run(
            [sys.executable, "scripts/gen_schema.py"], cwd=sdk, capture_output=True, check=True
        )
        return settled(sdk)[0]

    their_verdicts = oracle_verdicts(cache_key(newer, "gen_schema.py"), theirs)
    sdk = unpack(tmp_path / "ours")
    place_schema(sdk, newer)
    generate_ours(sdk)
    our_verdicts, flaky = settled(sdk)
    different = differences(their_verdicts, our_verdicts)
    better = differences(our_verdicts, their_verdicts)
    print(f"\ntheirs: {summary(their_verdicts, [])}\nours: {summary(our_verdicts, flaky)}")
    print(f"pass with ours only: {better}")
    assert different == [], f"pass with the SDK's generator, fail with ours: {different}"
