"""Compiled templates are cached: a warm run compiles no template and renders the same text;
a changed template, another Jinja or Python, or other environment settings never reuse an
entry; a corrupt entry or an unwritable cache costs time, never output."""

from __future__ import annotations

from pathlib import Path

import jinja2
import pytest
from acp_codegen.render import environment as environment_module
from acp_codegen.render.environment import TEMPLATES, CompiledTemplates, build_environment


class Compiles:
    """Counts the templates an environment compiles (a hit in the cache compiles none)."""

    def __init__(self, env: jinja2.Environment) -> None:
        self.names: list[str | None] = []
        real = env.compile

        def compile(source: str, name: str | None = None, filename: str | None = None) -> object:
            self.names.append(name)
            return real(source, name, filename)

        env.compile = compile  # type: ignore[method-assign, assignment]


def every_template() -> list[str]:
    return sorted(
        p.relative_to(TEMPLATES).as_posix()
        for p in TEMPLATES.rglob("*")
        if p.is_file() and p.suffix in (".jinja", ".j2")
    )


def test_a_warm_environment_compiles_no_template(tmp_path: Path) -> None:
    names = every_template()
    assert len(names) > 5
    cold = build_environment(tmp_path)
    cold_compiles = Compiles(cold)
    cold_code = {name: cold.get_template(name) for name in names}
    assert sorted(n for n in cold_compiles.names if n is not None) == names

    warm = build_environment(tmp_path)
    warm_compiles = Compiles(warm)
    for name in names:
        template = warm.get_template(name)
        # The cached code is the code the cold run compiled, so templates render alike.
        assert template.root_render_func.__code__ == cold_code[name].root_render_func.__code__
    assert warm_compiles.names == []


def env_over(templates: dict[str, str], cache: Path, **settings: object) -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.DictLoader(templates),
        bytecode_cache=CompiledTemplates(cache),
        **settings,  # type: ignore[arg-type]
    )


def render_twice(
    templates: dict[str, str], cache: Path, **settings: object
) -> tuple[str, list[str | None]]:
    env = env_over(templates, cache, **settings)
    compiles = Compiles(env)
    return env.get_template("t").render(x="X"), compiles.names


def test_a_changed_template_is_compiled_again(tmp_path: Path) -> None:
    assert render_twice({"t": "a {{ x }}"}, tmp_path) == ("a X", ["t"])
    assert render_twice({"t": "a {{ x }}"}, tmp_path) == ("a X", [])
    assert render_twice({"t": "b {{ x }}"}, tmp_path) == ("b X", ["t"])


def test_other_settings_never_reuse_an_entry(tmp_path: Path) -> None:
    template = {"t": "{% if x %}\n  {{ x }}\n{% endif %}\n"}
    assert render_twice(template, tmp_path) == ("\n  X\n", ["t"])
    trimmed = render_twice(template, tmp_path, trim_blocks=True, lstrip_blocks=True)
    assert trimmed == ("  X\n", ["t"])


@pytest.mark.parametrize("what", ["jinja", "python"])
def test_another_jinja_or_python_misses(
    what: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    render_twice({"t": "{{ x }}"}, tmp_path)
    if what == "jinja":
        monkeypatch.setattr(jinja2, "__version__", "9.9.9")
    else:
        monkeypatch.setattr(environment_module.sys, "version", "3.99.0 (another build)")
    assert render_twice({"t": "{{ x }}"}, tmp_path) == ("X", ["t"])


def entries(cache: Path) -> list[Path]:
    return [p for p in cache.rglob("*") if p.is_file()]


@pytest.mark.parametrize(
    "damage",
    [lambda data: data[:-5], lambda data: data[:70] + b"\0" + data[71:], lambda data: b""],
    ids=["truncated", "edited", "empty"],
)
def test_a_corrupt_entry_is_compiled_again_and_repaired(tmp_path: Path, damage: object) -> None:
    render_twice({"t": "{{ x }}!"}, tmp_path)
    (entry,) = entries(tmp_path)
    entry.write_bytes(damage(entry.read_bytes()))  # type: ignore[operator]
    assert render_twice({"t": "{{ x }}!"}, tmp_path) == ("X!", ["t"])
    assert render_twice({"t": "{{ x }}!"}, tmp_path) == ("X!", [])


def test_an_unwritable_cache_costs_time_only(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert render_twice({"t": "{{ x }}"}, blocker) == ("X", ["t"])
    assert render_twice({"t": "{{ x }}"}, blocker) == ("X", ["t"])


def test_the_tool_caches_in_its_jinja_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ACP_CODEGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("ACP_CODEGEN_NO_CACHE", raising=False)
    bytecode_cache = build_environment(environment_module.cache_directory("jinja")).bytecode_cache
    assert isinstance(bytecode_cache, CompiledTemplates)
    assert bytecode_cache.directory == tmp_path / "jinja"
    monkeypatch.setenv("ACP_CODEGEN_NO_CACHE", "1")
    assert build_environment(environment_module.cache_directory("jinja")).bytecode_cache is None
