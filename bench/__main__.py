"""Run every benchmark module listed in BENCHMARKS, in order."""

from __future__ import annotations

import importlib

BENCHMARKS = ("bench.validate", "bench.limits", "bench.generate")


def main() -> None:
    for name in BENCHMARKS:
        importlib.import_module(name).main()


if __name__ == "__main__":
    main()
