"""Much text is shared out between node processes: the bytes are those of one process, in the
order the documents were given, each document with its own options."""

from __future__ import annotations

import subprocess

import pytest
from acp_codegen.docs import prettier

DOCUMENTS = {
    "b": "# B\n\n*one*   two\n",
    "a": "Some  text that is long enough to wrap when prose is wrapped at eighty columns, "
    "which it is for this document only.\n",
    "c.json": '{"x":[1,2,\n3]}',
    "d": "- item\n* other\n",
}


def test_many_processes_give_the_bytes_of_one(monkeypatch: pytest.MonkeyPatch) -> None:
    alone = prettier.format_documents(DOCUMENTS, wrap_prose=["a"])
    started: list[list[str]] = []
    run = subprocess.run

    def counting(command: list[str], **kwargs: object) -> object:
        started.append(command)
        return run(command, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(prettier, "SPLIT_AT", 1)
    monkeypatch.setattr(prettier.os, "cpu_count", lambda: 3)
    monkeypatch.setattr(prettier.subprocess, "run", counting)
    shared = prettier.format_documents(DOCUMENTS, wrap_prose=["a"])
    assert len(started) == 3
    assert shared == alone
    assert list(shared) == list(DOCUMENTS)
    assert alone["a"].count("\n") > 1  # wrapped, in whichever process it went to
