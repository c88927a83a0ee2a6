"""Renderers return what they made (name, text, exports, summary), and the version package's
``__init__`` is assembled from those values: nothing reads generated text back."""

from __future__ import annotations

from acp_codegen.behaviour.facts import proposal_facts
from acp_codegen.behaviour.modules import render_behaviour_modules
from acp_codegen.format import format_python
from acp_codegen.load import in_memory, load_protocol
from acp_codegen.model.build import build_model
from acp_codegen.render import render_python_package
from acp_codegen.render.module import GeneratedModule
from acp_codegen.validators import render_validation_module
from support import declared_all

TINY = {
    "title": "Tiny",
    "$defs": {"Thing": {"type": "object", "properties": {"name": {"type": "string"}}}},
}


def package_init(modules: tuple[GeneratedModule, ...]) -> str:
    model = build_model(in_memory(TINY, "tiny.json"))
    files = render_python_package(model, modules)
    for module in modules:
        assert files[module.file_name] == module.text
    return format_python({"__init__.py": files["__init__.py"]})["__init__.py"]


def test_exports_are_the_modules_own_all() -> None:
    """What a module says it exports is what its text declares, for every module that
    exports anything (the validators and the capability checks)."""
    validation, runtime = render_validation_module(TINY, source_label="tiny.json")
    assert validation.exports == declared_all(validation.text)
    assert runtime.summary is None and runtime.exports == ()
    loaded = load_protocol("v1", "unstable")
    model = build_model(loaded)
    facts = proposal_facts(model, "v1", loaded.label)
    modules = render_behaviour_modules(facts)
    exporting = [m for m in modules if m.exports]
    assert [m.name for m in exporting] == ["capabilities"]
    for module in exporting:
        assert module.exports == declared_all(module.text)
    assert {m.name for m in modules if m.summary is None} == {"_facts", "_flavour", "_log"}


def test_the_package_init_is_assembled_from_the_module_values() -> None:
    """A module value's summary, name and exports reach the ``__init__``; a module without a
    summary is not listed, and a name an earlier module exports is not re-exported twice."""
    listed = GeneratedModule("extra", "X = 1\nY = 2\n", ("X", "Y"), "an extra module.")
    later = GeneratedModule("later", "X = 3\nZ = 4\n", ("X", "Z"), "a later one.")
    private = GeneratedModule("_private", "W = 0\n", (), None)
    init = package_init((listed, later, private))
    assert "- ``extra``: an extra module." in init
    assert "- ``later``: a later one." in init
    assert "_private" not in init
    assert "from .extra import X, Y" in init
    assert "from .later import Z" in init
    names = declared_all(init)
    assert {"extra", "later", "X", "Y", "Z"} <= set(names)
    assert names.count("X") == 1
    assert "extra" not in package_init(())
