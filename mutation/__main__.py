"""Mutation testing of the generator's core: ``make mutation`` (``python -m mutation [MODULE...]``).

Each listed module is mutated by cosmic-ray, one small change at a time (a comparison, a
boolean operator, a constant, a condition negated, a loop skipped, ...), and by our own
statement-level operators (:mod:`mutation.statements`: a statement or a branch dropped, an
operand of ``and``/``or`` dropped, arguments swapped, a message's word changed, a counter's
start moved), in a copy of this checkout, and judged by the fast tests that exercise it.
Those tests rebuild what they need from the mutated generator; the tests marked ``golden`` (a
byte comparison with the committed ``generated/``) never run, since whoever changes a rule
regenerates. A mutant survives when
every test passes; a survivor is either a missing test or an equivalent mutant, listed with
its reason in ``mutation/equivalent.txt``.

Sessions are kept in ``.mutation/`` (one database per module, keyed by the module's text), so
an interrupted run resumes where it stopped and a module that did not change is not run again;
when the tests changed, only its survivors run again.
The statement-level verdicts are kept beside, per mutated text (``statements.json``).
The report gives, per module and operator set, the mutants killed of those not equivalent
(each set must reach the target), and every survivor with its line.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import os
import random
import shlex
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from mutation import statements

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
    "behaviour/test_helpers_carry_the_glue",
    "behaviour/test_helpers_say_why",
    "behaviour/test_runtime",
    "behaviour/test_sessions",
    "behaviour/test_package",
    "behaviour/test_vectors",
    "behaviour/test_finding_pointers",
)
_SDK = (
    "sdk/test_v2_profile_rules",
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
        "load/test_schema_rules",
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
        # The callers of its stages: a package's sources, the docs' sections, fragments and
        # patch, the vectors, a profile's patches, validation.
        "behaviour/test_package",
        "docs/test_sections",
        "docs/test_fragments",
        "run/test_new_content_type",
        "sdk/test_profile",
        "sdk/test_v2_profile_rules",
        "docs/test_patch",
        "cli/test_validate",
        "cli/test_generate_errors",
        "cli/test_input",
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
        "behaviour/test_finding_messages",
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


@dataclass(frozen=True)
class Equivalent:
    """A line of ``equivalent.txt``: ``module | operator | source line | reason``, where the
    module may name the function or class that holds the line (``module::Class.method``)."""

    module: str
    scope: str | None  # the qualified name of the def or class holding the line, if named
    operator: str
    source: str
    reason: str

    @property
    def place(self) -> str:
        return self.module if self.scope is None else f"{self.module}::{self.scope}"


def equivalents(path: Path = EQUIVALENT) -> list[Equivalent]:
    """The lines of ``equivalent.txt``."""
    found = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        if not raw.strip() or raw.startswith("#"):
            continue
        place, operator, source, reason = (part.strip() for part in raw.split(" | ", 3))
        module, _, scope = place.partition("::")
        found.append(Equivalent(module, scope or None, operator, source, reason))
    return found


def scopes(source: str) -> dict[int, str]:
    """Line -> the qualified name of the innermost function or class holding it (its
    decorators included); a line outside every definition is not in the map."""
    found: dict[int, str] = {}

    def walk(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = prefix + child.name
                first = min([child.lineno, *(d.lineno for d in child.decorator_list)])
                for line in range(first, (child.end_lineno or child.lineno) + 1):
                    found[line] = name
                walk(child, name + ".")
            else:
                walk(child, prefix)

    walk(ast.parse(source), "")
    return found


class Listed:
    """Which survivors ``equivalent.txt`` answers. An entry names one place: its line's text
    must occur once in the module, or once in the function or class it names; an entry
    whose text occurs on several lines there answers none of them (it is ambiguous: a line
    written for one place would cover another place's survivor)."""

    def __init__(self, entries: list[Equivalent], texts: dict[str, str]) -> None:
        self.entries = entries
        self.places: dict[str, dict[int, str]] = {}  # module -> line -> scope
        self.lines: dict[str, list[str]] = {}  # module -> its lines, stripped
        for module, text in texts.items():
            self.places[module] = scopes(text)
            self.lines[module] = [line.strip() for line in text.splitlines()]

    def found(self, entry: Equivalent) -> list[int]:
        """The lines of the place ``entry`` names that read as its text."""
        places = self.places.get(entry.module, {})
        return [
            number
            for number, line in enumerate(self.lines.get(entry.module, []), start=1)
            if line == entry.source and (entry.scope is None or places.get(number) == entry.scope)
        ]

    def ambiguous(self) -> list[Equivalent]:
        return [e for e in self.entries if e.module in self.lines and len(self.found(e)) > 1]

    def stale(self) -> list[Equivalent]:
        """The entries no line of their place reads as: the code they answered for is gone
        or reads otherwise now, so they answer nothing until written as it reads."""
        return [e for e in self.entries if e.module in self.lines and not self.found(e)]

    def reason(self, mutant: Mutant) -> str | None:
        """Why ``mutant`` is equivalent, if a line of the list names its place."""
        for entry in self.entries:
            named = (entry.module, entry.operator, entry.source) == mutant.key
            if named and self.found(entry) == [mutant.line]:
                return entry.reason
        return None


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


def test_command(tests: tuple[str, ...], *, only: tuple[str, ...] = ()) -> list[str]:
    """The command that runs ``tests`` (or, given ``only``, those of their tests by node id)."""
    files = tuple(f"tests/{name}.py" for name in dict.fromkeys(tests))  # its own tests first
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
        *(only or files),
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


def tests_digest(tests: tuple[str, ...]) -> str:
    """What judges a module's mutants: its list of tests and the text of every test file."""
    return hashlib.sha256(
        " ".join(tests).encode()
        + b"".join(path.read_bytes() for path in sorted((ROOT / "tests").rglob("*.py")))
    ).hexdigest()


def run_module(module: str, shards: int = SHARDS) -> list[Mutant]:
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
    digest = tests_digest(tests)
    judged = work / "tests-digest"
    if not judged.exists() or judged.read_text(encoding="utf-8") != digest:
        with sqlite3.connect(database) as db:
            db.execute("DELETE FROM work_results WHERE upper(test_outcome) = 'SURVIVED'")
    env = test_environment()
    baseline(module, copy, tests)
    run_shards(database, work, settings, env, shards)
    judged.write_text(digest, encoding="utf-8")
    return mutants(module, database, copy)


def test_environment() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join(["generator", "tests"])}


def baseline(module: str, copy: Path, tests: tuple[str, ...]) -> float:
    """Run ``module``'s tests unmutated in ``copy``; return the seconds they took. A module
    whose tests fail there is refused: every mutant would count as killed."""
    started = time.monotonic()
    done = subprocess.run(
        test_command(tests),
        cwd=copy,
        env=test_environment(),
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        message = f"{module}: the tests fail before any mutation:\n{done.stdout[-3000:]}"
        raise RuntimeError(message)
    return time.monotonic() - started


def statements_session(module: str) -> tuple[Path, Path]:
    """The file of ``module``'s statement mutants' verdicts and its folder. A verdict is kept
    under the mutated text's digest, so a change to the module or to the operators keeps the
    verdicts of every mutant still made."""
    work = STATE / module.replace("/", "-").removesuffix(".py")
    work.mkdir(parents=True, exist_ok=True)
    return work / "statements.json", work


def run_statements(
    module: str, shards: int = SHARDS, *, covering: bool = True, sample: int = 0
) -> list[Mutant]:
    """Make ``module``'s statement-level mutants (:mod:`mutation.statements`) and judge each,
    or resume: each runs the module's test command in a checkout copy, as cosmic-ray's do.

    A mutant is killed when the tests fail (or run past the time limit: a loop). Verdicts are
    kept per mutated text; when the tests (or the list that judges the module) changed since,
    the survivors run again.
    """
    tests = MODULES[module]
    record, work = statements_session(module)
    path = f"generator/acp_codegen/{module}"
    original = (ROOT / path).read_text(encoding="utf-8")
    made = list(statements.mutations(original))
    keys = {mutation_key(m) for m in made}  # every mutant still made, drawn or not
    if 0 < sample < len(made):  # the same draw on every run
        drawn = set(random.Random(module).sample(range(len(made)), sample))
        made = [mutation for index, mutation in enumerate(made) if index in drawn]
    digest = tests_digest(tests)
    kept = {"tests": digest, "verdicts": {}}
    if record.exists():
        kept = json.loads(record.read_text(encoding="utf-8"))
    verdicts: dict[str, str] = {
        key: verdict
        for key, verdict in kept["verdicts"].items()
        if key in keys and (kept["tests"] == digest or verdict != "survived")
    }
    pending = [m for m in made if mutation_key(m) not in verdicts]
    if pending:
        judge_all(module, pending, original, work, shards, verdicts, covering=covering)
        record.write_text(json.dumps({"tests": digest, "verdicts": verdicts}), encoding="utf-8")
    lines = original.splitlines()
    return [
        Mutant(
            module,
            mutation.operator,
            mutation.line,
            lines[mutation.line - 1].strip(),
            verdicts[mutation_key(mutation)],
            mutation.diff(original, path),
        )
        for mutation in made
    ]


def judge_all(
    module: str,
    pending: list[statements.Mutation],
    original: str,
    work: Path,
    shards: int,
    verdicts: dict[str, str],
    *,
    covering: bool,
) -> None:
    """Run the module's tests on each of ``pending`` in ``shards`` checkout copies at once,
    adding each verdict to ``verdicts`` (and to the module's record) as it comes; with
    ``covering``, only the listed tests that ran the mutant's lines (:func:`trace`)."""
    tests = MODULES[module]
    record, _ = statements_session(module)
    digest = tests_digest(tests)
    path = f"generator/acp_codegen/{module}"
    copies = [checkout_copy(work / f"statements-{index}") for index in range(max(1, shards))]
    if covering:
        started = time.monotonic()
        ran = trace(module, copies[0], work / "trace.json")
        limit = max(90.0, 3 * (time.monotonic() - started))
    else:
        limit = max(90.0, 3 * baseline(module, copies[0], tests))
    # The whole list: the module's own tests first, alone, where they pass alone (most
    # mutants fail there, without collecting the whole list), then the whole list.
    stages = [test_command(tests)]
    if not covering and len(tests) > 1:
        try:
            baseline(module, copies[0], tests[:1])
            stages.insert(0, test_command(tests[:1]))
        except RuntimeError:
            pass

    def commands(mutation: statements.Mutation) -> list[list[str]]:
        """What judges ``mutation``: the listed tests that ran its lines, or, when so chosen,
        every listed test."""
        return ran.commands(tests, mutation.runs) if covering else stages

    lock = threading.Lock()

    def save() -> None:
        record.write_text(json.dumps({"tests": digest, "verdicts": verdicts}), encoding="utf-8")

    def judge(index: int) -> None:
        copy = copies[index]
        for mutation in pending[index :: len(copies)]:
            (copy / path).write_text(mutation.text, encoding="utf-8")
            for cached in (copy / path).parent.glob(f"__pycache__/{Path(path).stem}.*.pyc"):
                cached.unlink()  # whatever its timestamp says, the mutant is read afresh
            try:
                alive = all(passes(copy, command, limit) for command in commands(mutation))
                outcome = "survived" if alive else "killed"
            finally:
                (copy / path).write_text(original, encoding="utf-8")
            with lock:
                verdicts[mutation_key(mutation)] = outcome
                save()

    with ThreadPoolExecutor(len(copies)) as pool:
        list(pool.map(judge, range(len(copies))))


@dataclass(frozen=True)
class Trace:
    """Which listed test ran which of the module's lines, itself or through a fixture."""

    tests: dict[str, set[int]]  # node id -> the module's lines its call ran
    fixtures: dict[str, tuple[str, ...]]  # node id -> the fixtures it uses
    setups: dict[str, set[int]]  # fixture -> the module's lines its setup ran

    @classmethod
    def read(cls, path: Path) -> Trace:
        """The trace :mod:`mutation.tracing` wrote to ``path``."""
        found = json.loads(path.read_text(encoding="utf-8"))
        return cls(
            {node: set(test["ran"]) for node, test in found["tests"].items()},
            {node: tuple(test["fixtures"]) for node, test in found["tests"].items()},
            {name: set(lines) for name, lines in found["fixtures"].items()},
        )

    def meeting(self, lines: set[int]) -> tuple[str, ...]:
        """The tests that ran any of ``lines``, in the order they ran."""
        fixtures = {name for name, ran in self.setups.items() if lines & ran}
        return tuple(
            node
            for node, ran in self.tests.items()
            if lines & ran or fixtures.intersection(self.fixtures[node])
        )

    def commands(self, tests: tuple[str, ...], runs: tuple[int, int]) -> list[list[str]]:
        """What judges a mutant of the lines ``runs`` (first, last): the listed tests that
        ran any of them, themselves or through a fixture; when none did while traced, every
        listed test. A line no test was seen to run may still run: at import, before any
        test starts (a function the module calls to build its constants), or in a process a
        test starts; the mutant is judged by the whole list, never counted as survived unrun.
        """
        meeting = self.meeting(set(range(runs[0], runs[1] + 1)))
        return [test_command(tests, only=meeting)] if meeting else [test_command(tests)]


def trace(module: str, copy: Path, out: Path) -> Trace:
    """Run ``module``'s tests unmutated in ``copy`` under :mod:`mutation.tracing` (the
    generator's caches off, so each test runs what it needs); return which test ran which
    of the module's lines. Tests that fail there refuse the module, as :func:`baseline` does."""
    env = {
        **test_environment(),
        "PYTHONPATH": os.pathsep.join([".", "generator", "tests"]),
        "MUTATION_TRACE": str(copy / "generator" / "acp_codegen" / module),
        "MUTATION_TRACE_OUT": str(out),
        "ACP_CODEGEN_NO_CACHE": "1",
    }
    command = [*test_command(MODULES[module])[:3], "-p", "mutation.tracing"]
    command += test_command(MODULES[module])[3:]
    done = subprocess.run(command, cwd=copy, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        message = f"{module}: the tests fail before any mutation:\n{done.stdout[-3000:]}"
        raise RuntimeError(message)
    found = Trace.read(out)
    if not any(found.tests.values()) and not any(found.setups.values()):
        # every mutant would run the whole list: the tests run another copy of the module
        raise RuntimeError(f"{module}: the trace saw none of its lines run")
    return found


def mutation_key(mutation: statements.Mutation) -> str:
    digest = hashlib.sha256(mutation.text.encode()).hexdigest()[:16]
    return f"{mutation.operator}:{mutation.line}:{digest}"


def passes(copy: Path, command: list[str], limit: float) -> bool:
    """Whether the tests of ``command`` pass in ``copy`` within ``limit`` seconds (past it,
    the run and every process it started are stopped, and it counts as failed)."""
    process = subprocess.Popen(
        command,
        cwd=copy,
        env=test_environment(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        return process.wait(timeout=limit) == 0
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        return False


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


def operator_set(mutant: Mutant) -> str:
    return "statements" if mutant.operator.startswith("stmt/") else "cosmic-ray"


def report(results: dict[str, list[Mutant]]) -> bool:
    """Print the table, one row per module and operator set, and the survivors; return
    whether every row met the target."""
    texts = {
        module: (ROOT / "generator" / "acp_codegen" / module).read_text(encoding="utf-8")
        for module in results
    }
    known = Listed(equivalents(), texts)
    met = True
    print("| module | operators | mutants | killed | equivalent | survived | killed of the rest |")
    print("|---|---|---|---|---|---|---|")
    survivors = []
    for module, everything in results.items():
        for name in OPERATOR_SETS:
            found = [m for m in everything if operator_set(m) == name]
            if not found:
                continue
            killed = sum(m.outcome != "survived" for m in found)
            survived = [m for m in found if m.outcome == "survived"]
            left = [m for m in survived if known.reason(m) is None]
            equivalent = len(survived) - len(left)
            rest = len(found) - equivalent
            share = killed / rest if rest else 1.0
            met &= share >= TARGET
            print(
                f"| `{module}` | {name} | {len(found)} | {killed} | {equivalent} "
                f"| {len(left)} | {share:.0%} |"
            )
            survivors += left
    for mutant in survivors:
        print(f"\n{mutant.module}:{mutant.line} {mutant.operator}\n{mutant.diff}")
    for entry in known.ambiguous():
        lines = ", ".join(map(str, known.found(entry)))
        print(
            f"\n{EQUIVALENT.name}: {entry.place} | {entry.operator} | {entry.source} reads as"
            f" lines {lines}: it answers none of them until it names its function or class"
            " (module::Name)"
        )
    for entry in known.stale():
        print(
            f"\n{EQUIVALENT.name}: {entry.place} | {entry.operator} | {entry.source} reads as"
            " no line there: the code it answered for is gone or reads otherwise"
        )
    return met


OPERATOR_SETS = ("cosmic-ray", "statements")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m mutation", description=__doc__)
    parser.add_argument("modules", nargs="*", help=f"of: {', '.join(MODULES)} (default all)")
    parser.add_argument("--jobs", type=int, default=1, help="modules mutated at once")
    parser.add_argument(
        "--operators",
        choices=("all", *OPERATOR_SETS),
        default="all",
        help="cosmic-ray's, the statement-level ones (mutation/statements.py), or both",
    )
    parser.add_argument(
        "--tests",
        choices=("covering", "listed"),
        default="covering",
        help="a statement mutant runs the listed tests that ran its lines (covering), or all",
    )
    parser.add_argument(
        "--sample",
        type=int,
        default=0,
        help="judge only this many of a module's statement mutants, drawn at random (seeded "
        "by the module's name); the report's counts are then the sample's",
    )
    parser.add_argument(
        "--shards", type=int, default=SHARDS, help="processes a module's mutants run in at once"
    )
    args = parser.parse_args()
    unknown = sorted(set(args.modules) - set(MODULES))
    if unknown:
        parser.error(f"not a listed module: {', '.join(unknown)}")
    chosen = args.modules or list(MODULES)

    def run(module: str) -> list[Mutant]:
        found = []
        if args.operators in ("all", "cosmic-ray"):
            found += run_module(module, args.shards)
        if args.operators in ("all", "statements"):
            found += run_statements(
                module, args.shards, covering=args.tests == "covering", sample=args.sample
            )
        return found

    with ThreadPoolExecutor(args.jobs) as pool:
        results = dict(zip(chosen, pool.map(run, chosen), strict=True))
    sys.exit(0 if report(results) else 1)


if __name__ == "__main__":
    main()
