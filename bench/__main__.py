"""``make bench``: the detailed benchmarks, then one table of every target of the performance
issue, ours beside the anchor with the ratio, from this one run (a Markdown table, dated, ready
for docs/performance.md)."""

from __future__ import annotations

import datetime
import importlib
from dataclasses import dataclass

# Detailed figures, printed as they are measured.
DETAILED = ("bench.validate", "bench.limits", "bench.floor")


@dataclass(frozen=True)
class Line:
    work: str
    ours: str
    anchor: str
    ratio: float | None  # None: a figure with no anchor (a build's time and size)
    target: str
    met: bool


def parse_lines() -> list[Line]:
    from bench import parse

    lines = []
    for row in parse.measure():
        limit = 1.0  # from_wire at pydantic-core's speed, to_wire ahead of model_dump
        lines.append(
            Line(
                row.work,
                f"{row.ours:.2f} µs",
                f"{row.anchor_name} {row.anchor:.2f} µs",
                row.ratio,
                f"≤ {limit:g}",
                row.ratio <= limit,
            )
        )
    return lines


def compiled_lines() -> list[Line]:
    """The compiled build's rows (``bench.compiled``): its compile, ``is_valid`` beside
    jsonschema-rs and ``from_wire`` beside pydantic-core, each at half its time, the compiled
    floor of ``is_valid`` (how far below jsonschema-rs a compiled validator can get), and
    ``to_wire`` ahead of ``model_dump``."""
    from bench import compiled

    figures = compiled.measure()
    build = figures.build
    lines = [
        Line(
            "compiled build: acp-codegen compile (validators v1 + v2, models v1)",
            f"{build.wall:.0f} s wall, {build.cpu:.0f} s CPU, {figures.size / 2**20:.1f} MiB",
            "",
            None,
            "stated",
            True,
        )
    ]
    for row in figures.corpus:
        ratio = row.compiled / row.rust
        lines.append(
            Line(
                f"compiled is_valid, {compiled.corpus.SIZE}-message corpus, {row.version} "
                f"(pure {row.pure:.2f} µs)",
                f"{row.compiled:.2f} µs",
                f"jsonschema-rs {row.rust:.2f} µs",
                ratio,
                "≤ 0.5",
                ratio <= 0.5,
            )
        )
        lines.append(
            Line(
                f"compiled floor of is_valid (bench.compiled_floor: less than the schema, "
                f"every operation native), {row.version}",
                f"{row.floor:.2f} µs",
                f"jsonschema-rs {row.rust:.2f} µs",
                row.floor / row.rust,
                "stated (the limit)",
                True,
            )
        )
    for each in figures.parse:
        ratio = each.compiled / each.anchor
        limit = 0.5 if each.work.startswith("from_wire") else 1.0
        lines.append(
            Line(
                f"compiled {each.work} (pure {each.pure:.2f} µs)",
                f"{each.compiled:.2f} µs",
                f"{each.anchor_name} {each.anchor:.2f} µs",
                ratio,
                f"≤ {limit:g}",
                ratio <= limit,
            )
        )
    return lines


def import_lines() -> list[Line]:
    from bench import imports

    rows, anchor = imports.measure()
    first, *others = rows
    lines = [
        Line(
            first.work,
            f"{first.ms:.0f} ms",
            f"import acp {anchor:.0f} ms",
            first.ms / anchor,
            "≤ 0.1",
            first.ms / anchor <= 0.1,
        )
    ]
    for row in others:
        lines.append(
            Line(row.work.strip(), f"{row.ms:.0f} ms", "", row.ms / anchor, "stated", True)
        )
    return lines


def sdk_schema_lines() -> list[Line]:
    from bench import sdk_schema

    figures = sdk_schema.measure()
    count = figures.messages
    imports = (
        ("import acp.schema (the SDK, our schema.py)", figures.schema, 0.5, "≤ 0.5"),
        ("import acp (the SDK, our schema.py)", figures.acp, 2 / 3, "≤ 2/3"),
        (f"import acp.schema + first model_validate of {count} messages", figures.first_use),
    )
    lines = []
    for work, (ours, committed), *target in imports:
        ratio = sdk_schema.ratio(ours, committed)
        limit, stated = target or (None, "stated")
        lines.append(
            Line(
                work,
                f"{ours.cpu:.0f} ms CPU ({ours.wall:.0f} ms wall)",
                f"committed schema.py {committed.cpu:.0f} ms CPU ({committed.wall:.0f} ms wall)",
                ratio,
                stated,
                limit is None or ratio <= limit,
            )
        )
    messages = (
        (f"model_validate, {count} messages (the SDK's)", figures.validate),
        (f"model_dump_json + model_validate_json, {count} messages", figures.round_trip),
    )
    for work, (ours_us, committed_us) in messages:
        ratio = ours_us / committed_us
        lines.append(
            Line(
                work,
                f"{ours_us:.1f} µs",
                f"committed schema.py {committed_us:.1f} µs",
                ratio,
                "≤ 1",
                ratio <= 1,
            )
        )
    return lines


def helpers_lines() -> list[Line]:
    from bench import sdk_helpers

    helpers, anchor = sdk_helpers.measure()
    limit = sdk_helpers.LIMIT_MS
    return [
        Line(
            "import acp.prompt_suggestions after import acp (SDK with the helpers)",
            f"{helpers:.1f} ms CPU",
            f"import acp {anchor:.0f} ms CPU",
            helpers / anchor,
            f"≤ {limit:g} ms",
            helpers <= limit,
        )
    ]


def corpus_lines() -> list[Line]:
    from bench import corpus

    lines = []
    for row in corpus.measure():
        lines.append(
            Line(
                f"is_valid, {corpus.SIZE}-message corpus, {row.version}",
                f"{row.ours:.2f} µs",
                f"jsonschema-rs {row.rust:.2f} µs",
                row.ours / row.rust,
                "≤ 1",
                row.ours / row.rust <= 1.0,
            )
        )
        lines.append(
            Line(
                f"the same beside jsonschema, {row.version}",
                f"{row.ours:.2f} µs",
                f"jsonschema {row.reference:.0f} µs",
                row.ours / row.reference,
                "≤ 1/100",
                row.ours / row.reference <= 0.01,
            )
        )
    return lines


def generate_lines() -> list[Line]:
    from bench import generate

    lines = []
    for row in generate.measure():
        run, anchor = row.run, row.anchor
        ratio = run.wall / anchor.wall
        lines.append(
            Line(
                row.work.strip(),
                f"{run.wall:.2f} s wall, {run.cpu:.2f} s CPU, {run.mib:.0f} MiB",
                f"datamodel-codegen {anchor.wall:.2f} s wall, {anchor.cpu:.2f} s CPU, "
                f"{anchor.mib:.0f} MiB",
                ratio,
                f"≤ {row.anchor_share:g}",
                ratio <= row.anchor_share,
            )
        )
    return lines


def transcript_lines() -> list[Line]:
    from bench import transcript

    lines = []
    for row in transcript.measure_all():
        ours, floor = row.ours, row.floor
        if row.timed:
            ratio = ours.cpu / floor.cpu
            lines.append(
                Line(
                    f"check-transcript, {row.log} ({row.lines:,} lines)",
                    f"{ours.cpu:.2f} s CPU ({ours.wall:.2f} s wall)",
                    f"floor: read + json.loads {floor.cpu:.2f} s CPU ({floor.wall:.2f} s wall)",
                    ratio,
                    "≤ 3",
                    ratio <= 3,
                )
            )
        lines.append(
            Line(
                f"check-transcript peak memory, {row.log}",
                f"{ours.mib:.1f} MiB",
                f"floor {floor.mib:.1f} MiB",
                ours.mib / floor.mib,
                f"≤ {transcript.MEMORY_MIB} MiB",
                ours.mib <= transcript.MEMORY_MIB,
            )
        )
    return lines


def table(lines: list[Line]) -> str:
    out = [
        "| work | ours | anchor | ratio | target | met |",
        "|---|---|---|---|---|---|",
    ]
    for line in lines:
        if line.ratio is None:
            ratio = ""
        elif line.ratio >= 0.01:
            ratio = f"{line.ratio:.2f}"
        else:
            ratio = f"1/{1 / line.ratio:.0f}"
        out.append(
            f"| {line.work} | {line.ours} | {line.anchor} | {ratio} | {line.target} "
            f"| {'yes' if line.met else 'no'} |"
        )
    return "\n".join(out)


def main() -> None:
    for name in DETAILED:
        importlib.import_module(name).main()
        print()
    from bench.generate import BASE

    if not BASE.exists():
        print(f"The targets need upstream's schemas: {BASE} is not available.")
        return
    lines = [
        *parse_lines(),
        *compiled_lines(),
        *import_lines(),
        *sdk_schema_lines(),
        *helpers_lines(),
        *corpus_lines(),
        *generate_lines(),
        *transcript_lines(),
    ]
    today = datetime.datetime.now(datetime.timezone.utc).date().isoformat()
    print(f"All targets, one run ({today}); ratio = ours / anchor:\n")
    print(table(lines))
    from bench.generate import stage_cpu

    print("\nGeneration, CPU seconds by stage in one process (where the floors are):")
    for label, seconds in stage_cpu():
        print(f"  {label:<68} {seconds:5.2f} s")


if __name__ == "__main__":
    main()
