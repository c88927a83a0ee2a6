"""Transcript vectors: short logs of JSON-RPC traffic, each keeping or breaking one rule.

A scenario is written as the calls of a :class:`Log`; each call returns the line it wrote,
so the expected finding names the line that breaks the rule by construction. The same
scenarios serve v1 and v2: the version's facts decide what a prompt turn looks like (v1: the
request, updates, then the response that ends the turn; v2: the request, its empty response,
the user message insertion and ``state_update``s) and which method replays history. A missing
withdrawal is proven where the work the prompt started ends: v1's response, v2's ``idle``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from acp_codegen.behaviour.facts import (
    BLANK_RULE,
    INITIALIZE_METHOD,
    NEW_SESSION_METHOD,
    PROMPT_METHOD,
    SESSION_UPDATE_METHOD,
    ProposalFacts,
)

Json = Any
SESSION = "sess_1"
TAG = "prompt_suggestions_update"


def nest(path: tuple[str, ...], value: Json) -> Json:
    for key in reversed(path):
        value = {key: value}
    return value


@dataclass
class Log:
    """A log being written; both entry forms appear (plain for most lines, object form for
    updates when ``object_form``)."""

    version: str
    facts: ProposalFacts
    blocks: dict[str, Json]
    # Minimal valid `initialize` params and result, from the schema (v2 requires `info`).
    initialize_base: tuple[Json, Json] = ({}, {})
    object_form: bool = False
    lines: list[str] = field(default_factory=list)
    next_id: int = 0
    next_message: int = 0

    def write(self, sender: str, message: Json) -> int:
        message = {"jsonrpc": "2.0", **message}
        if self.object_form:
            self.lines.append(json.dumps({"from": sender, "message": message}))
        else:
            self.lines.append(f"{sender} {json.dumps(message)}")
        return len(self.lines)

    def request(self, method: str, params: Json) -> tuple[int, int]:
        self.next_id += 1
        return self.next_id, self.write(
            "client", {"id": self.next_id, "method": method, "params": params}
        )

    def respond(self, request_id: int, result: Json = None, *, error: bool = False) -> int:
        body = {"error": {"code": -32603, "message": "failed"}} if error else {"result": result}
        return self.write("agent", {"id": request_id, **body})

    def update(self, update: Json) -> int:
        params = {"sessionId": SESSION, "update": update}
        return self.write("agent", {"method": SESSION_UPDATE_METHOD, "params": params})

    # -- protocol steps -------------------------------------------------------------------

    def initialize(self, suggestions: Json = None, agent_prompt: Json = None) -> None:
        """``suggestions``: the Client's promptSuggestions object (None: not advertised)."""
        client = {} if suggestions is None else {"session": {"promptSuggestions": suggestions}}
        version = self.facts.protocol.protocol_version
        request, response = self.initialize_base
        params = {
            **request,
            "protocolVersion": version,
            **nest(self.facts.client_capabilities_path, client),
        }
        request_id, _ = self.request(INITIALIZE_METHOD, params)
        result = nest(self.facts.agent_prompt_capabilities_path, agent_prompt or {})
        self.respond(request_id, {**response, "protocolVersion": version, **result})

    def suggest(self, *prompts: list[Json]) -> int:
        return self.update({"sessionUpdate": TAG, "suggestions": [{"prompt": p} for p in prompts]})

    def text(self, value: str) -> list[Json]:
        return [{**self.blocks["text"], "text": value}]

    def message(self, kind: str, text: str) -> int:
        self.next_message += 1
        return self.update(
            {
                "sessionUpdate": kind,
                "messageId": f"msg_{self.next_message}",
                "content": self.text(text),
            }
            if self.facts.protocol.user_message_updates
            else {"sessionUpdate": f"{kind}_chunk", "content": self.text(text)[0]}
        )

    def state(self, state: str) -> int:
        assert self.facts.protocol.state_update is not None
        extra = {"stopReason": "end_turn"} if state == "idle" else {}
        return self.update(
            {"sessionUpdate": self.facts.protocol.state_update, "state": state, **extra}
        )

    def turn(
        self,
        text: str,
        *,
        withdraw: list[list[Json]] | None = None,
        late: bool = False,
        refused: bool = False,
    ) -> int:
        """One prompt turn. ``withdraw``: the suggestions the Agent sends once it accepted the
        prompt ([] withdraws), right away or, ``late``, at the end of the work. Returns the
        line where a missing withdrawal is proven."""
        request_id, _ = self.request(
            PROMPT_METHOD, {"sessionId": SESSION, "prompt": self.text(text)}
        )
        if refused:
            return self.respond(request_id, error=True)
        if self.facts.protocol.acceptance == "insertion":
            self.respond(request_id, {})
        if withdraw is not None and not late:
            self.suggest(*withdraw)
        if self.facts.protocol.acceptance == "insertion":
            self.message("user_message", text)
            self.state("running")
        self.message("agent_message", "Done.")
        if withdraw is not None and late:
            self.suggest(*withdraw)
        if self.facts.protocol.acceptance == "request":
            return self.respond(request_id, {"stopReason": "end_turn"})
        return self.state("idle")

    def replay(self, *, with_suggestions: bool) -> int:
        """``facts.replay_method`` with history; returns the line of replayed suggestions."""
        params: dict[str, Json] = {
            "sessionId": SESSION,
            "cwd": "/home/user/project",
            "mcpServers": [],
        }
        if self.facts.protocol.user_message_updates:
            params["replayFrom"] = {"type": "start"}
        request_id, _ = self.request(self.facts.protocol.replay_method, params)
        self.message("user_message", "Fix the parser")
        self.message("agent_message", "Fixed.")
        line = self.suggest(self.text("Run the tests")) if with_suggestions else 0
        self.respond(request_id, {})
        return line

    def resume(self, *, with_suggestions: bool = False) -> int:
        """``facts.resume_method`` without a replay; returns the line of suggestions sent
        before its response (0: none)."""
        params = {"sessionId": SESSION, "cwd": "/home/user/project"}
        request_id, _ = self.request(self.facts.protocol.resume_method, params)
        line = self.suggest(self.text("Run the tests")) if with_suggestions else 0
        self.respond(request_id, {})
        return line

    def new_session(self) -> None:
        """``session/new``, answered with the session's id."""
        params = {"cwd": "/home/user/project", "mcpServers": []}
        request_id, _ = self.request(NEW_SESSION_METHOD, params)
        self.respond(request_id, {"sessionId": SESSION})

    def patch(self, message: int, text: str) -> int:
        """A ``user_message`` update of the earlier message ``msg_<message>`` (v2)."""
        update = {"sessionUpdate": "user_message", "messageId": f"msg_{message}"}
        return self.update({**update, "content": self.text(text)})


@dataclass(frozen=True)
class Scenario:
    name: str
    description: str
    log: str
    findings: list[dict[str, Json]]

    @property
    def exit_code(self) -> int:
        return 1 if any(f["severity"] == "error" for f in self.findings) else 0


Findings = list[dict[str, Json]]


def finding(line: int, rule: str, severity: str = "error") -> dict[str, Json]:
    return {"line": line, "rule": rule, "severity": severity}


@dataclass(frozen=True)
class Case:
    """One scenario: its name, its description (``{replay_method}`` and ``{resume_method}``
    name the version's), what it writes into a fresh :class:`Log` (returning the findings
    expected), and the acceptance it is about (None: every version's)."""

    name: str
    description: str
    write: Callable[[Log], Findings]
    acceptance: str | None = None
    object_form: bool = False


CASES: list[Case] = []


def case(
    name: str, description: str, *, acceptance: str | None = None, object_form: bool = False
) -> Callable[[Callable[[Log], Findings]], Callable[[Log], Findings]]:
    """Register the function below as the scenario ``name``, in the order of this file."""

    def register(write: Callable[[Log], Findings]) -> Callable[[Log], Findings]:
        CASES.append(Case(name, description, write, acceptance, object_form))
        return write

    return register


def scenarios(
    version: str,
    facts: ProposalFacts,
    blocks: dict[str, Json],
    initialize_base: tuple[Json, Json] = ({}, {}),
) -> list[Scenario]:
    """The scenarios of ``version``, each written into a log of its own."""
    protocol = facts.protocol
    names = {"replay_method": protocol.replay_method, "resume_method": protocol.resume_method}
    built = []
    for each in CASES:
        if each.acceptance not in (None, protocol.acceptance):
            continue
        log = Log(version, facts, blocks, initialize_base, object_form=each.object_form)
        findings = sorted(each.write(log), key=lambda f: f["line"])
        text = "".join(line + "\n" for line in log.lines)
        built.append(Scenario(each.name, each.description.format_map(names), text, findings))
    return built


def _one_suggestion(log: Log) -> Json:
    return {"sessionUpdate": TAG, "suggestions": [{"prompt": log.text("Run the tests")}]}


# -- every version's scenarios ----------------------------------------------------------------


@case(
    "withdrawn",
    "The Agent withdraws the list when it accepts the next prompt.",
)
def _withdrawn(log: Log) -> Findings:
    log.initialize({})
    log.turn("Fix the parser")
    log.suggest(
        log.text("Run the tests"), [*log.text("Add tests for "), log.blocks["resource_link"]]
    )
    log.turn("Run the tests", withdraw=[])
    log.suggest(log.text("Commit the fix"))
    return []


@case(
    "replaced",
    "Object-form entries; the Agent replaces the list instead.",
    object_form=True,
)
def _replaced(log: Log) -> Findings:
    log.initialize({})
    log.suggest(log.text("Run the tests"))
    log.turn("Run the tests", withdraw=[log.text("Commit the fix")])
    return []


@case(
    "not-withdrawn",
    "The list stays after the Agent accepted a prompt.",
)
def _not_withdrawn(log: Log) -> Findings:
    log.initialize({})
    listed = log.suggest(log.text("Run the tests"))
    proven = log.turn("Something else")
    assert listed < proven
    return [finding(proven, "suggestions-not-withdrawn")]


@case(
    "refused-prompt",
    "A prompt refused with an error does not change the list.",
)
def _refused_prompt(log: Log) -> Findings:
    log.initialize({})
    log.suggest(log.text("Run the tests"))
    log.turn("Something else", refused=True)
    return []


@case(
    "capability-not-advertised",
    "The Client did not advertise promptSuggestions.",
)
def _capability_not_advertised(log: Log) -> Findings:
    log.initialize(None)
    sent = log.suggest(log.text("Run the tests"))
    return [finding(sent, "capability-not-advertised")]


@case(
    "content-type-not-allowed",
    "The Client offers images, but the Agent does not accept them in prompts.",
)
def _content_type_not_allowed(log: Log) -> Findings:
    log.initialize({"image": {}})
    sent = log.suggest([log.blocks["image"]], log.text("Describe the screenshot"))
    return [finding(sent, "content-type-not-allowed")]


@case(
    "blank",
    "A suggestion of whitespace-only text.",
)
def _blank(log: Log) -> Findings:
    log.initialize({})
    sent = log.suggest(log.text(" \t"))
    return [finding(sent, BLANK_RULE)]


@case(
    "suggestions-in-replay",
    "Suggestions replayed by {replay_method}: a warning, not an error.",
)
def _suggestions_in_replay(log: Log) -> Findings:
    log.initialize({})
    replayed = log.replay(with_suggestions=True)
    log.suggest(log.text("Run the tests"))
    return [finding(replayed, "suggestions-in-replay", "warning")]


@case(
    "replay-starts-empty",
    "After {replay_method} the session starts with an empty list: nothing to withdraw.",
)
def _replay_starts_empty(log: Log) -> Findings:
    log.initialize({})
    log.suggest(log.text("Run the tests"))
    log.replay(with_suggestions=False)
    log.turn("Something else")
    return []


@case(
    "empty-prompt",
    "A suggestion with an empty prompt is too short (minItems), which is not the blank rule: "
    "that one is about empty or whitespace-only text.",
)
def _empty_prompt(log: Log) -> Findings:
    log.initialize({})
    sent = log.update({"sessionUpdate": TAG, "suggestions": [{"prompt": []}]})
    return [finding(sent, "minItems")]


@case(
    "withdrawn-late",
    "The proposal sets no deadline for the withdrawal: one at the end of the work the prompt "
    "started is in time.",
)
def _withdrawn_late(log: Log) -> Findings:
    log.initialize({})
    log.suggest(log.text("Run the tests"))
    log.turn("Something else", withdraw=[], late=True)
    return []


@case(
    "session-id-missing",
    "A suggestions update without its sessionId is still checked: the structural error.",
)
def _session_id_missing(log: Log) -> Findings:
    log.initialize({})
    params = {"update": _one_suggestion(log)}
    sent = log.write("agent", {"method": SESSION_UPDATE_METHOD, "params": params})
    return [finding(sent, "required")]


@case(
    "session-id-not-a-string",
    "A suggestions update whose sessionId is not a string is still checked.",
)
def _session_id_not_a_string(log: Log) -> Findings:
    log.initialize({})
    params = {"sessionId": 7, "update": _one_suggestion(log)}
    sent = log.write("agent", {"method": SESSION_UPDATE_METHOD, "params": params})
    return [finding(sent, "type")]


@case(
    "update-with-id",
    "A session/update sent with an id (null here), so filed as a request, is still checked.",
)
def _update_with_id(log: Log) -> Findings:
    log.initialize({})
    blank = {"sessionUpdate": TAG, "suggestions": [{"prompt": log.text(" ")}]}
    params = {"sessionId": SESSION, "update": blank}
    sent = log.write("agent", {"id": None, "method": SESSION_UPDATE_METHOD, "params": params})
    return [finding(sent, BLANK_RULE)]


@case(
    "resume-starts-empty",
    "{resume_method} without a replay starts the session over too: "
    '"A loaded or resumed session starts with an empty list".',
)
def _resume_starts_empty(log: Log) -> Findings:
    log.initialize({})
    log.suggest(log.text("Run the tests"))
    log.resume()
    log.turn("Something else")
    return []


@case(
    "resume-without-replay",
    "Suggestions before the response of a {resume_method} that replays "
    "nothing are no replay's: an ordinary list, which the next prompt makes stale.",
)
def _resume_without_replay(log: Log) -> Findings:
    log.initialize({})
    log.resume(with_suggestions=True)
    proven = log.turn("Something else")
    return [finding(proven, "suggestions-not-withdrawn")]


@case(
    "not-advertised-then-prompt",
    "A list sent to a Client that did not advertise promptSuggestions is one error: it is "
    "no current list, which the Agent could only withdraw by sending another update the "
    "Client did not ask for.",
)
def _not_advertised_then_prompt(log: Log) -> Findings:
    log.initialize(None)
    sent = log.suggest(log.text("Run the tests"))
    log.turn("Something else")
    return [finding(sent, "capability-not-advertised")]


@case(
    "prompt-answered-after-a-restart",
    "A prompt is still open when the session is resumed; its error response after the "
    "restart answers a prompt the session no longer waits for: nothing to judge.",
)
def _prompt_answered_after_a_restart(log: Log) -> Findings:
    log.initialize({})
    request_id, _ = log.request(PROMPT_METHOD, {"sessionId": SESSION, "prompt": log.text("Go")})
    log.resume()
    log.respond(request_id, error=True)
    log.turn("Run the tests")
    return []


# -- v1: acceptance is the arrival of the request; an error response is a refusal only when
# the Agent did not work on the prompt.


@case(
    "worked-on-then-error",
    "The Agent worked on the prompt, then answered it with an error: the prompt was "
    "accepted, so the list had to be replaced or withdrawn.",
    acceptance="request",
)
def _worked_on_then_error(log: Log) -> Findings:
    log.initialize({})
    log.suggest(log.text("Run the tests"))
    request_id, _ = log.request(PROMPT_METHOD, {"sessionId": SESSION, "prompt": log.text("Go")})
    log.message("agent_message", "Looking at the parser.")
    proven = log.respond(request_id, error=True)
    return [finding(proven, "suggestions-not-withdrawn")]


# -- v2: acceptance is the insertion of the user message, which the prompt's response also
# proves ("the Agent MUST respond once it has accepted the prompt"); work that starts without
# a prompt makes the list stop applying too; long sessions, queued prompts, two spellings.


@case(
    "running-before-acceptance",
    "State updates before the response and the user message (a prompt-submit hook) are not "
    "acceptance: the withdrawal after the response is in time.",
    acceptance="insertion",
)
def _running_before_acceptance(log: Log) -> Findings:
    log.initialize({})
    log.turn("Fix the parser")
    log.suggest(log.text("Run the tests"))
    request_id, _ = log.request(PROMPT_METHOD, {"sessionId": SESSION, "prompt": log.text("Go")})
    log.state("running")  # a prompt-submit hook runs before the prompt is accepted
    log.state("requires_action")  # the hook asks for permission: still not accepted
    log.state("running")
    log.respond(request_id, {})  # accepted
    log.suggest()  # withdrawn before the next state update
    log.message("user_message", "Go")
    log.message("agent_message", "Done.")
    log.state("idle")
    return []


@case(
    "response-before-user-message",
    "The response precedes the user message: it proves the prompt was accepted, and the "
    "idle that ends the work proves the list was not replaced or withdrawn.",
    acceptance="insertion",
)
def _response_before_user_message(log: Log) -> Findings:
    log.initialize({})
    log.suggest(log.text("Run the tests"))
    request_id, _ = log.request(PROMPT_METHOD, {"sessionId": SESSION, "prompt": log.text("Go")})
    log.respond(request_id, {})  # the response proves acceptance
    log.state("running")
    log.message("user_message", "Go")
    log.message("agent_message", "Done.")
    proven = log.state("idle")
    return [finding(proven, "suggestions-not-withdrawn")]


@case(
    "work-without-prompt-not-withdrawn",
    "Foreground work starts without a prompt while a list is current, and the list is not "
    "replaced or withdrawn: a SHOULD, so a warning.",
    acceptance="insertion",
)
def _work_without_prompt_not_withdrawn(log: Log) -> Findings:
    log.initialize({})
    log.turn("Fix the parser")
    log.suggest(log.text("Run the tests"))
    log.state("running")  # foreground work without a prompt
    log.message("agent_message", "A background task finished; looking at it.")
    proven = log.state("idle")
    return [finding(proven, "suggestions-not-withdrawn-for-work", "warning")]


@case(
    "work-without-prompt-withdrawn",
    "Foreground work starts without a prompt and the Agent withdraws the list.",
    acceptance="insertion",
)
def _work_without_prompt_withdrawn(log: Log) -> Findings:
    log.initialize({})
    log.turn("Fix the parser")
    log.suggest(log.text("Run the tests"))
    log.state("running")
    log.suggest()
    log.message("agent_message", "A background task finished; looking at it.")
    log.state("idle")
    log.suggest(log.text("Review the task's output"))
    return []


@case(
    "withdrawn-after-the-hook",
    "In upstream's order the response comes first; a prompt-submit hook's running, then the "
    "withdrawal, then the insertion: the withdrawal is in time (the work has not ended).",
    acceptance="insertion",
)
def _withdrawn_after_the_hook(log: Log) -> Findings:
    log.initialize({})
    log.turn("Fix the parser")
    log.suggest(log.text("Run the tests"))
    request_id, _ = log.request(PROMPT_METHOD, {"sessionId": SESSION, "prompt": log.text("Go")})
    log.respond(request_id, {})
    log.state("running")  # a prompt-submit hook, after the response
    log.suggest()
    log.message("user_message", "Go")
    log.message("agent_message", "Done.")
    log.state("idle")
    return []


@case(
    "second-prompt-accepted",
    "Two prompts outstanding: the second is accepted (its response, its user message) and "
    "the first refused. Acceptance is tied to the second, so no prompt waits afterwards and "
    "later work without a prompt is seen as such.",
    acceptance="insertion",
)
def _second_prompt_accepted(log: Log) -> Findings:
    log.initialize({})
    log.turn("Fix the parser")
    log.suggest(log.text("Run the tests"))
    first, _ = log.request(PROMPT_METHOD, {"sessionId": SESSION, "prompt": log.text("Go")})
    second, _ = log.request(
        PROMPT_METHOD, {"sessionId": SESSION, "prompt": log.text("Explain the failure")}
    )
    log.respond(second, {})
    log.message("user_message", "Explain the failure")
    log.respond(first, error=True)  # refused
    log.state("running")
    log.message("agent_message", "The parser drops the last token.")
    proven = log.state("idle")
    log.suggest(log.text("Fix the parser"))
    log.state("running")  # no prompt is waiting: work without a prompt
    log.message("agent_message", "A background task finished; looking at it.")
    warned = log.state("idle")
    return [
        finding(proven, "suggestions-not-withdrawn"),
        finding(warned, "suggestions-not-withdrawn-for-work", "warning"),
    ]


@case(
    "another-clients-prompt",
    "A user message inserted while a list is current, with no prompt of this Client waiting, "
    "is an accepted prompt: the MUST applies, not the SHOULD about work without a prompt.",
    acceptance="insertion",
)
def _another_clients_prompt(log: Log) -> Findings:
    log.initialize({})
    log.turn("Fix the parser")
    log.suggest(log.text("Run the tests"))
    log.message("user_message", "Sent from another window")  # no prompt of this Client's
    log.state("running")
    log.message("agent_message", "Done.")
    proven = log.state("idle")
    return [finding(proven, "suggestions-not-withdrawn")]


@case(
    "queued-prompts-inserted-out-of-order",
    "Two queued prompts, one the start of the other, inserted newest first: each insertion "
    "is the prompt it spells exactly, each prompt is accepted once, and the list sent after "
    "both is current.",
    acceptance="insertion",
)
def _queued_prompts_inserted_out_of_order(log: Log) -> Findings:
    log.initialize({})
    log.suggest(log.text("Run the tests"))
    third, _ = log.request(
        PROMPT_METHOD, {"sessionId": SESSION, "prompt": log.text("Fix the parser")}
    )
    fourth, _ = log.request(PROMPT_METHOD, {"sessionId": SESSION, "prompt": log.text("Fix")})
    log.state("running")
    log.message("user_message", "Fix")  # the fourth prompt, word for word
    log.suggest()
    log.message("user_message", "Fix the parser")  # the third
    log.suggest(log.text("Run the tests"))
    log.respond(fourth, {})
    log.respond(third, {})
    log.state("idle")
    return []


@case(
    "inserted-in-another-normal-form",
    "The Client sends NFD text, the Agent inserts it in NFC: one prompt, accepted once.",
    acceptance="insertion",
)
def _inserted_in_another_normal_form(log: Log) -> Findings:
    log.initialize({})
    log.suggest(log.text("Run the tests"))
    request_id, _ = log.request(
        PROMPT_METHOD, {"sessionId": SESSION, "prompt": log.text("Explique le cafe\u0301")}
    )
    log.state("running")
    log.message("user_message", "Explique le caf\u00e9")  # the same text, in NFC
    log.suggest()
    log.suggest(log.text("Commande un autre"))
    log.respond(request_id, {})
    log.state("idle")
    return []


@case(
    "patch-of-an-old-message",
    "A user_message update keyed by a messageId the session inserted long ago changes that "
    "message: it inserts nothing, so the list stays current.",
    acceptance="insertion",
)
def _patch_of_an_old_message(log: Log) -> Findings:
    log.initialize({})
    for step in range(70):
        log.turn(f"Step {step}")
    log.suggest(log.text("Run the tests"))
    log.patch(1, "Step 0, edited")  # the first user message, 139 messages ago
    log.state("idle")
    return []


@case(
    "replaced-at-insertion-then-running",
    "The list is replaced as the prompt is inserted, then the prompt's work is reported "
    "running: that work has its prompt, so nothing is owed.",
    acceptance="insertion",
)
def _replaced_at_insertion_then_running(log: Log) -> Findings:
    log.initialize({})
    log.state("idle")
    log.suggest(log.text("Run the tests"))
    request_id, _ = log.request(
        PROMPT_METHOD, {"sessionId": SESSION, "prompt": log.text("Fix the parser")}
    )
    log.message("user_message", "Fix the parser")
    log.suggest(log.text("Run the tests again"))  # replaced as the prompt is inserted
    log.state("running")  # the prompt's work, not work without one
    log.respond(request_id, {})
    log.state("idle")
    return []


@case(
    "work-right-after-session-new",
    "A new session is ready for a prompt, as after idle: work that starts there without a "
    "prompt while a list is current gets the SHOULD warning.",
    acceptance="insertion",
)
def _work_right_after_session_new(log: Log) -> Findings:
    log.initialize({})
    log.new_session()
    log.suggest(log.text("Run the tests"))
    log.state("running")  # foreground work, no prompt
    log.message("agent_message", "Indexing the project.")
    proven = log.state("idle")
    return [finding(proven, "suggestions-not-withdrawn-for-work", "warning")]


@case(
    "chunk-of-the-second-queued-prompt",
    "Two prompts queued; a chunk inserts the start of the second's first text (the prompt "
    "also holds a link), the first is refused. The chunk is the second prompt's insertion, "
    "so its later response accepts nothing again, and the list sent in between is current.",
    acceptance="insertion",
)
def _chunk_of_the_second_queued_prompt(log: Log) -> Findings:
    second = [*log.text("Explain the failure"), log.blocks["resource_link"]]
    return _chunk_of_the_second(log, log.text("Fix the parser"), second)


@case(
    "chunk-after-an-empty-prompt",
    "An empty prompt is queued before another; a chunk inserts the start of the second's "
    "text. The chunk is the second's, not the empty one's, so the second's response, after "
    "a new list, accepts nothing again.",
    acceptance="insertion",
)
def _chunk_after_an_empty_prompt(log: Log) -> Findings:
    return _chunk_of_the_second(log, [], log.text("Explain the failure"))


def _chunk_of_the_second(log: Log, first: list[Json], second: list[Json]) -> Findings:
    """Two prompts queued, a chunk of the start of ``second``'s text, the list replaced,
    ``second`` answered and ``first`` refused: clean when the chunk is ``second``'s."""
    log.initialize({})
    log.suggest(log.text("Run the tests"))
    older, _ = log.request(PROMPT_METHOD, {"sessionId": SESSION, "prompt": first})
    newer, _ = log.request(PROMPT_METHOD, {"sessionId": SESSION, "prompt": second})
    log.state("running")
    chunk = {"sessionUpdate": "user_message_chunk", "messageId": "msg_chunk"}
    log.update({**chunk, "content": log.text("Explain")[0]})
    log.suggest()
    log.suggest(log.text("Show the failing test"))
    log.respond(newer, {})
    log.respond(older, error=True)
    log.state("idle")
    return []


@case(
    "prompt-accepted-during-work-without-one",
    "Foreground work starts without a prompt while a list is current (a SHOULD), then a "
    "prompt is accepted during that work: the MUST takes over, so the end of the work "
    "proves an error, not a warning.",
    acceptance="insertion",
)
def _prompt_accepted_during_work_without_one(log: Log) -> Findings:
    log.initialize({})
    log.turn("Fix the parser")
    log.suggest(log.text("Run the tests"))
    log.state("running")  # work without a prompt
    request_id, _ = log.request(PROMPT_METHOD, {"sessionId": SESSION, "prompt": log.text("Go")})
    log.message("user_message", "Go")  # accepted during that work
    log.respond(request_id, {})
    proven = log.state("idle")
    return [finding(proven, "suggestions-not-withdrawn")]


@case(
    "work-right-after-resume",
    "A resumed session is ready for a prompt, as after idle: work that starts there without "
    "a prompt while a new list is current gets the SHOULD warning.",
    acceptance="insertion",
)
def _work_right_after_resume(log: Log) -> Findings:
    log.initialize({})
    log.resume()
    log.suggest(log.text("Run the tests"))
    log.state("running")  # foreground work, no prompt
    proven = log.state("idle")
    return [finding(proven, "suggestions-not-withdrawn-for-work", "warning")]


@case(
    "message-between-idle-and-running",
    "After idle the Agent says something, then starts work without a prompt while a list "
    "is current: a message is no state, so the work still starts from idle.",
    acceptance="insertion",
)
def _message_between_idle_and_running(log: Log) -> Findings:
    log.initialize({})
    log.turn("Fix the parser")
    log.suggest(log.text("Run the tests"))
    log.message("agent_message", "A background task finished.")
    log.state("running")
    proven = log.state("idle")
    return [finding(proven, "suggestions-not-withdrawn-for-work", "warning")]


# -- last, in every version


@case(
    "no-initialize",
    "The log starts after initialize, so the capability rules cannot be checked.",
)
def _no_initialize(log: Log) -> Findings:
    sent = log.suggest(log.text("Run the tests"))
    return [finding(sent, "capabilities-unknown", "warning")]
