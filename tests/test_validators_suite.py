"""The official JSON Schema Test Suite (draft 2020-12) against our compiled validators.

Every test of the keyword files listed in issue 3 runs; none is excluded. Remote
references (the suite's ``remotes/`` folder) are not needed by these files; the one
reference to the 2020-12 metaschema is served from ``jsonschema-specifications``.
"""

from __future__ import annotations

import pytest
from acp_codegen.validators import compile_schema
from conftest import SUITE_FILES, SUITE_TESTS, suite_groups


@pytest.mark.parametrize("name", SUITE_FILES)
def test_suite_file(name: str) -> None:
    failures = []
    for group in suite_groups(name):
        compiled = compile_schema(
            group["schema"], source_label=f"{name}.json: {group['description']}"
        )
        for case in group["tests"]:
            verdict = compiled.is_valid(case["data"])
            errors = compiled.validate(case["data"])
            if verdict != case["valid"] or (errors == []) != case["valid"]:
                failures.append(
                    f"{group['description']} / {case['description']}: got {verdict}, {errors}"
                )
    assert not failures, "\n".join(failures)


def test_suite_covers_every_listed_test() -> None:
    total = sum(len(group["tests"]) for name in SUITE_FILES for group in suite_groups(name))
    print(f"JSON Schema Test Suite: {total} tests in {len(SUITE_FILES)} files, 0 excluded")
    assert total == SUITE_TESTS
