"""MDX docs: definition sections in upstream's schema-page format, and protocol-page fragments.

Stages: :mod:`.model` (schema -> sections), :mod:`.mdx` (every escaped string),
templates under ``generator/acp_codegen/templates/docs/`` (raw MDX), :mod:`.prettier` (the formatter
upstream uses), :mod:`.sections` (cut the formatted page) and :mod:`.fragments`.
"""

from acp_codegen.docs.fragments import render_fragments
from acp_codegen.docs.sections import DefinitionSections, render_definition_sections

__all__ = ["DefinitionSections", "render_definition_sections", "render_fragments"]
