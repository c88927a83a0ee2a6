"""The official JSON Schema Test Suite (draft 2020-12) against our compiled validators.

Every file of the suite's draft 2020-12 folder runs. Each group either passes, every test of
it, or is one the compiler refuses on purpose: ``SUITE_REFUSED`` in ``conftest.py`` lists
those with their reason, and a listed group must fail to compile with the error it names.
The one reference to the 2020-12 metaschema is served from ``jsonschema-specifications``.
"""

from __future__ import annotations

import pytest
from acp_codegen.errors import GenerationError
from acp_codegen.validators import compile_schema
from conftest import (
    JSON_SCHEMA_TEST_SUITE,
    SUITE_REFUSED,
    SUITE_REFUSED_TESTS,
    SUITE_TESTS,
    require_shared,
    suite_files,
    suite_groups,
    suite_refusal,
)


@pytest.mark.parametrize("name", suite_files())
def test_suite_file(name: str) -> None:
    failures = []
    for group in suite_groups(name):
        label = f"{name}.json: {group['description']}"
        refusal = suite_refusal(name, group)
        if refusal is not None:
            with pytest.raises(GenerationError) as refused:
                compile_schema(group["schema"], source_label=label)
            assert refusal.says in str(refused.value), f"{label}: refused for another reason"
            continue
        compiled = compile_schema(group["schema"], source_label=label)
        for case in group["tests"]:
            verdict = compiled.is_valid(case["data"])
            errors = compiled.validate(case["data"])
            if verdict != case["valid"] or (errors == []) != case["valid"]:
                failures.append(
                    f"{group['description']} / {case['description']}: got {verdict}, {errors}"
                )
    assert not failures, "\n".join(failures)


def test_suite_counts_every_test_and_every_refusal() -> None:
    """The suite is all there, and the refusal table names only groups that exist: a renamed
    group would otherwise leave its entry behind and the group unlisted."""
    require_shared(JSON_SCHEMA_TEST_SUITE)
    names = suite_files()
    groups = {
        (name, str(group["description"])): group for name in names for group in suite_groups(name)
    }
    listed = {(name, description) for name, description in SUITE_REFUSED}
    known = set(groups) | {(name, None) for name in names}
    assert listed <= known, f"refusals of groups the suite no longer has: {listed - known}"
    total = sum(len(group["tests"]) for group in groups.values())
    refused = sum(
        len(group["tests"])
        for (name, _), group in groups.items()
        if suite_refusal(name, group) is not None
    )
    print(
        f"JSON Schema Test Suite: {total} tests in {len(names)} files, "
        f"{total - refused} pass, {refused} refused on purpose"
    )
    assert (total, refused) == (SUITE_TESTS, SUITE_REFUSED_TESTS)
