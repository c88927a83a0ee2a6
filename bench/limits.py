"""Resource limits: generation and validation on schemas and instances far larger than ACP's.

Each measurement runs in a fresh interpreter and reports wall time and peak memory (max RSS of
the largest process of the run, at least the launcher's own: see :mod:`bench.process`):
a schema of many definitions, a long ``allOf`` chain of definitions, a ``$ref`` cycle through a
union and an array, and instances of that cycle nested very deep (``from_wire`` and
``validate``). ``python -m bench.limits [--scale S]`` prints one line per measurement.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import textwrap
from pathlib import Path

from bench.process import measured

REPO = Path(__file__).resolve().parent.parent
SCHEMA_URI = "https://json-schema.org/draft/2020-12/schema"


def many_definitions(count: int) -> dict[str, object]:
    """``count`` object definitions, each referring to the next."""
    defs = {
        f"Def{i}": {
            "type": "object",
            "description": f"Definition {i}.",
            "properties": {
                "name": {"type": "string"},
                "next": {"$ref": f"#/$defs/Def{(i + 1) % count}"},
            },
            "required": ["name"],
        }
        for i in range(count)
    }
    return {"$schema": SCHEMA_URI, "$defs": defs}


def allof_chain(length: int) -> dict[str, object]:
    """``Link0`` is ``allOf [Link1]``, ..., down to one object definition."""
    defs: dict[str, object] = {
        f"Link{i}": {"allOf": [{"$ref": f"#/$defs/Link{i + 1}"}]} for i in range(length)
    }
    defs[f"Link{length}"] = {"type": "object", "properties": {"end": {"type": "boolean"}}}
    return {"$schema": SCHEMA_URI, "$defs": defs}


# A cycle through a union and an array: a node holds children, and maybe one more node.
CYCLE = {
    "$schema": SCHEMA_URI,
    "$defs": {
        "Node": {
            "type": "object",
            "properties": {
                "children": {"type": "array", "items": {"$ref": "#/$defs/Node"}},
                "next": {"anyOf": [{"$ref": "#/$defs/Node"}, {"type": "null"}]},
            },
        }
    },
}

# Runs in the child: generate from a schema file, optionally import and exercise the result.
CHILD = textwrap.dedent(
    """
    import json, sys, time
    from pathlib import Path
    from acp_codegen.errors import GenerationError
    from acp_codegen.config import Target
    from acp_codegen.pipeline import generate_target
    from acp_codegen.write import write_tree

    base, out, depth = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
    started = time.perf_counter()
    try:
        target = Target(out=out, protocol="v1", base=base, package="limits")
        tree = generate_target(target).files
    except GenerationError as error:
        print(json.dumps({"error": str(error)[:300]}))
        sys.exit(0)
    write_tree(out, tree)
    result = {"generate_s": time.perf_counter() - started, "files": len(tree)}
    if depth:
        sys.path.insert(0, str(out / "python"))
        import limits
        instance = {}
        for _ in range(depth):
            instance = {"next": instance}
        for name, check in (
            ("from_wire", lambda: limits.from_wire("Node", instance)),
            ("validate", lambda: limits.validation.validate("Node", instance)),
            ("is_valid", lambda: limits.validation.is_valid("Node", instance)),
        ):
            started = time.perf_counter()
            try:
                verdict = type(check()).__name__
            except Exception as error:
                verdict = f"{type(error).__name__}: {str(error)[:120]}"
            result[name] = {"s": time.perf_counter() - started, "verdict": verdict}
    print(json.dumps(result))
    """
)


def measure(document: dict[str, object], depth: int = 0, timeout: float = 600) -> dict[str, object]:
    """Generate ``document`` (and exercise it at ``depth``) in a fresh interpreter, with an
    empty cache (the figures are those of a first run, whatever earlier runs left)."""
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "limits.json"
        base.write_text(json.dumps(document))
        proc, run = measured(
            [sys.executable, "-c", CHILD, str(base), str(Path(tmp) / "out"), str(depth)],
            env={**os.environ, "ACP_CODEGEN_CACHE_DIR": str(Path(tmp) / "cache")},
            cwd=REPO,
            timeout=timeout,
        )
    if run.timed_out:
        return {"timed_out_after_s": timeout}
    if proc.returncode != 0:
        return {"crashed": proc.returncode, "stderr": proc.stderr.strip().splitlines()[-1:]}
    figures: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    figures["max_rss_mb"] = run.mib
    return figures


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.limits")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every size")
    args = parser.parse_args(argv)
    definitions = int(10_000 * args.scale)
    chain = int(1_000 * args.scale)
    depth = int(100_000 * args.scale)
    runs = {
        f"{definitions} definitions": (many_definitions(definitions), 0),
        f"allOf chain of {chain}": (allof_chain(chain), 0),
        f"$ref cycle, instance {depth} deep": (CYCLE, depth),
    }
    print("limits (fresh interpreter each; wall time, peak RSS):")
    for label, (document, nesting) in runs.items():
        print(f"  {label}: {json.dumps(measure(document, nesting))}")


if __name__ == "__main__":
    main()
