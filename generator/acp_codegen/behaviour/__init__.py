"""The proposal's behaviour over time: helpers and a transcript checker in each version
package, conformance vectors for other SDKs, and the ``check-transcript`` command.

- :func:`render_behaviour_modules` -- ``suggestions.py`` and ``transcript.py`` for a package.
- :func:`render_vectors` -- the files of ``generated/vectors/<version>/``.
- :func:`check_transcript` -- ``acp-codegen check-transcript``: runs the checker of the
  generated package.
"""

from __future__ import annotations

from acp_codegen.behaviour.modules import MODULE_SUMMARIES, render_behaviour_modules
from acp_codegen.behaviour.transcripts import check_transcript, load_checker
from acp_codegen.behaviour.vectors import render_vectors

__all__ = [
    "MODULE_SUMMARIES",
    "check_transcript",
    "load_checker",
    "render_behaviour_modules",
    "render_vectors",
]
