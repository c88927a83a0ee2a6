"""The mutants cosmic-ray does not make: a statement, a branch, an operand, an argument's place,
a message's word or a counter's start, each changed alone inside a function's body.

Each operator reads the module's syntax tree (stdlib :mod:`ast`) and edits the module's text at
the node's place, so a mutant's diff shows that change alone; a mutant that does not parse, or
reads as another already made, is left out.

- ``stmt/ReplaceWithPass``: a statement (simple, or a whole ``for``/``while``/``with``/``try``/
  ``if``) becomes ``pass``.
- ``stmt/RemoveIfBody``: an ``if``'s body becomes ``pass`` (its ``else`` kept).
- ``stmt/RemoveElse``: an ``if``'s ``else`` (or ``elif`` chain) is dropped.
- ``stmt/DropOperand_N``: operand N of an ``and``/``or`` is dropped.
- ``stmt/SwapArguments_N``: a call's positional arguments N and N+1 change places.
- ``stmt/ChangeMessageWord``: a string literal or f-string that reads as prose (two words
  or more) gets its first word replaced.
- ``stmt/CounterStart``: a counter that starts at its default starts at 1 (``enumerate(x)``,
  ``range(n)``, ``itertools.count()``); an explicit integer is cosmic-ray's ``NumberReplacer``.

Left alone: the module's and classes' own statements (definitions, run at import: a change
there fails at once), docstrings, nested definitions, ``pass`` and ``...``, and the lines
marked ``pragma: no cover`` (declared unreachable) or calling ``assert_never``.
"""

from __future__ import annotations

import ast
import difflib
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

# Two words or more in a row: a message, not an identifier or a keyword.
PROSE = re.compile(r"[A-Za-z]{2,}(?: [A-Za-z]+)+")
REPLACEMENT_WORD = "mutant"
COUNTERS = {"enumerate": 1, "range": 1, "count": 0}  # name -> positional arguments it takes alone
DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
COMPOUND = (ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try, ast.If)


@dataclass(frozen=True)
class Mutation:
    operator: str
    line: int  # where the mutated node starts
    text: str  # the whole module, mutated
    runs: tuple[int, int] = (0, 0)  # the lines a test must run to meet the mutant (first, last)

    def diff(self, original: str, path: str) -> str:
        return "".join(
            difflib.unified_diff(
                original.splitlines(keepends=True),
                self.text.splitlines(keepends=True),
                f"a/{path}",
                f"b/{path}",
                n=2,
            )
        )


class _Text:
    """The module's text, addressed as the syntax tree addresses it (line, UTF-8 column)."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.lines = source.splitlines(keepends=True)
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))

    def offset(self, line: int, column: int) -> int:
        prefix = self.lines[line - 1].encode("utf-8")[:column].decode("utf-8")
        return self.starts[line - 1] + len(prefix)

    def span(self, node: ast.AST) -> tuple[int, int]:
        start = self.offset(node.lineno, node.col_offset)  # type: ignore[attr-defined]
        end = self.offset(node.end_lineno, node.end_col_offset)  # type: ignore[attr-defined]
        return start, end

    def segment(self, node: ast.AST) -> str:
        start, end = self.span(node)
        return self.source[start:end]

    def replace(self, edits: list[tuple[int, int, str]]) -> str:
        text = self.source
        for start, end, new in sorted(edits, reverse=True):
            text = text[:start] + new + text[end:]
        return text


def _skipped(text: _Text, node: ast.stmt) -> bool:
    first = text.lines[node.lineno - 1]
    if "pragma: no cover" in first:
        return True
    if isinstance(node, ast.Pass) or _is_docstring_like(node):
        return True
    call = node.value if isinstance(node, ast.Expr) else None
    return isinstance(call, ast.Call) and _callee(call) == "assert_never"


def _falls_off(body: list[ast.stmt], node: ast.stmt) -> bool:
    """A function's last statement that returns None: dropping it returns None all the same."""
    if node is not body[-1] or not isinstance(node, ast.Return):
        return False
    return node.value is None or (isinstance(node.value, ast.Constant) and node.value.value is None)


def _is_docstring_like(node: ast.stmt) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)


def _callee(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def _function_bodies(tree: ast.Module) -> Iterator[ast.FunctionDef | ast.AsyncFunctionDef]:
    """Every function and method of the module, nested ones included."""
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


def _statements(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """The statements of a function body and of the blocks inside it, not of nested
    definitions."""
    for node in body:
        if isinstance(node, DEFINITIONS):
            continue
        yield node
        for name in ("body", "orelse", "finalbody"):
            yield from _statements(getattr(node, name, []))
        for handler in getattr(node, "handlers", []):
            yield from _statements(handler.body)
        for case in getattr(node, "cases", []):
            yield from _statements(case.body)


def _expressions(node: ast.stmt) -> Iterator[ast.AST]:
    """The expressions of one statement, not those of the statements inside it."""
    stack: list[ast.AST] = []
    for name, value in ast.iter_fields(node):
        if name in ("body", "orelse", "finalbody", "handlers", "cases"):
            continue
        if isinstance(value, list):
            stack.extend(item for item in value if isinstance(item, ast.AST))
        elif isinstance(value, ast.AST):
            stack.append(value)
    while stack:
        expression = stack.pop()
        if isinstance(expression, ast.Lambda | ast.stmt) or not isinstance(expression, ast.expr):
            continue
        yield expression
        stack.extend(ast.iter_child_nodes(expression))


def _annotations(node: ast.stmt) -> set[int]:
    """The ids of the expressions that are annotations (never run)."""
    if isinstance(node, ast.AnnAssign):
        return {id(inner) for inner in ast.walk(node.annotation)}
    return set()


def mutations(source: str) -> Iterator[Mutation]:
    """Every mutant of ``source``, in the order of the module's text, each made once."""
    text = _Text(source)
    tree = ast.parse(source)
    made = {source}
    found = []
    for function in _function_bodies(tree):
        body = function.body
        if body and _is_docstring_like(body[0]):
            body = body[1:]
        for statement in _statements(body):
            if _skipped(text, statement) or _falls_off(body, statement):
                continue
            found.extend(_statement_mutations(text, statement))
            skip = _annotations(statement)
            for expression in _expressions(statement):
                if id(expression) not in skip:
                    runs = (statement.lineno, expression.end_lineno or statement.lineno)
                    found.extend(
                        replace(mutation, runs=runs)
                        for mutation in _expression_mutations(text, expression)
                    )
    for mutation in sorted(found, key=lambda m: m.line):
        if mutation.text in made:
            continue
        made.add(mutation.text)
        try:
            ast.parse(mutation.text)
        except SyntaxError:
            continue
        yield mutation


def _statement_mutations(text: _Text, node: ast.stmt) -> Iterator[Mutation]:
    start, end = text.span(node)
    whole = (node.lineno, node.end_lineno or node.lineno)
    yield Mutation("stmt/ReplaceWithPass", node.lineno, text.replace([(start, end, "pass")]), whole)
    if isinstance(node, ast.If):
        body_start = text.span(node.body[0])[0]
        body_end = text.span(node.body[-1])[1]
        body = (node.body[0].lineno, node.body[-1].end_lineno or node.lineno)
        yield Mutation(
            "stmt/RemoveIfBody", node.lineno, text.replace([(body_start, body_end, "pass")]), body
        )
        if node.orelse:
            else_end = text.span(node.orelse[-1])[1]
            orelse = (node.orelse[0].lineno, node.orelse[-1].end_lineno or node.lineno)
            yield Mutation(
                "stmt/RemoveElse",
                _else_line(text, node),
                text.replace([(body_end, else_end, "")]),
                orelse,
            )


def _else_line(text: _Text, node: ast.If) -> int:
    """The line of an ``if``'s ``else:`` or ``elif``."""
    after = node.body[-1].end_lineno or node.lineno
    for line in range(after + 1, node.orelse[0].lineno + 1):
        if text.lines[line - 1].lstrip().startswith(("else", "elif")):
            return line
    return node.orelse[0].lineno


def _expression_mutations(text: _Text, node: ast.AST) -> Iterator[Mutation]:
    line = node.lineno  # type: ignore[attr-defined]
    if isinstance(node, ast.BoolOp):
        joiner = " and " if isinstance(node.op, ast.And) else " or "
        start, end = text.span(node)
        for index in range(len(node.values)):
            kept = [text.segment(value) for i, value in enumerate(node.values) if i != index]
            new = joiner.join(kept) if len(kept) > 1 else kept[0]
            yield Mutation(
                f"stmt/DropOperand_{index}", line, text.replace([(start, end, f"({new})")])
            )
    elif isinstance(node, ast.Call):
        yield from _call_mutations(text, node)
    elif isinstance(node, ast.JoinedStr | ast.Constant):
        yield from _message_mutations(text, node)


def _call_mutations(text: _Text, node: ast.Call) -> Iterator[Mutation]:
    line = node.lineno
    positional = node.args
    for index in range(len(positional) - 1):
        first, second = positional[index], positional[index + 1]
        if isinstance(first, ast.Starred) or isinstance(second, ast.Starred):
            continue
        a, b = text.segment(first), text.segment(second)
        if a == b:
            continue
        edits = [(*text.span(first), b), (*text.span(second), a)]
        yield Mutation(f"stmt/SwapArguments_{index}", line, text.replace(edits))
    alone = COUNTERS.get(_callee(node) or "")
    if alone is not None and len(positional) == alone and not node.keywords:
        if alone == 0:
            start, end = text.span(node)
            new = text.segment(node).removesuffix(")").rstrip().removesuffix("(") + "(1)"
            yield Mutation("stmt/CounterStart", line, text.replace([(start, end, new)]))
        elif _callee(node) == "range":
            start = text.span(positional[0])[0]
            yield Mutation("stmt/CounterStart", line, text.replace([(start, start, "1, ")]))
        else:
            end = text.span(positional[0])[1]
            yield Mutation("stmt/CounterStart", line, text.replace([(end, end, ", 1")]))


def _message_mutations(text: _Text, node: ast.JoinedStr | ast.Constant) -> Iterator[Mutation]:
    """One word of a message changed, where the literal's text spells the word as it reads
    (a literal with escapes or a prefix that changes it is left alone)."""
    parts = node.values if isinstance(node, ast.JoinedStr) else [node]
    for part in parts:
        if not (isinstance(part, ast.Constant) and isinstance(part.value, str)):
            continue
        found = PROSE.search(part.value)
        if found is None:
            continue
        word = found.group().split(" ")[0]
        if word == REPLACEMENT_WORD:
            continue
        start, end = text.span(node)
        written = text.source[start:end]
        at = written.find(found.group())
        if at < 0:
            return
        new = written[:at] + REPLACEMENT_WORD + written[at + len(word) :]
        yield Mutation("stmt/ChangeMessageWord", node.lineno, text.replace([(start, end, new)]))
        return
