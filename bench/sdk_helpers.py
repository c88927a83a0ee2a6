"""What the proposal's helpers package adds to ``import acp`` in the published SDK.

The SDK's sdist (pinned, cached in ``build/python-sdk/`` as the tests cache it) is regenerated
from its release's v1 schema with the proposal's additions and the helpers package on, as
``tests/sdk/test_end_to_end.py`` does. Each figure is the median of fresh interpreters with
bytecode present, the two run in turn (``bench.sdk_schema.import_times``), in CPU time:
``import acp``, and in the same kind of process after it, ``import acp.prompt_suggestions``
alone.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))  # the sdist's pin and the profile, as the tests use them

from sdk_sdist import HELPERS, regenerated_with_helpers  # noqa: E402

from bench.sdk_schema import Case, import_times  # noqa: E402

LIMIT_MS = 10.0


def measure() -> tuple[float, float]:
    """(``import acp.prompt_suggestions`` after ``import acp``, ``import acp``), in ms of
    CPU time."""
    with tempfile.TemporaryDirectory() as folder:
        sdk = regenerated_with_helpers(Path(folder))
        assert (sdk / HELPERS).is_dir()
        src = sdk / "src"
        helpers, anchor = import_times(
            [Case(src, "acp.prompt_suggestions", "import acp"), Case(src, "acp")]
        )
        return helpers.cpu, anchor.cpu


def main() -> None:
    print(__doc__.strip().splitlines()[0])
    helpers, anchor = measure()
    print(f"  {'import acp.prompt_suggestions after acp':<44} {helpers:8.1f} ms CPU")
    print(f"  {'import acp (regenerated)':<44} {anchor:8.1f} ms CPU")


if __name__ == "__main__":
    main()
