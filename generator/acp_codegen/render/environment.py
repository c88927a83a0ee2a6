"""The one Jinja environment: strict, no autoescape (each target escapes its own way)."""

from __future__ import annotations

from functools import cache
from typing import Any

import jinja2

from acp_codegen.render.literal import docstring, py_literal


@cache
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("acp_codegen", "templates"),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters["pyrepr"] = py_literal
    env.filters["docstring"] = docstring
    return env


def render_template(name: str, **context: Any) -> str:
    return environment().get_template(name).render(**context)
