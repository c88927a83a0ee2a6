"""The behaviour modules every version package carries, as they ship.

``suggestions.py`` and ``transcript.py`` are copied unchanged into each version package
that has the proposal's additions (after the generated-file header), so ruff and
``mypy --strict`` check them here as they ship. What differs between versions they
import from the package's generated ``_facts.py`` (see
:mod:`acp_codegen.behaviour.modules`); ``_facts.pyi`` is its interface, which
``make lint`` generates from the same declarations
(:mod:`acp_codegen.behaviour.interface`) before it type-checks them (``mypy --strict``
over a generated package checks the real pair). This package is not imported at run
time: its modules are read as text.
"""
