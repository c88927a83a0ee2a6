"""The proposal's behaviour over time: helpers and a transcript checker in each version
package, and conformance vectors for other SDKs (the ``check-transcript`` command that runs the
generated checker is :mod:`acp_codegen.check_transcript`).

- :func:`render_behaviour_modules` -- ``suggestions.py`` and ``transcript.py`` for a package.
- :func:`render_vectors` -- the files of ``generated/vectors/<version>/``.
"""

from __future__ import annotations

from acp_codegen.behaviour.modules import STATIC_MODULES, render_behaviour_modules
from acp_codegen.behaviour.vectors import render_vectors

__all__ = [
    "STATIC_MODULES",
    "render_behaviour_modules",
    "render_vectors",
]
