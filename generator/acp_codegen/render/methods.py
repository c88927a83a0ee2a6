"""The ``methods`` module of a version package: the JSON-RPC method tables per side, from the
model's methods (``x-method``/``x-side``), and typed parsers for params and results."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from acp_codegen import naming
from acp_codegen.model.types import Method, Model
from acp_codegen.render.environment import render_template
from acp_codegen.render.literal import docstring, dunder_all, py_literal
from acp_codegen.render.module import GeneratedModule


@dataclass(frozen=True)
class MethodView:
    name: str
    side: str
    kind: str
    params: str
    result: str
    unstable: str
    params_class: str = ""
    result_class: str | None = None


@dataclass(frozen=True)
class SideView:
    name: str
    constant: str
    doc: str
    methods: tuple[MethodView, ...]  # by name: a request where a notification shares its name
    notifications: tuple[MethodView, ...]  # every notification


@dataclass(frozen=True)
class MethodsModuleView:
    header: str
    doc: str
    sides: tuple[SideView, ...]
    exports: str  # the module's ``__all__`` literal
    classes: tuple[str, ...] = ()  # the params and result classes, for the typed overloads
    # (side literal, method literal, Python type): one overload per side and method name
    params_overloads: tuple[tuple[str, str, str], ...] = ()
    result_overloads: tuple[tuple[str, str, str], ...] = ()


def methods_view(model: Model, header: str) -> MethodsModuleView:
    """The method tables of ``x-method``/``x-side``, one per side, in the model's order."""
    by_side: dict[str, list[MethodView]] = {}
    for method in model.methods:
        by_side.setdefault(method.side, []).append(
            MethodView(
                name=py_literal(method.name),
                side=py_literal(method.side),
                kind=py_literal(method.kind),
                params=py_literal(method.params),
                result=py_literal(method.result),
                unstable=py_literal(method.unstable),
                params_class=model.class_name(method.params),
                result_class=model.class_name(method.result) if method.result else None,
            )
        )
    sides = tuple(
        SideView(
            name=py_literal(side),
            constant=naming.constant_name(side, "methods"),
            doc=docstring(
                f"The methods whose ``x-side`` is {py_literal(side)}, by method name (a "
                "request, where a notification has its name too: see ``NOTIFICATIONS``)."
            ),
            methods=tuple(by_name(methods)),
            notifications=tuple(m for m in methods if m.kind == py_literal("notification")),
        )
        for side, methods in sorted(by_side.items())
    )
    title = model.title or "Agent Client Protocol"
    doc = docstring(
        "The JSON-RPC method tables, from ``x-method`` and ``x-side``.\n\n"
        f"{title}. Each method names its params and result definitions; ``parse_params`` and "
        "``parse_result`` parse a message's payload as the right class, by method name."
    )
    every = [m for methods in by_side.values() for m in methods]
    classes = sorted(
        {m.params_class for m in every} | {m.result_class for m in every if m.result_class}
    )
    names = ["METHODS", "NOTIFICATIONS", "Method", "parse_params", "parse_result"]
    names += [s.constant for s in sides]
    return MethodsModuleView(
        header,
        doc,
        sides,
        dunder_all(names),
        tuple(classes),
        _overloads(model, lambda m: m.params),
        _overloads(model, lambda m: m.result),
    )


def by_name(methods: list[MethodView]) -> list[MethodView]:
    """``methods`` with one per name, in order: the request where a notification shares its
    name (JSON-RPC tells the two apart by ``id``, a table by name cannot)."""
    kept: dict[str, MethodView] = {}
    for method in methods:
        if method.name not in kept or method.kind == py_literal("request"):
            kept[method.name] = method
    return list(kept.values())


def _overloads(
    model: Model, type_of: Callable[[Method], str | None]
) -> tuple[tuple[str, str, str], ...]:
    """One overload per (side, method name): a name that is both a request and a notification
    of one side returns either type."""
    types: dict[tuple[str, str], list[str]] = {}
    for method in model.methods:
        name = type_of(method)
        if name is not None:
            found = types.setdefault((method.side, method.name), [])
            if model.class_name(name) not in found:
                found.append(model.class_name(name))
    return tuple(
        (py_literal(side), py_literal(method), " | ".join(classes))
        for (side, method), classes in types.items()
    )


METHODS_SUMMARY = "the JSON-RPC method tables per side, and parsers for params and results."


def render_methods_module(model: Model, header: str) -> GeneratedModule:
    """The ``methods`` module (unformatted) of a version package."""
    view = methods_view(model, header)
    text = render_template("python/methods.py.jinja", view=view)
    return GeneratedModule("methods", text, (), METHODS_SUMMARY)
