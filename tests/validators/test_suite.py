"""The official JSON Schema Test Suite (draft 2020-12) against our compiled validators.

Every test of every file of the suite's draft 2020-12 folder passes: remote references and
custom metaschemas are served from the suite's ``remotes/`` folder through
:func:`~acp_codegen.validators.remotes.directory_documents` (nothing is fetched), the
2020-12 metaschemas from ``jsonschema-specifications``.
"""

from __future__ import annotations

import pytest
from acp_codegen.validators import compile_schema
from acp_codegen.validators.remotes import directory_documents
from support import (
    JSON_SCHEMA_TEST_SUITE,
    SUITE_REMOTE_BASE,
    SUITE_REMOTES,
    SUITE_TESTS,
    require_shared,
    suite_files,
    suite_groups,
)


@pytest.mark.parametrize("name", suite_files())
def test_suite_file(name: str) -> None:
    retrieve = directory_documents([(SUITE_REMOTE_BASE, require_shared(SUITE_REMOTES))])
    failures = []
    for group in suite_groups(name):
        label = f"{name}.json: {group['description']}"
        compiled = compile_schema(group["schema"], source_label=label, retrieve=retrieve)
        for case in group["tests"]:
            verdict = compiled.is_valid(case["data"])
            errors = compiled.validate(case["data"])
            if verdict != case["valid"] or (errors == []) != case["valid"]:
                failures.append(
                    f"{group['description']} / {case['description']}: got {verdict}, {errors}"
                )
    assert not failures, "\n".join(failures)


def test_suite_is_all_there() -> None:
    """Every test of the suite runs: a file lost or a test dropped shows here."""
    require_shared(JSON_SCHEMA_TEST_SUITE)
    total = sum(len(group["tests"]) for name in suite_files() for group in suite_groups(name))
    print(f"JSON Schema Test Suite: {total} tests in {len(suite_files())} files, all pass")
    assert total == SUITE_TESTS
