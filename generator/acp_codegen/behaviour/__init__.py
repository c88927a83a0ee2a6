"""The proposal's behaviour over time: helpers and a transcript checker in each version
package, and conformance vectors for other SDKs (the ``check-transcript`` command that runs the
generated checker is :mod:`acp_codegen.check_transcript`).

- :func:`.modules.render_behaviour_modules` -- ``suggestions.py`` and ``transcript.py`` for a
  package.
- :func:`.vectors.render_vectors` -- the files of ``generated/vectors/<version>/``.

The package imports neither: a generation imports the vectors only for the reference tree.
"""
