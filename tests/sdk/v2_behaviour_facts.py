"""What a v2 schema module does with instances, as facts: the SDK's experimental v2 module's
verdicts, recorded once where its code is at hand, are what CI judges our module by.

``python tests/sdk/v2_behaviour_facts.py record SRC COMMIT`` imports
``acp.experimental.v2.schema`` with ``SRC`` (the ``src`` folder of a checkout of
agentclientprotocol/python-sdk at ``COMMIT``) first on the path and prints, as JSON, every
case of :func:`cases` with the module's verdict on it (:func:`verdict`): refused, and by
which exception, or accepted, with the JSON the model dumps (``model_dump_json(by_alias=
True)``). ``tests/data/python-sdk/experimental-v2-behaviour.json`` is that output, naming this
script and the commit it read; the SDK's code is not in this repository.

``python tests/sdk/v2_behaviour_facts.py judge SRC MODULE CASES`` prints the verdicts of the
module ``MODULE`` (a dotted name, importable with ``SRC`` first on the path) on the cases of
the JSON file ``CASES`` (a list of ``[class, instance]``): how a test judges our module.

The cases: every message vector of ``generated/vectors/v2/messages.json`` (its ``params``,
as ``UpdateSessionNotification``), and, for every definition of the SDK's schema release the
module holds as a model class or a type alias under the definition's name, instances from
``tests/fuzz.py``'s generator (the same fuzzing as the parsers' differential fuzz): valid
ones, then each mutated
once per :data:`MUTATIONS` (a dropped or unknown key, a wrong type, a null, an unknown or
another variant's tag, another variant's body, boundary values, deep nesting, ...), seeded
by the definition's name, so the same schema gives the same cases.
"""

from __future__ import annotations

import importlib
import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
RELEASE = "schema-v2.0.0-alpha.3"
SCHEMA = Path("releases") / RELEASE / "v2" / "schema.unstable.json"
VECTORS = REPO / "generated" / "vectors" / "v2" / "messages.json"
MODULE = "acp.experimental.v2.schema"
SOURCE = "agentclientprotocol/python-sdk"
# Per definition: how many valid instances, and how many mutations of each.
VALID = 3
MUTATIONS = 4


def upstream() -> Path:
    """Upstream's ACP repository, beside this checkout (``../shared``)."""
    return REPO.parent / "shared" / "upstream" / "acp"


def cases(classes: set[str], schema: Path | None = None) -> list[tuple[str, Any]]:
    """The cases (class, instance) for a module holding ``classes``."""
    sys.path.insert(0, str(REPO / "tests"))
    try:
        from fuzz import Generator
    finally:
        sys.path.remove(str(REPO / "tests"))
    from acp_codegen.load import flavour_of_base, load_protocol
    from acp_codegen.model.build import build_model

    base = schema or upstream() / SCHEMA
    model = build_model(load_protocol("v2", flavour_of_base(base), base=base, additions=False))
    found: list[tuple[str, Any]] = []
    for case in json.loads(VECTORS.read_text(encoding="utf-8"))["cases"]:
        found.append(("UpdateSessionNotification", case["params"]))
    for name in model.definitions:
        if name not in classes:
            continue
        generator = Generator(model, random.Random(f"v2-behaviour-{name}"))
        for _ in range(VALID):
            instance = generator.definition(name)
            found.append((name, instance))
            found.extend((name, generator.mutate(name, instance)) for _ in range(MUTATIONS))
    return found


def types_of(module: Any) -> set[str]:
    """The names of ``module``'s types: the pydantic model classes defined in it and its
    type aliases (a union of variants, a ``Literal``)."""
    import typing

    import pydantic

    found = set()
    for name, value in vars(module).items():
        if name.startswith("_"):
            continue
        if isinstance(value, type):
            if issubclass(value, pydantic.BaseModel) and value.__module__ == module.__name__:
                found.add(name)
        elif typing.get_origin(value) is not None:
            found.add(name)
    return found


def verdict(module: Any, name: str, instance: Any) -> dict[str, Any]:
    """What ``module``'s type ``name`` does with ``instance``: ``{"dumps": JSON}`` (accepted,
    and what it dumps), ``{"refused": "ValidationError"}``, or ``{"refused": "TypeError"}``
    for another exception (the SDK's base class raises one on a tag that is no hashable
    value, from its table of reserved tags)."""
    import pydantic

    adapter: pydantic.TypeAdapter[Any] = pydantic.TypeAdapter(getattr(module, name))
    try:
        model = adapter.validate_python(instance)
    except pydantic.ValidationError:
        return {"refused": "ValidationError"}
    except Exception as error:
        return {"refused": type(error).__name__}
    return {"dumps": json.loads(adapter.dump_json(model, by_alias=True))}


def imported(root: Path, module: str) -> Any:
    sys.path.insert(0, str(root))
    try:
        return importlib.import_module(module)
    finally:
        sys.path.remove(str(root))


def main(argv: list[str]) -> int:
    command, *rest = argv
    if command == "record":
        root, commit = rest
        module = imported(Path(root), MODULE)
        found = cases(types_of(module))
        head = {
            "script": "tests/sdk/v2_behaviour_facts.py",
            "source": SOURCE,
            "commit": commit,
            "module": MODULE,
            "schema": f"{RELEASE} v2/schema.unstable.json",
        }
        # One case a line: [class, instance, verdict].
        lines = [
            json.dumps([name, instance, verdict(module, name, instance)], ensure_ascii=False)
            for name, instance in found
        ]
        print(json.dumps(head, indent=1)[:-2] + ',\n "cases": [\n' + ",\n".join(lines) + "\n ]\n}")
        return 0
    if command == "judge":
        root, name, cases_path = rest
        module = imported(Path(root), name)
        given = json.loads(Path(cases_path).read_text(encoding="utf-8"))
        json.dump([verdict(module, n, instance) for n, instance in given], sys.stdout)
        return 0
    raise SystemExit(f"unknown command {command!r}; expected record or judge")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
