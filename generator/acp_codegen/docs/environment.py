"""The strict Jinja environment for the docs templates (``generator/acp_codegen/templates/docs/``).

Autoescaping is off: every string a template places was escaped for MDX by
:mod:`acp_codegen.docs.mdx` beforehand.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import jinja2

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


@cache
def environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )


def template(name: str) -> jinja2.Template:
    return environment().get_template(name)
