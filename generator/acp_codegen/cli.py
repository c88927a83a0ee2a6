"""``acp-codegen``: the command line. Exit 0 success, 1 "found something" (stale files,
invalid documents), 2 bad usage or unreadable input, with a message naming file and pointer."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from acp_codegen.compiled import OPT_LEVEL
from acp_codegen.config import (
    DEFAULT_PACKAGE,
    OUTPUTS,
    TARGETS,
    Target,
    check_package,
    find_pyproject,
    load_config,
    parse_outputs,
    profile_names,
    shipped_targets,
)
from acp_codegen.docs import prettier
from acp_codegen.errors import GenerationError, UsageError, error_line, report_error
from acp_codegen.sdk.target import ModuleTarget
from acp_codegen.versions import VERSIONS

ACCEPT_COMMAND = "acp-codegen generate"


def version() -> str:
    """The installed distribution's version."""
    from importlib import metadata  # only for --version: it costs a tenth of the start-up

    try:
        return metadata.version("acp-codegen")
    except metadata.PackageNotFoundError:  # run from a tree that was never installed
        return "unknown"


class VersionAction(argparse.Action):
    """``--version``, which looks the version up only when asked."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> NoReturn:
        print(f"{parser.prog} {version()}")
        parser.exit()


@dataclass(frozen=True)
class Option:
    """One argument of a command: ``add_argument``'s names and settings; the options of one
    ``group`` exclude each other."""

    names: tuple[str, ...]
    settings: dict[str, Any]
    group: str | None = None


def option(*names: str, group: str | None = None, **settings: Any) -> Option:
    return Option(names, settings, group)


@dataclass(frozen=True)
class Command:
    """A subcommand: its name, its one-line help and description, its options, and what runs
    it (each imports what it needs, so a run pays for its own command only)."""

    name: str
    help: str
    description: str
    options: tuple[Option, ...]
    run: Callable[[argparse.Namespace], int]


def _validate(args: argparse.Namespace) -> int:
    from acp_codegen import validate

    return validate.run(args)


def _check_transcript(args: argparse.Namespace) -> int:
    from acp_codegen.check_transcript import check_transcript

    return check_transcript(args.protocol, args.log, as_json=args.json)


def _docs_patch(args: argparse.Namespace) -> int:
    from acp_codegen.pipeline import docs_patch

    if args.prettier is not None:
        prettier.use_prettier(prettier.locate_prettier(args.prettier))
    sys.stdout.write(docs_patch(args.protocol, args.base, args.docs))
    return 0


def _compile(args: argparse.Namespace) -> int:
    from acp_codegen.compiled import compile_in_place

    compiled = compile_in_place(args.package, jobs=args.jobs, opt_level=args.opt_level)
    for path in compiled.files:
        print(path)
    print(
        f"compiled {len(compiled.files)} files ({compiled.size / 2**20:.1f} MiB) in "
        f"{compiled.wall:.0f} s ({compiled.cpu:.0f} s CPU)",
        file=sys.stderr,
    )
    return 0


class Parser(argparse.ArgumentParser):
    """argparse's parser, its usage errors printed as every other problem is (one line, where
    argparse prints the usage before it), with where the usage is."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, error_line(f"{message}; see `{self.prog} --help`") + "\n")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="acp-codegen",
        description="Generate Python types, validators and docs from ACP's JSON Schema.",
    )
    parser.add_argument("--version", action=VersionAction, help="show the version and exit")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in COMMANDS:
        sub = commands.add_parser(command.name, help=command.help, description=command.description)
        groups: dict[str, Any] = {}
        for each in command.options:
            where = sub
            if each.group is not None:
                if each.group not in groups:
                    groups[each.group] = sub.add_mutually_exclusive_group()
                where = groups[each.group]
            where.add_argument(*each.names, **each.settings)
    return parser


def command_line_target(args: argparse.Namespace) -> Target:
    """The target that ``--base`` (or ``--out`` alone) describes."""
    if args.base is None:
        for option in ("protocol", "additions", "package", "outputs"):
            if getattr(args, option) is not None:
                raise UsageError(f"--{option} needs --base")
        return Target(out=args.out)
    if args.protocol is None:
        raise UsageError("--base needs --protocol v1|v2")
    if args.out is None:
        raise UsageError("--base needs --out DIR")
    return Target(
        out=args.out,
        protocol=args.protocol,
        base=args.base,
        package=check_package(args.package or DEFAULT_PACKAGE, "--package"),
        outputs=parse_outputs(args.outputs, "--outputs") if args.outputs else frozenset(OUTPUTS),
        additions=args.additions,
    )


def configured_targets(
    args: argparse.Namespace, start: Path | None = None
) -> tuple[tuple[Target | ModuleTarget, ...], Path | None]:
    """The targets to generate, and the prettier folder configured for them: the command
    line's, or those of the ``pyproject.toml`` at or above ``start`` (the working
    directory)."""
    if args.profile is not None:
        for option in ("base", "out", "protocol", "additions", "package", "outputs"):
            if getattr(args, option) is not None:
                raise UsageError(f"--{option} and --profile exclude each other")
        # The project's folder: the nearest pyproject.toml's, as for its own targets.
        here = start or Path.cwd()
        pyproject = find_pyproject(here)
        root = pyproject.parent if pyproject is not None else here.resolve()
        return shipped_targets(args.profile, root), args.prettier
    if args.base is not None or args.out is not None:
        return (command_line_target(args),), args.prettier
    for option in ("protocol", "additions", "package", "outputs"):
        if getattr(args, option) is not None:
            raise UsageError(f"--{option} needs --base")
    pyproject = find_pyproject(start or Path.cwd())
    config = load_config(pyproject) if pyproject is not None else None
    if config is None or not config.targets:
        where = str(pyproject) if pyproject is not None else "no pyproject.toml here or above"
        raise UsageError(
            f"nothing to generate: no {TARGETS} table ({where}); add one (see the README), or "
            "name an upstream schema with --protocol, --base and --out"
        )
    return config.targets, args.prettier or config.prettier


def start_prettier(configured: Path | None) -> None:
    """Start node for the docs now, before the generator's stages are imported, so prettier
    has loaded by the time the first sections are rendered. A configured folder must hold
    prettier; without one, ``node_modules/prettier`` is looked for from the working directory,
    and where there is none, nothing starts here: the docs say what to install when they
    first need prettier."""
    if configured is not None:
        prettier.start_ahead(prettier.locate_prettier(configured))
        return
    try:
        found = prettier.locate_prettier()
    except UsageError:
        return
    prettier.start_ahead(found)


def run_generate(args: argparse.Namespace, start: Path | None = None) -> int:
    targets, configured = configured_targets(args, start)
    if any(target.needs_prettier for target in targets):
        start_prettier(configured)
    try:
        return generate(targets, check=args.check)
    finally:
        prettier.stop_ahead()


def generate(targets: Sequence[Target | ModuleTarget], *, check: bool) -> int:
    from acp_codegen.pipeline import generate_target
    from acp_codegen.write import stale_output, write_output

    # Every output is made before anything is written, so a failing target writes nothing;
    # each one's warnings are printed once it is made.
    outputs = []
    for target in targets:
        output = generate_target(target)
        for warning in output.warnings:
            print(f"warning: {warning}", file=sys.stderr)
        outputs.append(output)
    if check:
        stale = 0
        for output in outputs:
            for path, state in stale_output(output):
                stale += 1
                print(f"{path}: {state}", file=sys.stderr)
                relative = path.relative_to(output.root).as_posix()
                if state == "changed" and relative in output.api_modules:
                    source = output.files[relative].decode("utf-8")
                    for line in public_api_changes(path, source):
                        print(f"  {line}", file=sys.stderr)
        if stale:
            print(f"{stale} file(s) out of date; run `{ACCEPT_COMMAND}`", file=sys.stderr)
            return 1
        return 0
    for output in outputs:
        for line in write_output(output):
            print(line)
    return 0


def public_api_changes(path: Path, source: str) -> list[str]:
    """What regenerating the module at ``path`` changes for its users, or why that could not
    be told (the module as it is does not import)."""
    from acp_codegen.sdk.api import compare_modules

    try:
        found = compare_modules(path, source)
    except RuntimeError as error:
        return [f"public API not compared: {error}"]
    if not found:
        return ["public API: unchanged"]
    return ["public API:", *(f"  {line}" for line in found)]


def run_diff(args: argparse.Namespace) -> int:
    from acp_codegen.diff import diff_schemas, exit_status, render_json, render_text
    from acp_codegen.load.document import load_document

    old = load_document(args.old, str(args.old))
    new = load_document(args.new, str(args.new))
    report = diff_schemas(old.data, new.data, old.source.label, new.source.label)
    print(render_json(report) if args.json else render_text(report), end="")
    return exit_status(report)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return _guarded(lambda: _command(args))


def _command(args: argparse.Namespace) -> int:
    for command in COMMANDS:
        if command.name == args.command:
            return command.run(args)
    raise UsageError(f"unknown command {args.command!r}")


def _guarded(command: Callable[[], int]) -> int:
    """``command``'s exit status, its problems printed as the command line prints them."""
    try:
        return command()
    except GenerationError as error:
        for problem in error.problems:
            report_error(problem)
        return 2
    except UsageError as error:
        report_error(error)
        return 2
    except KeyboardInterrupt:
        print("acp-codegen: interrupted; nothing was written", file=sys.stderr)
        return 130


def generate_project(project: str | os.PathLike[str] = ".", *, check: bool = False) -> None:
    """Make the targets of the ``pyproject.toml`` at or above ``project``, as
    ``acp-codegen generate`` run there does (``check``: ``--check``, writing nothing): for a
    project's own scripts (``generate_project(ROOT)`` where its generator ran). Its messages
    go to the standard streams; a failure exits with the command's status."""
    argv = ["generate", "--check"] if check else ["generate"]
    status = _guarded(lambda: run_generate(build_parser().parse_args(argv), Path(project)))
    if status != 0:
        raise SystemExit(status)


def run() -> NoReturn:
    """The ``acp-codegen`` command: :func:`main`, then exit at once. The interpreter's usual
    teardown frees every object one by one (about 30 ms after a whole-protocol run) for a
    process that is about to end; every file is written and closed by then, and the output
    streams are flushed here."""
    code = main()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except OSError:  # a closed pipe: nothing more can be said
        code = code or 1
    os._exit(code)


# -- the commands ----------------------------------------------------------------------------

UPSTREAM = "UPSTREAM.json"
COMMANDS: tuple[Command, ...] = (
    Command(
        "generate",
        "generate the targets of pyproject.toml, or everything for an upstream schema",
        "Without options: generate each [[tool.acp-codegen.targets]] table of the nearest "
        "pyproject.toml (in the working directory or above). With --base: merge our "
        "additions into an upstream ACP schema file and write the --outputs asked for into "
        "DIR (schema.json, python/NAME/, pydantic/NAME.py, docs/). With --out alone: the "
        "reference tree of both protocol versions from this tool's own schemas.",
        (
            option(
                "--check", action="store_true", help="write nothing; exit 1 naming each stale file"
            ),
            option(
                "--profile",
                metavar="NAME",
                help="the targets of an SDK profile that ships with acp-codegen, in the project "
                f"folder (the nearest pyproject.toml's): {', '.join(profile_names())}",
            ),
            option("--protocol", choices=VERSIONS, help="protocol version of --base"),
            option(
                "--base", type=Path, metavar=UPSTREAM, help="upstream schema file to merge into"
            ),
            option(
                "--additions",
                action=argparse.BooleanOptionalAction,
                help="merge our additions into --base, or not (--no-additions); default: merged "
                "into upstream's *.unstable.json files, not into the others",
            ),
            option("--out", type=Path, metavar="DIR", help="output directory"),
            option(
                "--package",
                metavar="NAME",
                help=f"Python package name for --base output (default: {DEFAULT_PACKAGE})",
            ),
            option(
                "--outputs",
                metavar="LIST",
                help=f"comma list of {','.join(OUTPUTS)} for --base (default: all); only docs "
                "need node",
            ),
            option(
                "--prettier",
                type=Path,
                metavar="DIR",
                help="the prettier 3.9.6 package folder the docs use (default: the 'prettier' "
                "key of [tool.acp-codegen], else node_modules/prettier here or above)",
            ),
        ),
        run_generate,
    ),
    Command(
        "validate",
        "validate JSON documents against a definition (and the proposal's rules)",
        "Validate one JSON document, or JSON Lines with --jsonl (one verdict per line, in "
        "order). Exit 0 when all are valid, 1 when any is invalid, 2 for usage errors or "
        "unreadable input.",
        (
            option("--protocol", choices=VERSIONS, default="v1"),
            option("--type", metavar="NAME", help="a definition of the unstable schema"),
            option(
                "--base", group="source", type=Path, metavar=UPSTREAM, help="merge into this file"
            ),
            option(
                "--schema", group="source", type=Path, metavar="FILE", help="any JSON Schema file"
            ),
            option(
                "--remote",
                action="append",
                metavar="BASE_URI=DIR",
                help="with --schema: serve every URI under BASE_URI from the file of the same "
                "relative path under DIR (repeatable; nothing is fetched)",
            ),
            option("--jsonl", action="store_true", help="one document per line"),
            option("--json", action="store_true", help="one JSON verdict per document"),
            option(
                "--client-capabilities",
                type=Path,
                metavar="FILE",
                help="the Client's ClientCapabilities",
            ),
            option(
                "--agent-capabilities",
                type=Path,
                metavar="FILE",
                help="the Agent's PromptCapabilities",
            ),
            option("file", metavar="FILE|-"),
        ),
        _validate,
    ),
    Command(
        "diff",
        "what changed between two schema releases, each change compatible or wire-breaking",
        "Compare two ACP schema files: definitions, fields, variants, enum values, "
        "requiredness and methods. Exit 0 when nothing is wire-breaking, 1 when something "
        "is, 2 for unreadable input.",
        (
            option("old", type=Path, metavar="OLD.json"),
            option("new", type=Path, metavar="NEW.json"),
            option("--json", action="store_true", help="the report as JSON"),
        ),
        run_diff,
    ),
    Command(
        "check-transcript",
        "check a JSON-RPC log for breaches of the Prompt Suggestions proposal",
        "Read a log of JSON-RPC messages, one per line with its direction, and report every "
        "breach of the proposal with its line number and rule id. Exit 0 clean (warnings "
        "alone included), 1 errors found, 2 unreadable input.",
        (
            option(
                "--protocol",
                choices=VERSIONS,
                help="the log's protocol version (default: the one its initialize states; a "
                "contradicting one is refused with exit 2)",
            ),
            option(
                "--json",
                action="store_true",
                help="one JSON report on stdout, written as the log reads",
            ),
            option("log", type=Path, metavar="LOG.jsonl", help="the log, or - for stdin"),
        ),
        _check_transcript,
    ),
    Command(
        "compile",
        "compile a generated package's hot modules with mypyc, beside the pure ones",
        "Compile the validators and their runtime, and the models with their parsers and "
        "serialisers, of every version package in PACKAGE with mypyc (the mypy this tool "
        "pins; a C compiler and Python's headers are needed), and put each extension module "
        "beside the module it replaces: Python imports it instead, and the .py files stay as "
        "the fallback. Prints "
        "the files written. Exit 2 naming the problem when PACKAGE is no package or the "
        "build fails.",
        (
            option("package", type=Path, metavar="PACKAGE", help="a generated package folder"),
            option(
                "--jobs",
                type=int,
                metavar="N",
                help="version packages compiled at once (default: one per CPU)",
            ),
            option(
                "--opt-level",
                choices=("0", "1", "2", "3"),
                default=OPT_LEVEL,
                help=f"the C compiler's optimisation level (default: {OPT_LEVEL}; 0 builds "
                "in a fraction of the time, for trying it out)",
            ),
        ),
        _compile,
    ),
    Command(
        "docs-patch",
        "print a patch that adds our docs to upstream's draft docs folder",
        "Merge our additions into UPSTREAM.json and print a unified diff, paths relative to "
        "DIR with a/ and b/ prefixes, for `git apply --directory=docs/protocol/<v>/draft` at "
        "the root of upstream's checkout (DIR is that draft docs folder). Exit 2, printing "
        "no patch, naming the page when a page or an insertion point is missing.",
        (
            option("--protocol", choices=VERSIONS, required=True),
            option(
                "--base", type=Path, required=True, metavar=UPSTREAM, help="upstream schema file"
            ),
            option(
                "--docs",
                type=Path,
                required=True,
                metavar="DIR",
                help="upstream's draft docs folder",
            ),
            option(
                "--prettier",
                type=Path,
                metavar="DIR",
                help="the prettier 3.9.6 package folder the pages are formatted with (default: "
                "node_modules/prettier here or above)",
            ),
        ),
        _docs_patch,
    ),
)
