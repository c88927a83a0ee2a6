"""The one Jinja environment, over ``templates/``: strict, no autoescape (each target escapes
its own way: Python text through the ``pyrepr`` and ``docstring`` filters, MDX through
:mod:`acp_codegen.docs.mdx` before it reaches a template).

The templates are compiled once per process. A cache of their compiled code across runs saved
2 to 7% of a regeneration after a one-definition change (docs/performance.md, "Regeneration
and its caches"), under the tenth a cache must save, so there is none.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import jinja2

from acp_codegen.render.literal import docstring, dunder_all, py_literal, py_set, py_tuple

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


@cache
def environment() -> jinja2.Environment:
    """The environment over ``templates/``."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
        # A template is read once per process: an include in a loop looks it up again,
        # which needs no look at the file's modification time.
        auto_reload=False,
    )
    env.filters["pyrepr"] = py_literal
    env.filters["docstring"] = docstring
    env.filters["dunder_all"] = dunder_all
    env.filters["pytuple"] = py_tuple
    env.filters["pyset"] = py_set
    return env


def template(name: str) -> jinja2.Template:
    """The template at ``name``, relative to ``templates/``."""
    return environment().get_template(name)


def render_template(name: str, **context: Any) -> str:
    return template(name).render(**context)
