"""The one Jinja environment, over ``templates/``: strict, no autoescape (each target escapes
its own way: Python text through the ``pyrepr`` and ``docstring`` filters, MDX through
:mod:`acp_codegen.docs.mdx` before it reaches a template)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import jinja2

from acp_codegen.render.literal import docstring, py_literal

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


@cache
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters["pyrepr"] = py_literal
    env.filters["docstring"] = docstring
    return env


def template(name: str) -> jinja2.Template:
    """The template at ``name``, relative to ``templates/``."""
    return environment().get_template(name)


def render_template(name: str, **context: Any) -> str:
    return template(name).render(**context)
