"""Mutation testing of the generator's core: ``make mutation`` (``python -m mutation [MODULE...]``).

Each listed module is mutated by cosmic-ray, one small change at a time (a comparison, a
boolean operator, a constant, a condition negated, a loop skipped, ...), in a copy of this
checkout, and judged by the fast tests that exercise it. Those tests rebuild what they need
from the mutated generator; the tests marked ``golden`` (a byte comparison with the committed
``generated/``) never run, since whoever changes a rule regenerates. A mutant survives when
every test passes; a survivor is either a missing test or an equivalent mutant, listed with
its reason in ``mutation/equivalent.txt``.

Sessions are kept in ``.mutation/`` (one database per module, keyed by the module's text), so
an interrupted run resumes where it stopped and a module that did not change is not run again;
when the tests changed, only its survivors run again.
The report gives, per module, the mutants killed of those not equivalent, and every survivor
with its line.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shlex
import shutil
import sqlite3
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STATE = ROOT / ".mutation"
EQUIVALENT = Path(__file__).resolve().parent / "equivalent.txt"
# cosmic-ray lives in an environment of its own (mutation.lock), beside the one running this.
TOOLS = Path(sys.executable).parent.parent / "mutation" / "bin"
TARGET = 0.90  # of the mutants that are not equivalent, killed, in every module
SHARDS = max(1, (os.cpu_count() or 1))  # processes a module's mutants run in at once

_PARSERS = (
    "render/test_parse_edges",
    "render/test_parse_errors",
    "render/test_runtime",
    "render/test_roundtrip",
)
_VALIDATORS = (
    "validators/test_refusals",
    "validators/test_errors",
    "validators/test_shortcuts",
    "validators/test_names",
    "validators/test_runtime",
    "validators/test_suite",
    "validators/test_remotes",
    "validators/test_references",
    "validators/test_arrays",
    "validators/test_scalars",
    "validators/test_objects",
    "validators/test_analysis",
    "validators/test_applicators",
)
_BEHAVIOUR = (
    "behaviour/test_helpers",
    "behaviour/test_runtime",
    "behaviour/test_sessions",
    "behaviour/test_package",
    "behaviour/test_vectors",
)
_SDK = (
    "sdk/test_profile",
    "sdk/test_pydantic_flavour",
    "sdk/test_interop",
    "run/test_hostile",
)
_DOCS = ("docs/test_sections", "docs/test_fragments", "docs/test_normative", "docs/test_mdx")

# Module (under generator/acp_codegen/) -> the test modules that judge it (by their path under
# tests/), the quickest killers first (a module's own tests before the shared list).
MODULES: dict[str, tuple[str, ...]] = {
    "naming.py": ("model/test_naming", "run/test_hostile", "render/test_python_rules"),
    "sdk/renaming.py": ("model/test_naming", "sdk/test_profile"),
    "model/build.py": (
        "model/test_build",
        "render/test_python_rules",
        "run/test_hostile",
        "run/test_new_content_type",
        "load/test_schema_rules",
        "render/test_parse_edges",
        "load/test_refs",
        "model/test_naming",
    ),
    "load/unions.py": (
        "load/test_unions",
        "validators/test_analysis",
        "model/test_build",
        "load/test_refs",
        "validators/test_applicators",
    ),
    "vocabulary.py": (
        "model/test_keywords",
        "validators/test_remotes",
        "load/test_merged_vocabulary",
        "load/test_refs",
    ),
    "behaviour/interface.py": (
        "behaviour/test_runtime",
        "behaviour/test_renamed",
        "behaviour/test_vectors",
    ),
    "pipeline.py": (
        "run/test_pipeline",
        "run/test_forked",
        "cli/test_config",
        "render/test_generated_modules",
    ),
    "model/keywords.py": (
        "model/test_keywords",
        "render/test_python_rules",
        "load/test_schema_rules",
        "load/test_refs",
    ),
    "render/codec.py": ("render/test_python_rules", *_PARSERS, "run/test_limits"),
    "render/runtime/_runtime.py": (*_PARSERS, "render/test_python_rules", "run/test_limits"),
    "validators/regex.py": (
        "validators/test_patterns_ecma",
        "validators/test_shortcuts",
        "validators/test_refusals",
        "load/test_schema_rules",
    ),
    "validators/compiler.py": _VALIDATORS,
    "validators/analysis.py": ("validators/test_analysis", *_VALIDATORS),
    "validators/emit/scalars.py": ("validators/test_scalars", *_VALIDATORS),
    "validators/emit/objects.py": ("validators/test_objects", *_VALIDATORS),
    "validators/emit/applicators.py": ("validators/test_applicators", *_VALIDATORS),
    "validators/emit/arrays.py": _VALIDATORS,
    "validators/resolver.py": (*_VALIDATORS, "load/test_refs"),
    "validators/remotes.py": ("validators/test_remotes", "cli/test_validate"),
    "validators/runtime/_validation_runtime.py": (*_VALIDATORS, "run/test_limits"),
    "behaviour/runtime/suggestions.py": _BEHAVIOUR,
    "behaviour/runtime/capabilities.py": _BEHAVIOUR,
    "behaviour/runtime/_log.py": (
        "behaviour/test_transcript_log",
        "cli/test_check_transcript",
        "behaviour/test_transcript_stream",
        "behaviour/test_vectors",
    ),
    "behaviour/runtime/transcript.py": (
        "behaviour/test_vectors",
        "behaviour/test_transcript_log",
        "cli/test_check_transcript",
        "behaviour/test_transcript_stream",
        "behaviour/test_helpers",
    ),
    "sdk/pydantic_module.py": _SDK,
    "sdk/profile.py": ("sdk/test_profile_reader", *_SDK),
    "docs/fragments.py": ("docs/test_page_context", *_DOCS),
    "docs/view.py": _DOCS,
}

# What is mutated: every operator cosmic-ray has but these. Arithmetic is kept to the swaps a
# slip makes (+ and -, * and //); the rest of the 132 binary swaps (| and & are mostly the
# unions of annotations, which never run), the comparisons but their flips and neighbours,
# and the variable inserters, mostly make code that fails at once or never runs.
EXCLUDED_OPERATORS = (
    r"core/ReplaceBinaryOperator_(?!Add_Sub$|Sub_Add$|Mul_FloorDiv$|FloorDiv_Mul$).*",
    r"core/ReplaceComparisonOperator_(?!Eq_NotEq$|NotEq_Eq$|Lt_LtE$|LtE_Lt$|Gt_GtE$|GtE_Gt$"
    r"|Lt_GtE$|Gt_LtE$|Is_IsNot$|IsNot_Is$|In_NotIn$|NotIn_In$).*",
    "core/VariableInserter",
    "core/VariableReplacer",
    "core/RemoveDecorator",
)


@dataclass(frozen=True)
class Mutant:
    module: str
    operator: str
    line: int
    source: str  # the line mutated, as the module has it, stripped
    outcome: str  # killed, survived, incompetent
    diff: str

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.module, self.operator, self.source)


def equivalents() -> dict[tuple[str, str, str], str]:
    """``module | operator | source line | reason`` lines of ``equivalent.txt``."""
    found = {}
    for raw in EQUIVALENT.read_text(encoding="utf-8").splitlines():
        if not raw.strip() or raw.startswith("#"):
            continue
        module, operator, source, reason = (part.strip() for part in raw.split(" | ", 3))
        found[(module, operator, source)] = reason
    return found


def checkout_copy(folder: Path) -> Path:
    """This checkout's files (committed or not, ignored ones left out) copied to ``folder``,
    with the checkout's Node tools beside them."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    ).stdout.decode()
    if folder.exists():
        shutil.rmtree(folder)
    for name in filter(None, listed.split("\0")):
        source, target = ROOT / name, folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_symlink():
            target.symlink_to(os.readlink(source))
        elif source.is_file():
            shutil.copy2(source, target)
    (folder / "node_modules").symlink_to(ROOT / "node_modules")
    shared = ROOT.parent / "shared"  # the upstream data beside the checkout, when it is there
    if shared.exists() and not (folder.parent / "shared").exists():
        (folder.parent / "shared").symlink_to(shared)
    return folder


def test_command(tests: tuple[str, ...]) -> list[str]:
    return [
        sys.executable,
        "-m",
        "pytest",
        "-x",
        "-q",
        "-p",
        "no:cacheprovider",
        "-p",
        "no:xdist",
        "-m",
        "not slow and not golden",
        *(f"tests/{name}.py" for name in dict.fromkeys(tests)),  # a module's own tests first
    ]


def config(module: str, tests: tuple[str, ...]) -> str:
    command = test_command(tests)
    excluded = ", ".join(json.dumps(pattern) for pattern in EXCLUDED_OPERATORS)
    return (
        "[cosmic-ray]\n"
        f'module-path = "generator/acp_codegen/{module}"\n'
        "timeout = 90.0\n"  # a run takes 10 to 30 s; a mutant that loops is killed
        "excluded-modules = []\n"
        f"test-command = {json.dumps(shlex.join(command))}\n"
        "[cosmic-ray.distributor]\n"
        'name = "local"\n'
        "[cosmic-ray.filters.operators-filter]\n"
        f"exclude-operators = [{excluded}]\n"
    )


def session(module: str) -> tuple[Path, Path]:
    """The database of ``module``'s session and its folder: a session is the module's text
    and what is mutated (the tests that judge it may change; see :func:`run_module`)."""
    text = (ROOT / "generator" / "acp_codegen" / module).read_bytes()
    mutated = json.dumps(EXCLUDED_OPERATORS).encode()
    digest = hashlib.sha256(text + mutated).hexdigest()[:12]
    work = STATE / module.replace("/", "-").removesuffix(".py")
    work.mkdir(parents=True, exist_ok=True)
    return work / f"session-{digest}.sqlite", work


def run_module(module: str) -> list[Mutant]:
    """Mutate ``module``, or resume its session; return every mutant that ran.

    A session is the module's text and what is mutated: a change to either starts over.
    Each run works in a fresh copy of this checkout, so the tests are today's: when they
    (or the list that judges the module) changed since the survivors ran, the survivors
    run again (the killed stay killed).
    """
    tests = MODULES[module]
    database, work = session(module)
    copy = checkout_copy(work / "checkout")
    settings = work / "config.toml"
    settings.write_text(config(module, tests), encoding="utf-8")  # today's test command
    if not database.exists():
        for old in work.glob("session-*.sqlite"):
            old.unlink()
        tool("cosmic-ray", "init", settings, database, cwd=copy)
        tool("cr-filter-operators", database, settings, cwd=copy)
    tests_digest = hashlib.sha256(
        " ".join(tests).encode()
        + b"".join(path.read_bytes() for path in sorted((ROOT / "tests").rglob("*.py")))
    ).hexdigest()
    judged = work / "tests-digest"
    if not judged.exists() or judged.read_text(encoding="utf-8") != tests_digest:
        with sqlite3.connect(database) as db:
            db.execute("DELETE FROM work_results WHERE upper(test_outcome) = 'SURVIVED'")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(["generator", "tests"])}
    baseline = subprocess.run(
        test_command(tests), cwd=copy, env=env, capture_output=True, text=True, check=False
    )
    if baseline.returncode != 0:  # else every mutant would count as killed
        message = f"{module}: the tests fail before any mutation:\n{baseline.stdout[-3000:]}"
        raise RuntimeError(message)
    run_shards(database, work, settings, env, SHARDS)
    judged.write_text(tests_digest, encoding="utf-8")
    return mutants(module, database, copy)


def run_shards(database: Path, work: Path, settings: Path, env: dict[str, str], count: int) -> None:
    """Run the pending mutants of ``database`` in ``count`` processes at once, each in a
    checkout copy and a copy of the session where the others' share counts as done, then
    take each one's results back into the session."""
    with sqlite3.connect(database) as db:
        pending = [
            job
            for (job,) in db.execute(
                "SELECT job_id FROM work_items WHERE job_id NOT IN "
                "(SELECT job_id FROM work_results) ORDER BY job_id"
            )
        ]
    shares = [pending[index::count] for index in range(count)]
    runs = []
    for index, share in enumerate(filter(None, shares)):
        shard = work / f"shard-{index}.sqlite"
        shutil.copyfile(database, shard)
        others = set(pending) - set(share)
        with sqlite3.connect(shard) as db:
            db.executemany(
                "INSERT INTO work_results (worker_outcome, output, job_id) "
                "VALUES ('SKIPPED', 'another shard', ?)",
                [(job,) for job in others],
            )
        copy = checkout_copy(work / f"checkout-{index}")
        command = [str(TOOLS / "cosmic-ray"), "exec", str(settings), str(shard)]
        runs.append((shard, share, subprocess.Popen(command, cwd=copy, env=env)))
    for shard, share, process in runs:
        process.wait()
        with sqlite3.connect(shard) as source, sqlite3.connect(database) as target:
            rows = source.execute(
                "SELECT worker_outcome, output, test_outcome, diff, job_id FROM work_results "
                f"WHERE job_id IN ({', '.join('?' * len(share))})",
                share,
            ).fetchall()
            target.executemany("INSERT OR REPLACE INTO work_results VALUES (?, ?, ?, ?, ?)", rows)
        shard.unlink()


def tool(name: str, *args: object, cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        [str(TOOLS / name), *map(str, args)],
        cwd=cwd,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    return done.stdout


def mutants(module: str, database: Path, copy: Path) -> list[Mutant]:
    found = []
    lines = (copy / "generator" / "acp_codegen" / module).read_text(encoding="utf-8").splitlines()
    for raw in tool("cosmic-ray", "dump", database, cwd=copy).splitlines():
        job, result = json.loads(raw)
        if not result or result["worker_outcome"] != "normal":
            continue
        (mutation,) = job["mutations"]
        line = mutation["start_pos"][0]
        found.append(
            Mutant(
                module,
                mutation["operator_name"],
                line,
                lines[line - 1].strip(),
                result["test_outcome"],
                result["diff"] or "",
            )
        )
    return found


def report(results: dict[str, list[Mutant]]) -> bool:
    """Print the table and the survivors; return whether every module met the target."""
    known = equivalents()
    met = True
    print("| module | mutants | killed | equivalent | survived | killed of the rest |")
    print("|---|---|---|---|---|---|")
    survivors = []
    for module, found in results.items():
        killed = sum(m.outcome != "survived" for m in found)
        equivalent = [m for m in found if m.outcome == "survived" and m.key in known]
        left = [m for m in found if m.outcome == "survived" and m.key not in known]
        rest = len(found) - len(equivalent)
        share = killed / rest if rest else 1.0
        met &= share >= TARGET
        print(
            f"| `{module}` | {len(found)} | {killed} | {len(equivalent)} | {len(left)} "
            f"| {share:.0%} |"
        )
        survivors += left
    for mutant in survivors:
        print(f"\n{mutant.module}:{mutant.line} {mutant.operator}\n{mutant.diff}")
    return met


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m mutation", description=__doc__)
    parser.add_argument("modules", nargs="*", help=f"of: {', '.join(MODULES)} (default all)")
    parser.add_argument("--jobs", type=int, default=1, help="modules mutated at once")
    args = parser.parse_args()
    unknown = sorted(set(args.modules) - set(MODULES))
    if unknown:
        parser.error(f"not a listed module: {', '.join(unknown)}")
    chosen = args.modules or list(MODULES)
    with ThreadPoolExecutor(args.jobs) as pool:
        results = dict(zip(chosen, pool.map(run_module, chosen), strict=True))
    sys.exit(0 if report(results) else 1)


if __name__ == "__main__":
    main()
