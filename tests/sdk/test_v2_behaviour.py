"""The SDK's experimental v2 module and ours, judged by what they do with instances: every v2
message vector of ``generated/vectors/v2/`` and a corpus of instances of every definition both
modules hold as a class (valid ones from ``tests/corpus.py``'s sampler, and each with a
property dropped, with a property of the wrong type and with an unknown key), are accepted or
refused alike by the two modules, and what both accept dumps to the same JSON.

This needs the SDK's own code at run time (its base class, its committed module), which is
not in this repository and not on a package registry: its development line is in its public
repository. Set ``ACP_PYTHON_SDK_DEV`` to the ``src`` folder of a checkout of
agentclientprotocol/python-sdk at commit 7408b7e5 to run it; without it the test is skipped
with that reason, and so it is in CI, which reaches no repository host. The API comparison
(``test_v2_api.py``) runs everywhere from the committed listing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from corpus import valid_instances
from support import ACP, REPO, require_shared

PROFILE = REPO / "examples" / "python-sdk" / "experimental-v2.toml"
RELEASE = ACP / "releases" / "schema-v2.0.0-alpha.3" / "v2"
VECTORS = REPO / "generated" / "vectors" / "v2" / "messages.json"
MODULE = Path("acp") / "experimental" / "v2" / "schema.py"

SDK_SOURCE = os.environ.get("ACP_PYTHON_SDK_DEV")
pytestmark = pytest.mark.skipif(
    not SDK_SOURCE,
    reason="the SDK's development line is in its repository only (no package registry has "
    "it): set ACP_PYTHON_SDK_DEV to the src folder of a checkout at 7408b7e5",
)

# Run in a child interpreter: both modules in one process, theirs as the SDK's package has
# it and ours beside it under a name of its own, with the SDK's base classes for both.
JUDGE = """
import importlib.util, json, sys
import pydantic

theirs_root, ours_path, cases_path = sys.argv[1:4]
sys.path.insert(0, theirs_root)
import acp.experimental.v2.schema as theirs
spec = importlib.util.spec_from_file_location("acp.experimental.v2._ours", ours_path)
ours = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = ours
spec.loader.exec_module(ours)

def verdict(module, name, instance):
    try:
        model = getattr(module, name).model_validate(instance)
    except pydantic.ValidationError:
        return "refused"
    except Exception as error:  # the SDK's base class's own failures, alike or not
        return f"raised {type(error).__name__}"
    return json.loads(model.model_dump_json(by_alias=True))

disagreements = []
cases = json.load(open(cases_path))
for name, instance in cases:
    a, b = verdict(theirs, name, instance), verdict(ours, name, instance)
    if a != b:
        disagreements.append({"class": name, "instance": instance, "theirs": a, "ours": b})
print(json.dumps({"cases": len(cases), "disagreements": disagreements}))
"""


def mutations(instance: Any) -> list[Any]:
    """``instance`` with its first property dropped, of the wrong type, and with an unknown
    key: instances near valid ones, which the two modules must refuse (or accept) alike."""
    if not isinstance(instance, dict) or not instance:
        return []
    first = next(iter(instance))
    dropped = {k: v for k, v in instance.items() if k != first}
    wrong = {**instance, first: [] if not isinstance(instance[first], list) else 7}
    return [dropped, wrong, {**instance, "_unknownKey": {"a": 1}}]


def cases(document: dict[str, Any], classes: set[str]) -> list[tuple[str, Any]]:
    found: list[tuple[str, Any]] = []
    for case in json.loads(VECTORS.read_text(encoding="utf-8"))["cases"]:
        found.append(("UpdateSessionNotification", case["params"]))
    for name in document["$defs"]:
        if name not in classes:
            continue
        for instance in valid_instances(document, name, count=4):
            found.append((name, instance))
            found.extend((name, near) for near in mutations(instance))
    return found


def test_the_sdk_s_module_and_ours_agree_on_every_instance(tmp_path: Path) -> None:
    assert SDK_SOURCE is not None
    require_shared(RELEASE)
    theirs = Path(SDK_SOURCE)
    tree = tmp_path / "sdk"
    shutil.copytree(theirs, tree / "src")
    (tree / "schema" / "v2").mkdir(parents=True)
    shutil.copyfile(RELEASE / "schema.unstable.json", tree / "schema" / "v2" / "schema.json")
    pyproject = '[project]\nname = "agent-client-protocol"\nversion = "0"\n\n'
    (tree / "pyproject.toml").write_text(pyproject + PROFILE.read_text(encoding="utf-8"))
    codegen = Path(sys.executable).with_name("acp-codegen")
    result = subprocess.run(
        [str(codegen), "generate"], cwd=tree, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    document = json.loads((RELEASE / "schema.unstable.json").read_text(encoding="utf-8"))
    source = (tree / "src" / MODULE).read_text(encoding="utf-8")
    theirs_source = (theirs / MODULE).read_text(encoding="utf-8")
    classes = {
        line.split("(")[0].removeprefix("class ")
        for text in (source, theirs_source)
        for line in text.splitlines()
        if line.startswith("class ")
    }
    both = {n for n in classes if f"class {n}(" in source and f"class {n}(" in theirs_source}
    found = cases(document, both)
    cases_path = tmp_path / "cases.json"
    cases_path.write_text(json.dumps(found), encoding="utf-8")
    judged = subprocess.run(
        [sys.executable, "-c", JUDGE, str(theirs), str(tree / "src" / MODULE), str(cases_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert judged.returncode == 0, judged.stderr
    report = json.loads(judged.stdout)
    assert report["cases"] > 1000
    disagreements = report["disagreements"]
    summary = sorted(
        {
            f"{d['class']}: theirs {str(d['theirs'])[:60]}, ours {str(d['ours'])[:60]}"
            for d in disagreements
        }
    )
    assert disagreements == [], f"{len(disagreements)} instances:\n" + "\n".join(summary[:40])
