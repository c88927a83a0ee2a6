"""The contract with the published Python SDK: its own test suite judges our schema.py.

``agent-client-protocol`` 0.12.1's sdist (pinned by sha256, cached in ``build/python-sdk/``)
is unpacked; upstream's v1 ``schema.unstable.json`` and ``meta.unstable.json`` of the SDK's
schema release are copied to ``schema/schema.json`` and ``schema/meta.json``, as the SDK's own
generator does; ``examples/python-sdk/acp-codegen.toml`` is appended to its ``pyproject.toml``;
our generator, run in the SDK's folder, writes ``src/acp/schema.py``. The SDK's tests then run
with its own module (the oracle) and with ours, and are compared test by test: no test that
passes with theirs may fail with ours.

A failing test is run again, up to twice: some of the SDK's tests spawn interpreters under a
two-second timeout, which a loaded machine misses with either module. One that passed with
theirs and still fails with ours runs again with both, side by side: it is a difference when
ours never passes and theirs does; when neither passes, the machine is the cause, and the test
is reported as such. Differences fail the test; everything else is printed (``-s``).
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import tomllib
from sdk_sdist import (
    CACHE,
    PROFILE,
    PROMPT_SUGGESTIONS,
    RELEASE,
    SDIST_SHA256,
    place_schema,
    readme_switch,
    regenerated,
    sha256,
    switch_to_acp_codegen,
    unpack,
)
from support import ACP, REPO, TESTS, require_shared, schema_descriptions

pytestmark = pytest.mark.slow

PLUGIN_DIR = TESTS / "sdk_contract"
NEWER = ACP / "v1" / "schema"
RERUNS = 2


def generate_ours(sdk: Path) -> subprocess.CompletedProcess[str]:
    with (sdk / "pyproject.toml").open("a", encoding="utf-8") as pyproject:
        pyproject.write(PROFILE.read_text(encoding="utf-8"))
    result = subprocess.run(
        [str(Path(sys.executable).with_name("acp-codegen")), "generate"],
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


def oracle_verdicts(key: str, make_theirs: Callable[[], Path]) -> dict[str, str]:
    """The oracle's verdicts, cached by what determines them (the sdist, the schema file, the
    pinned packages and the interpreter)."""
    cached = CACHE / f"theirs-{key}.json"
    if cached.exists():
        verdicts: dict[str, str] = json.loads(cached.read_text(encoding="utf-8"))
        return verdicts
    verdicts, _ = settled(make_theirs())
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


@dataclass
class Comparison:
    theirs: dict[str, str]
    ours: dict[str, str]
    # Passed with theirs, failed with ours, also when both ran side by side again.
    different: list[str] = field(default_factory=list)
    # Passed with theirs in its run, failed with both when run side by side again.
    failed_with_both: list[str] = field(default_factory=list)
    # Passed with ours only when run again.
    flaky: list[str] = field(default_factory=list)

    def report(self) -> str:
        lines = [f"theirs: {summary(self.theirs)}", f"ours: {summary(self.ours)}"]
        better = [t for t, v in self.ours.items() if v == "passed" and self.theirs.get(t) != v]
        for label, tests in (
            ("pass with ours only", better),
            ("passed with ours when run again", self.flaky),
            ("failed with both when run side by side again", self.failed_with_both),
            ("DIFFERENT", self.different),
        ):
            if tests:
                lines.append(f"{label}: {tests}")
        return "\n".join(lines)


def compare(ours_sdk: Path, theirs: dict[str, str], make_theirs: Callable[[], Path]) -> Comparison:
    """Ours against the oracle's verdicts. A test that passed with theirs and fails with ours
    runs again with both, side by side, RERUNS times: it is different when ours never passes
    and theirs does; when neither passes, the machine is the cause, and it is reported."""
    ours, flaky = settled(ours_sdk)
    result = Comparison(theirs, ours, flaky=flaky)
    suspects = [t for t, v in theirs.items() if v == "passed" and ours.get(t) != "passed"]
    if not suspects:
        return result
    theirs_sdk = make_theirs()
    ours_passed: set[str] = set()
    theirs_passed: set[str] = set()
    for _ in range(RERUNS):
        ours_passed |= {t for t, v in run_suite(ours_sdk, suspects).items() if v == "passed"}
        theirs_passed |= {t for t, v in run_suite(theirs_sdk, suspects).items() if v == "passed"}
    result.flaky += [t for t in suspects if t in ours_passed]
    result.different = [t for t in suspects if t not in ours_passed and t in theirs_passed]
    result.failed_with_both = [t for t in suspects if t not in ours_passed | theirs_passed]
    return result


def summary(verdicts: dict[str, str]) -> str:
    counts = {v: list(verdicts.values()).count(v) for v in ("passed", "failed", "skipped")}
    failed = [t for t, v in verdicts.items() if v == "failed"]
    return ", ".join(f"{n} {v}" for v, n in counts.items()) + (
        f" (failed: {failed})" if failed else ""
    )


def unpacked_sdk(into: Path, schema_dir: Path) -> Path:
    """The pinned sdist unpacked into ``into``, with the schema files of ``schema_dir``."""
    sdk = unpack(into)
    place_schema(sdk, schema_dir)
    return sdk


def committed_module_oracle(
    tmp_path: Path, release: Path
) -> tuple[dict[str, str], Callable[[], Path]]:
    """The SDK's suite verdicts with its committed ``schema.py`` on ``release``, and the maker
    of that tree (unpacked once, when a comparison needs it)."""

    @functools.cache
    def theirs() -> Path:
        return unpacked_sdk(tmp_path / "theirs", release)

    return oracle_verdicts(cache_key(release, "committed"), theirs), theirs


def test_sdk_suite_with_our_schema_module(tmp_path: Path) -> None:
    """v1.19.0, the SDK's schema release: the oracle is the sdist's committed schema.py."""
    release = require_shared(RELEASE)
    their_verdicts, theirs = committed_module_oracle(tmp_path, release)
    sdk = unpacked_sdk(tmp_path / "ours", release)
    committed = (sdk / "src" / "acp" / "schema.py").read_bytes()
    generated = generate_ours(sdk)
    assert "warning" not in generated.stderr, generated.stderr
    assert (sdk / "src" / "acp" / "schema.py").read_bytes() != committed
    comparison = compare(sdk, their_verdicts, theirs)
    print("\n" + comparison.report())
    # The suite ran for real: the figures the SDK reports for its own module.
    assert sum(v == "passed" for v in their_verdicts.values()) >= 190, their_verdicts
    assert set(comparison.ours) == set(their_verdicts)
    assert comparison.different == [], comparison.report()


# What gen_all writes beside schema.py, from it and meta.json.
GEN_ALL_FILES = ("meta.py", "interfaces.py", "agent/connection.py", "client/connection.py")


def gen_all(sdk: Path) -> subprocess.CompletedProcess[str]:
    """The SDK's ``scripts/gen_all.py --no-download``, in the SDK's folder; its formatter is
    ruff from this interpreter's environment, as the SDK's development environment has it."""
    return subprocess.run(
        [sys.executable, "scripts/gen_all.py", "--no-download"],
        cwd=sdk,
        capture_output=True,
        text=True,
        check=False,
    )


def oracle_gen_all(release: Path, tmp_path: Path) -> dict[str, str]:
    """What the SDK's own gen_all writes beside schema.py from the release's files, cached as
    the suite's verdicts are."""
    cached = CACHE / f"gen-all-{cache_key(release, 'gen_all.py')}.json"
    if cached.exists():
        files: dict[str, str] = json.loads(cached.read_text(encoding="utf-8"))
        return files
    sdk = unpacked_sdk(tmp_path / "theirs", release)
    result = gen_all(sdk)
    assert result.returncode == 0, result.stderr
    files = {
        name: (sdk / "src" / "acp" / name).read_text(encoding="utf-8") for name in GEN_ALL_FILES
    }
    temporary = cached.with_suffix(f".{os.getpid()}.tmp")
    temporary.write_text(json.dumps(files, indent=1, sort_keys=True), encoding="utf-8")
    os.replace(temporary, cached)
    return files


def test_gen_all_after_the_one_line_switch(tmp_path: Path) -> None:
    """The SDK's own pipeline, switched: gen_all exits 0 without a warning, writes what its
    own generator's run makes beside schema.py, byte for byte (its gen_signature.py reads our
    module's annotations as it reads its own), and its formatter leaves our module as we
    wrote it, so ``acp-codegen generate --check`` stays clean."""
    release = require_shared(RELEASE)
    expected = oracle_gen_all(release, tmp_path)
    sdk = unpacked_sdk(tmp_path / "ours", release)
    switch_to_acp_codegen(sdk)
    result = gen_all(sdk)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "warning" not in (result.stdout + result.stderr).lower(), result.stdout + result.stderr
    for name in GEN_ALL_FILES:
        written = (sdk / "src" / "acp" / name).read_text(encoding="utf-8")
        assert written == expected[name], f"{name} differs from the SDK's own gen_all's"
    check = subprocess.run(
        [str(Path(sys.executable).with_name("acp-codegen")), "generate", "--check"],
        cwd=sdk,
        capture_output=True,
        text=True,
        check=False,
    )
    assert check.returncode == 0, check.stdout + check.stderr
    hints = subprocess.run(
        [
            sys.executable,
            "-c",
            "import typing, acp; typing.get_type_hints(acp.Client.session_update)",
        ],
        cwd=sdk,
        env={**os.environ, "PYTHONPATH": str(sdk / "src")},
        capture_output=True,
        text=True,
        check=False,
    )
    assert hints.returncode == 0, hints.stderr


EXAMPLE_README = REPO / "examples" / "python-sdk" / "README.md"
CORRECTIONS_HEADING = "## The public API, kept"


def listed_corrections() -> dict[str, set[tuple[str, str]]]:
    """The README's table of corrections: correction -> (class, attribute) of each of its
    rows (a row about names the correction adds has none)."""
    text = EXAMPLE_README.read_text(encoding="utf-8")
    section = text.split(CORRECTIONS_HEADING, 1)[1].split("\n## ", 1)[0]
    listed: dict[str, set[tuple[str, str]]] = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.startswith("| `") or len(cells) < 5:
            continue
        rows = listed.setdefault(cells[0].strip("`"), set())
        if cells[1].startswith("`"):
            name = cells[1].strip("`")
            attributes = [a.strip().strip("`") for a in cells[2].split(",")]
            rows.update((name, a) for a in attributes)
    return listed


def api_changes(sdk: Path, tmp_path: Path, corrections: list[str]) -> list[str]:
    """What our module changes in the committed module's public API, generated with the
    example's profile and ``corrections``."""
    from acp_codegen.sdk.api import compare_modules

    committed = sdk / "src" / "acp" / "_committed_schema.py"
    if not committed.exists():
        # Imported from beside the SDK's package (its own imports).
        shutil.copyfile(sdk / "src" / "acp" / "schema.py", committed)
    text = PROFILE.read_text(encoding="utf-8")
    assert text.count("corrections = []\n") == 1, "the example profile is the compatible one"
    profile = tmp_path / f"profile-{len(corrections)}-{'-'.join(corrections)}.toml"
    profile.write_text(text.replace("corrections = []", f"corrections = {corrections!r}"))
    pyproject = sdk / "pyproject.toml"
    original = pyproject.read_text(encoding="utf-8").split("\n# acp-codegen writes", 1)[0]
    pyproject.write_text(original + "\n" + profile.read_text(encoding="utf-8"), encoding="utf-8")
    result = subprocess.run(
        [str(Path(sys.executable).with_name("acp-codegen")), "generate"],
        cwd=sdk,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and "warning" not in result.stderr, result.stderr
    ours = (sdk / "src" / "acp" / "schema.py").read_text(encoding="utf-8")
    return compare_modules(committed, ours)


def test_the_compatible_profile_keeps_the_committed_module_s_public_api(tmp_path: Path) -> None:
    """With ``corrections = []`` (the example profile), the committed schema.py and ours have
    the same public API: every name, attribute (wire alias, default, whether required) and
    model (JSON Schema in both modes, descriptions aside); the header keeps the schema
    release the module comes from."""
    sdk = unpacked_sdk(tmp_path / "ours", require_shared(RELEASE))
    committed = (sdk / "src" / "acp" / "schema.py").read_text(encoding="utf-8")
    assert api_changes(sdk, tmp_path, []) == []
    provenance = "# Schema ref: refs/tags/schema-v1.19.0\n"
    ours = (sdk / "src" / "acp" / "schema.py").read_text(encoding="utf-8")
    assert committed.splitlines(keepends=True)[1] == provenance == ours.splitlines(True)[1]


def test_each_correction_changes_what_the_readme_lists_for_it(tmp_path: Path) -> None:
    """Each correction switched on alone changes exactly the rows the README's table gives
    it: every row is a difference, nothing else is; ``union-aliases`` only adds names."""
    from acp_codegen.sdk.profile import CORRECTIONS

    sdk = unpacked_sdk(tmp_path / "ours", require_shared(RELEASE))
    listed = listed_corrections()
    assert set(listed) == set(CORRECTIONS), "the README's table names every correction once"
    for correction in CORRECTIONS:
        found = api_changes(sdk, tmp_path, [correction])
        assert found, f"{correction} changes nothing"
        additions = {line for line in found if line.endswith(": added") and "." not in line}
        changed = {
            tuple(line.split(": ", 1)[0].partition(".")[::2])
            for line in found
            if line not in additions
        }
        if correction == "union-aliases":
            assert changed == set() and {"ContentBlock: added", "SessionUpdate: added"} <= additions
        else:
            assert additions == set() and changed == listed[correction], (correction, found)


def test_the_sdk_ships_prompt_suggestions_with_the_additions_on(tmp_path: Path) -> None:
    """``prompt-suggestions.toml`` in place of the plain profile: gen_all runs clean, the
    proposal's classes carry its names, ``Client.session_update`` admits the new update, and
    the SDK's own suite passes as with its committed module."""
    release = require_shared(RELEASE)
    their_verdicts, theirs = committed_module_oracle(tmp_path, release)
    sdk = unpacked_sdk(tmp_path / "ours", release)
    switch_to_acp_codegen(sdk, PROMPT_SUGGESTIONS)
    result = gen_all(sdk)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "warning" not in (result.stdout + result.stderr).lower(), result.stdout + result.stderr
    script = (
        "import typing, acp\n"
        "from acp import schema\n"
        "update = typing.get_type_hints(acp.Client.session_update)['update']\n"
        "assert schema.PromptSuggestionsUpdate in typing.get_args(update), update\n"
        "assert issubclass(schema.PromptSuggestionsUpdate, schema._PromptSuggestionsUpdate)\n"
        "assert 'prompt_suggestions' in schema.ClientSessionCapabilities.model_fields\n"
        "for name in ('PromptSuggestion', 'PromptSuggestionsCapabilities'):\n"
        "    assert isinstance(getattr(schema, name), type), name\n"
        "n = schema.SessionNotification.model_validate({'sessionId': 's', 'update': {\n"
        "    'sessionUpdate': 'prompt_suggestions_update',\n"
        "    'suggestions': [{'prompt': [{'type': 'text', 'text': 'Run the tests'}]}]}})\n"
        "assert type(n.update) is schema.PromptSuggestionsUpdate, type(n.update)\n"
    )
    checked = subprocess.run(
        [sys.executable, "-c", script],
        cwd=sdk,
        env={**os.environ, "PYTHONPATH": str(sdk / "src")},
        capture_output=True,
        text=True,
        check=False,
    )
    assert checked.returncode == 0, checked.stderr
    # The switch deletes the tests of gen_schema.py's internals, as the README says.
    _, deleted = readme_switch()
    kept = {t: v for t, v in their_verdicts.items() if t.rpartition("::")[2] not in deleted}
    assert len(kept) == len(their_verdicts) - len(deleted) > 190
    comparison = compare(sdk, kept, theirs)
    print("\n" + comparison.report())
    assert set(comparison.ours) == set(kept)
    assert comparison.different == [], comparison.report()


def test_sdk_suite_on_a_newer_schema(tmp_path: Path) -> None:
    """Upstream's newer v1 schema, with the same profile: the oracle is the SDK's own
    generator run on the same file (run here only as the oracle). The session updates the
    newer schema adds take our names, a warning each."""
    newer = require_shared(NEWER)

    @functools.cache
    def theirs() -> Path:
        sdk = unpacked_sdk(tmp_path / "theirs", newer)
        subprocess.run(
            [sys.executable, "scripts/gen_schema.py"], cwd=sdk, capture_output=True, check=True
        )
        return sdk

    their_verdicts = oracle_verdicts(cache_key(newer, "gen_schema.py"), theirs)
    sdk = unpacked_sdk(tmp_path / "ours", newer)
    generated = generate_ours(sdk)
    new_variants = {
        line.split("profile variants.SessionUpdate: the schema's variant ")[1].split(" ")[0]
        for line in generated.stderr.splitlines()
    }
    assert new_variants == {"'notice'", "'compaction_update'", "'compaction_summary_chunk'"}
    comparison = compare(sdk, their_verdicts, theirs)
    print("\n" + comparison.report())
    assert comparison.different == [], comparison.report()


# The profile's base-class options for a faster import, and the same profile without them.
IMPORT_OPTIONS = "attribute-docstrings = false, defer-build = true"
WITHOUT_IMPORT_OPTIONS = "attribute-docstrings = true, defer-build = false"
# Run with an SDK's ``src`` importable: each model of its ``acp.schema`` (by class name), its
# JSON Schema in both modes, and what it makes of the instances given for its name.
DESCRIBE_MODELS = """
import json, sys
from pydantic import BaseModel, ValidationError
from acp import schema
instances = json.loads(open(sys.argv[1], encoding="utf-8").read())
out = {}
for name, value in vars(schema).items():
    if not (isinstance(value, type) and issubclass(value, BaseModel)):
        continue
    # Not the parametrized generic classes pydantic files under bracketed names.
    if not name.isidentifier() or name.startswith("_") or value.__module__ != schema.__name__:
        continue
    parsed = []
    for instance in instances.get(name, []):
        try:
            model = value.model_validate(instance)
        except ValidationError as error:
            parsed.append(["refused", [e["type"] for e in error.errors()]])
        else:
            dumped = model.model_dump(mode="json", by_alias=True, exclude_unset=True)
            parsed.append([type(model).__name__, dumped])
    out[name] = {
        "validation": value.model_json_schema(mode="validation"),
        "serialization": value.model_json_schema(mode="serialization"),
        "parsed": parsed,
    }
print(json.dumps(out))
"""


def run_with_sdk(src: Path, code: str, *args: str) -> Any:
    """What ``code`` prints, as JSON, run in a child interpreter with the SDK's ``src``
    importable."""
    result = subprocess.run(
        [sys.executable, "-c", code, *args],
        env={**os.environ, "PYTHONPATH": str(src)},
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


# Run with an SDK's ``src`` importable: after ``import acp``, the models of the module that
# pydantic has built, by the name the module files them under (pydantic files each
# parametrized generic class there too, as "RootModel[Union[...]]"), and the annotations it
# would have to read from a string, each as "Class.attribute".
IMPORT_WORK = """
import json
from pydantic import BaseModel
from acp import schema
models = {
    k: v
    for k, v in vars(schema).items()
    if isinstance(v, type) and issubclass(v, BaseModel) and v.__module__ == schema.__name__
}
print(json.dumps({
    "built": sorted(k for k, m in models.items() if m.__pydantic_complete__),
    "strings": sorted(
        f"{k}.{name}"
        for k, m in models.items()
        for name, annotation in vars(m).get("__annotations__", {}).items()
        if isinstance(annotation, str)
    ),
}))
"""


def test_importing_the_module_builds_no_model_and_reads_no_string(tmp_path: Path) -> None:
    """With ``defer-build``, importing the module builds no model of its own but one: no
    ``RootModel[...]`` base class is a class of its own, and each default instance is made by
    ``model_construct()``, except ``ClientCapabilities()`` and ``AgentCapabilities()``, whose
    ``auth`` defaults are JSON that only validation turns into models (the committed
    module's defaults, which the compatible profile keeps: ``model-defaults`` is the
    correction). No annotation is a string for pydantic to compile (the release has no cycle,
    so no forward reference)."""
    sdk = regenerated(tmp_path / "sdk", PROFILE.read_text(encoding="utf-8"))
    work = run_with_sdk(sdk / "src", IMPORT_WORK)
    # The private base of the root models and its RootModel[_Root] are built, once: they hold
    # no type of the schema.
    built = ["AgentCapabilities", "ClientCapabilities", "RootModel[~_Root]", "_RootModel"]
    assert work["built"] == built, work["built"]
    assert work["strings"] == []


def test_the_faster_import_changes_no_schema_description_or_result(tmp_path: Path) -> None:
    """The profile's ``attribute-docstrings = false`` and ``defer-build = true`` (descriptions
    given to ``Field``, validators built at first use) against the same profile without them:
    every model's JSON Schema in both modes, descriptions included, and what it makes of the
    corpus's instances of its definition are the same. Beside the committed module: every
    description it gives is ours, word for word, and every instance parses the same but where
    the model reaches a class of a correction the profile makes (none, for the compatible
    profile)."""
    from corpus import valid_instances

    release = require_shared(RELEASE)
    profile = PROFILE.read_text(encoding="utf-8")
    assert profile.count(IMPORT_OPTIONS) == 1, "the profile no longer sets the import options"
    document = json.loads((release / "schema.unstable.json").read_text(encoding="utf-8"))
    instances = tmp_path / "instances.json"
    corpus = {name: valid_instances(document, name) for name in document["$defs"]}
    instances.write_text(json.dumps(corpus), encoding="utf-8")
    fast = regenerated(tmp_path / "fast", profile)
    plain = regenerated(tmp_path / "plain", profile.replace(IMPORT_OPTIONS, WITHOUT_IMPORT_OPTIONS))
    assert "defer_build=True" in (fast / "src" / "acp" / "schema.py").read_text(encoding="utf-8")
    ours = run_with_sdk(fast / "src", DESCRIBE_MODELS, str(instances))
    without = run_with_sdk(plain / "src", DESCRIBE_MODELS, str(instances))
    assert sorted(without) == sorted(ours)
    for name, entry in ours.items():
        assert without[name] == entry, name
    parsed = sum(len(entry["parsed"]) for entry in ours.values())
    assert len(ours) > 250 and parsed > 1000, (len(ours), parsed)

    committed_src = unpack(tmp_path / "committed") / "src"
    committed = run_with_sdk(committed_src, DESCRIBE_MODELS, str(instances))
    # The classes the profile's corrections change (none for the compatible profile).
    target = tomllib.loads(profile)["tool"]["acp-codegen"]["targets"][0]
    listed = listed_corrections()
    corrected = {cls for c in target["profile"]["corrections"] for cls, _ in listed[c]}
    same_text = same_results = 0
    for name, theirs in committed.items():
        if name not in ours:
            continue
        for mode in ("validation", "serialization"):
            given = dict(schema_descriptions(ours[name][mode]))
            for where, text in schema_descriptions(theirs[mode]):
                assert given.get(where) == text, (name, mode, where)
                same_text += 1
        reaches = {name, *ours[name]["validation"].get("$defs", {})}
        if not reaches & corrected:
            assert ours[name]["parsed"] == theirs["parsed"], name
            same_results += 1
    assert same_text > 5000 and same_results > 250, (same_text, same_results)
