"""Validators for every definition of schema/v2/acp.json + schema/v2/prompt-suggestions.json.

Generated from the JSON Schema; do not edit. ``validate(type_name, instance)``
lists the errors, ``is_valid(type_name, instance)`` is the fast verdict.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from math import isfinite
from typing import Final, TypeVar

from ._validation_runtime import (
    ValidationError,
    Failure,
    extras_are_json,
    extras_problem,
    is_json,
    json_problem,
)

__all__ = ["TYPE_NAMES", "ValidationError", "is_valid", "validate"]

_T = TypeVar("_T")
_NAMES_1: Final[frozenset[str]] = frozenset()
_NAMES_2: Final[frozenset[str]] = frozenset({"_meta"})
_NAMES_3: Final[frozenset[str]] = frozenset(
    {"_meta", "additionalDirectories", "delete", "mcp", "prompt"}
)
_NAMES_4: Final[frozenset[str]] = frozenset({"_meta", "auth", "session"})
_NAMES_5: Final[frozenset[str]] = frozenset(
    {
        "_meta",
        "annotations",
        "data",
        "description",
        "icons",
        "mimeType",
        "name",
        "resource",
        "size",
        "text",
        "title",
        "type",
        "uri",
    }
)
_NAMES_6: Final[frozenset[str]] = frozenset({"_meta", "content", "messageId"})
_NAMES_7: Final[frozenset[str]] = frozenset(
    {"_meta", "audience", "lastModified", "priority"}
)
_NAMES_8: Final[frozenset[str]] = frozenset(
    {"_meta", "annotations", "data", "mimeType"}
)
_NAMES_9: Final[frozenset[str]] = frozenset({"_meta", "terminal"})
_NAMES_10: Final[frozenset[str]] = frozenset(
    {"_meta", "args", "description", "env", "methodId", "name", "type"}
)
_NAMES_11: Final[frozenset[str]] = frozenset(
    {"_meta", "description", "methodId", "name"}
)
_NAMES_12: Final[frozenset[str]] = frozenset({"_meta", "name", "value"})
_NAMES_13: Final[frozenset[str]] = frozenset(
    {"_meta", "args", "description", "env", "methodId", "name"}
)
_NAMES_14: Final[frozenset[str]] = frozenset({"_meta", "hint", "type"})
_NAMES_15: Final[frozenset[str]] = frozenset({"_meta", "description", "input", "name"})
_NAMES_16: Final[frozenset[str]] = frozenset({"_meta", "availableCommands"})
_NAMES_17: Final[frozenset[str]] = frozenset({"_meta", "blob", "mimeType", "uri"})
_NAMES_18: Final[frozenset[str]] = frozenset({"_meta", "form", "url"})
_NAMES_19: Final[frozenset[str]] = frozenset({"_meta", "promptSuggestions"})
_NAMES_20: Final[frozenset[str]] = frozenset(
    {"_meta", "auth", "elicitation", "session"}
)
_NAMES_21: Final[frozenset[str]] = frozenset(
    {"_meta", "audio", "embeddedContext", "image"}
)
_NAMES_22: Final[frozenset[str]] = frozenset(
    {
        "_meta",
        "category",
        "configId",
        "currentValue",
        "description",
        "name",
        "options",
        "type",
    }
)
_NAMES_23: Final[frozenset[str]] = frozenset({"_meta", "configOptions"})
_NAMES_24: Final[frozenset[str]] = frozenset({"_meta", "content"})
_PATTERN_25: Final[re.Pattern[str]] = re.compile("^[A-Z]{3}\\Z")
_NAMES_26: Final[frozenset[str]] = frozenset({"_meta", "amount", "currency"})
_NAMES_27: Final[frozenset[str]] = frozenset(
    {"_meta", "fileType", "mimeType", "oldPath", "operation", "path"}
)
_NAMES_28: Final[frozenset[str]] = frozenset({"format", "text"})
_NAMES_29: Final[frozenset[str]] = frozenset({"_meta", "changes", "patch"})
_NAMES_30: Final[frozenset[str]] = frozenset({"path"})
_NAMES_31: Final[frozenset[str]] = frozenset({"oldPath", "path"})
_NAMES_32: Final[frozenset[str]] = frozenset(
    {"_meta", "blob", "mimeType", "text", "uri"}
)
_NAMES_33: Final[frozenset[str]] = frozenset({"_meta", "annotations", "resource"})
_NAMES_34: Final[frozenset[str]] = frozenset({"mimeType", "sizes", "src", "theme"})
_NAMES_35: Final[frozenset[str]] = frozenset({"_meta", "stopReason"})
_NAMES_36: Final[frozenset[str]] = frozenset(
    {"_meta", "annotations", "data", "mimeType", "uri"}
)
_NAMES_37: Final[frozenset[str]] = frozenset({"_meta", "name", "title", "version"})
_NAMES_38: Final[frozenset[str]] = frozenset(
    {"_meta", "capabilities", "info", "protocolVersion"}
)
_NAMES_39: Final[frozenset[str]] = frozenset(
    {"_meta", "authMethods", "capabilities", "info", "protocolVersion"}
)
_NAMES_40: Final[frozenset[str]] = frozenset({"_meta", "http", "stdio"})
_NAMES_41: Final[frozenset[str]] = frozenset({"_meta", "content", "priority", "status"})
_NAMES_42: Final[frozenset[str]] = frozenset({"_meta", "entries", "planId"})
_NAMES_43: Final[frozenset[str]] = frozenset({"_meta", "entries", "planId", "type"})
_NAMES_44: Final[frozenset[str]] = frozenset({"_meta", "plan"})
_NAMES_45: Final[frozenset[str]] = frozenset({"_meta", "prompt", "sessionId"})
_NAMES_46: Final[frozenset[str]] = frozenset({"_meta", "prompt"})
_NAMES_47: Final[frozenset[str]] = frozenset({"_meta", "suggestions"})
_NAMES_48: Final[frozenset[str]] = frozenset(
    {
        "_meta",
        "annotations",
        "description",
        "icons",
        "mimeType",
        "name",
        "size",
        "title",
        "uri",
    }
)
_NAMES_49: Final[frozenset[str]] = frozenset({"currentValue"})
_NAMES_50: Final[frozenset[str]] = frozenset({"currentValue", "options"})
_NAMES_51: Final[frozenset[str]] = frozenset({"_meta", "description", "name", "value"})
_NAMES_52: Final[frozenset[str]] = frozenset({"_meta", "groupId", "name", "options"})
_NAMES_53: Final[frozenset[str]] = frozenset({"_meta", "title", "updatedAt"})
_NAMES_54: Final[frozenset[str]] = frozenset(
    {
        "_meta",
        "availableCommands",
        "command",
        "configOptions",
        "content",
        "cost",
        "cwd",
        "data",
        "exitStatus",
        "kind",
        "locations",
        "messageId",
        "output",
        "plan",
        "rawInput",
        "rawOutput",
        "sessionUpdate",
        "size",
        "state",
        "status",
        "stopReason",
        "suggestions",
        "terminalId",
        "title",
        "toolCallId",
        "updatedAt",
        "used",
    }
)
_NAMES_55: Final[frozenset[str]] = frozenset({"_meta", "state", "stopReason"})
_NAMES_56: Final[frozenset[str]] = frozenset({"_meta", "terminalId"})
_NAMES_57: Final[frozenset[str]] = frozenset({"_meta", "exitCode", "signal"})
_NAMES_58: Final[frozenset[str]] = frozenset({"_meta", "data"})
_NAMES_59: Final[frozenset[str]] = frozenset({"_meta", "data", "terminalId"})
_NAMES_60: Final[frozenset[str]] = frozenset(
    {"_meta", "command", "cwd", "exitStatus", "output", "terminalId"}
)
_NAMES_61: Final[frozenset[str]] = frozenset({"_meta", "hint"})
_NAMES_62: Final[frozenset[str]] = frozenset({"_meta", "annotations", "text"})
_NAMES_63: Final[frozenset[str]] = frozenset({"_meta", "mimeType", "text", "uri"})
_NAMES_64: Final[frozenset[str]] = frozenset(
    {"_meta", "changes", "content", "patch", "terminalId", "type"}
)
_NAMES_65: Final[frozenset[str]] = frozenset({"_meta", "content", "toolCallId"})
_NAMES_66: Final[frozenset[str]] = frozenset({"_meta", "line", "path"})
_NAMES_67: Final[frozenset[str]] = frozenset(
    {
        "_meta",
        "content",
        "kind",
        "locations",
        "rawInput",
        "rawOutput",
        "status",
        "title",
        "toolCallId",
    }
)
_NAMES_68: Final[frozenset[str]] = frozenset({"_meta", "sessionId", "update"})
_NAMES_69: Final[frozenset[str]] = frozenset({"_meta", "cost", "size", "used"})
_FAIL_70: Final[Failure] = Failure("type", " is not of type string", True)
_FAIL_71: Final[Failure] = Failure("type", " is not of type object", True)
_FAIL_72: Final[Failure] = Failure("type", " is not of type object or null", True)
_FAIL_73: Final[Failure] = Failure(
    "anyOf", " does not match any of the 2 allowed schemas", True
)
_FAIL_74: Final[Failure] = Failure("required", '"messageId" is required', False)
_FAIL_75: Final[Failure] = Failure("type", " is not of type array or null", True)
_FAIL_76: Final[Failure] = Failure("type", " is not of type string or null", True)
_FAIL_77: Final[Failure] = Failure("type", " is not of type number or null", True)
_FAIL_78: Final[Failure] = Failure("minimum", " is less than the minimum 0", True)
_FAIL_79: Final[Failure] = Failure("maximum", " is greater than the maximum 1", True)
_FAIL_80: Final[Failure] = Failure("required", '"data" is required', False)
_FAIL_81: Final[Failure] = Failure("required", '"mimeType" is required', False)
_FAIL_82: Final[Failure] = Failure(
    "required", '"type" is required (one of "terminal", "agent")', False
)
_FAIL_83: Final[Failure] = Failure("required", '"methodId" is required', False)
_FAIL_84: Final[Failure] = Failure("required", '"name" is required', False)
_FAIL_85: Final[Failure] = Failure("type", " is not of type array", True)
_FAIL_86: Final[Failure] = Failure("required", '"description" is required', False)
_FAIL_87: Final[Failure] = Failure(
    "required", '"type" is required (one of "text")', False
)
_FAIL_88: Final[Failure] = Failure("required", '"availableCommands" is required', False)
_FAIL_89: Final[Failure] = Failure("required", '"blob" is required', False)
_FAIL_90: Final[Failure] = Failure("required", '"uri" is required', False)
_FAIL_91: Final[Failure] = Failure("required", '"configOptions" is required', False)
_FAIL_92: Final[Failure] = Failure("required", '"content" is required', False)
_FAIL_93: Final[Failure] = Failure(
    "required",
    '"type" is required (one of "text", "image", "audio", "resource_link", "resource")',
    False,
)
_FAIL_94: Final[Failure] = Failure("required", '"amount" is required', False)
_FAIL_95: Final[Failure] = Failure("required", '"currency" is required', False)
_FAIL_96: Final[Failure] = Failure("type", " is not of type number", True)
_FAIL_97: Final[Failure] = Failure(
    "pattern", ' does not match the pattern "^[A-Z]{3}$"', True
)
_FAIL_98: Final[Failure] = Failure("required", '"changes" is required', False)
_FAIL_99: Final[Failure] = Failure(
    "required",
    '"operation" is required (one of "add", "delete", "modify", "move", "copy")',
    False,
)
_FAIL_100: Final[Failure] = Failure(
    "anyOf", " does not match any of the 5 allowed schemas", True
)
_FAIL_101: Final[Failure] = Failure("required", '"format" is required', False)
_FAIL_102: Final[Failure] = Failure("required", '"text" is required', False)
_FAIL_103: Final[Failure] = Failure("required", '"path" is required', False)
_FAIL_104: Final[Failure] = Failure("required", '"oldPath" is required', False)
_FAIL_105: Final[Failure] = Failure("required", '"resource" is required', False)
_FAIL_106: Final[Failure] = Failure("required", '"value" is required', False)
_FAIL_107: Final[Failure] = Failure("required", '"src" is required', False)
_FAIL_108: Final[Failure] = Failure(
    "anyOf", " does not match any of the 3 allowed schemas", True
)
_FAIL_109: Final[Failure] = Failure("required", '"version" is required', False)
_FAIL_110: Final[Failure] = Failure("required", '"protocolVersion" is required', False)
_FAIL_111: Final[Failure] = Failure("required", '"info" is required', False)
_FAIL_112: Final[Failure] = Failure("required", '"priority" is required', False)
_FAIL_113: Final[Failure] = Failure("required", '"status" is required', False)
_FAIL_114: Final[Failure] = Failure(
    "anyOf", " does not match any of the 4 allowed schemas", True
)
_FAIL_115: Final[Failure] = Failure("required", '"planId" is required', False)
_FAIL_116: Final[Failure] = Failure("required", '"entries" is required', False)
_FAIL_117: Final[Failure] = Failure("required", '"plan" is required', False)
_FAIL_118: Final[Failure] = Failure(
    "required", '"type" is required (one of "items")', False
)
_FAIL_119: Final[Failure] = Failure("required", '"sessionId" is required', False)
_FAIL_120: Final[Failure] = Failure("required", '"prompt" is required', False)
_FAIL_121: Final[Failure] = Failure("minItems", " has fewer than 1 item", True)
_FAIL_122: Final[Failure] = Failure(
    "prompt-suggestion-blank",
    "A suggestion's prompt must not consist only of empty or whitespace-only text.",
    False,
)
_FAIL_123: Final[Failure] = Failure("required", '"suggestions" is required', False)
_FAIL_124: Final[Failure] = Failure("type", " is not of type integer", True)
_FAIL_125: Final[Failure] = Failure(
    "maximum", " is greater than the maximum 65535", True
)
_FAIL_126: Final[Failure] = Failure("type", " is not of type integer or null", True)
_FAIL_127: Final[Failure] = Failure("required", '"currentValue" is required', False)
_FAIL_128: Final[Failure] = Failure("type", " is not of type boolean", True)
_FAIL_129: Final[Failure] = Failure("required", '"configId" is required', False)
_FAIL_130: Final[Failure] = Failure(
    "required", '"type" is required (one of "select", "boolean")', False
)
_FAIL_131: Final[Failure] = Failure("required", '"options" is required', False)
_FAIL_132: Final[Failure] = Failure("required", '"groupId" is required', False)
_FAIL_133: Final[Failure] = Failure(
    "required",
    '"sessionUpdate" is required (one of "user_message_chunk", "user_message", "agent_message_chunk", "agent_message", "agent_thought_chunk", "agent_thought", "state_update", "tool_call_content_chunk", "tool_call_update", "terminal_update", "terminal_output_chunk", "plan_update", "available_commands_update", "config_option_update", "session_info_update", "usage_update", "prompt_suggestions_update")',
    False,
)
_FAIL_134: Final[Failure] = Failure(
    "required",
    '"state" is required (one of "running", "idle", "requires_action")',
    False,
)
_FAIL_135: Final[Failure] = Failure(
    "anyOf", " does not match any of the 6 allowed schemas", True
)
_FAIL_136: Final[Failure] = Failure("required", '"terminalId" is required', False)
_FAIL_137: Final[Failure] = Failure("required", '"hint" is required', False)
_FAIL_138: Final[Failure] = Failure(
    "required", '"type" is required (one of "content", "diff", "terminal")', False
)
_FAIL_139: Final[Failure] = Failure("required", '"toolCallId" is required', False)
_FAIL_140: Final[Failure] = Failure(
    "anyOf", " does not match any of the 11 allowed schemas", True
)
_FAIL_141: Final[Failure] = Failure("required", '"update" is required', False)
_FAIL_142: Final[Failure] = Failure("required", '"used" is required', False)
_FAIL_143: Final[Failure] = Failure("required", '"size" is required', False)
_NAMES_144: Final[frozenset[str]] = frozenset(
    {"_meta", "description", "methodId", "name", "type"}
)
_NAMES_145: Final[frozenset[str]] = frozenset({"type"})
_NAMES_146: Final[frozenset[str]] = frozenset({"operation"})
_NAMES_147: Final[frozenset[str]] = frozenset({"planId", "type"})
_PATTERN_148: Final[re.Pattern[str]] = re.compile(
    "^[\\u0009\\u000a\\u000b\\u000c\\u000d\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*\\Z"
)
_NAMES_149: Final[frozenset[str]] = frozenset({"text", "type"})
_NAMES_150: Final[frozenset[str]] = frozenset({"sessionUpdate"})
_NAMES_151: Final[frozenset[str]] = frozenset({"state"})
_FAIL_152: Final[Failure] = Failure("required", '"type" is required', False)
_FAIL_153: Final[Failure] = Failure("const", ' is not "terminal"', True)
_FAIL_154: Final[Failure] = Failure("const", ' is not "agent"', True)
_FAIL_155: Final[Failure] = Failure("not", " matches a schema it must not match", True)
_FAIL_156: Final[Failure] = Failure("const", ' is not "text"', True)
_FAIL_157: Final[Failure] = Failure("const", ' is not "image"', True)
_FAIL_158: Final[Failure] = Failure("const", ' is not "audio"', True)
_FAIL_159: Final[Failure] = Failure("const", ' is not "resource_link"', True)
_FAIL_160: Final[Failure] = Failure("const", ' is not "resource"', True)
_FAIL_161: Final[Failure] = Failure("required", '"operation" is required', False)
_FAIL_162: Final[Failure] = Failure("const", ' is not "add"', True)
_FAIL_163: Final[Failure] = Failure("const", ' is not "delete"', True)
_FAIL_164: Final[Failure] = Failure("const", ' is not "modify"', True)
_FAIL_165: Final[Failure] = Failure("const", ' is not "move"', True)
_FAIL_166: Final[Failure] = Failure("const", ' is not "copy"', True)
_FAIL_167: Final[Failure] = Failure("const", ' is not "items"', True)
_FAIL_168: Final[Failure] = Failure("const", ' is not "select"', True)
_FAIL_169: Final[Failure] = Failure("const", ' is not "boolean"', True)
_FAIL_170: Final[Failure] = Failure("required", '"sessionUpdate" is required', False)
_FAIL_171: Final[Failure] = Failure("const", ' is not "user_message_chunk"', True)
_FAIL_172: Final[Failure] = Failure("const", ' is not "user_message"', True)
_FAIL_173: Final[Failure] = Failure("const", ' is not "agent_message_chunk"', True)
_FAIL_174: Final[Failure] = Failure("const", ' is not "agent_message"', True)
_FAIL_175: Final[Failure] = Failure("const", ' is not "agent_thought_chunk"', True)
_FAIL_176: Final[Failure] = Failure("const", ' is not "agent_thought"', True)
_FAIL_177: Final[Failure] = Failure("const", ' is not "state_update"', True)
_FAIL_178: Final[Failure] = Failure("const", ' is not "tool_call_content_chunk"', True)
_FAIL_179: Final[Failure] = Failure("const", ' is not "tool_call_update"', True)
_FAIL_180: Final[Failure] = Failure("const", ' is not "terminal_update"', True)
_FAIL_181: Final[Failure] = Failure("const", ' is not "terminal_output_chunk"', True)
_FAIL_182: Final[Failure] = Failure("const", ' is not "plan_update"', True)
_FAIL_183: Final[Failure] = Failure(
    "const", ' is not "available_commands_update"', True
)
_FAIL_184: Final[Failure] = Failure("const", ' is not "config_option_update"', True)
_FAIL_185: Final[Failure] = Failure("const", ' is not "session_info_update"', True)
_FAIL_186: Final[Failure] = Failure("const", ' is not "usage_update"', True)
_FAIL_187: Final[Failure] = Failure(
    "const", ' is not "prompt_suggestions_update"', True
)
_FAIL_188: Final[Failure] = Failure("required", '"state" is required', False)
_FAIL_189: Final[Failure] = Failure("const", ' is not "running"', True)
_FAIL_190: Final[Failure] = Failure("const", ' is not "idle"', True)
_FAIL_191: Final[Failure] = Failure("const", ' is not "requires_action"', True)
_FAIL_192: Final[Failure] = Failure("const", ' is not "content"', True)
_FAIL_193: Final[Failure] = Failure("const", ' is not "diff"', True)


def check_AbsolutePath(instance: object) -> bool:
    return type(instance) is str


def check_AbsolutePath_value(instance: object) -> bool:
    return type(instance) is str


def check_AgentAuthCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_AgentAuthCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_AgentCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "session" in instance:
        value_1 = instance["session"]
        if not (
            check_AgentCapabilities_properties_session_anyOf_0(value_1)
            or check_AgentCapabilities_properties_session_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_3):
            return False
    if "auth" in instance:
        value_2 = instance["auth"]
        if not (
            check_AgentCapabilities_properties_auth_anyOf_0(value_2)
            or check_AgentCapabilities_properties_auth_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_AgentCapabilities_properties_auth_anyOf_0(instance: object) -> bool:
    return check_AgentAuthCapabilities(instance)


def check_AgentCapabilities_properties_auth_anyOf_1(instance: object) -> bool:
    return instance is None


def check_AgentCapabilities_properties_session_anyOf_0(instance: object) -> bool:
    return check_SessionCapabilities(instance)


def check_AgentCapabilities_properties_session_anyOf_1(instance: object) -> bool:
    return instance is None


def check_AgentCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "session" in instance:
        value_1 = instance["session"]
        if not (
            check_AgentCapabilities_properties_session_anyOf_0(value_1)
            or check_AgentCapabilities_properties_session_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_3):
            return False
    if "auth" in instance:
        value_2 = instance["auth"]
        if not (
            check_AgentCapabilities_properties_auth_anyOf_0(value_2)
            or check_AgentCapabilities_properties_auth_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_4))


def check_AgentMessage(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "messageId" not in instance:
        return False
    value_1 = instance["messageId"]
    if not check_MessageId(value_1):
        return False
    if "content" in instance:
        value_2 = instance["content"]
        if not (type(value_2) is list or value_2 is None):
            return False
        if type(value_2) is list:
            for item_3 in value_2:
                if not check_ContentBlock(item_3):
                    return False
                if type(item_3) is dict and not extras_are_json(item_3, _NAMES_5):
                    return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return True


def check_AgentMessage_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "messageId" not in instance:
        return False
    value_1 = instance["messageId"]
    if not check_MessageId(value_1):
        return False
    if "content" in instance:
        value_2 = instance["content"]
        if not (type(value_2) is list or value_2 is None):
            return False
        if type(value_2) is list:
            for item_3 in value_2:
                if not check_ContentBlock(item_3):
                    return False
                if type(item_3) is dict and not extras_are_json(item_3, _NAMES_5):
                    return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_6))


def check_AgentThought(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "messageId" not in instance:
        return False
    value_1 = instance["messageId"]
    if not check_MessageId(value_1):
        return False
    if "content" in instance:
        value_2 = instance["content"]
        if not (type(value_2) is list or value_2 is None):
            return False
        if type(value_2) is list:
            for item_3 in value_2:
                if not check_ContentBlock(item_3):
                    return False
                if type(item_3) is dict and not extras_are_json(item_3, _NAMES_5):
                    return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return True


def check_AgentThought_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "messageId" not in instance:
        return False
    value_1 = instance["messageId"]
    if not check_MessageId(value_1):
        return False
    if "content" in instance:
        value_2 = instance["content"]
        if not (type(value_2) is list or value_2 is None):
            return False
        if type(value_2) is list:
            for item_3 in value_2:
                if not check_ContentBlock(item_3):
                    return False
                if type(item_3) is dict and not extras_are_json(item_3, _NAMES_5):
                    return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_6))


def check_Annotations(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "audience" in instance:
        value_1 = instance["audience"]
        if not (type(value_1) is list or value_1 is None):
            return False
        if type(value_1) is list:
            for item_2 in value_1:
                if not check_Role(item_2):
                    return False
    if "lastModified" in instance:
        value_4 = instance["lastModified"]
        if not (type(value_4) is str or value_4 is None):
            return False
    if "priority" in instance:
        value_5 = instance["priority"]
        if not (
            (type(value_5) is int or (type(value_5) is float and isfinite(value_5)))
            or value_5 is None
        ):
            return False
        if type(value_5) is int or type(value_5) is float:
            if value_5 < 0:
                return False
            if value_5 > 1:
                return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_1):
            return False
    return True


def check_Annotations_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "audience" in instance:
        value_1 = instance["audience"]
        if not (type(value_1) is list or value_1 is None):
            return False
        if type(value_1) is list:
            for item_2 in value_1:
                if not check_Role(item_2):
                    return False
    if "lastModified" in instance:
        value_4 = instance["lastModified"]
        if not (type(value_4) is str or value_4 is None):
            return False
    if "priority" in instance:
        value_5 = instance["priority"]
        if not (
            (type(value_5) is int or (type(value_5) is float and isfinite(value_5)))
            or value_5 is None
        ):
            return False
        if type(value_5) is int or type(value_5) is float:
            if value_5 < 0:
                return False
            if value_5 > 1:
                return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_7))


def check_AudioContent(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "data" not in instance or "mimeType" not in instance:
        return False
    value_1 = instance["data"]
    if type(value_1) is not str:
        return False
    value_2 = instance["mimeType"]
    if not check_MediaType(value_2):
        return False
    if "annotations" in instance:
        value_3 = instance["annotations"]
        if not (
            check_AudioContent_properties_annotations_anyOf_0(value_3)
            or check_AudioContent_properties_annotations_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_7):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_AudioContent_properties_annotations_anyOf_0(instance: object) -> bool:
    return check_Annotations(instance)


def check_AudioContent_properties_annotations_anyOf_1(instance: object) -> bool:
    return instance is None


def check_AudioContent_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "data" not in instance or "mimeType" not in instance:
        return False
    value_1 = instance["data"]
    if type(value_1) is not str:
        return False
    value_2 = instance["mimeType"]
    if not check_MediaType(value_2):
        return False
    if "annotations" in instance:
        value_3 = instance["annotations"]
        if not (
            check_AudioContent_properties_annotations_anyOf_0(value_3)
            or check_AudioContent_properties_annotations_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_7):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_8))


def check_AuthCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "terminal" in instance:
        value_1 = instance["terminal"]
        if not (
            check_AuthCapabilities_properties_terminal_anyOf_0(value_1)
            or check_AuthCapabilities_properties_terminal_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return True


def check_AuthCapabilities_properties_terminal_anyOf_0(instance: object) -> bool:
    return check_TerminalAuthCapabilities(instance)


def check_AuthCapabilities_properties_terminal_anyOf_1(instance: object) -> bool:
    return instance is None


def check_AuthCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "terminal" in instance:
        value_1 = instance["terminal"]
        if not (
            check_AuthCapabilities_properties_terminal_anyOf_0(value_1)
            or check_AuthCapabilities_properties_terminal_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_9))


def check_AuthMethod(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_1.get(tag_1, check_AuthMethod_anyOf_2)
    return branch_2(instance)


def check_AuthMethodAgent(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "methodId" not in instance or "name" not in instance:
        return False
    value_1 = instance["methodId"]
    if not check_AuthMethodId(value_1):
        return False
    value_2 = instance["name"]
    if type(value_2) is not str:
        return False
    if "description" in instance:
        value_3 = instance["description"]
        if not (type(value_3) is str or value_3 is None):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_AuthMethodAgent_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "methodId" not in instance or "name" not in instance:
        return False
    value_1 = instance["methodId"]
    if not check_AuthMethodId(value_1):
        return False
    value_2 = instance["name"]
    if type(value_2) is not str:
        return False
    if "description" in instance:
        value_3 = instance["description"]
        if not (type(value_3) is str or value_3 is None):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_11))


def check_AuthMethodId(instance: object) -> bool:
    return type(instance) is str


def check_AuthMethodId_value(instance: object) -> bool:
    return type(instance) is str


def check_AuthMethodTerminal(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "methodId" not in instance or "name" not in instance:
        return False
    value_1 = instance["methodId"]
    if not check_AuthMethodId(value_1):
        return False
    value_2 = instance["name"]
    if type(value_2) is not str:
        return False
    if "description" in instance:
        value_3 = instance["description"]
        if not (type(value_3) is str or value_3 is None):
            return False
    if "args" in instance:
        value_4 = instance["args"]
        if type(value_4) is not list:
            return False
        for item_5 in value_4:
            if type(item_5) is not str:
                return False
    if "env" in instance:
        value_7 = instance["env"]
        if type(value_7) is not list:
            return False
        for item_8 in value_7:
            if not check_EnvVariable(item_8):
                return False
            if type(item_8) is dict and not extras_are_json(item_8, _NAMES_12):
                return False
    if "_meta" in instance:
        value_10 = instance["_meta"]
        if not (type(value_10) is dict or value_10 is None):
            return False
        if type(value_10) is dict and not extras_are_json(value_10, _NAMES_1):
            return False
    return True


def check_AuthMethodTerminal_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "methodId" not in instance or "name" not in instance:
        return False
    value_1 = instance["methodId"]
    if not check_AuthMethodId(value_1):
        return False
    value_2 = instance["name"]
    if type(value_2) is not str:
        return False
    if "description" in instance:
        value_3 = instance["description"]
        if not (type(value_3) is str or value_3 is None):
            return False
    if "args" in instance:
        value_4 = instance["args"]
        if type(value_4) is not list:
            return False
        for item_5 in value_4:
            if type(item_5) is not str:
                return False
    if "env" in instance:
        value_7 = instance["env"]
        if type(value_7) is not list:
            return False
        for item_8 in value_7:
            if not check_EnvVariable(item_8):
                return False
            if type(item_8) is dict and not extras_are_json(item_8, _NAMES_12):
                return False
    if "_meta" in instance:
        value_10 = instance["_meta"]
        if not (type(value_10) is dict or value_10 is None):
            return False
        if type(value_10) is dict and not extras_are_json(value_10, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_13))


def check_AuthMethod_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "terminal"):
        return False
    return check_AuthMethodTerminal(instance)


def check_AuthMethod_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "agent"):
        return False
    return check_AuthMethodAgent(instance)


def check_AuthMethod_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance or "methodId" not in instance or "name" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    value_2 = instance["methodId"]
    if not check_AuthMethodId(value_2):
        return False
    value_3 = instance["name"]
    if type(value_3) is not str:
        return False
    if "description" in instance:
        value_4 = instance["description"]
        if not (type(value_4) is str or value_4 is None):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    if not extras_are_json(instance, _NAMES_144):
        return False
    return not check_AuthMethod_anyOf_2_not(instance)


def check_AuthMethod_anyOf_2_not(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_19.get(tag_1)
    return not (branch_2 is None or not branch_2(instance))


def check_AuthMethod_anyOf_2_not_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "agent"


def check_AuthMethod_anyOf_2_not_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "terminal"


def check_AuthMethod_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_1.get(tag_1, check_AuthMethod_anyOf_2)
    if not branch_2(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_10))


def check_AvailableCommand(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "name" not in instance or "description" not in instance:
        return False
    value_1 = instance["name"]
    if type(value_1) is not str:
        return False
    value_2 = instance["description"]
    if type(value_2) is not str:
        return False
    if "input" in instance:
        value_3 = instance["input"]
        if not (
            check_AvailableCommand_properties_input_anyOf_0(value_3)
            or check_AvailableCommand_properties_input_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_14):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_AvailableCommandInput(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_2.get(tag_1, check_AvailableCommandInput_anyOf_1)
    return branch_2(instance)


def check_AvailableCommandInput_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "text"):
        return False
    return check_TextCommandInput(instance)


def check_AvailableCommandInput_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not extras_are_json(instance, _NAMES_145):
        return False
    return not check_AvailableCommandInput_anyOf_1_not(instance)


def check_AvailableCommandInput_anyOf_1_not(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_20.get(tag_1)
    return not (branch_2 is None or not branch_2(instance))


def check_AvailableCommandInput_anyOf_1_not_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "text"


def check_AvailableCommandInput_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_2.get(tag_1, check_AvailableCommandInput_anyOf_1)
    if not branch_2(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_14))


def check_AvailableCommand_properties_input_anyOf_0(instance: object) -> bool:
    return check_AvailableCommandInput(instance)


def check_AvailableCommand_properties_input_anyOf_1(instance: object) -> bool:
    return instance is None


def check_AvailableCommand_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "name" not in instance or "description" not in instance:
        return False
    value_1 = instance["name"]
    if type(value_1) is not str:
        return False
    value_2 = instance["description"]
    if type(value_2) is not str:
        return False
    if "input" in instance:
        value_3 = instance["input"]
        if not (
            check_AvailableCommand_properties_input_anyOf_0(value_3)
            or check_AvailableCommand_properties_input_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_14):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_15))


def check_AvailableCommandsUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "availableCommands" not in instance:
        return False
    value_1 = instance["availableCommands"]
    if type(value_1) is not list:
        return False
    for item_2 in value_1:
        if not check_AvailableCommand(item_2):
            return False
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_15):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_AvailableCommandsUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "availableCommands" not in instance:
        return False
    value_1 = instance["availableCommands"]
    if type(value_1) is not list:
        return False
    for item_2 in value_1:
        if not check_AvailableCommand(item_2):
            return False
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_15):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_16))


def check_BlobResourceContents(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "blob" not in instance or "uri" not in instance:
        return False
    value_1 = instance["blob"]
    if type(value_1) is not str:
        return False
    value_2 = instance["uri"]
    if type(value_2) is not str:
        return False
    if "mimeType" in instance:
        value_3 = instance["mimeType"]
        if not (
            check_BlobResourceContents_properties_mimeType_anyOf_0(value_3)
            or check_BlobResourceContents_properties_mimeType_anyOf_1(value_3)
        ):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_BlobResourceContents_properties_mimeType_anyOf_0(instance: object) -> bool:
    return check_MediaType(instance)


def check_BlobResourceContents_properties_mimeType_anyOf_1(instance: object) -> bool:
    return instance is None


def check_BlobResourceContents_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "blob" not in instance or "uri" not in instance:
        return False
    value_1 = instance["blob"]
    if type(value_1) is not str:
        return False
    value_2 = instance["uri"]
    if type(value_2) is not str:
        return False
    if "mimeType" in instance:
        value_3 = instance["mimeType"]
        if not (
            check_BlobResourceContents_properties_mimeType_anyOf_0(value_3)
            or check_BlobResourceContents_properties_mimeType_anyOf_1(value_3)
        ):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_17))


def check_ClientCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "auth" in instance:
        value_1 = instance["auth"]
        if not (
            check_ClientCapabilities_properties_auth_anyOf_0(value_1)
            or check_ClientCapabilities_properties_auth_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_9):
            return False
    if "elicitation" in instance:
        value_2 = instance["elicitation"]
        if not (
            check_ClientCapabilities_properties_elicitation_anyOf_0(value_2)
            or check_ClientCapabilities_properties_elicitation_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_18):
            return False
    if "session" in instance:
        value_3 = instance["session"]
        if not (
            check_ClientCapabilities_properties_session_anyOf_0(value_3)
            or check_ClientCapabilities_properties_session_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_19):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_ClientCapabilities_properties_auth_anyOf_0(instance: object) -> bool:
    return check_AuthCapabilities(instance)


def check_ClientCapabilities_properties_auth_anyOf_1(instance: object) -> bool:
    return instance is None


def check_ClientCapabilities_properties_elicitation_anyOf_0(instance: object) -> bool:
    return check_ElicitationCapabilities(instance)


def check_ClientCapabilities_properties_elicitation_anyOf_1(instance: object) -> bool:
    return instance is None


def check_ClientCapabilities_properties_session_anyOf_0(instance: object) -> bool:
    return check_ClientSessionCapabilities(instance)


def check_ClientCapabilities_properties_session_anyOf_1(instance: object) -> bool:
    return instance is None


def check_ClientCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "auth" in instance:
        value_1 = instance["auth"]
        if not (
            check_ClientCapabilities_properties_auth_anyOf_0(value_1)
            or check_ClientCapabilities_properties_auth_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_9):
            return False
    if "elicitation" in instance:
        value_2 = instance["elicitation"]
        if not (
            check_ClientCapabilities_properties_elicitation_anyOf_0(value_2)
            or check_ClientCapabilities_properties_elicitation_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_18):
            return False
    if "session" in instance:
        value_3 = instance["session"]
        if not (
            check_ClientCapabilities_properties_session_anyOf_0(value_3)
            or check_ClientCapabilities_properties_session_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_19):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_20))


def check_ClientSessionCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "promptSuggestions" in instance:
        value_1 = instance["promptSuggestions"]
        if not (
            check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_0(
                value_1
            )
            or check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_1(
                value_1
            )
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_21):
            return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return True


def check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_0(
    instance: object,
) -> bool:
    return check_PromptSuggestionsCapabilities(instance)


def check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_1(
    instance: object,
) -> bool:
    return instance is None


def check_ClientSessionCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "promptSuggestions" in instance:
        value_1 = instance["promptSuggestions"]
        if not (
            check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_0(
                value_1
            )
            or check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_1(
                value_1
            )
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_21):
            return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_19))


def check_ConfigOptionUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "configOptions" not in instance:
        return False
    value_1 = instance["configOptions"]
    if type(value_1) is not list:
        return False
    for item_2 in value_1:
        if not check_SessionConfigOption(item_2):
            return False
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_22):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_ConfigOptionUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "configOptions" not in instance:
        return False
    value_1 = instance["configOptions"]
    if type(value_1) is not list:
        return False
    for item_2 in value_1:
        if not check_SessionConfigOption(item_2):
            return False
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_22):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_23))


def check_Content(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "content" not in instance:
        return False
    value_1 = instance["content"]
    if not check_ContentBlock(value_1):
        return False
    if type(value_1) is dict and not extras_are_json(value_1, _NAMES_5):
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return True


def check_ContentBlock(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_3.get(tag_1, check_ContentBlock_anyOf_5)
    return branch_2(instance)


def check_ContentBlock_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "text"):
        return False
    return check_TextContent(instance)


def check_ContentBlock_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "image"):
        return False
    return check_ImageContent(instance)


def check_ContentBlock_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "audio"):
        return False
    return check_AudioContent(instance)


def check_ContentBlock_anyOf_3(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "resource_link"):
        return False
    return check_ResourceLink(instance)


def check_ContentBlock_anyOf_4(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "resource"):
        return False
    return check_EmbeddedResource(instance)


def check_ContentBlock_anyOf_5(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not extras_are_json(instance, _NAMES_145):
        return False
    return not check_ContentBlock_anyOf_5_not(instance)


def check_ContentBlock_anyOf_5_not(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_21.get(tag_1)
    return not (branch_2 is None or not branch_2(instance))


def check_ContentBlock_anyOf_5_not_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "text"


def check_ContentBlock_anyOf_5_not_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "image"


def check_ContentBlock_anyOf_5_not_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "audio"


def check_ContentBlock_anyOf_5_not_anyOf_3(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "resource_link"


def check_ContentBlock_anyOf_5_not_anyOf_4(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "resource"


def check_ContentBlock_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_3.get(tag_1, check_ContentBlock_anyOf_5)
    if not branch_2(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_5))


def check_ContentChunk(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "messageId" not in instance or "content" not in instance:
        return False
    value_1 = instance["messageId"]
    if not check_MessageId(value_1):
        return False
    value_2 = instance["content"]
    if not check_ContentBlock(value_2):
        return False
    if type(value_2) is dict and not extras_are_json(value_2, _NAMES_5):
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_ContentChunk_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "messageId" not in instance or "content" not in instance:
        return False
    value_1 = instance["messageId"]
    if not check_MessageId(value_1):
        return False
    value_2 = instance["content"]
    if not check_ContentBlock(value_2):
        return False
    if type(value_2) is dict and not extras_are_json(value_2, _NAMES_5):
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_6))


def check_Content_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "content" not in instance:
        return False
    value_1 = instance["content"]
    if not check_ContentBlock(value_1):
        return False
    if type(value_1) is dict and not extras_are_json(value_1, _NAMES_5):
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_24))


def check_Cost(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "amount" not in instance or "currency" not in instance:
        return False
    value_1 = instance["amount"]
    if not (type(value_1) is int or (type(value_1) is float and isfinite(value_1))):
        return False
    value_2 = instance["currency"]
    if type(value_2) is not str:
        return False
    if _PATTERN_25.search(value_2) is None:
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_Cost_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "amount" not in instance or "currency" not in instance:
        return False
    value_1 = instance["amount"]
    if not (type(value_1) is int or (type(value_1) is float and isfinite(value_1))):
        return False
    value_2 = instance["currency"]
    if type(value_2) is not str:
        return False
    if _PATTERN_25.search(value_2) is None:
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_26))


def check_Diff(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "changes" not in instance:
        return False
    value_1 = instance["changes"]
    if type(value_1) is not list:
        return False
    for item_2 in value_1:
        if not check_DiffChange(item_2):
            return False
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_27):
            return False
    if "patch" in instance:
        value_4 = instance["patch"]
        if not (
            check_Diff_properties_patch_anyOf_0(value_4)
            or check_Diff_properties_patch_anyOf_1(value_4)
        ):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_28):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return True


def check_DiffChange(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "fileType" in instance:
        value_1 = instance["fileType"]
        if not (
            check_DiffChange_properties_fileType_anyOf_0(value_1)
            or check_DiffChange_properties_fileType_anyOf_1(value_1)
        ):
            return False
    if "mimeType" in instance:
        value_2 = instance["mimeType"]
        if not (
            check_DiffChange_properties_mimeType_anyOf_0(value_2)
            or check_DiffChange_properties_mimeType_anyOf_1(value_2)
        ):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    tag_4 = instance.get("operation")
    if type(tag_4) is not str:
        return False
    branch_5 = _UNION_4.get(tag_4, check_DiffChange_anyOf_5)
    return branch_5(instance)


def check_DiffChange_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "operation" not in instance:
        return False
    value_1 = instance["operation"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "add"):
        return False
    return check_DiffPathChange(instance)


def check_DiffChange_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "operation" not in instance:
        return False
    value_1 = instance["operation"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "delete"):
        return False
    return check_DiffPathChange(instance)


def check_DiffChange_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "operation" not in instance:
        return False
    value_1 = instance["operation"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "modify"):
        return False
    return check_DiffPathChange(instance)


def check_DiffChange_anyOf_3(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "operation" not in instance:
        return False
    value_1 = instance["operation"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "move"):
        return False
    return check_DiffPathPairChange(instance)


def check_DiffChange_anyOf_4(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "operation" not in instance:
        return False
    value_1 = instance["operation"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "copy"):
        return False
    return check_DiffPathPairChange(instance)


def check_DiffChange_anyOf_5(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "operation" not in instance:
        return False
    value_1 = instance["operation"]
    if type(value_1) is not str:
        return False
    if not extras_are_json(instance, _NAMES_146):
        return False
    return not check_DiffChange_anyOf_5_not(instance)


def check_DiffChange_anyOf_5_not(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("operation")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_22.get(tag_1)
    return not (branch_2 is None or not branch_2(instance))


def check_DiffChange_anyOf_5_not_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "operation" not in instance:
        return False
    value_1 = instance["operation"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "add"


def check_DiffChange_anyOf_5_not_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "operation" not in instance:
        return False
    value_1 = instance["operation"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "delete"


def check_DiffChange_anyOf_5_not_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "operation" not in instance:
        return False
    value_1 = instance["operation"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "modify"


def check_DiffChange_anyOf_5_not_anyOf_3(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "operation" not in instance:
        return False
    value_1 = instance["operation"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "move"


def check_DiffChange_anyOf_5_not_anyOf_4(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "operation" not in instance:
        return False
    value_1 = instance["operation"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "copy"


def check_DiffChange_properties_fileType_anyOf_0(instance: object) -> bool:
    return check_DiffFileType(instance)


def check_DiffChange_properties_fileType_anyOf_1(instance: object) -> bool:
    return instance is None


def check_DiffChange_properties_mimeType_anyOf_0(instance: object) -> bool:
    return check_MediaType(instance)


def check_DiffChange_properties_mimeType_anyOf_1(instance: object) -> bool:
    return instance is None


def check_DiffChange_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "fileType" in instance:
        value_1 = instance["fileType"]
        if not (
            check_DiffChange_properties_fileType_anyOf_0(value_1)
            or check_DiffChange_properties_fileType_anyOf_1(value_1)
        ):
            return False
    if "mimeType" in instance:
        value_2 = instance["mimeType"]
        if not (
            check_DiffChange_properties_mimeType_anyOf_0(value_2)
            or check_DiffChange_properties_mimeType_anyOf_1(value_2)
        ):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    tag_4 = instance.get("operation")
    if type(tag_4) is not str:
        return False
    branch_5 = _UNION_4.get(tag_4, check_DiffChange_anyOf_5)
    if not branch_5(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_27))


def check_DiffFileType(instance: object) -> bool:
    return (
        check_DiffFileType_anyOf_0(instance)
        or check_DiffFileType_anyOf_1(instance)
        or check_DiffFileType_anyOf_2(instance)
        or check_DiffFileType_anyOf_3(instance)
        or check_DiffFileType_anyOf_4(instance)
    )


def check_DiffFileType_anyOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "text"


def check_DiffFileType_anyOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "binary"


def check_DiffFileType_anyOf_2(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "directory"


def check_DiffFileType_anyOf_3(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "symlink"


def check_DiffFileType_anyOf_4(instance: object) -> bool:
    return type(instance) is str


def check_DiffFileType_value(instance: object) -> bool:
    return (
        check_DiffFileType_anyOf_0(instance)
        or check_DiffFileType_anyOf_1(instance)
        or check_DiffFileType_anyOf_2(instance)
        or check_DiffFileType_anyOf_3(instance)
        or check_DiffFileType_anyOf_4(instance)
    )


def check_DiffPatch(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "format" not in instance or "text" not in instance:
        return False
    value_1 = instance["format"]
    if not check_DiffPatchFormat(value_1):
        return False
    value_2 = instance["text"]
    return type(value_2) is str


def check_DiffPatchFormat(instance: object) -> bool:
    return check_DiffPatchFormat_anyOf_0(instance) or check_DiffPatchFormat_anyOf_1(
        instance
    )


def check_DiffPatchFormat_anyOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "git_patch"


def check_DiffPatchFormat_anyOf_1(instance: object) -> bool:
    return type(instance) is str


def check_DiffPatchFormat_value(instance: object) -> bool:
    return check_DiffPatchFormat_anyOf_0(instance) or check_DiffPatchFormat_anyOf_1(
        instance
    )


def check_DiffPatch_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "format" not in instance or "text" not in instance:
        return False
    value_1 = instance["format"]
    if not check_DiffPatchFormat(value_1):
        return False
    value_2 = instance["text"]
    if type(value_2) is not str:
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_28))


def check_DiffPathChange(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "path" not in instance:
        return False
    value_1 = instance["path"]
    return check_AbsolutePath(value_1)


def check_DiffPathChange_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "path" not in instance:
        return False
    value_1 = instance["path"]
    if not check_AbsolutePath(value_1):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_30))


def check_DiffPathPairChange(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "oldPath" not in instance or "path" not in instance:
        return False
    value_1 = instance["oldPath"]
    if not check_AbsolutePath(value_1):
        return False
    value_2 = instance["path"]
    return check_AbsolutePath(value_2)


def check_DiffPathPairChange_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "oldPath" not in instance or "path" not in instance:
        return False
    value_1 = instance["oldPath"]
    if not check_AbsolutePath(value_1):
        return False
    value_2 = instance["path"]
    if not check_AbsolutePath(value_2):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_31))


def check_Diff_properties_patch_anyOf_0(instance: object) -> bool:
    return check_DiffPatch(instance)


def check_Diff_properties_patch_anyOf_1(instance: object) -> bool:
    return instance is None


def check_Diff_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "changes" not in instance:
        return False
    value_1 = instance["changes"]
    if type(value_1) is not list:
        return False
    for item_2 in value_1:
        if not check_DiffChange(item_2):
            return False
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_27):
            return False
    if "patch" in instance:
        value_4 = instance["patch"]
        if not (
            check_Diff_properties_patch_anyOf_0(value_4)
            or check_Diff_properties_patch_anyOf_1(value_4)
        ):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_28):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_29))


def check_ElicitationCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "form" in instance:
        value_1 = instance["form"]
        if not (
            check_ElicitationCapabilities_properties_form_anyOf_0(value_1)
            or check_ElicitationCapabilities_properties_form_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    if "url" in instance:
        value_2 = instance["url"]
        if not (
            check_ElicitationCapabilities_properties_url_anyOf_0(value_2)
            or check_ElicitationCapabilities_properties_url_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_ElicitationCapabilities_properties_form_anyOf_0(instance: object) -> bool:
    return check_ElicitationFormCapabilities(instance)


def check_ElicitationCapabilities_properties_form_anyOf_1(instance: object) -> bool:
    return instance is None


def check_ElicitationCapabilities_properties_url_anyOf_0(instance: object) -> bool:
    return check_ElicitationUrlCapabilities(instance)


def check_ElicitationCapabilities_properties_url_anyOf_1(instance: object) -> bool:
    return instance is None


def check_ElicitationCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "form" in instance:
        value_1 = instance["form"]
        if not (
            check_ElicitationCapabilities_properties_form_anyOf_0(value_1)
            or check_ElicitationCapabilities_properties_form_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    if "url" in instance:
        value_2 = instance["url"]
        if not (
            check_ElicitationCapabilities_properties_url_anyOf_0(value_2)
            or check_ElicitationCapabilities_properties_url_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_18))


def check_ElicitationFormCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_ElicitationFormCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_ElicitationUrlCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_ElicitationUrlCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_EmbeddedResource(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "resource" not in instance:
        return False
    value_1 = instance["resource"]
    if not check_EmbeddedResourceResource(value_1):
        return False
    if type(value_1) is dict and not extras_are_json(value_1, _NAMES_32):
        return False
    if "annotations" in instance:
        value_2 = instance["annotations"]
        if not (
            check_EmbeddedResource_properties_annotations_anyOf_0(value_2)
            or check_EmbeddedResource_properties_annotations_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_7):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_EmbeddedResourceResource(instance: object) -> bool:
    return check_EmbeddedResourceResource_anyOf_0(
        instance
    ) or check_EmbeddedResourceResource_anyOf_1(instance)


def check_EmbeddedResourceResource_anyOf_0(instance: object) -> bool:
    return check_TextResourceContents(instance)


def check_EmbeddedResourceResource_anyOf_1(instance: object) -> bool:
    return check_BlobResourceContents(instance)


def check_EmbeddedResourceResource_value(instance: object) -> bool:
    if not (
        check_EmbeddedResourceResource_anyOf_0(instance)
        or check_EmbeddedResourceResource_anyOf_1(instance)
    ):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_32))


def check_EmbeddedResource_properties_annotations_anyOf_0(instance: object) -> bool:
    return check_Annotations(instance)


def check_EmbeddedResource_properties_annotations_anyOf_1(instance: object) -> bool:
    return instance is None


def check_EmbeddedResource_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "resource" not in instance:
        return False
    value_1 = instance["resource"]
    if not check_EmbeddedResourceResource(value_1):
        return False
    if type(value_1) is dict and not extras_are_json(value_1, _NAMES_32):
        return False
    if "annotations" in instance:
        value_2 = instance["annotations"]
        if not (
            check_EmbeddedResource_properties_annotations_anyOf_0(value_2)
            or check_EmbeddedResource_properties_annotations_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_7):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_33))


def check_EnvVariable(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "name" not in instance or "value" not in instance:
        return False
    value_1 = instance["name"]
    if type(value_1) is not str:
        return False
    value_2 = instance["value"]
    if type(value_2) is not str:
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_EnvVariable_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "name" not in instance or "value" not in instance:
        return False
    value_1 = instance["name"]
    if type(value_1) is not str:
        return False
    value_2 = instance["value"]
    if type(value_2) is not str:
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_12))


def check_Icon(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "src" not in instance:
        return False
    value_1 = instance["src"]
    if type(value_1) is not str:
        return False
    if "mimeType" in instance:
        value_2 = instance["mimeType"]
        if not (
            check_Icon_properties_mimeType_anyOf_0(value_2)
            or check_Icon_properties_mimeType_anyOf_1(value_2)
        ):
            return False
    if "sizes" in instance:
        value_3 = instance["sizes"]
        if not (type(value_3) is list or value_3 is None):
            return False
        if type(value_3) is list:
            for item_4 in value_3:
                if type(item_4) is not str:
                    return False
    if "theme" in instance:
        value_6 = instance["theme"]
        if not (
            check_Icon_properties_theme_anyOf_0(value_6)
            or check_Icon_properties_theme_anyOf_1(value_6)
        ):
            return False
    return True


def check_IconTheme(instance: object) -> bool:
    return (
        check_IconTheme_anyOf_0(instance)
        or check_IconTheme_anyOf_1(instance)
        or check_IconTheme_anyOf_2(instance)
    )


def check_IconTheme_anyOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "light"


def check_IconTheme_anyOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "dark"


def check_IconTheme_anyOf_2(instance: object) -> bool:
    return type(instance) is str


def check_IconTheme_value(instance: object) -> bool:
    return (
        check_IconTheme_anyOf_0(instance)
        or check_IconTheme_anyOf_1(instance)
        or check_IconTheme_anyOf_2(instance)
    )


def check_Icon_properties_mimeType_anyOf_0(instance: object) -> bool:
    return check_MediaType(instance)


def check_Icon_properties_mimeType_anyOf_1(instance: object) -> bool:
    return instance is None


def check_Icon_properties_theme_anyOf_0(instance: object) -> bool:
    return check_IconTheme(instance)


def check_Icon_properties_theme_anyOf_1(instance: object) -> bool:
    return instance is None


def check_Icon_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "src" not in instance:
        return False
    value_1 = instance["src"]
    if type(value_1) is not str:
        return False
    if "mimeType" in instance:
        value_2 = instance["mimeType"]
        if not (
            check_Icon_properties_mimeType_anyOf_0(value_2)
            or check_Icon_properties_mimeType_anyOf_1(value_2)
        ):
            return False
    if "sizes" in instance:
        value_3 = instance["sizes"]
        if not (type(value_3) is list or value_3 is None):
            return False
        if type(value_3) is list:
            for item_4 in value_3:
                if type(item_4) is not str:
                    return False
    if "theme" in instance:
        value_6 = instance["theme"]
        if not (
            check_Icon_properties_theme_anyOf_0(value_6)
            or check_Icon_properties_theme_anyOf_1(value_6)
        ):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_34))


def check_IdleStateUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "stopReason" in instance:
        value_1 = instance["stopReason"]
        if not (
            check_IdleStateUpdate_properties_stopReason_anyOf_0(value_1)
            or check_IdleStateUpdate_properties_stopReason_anyOf_1(value_1)
        ):
            return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return True


def check_IdleStateUpdate_properties_stopReason_anyOf_0(instance: object) -> bool:
    return check_StopReason(instance)


def check_IdleStateUpdate_properties_stopReason_anyOf_1(instance: object) -> bool:
    return instance is None


def check_IdleStateUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "stopReason" in instance:
        value_1 = instance["stopReason"]
        if not (
            check_IdleStateUpdate_properties_stopReason_anyOf_0(value_1)
            or check_IdleStateUpdate_properties_stopReason_anyOf_1(value_1)
        ):
            return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_35))


def check_ImageContent(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "data" not in instance or "mimeType" not in instance:
        return False
    value_1 = instance["data"]
    if type(value_1) is not str:
        return False
    value_2 = instance["mimeType"]
    if not check_MediaType(value_2):
        return False
    if "uri" in instance:
        value_3 = instance["uri"]
        if not (type(value_3) is str or value_3 is None):
            return False
    if "annotations" in instance:
        value_4 = instance["annotations"]
        if not (
            check_ImageContent_properties_annotations_anyOf_0(value_4)
            or check_ImageContent_properties_annotations_anyOf_1(value_4)
        ):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_7):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return True


def check_ImageContent_properties_annotations_anyOf_0(instance: object) -> bool:
    return check_Annotations(instance)


def check_ImageContent_properties_annotations_anyOf_1(instance: object) -> bool:
    return instance is None


def check_ImageContent_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "data" not in instance or "mimeType" not in instance:
        return False
    value_1 = instance["data"]
    if type(value_1) is not str:
        return False
    value_2 = instance["mimeType"]
    if not check_MediaType(value_2):
        return False
    if "uri" in instance:
        value_3 = instance["uri"]
        if not (type(value_3) is str or value_3 is None):
            return False
    if "annotations" in instance:
        value_4 = instance["annotations"]
        if not (
            check_ImageContent_properties_annotations_anyOf_0(value_4)
            or check_ImageContent_properties_annotations_anyOf_1(value_4)
        ):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_7):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_36))


def check_Implementation(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "name" not in instance or "version" not in instance:
        return False
    value_1 = instance["name"]
    if type(value_1) is not str:
        return False
    if "title" in instance:
        value_2 = instance["title"]
        if not (type(value_2) is str or value_2 is None):
            return False
    value_3 = instance["version"]
    if type(value_3) is not str:
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_Implementation_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "name" not in instance or "version" not in instance:
        return False
    value_1 = instance["name"]
    if type(value_1) is not str:
        return False
    if "title" in instance:
        value_2 = instance["title"]
        if not (type(value_2) is str or value_2 is None):
            return False
    value_3 = instance["version"]
    if type(value_3) is not str:
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_37))


def check_InitializeRequest_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "protocolVersion" not in instance or "info" not in instance:
        return False
    value_1 = instance["protocolVersion"]
    if not check_ProtocolVersion(value_1):
        return False
    value_2 = instance["info"]
    if not check_Implementation(value_2):
        return False
    if type(value_2) is dict and not extras_are_json(value_2, _NAMES_37):
        return False
    if "capabilities" in instance:
        value_3 = instance["capabilities"]
        if not check_ClientCapabilities(value_3):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_20):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_38))


def check_InitializeResponse_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "protocolVersion" not in instance or "info" not in instance:
        return False
    value_1 = instance["protocolVersion"]
    if not check_ProtocolVersion(value_1):
        return False
    value_2 = instance["info"]
    if not check_Implementation(value_2):
        return False
    if type(value_2) is dict and not extras_are_json(value_2, _NAMES_37):
        return False
    if "capabilities" in instance:
        value_3 = instance["capabilities"]
        if not check_AgentCapabilities(value_3):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_4):
            return False
    if "authMethods" in instance:
        value_4 = instance["authMethods"]
        if type(value_4) is not list:
            return False
        for item_5 in value_4:
            if not check_AuthMethod(item_5):
                return False
            if type(item_5) is dict and not extras_are_json(item_5, _NAMES_10):
                return False
    if "_meta" in instance:
        value_7 = instance["_meta"]
        if not (type(value_7) is dict or value_7 is None):
            return False
        if type(value_7) is dict and not extras_are_json(value_7, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_39))


def check_McpCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "stdio" in instance:
        value_1 = instance["stdio"]
        if not (
            check_McpCapabilities_properties_stdio_anyOf_0(value_1)
            or check_McpCapabilities_properties_stdio_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    if "http" in instance:
        value_2 = instance["http"]
        if not (
            check_McpCapabilities_properties_http_anyOf_0(value_2)
            or check_McpCapabilities_properties_http_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_McpCapabilities_properties_http_anyOf_0(instance: object) -> bool:
    return check_McpHttpCapabilities(instance)


def check_McpCapabilities_properties_http_anyOf_1(instance: object) -> bool:
    return instance is None


def check_McpCapabilities_properties_stdio_anyOf_0(instance: object) -> bool:
    return check_McpStdioCapabilities(instance)


def check_McpCapabilities_properties_stdio_anyOf_1(instance: object) -> bool:
    return instance is None


def check_McpCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "stdio" in instance:
        value_1 = instance["stdio"]
        if not (
            check_McpCapabilities_properties_stdio_anyOf_0(value_1)
            or check_McpCapabilities_properties_stdio_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    if "http" in instance:
        value_2 = instance["http"]
        if not (
            check_McpCapabilities_properties_http_anyOf_0(value_2)
            or check_McpCapabilities_properties_http_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_40))


def check_McpHttpCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_McpHttpCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_McpStdioCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_McpStdioCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_MediaType(instance: object) -> bool:
    return type(instance) is str


def check_MediaType_value(instance: object) -> bool:
    return type(instance) is str


def check_MessageId(instance: object) -> bool:
    return type(instance) is str


def check_MessageId_value(instance: object) -> bool:
    return type(instance) is str


def check_PlanEntry(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if (
        "content" not in instance
        or "priority" not in instance
        or "status" not in instance
    ):
        return False
    value_1 = instance["content"]
    if type(value_1) is not str:
        return False
    value_2 = instance["priority"]
    if not check_PlanEntryPriority(value_2):
        return False
    value_3 = instance["status"]
    if not check_PlanEntryStatus(value_3):
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_PlanEntryPriority(instance: object) -> bool:
    return (
        check_PlanEntryPriority_anyOf_0(instance)
        or check_PlanEntryPriority_anyOf_1(instance)
        or check_PlanEntryPriority_anyOf_2(instance)
        or check_PlanEntryPriority_anyOf_3(instance)
    )


def check_PlanEntryPriority_anyOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "high"


def check_PlanEntryPriority_anyOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "medium"


def check_PlanEntryPriority_anyOf_2(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "low"


def check_PlanEntryPriority_anyOf_3(instance: object) -> bool:
    return type(instance) is str


def check_PlanEntryPriority_value(instance: object) -> bool:
    return (
        check_PlanEntryPriority_anyOf_0(instance)
        or check_PlanEntryPriority_anyOf_1(instance)
        or check_PlanEntryPriority_anyOf_2(instance)
        or check_PlanEntryPriority_anyOf_3(instance)
    )


def check_PlanEntryStatus(instance: object) -> bool:
    return (
        check_PlanEntryStatus_anyOf_0(instance)
        or check_PlanEntryStatus_anyOf_1(instance)
        or check_PlanEntryStatus_anyOf_2(instance)
        or check_PlanEntryStatus_anyOf_3(instance)
        or check_PlanEntryStatus_anyOf_4(instance)
    )


def check_PlanEntryStatus_anyOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "pending"


def check_PlanEntryStatus_anyOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "in_progress"


def check_PlanEntryStatus_anyOf_2(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "completed"


def check_PlanEntryStatus_anyOf_3(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "cancelled"


def check_PlanEntryStatus_anyOf_4(instance: object) -> bool:
    return type(instance) is str


def check_PlanEntryStatus_value(instance: object) -> bool:
    return (
        check_PlanEntryStatus_anyOf_0(instance)
        or check_PlanEntryStatus_anyOf_1(instance)
        or check_PlanEntryStatus_anyOf_2(instance)
        or check_PlanEntryStatus_anyOf_3(instance)
        or check_PlanEntryStatus_anyOf_4(instance)
    )


def check_PlanEntry_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if (
        "content" not in instance
        or "priority" not in instance
        or "status" not in instance
    ):
        return False
    value_1 = instance["content"]
    if type(value_1) is not str:
        return False
    value_2 = instance["priority"]
    if not check_PlanEntryPriority(value_2):
        return False
    value_3 = instance["status"]
    if not check_PlanEntryStatus(value_3):
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_41))


def check_PlanId(instance: object) -> bool:
    return type(instance) is str


def check_PlanId_value(instance: object) -> bool:
    return type(instance) is str


def check_PlanItems(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "planId" not in instance or "entries" not in instance:
        return False
    value_1 = instance["planId"]
    if not check_PlanId(value_1):
        return False
    value_2 = instance["entries"]
    if type(value_2) is not list:
        return False
    for item_3 in value_2:
        if not check_PlanEntry(item_3):
            return False
        if type(item_3) is dict and not extras_are_json(item_3, _NAMES_41):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return True


def check_PlanItems_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "planId" not in instance or "entries" not in instance:
        return False
    value_1 = instance["planId"]
    if not check_PlanId(value_1):
        return False
    value_2 = instance["entries"]
    if type(value_2) is not list:
        return False
    for item_3 in value_2:
        if not check_PlanEntry(item_3):
            return False
        if type(item_3) is dict and not extras_are_json(item_3, _NAMES_41):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_42))


def check_PlanUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "plan" not in instance:
        return False
    value_1 = instance["plan"]
    if not check_PlanUpdateContent(value_1):
        return False
    if type(value_1) is dict and not extras_are_json(value_1, _NAMES_43):
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return True


def check_PlanUpdateContent(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_5.get(tag_1, check_PlanUpdateContent_anyOf_1)
    return branch_2(instance)


def check_PlanUpdateContent_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "items"):
        return False
    return check_PlanItems(instance)


def check_PlanUpdateContent_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance or "planId" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    value_2 = instance["planId"]
    if not check_PlanId(value_2):
        return False
    if not extras_are_json(instance, _NAMES_147):
        return False
    return not check_PlanUpdateContent_anyOf_1_not(instance)


def check_PlanUpdateContent_anyOf_1_not(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_23.get(tag_1)
    return not (branch_2 is None or not branch_2(instance))


def check_PlanUpdateContent_anyOf_1_not_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "items"


def check_PlanUpdateContent_anyOf_1_not_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "file"


def check_PlanUpdateContent_anyOf_1_not_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "markdown"


def check_PlanUpdateContent_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_5.get(tag_1, check_PlanUpdateContent_anyOf_1)
    if not branch_2(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_43))


def check_PlanUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "plan" not in instance:
        return False
    value_1 = instance["plan"]
    if not check_PlanUpdateContent(value_1):
        return False
    if type(value_1) is dict and not extras_are_json(value_1, _NAMES_43):
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_44))


def check_PromptAudioCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_PromptAudioCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_PromptCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "image" in instance:
        value_1 = instance["image"]
        if not (
            check_PromptCapabilities_properties_image_anyOf_0(value_1)
            or check_PromptCapabilities_properties_image_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    if "audio" in instance:
        value_2 = instance["audio"]
        if not (
            check_PromptCapabilities_properties_audio_anyOf_0(value_2)
            or check_PromptCapabilities_properties_audio_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    if "embeddedContext" in instance:
        value_3 = instance["embeddedContext"]
        if not (
            check_PromptCapabilities_properties_embeddedContext_anyOf_0(value_3)
            or check_PromptCapabilities_properties_embeddedContext_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_PromptCapabilities_properties_audio_anyOf_0(instance: object) -> bool:
    return check_PromptAudioCapabilities(instance)


def check_PromptCapabilities_properties_audio_anyOf_1(instance: object) -> bool:
    return instance is None


def check_PromptCapabilities_properties_embeddedContext_anyOf_0(
    instance: object,
) -> bool:
    return check_PromptEmbeddedContextCapabilities(instance)


def check_PromptCapabilities_properties_embeddedContext_anyOf_1(
    instance: object,
) -> bool:
    return instance is None


def check_PromptCapabilities_properties_image_anyOf_0(instance: object) -> bool:
    return check_PromptImageCapabilities(instance)


def check_PromptCapabilities_properties_image_anyOf_1(instance: object) -> bool:
    return instance is None


def check_PromptCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "image" in instance:
        value_1 = instance["image"]
        if not (
            check_PromptCapabilities_properties_image_anyOf_0(value_1)
            or check_PromptCapabilities_properties_image_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    if "audio" in instance:
        value_2 = instance["audio"]
        if not (
            check_PromptCapabilities_properties_audio_anyOf_0(value_2)
            or check_PromptCapabilities_properties_audio_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    if "embeddedContext" in instance:
        value_3 = instance["embeddedContext"]
        if not (
            check_PromptCapabilities_properties_embeddedContext_anyOf_0(value_3)
            or check_PromptCapabilities_properties_embeddedContext_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_21))


def check_PromptEmbeddedContextCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_PromptEmbeddedContextCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_PromptImageCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_PromptImageCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_PromptRequest_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionId" not in instance or "prompt" not in instance:
        return False
    value_1 = instance["sessionId"]
    if not check_SessionId(value_1):
        return False
    value_2 = instance["prompt"]
    if type(value_2) is not list:
        return False
    for item_3 in value_2:
        if not check_ContentBlock(item_3):
            return False
        if type(item_3) is dict and not extras_are_json(item_3, _NAMES_5):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_45))


def check_PromptSuggestion(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "prompt" not in instance:
        return False
    value_1 = instance["prompt"]
    if type(value_1) is not list:
        return False
    if len(value_1) < 1:
        return False
    for item_2 in value_1:
        if not check_ContentBlock(item_2):
            return False
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_5):
            return False
    if check_PromptSuggestion_properties_prompt_not(value_1):
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_PromptSuggestion_properties_prompt_not(instance: object) -> bool:
    if type(instance) is list:
        for item_1 in instance:
            if type(item_1) is not dict:
                return False
            if "type" not in item_1 or "text" not in item_1:
                return False
            value_3 = item_1["type"]
            if not (type(value_3) is str and value_3 == "text"):
                return False
            value_4 = item_1["text"]
            if type(value_4) is not str:
                return False
            if _PATTERN_148.search(value_4) is None:
                return False
            if type(item_1) is dict and not extras_are_json(item_1, _NAMES_149):
                return False
    return True


def check_PromptSuggestion_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "prompt" not in instance:
        return False
    value_1 = instance["prompt"]
    if type(value_1) is not list:
        return False
    if len(value_1) < 1:
        return False
    for item_2 in value_1:
        if not check_ContentBlock(item_2):
            return False
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_5):
            return False
    if check_PromptSuggestion_properties_prompt_not(value_1):
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_46))


def check_PromptSuggestionsAudioCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_PromptSuggestionsAudioCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_PromptSuggestionsCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "image" in instance:
        value_1 = instance["image"]
        if not (
            check_PromptSuggestionsCapabilities_properties_image_anyOf_0(value_1)
            or check_PromptSuggestionsCapabilities_properties_image_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    if "audio" in instance:
        value_2 = instance["audio"]
        if not (
            check_PromptSuggestionsCapabilities_properties_audio_anyOf_0(value_2)
            or check_PromptSuggestionsCapabilities_properties_audio_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    if "embeddedContext" in instance:
        value_3 = instance["embeddedContext"]
        if not (
            check_PromptSuggestionsCapabilities_properties_embeddedContext_anyOf_0(
                value_3
            )
            or check_PromptSuggestionsCapabilities_properties_embeddedContext_anyOf_1(
                value_3
            )
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_PromptSuggestionsCapabilities_properties_audio_anyOf_0(
    instance: object,
) -> bool:
    return check_PromptSuggestionsAudioCapabilities(instance)


def check_PromptSuggestionsCapabilities_properties_audio_anyOf_1(
    instance: object,
) -> bool:
    return instance is None


def check_PromptSuggestionsCapabilities_properties_embeddedContext_anyOf_0(
    instance: object,
) -> bool:
    return check_PromptSuggestionsEmbeddedContextCapabilities(instance)


def check_PromptSuggestionsCapabilities_properties_embeddedContext_anyOf_1(
    instance: object,
) -> bool:
    return instance is None


def check_PromptSuggestionsCapabilities_properties_image_anyOf_0(
    instance: object,
) -> bool:
    return check_PromptSuggestionsImageCapabilities(instance)


def check_PromptSuggestionsCapabilities_properties_image_anyOf_1(
    instance: object,
) -> bool:
    return instance is None


def check_PromptSuggestionsCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "image" in instance:
        value_1 = instance["image"]
        if not (
            check_PromptSuggestionsCapabilities_properties_image_anyOf_0(value_1)
            or check_PromptSuggestionsCapabilities_properties_image_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    if "audio" in instance:
        value_2 = instance["audio"]
        if not (
            check_PromptSuggestionsCapabilities_properties_audio_anyOf_0(value_2)
            or check_PromptSuggestionsCapabilities_properties_audio_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    if "embeddedContext" in instance:
        value_3 = instance["embeddedContext"]
        if not (
            check_PromptSuggestionsCapabilities_properties_embeddedContext_anyOf_0(
                value_3
            )
            or check_PromptSuggestionsCapabilities_properties_embeddedContext_anyOf_1(
                value_3
            )
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_21))


def check_PromptSuggestionsEmbeddedContextCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_PromptSuggestionsEmbeddedContextCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_PromptSuggestionsImageCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_PromptSuggestionsImageCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_PromptSuggestionsUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "suggestions" not in instance:
        return False
    value_1 = instance["suggestions"]
    if type(value_1) is not list:
        return False
    for item_2 in value_1:
        if not check_PromptSuggestion(item_2):
            return False
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_46):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_PromptSuggestionsUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "suggestions" not in instance:
        return False
    value_1 = instance["suggestions"]
    if type(value_1) is not list:
        return False
    for item_2 in value_1:
        if not check_PromptSuggestion(item_2):
            return False
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_46):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_47))


def check_ProtocolVersion(instance: object) -> bool:
    if not (
        type(instance) is int or (type(instance) is float and instance.is_integer())
    ):
        return False
    if instance < 0:
        return False
    return not (instance > 65535)


def check_ProtocolVersion_value(instance: object) -> bool:
    if not (
        type(instance) is int or (type(instance) is float and instance.is_integer())
    ):
        return False
    if instance < 0:
        return False
    return not (instance > 65535)


def check_RequiresActionStateUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_RequiresActionStateUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_ResourceLink(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "name" not in instance or "uri" not in instance:
        return False
    value_1 = instance["name"]
    if type(value_1) is not str:
        return False
    value_2 = instance["uri"]
    if type(value_2) is not str:
        return False
    if "title" in instance:
        value_3 = instance["title"]
        if not (type(value_3) is str or value_3 is None):
            return False
    if "description" in instance:
        value_4 = instance["description"]
        if not (type(value_4) is str or value_4 is None):
            return False
    if "icons" in instance:
        value_5 = instance["icons"]
        if not (type(value_5) is list or value_5 is None):
            return False
        if type(value_5) is list:
            for item_6 in value_5:
                if not check_Icon(item_6):
                    return False
                if type(item_6) is dict and not extras_are_json(item_6, _NAMES_34):
                    return False
    if "mimeType" in instance:
        value_8 = instance["mimeType"]
        if not (
            check_ResourceLink_properties_mimeType_anyOf_0(value_8)
            or check_ResourceLink_properties_mimeType_anyOf_1(value_8)
        ):
            return False
    if "size" in instance:
        value_9 = instance["size"]
        if not (
            (type(value_9) is int or (type(value_9) is float and value_9.is_integer()))
            or value_9 is None
        ):
            return False
    if "annotations" in instance:
        value_10 = instance["annotations"]
        if not (
            check_ResourceLink_properties_annotations_anyOf_0(value_10)
            or check_ResourceLink_properties_annotations_anyOf_1(value_10)
        ):
            return False
        if type(value_10) is dict and not extras_are_json(value_10, _NAMES_7):
            return False
    if "_meta" in instance:
        value_11 = instance["_meta"]
        if not (type(value_11) is dict or value_11 is None):
            return False
        if type(value_11) is dict and not extras_are_json(value_11, _NAMES_1):
            return False
    return True


def check_ResourceLink_properties_annotations_anyOf_0(instance: object) -> bool:
    return check_Annotations(instance)


def check_ResourceLink_properties_annotations_anyOf_1(instance: object) -> bool:
    return instance is None


def check_ResourceLink_properties_mimeType_anyOf_0(instance: object) -> bool:
    return check_MediaType(instance)


def check_ResourceLink_properties_mimeType_anyOf_1(instance: object) -> bool:
    return instance is None


def check_ResourceLink_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "name" not in instance or "uri" not in instance:
        return False
    value_1 = instance["name"]
    if type(value_1) is not str:
        return False
    value_2 = instance["uri"]
    if type(value_2) is not str:
        return False
    if "title" in instance:
        value_3 = instance["title"]
        if not (type(value_3) is str or value_3 is None):
            return False
    if "description" in instance:
        value_4 = instance["description"]
        if not (type(value_4) is str or value_4 is None):
            return False
    if "icons" in instance:
        value_5 = instance["icons"]
        if not (type(value_5) is list or value_5 is None):
            return False
        if type(value_5) is list:
            for item_6 in value_5:
                if not check_Icon(item_6):
                    return False
                if type(item_6) is dict and not extras_are_json(item_6, _NAMES_34):
                    return False
    if "mimeType" in instance:
        value_8 = instance["mimeType"]
        if not (
            check_ResourceLink_properties_mimeType_anyOf_0(value_8)
            or check_ResourceLink_properties_mimeType_anyOf_1(value_8)
        ):
            return False
    if "size" in instance:
        value_9 = instance["size"]
        if not (
            (type(value_9) is int or (type(value_9) is float and value_9.is_integer()))
            or value_9 is None
        ):
            return False
    if "annotations" in instance:
        value_10 = instance["annotations"]
        if not (
            check_ResourceLink_properties_annotations_anyOf_0(value_10)
            or check_ResourceLink_properties_annotations_anyOf_1(value_10)
        ):
            return False
        if type(value_10) is dict and not extras_are_json(value_10, _NAMES_7):
            return False
    if "_meta" in instance:
        value_11 = instance["_meta"]
        if not (type(value_11) is dict or value_11 is None):
            return False
        if type(value_11) is dict and not extras_are_json(value_11, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_48))


def check_Role(instance: object) -> bool:
    return (
        check_Role_anyOf_0(instance)
        or check_Role_anyOf_1(instance)
        or check_Role_anyOf_2(instance)
    )


def check_Role_anyOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "assistant"


def check_Role_anyOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "user"


def check_Role_anyOf_2(instance: object) -> bool:
    return type(instance) is str


def check_Role_value(instance: object) -> bool:
    return (
        check_Role_anyOf_0(instance)
        or check_Role_anyOf_1(instance)
        or check_Role_anyOf_2(instance)
    )


def check_RunningStateUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_RunningStateUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_SessionAdditionalDirectoriesCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_SessionAdditionalDirectoriesCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_SessionCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "prompt" in instance:
        value_1 = instance["prompt"]
        if not (
            check_SessionCapabilities_properties_prompt_anyOf_0(value_1)
            or check_SessionCapabilities_properties_prompt_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_21):
            return False
    if "mcp" in instance:
        value_2 = instance["mcp"]
        if not (
            check_SessionCapabilities_properties_mcp_anyOf_0(value_2)
            or check_SessionCapabilities_properties_mcp_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_40):
            return False
    if "delete" in instance:
        value_3 = instance["delete"]
        if not (
            check_SessionCapabilities_properties_delete_anyOf_0(value_3)
            or check_SessionCapabilities_properties_delete_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    if "additionalDirectories" in instance:
        value_4 = instance["additionalDirectories"]
        if not (
            check_SessionCapabilities_properties_additionalDirectories_anyOf_0(value_4)
            or check_SessionCapabilities_properties_additionalDirectories_anyOf_1(
                value_4
            )
        ):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return True


def check_SessionCapabilities_properties_additionalDirectories_anyOf_0(
    instance: object,
) -> bool:
    return check_SessionAdditionalDirectoriesCapabilities(instance)


def check_SessionCapabilities_properties_additionalDirectories_anyOf_1(
    instance: object,
) -> bool:
    return instance is None


def check_SessionCapabilities_properties_delete_anyOf_0(instance: object) -> bool:
    return check_SessionDeleteCapabilities(instance)


def check_SessionCapabilities_properties_delete_anyOf_1(instance: object) -> bool:
    return instance is None


def check_SessionCapabilities_properties_mcp_anyOf_0(instance: object) -> bool:
    return check_McpCapabilities(instance)


def check_SessionCapabilities_properties_mcp_anyOf_1(instance: object) -> bool:
    return instance is None


def check_SessionCapabilities_properties_prompt_anyOf_0(instance: object) -> bool:
    return check_PromptCapabilities(instance)


def check_SessionCapabilities_properties_prompt_anyOf_1(instance: object) -> bool:
    return instance is None


def check_SessionCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "prompt" in instance:
        value_1 = instance["prompt"]
        if not (
            check_SessionCapabilities_properties_prompt_anyOf_0(value_1)
            or check_SessionCapabilities_properties_prompt_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_21):
            return False
    if "mcp" in instance:
        value_2 = instance["mcp"]
        if not (
            check_SessionCapabilities_properties_mcp_anyOf_0(value_2)
            or check_SessionCapabilities_properties_mcp_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_40):
            return False
    if "delete" in instance:
        value_3 = instance["delete"]
        if not (
            check_SessionCapabilities_properties_delete_anyOf_0(value_3)
            or check_SessionCapabilities_properties_delete_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    if "additionalDirectories" in instance:
        value_4 = instance["additionalDirectories"]
        if not (
            check_SessionCapabilities_properties_additionalDirectories_anyOf_0(value_4)
            or check_SessionCapabilities_properties_additionalDirectories_anyOf_1(
                value_4
            )
        ):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_3))


def check_SessionConfigBoolean(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "currentValue" not in instance:
        return False
    value_1 = instance["currentValue"]
    return type(value_1) is bool


def check_SessionConfigBoolean_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "currentValue" not in instance:
        return False
    value_1 = instance["currentValue"]
    if type(value_1) is not bool:
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_49))


def check_SessionConfigGroupId(instance: object) -> bool:
    return type(instance) is str


def check_SessionConfigGroupId_value(instance: object) -> bool:
    return type(instance) is str


def check_SessionConfigId(instance: object) -> bool:
    return type(instance) is str


def check_SessionConfigId_value(instance: object) -> bool:
    return type(instance) is str


def check_SessionConfigOption(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "configId" not in instance or "name" not in instance:
        return False
    value_1 = instance["configId"]
    if not check_SessionConfigId(value_1):
        return False
    value_2 = instance["name"]
    if type(value_2) is not str:
        return False
    if "description" in instance:
        value_3 = instance["description"]
        if not (type(value_3) is str or value_3 is None):
            return False
    if "category" in instance:
        value_4 = instance["category"]
        if not (
            check_SessionConfigOption_properties_category_anyOf_0(value_4)
            or check_SessionConfigOption_properties_category_anyOf_1(value_4)
        ):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    tag_6 = instance.get("type")
    if type(tag_6) is not str:
        return False
    branch_7 = _UNION_6.get(tag_6, check_SessionConfigOption_anyOf_2)
    return branch_7(instance)


def check_SessionConfigOptionCategory(instance: object) -> bool:
    return (
        check_SessionConfigOptionCategory_anyOf_0(instance)
        or check_SessionConfigOptionCategory_anyOf_1(instance)
        or check_SessionConfigOptionCategory_anyOf_2(instance)
        or check_SessionConfigOptionCategory_anyOf_3(instance)
        or check_SessionConfigOptionCategory_anyOf_4(instance)
    )


def check_SessionConfigOptionCategory_anyOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "mode"


def check_SessionConfigOptionCategory_anyOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "model"


def check_SessionConfigOptionCategory_anyOf_2(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "model_config"


def check_SessionConfigOptionCategory_anyOf_3(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "thought_level"


def check_SessionConfigOptionCategory_anyOf_4(instance: object) -> bool:
    return type(instance) is str


def check_SessionConfigOptionCategory_value(instance: object) -> bool:
    return (
        check_SessionConfigOptionCategory_anyOf_0(instance)
        or check_SessionConfigOptionCategory_anyOf_1(instance)
        or check_SessionConfigOptionCategory_anyOf_2(instance)
        or check_SessionConfigOptionCategory_anyOf_3(instance)
        or check_SessionConfigOptionCategory_anyOf_4(instance)
    )


def check_SessionConfigOption_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "select"):
        return False
    return check_SessionConfigSelect(instance)


def check_SessionConfigOption_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "boolean"):
        return False
    return check_SessionConfigBoolean(instance)


def check_SessionConfigOption_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not extras_are_json(instance, _NAMES_145):
        return False
    return not check_SessionConfigOption_anyOf_2_not(instance)


def check_SessionConfigOption_anyOf_2_not(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_24.get(tag_1)
    return not (branch_2 is None or not branch_2(instance))


def check_SessionConfigOption_anyOf_2_not_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "select"


def check_SessionConfigOption_anyOf_2_not_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "boolean"


def check_SessionConfigOption_properties_category_anyOf_0(instance: object) -> bool:
    return check_SessionConfigOptionCategory(instance)


def check_SessionConfigOption_properties_category_anyOf_1(instance: object) -> bool:
    return instance is None


def check_SessionConfigOption_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "configId" not in instance or "name" not in instance:
        return False
    value_1 = instance["configId"]
    if not check_SessionConfigId(value_1):
        return False
    value_2 = instance["name"]
    if type(value_2) is not str:
        return False
    if "description" in instance:
        value_3 = instance["description"]
        if not (type(value_3) is str or value_3 is None):
            return False
    if "category" in instance:
        value_4 = instance["category"]
        if not (
            check_SessionConfigOption_properties_category_anyOf_0(value_4)
            or check_SessionConfigOption_properties_category_anyOf_1(value_4)
        ):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    tag_6 = instance.get("type")
    if type(tag_6) is not str:
        return False
    branch_7 = _UNION_6.get(tag_6, check_SessionConfigOption_anyOf_2)
    if not branch_7(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_22))


def check_SessionConfigSelect(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "currentValue" not in instance or "options" not in instance:
        return False
    value_1 = instance["currentValue"]
    if not check_SessionConfigValueId(value_1):
        return False
    value_2 = instance["options"]
    if not check_SessionConfigSelectOptions(value_2):
        return False
    return not (type(value_2) is list and not is_json(value_2))


def check_SessionConfigSelectGroup(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "groupId" not in instance or "name" not in instance or "options" not in instance:
        return False
    value_1 = instance["groupId"]
    if not check_SessionConfigGroupId(value_1):
        return False
    value_2 = instance["name"]
    if type(value_2) is not str:
        return False
    value_3 = instance["options"]
    if type(value_3) is not list:
        return False
    for item_4 in value_3:
        if not check_SessionConfigSelectOption(item_4):
            return False
        if type(item_4) is dict and not extras_are_json(item_4, _NAMES_51):
            return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_1):
            return False
    return True


def check_SessionConfigSelectGroup_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "groupId" not in instance or "name" not in instance or "options" not in instance:
        return False
    value_1 = instance["groupId"]
    if not check_SessionConfigGroupId(value_1):
        return False
    value_2 = instance["name"]
    if type(value_2) is not str:
        return False
    value_3 = instance["options"]
    if type(value_3) is not list:
        return False
    for item_4 in value_3:
        if not check_SessionConfigSelectOption(item_4):
            return False
        if type(item_4) is dict and not extras_are_json(item_4, _NAMES_51):
            return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_52))


def check_SessionConfigSelectOption(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "value" not in instance or "name" not in instance:
        return False
    value_1 = instance["value"]
    if not check_SessionConfigValueId(value_1):
        return False
    value_2 = instance["name"]
    if type(value_2) is not str:
        return False
    if "description" in instance:
        value_3 = instance["description"]
        if not (type(value_3) is str or value_3 is None):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_SessionConfigSelectOption_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "value" not in instance or "name" not in instance:
        return False
    value_1 = instance["value"]
    if not check_SessionConfigValueId(value_1):
        return False
    value_2 = instance["name"]
    if type(value_2) is not str:
        return False
    if "description" in instance:
        value_3 = instance["description"]
        if not (type(value_3) is str or value_3 is None):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_51))


def check_SessionConfigSelectOptions(instance: object) -> bool:
    return check_SessionConfigSelectOptions_anyOf_0(
        instance
    ) or check_SessionConfigSelectOptions_anyOf_1(instance)


def check_SessionConfigSelectOptions_anyOf_0(instance: object) -> bool:
    if type(instance) is not list:
        return False
    for item_1 in instance:
        if not check_SessionConfigSelectOption(item_1):
            return False
        if type(item_1) is dict and not extras_are_json(item_1, _NAMES_51):
            return False
    return True


def check_SessionConfigSelectOptions_anyOf_1(instance: object) -> bool:
    if type(instance) is not list:
        return False
    for item_1 in instance:
        if not check_SessionConfigSelectGroup(item_1):
            return False
        if type(item_1) is dict and not extras_are_json(item_1, _NAMES_52):
            return False
    return True


def check_SessionConfigSelectOptions_value(instance: object) -> bool:
    if not (
        check_SessionConfigSelectOptions_anyOf_0(instance)
        or check_SessionConfigSelectOptions_anyOf_1(instance)
    ):
        return False
    return not (type(instance) is list and not is_json(instance))


def check_SessionConfigSelect_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "currentValue" not in instance or "options" not in instance:
        return False
    value_1 = instance["currentValue"]
    if not check_SessionConfigValueId(value_1):
        return False
    value_2 = instance["options"]
    if not check_SessionConfigSelectOptions(value_2):
        return False
    if type(value_2) is list and not is_json(value_2):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_50))


def check_SessionConfigValueId(instance: object) -> bool:
    return type(instance) is str


def check_SessionConfigValueId_value(instance: object) -> bool:
    return type(instance) is str


def check_SessionDeleteCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_SessionDeleteCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_SessionId(instance: object) -> bool:
    return type(instance) is str


def check_SessionId_value(instance: object) -> bool:
    return type(instance) is str


def check_SessionInfoUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "title" in instance:
        value_1 = instance["title"]
        if not (type(value_1) is str or value_1 is None):
            return False
    if "updatedAt" in instance:
        value_2 = instance["updatedAt"]
        if not (type(value_2) is str or value_2 is None):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_SessionInfoUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "title" in instance:
        value_1 = instance["title"]
        if not (type(value_1) is str or value_1 is None):
            return False
    if "updatedAt" in instance:
        value_2 = instance["updatedAt"]
        if not (type(value_2) is str or value_2 is None):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_53))


def check_SessionUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("sessionUpdate")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_7.get(tag_1, check_SessionUpdate_anyOf_17)
    return branch_2(instance)


def check_SessionUpdate_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "user_message_chunk"):
        return False
    return check_ContentChunk(instance)


def check_SessionUpdate_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "user_message"):
        return False
    return check_UserMessage(instance)


def check_SessionUpdate_anyOf_10(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "terminal_output_chunk"):
        return False
    return check_TerminalOutputChunk(instance)


def check_SessionUpdate_anyOf_11(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "plan_update"):
        return False
    return check_PlanUpdate(instance)


def check_SessionUpdate_anyOf_12(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "available_commands_update"):
        return False
    return check_AvailableCommandsUpdate(instance)


def check_SessionUpdate_anyOf_13(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "config_option_update"):
        return False
    return check_ConfigOptionUpdate(instance)


def check_SessionUpdate_anyOf_14(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "session_info_update"):
        return False
    return check_SessionInfoUpdate(instance)


def check_SessionUpdate_anyOf_15(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "usage_update"):
        return False
    return check_UsageUpdate(instance)


def check_SessionUpdate_anyOf_16(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "prompt_suggestions_update"):
        return False
    return check_PromptSuggestionsUpdate(instance)


def check_SessionUpdate_anyOf_17(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not extras_are_json(instance, _NAMES_150):
        return False
    return not check_SessionUpdate_anyOf_17_not(instance)


def check_SessionUpdate_anyOf_17_not(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("sessionUpdate")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_25.get(tag_1)
    return not (branch_2 is None or not branch_2(instance))


def check_SessionUpdate_anyOf_17_not_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "user_message_chunk"


def check_SessionUpdate_anyOf_17_not_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "user_message"


def check_SessionUpdate_anyOf_17_not_anyOf_10(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "terminal_output_chunk"


def check_SessionUpdate_anyOf_17_not_anyOf_11(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "plan_update"


def check_SessionUpdate_anyOf_17_not_anyOf_12(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "available_commands_update"


def check_SessionUpdate_anyOf_17_not_anyOf_13(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "config_option_update"


def check_SessionUpdate_anyOf_17_not_anyOf_14(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "session_info_update"


def check_SessionUpdate_anyOf_17_not_anyOf_15(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "usage_update"


def check_SessionUpdate_anyOf_17_not_anyOf_16(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "prompt_suggestions_update"


def check_SessionUpdate_anyOf_17_not_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "agent_message_chunk"


def check_SessionUpdate_anyOf_17_not_anyOf_3(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "agent_message"


def check_SessionUpdate_anyOf_17_not_anyOf_4(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "agent_thought_chunk"


def check_SessionUpdate_anyOf_17_not_anyOf_5(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "agent_thought"


def check_SessionUpdate_anyOf_17_not_anyOf_6(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "state_update"


def check_SessionUpdate_anyOf_17_not_anyOf_7(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "tool_call_content_chunk"


def check_SessionUpdate_anyOf_17_not_anyOf_8(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "tool_call_update"


def check_SessionUpdate_anyOf_17_not_anyOf_9(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "terminal_update"


def check_SessionUpdate_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "agent_message_chunk"):
        return False
    return check_ContentChunk(instance)


def check_SessionUpdate_anyOf_3(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "agent_message"):
        return False
    return check_AgentMessage(instance)


def check_SessionUpdate_anyOf_4(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "agent_thought_chunk"):
        return False
    return check_ContentChunk(instance)


def check_SessionUpdate_anyOf_5(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "agent_thought"):
        return False
    return check_AgentThought(instance)


def check_SessionUpdate_anyOf_6(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "state_update"):
        return False
    return check_StateUpdate(instance)


def check_SessionUpdate_anyOf_7(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "tool_call_content_chunk"):
        return False
    return check_ToolCallContentChunk(instance)


def check_SessionUpdate_anyOf_8(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "tool_call_update"):
        return False
    return check_ToolCallUpdate(instance)


def check_SessionUpdate_anyOf_9(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "terminal_update"):
        return False
    return check_TerminalUpdate(instance)


def check_SessionUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("sessionUpdate")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_7.get(tag_1, check_SessionUpdate_anyOf_17)
    if not branch_2(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_54))


def check_StateUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("state")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_8.get(tag_1, check_StateUpdate_anyOf_3)
    return branch_2(instance)


def check_StateUpdate_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "state" not in instance:
        return False
    value_1 = instance["state"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "running"):
        return False
    return check_RunningStateUpdate(instance)


def check_StateUpdate_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "state" not in instance:
        return False
    value_1 = instance["state"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "idle"):
        return False
    return check_IdleStateUpdate(instance)


def check_StateUpdate_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "state" not in instance:
        return False
    value_1 = instance["state"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "requires_action"):
        return False
    return check_RequiresActionStateUpdate(instance)


def check_StateUpdate_anyOf_3(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "state" not in instance:
        return False
    value_1 = instance["state"]
    if type(value_1) is not str:
        return False
    if not extras_are_json(instance, _NAMES_151):
        return False
    return not check_StateUpdate_anyOf_3_not(instance)


def check_StateUpdate_anyOf_3_not(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("state")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_26.get(tag_1)
    return not (branch_2 is None or not branch_2(instance))


def check_StateUpdate_anyOf_3_not_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "state" not in instance:
        return False
    value_1 = instance["state"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "running"


def check_StateUpdate_anyOf_3_not_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "state" not in instance:
        return False
    value_1 = instance["state"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "idle"


def check_StateUpdate_anyOf_3_not_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "state" not in instance:
        return False
    value_1 = instance["state"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "requires_action"


def check_StateUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("state")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_8.get(tag_1, check_StateUpdate_anyOf_3)
    if not branch_2(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_55))


def check_StopReason(instance: object) -> bool:
    return (
        check_StopReason_anyOf_0(instance)
        or check_StopReason_anyOf_1(instance)
        or check_StopReason_anyOf_2(instance)
        or check_StopReason_anyOf_3(instance)
        or check_StopReason_anyOf_4(instance)
        or check_StopReason_anyOf_5(instance)
    )


def check_StopReason_anyOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "end_turn"


def check_StopReason_anyOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "max_tokens"


def check_StopReason_anyOf_2(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "max_turn_requests"


def check_StopReason_anyOf_3(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "refusal"


def check_StopReason_anyOf_4(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "cancelled"


def check_StopReason_anyOf_5(instance: object) -> bool:
    return type(instance) is str


def check_StopReason_value(instance: object) -> bool:
    return (
        check_StopReason_anyOf_0(instance)
        or check_StopReason_anyOf_1(instance)
        or check_StopReason_anyOf_2(instance)
        or check_StopReason_anyOf_3(instance)
        or check_StopReason_anyOf_4(instance)
        or check_StopReason_anyOf_5(instance)
    )


def check_Terminal(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "terminalId" not in instance:
        return False
    value_1 = instance["terminalId"]
    if not check_TerminalId(value_1):
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return True


def check_TerminalAuthCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return True


def check_TerminalAuthCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_2))


def check_TerminalExitStatus(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "exitCode" in instance:
        value_1 = instance["exitCode"]
        if not (
            (type(value_1) is int or (type(value_1) is float and value_1.is_integer()))
            or value_1 is None
        ):
            return False
        if (type(value_1) is int or type(value_1) is float) and value_1 < 0:
            return False
    if "signal" in instance:
        value_2 = instance["signal"]
        if not (type(value_2) is str or value_2 is None):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_TerminalExitStatus_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "exitCode" in instance:
        value_1 = instance["exitCode"]
        if not (
            (type(value_1) is int or (type(value_1) is float and value_1.is_integer()))
            or value_1 is None
        ):
            return False
        if (type(value_1) is int or type(value_1) is float) and value_1 < 0:
            return False
    if "signal" in instance:
        value_2 = instance["signal"]
        if not (type(value_2) is str or value_2 is None):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_57))


def check_TerminalId(instance: object) -> bool:
    return type(instance) is str


def check_TerminalId_value(instance: object) -> bool:
    return type(instance) is str


def check_TerminalOutput(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "data" not in instance:
        return False
    value_1 = instance["data"]
    if type(value_1) is not str:
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return True


def check_TerminalOutputChunk(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "terminalId" not in instance or "data" not in instance:
        return False
    value_1 = instance["terminalId"]
    if not check_TerminalId(value_1):
        return False
    value_2 = instance["data"]
    if type(value_2) is not str:
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_TerminalOutputChunk_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "terminalId" not in instance or "data" not in instance:
        return False
    value_1 = instance["terminalId"]
    if not check_TerminalId(value_1):
        return False
    value_2 = instance["data"]
    if type(value_2) is not str:
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_59))


def check_TerminalOutput_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "data" not in instance:
        return False
    value_1 = instance["data"]
    if type(value_1) is not str:
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_58))


def check_TerminalUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "terminalId" not in instance:
        return False
    value_1 = instance["terminalId"]
    if not check_TerminalId(value_1):
        return False
    if "command" in instance:
        value_2 = instance["command"]
        if not (type(value_2) is str or value_2 is None):
            return False
    if "cwd" in instance:
        value_3 = instance["cwd"]
        if not (
            check_TerminalUpdate_properties_cwd_anyOf_0(value_3)
            or check_TerminalUpdate_properties_cwd_anyOf_1(value_3)
        ):
            return False
    if "output" in instance:
        value_4 = instance["output"]
        if not (
            check_TerminalUpdate_properties_output_anyOf_0(value_4)
            or check_TerminalUpdate_properties_output_anyOf_1(value_4)
        ):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_58):
            return False
    if "exitStatus" in instance:
        value_5 = instance["exitStatus"]
        if not (
            check_TerminalUpdate_properties_exitStatus_anyOf_0(value_5)
            or check_TerminalUpdate_properties_exitStatus_anyOf_1(value_5)
        ):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_57):
            return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_1):
            return False
    return True


def check_TerminalUpdate_properties_cwd_anyOf_0(instance: object) -> bool:
    return check_AbsolutePath(instance)


def check_TerminalUpdate_properties_cwd_anyOf_1(instance: object) -> bool:
    return instance is None


def check_TerminalUpdate_properties_exitStatus_anyOf_0(instance: object) -> bool:
    return check_TerminalExitStatus(instance)


def check_TerminalUpdate_properties_exitStatus_anyOf_1(instance: object) -> bool:
    return instance is None


def check_TerminalUpdate_properties_output_anyOf_0(instance: object) -> bool:
    return check_TerminalOutput(instance)


def check_TerminalUpdate_properties_output_anyOf_1(instance: object) -> bool:
    return instance is None


def check_TerminalUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "terminalId" not in instance:
        return False
    value_1 = instance["terminalId"]
    if not check_TerminalId(value_1):
        return False
    if "command" in instance:
        value_2 = instance["command"]
        if not (type(value_2) is str or value_2 is None):
            return False
    if "cwd" in instance:
        value_3 = instance["cwd"]
        if not (
            check_TerminalUpdate_properties_cwd_anyOf_0(value_3)
            or check_TerminalUpdate_properties_cwd_anyOf_1(value_3)
        ):
            return False
    if "output" in instance:
        value_4 = instance["output"]
        if not (
            check_TerminalUpdate_properties_output_anyOf_0(value_4)
            or check_TerminalUpdate_properties_output_anyOf_1(value_4)
        ):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_58):
            return False
    if "exitStatus" in instance:
        value_5 = instance["exitStatus"]
        if not (
            check_TerminalUpdate_properties_exitStatus_anyOf_0(value_5)
            or check_TerminalUpdate_properties_exitStatus_anyOf_1(value_5)
        ):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_57):
            return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_60))


def check_Terminal_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "terminalId" not in instance:
        return False
    value_1 = instance["terminalId"]
    if not check_TerminalId(value_1):
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_56))


def check_TextCommandInput(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "hint" not in instance:
        return False
    value_1 = instance["hint"]
    if type(value_1) is not str:
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return True


def check_TextCommandInput_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "hint" not in instance:
        return False
    value_1 = instance["hint"]
    if type(value_1) is not str:
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_61))


def check_TextContent(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "text" not in instance:
        return False
    value_1 = instance["text"]
    if type(value_1) is not str:
        return False
    if "annotations" in instance:
        value_2 = instance["annotations"]
        if not (
            check_TextContent_properties_annotations_anyOf_0(value_2)
            or check_TextContent_properties_annotations_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_7):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_TextContent_properties_annotations_anyOf_0(instance: object) -> bool:
    return check_Annotations(instance)


def check_TextContent_properties_annotations_anyOf_1(instance: object) -> bool:
    return instance is None


def check_TextContent_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "text" not in instance:
        return False
    value_1 = instance["text"]
    if type(value_1) is not str:
        return False
    if "annotations" in instance:
        value_2 = instance["annotations"]
        if not (
            check_TextContent_properties_annotations_anyOf_0(value_2)
            or check_TextContent_properties_annotations_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_7):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_62))


def check_TextResourceContents(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "text" not in instance or "uri" not in instance:
        return False
    value_1 = instance["text"]
    if type(value_1) is not str:
        return False
    value_2 = instance["uri"]
    if type(value_2) is not str:
        return False
    if "mimeType" in instance:
        value_3 = instance["mimeType"]
        if not (
            check_TextResourceContents_properties_mimeType_anyOf_0(value_3)
            or check_TextResourceContents_properties_mimeType_anyOf_1(value_3)
        ):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_TextResourceContents_properties_mimeType_anyOf_0(instance: object) -> bool:
    return check_MediaType(instance)


def check_TextResourceContents_properties_mimeType_anyOf_1(instance: object) -> bool:
    return instance is None


def check_TextResourceContents_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "text" not in instance or "uri" not in instance:
        return False
    value_1 = instance["text"]
    if type(value_1) is not str:
        return False
    value_2 = instance["uri"]
    if type(value_2) is not str:
        return False
    if "mimeType" in instance:
        value_3 = instance["mimeType"]
        if not (
            check_TextResourceContents_properties_mimeType_anyOf_0(value_3)
            or check_TextResourceContents_properties_mimeType_anyOf_1(value_3)
        ):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_63))


def check_ToolCallContent(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_9.get(tag_1, check_ToolCallContent_anyOf_3)
    return branch_2(instance)


def check_ToolCallContentChunk(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "toolCallId" not in instance or "content" not in instance:
        return False
    value_1 = instance["toolCallId"]
    if not check_ToolCallId(value_1):
        return False
    value_2 = instance["content"]
    if not check_ToolCallContent(value_2):
        return False
    if type(value_2) is dict and not extras_are_json(value_2, _NAMES_64):
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_ToolCallContentChunk_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "toolCallId" not in instance or "content" not in instance:
        return False
    value_1 = instance["toolCallId"]
    if not check_ToolCallId(value_1):
        return False
    value_2 = instance["content"]
    if not check_ToolCallContent(value_2):
        return False
    if type(value_2) is dict and not extras_are_json(value_2, _NAMES_64):
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_65))


def check_ToolCallContent_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "content"):
        return False
    return check_Content(instance)


def check_ToolCallContent_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "diff"):
        return False
    return check_Diff(instance)


def check_ToolCallContent_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "terminal"):
        return False
    return check_Terminal(instance)


def check_ToolCallContent_anyOf_3(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    if not extras_are_json(instance, _NAMES_145):
        return False
    return not check_ToolCallContent_anyOf_3_not(instance)


def check_ToolCallContent_anyOf_3_not(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_27.get(tag_1)
    return not (branch_2 is None or not branch_2(instance))


def check_ToolCallContent_anyOf_3_not_anyOf_0(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "content"


def check_ToolCallContent_anyOf_3_not_anyOf_1(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "diff"


def check_ToolCallContent_anyOf_3_not_anyOf_2(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "type" not in instance:
        return False
    value_1 = instance["type"]
    if type(value_1) is not str:
        return False
    return type(value_1) is str and value_1 == "terminal"


def check_ToolCallContent_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_9.get(tag_1, check_ToolCallContent_anyOf_3)
    if not branch_2(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_64))


def check_ToolCallId(instance: object) -> bool:
    return type(instance) is str


def check_ToolCallId_value(instance: object) -> bool:
    return type(instance) is str


def check_ToolCallLocation(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "path" not in instance:
        return False
    value_1 = instance["path"]
    if not check_AbsolutePath(value_1):
        return False
    if "line" in instance:
        value_2 = instance["line"]
        if not (
            (type(value_2) is int or (type(value_2) is float and value_2.is_integer()))
            or value_2 is None
        ):
            return False
        if (type(value_2) is int or type(value_2) is float) and value_2 < 0:
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return True


def check_ToolCallLocation_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "path" not in instance:
        return False
    value_1 = instance["path"]
    if not check_AbsolutePath(value_1):
        return False
    if "line" in instance:
        value_2 = instance["line"]
        if not (
            (type(value_2) is int or (type(value_2) is float and value_2.is_integer()))
            or value_2 is None
        ):
            return False
        if (type(value_2) is int or type(value_2) is float) and value_2 < 0:
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_66))


def check_ToolCallStatus(instance: object) -> bool:
    return (
        check_ToolCallStatus_anyOf_0(instance)
        or check_ToolCallStatus_anyOf_1(instance)
        or check_ToolCallStatus_anyOf_2(instance)
        or check_ToolCallStatus_anyOf_3(instance)
        or check_ToolCallStatus_anyOf_4(instance)
        or check_ToolCallStatus_anyOf_5(instance)
    )


def check_ToolCallStatus_anyOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "pending"


def check_ToolCallStatus_anyOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "in_progress"


def check_ToolCallStatus_anyOf_2(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "completed"


def check_ToolCallStatus_anyOf_3(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "failed"


def check_ToolCallStatus_anyOf_4(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "cancelled"


def check_ToolCallStatus_anyOf_5(instance: object) -> bool:
    return type(instance) is str


def check_ToolCallStatus_value(instance: object) -> bool:
    return (
        check_ToolCallStatus_anyOf_0(instance)
        or check_ToolCallStatus_anyOf_1(instance)
        or check_ToolCallStatus_anyOf_2(instance)
        or check_ToolCallStatus_anyOf_3(instance)
        or check_ToolCallStatus_anyOf_4(instance)
        or check_ToolCallStatus_anyOf_5(instance)
    )


def check_ToolCallUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "toolCallId" not in instance:
        return False
    value_1 = instance["toolCallId"]
    if not check_ToolCallId(value_1):
        return False
    if "title" in instance:
        value_2 = instance["title"]
        if not (type(value_2) is str or value_2 is None):
            return False
    if "kind" in instance:
        value_3 = instance["kind"]
        if not (
            check_ToolCallUpdate_properties_kind_anyOf_0(value_3)
            or check_ToolCallUpdate_properties_kind_anyOf_1(value_3)
        ):
            return False
    if "status" in instance:
        value_4 = instance["status"]
        if not (
            check_ToolCallUpdate_properties_status_anyOf_0(value_4)
            or check_ToolCallUpdate_properties_status_anyOf_1(value_4)
        ):
            return False
    if "content" in instance:
        value_5 = instance["content"]
        if not (type(value_5) is list or value_5 is None):
            return False
        if type(value_5) is list:
            for item_6 in value_5:
                if not check_ToolCallContent(item_6):
                    return False
                if type(item_6) is dict and not extras_are_json(item_6, _NAMES_64):
                    return False
    if "locations" in instance:
        value_8 = instance["locations"]
        if not (type(value_8) is list or value_8 is None):
            return False
        if type(value_8) is list:
            for item_9 in value_8:
                if not check_ToolCallLocation(item_9):
                    return False
                if type(item_9) is dict and not extras_are_json(item_9, _NAMES_66):
                    return False
    if "rawInput" in instance:
        value_11 = instance["rawInput"]
        if not is_json(value_11):
            return False
    if "rawOutput" in instance:
        value_12 = instance["rawOutput"]
        if not is_json(value_12):
            return False
    if "_meta" in instance:
        value_13 = instance["_meta"]
        if not (type(value_13) is dict or value_13 is None):
            return False
        if type(value_13) is dict and not extras_are_json(value_13, _NAMES_1):
            return False
    return True


def check_ToolCallUpdate_properties_kind_anyOf_0(instance: object) -> bool:
    return check_ToolKind(instance)


def check_ToolCallUpdate_properties_kind_anyOf_1(instance: object) -> bool:
    return instance is None


def check_ToolCallUpdate_properties_status_anyOf_0(instance: object) -> bool:
    return check_ToolCallStatus(instance)


def check_ToolCallUpdate_properties_status_anyOf_1(instance: object) -> bool:
    return instance is None


def check_ToolCallUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "toolCallId" not in instance:
        return False
    value_1 = instance["toolCallId"]
    if not check_ToolCallId(value_1):
        return False
    if "title" in instance:
        value_2 = instance["title"]
        if not (type(value_2) is str or value_2 is None):
            return False
    if "kind" in instance:
        value_3 = instance["kind"]
        if not (
            check_ToolCallUpdate_properties_kind_anyOf_0(value_3)
            or check_ToolCallUpdate_properties_kind_anyOf_1(value_3)
        ):
            return False
    if "status" in instance:
        value_4 = instance["status"]
        if not (
            check_ToolCallUpdate_properties_status_anyOf_0(value_4)
            or check_ToolCallUpdate_properties_status_anyOf_1(value_4)
        ):
            return False
    if "content" in instance:
        value_5 = instance["content"]
        if not (type(value_5) is list or value_5 is None):
            return False
        if type(value_5) is list:
            for item_6 in value_5:
                if not check_ToolCallContent(item_6):
                    return False
                if type(item_6) is dict and not extras_are_json(item_6, _NAMES_64):
                    return False
    if "locations" in instance:
        value_8 = instance["locations"]
        if not (type(value_8) is list or value_8 is None):
            return False
        if type(value_8) is list:
            for item_9 in value_8:
                if not check_ToolCallLocation(item_9):
                    return False
                if type(item_9) is dict and not extras_are_json(item_9, _NAMES_66):
                    return False
    if "rawInput" in instance:
        value_11 = instance["rawInput"]
        if not is_json(value_11):
            return False
    if "rawOutput" in instance:
        value_12 = instance["rawOutput"]
        if not is_json(value_12):
            return False
    if "_meta" in instance:
        value_13 = instance["_meta"]
        if not (type(value_13) is dict or value_13 is None):
            return False
        if type(value_13) is dict and not extras_are_json(value_13, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_67))


def check_ToolKind(instance: object) -> bool:
    return (
        check_ToolKind_anyOf_0(instance)
        or check_ToolKind_anyOf_1(instance)
        or check_ToolKind_anyOf_2(instance)
        or check_ToolKind_anyOf_3(instance)
        or check_ToolKind_anyOf_4(instance)
        or check_ToolKind_anyOf_5(instance)
        or check_ToolKind_anyOf_6(instance)
        or check_ToolKind_anyOf_7(instance)
        or check_ToolKind_anyOf_8(instance)
        or check_ToolKind_anyOf_9(instance)
        or check_ToolKind_anyOf_10(instance)
    )


def check_ToolKind_anyOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "read"


def check_ToolKind_anyOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "edit"


def check_ToolKind_anyOf_10(instance: object) -> bool:
    return type(instance) is str


def check_ToolKind_anyOf_2(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "delete"


def check_ToolKind_anyOf_3(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "move"


def check_ToolKind_anyOf_4(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "search"


def check_ToolKind_anyOf_5(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "execute"


def check_ToolKind_anyOf_6(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "think"


def check_ToolKind_anyOf_7(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "fetch"


def check_ToolKind_anyOf_8(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "switch_mode"


def check_ToolKind_anyOf_9(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "other"


def check_ToolKind_value(instance: object) -> bool:
    return (
        check_ToolKind_anyOf_0(instance)
        or check_ToolKind_anyOf_1(instance)
        or check_ToolKind_anyOf_2(instance)
        or check_ToolKind_anyOf_3(instance)
        or check_ToolKind_anyOf_4(instance)
        or check_ToolKind_anyOf_5(instance)
        or check_ToolKind_anyOf_6(instance)
        or check_ToolKind_anyOf_7(instance)
        or check_ToolKind_anyOf_8(instance)
        or check_ToolKind_anyOf_9(instance)
        or check_ToolKind_anyOf_10(instance)
    )


def check_UpdateSessionNotification_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionId" not in instance or "update" not in instance:
        return False
    value_1 = instance["sessionId"]
    if not check_SessionId(value_1):
        return False
    value_2 = instance["update"]
    if not check_SessionUpdate(value_2):
        return False
    if type(value_2) is dict and not extras_are_json(value_2, _NAMES_54):
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_68))


def check_UsageUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "used" not in instance or "size" not in instance:
        return False
    value_1 = instance["used"]
    if not (type(value_1) is int or (type(value_1) is float and value_1.is_integer())):
        return False
    if value_1 < 0:
        return False
    value_2 = instance["size"]
    if not (type(value_2) is int or (type(value_2) is float and value_2.is_integer())):
        return False
    if value_2 < 0:
        return False
    if "cost" in instance:
        value_3 = instance["cost"]
        if not (
            check_UsageUpdate_properties_cost_anyOf_0(value_3)
            or check_UsageUpdate_properties_cost_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_26):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return True


def check_UsageUpdate_properties_cost_anyOf_0(instance: object) -> bool:
    return check_Cost(instance)


def check_UsageUpdate_properties_cost_anyOf_1(instance: object) -> bool:
    return instance is None


def check_UsageUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "used" not in instance or "size" not in instance:
        return False
    value_1 = instance["used"]
    if not (type(value_1) is int or (type(value_1) is float and value_1.is_integer())):
        return False
    if value_1 < 0:
        return False
    value_2 = instance["size"]
    if not (type(value_2) is int or (type(value_2) is float and value_2.is_integer())):
        return False
    if value_2 < 0:
        return False
    if "cost" in instance:
        value_3 = instance["cost"]
        if not (
            check_UsageUpdate_properties_cost_anyOf_0(value_3)
            or check_UsageUpdate_properties_cost_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_26):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_69))


def check_UserMessage(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "messageId" not in instance:
        return False
    value_1 = instance["messageId"]
    if not check_MessageId(value_1):
        return False
    if "content" in instance:
        value_2 = instance["content"]
        if not (type(value_2) is list or value_2 is None):
            return False
        if type(value_2) is list:
            for item_3 in value_2:
                if not check_ContentBlock(item_3):
                    return False
                if type(item_3) is dict and not extras_are_json(item_3, _NAMES_5):
                    return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return True


def check_UserMessage_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "messageId" not in instance:
        return False
    value_1 = instance["messageId"]
    if not check_MessageId(value_1):
        return False
    if "content" in instance:
        value_2 = instance["content"]
        if not (type(value_2) is list or value_2 is None):
            return False
        if type(value_2) is list:
            for item_3 in value_2:
                if not check_ContentBlock(item_3):
                    return False
                if type(item_3) is dict and not extras_are_json(item_3, _NAMES_5):
                    return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_6))


def errors_AbsolutePath(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_AbsolutePath_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_AgentAuthCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_AgentCapabilities(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "session" in instance:
            value_1 = instance["session"]
            path_2 = path + "/session"
            if not (
                check_AgentCapabilities_properties_session_anyOf_0(value_1)
                or check_AgentCapabilities_properties_session_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_3, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "auth" in instance:
            value_4 = instance["auth"]
            path_5 = path + "/auth"
            if not (
                check_AgentCapabilities_properties_auth_anyOf_0(value_4)
                or check_AgentCapabilities_properties_auth_anyOf_1(value_4)
            ):
                errors.append(_FAIL_73.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_2, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_AgentCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "session" in instance:
            value_1 = instance["session"]
            path_2 = path + "/session"
            if not (
                check_AgentCapabilities_properties_session_anyOf_0(value_1)
                or check_AgentCapabilities_properties_session_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_3, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "auth" in instance:
            value_4 = instance["auth"]
            path_5 = path + "/auth"
            if not (
                check_AgentCapabilities_properties_auth_anyOf_0(value_4)
                or check_AgentCapabilities_properties_auth_anyOf_1(value_4)
            ):
                errors.append(_FAIL_73.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_2, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_4, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_AgentMessage(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "messageId" not in instance:
            errors.append(_FAIL_74.at(path))
        if "messageId" in instance:
            value_1 = instance["messageId"]
            path_2 = path + "/messageId"
            errors_MessageId(value_1, path_2, errors)
        if "content" in instance:
            value_3 = instance["content"]
            path_4 = path + "/content"
            if not (type(value_3) is list or value_3 is None):
                errors.append(_FAIL_75.at(path_4, value_3))
            if type(value_3) is list:
                for index_6, item_5 in enumerate(value_3):
                    path_7 = path_4 + "/" + str(index_6)
                    errors_ContentBlock(item_5, path_7, errors)
                    if type(item_5) is dict:
                        problem_8 = extras_problem(item_5, _NAMES_5, path_7)
                        if problem_8 is not None:
                            errors.append(
                                ValidationError(problem_8[0], "type", problem_8[1])
                            )
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))


def errors_AgentMessage_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "messageId" not in instance:
            errors.append(_FAIL_74.at(path))
        if "messageId" in instance:
            value_1 = instance["messageId"]
            path_2 = path + "/messageId"
            errors_MessageId(value_1, path_2, errors)
        if "content" in instance:
            value_3 = instance["content"]
            path_4 = path + "/content"
            if not (type(value_3) is list or value_3 is None):
                errors.append(_FAIL_75.at(path_4, value_3))
            if type(value_3) is list:
                for index_6, item_5 in enumerate(value_3):
                    path_7 = path_4 + "/" + str(index_6)
                    errors_ContentBlock(item_5, path_7, errors)
                    if type(item_5) is dict:
                        problem_8 = extras_problem(item_5, _NAMES_5, path_7)
                        if problem_8 is not None:
                            errors.append(
                                ValidationError(problem_8[0], "type", problem_8[1])
                            )
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
    if type(instance) is dict:
        problem_12 = extras_problem(instance, _NAMES_6, path)
        if problem_12 is not None:
            errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


def errors_AgentThought(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "messageId" not in instance:
            errors.append(_FAIL_74.at(path))
        if "messageId" in instance:
            value_1 = instance["messageId"]
            path_2 = path + "/messageId"
            errors_MessageId(value_1, path_2, errors)
        if "content" in instance:
            value_3 = instance["content"]
            path_4 = path + "/content"
            if not (type(value_3) is list or value_3 is None):
                errors.append(_FAIL_75.at(path_4, value_3))
            if type(value_3) is list:
                for index_6, item_5 in enumerate(value_3):
                    path_7 = path_4 + "/" + str(index_6)
                    errors_ContentBlock(item_5, path_7, errors)
                    if type(item_5) is dict:
                        problem_8 = extras_problem(item_5, _NAMES_5, path_7)
                        if problem_8 is not None:
                            errors.append(
                                ValidationError(problem_8[0], "type", problem_8[1])
                            )
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))


def errors_AgentThought_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "messageId" not in instance:
            errors.append(_FAIL_74.at(path))
        if "messageId" in instance:
            value_1 = instance["messageId"]
            path_2 = path + "/messageId"
            errors_MessageId(value_1, path_2, errors)
        if "content" in instance:
            value_3 = instance["content"]
            path_4 = path + "/content"
            if not (type(value_3) is list or value_3 is None):
                errors.append(_FAIL_75.at(path_4, value_3))
            if type(value_3) is list:
                for index_6, item_5 in enumerate(value_3):
                    path_7 = path_4 + "/" + str(index_6)
                    errors_ContentBlock(item_5, path_7, errors)
                    if type(item_5) is dict:
                        problem_8 = extras_problem(item_5, _NAMES_5, path_7)
                        if problem_8 is not None:
                            errors.append(
                                ValidationError(problem_8[0], "type", problem_8[1])
                            )
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
    if type(instance) is dict:
        problem_12 = extras_problem(instance, _NAMES_6, path)
        if problem_12 is not None:
            errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


def errors_Annotations_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "audience" in instance:
            value_1 = instance["audience"]
            path_2 = path + "/audience"
            if not (type(value_1) is list or value_1 is None):
                errors.append(_FAIL_75.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_Role(item_3, path_5, errors)
        if "lastModified" in instance:
            value_6 = instance["lastModified"]
            path_7 = path + "/lastModified"
            if not (type(value_6) is str or value_6 is None):
                errors.append(_FAIL_76.at(path_7, value_6))
        if "priority" in instance:
            value_8 = instance["priority"]
            path_9 = path + "/priority"
            if not (
                (type(value_8) is int or (type(value_8) is float and isfinite(value_8)))
                or value_8 is None
            ):
                errors.append(_FAIL_77.at(path_9, value_8))
            if type(value_8) is int or type(value_8) is float:
                if value_8 < 0:
                    errors.append(_FAIL_78.at(path_9, value_8))
                if value_8 > 1:
                    errors.append(_FAIL_79.at(path_9, value_8))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_72.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_1, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
    if type(instance) is dict:
        problem_13 = extras_problem(instance, _NAMES_7, path)
        if problem_13 is not None:
            errors.append(ValidationError(problem_13[0], "type", problem_13[1]))


def errors_AudioContent(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "data" not in instance:
            errors.append(_FAIL_80.at(path))
        if "mimeType" not in instance:
            errors.append(_FAIL_81.at(path))
        if "data" in instance:
            value_1 = instance["data"]
            path_2 = path + "/data"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "mimeType" in instance:
            value_3 = instance["mimeType"]
            path_4 = path + "/mimeType"
            errors_MediaType(value_3, path_4, errors)
        if "annotations" in instance:
            value_5 = instance["annotations"]
            path_6 = path + "/annotations"
            if not (
                check_AudioContent_properties_annotations_anyOf_0(value_5)
                or check_AudioContent_properties_annotations_anyOf_1(value_5)
            ):
                errors.append(_FAIL_73.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_7, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
        if "_meta" in instance:
            value_8 = instance["_meta"]
            path_9 = path + "/_meta"
            if not (type(value_8) is dict or value_8 is None):
                errors.append(_FAIL_72.at(path_9, value_8))
            if type(value_8) is dict:
                problem_10 = extras_problem(value_8, _NAMES_1, path_9)
                if problem_10 is not None:
                    errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_AudioContent_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "data" not in instance:
            errors.append(_FAIL_80.at(path))
        if "mimeType" not in instance:
            errors.append(_FAIL_81.at(path))
        if "data" in instance:
            value_1 = instance["data"]
            path_2 = path + "/data"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "mimeType" in instance:
            value_3 = instance["mimeType"]
            path_4 = path + "/mimeType"
            errors_MediaType(value_3, path_4, errors)
        if "annotations" in instance:
            value_5 = instance["annotations"]
            path_6 = path + "/annotations"
            if not (
                check_AudioContent_properties_annotations_anyOf_0(value_5)
                or check_AudioContent_properties_annotations_anyOf_1(value_5)
            ):
                errors.append(_FAIL_73.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_7, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
        if "_meta" in instance:
            value_8 = instance["_meta"]
            path_9 = path + "/_meta"
            if not (type(value_8) is dict or value_8 is None):
                errors.append(_FAIL_72.at(path_9, value_8))
            if type(value_8) is dict:
                problem_10 = extras_problem(value_8, _NAMES_1, path_9)
                if problem_10 is not None:
                    errors.append(ValidationError(problem_10[0], "type", problem_10[1]))
    if type(instance) is dict:
        problem_11 = extras_problem(instance, _NAMES_8, path)
        if problem_11 is not None:
            errors.append(ValidationError(problem_11[0], "type", problem_11[1]))


def errors_AuthCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "terminal" in instance:
            value_1 = instance["terminal"]
            path_2 = path + "/terminal"
            if not (
                check_AuthCapabilities_properties_terminal_anyOf_0(value_1)
                or check_AuthCapabilities_properties_terminal_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_2, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "_meta" in instance:
            value_4 = instance["_meta"]
            path_5 = path + "/_meta"
            if not (type(value_4) is dict or value_4 is None):
                errors.append(_FAIL_72.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_1, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
    if type(instance) is dict:
        problem_7 = extras_problem(instance, _NAMES_9, path)
        if problem_7 is not None:
            errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_AuthMethod(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_82.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_10.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_AuthMethod_anyOf_2(instance, path, errors)


def errors_AuthMethodAgent(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "methodId" not in instance:
            errors.append(_FAIL_83.at(path))
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "methodId" in instance:
            value_1 = instance["methodId"]
            path_2 = path + "/methodId"
            errors_AuthMethodId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_76.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_AuthMethodAgent_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "methodId" not in instance:
            errors.append(_FAIL_83.at(path))
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "methodId" in instance:
            value_1 = instance["methodId"]
            path_2 = path + "/methodId"
            errors_AuthMethodId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_76.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_11, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_AuthMethodId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_AuthMethodId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_AuthMethodTerminal(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "methodId" not in instance:
            errors.append(_FAIL_83.at(path))
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "methodId" in instance:
            value_1 = instance["methodId"]
            path_2 = path + "/methodId"
            errors_AuthMethodId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_76.at(path_6, value_5))
        if "args" in instance:
            value_7 = instance["args"]
            path_8 = path + "/args"
            if type(value_7) is not list:
                errors.append(_FAIL_85.at(path_8, value_7))
            if type(value_7) is list:
                for index_10, item_9 in enumerate(value_7):
                    path_11 = path_8 + "/" + str(index_10)
                    if type(item_9) is not str:
                        errors.append(_FAIL_70.at(path_11, item_9))
        if "env" in instance:
            value_12 = instance["env"]
            path_13 = path + "/env"
            if type(value_12) is not list:
                errors.append(_FAIL_85.at(path_13, value_12))
            if type(value_12) is list:
                for index_15, item_14 in enumerate(value_12):
                    path_16 = path_13 + "/" + str(index_15)
                    errors_EnvVariable(item_14, path_16, errors)
                    if type(item_14) is dict:
                        problem_17 = extras_problem(item_14, _NAMES_12, path_16)
                        if problem_17 is not None:
                            errors.append(
                                ValidationError(problem_17[0], "type", problem_17[1])
                            )
        if "_meta" in instance:
            value_18 = instance["_meta"]
            path_19 = path + "/_meta"
            if not (type(value_18) is dict or value_18 is None):
                errors.append(_FAIL_72.at(path_19, value_18))
            if type(value_18) is dict:
                problem_20 = extras_problem(value_18, _NAMES_1, path_19)
                if problem_20 is not None:
                    errors.append(ValidationError(problem_20[0], "type", problem_20[1]))


def errors_AuthMethodTerminal_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "methodId" not in instance:
            errors.append(_FAIL_83.at(path))
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "methodId" in instance:
            value_1 = instance["methodId"]
            path_2 = path + "/methodId"
            errors_AuthMethodId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_76.at(path_6, value_5))
        if "args" in instance:
            value_7 = instance["args"]
            path_8 = path + "/args"
            if type(value_7) is not list:
                errors.append(_FAIL_85.at(path_8, value_7))
            if type(value_7) is list:
                for index_10, item_9 in enumerate(value_7):
                    path_11 = path_8 + "/" + str(index_10)
                    if type(item_9) is not str:
                        errors.append(_FAIL_70.at(path_11, item_9))
        if "env" in instance:
            value_12 = instance["env"]
            path_13 = path + "/env"
            if type(value_12) is not list:
                errors.append(_FAIL_85.at(path_13, value_12))
            if type(value_12) is list:
                for index_15, item_14 in enumerate(value_12):
                    path_16 = path_13 + "/" + str(index_15)
                    errors_EnvVariable(item_14, path_16, errors)
                    if type(item_14) is dict:
                        problem_17 = extras_problem(item_14, _NAMES_12, path_16)
                        if problem_17 is not None:
                            errors.append(
                                ValidationError(problem_17[0], "type", problem_17[1])
                            )
        if "_meta" in instance:
            value_18 = instance["_meta"]
            path_19 = path + "/_meta"
            if not (type(value_18) is dict or value_18 is None):
                errors.append(_FAIL_72.at(path_19, value_18))
            if type(value_18) is dict:
                problem_20 = extras_problem(value_18, _NAMES_1, path_19)
                if problem_20 is not None:
                    errors.append(ValidationError(problem_20[0], "type", problem_20[1]))
    if type(instance) is dict:
        problem_21 = extras_problem(instance, _NAMES_13, path)
        if problem_21 is not None:
            errors.append(ValidationError(problem_21[0], "type", problem_21[1]))


def errors_AuthMethod_anyOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "terminal"):
                errors.append(_FAIL_153.at(path_2, value_1))
    errors_AuthMethodTerminal(instance, path, errors)


def errors_AuthMethod_anyOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "agent"):
                errors.append(_FAIL_154.at(path_2, value_1))
    errors_AuthMethodAgent(instance, path, errors)


def errors_AuthMethod_anyOf_2(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "methodId" not in instance:
            errors.append(_FAIL_83.at(path))
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "methodId" in instance:
            value_3 = instance["methodId"]
            path_4 = path + "/methodId"
            errors_AuthMethodId(value_3, path_4, errors)
        if "name" in instance:
            value_5 = instance["name"]
            path_6 = path + "/name"
            if type(value_5) is not str:
                errors.append(_FAIL_70.at(path_6, value_5))
        if "description" in instance:
            value_7 = instance["description"]
            path_8 = path + "/description"
            if not (type(value_7) is str or value_7 is None):
                errors.append(_FAIL_76.at(path_8, value_7))
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
        problem_12 = extras_problem(instance, _NAMES_144, path)
        if problem_12 is not None:
            errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
    if check_AuthMethod_anyOf_2_not(instance):
        errors.append(_FAIL_155.at(path, instance))


def errors_AuthMethod_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_82.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_10.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_AuthMethod_anyOf_2(instance, path, errors)
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_10, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_AvailableCommand(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "description" not in instance:
            errors.append(_FAIL_86.at(path))
        if "name" in instance:
            value_1 = instance["name"]
            path_2 = path + "/name"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "description" in instance:
            value_3 = instance["description"]
            path_4 = path + "/description"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "input" in instance:
            value_5 = instance["input"]
            path_6 = path + "/input"
            if not (
                check_AvailableCommand_properties_input_anyOf_0(value_5)
                or check_AvailableCommand_properties_input_anyOf_1(value_5)
            ):
                errors.append(_FAIL_73.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_14, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
        if "_meta" in instance:
            value_8 = instance["_meta"]
            path_9 = path + "/_meta"
            if not (type(value_8) is dict or value_8 is None):
                errors.append(_FAIL_72.at(path_9, value_8))
            if type(value_8) is dict:
                problem_10 = extras_problem(value_8, _NAMES_1, path_9)
                if problem_10 is not None:
                    errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_AvailableCommandInput_anyOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "text"):
                errors.append(_FAIL_156.at(path_2, value_1))
    errors_TextCommandInput(instance, path, errors)


def errors_AvailableCommandInput_anyOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        problem_3 = extras_problem(instance, _NAMES_145, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if check_AvailableCommandInput_anyOf_1_not(instance):
        errors.append(_FAIL_155.at(path, instance))


def errors_AvailableCommandInput_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_87.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_11.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_AvailableCommandInput_anyOf_1(instance, path, errors)
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_14, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_AvailableCommand_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "description" not in instance:
            errors.append(_FAIL_86.at(path))
        if "name" in instance:
            value_1 = instance["name"]
            path_2 = path + "/name"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "description" in instance:
            value_3 = instance["description"]
            path_4 = path + "/description"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "input" in instance:
            value_5 = instance["input"]
            path_6 = path + "/input"
            if not (
                check_AvailableCommand_properties_input_anyOf_0(value_5)
                or check_AvailableCommand_properties_input_anyOf_1(value_5)
            ):
                errors.append(_FAIL_73.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_14, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
        if "_meta" in instance:
            value_8 = instance["_meta"]
            path_9 = path + "/_meta"
            if not (type(value_8) is dict or value_8 is None):
                errors.append(_FAIL_72.at(path_9, value_8))
            if type(value_8) is dict:
                problem_10 = extras_problem(value_8, _NAMES_1, path_9)
                if problem_10 is not None:
                    errors.append(ValidationError(problem_10[0], "type", problem_10[1]))
    if type(instance) is dict:
        problem_11 = extras_problem(instance, _NAMES_15, path)
        if problem_11 is not None:
            errors.append(ValidationError(problem_11[0], "type", problem_11[1]))


def errors_AvailableCommandsUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "availableCommands" not in instance:
            errors.append(_FAIL_88.at(path))
        if "availableCommands" in instance:
            value_1 = instance["availableCommands"]
            path_2 = path + "/availableCommands"
            if type(value_1) is not list:
                errors.append(_FAIL_85.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_AvailableCommand(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_15, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_AvailableCommandsUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "availableCommands" not in instance:
            errors.append(_FAIL_88.at(path))
        if "availableCommands" in instance:
            value_1 = instance["availableCommands"]
            path_2 = path + "/availableCommands"
            if type(value_1) is not list:
                errors.append(_FAIL_85.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_AvailableCommand(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_15, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_16, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_BlobResourceContents_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "blob" not in instance:
            errors.append(_FAIL_89.at(path))
        if "uri" not in instance:
            errors.append(_FAIL_90.at(path))
        if "blob" in instance:
            value_1 = instance["blob"]
            path_2 = path + "/blob"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "uri" in instance:
            value_3 = instance["uri"]
            path_4 = path + "/uri"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "mimeType" in instance:
            value_5 = instance["mimeType"]
            path_6 = path + "/mimeType"
            if not (
                check_BlobResourceContents_properties_mimeType_anyOf_0(value_5)
                or check_BlobResourceContents_properties_mimeType_anyOf_1(value_5)
            ):
                errors.append(_FAIL_73.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_17, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_ClientCapabilities(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "auth" in instance:
            value_1 = instance["auth"]
            path_2 = path + "/auth"
            if not (
                check_ClientCapabilities_properties_auth_anyOf_0(value_1)
                or check_ClientCapabilities_properties_auth_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_9, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "elicitation" in instance:
            value_4 = instance["elicitation"]
            path_5 = path + "/elicitation"
            if not (
                check_ClientCapabilities_properties_elicitation_anyOf_0(value_4)
                or check_ClientCapabilities_properties_elicitation_anyOf_1(value_4)
            ):
                errors.append(_FAIL_73.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_18, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "session" in instance:
            value_7 = instance["session"]
            path_8 = path + "/session"
            if not (
                check_ClientCapabilities_properties_session_anyOf_0(value_7)
                or check_ClientCapabilities_properties_session_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_19, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_72.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_1, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


def errors_ClientCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "auth" in instance:
            value_1 = instance["auth"]
            path_2 = path + "/auth"
            if not (
                check_ClientCapabilities_properties_auth_anyOf_0(value_1)
                or check_ClientCapabilities_properties_auth_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_9, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "elicitation" in instance:
            value_4 = instance["elicitation"]
            path_5 = path + "/elicitation"
            if not (
                check_ClientCapabilities_properties_elicitation_anyOf_0(value_4)
                or check_ClientCapabilities_properties_elicitation_anyOf_1(value_4)
            ):
                errors.append(_FAIL_73.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_18, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "session" in instance:
            value_7 = instance["session"]
            path_8 = path + "/session"
            if not (
                check_ClientCapabilities_properties_session_anyOf_0(value_7)
                or check_ClientCapabilities_properties_session_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_19, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_72.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_1, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
    if type(instance) is dict:
        problem_13 = extras_problem(instance, _NAMES_20, path)
        if problem_13 is not None:
            errors.append(ValidationError(problem_13[0], "type", problem_13[1]))


def errors_ClientSessionCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "promptSuggestions" in instance:
            value_1 = instance["promptSuggestions"]
            path_2 = path + "/promptSuggestions"
            if not (
                check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_0(
                    value_1
                )
                or check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_1(
                    value_1
                )
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_21, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "_meta" in instance:
            value_4 = instance["_meta"]
            path_5 = path + "/_meta"
            if not (type(value_4) is dict or value_4 is None):
                errors.append(_FAIL_72.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_1, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
    if type(instance) is dict:
        problem_7 = extras_problem(instance, _NAMES_19, path)
        if problem_7 is not None:
            errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_ConfigOptionUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "configOptions" not in instance:
            errors.append(_FAIL_91.at(path))
        if "configOptions" in instance:
            value_1 = instance["configOptions"]
            path_2 = path + "/configOptions"
            if type(value_1) is not list:
                errors.append(_FAIL_85.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_SessionConfigOption(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_22, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_ConfigOptionUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "configOptions" not in instance:
            errors.append(_FAIL_91.at(path))
        if "configOptions" in instance:
            value_1 = instance["configOptions"]
            path_2 = path + "/configOptions"
            if type(value_1) is not list:
                errors.append(_FAIL_85.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_SessionConfigOption(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_22, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_23, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_Content(instance: object, path: str, errors: list[ValidationError]) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "content" not in instance:
            errors.append(_FAIL_92.at(path))
        if "content" in instance:
            value_1 = instance["content"]
            path_2 = path + "/content"
            errors_ContentBlock(value_1, path_2, errors)
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_5, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "_meta" in instance:
            value_4 = instance["_meta"]
            path_5 = path + "/_meta"
            if not (type(value_4) is dict or value_4 is None):
                errors.append(_FAIL_72.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_1, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_ContentBlock(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_93.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_12.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_ContentBlock_anyOf_5(instance, path, errors)


def errors_ContentBlock_anyOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "text"):
                errors.append(_FAIL_156.at(path_2, value_1))
    errors_TextContent(instance, path, errors)


def errors_ContentBlock_anyOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "image"):
                errors.append(_FAIL_157.at(path_2, value_1))
    errors_ImageContent(instance, path, errors)


def errors_ContentBlock_anyOf_2(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "audio"):
                errors.append(_FAIL_158.at(path_2, value_1))
    errors_AudioContent(instance, path, errors)


def errors_ContentBlock_anyOf_3(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "resource_link"):
                errors.append(_FAIL_159.at(path_2, value_1))
    errors_ResourceLink(instance, path, errors)


def errors_ContentBlock_anyOf_4(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "resource"):
                errors.append(_FAIL_160.at(path_2, value_1))
    errors_EmbeddedResource(instance, path, errors)


def errors_ContentBlock_anyOf_5(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        problem_3 = extras_problem(instance, _NAMES_145, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if check_ContentBlock_anyOf_5_not(instance):
        errors.append(_FAIL_155.at(path, instance))


def errors_ContentBlock_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_93.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_12.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_ContentBlock_anyOf_5(instance, path, errors)
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_5, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_ContentChunk(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "messageId" not in instance:
            errors.append(_FAIL_74.at(path))
        if "content" not in instance:
            errors.append(_FAIL_92.at(path))
        if "messageId" in instance:
            value_1 = instance["messageId"]
            path_2 = path + "/messageId"
            errors_MessageId(value_1, path_2, errors)
        if "content" in instance:
            value_3 = instance["content"]
            path_4 = path + "/content"
            errors_ContentBlock(value_3, path_4, errors)
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_5, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "_meta" in instance:
            value_6 = instance["_meta"]
            path_7 = path + "/_meta"
            if not (type(value_6) is dict or value_6 is None):
                errors.append(_FAIL_72.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_1, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_ContentChunk_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "messageId" not in instance:
            errors.append(_FAIL_74.at(path))
        if "content" not in instance:
            errors.append(_FAIL_92.at(path))
        if "messageId" in instance:
            value_1 = instance["messageId"]
            path_2 = path + "/messageId"
            errors_MessageId(value_1, path_2, errors)
        if "content" in instance:
            value_3 = instance["content"]
            path_4 = path + "/content"
            errors_ContentBlock(value_3, path_4, errors)
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_5, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "_meta" in instance:
            value_6 = instance["_meta"]
            path_7 = path + "/_meta"
            if not (type(value_6) is dict or value_6 is None):
                errors.append(_FAIL_72.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_1, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
    if type(instance) is dict:
        problem_9 = extras_problem(instance, _NAMES_6, path)
        if problem_9 is not None:
            errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_Content_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "content" not in instance:
            errors.append(_FAIL_92.at(path))
        if "content" in instance:
            value_1 = instance["content"]
            path_2 = path + "/content"
            errors_ContentBlock(value_1, path_2, errors)
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_5, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "_meta" in instance:
            value_4 = instance["_meta"]
            path_5 = path + "/_meta"
            if not (type(value_4) is dict or value_4 is None):
                errors.append(_FAIL_72.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_1, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
    if type(instance) is dict:
        problem_7 = extras_problem(instance, _NAMES_24, path)
        if problem_7 is not None:
            errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_Cost_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "amount" not in instance:
            errors.append(_FAIL_94.at(path))
        if "currency" not in instance:
            errors.append(_FAIL_95.at(path))
        if "amount" in instance:
            value_1 = instance["amount"]
            path_2 = path + "/amount"
            if not (
                type(value_1) is int or (type(value_1) is float and isfinite(value_1))
            ):
                errors.append(_FAIL_96.at(path_2, value_1))
        if "currency" in instance:
            value_3 = instance["currency"]
            path_4 = path + "/currency"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
            if type(value_3) is str and _PATTERN_25.search(value_3) is None:
                errors.append(_FAIL_97.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_72.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_1, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is dict:
        problem_8 = extras_problem(instance, _NAMES_26, path)
        if problem_8 is not None:
            errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_Diff(instance: object, path: str, errors: list[ValidationError]) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "changes" not in instance:
            errors.append(_FAIL_98.at(path))
        if "changes" in instance:
            value_1 = instance["changes"]
            path_2 = path + "/changes"
            if type(value_1) is not list:
                errors.append(_FAIL_85.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_DiffChange(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_27, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "patch" in instance:
            value_7 = instance["patch"]
            path_8 = path + "/patch"
            if not (
                check_Diff_properties_patch_anyOf_0(value_7)
                or check_Diff_properties_patch_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_28, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_72.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_1, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


def errors_DiffChange(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "fileType" in instance:
            value_1 = instance["fileType"]
            path_2 = path + "/fileType"
            if not (
                check_DiffChange_properties_fileType_anyOf_0(value_1)
                or check_DiffChange_properties_fileType_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
        if "mimeType" in instance:
            value_3 = instance["mimeType"]
            path_4 = path + "/mimeType"
            if not (
                check_DiffChange_properties_mimeType_anyOf_0(value_3)
                or check_DiffChange_properties_mimeType_anyOf_1(value_3)
            ):
                errors.append(_FAIL_73.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_72.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_1, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "operation" not in instance:
        errors.append(_FAIL_99.at(path))
    else:
        tag_8 = instance["operation"]
        branch_9 = _UNION_13.get(tag_8) if type(tag_8) is str else None
        if branch_9 is not None:
            branch_9(instance, path, errors)
        else:
            errors_DiffChange_anyOf_5(instance, path, errors)


def errors_DiffChange_anyOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "operation" not in instance:
            errors.append(_FAIL_161.at(path))
        if "operation" in instance:
            value_1 = instance["operation"]
            path_2 = path + "/operation"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "add"):
                errors.append(_FAIL_162.at(path_2, value_1))
    errors_DiffPathChange(instance, path, errors)


def errors_DiffChange_anyOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "operation" not in instance:
            errors.append(_FAIL_161.at(path))
        if "operation" in instance:
            value_1 = instance["operation"]
            path_2 = path + "/operation"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "delete"):
                errors.append(_FAIL_163.at(path_2, value_1))
    errors_DiffPathChange(instance, path, errors)


def errors_DiffChange_anyOf_2(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "operation" not in instance:
            errors.append(_FAIL_161.at(path))
        if "operation" in instance:
            value_1 = instance["operation"]
            path_2 = path + "/operation"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "modify"):
                errors.append(_FAIL_164.at(path_2, value_1))
    errors_DiffPathChange(instance, path, errors)


def errors_DiffChange_anyOf_3(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "operation" not in instance:
            errors.append(_FAIL_161.at(path))
        if "operation" in instance:
            value_1 = instance["operation"]
            path_2 = path + "/operation"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "move"):
                errors.append(_FAIL_165.at(path_2, value_1))
    errors_DiffPathPairChange(instance, path, errors)


def errors_DiffChange_anyOf_4(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "operation" not in instance:
            errors.append(_FAIL_161.at(path))
        if "operation" in instance:
            value_1 = instance["operation"]
            path_2 = path + "/operation"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "copy"):
                errors.append(_FAIL_166.at(path_2, value_1))
    errors_DiffPathPairChange(instance, path, errors)


def errors_DiffChange_anyOf_5(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "operation" not in instance:
            errors.append(_FAIL_161.at(path))
        if "operation" in instance:
            value_1 = instance["operation"]
            path_2 = path + "/operation"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        problem_3 = extras_problem(instance, _NAMES_146, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if check_DiffChange_anyOf_5_not(instance):
        errors.append(_FAIL_155.at(path, instance))


def errors_DiffChange_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "fileType" in instance:
            value_1 = instance["fileType"]
            path_2 = path + "/fileType"
            if not (
                check_DiffChange_properties_fileType_anyOf_0(value_1)
                or check_DiffChange_properties_fileType_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
        if "mimeType" in instance:
            value_3 = instance["mimeType"]
            path_4 = path + "/mimeType"
            if not (
                check_DiffChange_properties_mimeType_anyOf_0(value_3)
                or check_DiffChange_properties_mimeType_anyOf_1(value_3)
            ):
                errors.append(_FAIL_73.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_72.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_1, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "operation" not in instance:
        errors.append(_FAIL_99.at(path))
    else:
        tag_8 = instance["operation"]
        branch_9 = _UNION_13.get(tag_8) if type(tag_8) is str else None
        if branch_9 is not None:
            branch_9(instance, path, errors)
        else:
            errors_DiffChange_anyOf_5(instance, path, errors)
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_27, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_DiffFileType_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_DiffFileType_anyOf_0(instance)
        or check_DiffFileType_anyOf_1(instance)
        or check_DiffFileType_anyOf_2(instance)
        or check_DiffFileType_anyOf_3(instance)
        or check_DiffFileType_anyOf_4(instance)
    ):
        errors.append(_FAIL_100.at(path, instance))


def errors_DiffPatchFormat(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_DiffPatchFormat_anyOf_0(instance)
        or check_DiffPatchFormat_anyOf_1(instance)
    ):
        errors.append(_FAIL_73.at(path, instance))


def errors_DiffPatchFormat_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_DiffPatchFormat_anyOf_0(instance)
        or check_DiffPatchFormat_anyOf_1(instance)
    ):
        errors.append(_FAIL_73.at(path, instance))


def errors_DiffPatch_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "format" not in instance:
            errors.append(_FAIL_101.at(path))
        if "text" not in instance:
            errors.append(_FAIL_102.at(path))
        if "format" in instance:
            value_1 = instance["format"]
            path_2 = path + "/format"
            errors_DiffPatchFormat(value_1, path_2, errors)
        if "text" in instance:
            value_3 = instance["text"]
            path_4 = path + "/text"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
    if type(instance) is dict:
        problem_5 = extras_problem(instance, _NAMES_28, path)
        if problem_5 is not None:
            errors.append(ValidationError(problem_5[0], "type", problem_5[1]))


def errors_DiffPathChange(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "path" not in instance:
            errors.append(_FAIL_103.at(path))
        if "path" in instance:
            value_1 = instance["path"]
            path_2 = path + "/path"
            errors_AbsolutePath(value_1, path_2, errors)


def errors_DiffPathChange_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "path" not in instance:
            errors.append(_FAIL_103.at(path))
        if "path" in instance:
            value_1 = instance["path"]
            path_2 = path + "/path"
            errors_AbsolutePath(value_1, path_2, errors)
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_30, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_DiffPathPairChange(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "oldPath" not in instance:
            errors.append(_FAIL_104.at(path))
        if "path" not in instance:
            errors.append(_FAIL_103.at(path))
        if "oldPath" in instance:
            value_1 = instance["oldPath"]
            path_2 = path + "/oldPath"
            errors_AbsolutePath(value_1, path_2, errors)
        if "path" in instance:
            value_3 = instance["path"]
            path_4 = path + "/path"
            errors_AbsolutePath(value_3, path_4, errors)


def errors_DiffPathPairChange_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "oldPath" not in instance:
            errors.append(_FAIL_104.at(path))
        if "path" not in instance:
            errors.append(_FAIL_103.at(path))
        if "oldPath" in instance:
            value_1 = instance["oldPath"]
            path_2 = path + "/oldPath"
            errors_AbsolutePath(value_1, path_2, errors)
        if "path" in instance:
            value_3 = instance["path"]
            path_4 = path + "/path"
            errors_AbsolutePath(value_3, path_4, errors)
    if type(instance) is dict:
        problem_5 = extras_problem(instance, _NAMES_31, path)
        if problem_5 is not None:
            errors.append(ValidationError(problem_5[0], "type", problem_5[1]))


def errors_Diff_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "changes" not in instance:
            errors.append(_FAIL_98.at(path))
        if "changes" in instance:
            value_1 = instance["changes"]
            path_2 = path + "/changes"
            if type(value_1) is not list:
                errors.append(_FAIL_85.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_DiffChange(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_27, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "patch" in instance:
            value_7 = instance["patch"]
            path_8 = path + "/patch"
            if not (
                check_Diff_properties_patch_anyOf_0(value_7)
                or check_Diff_properties_patch_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_28, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_72.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_1, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
    if type(instance) is dict:
        problem_13 = extras_problem(instance, _NAMES_29, path)
        if problem_13 is not None:
            errors.append(ValidationError(problem_13[0], "type", problem_13[1]))


def errors_ElicitationCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "form" in instance:
            value_1 = instance["form"]
            path_2 = path + "/form"
            if not (
                check_ElicitationCapabilities_properties_form_anyOf_0(value_1)
                or check_ElicitationCapabilities_properties_form_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_2, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "url" in instance:
            value_4 = instance["url"]
            path_5 = path + "/url"
            if not (
                check_ElicitationCapabilities_properties_url_anyOf_0(value_4)
                or check_ElicitationCapabilities_properties_url_anyOf_1(value_4)
            ):
                errors.append(_FAIL_73.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_2, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_18, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_ElicitationFormCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_ElicitationUrlCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_EmbeddedResource(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "resource" not in instance:
            errors.append(_FAIL_105.at(path))
        if "resource" in instance:
            value_1 = instance["resource"]
            path_2 = path + "/resource"
            errors_EmbeddedResourceResource(value_1, path_2, errors)
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_32, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "annotations" in instance:
            value_4 = instance["annotations"]
            path_5 = path + "/annotations"
            if not (
                check_EmbeddedResource_properties_annotations_anyOf_0(value_4)
                or check_EmbeddedResource_properties_annotations_anyOf_1(value_4)
            ):
                errors.append(_FAIL_73.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_7, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_EmbeddedResourceResource(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_EmbeddedResourceResource_anyOf_0(instance)
        or check_EmbeddedResourceResource_anyOf_1(instance)
    ):
        errors.append(_FAIL_73.at(path, instance))


def errors_EmbeddedResourceResource_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_EmbeddedResourceResource_anyOf_0(instance)
        or check_EmbeddedResourceResource_anyOf_1(instance)
    ):
        errors.append(_FAIL_73.at(path, instance))
    if type(instance) is dict:
        problem_1 = extras_problem(instance, _NAMES_32, path)
        if problem_1 is not None:
            errors.append(ValidationError(problem_1[0], "type", problem_1[1]))


def errors_EmbeddedResource_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "resource" not in instance:
            errors.append(_FAIL_105.at(path))
        if "resource" in instance:
            value_1 = instance["resource"]
            path_2 = path + "/resource"
            errors_EmbeddedResourceResource(value_1, path_2, errors)
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_32, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "annotations" in instance:
            value_4 = instance["annotations"]
            path_5 = path + "/annotations"
            if not (
                check_EmbeddedResource_properties_annotations_anyOf_0(value_4)
                or check_EmbeddedResource_properties_annotations_anyOf_1(value_4)
            ):
                errors.append(_FAIL_73.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_7, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_33, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_EnvVariable(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "value" not in instance:
            errors.append(_FAIL_106.at(path))
        if "name" in instance:
            value_1 = instance["name"]
            path_2 = path + "/name"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "value" in instance:
            value_3 = instance["value"]
            path_4 = path + "/value"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_72.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_1, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_EnvVariable_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "value" not in instance:
            errors.append(_FAIL_106.at(path))
        if "name" in instance:
            value_1 = instance["name"]
            path_2 = path + "/name"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "value" in instance:
            value_3 = instance["value"]
            path_4 = path + "/value"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_72.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_1, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is dict:
        problem_8 = extras_problem(instance, _NAMES_12, path)
        if problem_8 is not None:
            errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_Icon(instance: object, path: str, errors: list[ValidationError]) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "src" not in instance:
            errors.append(_FAIL_107.at(path))
        if "src" in instance:
            value_1 = instance["src"]
            path_2 = path + "/src"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "mimeType" in instance:
            value_3 = instance["mimeType"]
            path_4 = path + "/mimeType"
            if not (
                check_Icon_properties_mimeType_anyOf_0(value_3)
                or check_Icon_properties_mimeType_anyOf_1(value_3)
            ):
                errors.append(_FAIL_73.at(path_4, value_3))
        if "sizes" in instance:
            value_5 = instance["sizes"]
            path_6 = path + "/sizes"
            if not (type(value_5) is list or value_5 is None):
                errors.append(_FAIL_75.at(path_6, value_5))
            if type(value_5) is list:
                for index_8, item_7 in enumerate(value_5):
                    path_9 = path_6 + "/" + str(index_8)
                    if type(item_7) is not str:
                        errors.append(_FAIL_70.at(path_9, item_7))
        if "theme" in instance:
            value_10 = instance["theme"]
            path_11 = path + "/theme"
            if not (
                check_Icon_properties_theme_anyOf_0(value_10)
                or check_Icon_properties_theme_anyOf_1(value_10)
            ):
                errors.append(_FAIL_73.at(path_11, value_10))


def errors_IconTheme_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_IconTheme_anyOf_0(instance)
        or check_IconTheme_anyOf_1(instance)
        or check_IconTheme_anyOf_2(instance)
    ):
        errors.append(_FAIL_108.at(path, instance))


def errors_Icon_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "src" not in instance:
            errors.append(_FAIL_107.at(path))
        if "src" in instance:
            value_1 = instance["src"]
            path_2 = path + "/src"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "mimeType" in instance:
            value_3 = instance["mimeType"]
            path_4 = path + "/mimeType"
            if not (
                check_Icon_properties_mimeType_anyOf_0(value_3)
                or check_Icon_properties_mimeType_anyOf_1(value_3)
            ):
                errors.append(_FAIL_73.at(path_4, value_3))
        if "sizes" in instance:
            value_5 = instance["sizes"]
            path_6 = path + "/sizes"
            if not (type(value_5) is list or value_5 is None):
                errors.append(_FAIL_75.at(path_6, value_5))
            if type(value_5) is list:
                for index_8, item_7 in enumerate(value_5):
                    path_9 = path_6 + "/" + str(index_8)
                    if type(item_7) is not str:
                        errors.append(_FAIL_70.at(path_9, item_7))
        if "theme" in instance:
            value_10 = instance["theme"]
            path_11 = path + "/theme"
            if not (
                check_Icon_properties_theme_anyOf_0(value_10)
                or check_Icon_properties_theme_anyOf_1(value_10)
            ):
                errors.append(_FAIL_73.at(path_11, value_10))
    if type(instance) is dict:
        problem_12 = extras_problem(instance, _NAMES_34, path)
        if problem_12 is not None:
            errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


def errors_IdleStateUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "stopReason" in instance:
            value_1 = instance["stopReason"]
            path_2 = path + "/stopReason"
            if not (
                check_IdleStateUpdate_properties_stopReason_anyOf_0(value_1)
                or check_IdleStateUpdate_properties_stopReason_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_72.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_1, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))


def errors_IdleStateUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "stopReason" in instance:
            value_1 = instance["stopReason"]
            path_2 = path + "/stopReason"
            if not (
                check_IdleStateUpdate_properties_stopReason_anyOf_0(value_1)
                or check_IdleStateUpdate_properties_stopReason_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_72.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_1, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
    if type(instance) is dict:
        problem_6 = extras_problem(instance, _NAMES_35, path)
        if problem_6 is not None:
            errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_ImageContent(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "data" not in instance:
            errors.append(_FAIL_80.at(path))
        if "mimeType" not in instance:
            errors.append(_FAIL_81.at(path))
        if "data" in instance:
            value_1 = instance["data"]
            path_2 = path + "/data"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "mimeType" in instance:
            value_3 = instance["mimeType"]
            path_4 = path + "/mimeType"
            errors_MediaType(value_3, path_4, errors)
        if "uri" in instance:
            value_5 = instance["uri"]
            path_6 = path + "/uri"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_76.at(path_6, value_5))
        if "annotations" in instance:
            value_7 = instance["annotations"]
            path_8 = path + "/annotations"
            if not (
                check_ImageContent_properties_annotations_anyOf_0(value_7)
                or check_ImageContent_properties_annotations_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_7, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_72.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_1, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


def errors_ImageContent_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "data" not in instance:
            errors.append(_FAIL_80.at(path))
        if "mimeType" not in instance:
            errors.append(_FAIL_81.at(path))
        if "data" in instance:
            value_1 = instance["data"]
            path_2 = path + "/data"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "mimeType" in instance:
            value_3 = instance["mimeType"]
            path_4 = path + "/mimeType"
            errors_MediaType(value_3, path_4, errors)
        if "uri" in instance:
            value_5 = instance["uri"]
            path_6 = path + "/uri"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_76.at(path_6, value_5))
        if "annotations" in instance:
            value_7 = instance["annotations"]
            path_8 = path + "/annotations"
            if not (
                check_ImageContent_properties_annotations_anyOf_0(value_7)
                or check_ImageContent_properties_annotations_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_7, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_72.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_1, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
    if type(instance) is dict:
        problem_13 = extras_problem(instance, _NAMES_36, path)
        if problem_13 is not None:
            errors.append(ValidationError(problem_13[0], "type", problem_13[1]))


def errors_Implementation(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "version" not in instance:
            errors.append(_FAIL_109.at(path))
        if "name" in instance:
            value_1 = instance["name"]
            path_2 = path + "/name"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "title" in instance:
            value_3 = instance["title"]
            path_4 = path + "/title"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_76.at(path_4, value_3))
        if "version" in instance:
            value_5 = instance["version"]
            path_6 = path + "/version"
            if type(value_5) is not str:
                errors.append(_FAIL_70.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_Implementation_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "version" not in instance:
            errors.append(_FAIL_109.at(path))
        if "name" in instance:
            value_1 = instance["name"]
            path_2 = path + "/name"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "title" in instance:
            value_3 = instance["title"]
            path_4 = path + "/title"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_76.at(path_4, value_3))
        if "version" in instance:
            value_5 = instance["version"]
            path_6 = path + "/version"
            if type(value_5) is not str:
                errors.append(_FAIL_70.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_37, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_InitializeRequest_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "protocolVersion" not in instance:
            errors.append(_FAIL_110.at(path))
        if "info" not in instance:
            errors.append(_FAIL_111.at(path))
        if "protocolVersion" in instance:
            value_1 = instance["protocolVersion"]
            path_2 = path + "/protocolVersion"
            errors_ProtocolVersion(value_1, path_2, errors)
        if "info" in instance:
            value_3 = instance["info"]
            path_4 = path + "/info"
            errors_Implementation(value_3, path_4, errors)
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_37, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "capabilities" in instance:
            value_6 = instance["capabilities"]
            path_7 = path + "/capabilities"
            errors_ClientCapabilities(value_6, path_7, errors)
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_20, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
    if type(instance) is dict:
        problem_12 = extras_problem(instance, _NAMES_38, path)
        if problem_12 is not None:
            errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


def errors_InitializeResponse_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "protocolVersion" not in instance:
            errors.append(_FAIL_110.at(path))
        if "info" not in instance:
            errors.append(_FAIL_111.at(path))
        if "protocolVersion" in instance:
            value_1 = instance["protocolVersion"]
            path_2 = path + "/protocolVersion"
            errors_ProtocolVersion(value_1, path_2, errors)
        if "info" in instance:
            value_3 = instance["info"]
            path_4 = path + "/info"
            errors_Implementation(value_3, path_4, errors)
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_37, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "capabilities" in instance:
            value_6 = instance["capabilities"]
            path_7 = path + "/capabilities"
            errors_AgentCapabilities(value_6, path_7, errors)
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_4, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
        if "authMethods" in instance:
            value_9 = instance["authMethods"]
            path_10 = path + "/authMethods"
            if type(value_9) is not list:
                errors.append(_FAIL_85.at(path_10, value_9))
            if type(value_9) is list:
                for index_12, item_11 in enumerate(value_9):
                    path_13 = path_10 + "/" + str(index_12)
                    errors_AuthMethod(item_11, path_13, errors)
                    if type(item_11) is dict:
                        problem_14 = extras_problem(item_11, _NAMES_10, path_13)
                        if problem_14 is not None:
                            errors.append(
                                ValidationError(problem_14[0], "type", problem_14[1])
                            )
        if "_meta" in instance:
            value_15 = instance["_meta"]
            path_16 = path + "/_meta"
            if not (type(value_15) is dict or value_15 is None):
                errors.append(_FAIL_72.at(path_16, value_15))
            if type(value_15) is dict:
                problem_17 = extras_problem(value_15, _NAMES_1, path_16)
                if problem_17 is not None:
                    errors.append(ValidationError(problem_17[0], "type", problem_17[1]))
    if type(instance) is dict:
        problem_18 = extras_problem(instance, _NAMES_39, path)
        if problem_18 is not None:
            errors.append(ValidationError(problem_18[0], "type", problem_18[1]))


def errors_McpCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "stdio" in instance:
            value_1 = instance["stdio"]
            path_2 = path + "/stdio"
            if not (
                check_McpCapabilities_properties_stdio_anyOf_0(value_1)
                or check_McpCapabilities_properties_stdio_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_2, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "http" in instance:
            value_4 = instance["http"]
            path_5 = path + "/http"
            if not (
                check_McpCapabilities_properties_http_anyOf_0(value_4)
                or check_McpCapabilities_properties_http_anyOf_1(value_4)
            ):
                errors.append(_FAIL_73.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_2, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_40, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_McpHttpCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_McpStdioCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_MediaType(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_MediaType_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_MessageId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_MessageId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_PlanEntry(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "content" not in instance:
            errors.append(_FAIL_92.at(path))
        if "priority" not in instance:
            errors.append(_FAIL_112.at(path))
        if "status" not in instance:
            errors.append(_FAIL_113.at(path))
        if "content" in instance:
            value_1 = instance["content"]
            path_2 = path + "/content"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "priority" in instance:
            value_3 = instance["priority"]
            path_4 = path + "/priority"
            errors_PlanEntryPriority(value_3, path_4, errors)
        if "status" in instance:
            value_5 = instance["status"]
            path_6 = path + "/status"
            errors_PlanEntryStatus(value_5, path_6, errors)
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_PlanEntryPriority(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_PlanEntryPriority_anyOf_0(instance)
        or check_PlanEntryPriority_anyOf_1(instance)
        or check_PlanEntryPriority_anyOf_2(instance)
        or check_PlanEntryPriority_anyOf_3(instance)
    ):
        errors.append(_FAIL_114.at(path, instance))


def errors_PlanEntryPriority_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_PlanEntryPriority_anyOf_0(instance)
        or check_PlanEntryPriority_anyOf_1(instance)
        or check_PlanEntryPriority_anyOf_2(instance)
        or check_PlanEntryPriority_anyOf_3(instance)
    ):
        errors.append(_FAIL_114.at(path, instance))


def errors_PlanEntryStatus(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_PlanEntryStatus_anyOf_0(instance)
        or check_PlanEntryStatus_anyOf_1(instance)
        or check_PlanEntryStatus_anyOf_2(instance)
        or check_PlanEntryStatus_anyOf_3(instance)
        or check_PlanEntryStatus_anyOf_4(instance)
    ):
        errors.append(_FAIL_100.at(path, instance))


def errors_PlanEntryStatus_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_PlanEntryStatus_anyOf_0(instance)
        or check_PlanEntryStatus_anyOf_1(instance)
        or check_PlanEntryStatus_anyOf_2(instance)
        or check_PlanEntryStatus_anyOf_3(instance)
        or check_PlanEntryStatus_anyOf_4(instance)
    ):
        errors.append(_FAIL_100.at(path, instance))


def errors_PlanEntry_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "content" not in instance:
            errors.append(_FAIL_92.at(path))
        if "priority" not in instance:
            errors.append(_FAIL_112.at(path))
        if "status" not in instance:
            errors.append(_FAIL_113.at(path))
        if "content" in instance:
            value_1 = instance["content"]
            path_2 = path + "/content"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "priority" in instance:
            value_3 = instance["priority"]
            path_4 = path + "/priority"
            errors_PlanEntryPriority(value_3, path_4, errors)
        if "status" in instance:
            value_5 = instance["status"]
            path_6 = path + "/status"
            errors_PlanEntryStatus(value_5, path_6, errors)
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_41, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_PlanId(instance: object, path: str, errors: list[ValidationError]) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_PlanId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_PlanItems(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "planId" not in instance:
            errors.append(_FAIL_115.at(path))
        if "entries" not in instance:
            errors.append(_FAIL_116.at(path))
        if "planId" in instance:
            value_1 = instance["planId"]
            path_2 = path + "/planId"
            errors_PlanId(value_1, path_2, errors)
        if "entries" in instance:
            value_3 = instance["entries"]
            path_4 = path + "/entries"
            if type(value_3) is not list:
                errors.append(_FAIL_85.at(path_4, value_3))
            if type(value_3) is list:
                for index_6, item_5 in enumerate(value_3):
                    path_7 = path_4 + "/" + str(index_6)
                    errors_PlanEntry(item_5, path_7, errors)
                    if type(item_5) is dict:
                        problem_8 = extras_problem(item_5, _NAMES_41, path_7)
                        if problem_8 is not None:
                            errors.append(
                                ValidationError(problem_8[0], "type", problem_8[1])
                            )
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))


def errors_PlanItems_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "planId" not in instance:
            errors.append(_FAIL_115.at(path))
        if "entries" not in instance:
            errors.append(_FAIL_116.at(path))
        if "planId" in instance:
            value_1 = instance["planId"]
            path_2 = path + "/planId"
            errors_PlanId(value_1, path_2, errors)
        if "entries" in instance:
            value_3 = instance["entries"]
            path_4 = path + "/entries"
            if type(value_3) is not list:
                errors.append(_FAIL_85.at(path_4, value_3))
            if type(value_3) is list:
                for index_6, item_5 in enumerate(value_3):
                    path_7 = path_4 + "/" + str(index_6)
                    errors_PlanEntry(item_5, path_7, errors)
                    if type(item_5) is dict:
                        problem_8 = extras_problem(item_5, _NAMES_41, path_7)
                        if problem_8 is not None:
                            errors.append(
                                ValidationError(problem_8[0], "type", problem_8[1])
                            )
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
    if type(instance) is dict:
        problem_12 = extras_problem(instance, _NAMES_42, path)
        if problem_12 is not None:
            errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


def errors_PlanUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "plan" not in instance:
            errors.append(_FAIL_117.at(path))
        if "plan" in instance:
            value_1 = instance["plan"]
            path_2 = path + "/plan"
            errors_PlanUpdateContent(value_1, path_2, errors)
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_43, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "_meta" in instance:
            value_4 = instance["_meta"]
            path_5 = path + "/_meta"
            if not (type(value_4) is dict or value_4 is None):
                errors.append(_FAIL_72.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_1, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_PlanUpdateContent(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_118.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_14.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_PlanUpdateContent_anyOf_1(instance, path, errors)


def errors_PlanUpdateContent_anyOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "items"):
                errors.append(_FAIL_167.at(path_2, value_1))
    errors_PlanItems(instance, path, errors)


def errors_PlanUpdateContent_anyOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "planId" not in instance:
            errors.append(_FAIL_115.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "planId" in instance:
            value_3 = instance["planId"]
            path_4 = path + "/planId"
            errors_PlanId(value_3, path_4, errors)
        problem_5 = extras_problem(instance, _NAMES_147, path)
        if problem_5 is not None:
            errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
    if check_PlanUpdateContent_anyOf_1_not(instance):
        errors.append(_FAIL_155.at(path, instance))


def errors_PlanUpdateContent_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_118.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_14.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_PlanUpdateContent_anyOf_1(instance, path, errors)
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_43, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_PlanUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "plan" not in instance:
            errors.append(_FAIL_117.at(path))
        if "plan" in instance:
            value_1 = instance["plan"]
            path_2 = path + "/plan"
            errors_PlanUpdateContent(value_1, path_2, errors)
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_43, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "_meta" in instance:
            value_4 = instance["_meta"]
            path_5 = path + "/_meta"
            if not (type(value_4) is dict or value_4 is None):
                errors.append(_FAIL_72.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_1, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
    if type(instance) is dict:
        problem_7 = extras_problem(instance, _NAMES_44, path)
        if problem_7 is not None:
            errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_PromptAudioCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_PromptCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "image" in instance:
            value_1 = instance["image"]
            path_2 = path + "/image"
            if not (
                check_PromptCapabilities_properties_image_anyOf_0(value_1)
                or check_PromptCapabilities_properties_image_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_2, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "audio" in instance:
            value_4 = instance["audio"]
            path_5 = path + "/audio"
            if not (
                check_PromptCapabilities_properties_audio_anyOf_0(value_4)
                or check_PromptCapabilities_properties_audio_anyOf_1(value_4)
            ):
                errors.append(_FAIL_73.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_2, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "embeddedContext" in instance:
            value_7 = instance["embeddedContext"]
            path_8 = path + "/embeddedContext"
            if not (
                check_PromptCapabilities_properties_embeddedContext_anyOf_0(value_7)
                or check_PromptCapabilities_properties_embeddedContext_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_72.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_1, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
    if type(instance) is dict:
        problem_13 = extras_problem(instance, _NAMES_21, path)
        if problem_13 is not None:
            errors.append(ValidationError(problem_13[0], "type", problem_13[1]))


def errors_PromptEmbeddedContextCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_PromptImageCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_PromptRequest_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionId" not in instance:
            errors.append(_FAIL_119.at(path))
        if "prompt" not in instance:
            errors.append(_FAIL_120.at(path))
        if "sessionId" in instance:
            value_1 = instance["sessionId"]
            path_2 = path + "/sessionId"
            errors_SessionId(value_1, path_2, errors)
        if "prompt" in instance:
            value_3 = instance["prompt"]
            path_4 = path + "/prompt"
            if type(value_3) is not list:
                errors.append(_FAIL_85.at(path_4, value_3))
            if type(value_3) is list:
                for index_6, item_5 in enumerate(value_3):
                    path_7 = path_4 + "/" + str(index_6)
                    errors_ContentBlock(item_5, path_7, errors)
                    if type(item_5) is dict:
                        problem_8 = extras_problem(item_5, _NAMES_5, path_7)
                        if problem_8 is not None:
                            errors.append(
                                ValidationError(problem_8[0], "type", problem_8[1])
                            )
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
    if type(instance) is dict:
        problem_12 = extras_problem(instance, _NAMES_45, path)
        if problem_12 is not None:
            errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


def errors_PromptSuggestion(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "prompt" not in instance:
            errors.append(_FAIL_120.at(path))
        if "prompt" in instance:
            value_1 = instance["prompt"]
            path_2 = path + "/prompt"
            if type(value_1) is not list:
                errors.append(_FAIL_85.at(path_2, value_1))
            if type(value_1) is list:
                if len(value_1) < 1:
                    errors.append(_FAIL_121.at(path_2, value_1))
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_ContentBlock(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_5, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
            if check_PromptSuggestion_properties_prompt_not(value_1):
                errors.append(_FAIL_122.at(path_2))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_PromptSuggestion_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "prompt" not in instance:
            errors.append(_FAIL_120.at(path))
        if "prompt" in instance:
            value_1 = instance["prompt"]
            path_2 = path + "/prompt"
            if type(value_1) is not list:
                errors.append(_FAIL_85.at(path_2, value_1))
            if type(value_1) is list:
                if len(value_1) < 1:
                    errors.append(_FAIL_121.at(path_2, value_1))
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_ContentBlock(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_5, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
            if check_PromptSuggestion_properties_prompt_not(value_1):
                errors.append(_FAIL_122.at(path_2))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_46, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_PromptSuggestionsAudioCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_PromptSuggestionsCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "image" in instance:
            value_1 = instance["image"]
            path_2 = path + "/image"
            if not (
                check_PromptSuggestionsCapabilities_properties_image_anyOf_0(value_1)
                or check_PromptSuggestionsCapabilities_properties_image_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_2, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "audio" in instance:
            value_4 = instance["audio"]
            path_5 = path + "/audio"
            if not (
                check_PromptSuggestionsCapabilities_properties_audio_anyOf_0(value_4)
                or check_PromptSuggestionsCapabilities_properties_audio_anyOf_1(value_4)
            ):
                errors.append(_FAIL_73.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_2, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "embeddedContext" in instance:
            value_7 = instance["embeddedContext"]
            path_8 = path + "/embeddedContext"
            if not (
                check_PromptSuggestionsCapabilities_properties_embeddedContext_anyOf_0(
                    value_7
                )
                or check_PromptSuggestionsCapabilities_properties_embeddedContext_anyOf_1(
                    value_7
                )
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_72.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_1, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
    if type(instance) is dict:
        problem_13 = extras_problem(instance, _NAMES_21, path)
        if problem_13 is not None:
            errors.append(ValidationError(problem_13[0], "type", problem_13[1]))


def errors_PromptSuggestionsEmbeddedContextCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_PromptSuggestionsImageCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_PromptSuggestionsUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "suggestions" not in instance:
            errors.append(_FAIL_123.at(path))
        if "suggestions" in instance:
            value_1 = instance["suggestions"]
            path_2 = path + "/suggestions"
            if type(value_1) is not list:
                errors.append(_FAIL_85.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_PromptSuggestion(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_46, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_PromptSuggestionsUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "suggestions" not in instance:
            errors.append(_FAIL_123.at(path))
        if "suggestions" in instance:
            value_1 = instance["suggestions"]
            path_2 = path + "/suggestions"
            if type(value_1) is not list:
                errors.append(_FAIL_85.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_PromptSuggestion(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_46, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_47, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_ProtocolVersion(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        type(instance) is int or (type(instance) is float and instance.is_integer())
    ):
        errors.append(_FAIL_124.at(path, instance))
    if type(instance) is int or type(instance) is float:
        if instance < 0:
            errors.append(_FAIL_78.at(path, instance))
        if instance > 65535:
            errors.append(_FAIL_125.at(path, instance))


def errors_ProtocolVersion_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        type(instance) is int or (type(instance) is float and instance.is_integer())
    ):
        errors.append(_FAIL_124.at(path, instance))
    if type(instance) is int or type(instance) is float:
        if instance < 0:
            errors.append(_FAIL_78.at(path, instance))
        if instance > 65535:
            errors.append(_FAIL_125.at(path, instance))


def errors_RequiresActionStateUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_RequiresActionStateUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_ResourceLink(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "uri" not in instance:
            errors.append(_FAIL_90.at(path))
        if "name" in instance:
            value_1 = instance["name"]
            path_2 = path + "/name"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "uri" in instance:
            value_3 = instance["uri"]
            path_4 = path + "/uri"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "title" in instance:
            value_5 = instance["title"]
            path_6 = path + "/title"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_76.at(path_6, value_5))
        if "description" in instance:
            value_7 = instance["description"]
            path_8 = path + "/description"
            if not (type(value_7) is str or value_7 is None):
                errors.append(_FAIL_76.at(path_8, value_7))
        if "icons" in instance:
            value_9 = instance["icons"]
            path_10 = path + "/icons"
            if not (type(value_9) is list or value_9 is None):
                errors.append(_FAIL_75.at(path_10, value_9))
            if type(value_9) is list:
                for index_12, item_11 in enumerate(value_9):
                    path_13 = path_10 + "/" + str(index_12)
                    errors_Icon(item_11, path_13, errors)
                    if type(item_11) is dict:
                        problem_14 = extras_problem(item_11, _NAMES_34, path_13)
                        if problem_14 is not None:
                            errors.append(
                                ValidationError(problem_14[0], "type", problem_14[1])
                            )
        if "mimeType" in instance:
            value_15 = instance["mimeType"]
            path_16 = path + "/mimeType"
            if not (
                check_ResourceLink_properties_mimeType_anyOf_0(value_15)
                or check_ResourceLink_properties_mimeType_anyOf_1(value_15)
            ):
                errors.append(_FAIL_73.at(path_16, value_15))
        if "size" in instance:
            value_17 = instance["size"]
            path_18 = path + "/size"
            if not (
                (
                    type(value_17) is int
                    or (type(value_17) is float and value_17.is_integer())
                )
                or value_17 is None
            ):
                errors.append(_FAIL_126.at(path_18, value_17))
        if "annotations" in instance:
            value_19 = instance["annotations"]
            path_20 = path + "/annotations"
            if not (
                check_ResourceLink_properties_annotations_anyOf_0(value_19)
                or check_ResourceLink_properties_annotations_anyOf_1(value_19)
            ):
                errors.append(_FAIL_73.at(path_20, value_19))
            if type(value_19) is dict:
                problem_21 = extras_problem(value_19, _NAMES_7, path_20)
                if problem_21 is not None:
                    errors.append(ValidationError(problem_21[0], "type", problem_21[1]))
        if "_meta" in instance:
            value_22 = instance["_meta"]
            path_23 = path + "/_meta"
            if not (type(value_22) is dict or value_22 is None):
                errors.append(_FAIL_72.at(path_23, value_22))
            if type(value_22) is dict:
                problem_24 = extras_problem(value_22, _NAMES_1, path_23)
                if problem_24 is not None:
                    errors.append(ValidationError(problem_24[0], "type", problem_24[1]))


def errors_ResourceLink_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "uri" not in instance:
            errors.append(_FAIL_90.at(path))
        if "name" in instance:
            value_1 = instance["name"]
            path_2 = path + "/name"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "uri" in instance:
            value_3 = instance["uri"]
            path_4 = path + "/uri"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "title" in instance:
            value_5 = instance["title"]
            path_6 = path + "/title"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_76.at(path_6, value_5))
        if "description" in instance:
            value_7 = instance["description"]
            path_8 = path + "/description"
            if not (type(value_7) is str or value_7 is None):
                errors.append(_FAIL_76.at(path_8, value_7))
        if "icons" in instance:
            value_9 = instance["icons"]
            path_10 = path + "/icons"
            if not (type(value_9) is list or value_9 is None):
                errors.append(_FAIL_75.at(path_10, value_9))
            if type(value_9) is list:
                for index_12, item_11 in enumerate(value_9):
                    path_13 = path_10 + "/" + str(index_12)
                    errors_Icon(item_11, path_13, errors)
                    if type(item_11) is dict:
                        problem_14 = extras_problem(item_11, _NAMES_34, path_13)
                        if problem_14 is not None:
                            errors.append(
                                ValidationError(problem_14[0], "type", problem_14[1])
                            )
        if "mimeType" in instance:
            value_15 = instance["mimeType"]
            path_16 = path + "/mimeType"
            if not (
                check_ResourceLink_properties_mimeType_anyOf_0(value_15)
                or check_ResourceLink_properties_mimeType_anyOf_1(value_15)
            ):
                errors.append(_FAIL_73.at(path_16, value_15))
        if "size" in instance:
            value_17 = instance["size"]
            path_18 = path + "/size"
            if not (
                (
                    type(value_17) is int
                    or (type(value_17) is float and value_17.is_integer())
                )
                or value_17 is None
            ):
                errors.append(_FAIL_126.at(path_18, value_17))
        if "annotations" in instance:
            value_19 = instance["annotations"]
            path_20 = path + "/annotations"
            if not (
                check_ResourceLink_properties_annotations_anyOf_0(value_19)
                or check_ResourceLink_properties_annotations_anyOf_1(value_19)
            ):
                errors.append(_FAIL_73.at(path_20, value_19))
            if type(value_19) is dict:
                problem_21 = extras_problem(value_19, _NAMES_7, path_20)
                if problem_21 is not None:
                    errors.append(ValidationError(problem_21[0], "type", problem_21[1]))
        if "_meta" in instance:
            value_22 = instance["_meta"]
            path_23 = path + "/_meta"
            if not (type(value_22) is dict or value_22 is None):
                errors.append(_FAIL_72.at(path_23, value_22))
            if type(value_22) is dict:
                problem_24 = extras_problem(value_22, _NAMES_1, path_23)
                if problem_24 is not None:
                    errors.append(ValidationError(problem_24[0], "type", problem_24[1]))
    if type(instance) is dict:
        problem_25 = extras_problem(instance, _NAMES_48, path)
        if problem_25 is not None:
            errors.append(ValidationError(problem_25[0], "type", problem_25[1]))


def errors_Role(instance: object, path: str, errors: list[ValidationError]) -> None:
    if not (
        check_Role_anyOf_0(instance)
        or check_Role_anyOf_1(instance)
        or check_Role_anyOf_2(instance)
    ):
        errors.append(_FAIL_108.at(path, instance))


def errors_Role_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_Role_anyOf_0(instance)
        or check_Role_anyOf_1(instance)
        or check_Role_anyOf_2(instance)
    ):
        errors.append(_FAIL_108.at(path, instance))


def errors_RunningStateUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_RunningStateUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_SessionAdditionalDirectoriesCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_SessionCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "prompt" in instance:
            value_1 = instance["prompt"]
            path_2 = path + "/prompt"
            if not (
                check_SessionCapabilities_properties_prompt_anyOf_0(value_1)
                or check_SessionCapabilities_properties_prompt_anyOf_1(value_1)
            ):
                errors.append(_FAIL_73.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_21, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "mcp" in instance:
            value_4 = instance["mcp"]
            path_5 = path + "/mcp"
            if not (
                check_SessionCapabilities_properties_mcp_anyOf_0(value_4)
                or check_SessionCapabilities_properties_mcp_anyOf_1(value_4)
            ):
                errors.append(_FAIL_73.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_40, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "delete" in instance:
            value_7 = instance["delete"]
            path_8 = path + "/delete"
            if not (
                check_SessionCapabilities_properties_delete_anyOf_0(value_7)
                or check_SessionCapabilities_properties_delete_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "additionalDirectories" in instance:
            value_10 = instance["additionalDirectories"]
            path_11 = path + "/additionalDirectories"
            if not (
                check_SessionCapabilities_properties_additionalDirectories_anyOf_0(
                    value_10
                )
                or check_SessionCapabilities_properties_additionalDirectories_anyOf_1(
                    value_10
                )
            ):
                errors.append(_FAIL_73.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_2, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
        if "_meta" in instance:
            value_13 = instance["_meta"]
            path_14 = path + "/_meta"
            if not (type(value_13) is dict or value_13 is None):
                errors.append(_FAIL_72.at(path_14, value_13))
            if type(value_13) is dict:
                problem_15 = extras_problem(value_13, _NAMES_1, path_14)
                if problem_15 is not None:
                    errors.append(ValidationError(problem_15[0], "type", problem_15[1]))
    if type(instance) is dict:
        problem_16 = extras_problem(instance, _NAMES_3, path)
        if problem_16 is not None:
            errors.append(ValidationError(problem_16[0], "type", problem_16[1]))


def errors_SessionConfigBoolean(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "currentValue" not in instance:
            errors.append(_FAIL_127.at(path))
        if "currentValue" in instance:
            value_1 = instance["currentValue"]
            path_2 = path + "/currentValue"
            if type(value_1) is not bool:
                errors.append(_FAIL_128.at(path_2, value_1))


def errors_SessionConfigBoolean_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "currentValue" not in instance:
            errors.append(_FAIL_127.at(path))
        if "currentValue" in instance:
            value_1 = instance["currentValue"]
            path_2 = path + "/currentValue"
            if type(value_1) is not bool:
                errors.append(_FAIL_128.at(path_2, value_1))
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_49, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_SessionConfigGroupId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_SessionConfigGroupId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_SessionConfigId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_SessionConfigId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_SessionConfigOption(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "configId" not in instance:
            errors.append(_FAIL_129.at(path))
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "configId" in instance:
            value_1 = instance["configId"]
            path_2 = path + "/configId"
            errors_SessionConfigId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_76.at(path_6, value_5))
        if "category" in instance:
            value_7 = instance["category"]
            path_8 = path + "/category"
            if not (
                check_SessionConfigOption_properties_category_anyOf_0(value_7)
                or check_SessionConfigOption_properties_category_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_130.at(path))
    else:
        tag_12 = instance["type"]
        branch_13 = _UNION_15.get(tag_12) if type(tag_12) is str else None
        if branch_13 is not None:
            branch_13(instance, path, errors)
        else:
            errors_SessionConfigOption_anyOf_2(instance, path, errors)


def errors_SessionConfigOptionCategory_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_SessionConfigOptionCategory_anyOf_0(instance)
        or check_SessionConfigOptionCategory_anyOf_1(instance)
        or check_SessionConfigOptionCategory_anyOf_2(instance)
        or check_SessionConfigOptionCategory_anyOf_3(instance)
        or check_SessionConfigOptionCategory_anyOf_4(instance)
    ):
        errors.append(_FAIL_100.at(path, instance))


def errors_SessionConfigOption_anyOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "select"):
                errors.append(_FAIL_168.at(path_2, value_1))
    errors_SessionConfigSelect(instance, path, errors)


def errors_SessionConfigOption_anyOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "boolean"):
                errors.append(_FAIL_169.at(path_2, value_1))
    errors_SessionConfigBoolean(instance, path, errors)


def errors_SessionConfigOption_anyOf_2(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        problem_3 = extras_problem(instance, _NAMES_145, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if check_SessionConfigOption_anyOf_2_not(instance):
        errors.append(_FAIL_155.at(path, instance))


def errors_SessionConfigOption_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "configId" not in instance:
            errors.append(_FAIL_129.at(path))
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "configId" in instance:
            value_1 = instance["configId"]
            path_2 = path + "/configId"
            errors_SessionConfigId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_76.at(path_6, value_5))
        if "category" in instance:
            value_7 = instance["category"]
            path_8 = path + "/category"
            if not (
                check_SessionConfigOption_properties_category_anyOf_0(value_7)
                or check_SessionConfigOption_properties_category_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_130.at(path))
    else:
        tag_12 = instance["type"]
        branch_13 = _UNION_15.get(tag_12) if type(tag_12) is str else None
        if branch_13 is not None:
            branch_13(instance, path, errors)
        else:
            errors_SessionConfigOption_anyOf_2(instance, path, errors)
    if type(instance) is dict:
        problem_14 = extras_problem(instance, _NAMES_22, path)
        if problem_14 is not None:
            errors.append(ValidationError(problem_14[0], "type", problem_14[1]))


def errors_SessionConfigSelect(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "currentValue" not in instance:
            errors.append(_FAIL_127.at(path))
        if "options" not in instance:
            errors.append(_FAIL_131.at(path))
        if "currentValue" in instance:
            value_1 = instance["currentValue"]
            path_2 = path + "/currentValue"
            errors_SessionConfigValueId(value_1, path_2, errors)
        if "options" in instance:
            value_3 = instance["options"]
            path_4 = path + "/options"
            errors_SessionConfigSelectOptions(value_3, path_4, errors)
            if type(value_3) is list:
                problem_5 = json_problem(value_3, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))


def errors_SessionConfigSelectGroup_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "groupId" not in instance:
            errors.append(_FAIL_132.at(path))
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "options" not in instance:
            errors.append(_FAIL_131.at(path))
        if "groupId" in instance:
            value_1 = instance["groupId"]
            path_2 = path + "/groupId"
            errors_SessionConfigGroupId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "options" in instance:
            value_5 = instance["options"]
            path_6 = path + "/options"
            if type(value_5) is not list:
                errors.append(_FAIL_85.at(path_6, value_5))
            if type(value_5) is list:
                for index_8, item_7 in enumerate(value_5):
                    path_9 = path_6 + "/" + str(index_8)
                    errors_SessionConfigSelectOption(item_7, path_9, errors)
                    if type(item_7) is dict:
                        problem_10 = extras_problem(item_7, _NAMES_51, path_9)
                        if problem_10 is not None:
                            errors.append(
                                ValidationError(problem_10[0], "type", problem_10[1])
                            )
        if "_meta" in instance:
            value_11 = instance["_meta"]
            path_12 = path + "/_meta"
            if not (type(value_11) is dict or value_11 is None):
                errors.append(_FAIL_72.at(path_12, value_11))
            if type(value_11) is dict:
                problem_13 = extras_problem(value_11, _NAMES_1, path_12)
                if problem_13 is not None:
                    errors.append(ValidationError(problem_13[0], "type", problem_13[1]))
    if type(instance) is dict:
        problem_14 = extras_problem(instance, _NAMES_52, path)
        if problem_14 is not None:
            errors.append(ValidationError(problem_14[0], "type", problem_14[1]))


def errors_SessionConfigSelectOption(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "value" not in instance:
            errors.append(_FAIL_106.at(path))
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "value" in instance:
            value_1 = instance["value"]
            path_2 = path + "/value"
            errors_SessionConfigValueId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_76.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_SessionConfigSelectOption_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "value" not in instance:
            errors.append(_FAIL_106.at(path))
        if "name" not in instance:
            errors.append(_FAIL_84.at(path))
        if "value" in instance:
            value_1 = instance["value"]
            path_2 = path + "/value"
            errors_SessionConfigValueId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_76.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_51, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_SessionConfigSelectOptions(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_SessionConfigSelectOptions_anyOf_0(instance)
        or check_SessionConfigSelectOptions_anyOf_1(instance)
    ):
        errors.append(_FAIL_73.at(path, instance))


def errors_SessionConfigSelectOptions_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_SessionConfigSelectOptions_anyOf_0(instance)
        or check_SessionConfigSelectOptions_anyOf_1(instance)
    ):
        errors.append(_FAIL_73.at(path, instance))
    if type(instance) is list:
        problem_1 = json_problem(instance, path)
        if problem_1 is not None:
            errors.append(ValidationError(problem_1[0], "type", problem_1[1]))


def errors_SessionConfigSelect_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "currentValue" not in instance:
            errors.append(_FAIL_127.at(path))
        if "options" not in instance:
            errors.append(_FAIL_131.at(path))
        if "currentValue" in instance:
            value_1 = instance["currentValue"]
            path_2 = path + "/currentValue"
            errors_SessionConfigValueId(value_1, path_2, errors)
        if "options" in instance:
            value_3 = instance["options"]
            path_4 = path + "/options"
            errors_SessionConfigSelectOptions(value_3, path_4, errors)
            if type(value_3) is list:
                problem_5 = json_problem(value_3, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
    if type(instance) is dict:
        problem_6 = extras_problem(instance, _NAMES_50, path)
        if problem_6 is not None:
            errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_SessionConfigValueId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_SessionConfigValueId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_SessionDeleteCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_SessionId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_SessionId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_SessionInfoUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "title" in instance:
            value_1 = instance["title"]
            path_2 = path + "/title"
            if not (type(value_1) is str or value_1 is None):
                errors.append(_FAIL_76.at(path_2, value_1))
        if "updatedAt" in instance:
            value_3 = instance["updatedAt"]
            path_4 = path + "/updatedAt"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_76.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_72.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_1, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_SessionInfoUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "title" in instance:
            value_1 = instance["title"]
            path_2 = path + "/title"
            if not (type(value_1) is str or value_1 is None):
                errors.append(_FAIL_76.at(path_2, value_1))
        if "updatedAt" in instance:
            value_3 = instance["updatedAt"]
            path_4 = path + "/updatedAt"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_76.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_72.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_1, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is dict:
        problem_8 = extras_problem(instance, _NAMES_53, path)
        if problem_8 is not None:
            errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_SessionUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "sessionUpdate" not in instance:
        errors.append(_FAIL_133.at(path))
    else:
        tag_1 = instance["sessionUpdate"]
        branch_2 = _UNION_16.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_SessionUpdate_anyOf_17(instance, path, errors)


def errors_SessionUpdate_anyOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "user_message_chunk"):
                errors.append(_FAIL_171.at(path_2, value_1))
    errors_ContentChunk(instance, path, errors)


def errors_SessionUpdate_anyOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "user_message"):
                errors.append(_FAIL_172.at(path_2, value_1))
    errors_UserMessage(instance, path, errors)


def errors_SessionUpdate_anyOf_10(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "terminal_output_chunk"):
                errors.append(_FAIL_181.at(path_2, value_1))
    errors_TerminalOutputChunk(instance, path, errors)


def errors_SessionUpdate_anyOf_11(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "plan_update"):
                errors.append(_FAIL_182.at(path_2, value_1))
    errors_PlanUpdate(instance, path, errors)


def errors_SessionUpdate_anyOf_12(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "available_commands_update"):
                errors.append(_FAIL_183.at(path_2, value_1))
    errors_AvailableCommandsUpdate(instance, path, errors)


def errors_SessionUpdate_anyOf_13(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "config_option_update"):
                errors.append(_FAIL_184.at(path_2, value_1))
    errors_ConfigOptionUpdate(instance, path, errors)


def errors_SessionUpdate_anyOf_14(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "session_info_update"):
                errors.append(_FAIL_185.at(path_2, value_1))
    errors_SessionInfoUpdate(instance, path, errors)


def errors_SessionUpdate_anyOf_15(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "usage_update"):
                errors.append(_FAIL_186.at(path_2, value_1))
    errors_UsageUpdate(instance, path, errors)


def errors_SessionUpdate_anyOf_16(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "prompt_suggestions_update"):
                errors.append(_FAIL_187.at(path_2, value_1))
    errors_PromptSuggestionsUpdate(instance, path, errors)


def errors_SessionUpdate_anyOf_17(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        problem_3 = extras_problem(instance, _NAMES_150, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if check_SessionUpdate_anyOf_17_not(instance):
        errors.append(_FAIL_155.at(path, instance))


def errors_SessionUpdate_anyOf_2(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "agent_message_chunk"):
                errors.append(_FAIL_173.at(path_2, value_1))
    errors_ContentChunk(instance, path, errors)


def errors_SessionUpdate_anyOf_3(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "agent_message"):
                errors.append(_FAIL_174.at(path_2, value_1))
    errors_AgentMessage(instance, path, errors)


def errors_SessionUpdate_anyOf_4(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "agent_thought_chunk"):
                errors.append(_FAIL_175.at(path_2, value_1))
    errors_ContentChunk(instance, path, errors)


def errors_SessionUpdate_anyOf_5(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "agent_thought"):
                errors.append(_FAIL_176.at(path_2, value_1))
    errors_AgentThought(instance, path, errors)


def errors_SessionUpdate_anyOf_6(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "state_update"):
                errors.append(_FAIL_177.at(path_2, value_1))
    errors_StateUpdate(instance, path, errors)


def errors_SessionUpdate_anyOf_7(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "tool_call_content_chunk"):
                errors.append(_FAIL_178.at(path_2, value_1))
    errors_ToolCallContentChunk(instance, path, errors)


def errors_SessionUpdate_anyOf_8(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "tool_call_update"):
                errors.append(_FAIL_179.at(path_2, value_1))
    errors_ToolCallUpdate(instance, path, errors)


def errors_SessionUpdate_anyOf_9(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_170.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "terminal_update"):
                errors.append(_FAIL_180.at(path_2, value_1))
    errors_TerminalUpdate(instance, path, errors)


def errors_SessionUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "sessionUpdate" not in instance:
        errors.append(_FAIL_133.at(path))
    else:
        tag_1 = instance["sessionUpdate"]
        branch_2 = _UNION_16.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_SessionUpdate_anyOf_17(instance, path, errors)
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_54, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_StateUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "state" not in instance:
        errors.append(_FAIL_134.at(path))
    else:
        tag_1 = instance["state"]
        branch_2 = _UNION_17.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_StateUpdate_anyOf_3(instance, path, errors)


def errors_StateUpdate_anyOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "state" not in instance:
            errors.append(_FAIL_188.at(path))
        if "state" in instance:
            value_1 = instance["state"]
            path_2 = path + "/state"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "running"):
                errors.append(_FAIL_189.at(path_2, value_1))
    errors_RunningStateUpdate(instance, path, errors)


def errors_StateUpdate_anyOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "state" not in instance:
            errors.append(_FAIL_188.at(path))
        if "state" in instance:
            value_1 = instance["state"]
            path_2 = path + "/state"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "idle"):
                errors.append(_FAIL_190.at(path_2, value_1))
    errors_IdleStateUpdate(instance, path, errors)


def errors_StateUpdate_anyOf_2(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "state" not in instance:
            errors.append(_FAIL_188.at(path))
        if "state" in instance:
            value_1 = instance["state"]
            path_2 = path + "/state"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "requires_action"):
                errors.append(_FAIL_191.at(path_2, value_1))
    errors_RequiresActionStateUpdate(instance, path, errors)


def errors_StateUpdate_anyOf_3(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "state" not in instance:
            errors.append(_FAIL_188.at(path))
        if "state" in instance:
            value_1 = instance["state"]
            path_2 = path + "/state"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        problem_3 = extras_problem(instance, _NAMES_151, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if check_StateUpdate_anyOf_3_not(instance):
        errors.append(_FAIL_155.at(path, instance))


def errors_StateUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "state" not in instance:
        errors.append(_FAIL_134.at(path))
    else:
        tag_1 = instance["state"]
        branch_2 = _UNION_17.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_StateUpdate_anyOf_3(instance, path, errors)
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_55, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_StopReason_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_StopReason_anyOf_0(instance)
        or check_StopReason_anyOf_1(instance)
        or check_StopReason_anyOf_2(instance)
        or check_StopReason_anyOf_3(instance)
        or check_StopReason_anyOf_4(instance)
        or check_StopReason_anyOf_5(instance)
    ):
        errors.append(_FAIL_135.at(path, instance))


def errors_Terminal(instance: object, path: str, errors: list[ValidationError]) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "terminalId" not in instance:
            errors.append(_FAIL_136.at(path))
        if "terminalId" in instance:
            value_1 = instance["terminalId"]
            path_2 = path + "/terminalId"
            errors_TerminalId(value_1, path_2, errors)
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_72.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_1, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))


def errors_TerminalAuthCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_72.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_1, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_2, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_TerminalExitStatus_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "exitCode" in instance:
            value_1 = instance["exitCode"]
            path_2 = path + "/exitCode"
            if not (
                (
                    type(value_1) is int
                    or (type(value_1) is float and value_1.is_integer())
                )
                or value_1 is None
            ):
                errors.append(_FAIL_126.at(path_2, value_1))
            if (type(value_1) is int or type(value_1) is float) and value_1 < 0:
                errors.append(_FAIL_78.at(path_2, value_1))
        if "signal" in instance:
            value_3 = instance["signal"]
            path_4 = path + "/signal"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_76.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_72.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_1, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is dict:
        problem_8 = extras_problem(instance, _NAMES_57, path)
        if problem_8 is not None:
            errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_TerminalId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_TerminalId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_TerminalOutputChunk(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "terminalId" not in instance:
            errors.append(_FAIL_136.at(path))
        if "data" not in instance:
            errors.append(_FAIL_80.at(path))
        if "terminalId" in instance:
            value_1 = instance["terminalId"]
            path_2 = path + "/terminalId"
            errors_TerminalId(value_1, path_2, errors)
        if "data" in instance:
            value_3 = instance["data"]
            path_4 = path + "/data"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_72.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_1, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_TerminalOutputChunk_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "terminalId" not in instance:
            errors.append(_FAIL_136.at(path))
        if "data" not in instance:
            errors.append(_FAIL_80.at(path))
        if "terminalId" in instance:
            value_1 = instance["terminalId"]
            path_2 = path + "/terminalId"
            errors_TerminalId(value_1, path_2, errors)
        if "data" in instance:
            value_3 = instance["data"]
            path_4 = path + "/data"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_72.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_1, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is dict:
        problem_8 = extras_problem(instance, _NAMES_59, path)
        if problem_8 is not None:
            errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_TerminalOutput_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "data" not in instance:
            errors.append(_FAIL_80.at(path))
        if "data" in instance:
            value_1 = instance["data"]
            path_2 = path + "/data"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_72.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_1, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
    if type(instance) is dict:
        problem_6 = extras_problem(instance, _NAMES_58, path)
        if problem_6 is not None:
            errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_TerminalUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "terminalId" not in instance:
            errors.append(_FAIL_136.at(path))
        if "terminalId" in instance:
            value_1 = instance["terminalId"]
            path_2 = path + "/terminalId"
            errors_TerminalId(value_1, path_2, errors)
        if "command" in instance:
            value_3 = instance["command"]
            path_4 = path + "/command"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_76.at(path_4, value_3))
        if "cwd" in instance:
            value_5 = instance["cwd"]
            path_6 = path + "/cwd"
            if not (
                check_TerminalUpdate_properties_cwd_anyOf_0(value_5)
                or check_TerminalUpdate_properties_cwd_anyOf_1(value_5)
            ):
                errors.append(_FAIL_73.at(path_6, value_5))
        if "output" in instance:
            value_7 = instance["output"]
            path_8 = path + "/output"
            if not (
                check_TerminalUpdate_properties_output_anyOf_0(value_7)
                or check_TerminalUpdate_properties_output_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_58, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "exitStatus" in instance:
            value_10 = instance["exitStatus"]
            path_11 = path + "/exitStatus"
            if not (
                check_TerminalUpdate_properties_exitStatus_anyOf_0(value_10)
                or check_TerminalUpdate_properties_exitStatus_anyOf_1(value_10)
            ):
                errors.append(_FAIL_73.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_57, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
        if "_meta" in instance:
            value_13 = instance["_meta"]
            path_14 = path + "/_meta"
            if not (type(value_13) is dict or value_13 is None):
                errors.append(_FAIL_72.at(path_14, value_13))
            if type(value_13) is dict:
                problem_15 = extras_problem(value_13, _NAMES_1, path_14)
                if problem_15 is not None:
                    errors.append(ValidationError(problem_15[0], "type", problem_15[1]))


def errors_TerminalUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "terminalId" not in instance:
            errors.append(_FAIL_136.at(path))
        if "terminalId" in instance:
            value_1 = instance["terminalId"]
            path_2 = path + "/terminalId"
            errors_TerminalId(value_1, path_2, errors)
        if "command" in instance:
            value_3 = instance["command"]
            path_4 = path + "/command"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_76.at(path_4, value_3))
        if "cwd" in instance:
            value_5 = instance["cwd"]
            path_6 = path + "/cwd"
            if not (
                check_TerminalUpdate_properties_cwd_anyOf_0(value_5)
                or check_TerminalUpdate_properties_cwd_anyOf_1(value_5)
            ):
                errors.append(_FAIL_73.at(path_6, value_5))
        if "output" in instance:
            value_7 = instance["output"]
            path_8 = path + "/output"
            if not (
                check_TerminalUpdate_properties_output_anyOf_0(value_7)
                or check_TerminalUpdate_properties_output_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_58, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "exitStatus" in instance:
            value_10 = instance["exitStatus"]
            path_11 = path + "/exitStatus"
            if not (
                check_TerminalUpdate_properties_exitStatus_anyOf_0(value_10)
                or check_TerminalUpdate_properties_exitStatus_anyOf_1(value_10)
            ):
                errors.append(_FAIL_73.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_57, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
        if "_meta" in instance:
            value_13 = instance["_meta"]
            path_14 = path + "/_meta"
            if not (type(value_13) is dict or value_13 is None):
                errors.append(_FAIL_72.at(path_14, value_13))
            if type(value_13) is dict:
                problem_15 = extras_problem(value_13, _NAMES_1, path_14)
                if problem_15 is not None:
                    errors.append(ValidationError(problem_15[0], "type", problem_15[1]))
    if type(instance) is dict:
        problem_16 = extras_problem(instance, _NAMES_60, path)
        if problem_16 is not None:
            errors.append(ValidationError(problem_16[0], "type", problem_16[1]))


def errors_Terminal_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "terminalId" not in instance:
            errors.append(_FAIL_136.at(path))
        if "terminalId" in instance:
            value_1 = instance["terminalId"]
            path_2 = path + "/terminalId"
            errors_TerminalId(value_1, path_2, errors)
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_72.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_1, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
    if type(instance) is dict:
        problem_6 = extras_problem(instance, _NAMES_56, path)
        if problem_6 is not None:
            errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_TextCommandInput(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "hint" not in instance:
            errors.append(_FAIL_137.at(path))
        if "hint" in instance:
            value_1 = instance["hint"]
            path_2 = path + "/hint"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_72.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_1, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))


def errors_TextCommandInput_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "hint" not in instance:
            errors.append(_FAIL_137.at(path))
        if "hint" in instance:
            value_1 = instance["hint"]
            path_2 = path + "/hint"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_72.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_1, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
    if type(instance) is dict:
        problem_6 = extras_problem(instance, _NAMES_61, path)
        if problem_6 is not None:
            errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_TextContent(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "text" not in instance:
            errors.append(_FAIL_102.at(path))
        if "text" in instance:
            value_1 = instance["text"]
            path_2 = path + "/text"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "annotations" in instance:
            value_3 = instance["annotations"]
            path_4 = path + "/annotations"
            if not (
                check_TextContent_properties_annotations_anyOf_0(value_3)
                or check_TextContent_properties_annotations_anyOf_1(value_3)
            ):
                errors.append(_FAIL_73.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_7, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "_meta" in instance:
            value_6 = instance["_meta"]
            path_7 = path + "/_meta"
            if not (type(value_6) is dict or value_6 is None):
                errors.append(_FAIL_72.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_1, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_TextContent_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "text" not in instance:
            errors.append(_FAIL_102.at(path))
        if "text" in instance:
            value_1 = instance["text"]
            path_2 = path + "/text"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "annotations" in instance:
            value_3 = instance["annotations"]
            path_4 = path + "/annotations"
            if not (
                check_TextContent_properties_annotations_anyOf_0(value_3)
                or check_TextContent_properties_annotations_anyOf_1(value_3)
            ):
                errors.append(_FAIL_73.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_7, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "_meta" in instance:
            value_6 = instance["_meta"]
            path_7 = path + "/_meta"
            if not (type(value_6) is dict or value_6 is None):
                errors.append(_FAIL_72.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_1, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
    if type(instance) is dict:
        problem_9 = extras_problem(instance, _NAMES_62, path)
        if problem_9 is not None:
            errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_TextResourceContents_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "text" not in instance:
            errors.append(_FAIL_102.at(path))
        if "uri" not in instance:
            errors.append(_FAIL_90.at(path))
        if "text" in instance:
            value_1 = instance["text"]
            path_2 = path + "/text"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        if "uri" in instance:
            value_3 = instance["uri"]
            path_4 = path + "/uri"
            if type(value_3) is not str:
                errors.append(_FAIL_70.at(path_4, value_3))
        if "mimeType" in instance:
            value_5 = instance["mimeType"]
            path_6 = path + "/mimeType"
            if not (
                check_TextResourceContents_properties_mimeType_anyOf_0(value_5)
                or check_TextResourceContents_properties_mimeType_anyOf_1(value_5)
            ):
                errors.append(_FAIL_73.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_72.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_63, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_ToolCallContent(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_138.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_18.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_ToolCallContent_anyOf_3(instance, path, errors)


def errors_ToolCallContentChunk(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "toolCallId" not in instance:
            errors.append(_FAIL_139.at(path))
        if "content" not in instance:
            errors.append(_FAIL_92.at(path))
        if "toolCallId" in instance:
            value_1 = instance["toolCallId"]
            path_2 = path + "/toolCallId"
            errors_ToolCallId(value_1, path_2, errors)
        if "content" in instance:
            value_3 = instance["content"]
            path_4 = path + "/content"
            errors_ToolCallContent(value_3, path_4, errors)
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_64, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "_meta" in instance:
            value_6 = instance["_meta"]
            path_7 = path + "/_meta"
            if not (type(value_6) is dict or value_6 is None):
                errors.append(_FAIL_72.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_1, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_ToolCallContentChunk_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "toolCallId" not in instance:
            errors.append(_FAIL_139.at(path))
        if "content" not in instance:
            errors.append(_FAIL_92.at(path))
        if "toolCallId" in instance:
            value_1 = instance["toolCallId"]
            path_2 = path + "/toolCallId"
            errors_ToolCallId(value_1, path_2, errors)
        if "content" in instance:
            value_3 = instance["content"]
            path_4 = path + "/content"
            errors_ToolCallContent(value_3, path_4, errors)
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_64, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "_meta" in instance:
            value_6 = instance["_meta"]
            path_7 = path + "/_meta"
            if not (type(value_6) is dict or value_6 is None):
                errors.append(_FAIL_72.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_1, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
    if type(instance) is dict:
        problem_9 = extras_problem(instance, _NAMES_65, path)
        if problem_9 is not None:
            errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_ToolCallContent_anyOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "content"):
                errors.append(_FAIL_192.at(path_2, value_1))
    errors_Content(instance, path, errors)


def errors_ToolCallContent_anyOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "diff"):
                errors.append(_FAIL_193.at(path_2, value_1))
    errors_Diff(instance, path, errors)


def errors_ToolCallContent_anyOf_2(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "terminal"):
                errors.append(_FAIL_153.at(path_2, value_1))
    errors_Terminal(instance, path, errors)


def errors_ToolCallContent_anyOf_3(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_152.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_70.at(path_2, value_1))
        problem_3 = extras_problem(instance, _NAMES_145, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if check_ToolCallContent_anyOf_3_not(instance):
        errors.append(_FAIL_155.at(path, instance))


def errors_ToolCallContent_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_138.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_18.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors_ToolCallContent_anyOf_3(instance, path, errors)
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_64, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_ToolCallId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_ToolCallId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_70.at(path, instance))


def errors_ToolCallLocation(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "path" not in instance:
            errors.append(_FAIL_103.at(path))
        if "path" in instance:
            value_1 = instance["path"]
            path_2 = path + "/path"
            errors_AbsolutePath(value_1, path_2, errors)
        if "line" in instance:
            value_3 = instance["line"]
            path_4 = path + "/line"
            if not (
                (
                    type(value_3) is int
                    or (type(value_3) is float and value_3.is_integer())
                )
                or value_3 is None
            ):
                errors.append(_FAIL_126.at(path_4, value_3))
            if (type(value_3) is int or type(value_3) is float) and value_3 < 0:
                errors.append(_FAIL_78.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_72.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_1, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_ToolCallLocation_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "path" not in instance:
            errors.append(_FAIL_103.at(path))
        if "path" in instance:
            value_1 = instance["path"]
            path_2 = path + "/path"
            errors_AbsolutePath(value_1, path_2, errors)
        if "line" in instance:
            value_3 = instance["line"]
            path_4 = path + "/line"
            if not (
                (
                    type(value_3) is int
                    or (type(value_3) is float and value_3.is_integer())
                )
                or value_3 is None
            ):
                errors.append(_FAIL_126.at(path_4, value_3))
            if (type(value_3) is int or type(value_3) is float) and value_3 < 0:
                errors.append(_FAIL_78.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_72.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_1, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is dict:
        problem_8 = extras_problem(instance, _NAMES_66, path)
        if problem_8 is not None:
            errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_ToolCallStatus_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_ToolCallStatus_anyOf_0(instance)
        or check_ToolCallStatus_anyOf_1(instance)
        or check_ToolCallStatus_anyOf_2(instance)
        or check_ToolCallStatus_anyOf_3(instance)
        or check_ToolCallStatus_anyOf_4(instance)
        or check_ToolCallStatus_anyOf_5(instance)
    ):
        errors.append(_FAIL_135.at(path, instance))


def errors_ToolCallUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "toolCallId" not in instance:
            errors.append(_FAIL_139.at(path))
        if "toolCallId" in instance:
            value_1 = instance["toolCallId"]
            path_2 = path + "/toolCallId"
            errors_ToolCallId(value_1, path_2, errors)
        if "title" in instance:
            value_3 = instance["title"]
            path_4 = path + "/title"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_76.at(path_4, value_3))
        if "kind" in instance:
            value_5 = instance["kind"]
            path_6 = path + "/kind"
            if not (
                check_ToolCallUpdate_properties_kind_anyOf_0(value_5)
                or check_ToolCallUpdate_properties_kind_anyOf_1(value_5)
            ):
                errors.append(_FAIL_73.at(path_6, value_5))
        if "status" in instance:
            value_7 = instance["status"]
            path_8 = path + "/status"
            if not (
                check_ToolCallUpdate_properties_status_anyOf_0(value_7)
                or check_ToolCallUpdate_properties_status_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
        if "content" in instance:
            value_9 = instance["content"]
            path_10 = path + "/content"
            if not (type(value_9) is list or value_9 is None):
                errors.append(_FAIL_75.at(path_10, value_9))
            if type(value_9) is list:
                for index_12, item_11 in enumerate(value_9):
                    path_13 = path_10 + "/" + str(index_12)
                    errors_ToolCallContent(item_11, path_13, errors)
                    if type(item_11) is dict:
                        problem_14 = extras_problem(item_11, _NAMES_64, path_13)
                        if problem_14 is not None:
                            errors.append(
                                ValidationError(problem_14[0], "type", problem_14[1])
                            )
        if "locations" in instance:
            value_15 = instance["locations"]
            path_16 = path + "/locations"
            if not (type(value_15) is list or value_15 is None):
                errors.append(_FAIL_75.at(path_16, value_15))
            if type(value_15) is list:
                for index_18, item_17 in enumerate(value_15):
                    path_19 = path_16 + "/" + str(index_18)
                    errors_ToolCallLocation(item_17, path_19, errors)
                    if type(item_17) is dict:
                        problem_20 = extras_problem(item_17, _NAMES_66, path_19)
                        if problem_20 is not None:
                            errors.append(
                                ValidationError(problem_20[0], "type", problem_20[1])
                            )
        if "rawInput" in instance:
            value_21 = instance["rawInput"]
            path_22 = path + "/rawInput"
            problem_23 = json_problem(value_21, path_22)
            if problem_23 is not None:
                errors.append(ValidationError(problem_23[0], "type", problem_23[1]))
        if "rawOutput" in instance:
            value_24 = instance["rawOutput"]
            path_25 = path + "/rawOutput"
            problem_26 = json_problem(value_24, path_25)
            if problem_26 is not None:
                errors.append(ValidationError(problem_26[0], "type", problem_26[1]))
        if "_meta" in instance:
            value_27 = instance["_meta"]
            path_28 = path + "/_meta"
            if not (type(value_27) is dict or value_27 is None):
                errors.append(_FAIL_72.at(path_28, value_27))
            if type(value_27) is dict:
                problem_29 = extras_problem(value_27, _NAMES_1, path_28)
                if problem_29 is not None:
                    errors.append(ValidationError(problem_29[0], "type", problem_29[1]))


def errors_ToolCallUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "toolCallId" not in instance:
            errors.append(_FAIL_139.at(path))
        if "toolCallId" in instance:
            value_1 = instance["toolCallId"]
            path_2 = path + "/toolCallId"
            errors_ToolCallId(value_1, path_2, errors)
        if "title" in instance:
            value_3 = instance["title"]
            path_4 = path + "/title"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_76.at(path_4, value_3))
        if "kind" in instance:
            value_5 = instance["kind"]
            path_6 = path + "/kind"
            if not (
                check_ToolCallUpdate_properties_kind_anyOf_0(value_5)
                or check_ToolCallUpdate_properties_kind_anyOf_1(value_5)
            ):
                errors.append(_FAIL_73.at(path_6, value_5))
        if "status" in instance:
            value_7 = instance["status"]
            path_8 = path + "/status"
            if not (
                check_ToolCallUpdate_properties_status_anyOf_0(value_7)
                or check_ToolCallUpdate_properties_status_anyOf_1(value_7)
            ):
                errors.append(_FAIL_73.at(path_8, value_7))
        if "content" in instance:
            value_9 = instance["content"]
            path_10 = path + "/content"
            if not (type(value_9) is list or value_9 is None):
                errors.append(_FAIL_75.at(path_10, value_9))
            if type(value_9) is list:
                for index_12, item_11 in enumerate(value_9):
                    path_13 = path_10 + "/" + str(index_12)
                    errors_ToolCallContent(item_11, path_13, errors)
                    if type(item_11) is dict:
                        problem_14 = extras_problem(item_11, _NAMES_64, path_13)
                        if problem_14 is not None:
                            errors.append(
                                ValidationError(problem_14[0], "type", problem_14[1])
                            )
        if "locations" in instance:
            value_15 = instance["locations"]
            path_16 = path + "/locations"
            if not (type(value_15) is list or value_15 is None):
                errors.append(_FAIL_75.at(path_16, value_15))
            if type(value_15) is list:
                for index_18, item_17 in enumerate(value_15):
                    path_19 = path_16 + "/" + str(index_18)
                    errors_ToolCallLocation(item_17, path_19, errors)
                    if type(item_17) is dict:
                        problem_20 = extras_problem(item_17, _NAMES_66, path_19)
                        if problem_20 is not None:
                            errors.append(
                                ValidationError(problem_20[0], "type", problem_20[1])
                            )
        if "rawInput" in instance:
            value_21 = instance["rawInput"]
            path_22 = path + "/rawInput"
            problem_23 = json_problem(value_21, path_22)
            if problem_23 is not None:
                errors.append(ValidationError(problem_23[0], "type", problem_23[1]))
        if "rawOutput" in instance:
            value_24 = instance["rawOutput"]
            path_25 = path + "/rawOutput"
            problem_26 = json_problem(value_24, path_25)
            if problem_26 is not None:
                errors.append(ValidationError(problem_26[0], "type", problem_26[1]))
        if "_meta" in instance:
            value_27 = instance["_meta"]
            path_28 = path + "/_meta"
            if not (type(value_27) is dict or value_27 is None):
                errors.append(_FAIL_72.at(path_28, value_27))
            if type(value_27) is dict:
                problem_29 = extras_problem(value_27, _NAMES_1, path_28)
                if problem_29 is not None:
                    errors.append(ValidationError(problem_29[0], "type", problem_29[1]))
    if type(instance) is dict:
        problem_30 = extras_problem(instance, _NAMES_67, path)
        if problem_30 is not None:
            errors.append(ValidationError(problem_30[0], "type", problem_30[1]))


def errors_ToolKind_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_ToolKind_anyOf_0(instance)
        or check_ToolKind_anyOf_1(instance)
        or check_ToolKind_anyOf_2(instance)
        or check_ToolKind_anyOf_3(instance)
        or check_ToolKind_anyOf_4(instance)
        or check_ToolKind_anyOf_5(instance)
        or check_ToolKind_anyOf_6(instance)
        or check_ToolKind_anyOf_7(instance)
        or check_ToolKind_anyOf_8(instance)
        or check_ToolKind_anyOf_9(instance)
        or check_ToolKind_anyOf_10(instance)
    ):
        errors.append(_FAIL_140.at(path, instance))


def errors_UpdateSessionNotification_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "sessionId" not in instance:
            errors.append(_FAIL_119.at(path))
        if "update" not in instance:
            errors.append(_FAIL_141.at(path))
        if "sessionId" in instance:
            value_1 = instance["sessionId"]
            path_2 = path + "/sessionId"
            errors_SessionId(value_1, path_2, errors)
        if "update" in instance:
            value_3 = instance["update"]
            path_4 = path + "/update"
            errors_SessionUpdate(value_3, path_4, errors)
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_54, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "_meta" in instance:
            value_6 = instance["_meta"]
            path_7 = path + "/_meta"
            if not (type(value_6) is dict or value_6 is None):
                errors.append(_FAIL_72.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_1, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
    if type(instance) is dict:
        problem_9 = extras_problem(instance, _NAMES_68, path)
        if problem_9 is not None:
            errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_UsageUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "used" not in instance:
            errors.append(_FAIL_142.at(path))
        if "size" not in instance:
            errors.append(_FAIL_143.at(path))
        if "used" in instance:
            value_1 = instance["used"]
            path_2 = path + "/used"
            if not (
                type(value_1) is int
                or (type(value_1) is float and value_1.is_integer())
            ):
                errors.append(_FAIL_124.at(path_2, value_1))
            if (type(value_1) is int or type(value_1) is float) and value_1 < 0:
                errors.append(_FAIL_78.at(path_2, value_1))
        if "size" in instance:
            value_3 = instance["size"]
            path_4 = path + "/size"
            if not (
                type(value_3) is int
                or (type(value_3) is float and value_3.is_integer())
            ):
                errors.append(_FAIL_124.at(path_4, value_3))
            if (type(value_3) is int or type(value_3) is float) and value_3 < 0:
                errors.append(_FAIL_78.at(path_4, value_3))
        if "cost" in instance:
            value_5 = instance["cost"]
            path_6 = path + "/cost"
            if not (
                check_UsageUpdate_properties_cost_anyOf_0(value_5)
                or check_UsageUpdate_properties_cost_anyOf_1(value_5)
            ):
                errors.append(_FAIL_73.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_26, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
        if "_meta" in instance:
            value_8 = instance["_meta"]
            path_9 = path + "/_meta"
            if not (type(value_8) is dict or value_8 is None):
                errors.append(_FAIL_72.at(path_9, value_8))
            if type(value_8) is dict:
                problem_10 = extras_problem(value_8, _NAMES_1, path_9)
                if problem_10 is not None:
                    errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_UsageUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "used" not in instance:
            errors.append(_FAIL_142.at(path))
        if "size" not in instance:
            errors.append(_FAIL_143.at(path))
        if "used" in instance:
            value_1 = instance["used"]
            path_2 = path + "/used"
            if not (
                type(value_1) is int
                or (type(value_1) is float and value_1.is_integer())
            ):
                errors.append(_FAIL_124.at(path_2, value_1))
            if (type(value_1) is int or type(value_1) is float) and value_1 < 0:
                errors.append(_FAIL_78.at(path_2, value_1))
        if "size" in instance:
            value_3 = instance["size"]
            path_4 = path + "/size"
            if not (
                type(value_3) is int
                or (type(value_3) is float and value_3.is_integer())
            ):
                errors.append(_FAIL_124.at(path_4, value_3))
            if (type(value_3) is int or type(value_3) is float) and value_3 < 0:
                errors.append(_FAIL_78.at(path_4, value_3))
        if "cost" in instance:
            value_5 = instance["cost"]
            path_6 = path + "/cost"
            if not (
                check_UsageUpdate_properties_cost_anyOf_0(value_5)
                or check_UsageUpdate_properties_cost_anyOf_1(value_5)
            ):
                errors.append(_FAIL_73.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_26, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
        if "_meta" in instance:
            value_8 = instance["_meta"]
            path_9 = path + "/_meta"
            if not (type(value_8) is dict or value_8 is None):
                errors.append(_FAIL_72.at(path_9, value_8))
            if type(value_8) is dict:
                problem_10 = extras_problem(value_8, _NAMES_1, path_9)
                if problem_10 is not None:
                    errors.append(ValidationError(problem_10[0], "type", problem_10[1]))
    if type(instance) is dict:
        problem_11 = extras_problem(instance, _NAMES_69, path)
        if problem_11 is not None:
            errors.append(ValidationError(problem_11[0], "type", problem_11[1]))


def errors_UserMessage(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "messageId" not in instance:
            errors.append(_FAIL_74.at(path))
        if "messageId" in instance:
            value_1 = instance["messageId"]
            path_2 = path + "/messageId"
            errors_MessageId(value_1, path_2, errors)
        if "content" in instance:
            value_3 = instance["content"]
            path_4 = path + "/content"
            if not (type(value_3) is list or value_3 is None):
                errors.append(_FAIL_75.at(path_4, value_3))
            if type(value_3) is list:
                for index_6, item_5 in enumerate(value_3):
                    path_7 = path_4 + "/" + str(index_6)
                    errors_ContentBlock(item_5, path_7, errors)
                    if type(item_5) is dict:
                        problem_8 = extras_problem(item_5, _NAMES_5, path_7)
                        if problem_8 is not None:
                            errors.append(
                                ValidationError(problem_8[0], "type", problem_8[1])
                            )
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))


def errors_UserMessage_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_71.at(path, instance))
    if type(instance) is dict:
        if "messageId" not in instance:
            errors.append(_FAIL_74.at(path))
        if "messageId" in instance:
            value_1 = instance["messageId"]
            path_2 = path + "/messageId"
            errors_MessageId(value_1, path_2, errors)
        if "content" in instance:
            value_3 = instance["content"]
            path_4 = path + "/content"
            if not (type(value_3) is list or value_3 is None):
                errors.append(_FAIL_75.at(path_4, value_3))
            if type(value_3) is list:
                for index_6, item_5 in enumerate(value_3):
                    path_7 = path_4 + "/" + str(index_6)
                    errors_ContentBlock(item_5, path_7, errors)
                    if type(item_5) is dict:
                        problem_8 = extras_problem(item_5, _NAMES_5, path_7)
                        if problem_8 is not None:
                            errors.append(
                                ValidationError(problem_8[0], "type", problem_8[1])
                            )
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_72.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_1, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
    if type(instance) is dict:
        problem_12 = extras_problem(instance, _NAMES_6, path)
        if problem_12 is not None:
            errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


_UNION_1: Final[dict[str, Callable[[object], bool]]] = {
    "terminal": check_AuthMethod_anyOf_0,
    "agent": check_AuthMethod_anyOf_1,
}
_UNION_2: Final[dict[str, Callable[[object], bool]]] = {
    "text": check_AvailableCommandInput_anyOf_0
}
_UNION_3: Final[dict[str, Callable[[object], bool]]] = {
    "text": check_ContentBlock_anyOf_0,
    "image": check_ContentBlock_anyOf_1,
    "audio": check_ContentBlock_anyOf_2,
    "resource_link": check_ContentBlock_anyOf_3,
    "resource": check_ContentBlock_anyOf_4,
}
_UNION_4: Final[dict[str, Callable[[object], bool]]] = {
    "add": check_DiffChange_anyOf_0,
    "delete": check_DiffChange_anyOf_1,
    "modify": check_DiffChange_anyOf_2,
    "move": check_DiffChange_anyOf_3,
    "copy": check_DiffChange_anyOf_4,
}
_UNION_5: Final[dict[str, Callable[[object], bool]]] = {
    "items": check_PlanUpdateContent_anyOf_0
}
_UNION_6: Final[dict[str, Callable[[object], bool]]] = {
    "select": check_SessionConfigOption_anyOf_0,
    "boolean": check_SessionConfigOption_anyOf_1,
}
_UNION_7: Final[dict[str, Callable[[object], bool]]] = {
    "user_message_chunk": check_SessionUpdate_anyOf_0,
    "user_message": check_SessionUpdate_anyOf_1,
    "agent_message_chunk": check_SessionUpdate_anyOf_2,
    "agent_message": check_SessionUpdate_anyOf_3,
    "agent_thought_chunk": check_SessionUpdate_anyOf_4,
    "agent_thought": check_SessionUpdate_anyOf_5,
    "state_update": check_SessionUpdate_anyOf_6,
    "tool_call_content_chunk": check_SessionUpdate_anyOf_7,
    "tool_call_update": check_SessionUpdate_anyOf_8,
    "terminal_update": check_SessionUpdate_anyOf_9,
    "terminal_output_chunk": check_SessionUpdate_anyOf_10,
    "plan_update": check_SessionUpdate_anyOf_11,
    "available_commands_update": check_SessionUpdate_anyOf_12,
    "config_option_update": check_SessionUpdate_anyOf_13,
    "session_info_update": check_SessionUpdate_anyOf_14,
    "usage_update": check_SessionUpdate_anyOf_15,
    "prompt_suggestions_update": check_SessionUpdate_anyOf_16,
}
_UNION_8: Final[dict[str, Callable[[object], bool]]] = {
    "running": check_StateUpdate_anyOf_0,
    "idle": check_StateUpdate_anyOf_1,
    "requires_action": check_StateUpdate_anyOf_2,
}
_UNION_9: Final[dict[str, Callable[[object], bool]]] = {
    "content": check_ToolCallContent_anyOf_0,
    "diff": check_ToolCallContent_anyOf_1,
    "terminal": check_ToolCallContent_anyOf_2,
}
_UNION_10: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "terminal": errors_AuthMethod_anyOf_0,
    "agent": errors_AuthMethod_anyOf_1,
}
_UNION_11: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "text": errors_AvailableCommandInput_anyOf_0
}
_UNION_12: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "text": errors_ContentBlock_anyOf_0,
    "image": errors_ContentBlock_anyOf_1,
    "audio": errors_ContentBlock_anyOf_2,
    "resource_link": errors_ContentBlock_anyOf_3,
    "resource": errors_ContentBlock_anyOf_4,
}
_UNION_13: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "add": errors_DiffChange_anyOf_0,
    "delete": errors_DiffChange_anyOf_1,
    "modify": errors_DiffChange_anyOf_2,
    "move": errors_DiffChange_anyOf_3,
    "copy": errors_DiffChange_anyOf_4,
}
_UNION_14: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "items": errors_PlanUpdateContent_anyOf_0
}
_UNION_15: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "select": errors_SessionConfigOption_anyOf_0,
    "boolean": errors_SessionConfigOption_anyOf_1,
}
_UNION_16: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "user_message_chunk": errors_SessionUpdate_anyOf_0,
    "user_message": errors_SessionUpdate_anyOf_1,
    "agent_message_chunk": errors_SessionUpdate_anyOf_2,
    "agent_message": errors_SessionUpdate_anyOf_3,
    "agent_thought_chunk": errors_SessionUpdate_anyOf_4,
    "agent_thought": errors_SessionUpdate_anyOf_5,
    "state_update": errors_SessionUpdate_anyOf_6,
    "tool_call_content_chunk": errors_SessionUpdate_anyOf_7,
    "tool_call_update": errors_SessionUpdate_anyOf_8,
    "terminal_update": errors_SessionUpdate_anyOf_9,
    "terminal_output_chunk": errors_SessionUpdate_anyOf_10,
    "plan_update": errors_SessionUpdate_anyOf_11,
    "available_commands_update": errors_SessionUpdate_anyOf_12,
    "config_option_update": errors_SessionUpdate_anyOf_13,
    "session_info_update": errors_SessionUpdate_anyOf_14,
    "usage_update": errors_SessionUpdate_anyOf_15,
    "prompt_suggestions_update": errors_SessionUpdate_anyOf_16,
}
_UNION_17: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "running": errors_StateUpdate_anyOf_0,
    "idle": errors_StateUpdate_anyOf_1,
    "requires_action": errors_StateUpdate_anyOf_2,
}
_UNION_18: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "content": errors_ToolCallContent_anyOf_0,
    "diff": errors_ToolCallContent_anyOf_1,
    "terminal": errors_ToolCallContent_anyOf_2,
}
_UNION_19: Final[dict[str, Callable[[object], bool]]] = {
    "agent": check_AuthMethod_anyOf_2_not_anyOf_0,
    "terminal": check_AuthMethod_anyOf_2_not_anyOf_1,
}
_UNION_20: Final[dict[str, Callable[[object], bool]]] = {
    "text": check_AvailableCommandInput_anyOf_1_not_anyOf_0
}
_UNION_21: Final[dict[str, Callable[[object], bool]]] = {
    "text": check_ContentBlock_anyOf_5_not_anyOf_0,
    "image": check_ContentBlock_anyOf_5_not_anyOf_1,
    "audio": check_ContentBlock_anyOf_5_not_anyOf_2,
    "resource_link": check_ContentBlock_anyOf_5_not_anyOf_3,
    "resource": check_ContentBlock_anyOf_5_not_anyOf_4,
}
_UNION_22: Final[dict[str, Callable[[object], bool]]] = {
    "add": check_DiffChange_anyOf_5_not_anyOf_0,
    "delete": check_DiffChange_anyOf_5_not_anyOf_1,
    "modify": check_DiffChange_anyOf_5_not_anyOf_2,
    "move": check_DiffChange_anyOf_5_not_anyOf_3,
    "copy": check_DiffChange_anyOf_5_not_anyOf_4,
}
_UNION_23: Final[dict[str, Callable[[object], bool]]] = {
    "items": check_PlanUpdateContent_anyOf_1_not_anyOf_0,
    "file": check_PlanUpdateContent_anyOf_1_not_anyOf_1,
    "markdown": check_PlanUpdateContent_anyOf_1_not_anyOf_2,
}
_UNION_24: Final[dict[str, Callable[[object], bool]]] = {
    "select": check_SessionConfigOption_anyOf_2_not_anyOf_0,
    "boolean": check_SessionConfigOption_anyOf_2_not_anyOf_1,
}
_UNION_25: Final[dict[str, Callable[[object], bool]]] = {
    "user_message_chunk": check_SessionUpdate_anyOf_17_not_anyOf_0,
    "user_message": check_SessionUpdate_anyOf_17_not_anyOf_1,
    "agent_message_chunk": check_SessionUpdate_anyOf_17_not_anyOf_2,
    "agent_message": check_SessionUpdate_anyOf_17_not_anyOf_3,
    "agent_thought_chunk": check_SessionUpdate_anyOf_17_not_anyOf_4,
    "agent_thought": check_SessionUpdate_anyOf_17_not_anyOf_5,
    "state_update": check_SessionUpdate_anyOf_17_not_anyOf_6,
    "tool_call_content_chunk": check_SessionUpdate_anyOf_17_not_anyOf_7,
    "tool_call_update": check_SessionUpdate_anyOf_17_not_anyOf_8,
    "terminal_update": check_SessionUpdate_anyOf_17_not_anyOf_9,
    "terminal_output_chunk": check_SessionUpdate_anyOf_17_not_anyOf_10,
    "plan_update": check_SessionUpdate_anyOf_17_not_anyOf_11,
    "available_commands_update": check_SessionUpdate_anyOf_17_not_anyOf_12,
    "config_option_update": check_SessionUpdate_anyOf_17_not_anyOf_13,
    "session_info_update": check_SessionUpdate_anyOf_17_not_anyOf_14,
    "usage_update": check_SessionUpdate_anyOf_17_not_anyOf_15,
    "prompt_suggestions_update": check_SessionUpdate_anyOf_17_not_anyOf_16,
}
_UNION_26: Final[dict[str, Callable[[object], bool]]] = {
    "running": check_StateUpdate_anyOf_3_not_anyOf_0,
    "idle": check_StateUpdate_anyOf_3_not_anyOf_1,
    "requires_action": check_StateUpdate_anyOf_3_not_anyOf_2,
}
_UNION_27: Final[dict[str, Callable[[object], bool]]] = {
    "content": check_ToolCallContent_anyOf_3_not_anyOf_0,
    "diff": check_ToolCallContent_anyOf_3_not_anyOf_1,
    "terminal": check_ToolCallContent_anyOf_3_not_anyOf_2,
}
_CHECKS: Final[dict[str, Callable[[object], bool]]] = {
    "AbsolutePath": check_AbsolutePath_value,
    "AgentAuthCapabilities": check_AgentAuthCapabilities_value,
    "AgentCapabilities": check_AgentCapabilities_value,
    "AgentMessage": check_AgentMessage_value,
    "AgentThought": check_AgentThought_value,
    "Annotations": check_Annotations_value,
    "AudioContent": check_AudioContent_value,
    "AuthCapabilities": check_AuthCapabilities_value,
    "AuthMethod": check_AuthMethod_value,
    "AuthMethodAgent": check_AuthMethodAgent_value,
    "AuthMethodId": check_AuthMethodId_value,
    "AuthMethodTerminal": check_AuthMethodTerminal_value,
    "AvailableCommand": check_AvailableCommand_value,
    "AvailableCommandInput": check_AvailableCommandInput_value,
    "AvailableCommandsUpdate": check_AvailableCommandsUpdate_value,
    "BlobResourceContents": check_BlobResourceContents_value,
    "ClientCapabilities": check_ClientCapabilities_value,
    "ClientSessionCapabilities": check_ClientSessionCapabilities_value,
    "ConfigOptionUpdate": check_ConfigOptionUpdate_value,
    "Content": check_Content_value,
    "ContentBlock": check_ContentBlock_value,
    "ContentChunk": check_ContentChunk_value,
    "Cost": check_Cost_value,
    "Diff": check_Diff_value,
    "DiffChange": check_DiffChange_value,
    "DiffFileType": check_DiffFileType_value,
    "DiffPatch": check_DiffPatch_value,
    "DiffPatchFormat": check_DiffPatchFormat_value,
    "DiffPathChange": check_DiffPathChange_value,
    "DiffPathPairChange": check_DiffPathPairChange_value,
    "ElicitationCapabilities": check_ElicitationCapabilities_value,
    "ElicitationFormCapabilities": check_ElicitationFormCapabilities_value,
    "ElicitationUrlCapabilities": check_ElicitationUrlCapabilities_value,
    "EmbeddedResource": check_EmbeddedResource_value,
    "EmbeddedResourceResource": check_EmbeddedResourceResource_value,
    "EnvVariable": check_EnvVariable_value,
    "Icon": check_Icon_value,
    "IconTheme": check_IconTheme_value,
    "IdleStateUpdate": check_IdleStateUpdate_value,
    "ImageContent": check_ImageContent_value,
    "Implementation": check_Implementation_value,
    "InitializeRequest": check_InitializeRequest_value,
    "InitializeResponse": check_InitializeResponse_value,
    "McpCapabilities": check_McpCapabilities_value,
    "McpHttpCapabilities": check_McpHttpCapabilities_value,
    "McpStdioCapabilities": check_McpStdioCapabilities_value,
    "MediaType": check_MediaType_value,
    "MessageId": check_MessageId_value,
    "PlanEntry": check_PlanEntry_value,
    "PlanEntryPriority": check_PlanEntryPriority_value,
    "PlanEntryStatus": check_PlanEntryStatus_value,
    "PlanId": check_PlanId_value,
    "PlanItems": check_PlanItems_value,
    "PlanUpdate": check_PlanUpdate_value,
    "PlanUpdateContent": check_PlanUpdateContent_value,
    "PromptAudioCapabilities": check_PromptAudioCapabilities_value,
    "PromptCapabilities": check_PromptCapabilities_value,
    "PromptEmbeddedContextCapabilities": check_PromptEmbeddedContextCapabilities_value,
    "PromptImageCapabilities": check_PromptImageCapabilities_value,
    "PromptRequest": check_PromptRequest_value,
    "PromptSuggestion": check_PromptSuggestion_value,
    "PromptSuggestionsAudioCapabilities": check_PromptSuggestionsAudioCapabilities_value,
    "PromptSuggestionsCapabilities": check_PromptSuggestionsCapabilities_value,
    "PromptSuggestionsEmbeddedContextCapabilities": check_PromptSuggestionsEmbeddedContextCapabilities_value,
    "PromptSuggestionsImageCapabilities": check_PromptSuggestionsImageCapabilities_value,
    "PromptSuggestionsUpdate": check_PromptSuggestionsUpdate_value,
    "ProtocolVersion": check_ProtocolVersion_value,
    "RequiresActionStateUpdate": check_RequiresActionStateUpdate_value,
    "ResourceLink": check_ResourceLink_value,
    "Role": check_Role_value,
    "RunningStateUpdate": check_RunningStateUpdate_value,
    "SessionAdditionalDirectoriesCapabilities": check_SessionAdditionalDirectoriesCapabilities_value,
    "SessionCapabilities": check_SessionCapabilities_value,
    "SessionConfigBoolean": check_SessionConfigBoolean_value,
    "SessionConfigGroupId": check_SessionConfigGroupId_value,
    "SessionConfigId": check_SessionConfigId_value,
    "SessionConfigOption": check_SessionConfigOption_value,
    "SessionConfigOptionCategory": check_SessionConfigOptionCategory_value,
    "SessionConfigSelect": check_SessionConfigSelect_value,
    "SessionConfigSelectGroup": check_SessionConfigSelectGroup_value,
    "SessionConfigSelectOption": check_SessionConfigSelectOption_value,
    "SessionConfigSelectOptions": check_SessionConfigSelectOptions_value,
    "SessionConfigValueId": check_SessionConfigValueId_value,
    "SessionDeleteCapabilities": check_SessionDeleteCapabilities_value,
    "SessionId": check_SessionId_value,
    "SessionInfoUpdate": check_SessionInfoUpdate_value,
    "SessionUpdate": check_SessionUpdate_value,
    "StateUpdate": check_StateUpdate_value,
    "StopReason": check_StopReason_value,
    "Terminal": check_Terminal_value,
    "TerminalAuthCapabilities": check_TerminalAuthCapabilities_value,
    "TerminalExitStatus": check_TerminalExitStatus_value,
    "TerminalId": check_TerminalId_value,
    "TerminalOutput": check_TerminalOutput_value,
    "TerminalOutputChunk": check_TerminalOutputChunk_value,
    "TerminalUpdate": check_TerminalUpdate_value,
    "TextCommandInput": check_TextCommandInput_value,
    "TextContent": check_TextContent_value,
    "TextResourceContents": check_TextResourceContents_value,
    "ToolCallContent": check_ToolCallContent_value,
    "ToolCallContentChunk": check_ToolCallContentChunk_value,
    "ToolCallId": check_ToolCallId_value,
    "ToolCallLocation": check_ToolCallLocation_value,
    "ToolCallStatus": check_ToolCallStatus_value,
    "ToolCallUpdate": check_ToolCallUpdate_value,
    "ToolKind": check_ToolKind_value,
    "UpdateSessionNotification": check_UpdateSessionNotification_value,
    "UsageUpdate": check_UsageUpdate_value,
    "UserMessage": check_UserMessage_value,
}
_EXPLAINERS: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "AbsolutePath": errors_AbsolutePath_value,
    "AgentAuthCapabilities": errors_AgentAuthCapabilities_value,
    "AgentCapabilities": errors_AgentCapabilities_value,
    "AgentMessage": errors_AgentMessage_value,
    "AgentThought": errors_AgentThought_value,
    "Annotations": errors_Annotations_value,
    "AudioContent": errors_AudioContent_value,
    "AuthCapabilities": errors_AuthCapabilities_value,
    "AuthMethod": errors_AuthMethod_value,
    "AuthMethodAgent": errors_AuthMethodAgent_value,
    "AuthMethodId": errors_AuthMethodId_value,
    "AuthMethodTerminal": errors_AuthMethodTerminal_value,
    "AvailableCommand": errors_AvailableCommand_value,
    "AvailableCommandInput": errors_AvailableCommandInput_value,
    "AvailableCommandsUpdate": errors_AvailableCommandsUpdate_value,
    "BlobResourceContents": errors_BlobResourceContents_value,
    "ClientCapabilities": errors_ClientCapabilities_value,
    "ClientSessionCapabilities": errors_ClientSessionCapabilities_value,
    "ConfigOptionUpdate": errors_ConfigOptionUpdate_value,
    "Content": errors_Content_value,
    "ContentBlock": errors_ContentBlock_value,
    "ContentChunk": errors_ContentChunk_value,
    "Cost": errors_Cost_value,
    "Diff": errors_Diff_value,
    "DiffChange": errors_DiffChange_value,
    "DiffFileType": errors_DiffFileType_value,
    "DiffPatch": errors_DiffPatch_value,
    "DiffPatchFormat": errors_DiffPatchFormat_value,
    "DiffPathChange": errors_DiffPathChange_value,
    "DiffPathPairChange": errors_DiffPathPairChange_value,
    "ElicitationCapabilities": errors_ElicitationCapabilities_value,
    "ElicitationFormCapabilities": errors_ElicitationFormCapabilities_value,
    "ElicitationUrlCapabilities": errors_ElicitationUrlCapabilities_value,
    "EmbeddedResource": errors_EmbeddedResource_value,
    "EmbeddedResourceResource": errors_EmbeddedResourceResource_value,
    "EnvVariable": errors_EnvVariable_value,
    "Icon": errors_Icon_value,
    "IconTheme": errors_IconTheme_value,
    "IdleStateUpdate": errors_IdleStateUpdate_value,
    "ImageContent": errors_ImageContent_value,
    "Implementation": errors_Implementation_value,
    "InitializeRequest": errors_InitializeRequest_value,
    "InitializeResponse": errors_InitializeResponse_value,
    "McpCapabilities": errors_McpCapabilities_value,
    "McpHttpCapabilities": errors_McpHttpCapabilities_value,
    "McpStdioCapabilities": errors_McpStdioCapabilities_value,
    "MediaType": errors_MediaType_value,
    "MessageId": errors_MessageId_value,
    "PlanEntry": errors_PlanEntry_value,
    "PlanEntryPriority": errors_PlanEntryPriority_value,
    "PlanEntryStatus": errors_PlanEntryStatus_value,
    "PlanId": errors_PlanId_value,
    "PlanItems": errors_PlanItems_value,
    "PlanUpdate": errors_PlanUpdate_value,
    "PlanUpdateContent": errors_PlanUpdateContent_value,
    "PromptAudioCapabilities": errors_PromptAudioCapabilities_value,
    "PromptCapabilities": errors_PromptCapabilities_value,
    "PromptEmbeddedContextCapabilities": errors_PromptEmbeddedContextCapabilities_value,
    "PromptImageCapabilities": errors_PromptImageCapabilities_value,
    "PromptRequest": errors_PromptRequest_value,
    "PromptSuggestion": errors_PromptSuggestion_value,
    "PromptSuggestionsAudioCapabilities": errors_PromptSuggestionsAudioCapabilities_value,
    "PromptSuggestionsCapabilities": errors_PromptSuggestionsCapabilities_value,
    "PromptSuggestionsEmbeddedContextCapabilities": errors_PromptSuggestionsEmbeddedContextCapabilities_value,
    "PromptSuggestionsImageCapabilities": errors_PromptSuggestionsImageCapabilities_value,
    "PromptSuggestionsUpdate": errors_PromptSuggestionsUpdate_value,
    "ProtocolVersion": errors_ProtocolVersion_value,
    "RequiresActionStateUpdate": errors_RequiresActionStateUpdate_value,
    "ResourceLink": errors_ResourceLink_value,
    "Role": errors_Role_value,
    "RunningStateUpdate": errors_RunningStateUpdate_value,
    "SessionAdditionalDirectoriesCapabilities": errors_SessionAdditionalDirectoriesCapabilities_value,
    "SessionCapabilities": errors_SessionCapabilities_value,
    "SessionConfigBoolean": errors_SessionConfigBoolean_value,
    "SessionConfigGroupId": errors_SessionConfigGroupId_value,
    "SessionConfigId": errors_SessionConfigId_value,
    "SessionConfigOption": errors_SessionConfigOption_value,
    "SessionConfigOptionCategory": errors_SessionConfigOptionCategory_value,
    "SessionConfigSelect": errors_SessionConfigSelect_value,
    "SessionConfigSelectGroup": errors_SessionConfigSelectGroup_value,
    "SessionConfigSelectOption": errors_SessionConfigSelectOption_value,
    "SessionConfigSelectOptions": errors_SessionConfigSelectOptions_value,
    "SessionConfigValueId": errors_SessionConfigValueId_value,
    "SessionDeleteCapabilities": errors_SessionDeleteCapabilities_value,
    "SessionId": errors_SessionId_value,
    "SessionInfoUpdate": errors_SessionInfoUpdate_value,
    "SessionUpdate": errors_SessionUpdate_value,
    "StateUpdate": errors_StateUpdate_value,
    "StopReason": errors_StopReason_value,
    "Terminal": errors_Terminal_value,
    "TerminalAuthCapabilities": errors_TerminalAuthCapabilities_value,
    "TerminalExitStatus": errors_TerminalExitStatus_value,
    "TerminalId": errors_TerminalId_value,
    "TerminalOutput": errors_TerminalOutput_value,
    "TerminalOutputChunk": errors_TerminalOutputChunk_value,
    "TerminalUpdate": errors_TerminalUpdate_value,
    "TextCommandInput": errors_TextCommandInput_value,
    "TextContent": errors_TextContent_value,
    "TextResourceContents": errors_TextResourceContents_value,
    "ToolCallContent": errors_ToolCallContent_value,
    "ToolCallContentChunk": errors_ToolCallContentChunk_value,
    "ToolCallId": errors_ToolCallId_value,
    "ToolCallLocation": errors_ToolCallLocation_value,
    "ToolCallStatus": errors_ToolCallStatus_value,
    "ToolCallUpdate": errors_ToolCallUpdate_value,
    "ToolKind": errors_ToolKind_value,
    "UpdateSessionNotification": errors_UpdateSessionNotification_value,
    "UsageUpdate": errors_UsageUpdate_value,
    "UserMessage": errors_UserMessage_value,
}
TYPE_NAMES: Final[tuple[str, ...]] = (
    "AbsolutePath",
    "AgentAuthCapabilities",
    "AgentCapabilities",
    "AgentMessage",
    "AgentThought",
    "Annotations",
    "AudioContent",
    "AuthCapabilities",
    "AuthMethod",
    "AuthMethodAgent",
    "AuthMethodId",
    "AuthMethodTerminal",
    "AvailableCommand",
    "AvailableCommandInput",
    "AvailableCommandsUpdate",
    "BlobResourceContents",
    "ClientCapabilities",
    "ClientSessionCapabilities",
    "ConfigOptionUpdate",
    "Content",
    "ContentBlock",
    "ContentChunk",
    "Cost",
    "Diff",
    "DiffChange",
    "DiffFileType",
    "DiffPatch",
    "DiffPatchFormat",
    "DiffPathChange",
    "DiffPathPairChange",
    "ElicitationCapabilities",
    "ElicitationFormCapabilities",
    "ElicitationUrlCapabilities",
    "EmbeddedResource",
    "EmbeddedResourceResource",
    "EnvVariable",
    "Icon",
    "IconTheme",
    "IdleStateUpdate",
    "ImageContent",
    "Implementation",
    "InitializeRequest",
    "InitializeResponse",
    "McpCapabilities",
    "McpHttpCapabilities",
    "McpStdioCapabilities",
    "MediaType",
    "MessageId",
    "PlanEntry",
    "PlanEntryPriority",
    "PlanEntryStatus",
    "PlanId",
    "PlanItems",
    "PlanUpdate",
    "PlanUpdateContent",
    "PromptAudioCapabilities",
    "PromptCapabilities",
    "PromptEmbeddedContextCapabilities",
    "PromptImageCapabilities",
    "PromptRequest",
    "PromptSuggestion",
    "PromptSuggestionsAudioCapabilities",
    "PromptSuggestionsCapabilities",
    "PromptSuggestionsEmbeddedContextCapabilities",
    "PromptSuggestionsImageCapabilities",
    "PromptSuggestionsUpdate",
    "ProtocolVersion",
    "RequiresActionStateUpdate",
    "ResourceLink",
    "Role",
    "RunningStateUpdate",
    "SessionAdditionalDirectoriesCapabilities",
    "SessionCapabilities",
    "SessionConfigBoolean",
    "SessionConfigGroupId",
    "SessionConfigId",
    "SessionConfigOption",
    "SessionConfigOptionCategory",
    "SessionConfigSelect",
    "SessionConfigSelectGroup",
    "SessionConfigSelectOption",
    "SessionConfigSelectOptions",
    "SessionConfigValueId",
    "SessionDeleteCapabilities",
    "SessionId",
    "SessionInfoUpdate",
    "SessionUpdate",
    "StateUpdate",
    "StopReason",
    "Terminal",
    "TerminalAuthCapabilities",
    "TerminalExitStatus",
    "TerminalId",
    "TerminalOutput",
    "TerminalOutputChunk",
    "TerminalUpdate",
    "TextCommandInput",
    "TextContent",
    "TextResourceContents",
    "ToolCallContent",
    "ToolCallContentChunk",
    "ToolCallId",
    "ToolCallLocation",
    "ToolCallStatus",
    "ToolCallUpdate",
    "ToolKind",
    "UpdateSessionNotification",
    "UsageUpdate",
    "UserMessage",
)


def _lookup(table: dict[str, _T], type_name: str) -> _T:
    try:
        return table[type_name]
    except KeyError:
        raise KeyError(
            f"unknown type name {type_name!r}: not a definition of this schema (see TYPE_NAMES)"
        ) from None


def is_valid(type_name: str, instance: object) -> bool:
    """True when ``instance`` is valid against the definition named ``type_name``."""
    check = _lookup(_CHECKS, type_name)
    try:
        return check(instance)
    except RecursionError:
        return False


def validate(type_name: str, instance: object) -> list[ValidationError]:
    """Every reason ``instance`` is invalid against ``type_name`` (empty when valid).

    An instance nested deeper than the interpreter's recursion limit allows gets a
    single error with rule "depth".
    """
    check = _lookup(_CHECKS, type_name)
    errors: list[ValidationError] = []
    try:
        if check(instance):
            return errors
        _EXPLAINERS[type_name](instance, "", errors)
    except RecursionError:
        return [
            ValidationError(
                "", "depth", "the instance is nested too deeply to validate"
            )
        ]
    return errors or [
        ValidationError("", "schema", "the instance does not match the schema")
    ]
