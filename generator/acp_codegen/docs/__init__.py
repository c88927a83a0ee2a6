"""MDX docs: definition sections in upstream's schema-page format, and protocol-page fragments.

Stages: :mod:`.view` (the model -> sections), :mod:`.mdx` (every escaped string),
templates under ``generator/acp_codegen/templates/docs/`` (raw MDX), :mod:`.prettier` (the formatter
upstream uses), :mod:`.sections` (cut the formatted page) and :mod:`.fragments`. The package
imports none of them, so the command line reaches :mod:`.prettier` without the rest.
"""
