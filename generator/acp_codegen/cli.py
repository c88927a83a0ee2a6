"""``acp-codegen``: the command line. Exit 0 success, 1 "found something" (stale files,
invalid documents), 2 bad usage or unreadable input, with a message naming file and pointer."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from acp_codegen import validate as validate_command
from acp_codegen.behaviour import check_transcript
from acp_codegen.diff import diff_schemas, exit_status, render_json, render_text
from acp_codegen.errors import GenerationError, UsageError
from acp_codegen.load import VERSIONS, flavour_of_base
from acp_codegen.load.document import load_document
from acp_codegen.packages import GENERATED
from acp_codegen.pipeline import generate_from_base, generate_repository
from acp_codegen.write import stale_files, write_tree

ACCEPT_COMMAND = "make generate"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="acp-codegen",
        description="Generate Python types, validators and docs from ACP's JSON Schema.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    generate = commands.add_parser(
        "generate",
        help="regenerate generated/ from schema/, or everything for an upstream schema (--base)",
        description=(
            "Without --base: regenerate all of generated/ from schema/. With --base: merge our "
            "additions into an upstream ACP schema file and write DIR/schema.json, "
            "DIR/python/NAME/ and DIR/docs/ for the whole merged protocol."
        ),
    )
    generate.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 naming each stale file"
    )
    generate.add_argument("--protocol", choices=VERSIONS, help="protocol version of --base")
    generate.add_argument(
        "--base", type=Path, metavar="UPSTREAM.json", help="upstream schema file to merge into"
    )
    generate.add_argument(
        "--flavour",
        choices=("stable", "unstable"),
        help="flavour of --base (default: unstable for *.unstable.json, else stable); the "
        "additions are merged into unstable flavours only",
    )
    generate.add_argument("--out", type=Path, metavar="DIR", help="output directory")
    generate.add_argument(
        "--package",
        default="acp_schema",
        metavar="NAME",
        help="Python package name for --base output (default: acp_schema)",
    )

    validate = commands.add_parser(
        "validate",
        help="validate JSON documents against a definition (and the proposal's rules)",
        description=(
            "Validate one JSON document, or JSON Lines with --jsonl (one verdict per line, in "
            "order). Exit 0 when all are valid, 1 when any is invalid, 2 for usage errors or "
            "unreadable input."
        ),
    )
    validate.add_argument("--protocol", choices=VERSIONS, default="v1")
    validate.add_argument("--type", metavar="NAME", help="a definition of the unstable schema")
    source = validate.add_mutually_exclusive_group()
    source.add_argument("--base", type=Path, metavar="UPSTREAM.json", help="merge into this file")
    source.add_argument("--schema", type=Path, metavar="FILE", help="any JSON Schema file")
    validate.add_argument("--jsonl", action="store_true", help="one document per line")
    validate.add_argument("--json", action="store_true", help="one JSON verdict per document")
    validate.add_argument(
        "--client-capabilities", type=Path, metavar="FILE", help="the Client's ClientCapabilities"
    )
    validate.add_argument(
        "--agent-capabilities", type=Path, metavar="FILE", help="the Agent's PromptCapabilities"
    )
    validate.add_argument("file", metavar="FILE|-")

    diff = commands.add_parser(
        "diff",
        help="what changed between two schema releases, each change compatible or wire-breaking",
        description=(
            "Compare two ACP schema files: definitions, fields, variants, enum values, "
            "requiredness and methods. Exit 0 when nothing is wire-breaking, 1 when something "
            "is, 2 for unreadable input."
        ),
    )
    diff.add_argument("old", type=Path, metavar="OLD.json")
    diff.add_argument("new", type=Path, metavar="NEW.json")
    diff.add_argument("--json", action="store_true", help="the report as JSON")

    transcript = commands.add_parser(
        "check-transcript",
        help="check a JSON-RPC log for breaches of the Prompt Suggestions proposal",
        description=(
            "Read a log of JSON-RPC messages, one per line with its direction, and report every "
            "breach of the proposal with its line number and rule id. Exit 0 clean (warnings "
            "alone included), 1 errors found, 2 unreadable input."
        ),
    )
    transcript.add_argument(
        "--protocol",
        choices=VERSIONS,
        help="the log's protocol version (default: the one its initialize states; a "
        "contradicting one is refused with exit 2)",
    )
    transcript.add_argument("--json", action="store_true", help="one JSON report on stdout")
    transcript.add_argument("log", type=Path, metavar="LOG.jsonl")
    return parser


def run_generate(args: argparse.Namespace) -> int:
    if args.base is None:
        for option in ("protocol", "flavour"):
            if getattr(args, option) is not None:
                raise UsageError(f"--{option} needs --base")
        target = args.out or GENERATED
        tree = generate_repository()
    else:
        if args.protocol is None:
            raise UsageError("--base needs --protocol v1|v2")
        if args.out is None:
            raise UsageError("--base needs --out DIR")
        if not args.package.isidentifier():
            raise UsageError(f"--package {args.package!r} is not a Python identifier")
        flavour = args.flavour or flavour_of_base(args.base)
        target = args.out
        tree = generate_from_base(args.protocol, args.base, flavour, args.package)
    if args.check:
        stale = stale_files(target, tree)
        for path, state in stale:
            print(f"{target / path}: {state}", file=sys.stderr)
        if stale:
            print(f"{len(stale)} file(s) out of date; run `{ACCEPT_COMMAND}`", file=sys.stderr)
            return 1
        return 0
    write_tree(target, tree)
    print(f"wrote {len(tree)} files to {target}")
    return 0


def run_diff(args: argparse.Namespace) -> int:
    old = load_document(args.old, str(args.old))
    new = load_document(args.new, str(args.new))
    report = diff_schemas(old.data, new.data, old.source.label, new.source.label)
    print(render_json(report) if args.json else render_text(report), end="")
    return exit_status(report)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "generate":
            return run_generate(args)
        if args.command == "validate":
            return validate_command.run(args)
        if args.command == "diff":
            return run_diff(args)
        if args.command == "check-transcript":
            return check_transcript(args.protocol, args.log, as_json=args.json)
        raise UsageError(f"unknown command {args.command!r}")
    except GenerationError as error:
        for problem in error.problems:
            print(f"error: {problem}", file=sys.stderr)
        return 2
    except UsageError as error:
        print(f"acp-codegen: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("acp-codegen: interrupted; nothing was written", file=sys.stderr)
        return 130
