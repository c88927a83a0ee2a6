"""The one Jinja environment, over ``templates/``: strict, no autoescape (each target escapes
its own way: Python text through the ``pyrepr`` and ``docstring`` filters, MDX through
:mod:`acp_codegen.docs.mdx` before it reaches a template).

Compiling the templates is a fixed cost of every run, so their compiled code is cached (see
:mod:`acp_codegen.cache`, folder ``jinja/``) through Jinja's bytecode cache interface. Jinja
itself rejects an entry whose template source changed (the bucket carries a checksum of the
source) or that another Python major.minor or bytecode format wrote (its magic header); it
does not tell Jinja releases apart, nor environments with other settings. So an entry's key
also names those: Jinja's version, the whole Python version, the environment's settings and
filters, the template and the checksum of its source.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path
from typing import Any

import jinja2

from acp_codegen.cache import cache_directory, key_of, read_entry, write_entry
from acp_codegen.render.literal import docstring, dunder_all, py_literal, py_set, py_tuple

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
CACHE_FOLDER = "jinja"


class CompiledTemplates(jinja2.BytecodeCache):
    """Jinja's bytecode cache over our store: one entry per template source and compiler."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def _key(self, bucket: jinja2.bccache.Bucket) -> str:
        return key_of(
            compiler_identity(bucket.environment), bucket.key.encode(), bucket.checksum.encode()
        )

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        body = read_entry(self.directory, self._key(bucket))
        if body is not None:
            bucket.bytecode_from_string(body)  # checks the magic header and the checksum again

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        write_entry(self.directory, self._key(bucket), bucket.bytecode_to_string())


def compiler_identity(env: jinja2.Environment) -> bytes:
    """What besides a template's source decides its compiled code: the Python and Jinja that
    compile it, the syntax and whitespace settings, and the filters and tests (the compiler
    checks their names and how each is called)."""
    settings = (
        sys.version,
        sys.implementation.cache_tag,
        jinja2.__version__,
        env.block_start_string,
        env.block_end_string,
        env.variable_start_string,
        env.variable_end_string,
        env.comment_start_string,
        env.comment_end_string,
        env.line_statement_prefix,
        env.line_comment_prefix,
        env.trim_blocks,
        env.lstrip_blocks,
        env.newline_sequence,
        env.keep_trailing_newline,
        env.optimized,
        env.autoescape,
        env.finalize is None,
        env.undefined.__qualname__,
        sorted(env.extensions),
        sorted((name, str(getattr(f, "jinja_pass_arg", None))) for name, f in env.filters.items()),
        sorted((name, str(getattr(f, "jinja_pass_arg", None))) for name, f in env.tests.items()),
    )
    return repr(settings).encode()


def build_environment(cache: Path | None) -> jinja2.Environment:
    """The environment over ``templates/``, with compiled templates cached in ``cache``."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
        bytecode_cache=None if cache is None else CompiledTemplates(cache),
    )
    env.filters["pyrepr"] = py_literal
    env.filters["docstring"] = docstring
    env.filters["dunder_all"] = dunder_all
    env.filters["pytuple"] = py_tuple
    env.filters["pyset"] = py_set
    return env


@cache
def environment() -> jinja2.Environment:
    return build_environment(cache_directory(CACHE_FOLDER))


def template(name: str) -> jinja2.Template:
    """The template at ``name``, relative to ``templates/``."""
    return environment().get_template(name)


def render_template(name: str, **context: Any) -> str:
    return template(name).render(**context)
