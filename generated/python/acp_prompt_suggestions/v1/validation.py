"""Validators for every definition of schema/v1/acp.json + schema/v1/prompt-suggestions.json.

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
    escape_token,
    extras_are_json,
    extras_problem,
    is_json,
    json_problem,
)

__all__ = ["TYPE_NAMES", "ValidationError", "is_valid", "validate"]

_T = TypeVar("_T")
_NAMES_1: Final[frozenset[str]] = frozenset({"_meta"})
_NAMES_2: Final[frozenset[str]] = frozenset()
_NAMES_3: Final[frozenset[str]] = frozenset({"_meta", "logout"})
_NAMES_4: Final[frozenset[str]] = frozenset(
    {"_meta", "audio", "embeddedContext", "image"}
)
_NAMES_5: Final[frozenset[str]] = frozenset({"_meta", "http", "sse"})
_NAMES_6: Final[frozenset[str]] = frozenset(
    {"_meta", "additionalDirectories", "close", "delete", "list", "resume"}
)
_NAMES_7: Final[frozenset[str]] = frozenset(
    {
        "_meta",
        "auth",
        "loadSession",
        "mcpCapabilities",
        "promptCapabilities",
        "sessionCapabilities",
    }
)
_NAMES_8: Final[frozenset[str]] = frozenset(
    {"_meta", "audience", "lastModified", "priority"}
)
_NAMES_9: Final[frozenset[str]] = frozenset(
    {"_meta", "annotations", "data", "mimeType"}
)
_NAMES_10: Final[frozenset[str]] = frozenset({"_meta", "terminal"})
_NAMES_11: Final[frozenset[str]] = frozenset(
    {"_meta", "args", "description", "env", "id", "name", "type"}
)
_NAMES_12: Final[frozenset[str]] = frozenset({"_meta", "description", "id", "name"})
_NAMES_13: Final[frozenset[str]] = frozenset(
    {"_meta", "args", "description", "env", "id", "name"}
)
_NAMES_14: Final[frozenset[str]] = frozenset({"_meta", "hint"})
_NAMES_15: Final[frozenset[str]] = frozenset({"_meta", "description", "input", "name"})
_NAMES_16: Final[frozenset[str]] = frozenset({"_meta", "availableCommands"})
_NAMES_17: Final[frozenset[str]] = frozenset({"_meta", "blob", "mimeType", "uri"})
_NAMES_18: Final[frozenset[str]] = frozenset({"_meta", "readTextFile", "writeTextFile"})
_NAMES_19: Final[frozenset[str]] = frozenset(
    {"_meta", "configOptions", "promptSuggestions"}
)
_NAMES_20: Final[frozenset[str]] = frozenset({"_meta", "form", "url"})
_NAMES_21: Final[frozenset[str]] = frozenset(
    {"_meta", "auth", "elicitation", "fs", "session", "terminal"}
)
_NAMES_22: Final[frozenset[str]] = frozenset({"_meta", "boolean"})
_NAMES_23: Final[frozenset[str]] = frozenset(
    {
        "_meta",
        "category",
        "currentValue",
        "description",
        "id",
        "name",
        "options",
        "type",
    }
)
_NAMES_24: Final[frozenset[str]] = frozenset({"_meta", "configOptions"})
_NAMES_25: Final[frozenset[str]] = frozenset(
    {
        "_meta",
        "annotations",
        "data",
        "description",
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
_NAMES_26: Final[frozenset[str]] = frozenset({"_meta", "content"})
_NAMES_27: Final[frozenset[str]] = frozenset({"_meta", "content", "messageId"})
_NAMES_28: Final[frozenset[str]] = frozenset({"_meta", "amount", "currency"})
_NAMES_29: Final[frozenset[str]] = frozenset({"_meta", "currentModeId"})
_NAMES_30: Final[frozenset[str]] = frozenset({"_meta", "newText", "oldText", "path"})
_NAMES_31: Final[frozenset[str]] = frozenset(
    {"_meta", "blob", "mimeType", "text", "uri"}
)
_NAMES_32: Final[frozenset[str]] = frozenset({"_meta", "annotations", "resource"})
_NAMES_33: Final[frozenset[str]] = frozenset(
    {"_meta", "annotations", "data", "mimeType", "uri"}
)
_NAMES_34: Final[frozenset[str]] = frozenset({"_meta", "name", "title", "version"})
_NAMES_35: Final[frozenset[str]] = frozenset(
    {"_meta", "clientCapabilities", "clientInfo", "protocolVersion"}
)
_NAMES_36: Final[frozenset[str]] = frozenset(
    {"_meta", "agentCapabilities", "agentInfo", "authMethods", "protocolVersion"}
)
_NAMES_37: Final[frozenset[str]] = frozenset({"_meta", "content", "priority", "status"})
_NAMES_38: Final[frozenset[str]] = frozenset({"_meta", "entries"})
_NAMES_39: Final[frozenset[str]] = frozenset({"_meta", "prompt", "sessionId"})
_NAMES_40: Final[frozenset[str]] = frozenset({"_meta", "prompt"})
_NAMES_41: Final[frozenset[str]] = frozenset({"_meta", "suggestions"})
_NAMES_42: Final[frozenset[str]] = frozenset(
    {"_meta", "annotations", "description", "mimeType", "name", "size", "title", "uri"}
)
_NAMES_43: Final[frozenset[str]] = frozenset({"currentValue"})
_NAMES_44: Final[frozenset[str]] = frozenset({"currentValue", "options"})
_NAMES_45: Final[frozenset[str]] = frozenset({"_meta", "description", "name", "value"})
_NAMES_46: Final[frozenset[str]] = frozenset({"_meta", "group", "name", "options"})
_NAMES_47: Final[frozenset[str]] = frozenset({"_meta", "title", "updatedAt"})
_NAMES_48: Final[frozenset[str]] = frozenset(
    {
        "_meta",
        "availableCommands",
        "configOptions",
        "content",
        "cost",
        "currentModeId",
        "entries",
        "kind",
        "locations",
        "messageId",
        "rawInput",
        "rawOutput",
        "sessionUpdate",
        "size",
        "status",
        "suggestions",
        "title",
        "toolCallId",
        "updatedAt",
        "used",
    }
)
_NAMES_49: Final[frozenset[str]] = frozenset({"_meta", "sessionId", "update"})
_NAMES_50: Final[frozenset[str]] = frozenset({"_meta", "terminalId"})
_NAMES_51: Final[frozenset[str]] = frozenset({"_meta", "annotations", "text"})
_NAMES_52: Final[frozenset[str]] = frozenset({"_meta", "mimeType", "text", "uri"})
_NAMES_53: Final[frozenset[str]] = frozenset(
    {"_meta", "content", "newText", "oldText", "path", "terminalId", "type"}
)
_NAMES_54: Final[frozenset[str]] = frozenset({"_meta", "line", "path"})
_NAMES_55: Final[frozenset[str]] = frozenset(
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
_NAMES_56: Final[frozenset[str]] = frozenset({"_meta", "cost", "size", "used"})
_FAIL_57: Final[Failure] = Failure("type", " is not of type object", True)
_FAIL_58: Final[Failure] = Failure(
    "anyOf", " does not match any of the 2 allowed schemas", True
)
_FAIL_59: Final[Failure] = Failure("type", " is not of type object or null", True)
_FAIL_60: Final[Failure] = Failure("type", " is not of type boolean", True)
_FAIL_61: Final[Failure] = Failure("type", " is not of type array or null", True)
_FAIL_62: Final[Failure] = Failure("type", " is not of type string or null", True)
_FAIL_63: Final[Failure] = Failure("type", " is not of type number or null", True)
_FAIL_64: Final[Failure] = Failure("required", '"data" is required', False)
_FAIL_65: Final[Failure] = Failure("required", '"mimeType" is required', False)
_FAIL_66: Final[Failure] = Failure("type", " is not of type string", True)
_FAIL_67: Final[Failure] = Failure("required", '"id" is required', False)
_FAIL_68: Final[Failure] = Failure("required", '"name" is required', False)
_FAIL_69: Final[Failure] = Failure("type", " is not of type array", True)
_FAIL_70: Final[Failure] = Failure("type", " is an object key but not a string", True)
_FAIL_71: Final[Failure] = Failure("required", '"description" is required', False)
_FAIL_72: Final[Failure] = Failure(
    "anyOf", " does not match any of the 1 allowed schemas", True
)
_FAIL_73: Final[Failure] = Failure("required", '"availableCommands" is required', False)
_FAIL_74: Final[Failure] = Failure("required", '"blob" is required', False)
_FAIL_75: Final[Failure] = Failure("required", '"uri" is required', False)
_FAIL_76: Final[Failure] = Failure("required", '"configOptions" is required', False)
_FAIL_77: Final[Failure] = Failure("required", '"content" is required', False)
_FAIL_78: Final[Failure] = Failure(
    "required",
    '"type" is required (one of "text", "image", "audio", "resource_link", "resource")',
    False,
)
_FAIL_79: Final[Failure] = Failure(
    "oneOf",
    ' is not one of the known values: "text", "image", "audio", "resource_link", "resource"',
    True,
)
_FAIL_80: Final[Failure] = Failure("required", '"amount" is required', False)
_FAIL_81: Final[Failure] = Failure("required", '"currency" is required', False)
_FAIL_82: Final[Failure] = Failure("type", " is not of type number", True)
_FAIL_83: Final[Failure] = Failure("required", '"currentModeId" is required', False)
_FAIL_84: Final[Failure] = Failure("required", '"path" is required', False)
_FAIL_85: Final[Failure] = Failure("required", '"newText" is required', False)
_FAIL_86: Final[Failure] = Failure("required", '"resource" is required', False)
_FAIL_87: Final[Failure] = Failure("required", '"version" is required', False)
_FAIL_88: Final[Failure] = Failure("required", '"protocolVersion" is required', False)
_FAIL_89: Final[Failure] = Failure("required", '"entries" is required', False)
_FAIL_90: Final[Failure] = Failure("required", '"priority" is required', False)
_FAIL_91: Final[Failure] = Failure("required", '"status" is required', False)
_FAIL_92: Final[Failure] = Failure(
    "oneOf", " does not match exactly one of the 3 schemas of oneOf", True
)
_FAIL_93: Final[Failure] = Failure("required", '"sessionId" is required', False)
_FAIL_94: Final[Failure] = Failure("required", '"prompt" is required', False)
_FAIL_95: Final[Failure] = Failure("minItems", " has fewer than 1 item", True)
_FAIL_96: Final[Failure] = Failure(
    "prompt-suggestion-blank",
    "A suggestion's prompt must not consist only of empty or whitespace-only text.",
    False,
)
_FAIL_97: Final[Failure] = Failure("required", '"suggestions" is required', False)
_FAIL_98: Final[Failure] = Failure("type", " is not of type integer", True)
_FAIL_99: Final[Failure] = Failure("minimum", " is less than the minimum 0", True)
_FAIL_100: Final[Failure] = Failure(
    "maximum", " is greater than the maximum 65535", True
)
_FAIL_101: Final[Failure] = Failure("type", " is not of type integer or null", True)
_FAIL_102: Final[Failure] = Failure(
    "oneOf", " does not match exactly one of the 2 schemas of oneOf", True
)
_FAIL_103: Final[Failure] = Failure("required", '"currentValue" is required', False)
_FAIL_104: Final[Failure] = Failure(
    "required", '"type" is required (one of "select", "boolean")', False
)
_FAIL_105: Final[Failure] = Failure(
    "oneOf", ' is not one of the known values: "select", "boolean"', True
)
_FAIL_106: Final[Failure] = Failure(
    "anyOf", " does not match any of the 5 allowed schemas", True
)
_FAIL_107: Final[Failure] = Failure("required", '"options" is required', False)
_FAIL_108: Final[Failure] = Failure("required", '"group" is required', False)
_FAIL_109: Final[Failure] = Failure("required", '"value" is required', False)
_FAIL_110: Final[Failure] = Failure("required", '"update" is required', False)
_FAIL_111: Final[Failure] = Failure(
    "required",
    '"sessionUpdate" is required (one of "user_message_chunk", "agent_message_chunk", "agent_thought_chunk", "tool_call", "tool_call_update", "plan", "available_commands_update", "current_mode_update", "config_option_update", "session_info_update", "usage_update", "prompt_suggestions_update")',
    False,
)
_FAIL_112: Final[Failure] = Failure(
    "oneOf",
    ' is not one of the known values: "user_message_chunk", "agent_message_chunk", "agent_thought_chunk", "tool_call", "tool_call_update", "plan", "available_commands_update", "current_mode_update", "config_option_update", "session_info_update", "usage_update", "prompt_suggestions_update"',
    True,
)
_FAIL_113: Final[Failure] = Failure("required", '"terminalId" is required', False)
_FAIL_114: Final[Failure] = Failure("required", '"text" is required', False)
_FAIL_115: Final[Failure] = Failure("required", '"toolCallId" is required', False)
_FAIL_116: Final[Failure] = Failure("required", '"title" is required', False)
_FAIL_117: Final[Failure] = Failure(
    "required", '"type" is required (one of "content", "diff", "terminal")', False
)
_FAIL_118: Final[Failure] = Failure(
    "oneOf", ' is not one of the known values: "content", "diff", "terminal"', True
)
_FAIL_119: Final[Failure] = Failure(
    "oneOf", " does not match exactly one of the 4 schemas of oneOf", True
)
_FAIL_120: Final[Failure] = Failure(
    "oneOf", " does not match exactly one of the 10 schemas of oneOf", True
)
_FAIL_121: Final[Failure] = Failure("required", '"hint" is required', False)
_FAIL_122: Final[Failure] = Failure("required", '"used" is required', False)
_FAIL_123: Final[Failure] = Failure("required", '"size" is required', False)
_PATTERN_124: Final[re.Pattern[str]] = re.compile(
    "^[\\u0009\\u000a\\u000b\\u000c\\u000d\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*\\Z"
)
_NAMES_125: Final[frozenset[str]] = frozenset({"text", "type"})
_FAIL_126: Final[Failure] = Failure("required", '"type" is required', False)
_FAIL_127: Final[Failure] = Failure("const", ' is not "text"', True)
_FAIL_128: Final[Failure] = Failure("const", ' is not "image"', True)
_FAIL_129: Final[Failure] = Failure("const", ' is not "audio"', True)
_FAIL_130: Final[Failure] = Failure("const", ' is not "resource_link"', True)
_FAIL_131: Final[Failure] = Failure("const", ' is not "resource"', True)
_FAIL_132: Final[Failure] = Failure("const", ' is not "select"', True)
_FAIL_133: Final[Failure] = Failure("const", ' is not "boolean"', True)
_FAIL_134: Final[Failure] = Failure("required", '"sessionUpdate" is required', False)
_FAIL_135: Final[Failure] = Failure("const", ' is not "user_message_chunk"', True)
_FAIL_136: Final[Failure] = Failure("const", ' is not "agent_message_chunk"', True)
_FAIL_137: Final[Failure] = Failure("const", ' is not "agent_thought_chunk"', True)
_FAIL_138: Final[Failure] = Failure("const", ' is not "tool_call"', True)
_FAIL_139: Final[Failure] = Failure("const", ' is not "tool_call_update"', True)
_FAIL_140: Final[Failure] = Failure("const", ' is not "plan"', True)
_FAIL_141: Final[Failure] = Failure(
    "const", ' is not "available_commands_update"', True
)
_FAIL_142: Final[Failure] = Failure("const", ' is not "current_mode_update"', True)
_FAIL_143: Final[Failure] = Failure("const", ' is not "config_option_update"', True)
_FAIL_144: Final[Failure] = Failure("const", ' is not "session_info_update"', True)
_FAIL_145: Final[Failure] = Failure("const", ' is not "usage_update"', True)
_FAIL_146: Final[Failure] = Failure(
    "const", ' is not "prompt_suggestions_update"', True
)
_FAIL_147: Final[Failure] = Failure("const", ' is not "content"', True)
_FAIL_148: Final[Failure] = Failure("const", ' is not "diff"', True)
_FAIL_149: Final[Failure] = Failure("const", ' is not "terminal"', True)


def check_AgentAuthCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "logout" in instance:
        value_1 = instance["logout"]
        if not (
            check_AgentAuthCapabilities_properties_logout_anyOf_0(value_1)
            or check_AgentAuthCapabilities_properties_logout_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return True


def check_AgentAuthCapabilities_properties_logout_anyOf_0(instance: object) -> bool:
    return check_LogoutCapabilities(instance)


def check_AgentAuthCapabilities_properties_logout_anyOf_1(instance: object) -> bool:
    return instance is None


def check_AgentAuthCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "logout" in instance:
        value_1 = instance["logout"]
        if not (
            check_AgentAuthCapabilities_properties_logout_anyOf_0(value_1)
            or check_AgentAuthCapabilities_properties_logout_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_3))


def check_AgentCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "loadSession" in instance:
        value_1 = instance["loadSession"]
        if type(value_1) is not bool:
            return False
    if "promptCapabilities" in instance:
        value_2 = instance["promptCapabilities"]
        if not check_PromptCapabilities(value_2):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_4):
            return False
    if "mcpCapabilities" in instance:
        value_3 = instance["mcpCapabilities"]
        if not check_McpCapabilities(value_3):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_5):
            return False
    if "sessionCapabilities" in instance:
        value_4 = instance["sessionCapabilities"]
        if not check_SessionCapabilities(value_4):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_6):
            return False
    if "auth" in instance:
        value_5 = instance["auth"]
        if not check_AgentAuthCapabilities(value_5):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_3):
            return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_2):
            return False
    return True


def check_AgentCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "loadSession" in instance:
        value_1 = instance["loadSession"]
        if type(value_1) is not bool:
            return False
    if "promptCapabilities" in instance:
        value_2 = instance["promptCapabilities"]
        if not check_PromptCapabilities(value_2):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_4):
            return False
    if "mcpCapabilities" in instance:
        value_3 = instance["mcpCapabilities"]
        if not check_McpCapabilities(value_3):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_5):
            return False
    if "sessionCapabilities" in instance:
        value_4 = instance["sessionCapabilities"]
        if not check_SessionCapabilities(value_4):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_6):
            return False
    if "auth" in instance:
        value_5 = instance["auth"]
        if not check_AgentAuthCapabilities(value_5):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_3):
            return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_7))


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
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_2):
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
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_8))


def check_AudioContent(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "data" not in instance or "mimeType" not in instance:
        return False
    if "annotations" in instance:
        value_1 = instance["annotations"]
        if not (
            check_AudioContent_properties_annotations_anyOf_0(value_1)
            or check_AudioContent_properties_annotations_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_8):
            return False
    value_2 = instance["data"]
    if type(value_2) is not str:
        return False
    value_3 = instance["mimeType"]
    if type(value_3) is not str:
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
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
    if "annotations" in instance:
        value_1 = instance["annotations"]
        if not (
            check_AudioContent_properties_annotations_anyOf_0(value_1)
            or check_AudioContent_properties_annotations_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_8):
            return False
    value_2 = instance["data"]
    if type(value_2) is not str:
        return False
    value_3 = instance["mimeType"]
    if type(value_3) is not str:
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_9))


def check_AuthCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "terminal" in instance:
        value_1 = instance["terminal"]
        if type(value_1) is not bool:
            return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return True


def check_AuthCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "terminal" in instance:
        value_1 = instance["terminal"]
        if type(value_1) is not bool:
            return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_10))


def check_AuthMethod(instance: object) -> bool:
    return check_AuthMethod_anyOf_0(instance) or check_AuthMethod_anyOf_1(instance)


def check_AuthMethodAgent(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "id" not in instance or "name" not in instance:
        return False
    value_1 = instance["id"]
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
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return True


def check_AuthMethodAgent_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "id" not in instance or "name" not in instance:
        return False
    value_1 = instance["id"]
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
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_12))


def check_AuthMethodId(instance: object) -> bool:
    return type(instance) is str


def check_AuthMethodId_value(instance: object) -> bool:
    return type(instance) is str


def check_AuthMethodTerminal(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "id" not in instance or "name" not in instance:
        return False
    value_1 = instance["id"]
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
        if type(value_7) is not dict:
            return False
        for key_8, value_9 in value_7.items():
            if key_8 in _NAMES_2:
                continue
            if type(key_8) is not str:
                return False
            if type(value_9) is not str:
                return False
    if "_meta" in instance:
        value_10 = instance["_meta"]
        if not (type(value_10) is dict or value_10 is None):
            return False
        if type(value_10) is dict and not extras_are_json(value_10, _NAMES_2):
            return False
    return True


def check_AuthMethodTerminal_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "id" not in instance or "name" not in instance:
        return False
    value_1 = instance["id"]
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
        if type(value_7) is not dict:
            return False
        for key_8, value_9 in value_7.items():
            if key_8 in _NAMES_2:
                continue
            if type(key_8) is not str:
                return False
            if type(value_9) is not str:
                return False
    if "_meta" in instance:
        value_10 = instance["_meta"]
        if not (type(value_10) is dict or value_10 is None):
            return False
        if type(value_10) is dict and not extras_are_json(value_10, _NAMES_2):
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
    return check_AuthMethodAgent(instance)


def check_AuthMethod_value(instance: object) -> bool:
    if not (check_AuthMethod_anyOf_0(instance) or check_AuthMethod_anyOf_1(instance)):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_11))


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
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return True


def check_AvailableCommandInput(instance: object) -> bool:
    return check_AvailableCommandInput_anyOf_0(instance)


def check_AvailableCommandInput_anyOf_0(instance: object) -> bool:
    return check_UnstructuredCommandInput(instance)


def check_AvailableCommandInput_value(instance: object) -> bool:
    if not (check_AvailableCommandInput_anyOf_0(instance)):
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
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
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
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
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
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
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
    if "mimeType" in instance:
        value_2 = instance["mimeType"]
        if not (type(value_2) is str or value_2 is None):
            return False
    value_3 = instance["uri"]
    if type(value_3) is not str:
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return True


def check_BlobResourceContents_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "blob" not in instance or "uri" not in instance:
        return False
    value_1 = instance["blob"]
    if type(value_1) is not str:
        return False
    if "mimeType" in instance:
        value_2 = instance["mimeType"]
        if not (type(value_2) is str or value_2 is None):
            return False
    value_3 = instance["uri"]
    if type(value_3) is not str:
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_17))


def check_BooleanConfigOptionCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return True


def check_BooleanConfigOptionCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_1))


def check_ClientCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "fs" in instance:
        value_1 = instance["fs"]
        if not check_FileSystemCapabilities(value_1):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_18):
            return False
    if "terminal" in instance:
        value_2 = instance["terminal"]
        if type(value_2) is not bool:
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
    if "auth" in instance:
        value_4 = instance["auth"]
        if not check_AuthCapabilities(value_4):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_10):
            return False
    if "elicitation" in instance:
        value_5 = instance["elicitation"]
        if not (
            check_ClientCapabilities_properties_elicitation_anyOf_0(value_5)
            or check_ClientCapabilities_properties_elicitation_anyOf_1(value_5)
        ):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_20):
            return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_2):
            return False
    return True


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
    if "fs" in instance:
        value_1 = instance["fs"]
        if not check_FileSystemCapabilities(value_1):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_18):
            return False
    if "terminal" in instance:
        value_2 = instance["terminal"]
        if type(value_2) is not bool:
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
    if "auth" in instance:
        value_4 = instance["auth"]
        if not check_AuthCapabilities(value_4):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_10):
            return False
    if "elicitation" in instance:
        value_5 = instance["elicitation"]
        if not (
            check_ClientCapabilities_properties_elicitation_anyOf_0(value_5)
            or check_ClientCapabilities_properties_elicitation_anyOf_1(value_5)
        ):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_20):
            return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_21))


def check_ClientSessionCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "configOptions" in instance:
        value_1 = instance["configOptions"]
        if not (
            check_ClientSessionCapabilities_properties_configOptions_anyOf_0(value_1)
            or check_ClientSessionCapabilities_properties_configOptions_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_22):
            return False
    if "promptSuggestions" in instance:
        value_2 = instance["promptSuggestions"]
        if not (
            check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_0(
                value_2
            )
            or check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_1(
                value_2
            )
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_4):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return True


def check_ClientSessionCapabilities_properties_configOptions_anyOf_0(
    instance: object,
) -> bool:
    return check_SessionConfigOptionsCapabilities(instance)


def check_ClientSessionCapabilities_properties_configOptions_anyOf_1(
    instance: object,
) -> bool:
    return instance is None


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
    if "configOptions" in instance:
        value_1 = instance["configOptions"]
        if not (
            check_ClientSessionCapabilities_properties_configOptions_anyOf_0(value_1)
            or check_ClientSessionCapabilities_properties_configOptions_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_22):
            return False
    if "promptSuggestions" in instance:
        value_2 = instance["promptSuggestions"]
        if not (
            check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_0(
                value_2
            )
            or check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_1(
                value_2
            )
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_4):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
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
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_23):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
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
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_23):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_24))


def check_Content(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "content" not in instance:
        return False
    value_1 = instance["content"]
    if not check_ContentBlock(value_1):
        return False
    if type(value_1) is dict and not extras_are_json(value_1, _NAMES_25):
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return True


def check_ContentBlock(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_1.get(tag_1)
    return not (branch_2 is None or not branch_2(instance))


def check_ContentBlock_oneOf_0(instance: object) -> bool:
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


def check_ContentBlock_oneOf_1(instance: object) -> bool:
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


def check_ContentBlock_oneOf_2(instance: object) -> bool:
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


def check_ContentBlock_oneOf_3(instance: object) -> bool:
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


def check_ContentBlock_oneOf_4(instance: object) -> bool:
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


def check_ContentBlock_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_1.get(tag_1)
    if branch_2 is None or not branch_2(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_25))


def check_ContentChunk(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "content" not in instance:
        return False
    value_1 = instance["content"]
    if not check_ContentBlock(value_1):
        return False
    if type(value_1) is dict and not extras_are_json(value_1, _NAMES_25):
        return False
    if "messageId" in instance:
        value_2 = instance["messageId"]
        if not (
            check_ContentChunk_properties_messageId_anyOf_0(value_2)
            or check_ContentChunk_properties_messageId_anyOf_1(value_2)
        ):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return True


def check_ContentChunk_properties_messageId_anyOf_0(instance: object) -> bool:
    return check_MessageId(instance)


def check_ContentChunk_properties_messageId_anyOf_1(instance: object) -> bool:
    return instance is None


def check_ContentChunk_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "content" not in instance:
        return False
    value_1 = instance["content"]
    if not check_ContentBlock(value_1):
        return False
    if type(value_1) is dict and not extras_are_json(value_1, _NAMES_25):
        return False
    if "messageId" in instance:
        value_2 = instance["messageId"]
        if not (
            check_ContentChunk_properties_messageId_anyOf_0(value_2)
            or check_ContentChunk_properties_messageId_anyOf_1(value_2)
        ):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_27))


def check_Content_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "content" not in instance:
        return False
    value_1 = instance["content"]
    if not check_ContentBlock(value_1):
        return False
    if type(value_1) is dict and not extras_are_json(value_1, _NAMES_25):
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_26))


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
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
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
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_28))


def check_CurrentModeUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "currentModeId" not in instance:
        return False
    value_1 = instance["currentModeId"]
    if not check_SessionModeId(value_1):
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return True


def check_CurrentModeUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "currentModeId" not in instance:
        return False
    value_1 = instance["currentModeId"]
    if not check_SessionModeId(value_1):
        return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_29))


def check_Diff(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "path" not in instance or "newText" not in instance:
        return False
    value_1 = instance["path"]
    if type(value_1) is not str:
        return False
    if "oldText" in instance:
        value_2 = instance["oldText"]
        if not (type(value_2) is str or value_2 is None):
            return False
    value_3 = instance["newText"]
    if type(value_3) is not str:
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return True


def check_Diff_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "path" not in instance or "newText" not in instance:
        return False
    value_1 = instance["path"]
    if type(value_1) is not str:
        return False
    if "oldText" in instance:
        value_2 = instance["oldText"]
        if not (type(value_2) is str or value_2 is None):
            return False
    value_3 = instance["newText"]
    if type(value_3) is not str:
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_30))


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
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    if "url" in instance:
        value_2 = instance["url"]
        if not (
            check_ElicitationCapabilities_properties_url_anyOf_0(value_2)
            or check_ElicitationCapabilities_properties_url_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
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
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    if "url" in instance:
        value_2 = instance["url"]
        if not (
            check_ElicitationCapabilities_properties_url_anyOf_0(value_2)
            or check_ElicitationCapabilities_properties_url_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_20))


def check_ElicitationFormCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return True


def check_ElicitationFormCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_1))


def check_ElicitationUrlCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return True


def check_ElicitationUrlCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_1))


def check_EmbeddedResource(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "resource" not in instance:
        return False
    if "annotations" in instance:
        value_1 = instance["annotations"]
        if not (
            check_EmbeddedResource_properties_annotations_anyOf_0(value_1)
            or check_EmbeddedResource_properties_annotations_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_8):
            return False
    value_2 = instance["resource"]
    if not check_EmbeddedResourceResource(value_2):
        return False
    if type(value_2) is dict and not extras_are_json(value_2, _NAMES_31):
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
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
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_31))


def check_EmbeddedResource_properties_annotations_anyOf_0(instance: object) -> bool:
    return check_Annotations(instance)


def check_EmbeddedResource_properties_annotations_anyOf_1(instance: object) -> bool:
    return instance is None


def check_EmbeddedResource_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "resource" not in instance:
        return False
    if "annotations" in instance:
        value_1 = instance["annotations"]
        if not (
            check_EmbeddedResource_properties_annotations_anyOf_0(value_1)
            or check_EmbeddedResource_properties_annotations_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_8):
            return False
    value_2 = instance["resource"]
    if not check_EmbeddedResourceResource(value_2):
        return False
    if type(value_2) is dict and not extras_are_json(value_2, _NAMES_31):
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_32))


def check_FileSystemCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "readTextFile" in instance:
        value_1 = instance["readTextFile"]
        if type(value_1) is not bool:
            return False
    if "writeTextFile" in instance:
        value_2 = instance["writeTextFile"]
        if type(value_2) is not bool:
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return True


def check_FileSystemCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "readTextFile" in instance:
        value_1 = instance["readTextFile"]
        if type(value_1) is not bool:
            return False
    if "writeTextFile" in instance:
        value_2 = instance["writeTextFile"]
        if type(value_2) is not bool:
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_18))


def check_ImageContent(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "data" not in instance or "mimeType" not in instance:
        return False
    if "annotations" in instance:
        value_1 = instance["annotations"]
        if not (
            check_ImageContent_properties_annotations_anyOf_0(value_1)
            or check_ImageContent_properties_annotations_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_8):
            return False
    value_2 = instance["data"]
    if type(value_2) is not str:
        return False
    value_3 = instance["mimeType"]
    if type(value_3) is not str:
        return False
    if "uri" in instance:
        value_4 = instance["uri"]
        if not (type(value_4) is str or value_4 is None):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_2):
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
    if "annotations" in instance:
        value_1 = instance["annotations"]
        if not (
            check_ImageContent_properties_annotations_anyOf_0(value_1)
            or check_ImageContent_properties_annotations_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_8):
            return False
    value_2 = instance["data"]
    if type(value_2) is not str:
        return False
    value_3 = instance["mimeType"]
    if type(value_3) is not str:
        return False
    if "uri" in instance:
        value_4 = instance["uri"]
        if not (type(value_4) is str or value_4 is None):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_33))


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
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
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
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_34))


def check_InitializeRequest_properties_clientInfo_anyOf_0(instance: object) -> bool:
    return check_Implementation(instance)


def check_InitializeRequest_properties_clientInfo_anyOf_1(instance: object) -> bool:
    return instance is None


def check_InitializeRequest_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "protocolVersion" not in instance:
        return False
    value_1 = instance["protocolVersion"]
    if not check_ProtocolVersion(value_1):
        return False
    if "clientCapabilities" in instance:
        value_2 = instance["clientCapabilities"]
        if not check_ClientCapabilities(value_2):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_21):
            return False
    if "clientInfo" in instance:
        value_3 = instance["clientInfo"]
        if not (
            check_InitializeRequest_properties_clientInfo_anyOf_0(value_3)
            or check_InitializeRequest_properties_clientInfo_anyOf_1(value_3)
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_34):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_35))


def check_InitializeResponse_properties_agentInfo_anyOf_0(instance: object) -> bool:
    return check_Implementation(instance)


def check_InitializeResponse_properties_agentInfo_anyOf_1(instance: object) -> bool:
    return instance is None


def check_InitializeResponse_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "protocolVersion" not in instance:
        return False
    value_1 = instance["protocolVersion"]
    if not check_ProtocolVersion(value_1):
        return False
    if "agentCapabilities" in instance:
        value_2 = instance["agentCapabilities"]
        if not check_AgentCapabilities(value_2):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_7):
            return False
    if "authMethods" in instance:
        value_3 = instance["authMethods"]
        if type(value_3) is not list:
            return False
        for item_4 in value_3:
            if not check_AuthMethod(item_4):
                return False
            if type(item_4) is dict and not extras_are_json(item_4, _NAMES_11):
                return False
    if "agentInfo" in instance:
        value_6 = instance["agentInfo"]
        if not (
            check_InitializeResponse_properties_agentInfo_anyOf_0(value_6)
            or check_InitializeResponse_properties_agentInfo_anyOf_1(value_6)
        ):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_34):
            return False
    if "_meta" in instance:
        value_7 = instance["_meta"]
        if not (type(value_7) is dict or value_7 is None):
            return False
        if type(value_7) is dict and not extras_are_json(value_7, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_36))


def check_LogoutCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return True


def check_LogoutCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_1))


def check_McpCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "http" in instance:
        value_1 = instance["http"]
        if type(value_1) is not bool:
            return False
    if "sse" in instance:
        value_2 = instance["sse"]
        if type(value_2) is not bool:
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return True


def check_McpCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "http" in instance:
        value_1 = instance["http"]
        if type(value_1) is not bool:
            return False
    if "sse" in instance:
        value_2 = instance["sse"]
        if type(value_2) is not bool:
            return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_5))


def check_MessageId(instance: object) -> bool:
    return type(instance) is str


def check_MessageId_value(instance: object) -> bool:
    return type(instance) is str


def check_Plan(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "entries" not in instance:
        return False
    value_1 = instance["entries"]
    if type(value_1) is not list:
        return False
    for item_2 in value_1:
        if not check_PlanEntry(item_2):
            return False
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_37):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return True


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
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return True


def check_PlanEntryPriority(instance: object) -> bool:
    matches_1 = (
        check_PlanEntryPriority_oneOf_0(instance)
        + check_PlanEntryPriority_oneOf_1(instance)
        + check_PlanEntryPriority_oneOf_2(instance)
    )
    return not (matches_1 != 1)


def check_PlanEntryPriority_oneOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "high"


def check_PlanEntryPriority_oneOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "medium"


def check_PlanEntryPriority_oneOf_2(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "low"


def check_PlanEntryPriority_value(instance: object) -> bool:
    matches_1 = (
        check_PlanEntryPriority_oneOf_0(instance)
        + check_PlanEntryPriority_oneOf_1(instance)
        + check_PlanEntryPriority_oneOf_2(instance)
    )
    return not (matches_1 != 1)


def check_PlanEntryStatus(instance: object) -> bool:
    matches_1 = (
        check_PlanEntryStatus_oneOf_0(instance)
        + check_PlanEntryStatus_oneOf_1(instance)
        + check_PlanEntryStatus_oneOf_2(instance)
    )
    return not (matches_1 != 1)


def check_PlanEntryStatus_oneOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "pending"


def check_PlanEntryStatus_oneOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "in_progress"


def check_PlanEntryStatus_oneOf_2(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "completed"


def check_PlanEntryStatus_value(instance: object) -> bool:
    matches_1 = (
        check_PlanEntryStatus_oneOf_0(instance)
        + check_PlanEntryStatus_oneOf_1(instance)
        + check_PlanEntryStatus_oneOf_2(instance)
    )
    return not (matches_1 != 1)


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
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_37))


def check_Plan_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "entries" not in instance:
        return False
    value_1 = instance["entries"]
    if type(value_1) is not list:
        return False
    for item_2 in value_1:
        if not check_PlanEntry(item_2):
            return False
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_37):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_38))


def check_PromptCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "image" in instance:
        value_1 = instance["image"]
        if type(value_1) is not bool:
            return False
    if "audio" in instance:
        value_2 = instance["audio"]
        if type(value_2) is not bool:
            return False
    if "embeddedContext" in instance:
        value_3 = instance["embeddedContext"]
        if type(value_3) is not bool:
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return True


def check_PromptCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "image" in instance:
        value_1 = instance["image"]
        if type(value_1) is not bool:
            return False
    if "audio" in instance:
        value_2 = instance["audio"]
        if type(value_2) is not bool:
            return False
    if "embeddedContext" in instance:
        value_3 = instance["embeddedContext"]
        if type(value_3) is not bool:
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_4))


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
        if type(item_3) is dict and not extras_are_json(item_3, _NAMES_25):
            return False
    if "_meta" in instance:
        value_5 = instance["_meta"]
        if not (type(value_5) is dict or value_5 is None):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_39))


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
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_25):
            return False
    if check_PromptSuggestion_properties_prompt_not(value_1):
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
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
            if _PATTERN_124.search(value_4) is None:
                return False
            if type(item_1) is dict and not extras_are_json(item_1, _NAMES_125):
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
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_25):
            return False
    if check_PromptSuggestion_properties_prompt_not(value_1):
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_40))


def check_PromptSuggestionsAudioCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return True


def check_PromptSuggestionsAudioCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_1))


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
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    if "audio" in instance:
        value_2 = instance["audio"]
        if not (
            check_PromptSuggestionsCapabilities_properties_audio_anyOf_0(value_2)
            or check_PromptSuggestionsCapabilities_properties_audio_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
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
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
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
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    if "audio" in instance:
        value_2 = instance["audio"]
        if not (
            check_PromptSuggestionsCapabilities_properties_audio_anyOf_0(value_2)
            or check_PromptSuggestionsCapabilities_properties_audio_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
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
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_4))


def check_PromptSuggestionsEmbeddedContextCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return True


def check_PromptSuggestionsEmbeddedContextCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_1))


def check_PromptSuggestionsImageCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return True


def check_PromptSuggestionsImageCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_1))


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
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_40):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
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
        if type(item_2) is dict and not extras_are_json(item_2, _NAMES_40):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_41))


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


def check_ResourceLink(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "name" not in instance or "uri" not in instance:
        return False
    if "annotations" in instance:
        value_1 = instance["annotations"]
        if not (
            check_ResourceLink_properties_annotations_anyOf_0(value_1)
            or check_ResourceLink_properties_annotations_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_8):
            return False
    if "description" in instance:
        value_2 = instance["description"]
        if not (type(value_2) is str or value_2 is None):
            return False
    if "mimeType" in instance:
        value_3 = instance["mimeType"]
        if not (type(value_3) is str or value_3 is None):
            return False
    value_4 = instance["name"]
    if type(value_4) is not str:
        return False
    if "size" in instance:
        value_5 = instance["size"]
        if not (
            (type(value_5) is int or (type(value_5) is float and value_5.is_integer()))
            or value_5 is None
        ):
            return False
    if "title" in instance:
        value_6 = instance["title"]
        if not (type(value_6) is str or value_6 is None):
            return False
    value_7 = instance["uri"]
    if type(value_7) is not str:
        return False
    if "_meta" in instance:
        value_8 = instance["_meta"]
        if not (type(value_8) is dict or value_8 is None):
            return False
        if type(value_8) is dict and not extras_are_json(value_8, _NAMES_2):
            return False
    return True


def check_ResourceLink_properties_annotations_anyOf_0(instance: object) -> bool:
    return check_Annotations(instance)


def check_ResourceLink_properties_annotations_anyOf_1(instance: object) -> bool:
    return instance is None


def check_ResourceLink_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "name" not in instance or "uri" not in instance:
        return False
    if "annotations" in instance:
        value_1 = instance["annotations"]
        if not (
            check_ResourceLink_properties_annotations_anyOf_0(value_1)
            or check_ResourceLink_properties_annotations_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_8):
            return False
    if "description" in instance:
        value_2 = instance["description"]
        if not (type(value_2) is str or value_2 is None):
            return False
    if "mimeType" in instance:
        value_3 = instance["mimeType"]
        if not (type(value_3) is str or value_3 is None):
            return False
    value_4 = instance["name"]
    if type(value_4) is not str:
        return False
    if "size" in instance:
        value_5 = instance["size"]
        if not (
            (type(value_5) is int or (type(value_5) is float and value_5.is_integer()))
            or value_5 is None
        ):
            return False
    if "title" in instance:
        value_6 = instance["title"]
        if not (type(value_6) is str or value_6 is None):
            return False
    value_7 = instance["uri"]
    if type(value_7) is not str:
        return False
    if "_meta" in instance:
        value_8 = instance["_meta"]
        if not (type(value_8) is dict or value_8 is None):
            return False
        if type(value_8) is dict and not extras_are_json(value_8, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_42))


def check_Role(instance: object) -> bool:
    matches_1 = check_Role_oneOf_0(instance) + check_Role_oneOf_1(instance)
    return not (matches_1 != 1)


def check_Role_oneOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "assistant"


def check_Role_oneOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "user"


def check_Role_value(instance: object) -> bool:
    matches_1 = check_Role_oneOf_0(instance) + check_Role_oneOf_1(instance)
    return not (matches_1 != 1)


def check_SessionAdditionalDirectoriesCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return True


def check_SessionAdditionalDirectoriesCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_1))


def check_SessionCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "list" in instance:
        value_1 = instance["list"]
        if not (
            check_SessionCapabilities_properties_list_anyOf_0(value_1)
            or check_SessionCapabilities_properties_list_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    if "delete" in instance:
        value_2 = instance["delete"]
        if not (
            check_SessionCapabilities_properties_delete_anyOf_0(value_2)
            or check_SessionCapabilities_properties_delete_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    if "additionalDirectories" in instance:
        value_3 = instance["additionalDirectories"]
        if not (
            check_SessionCapabilities_properties_additionalDirectories_anyOf_0(value_3)
            or check_SessionCapabilities_properties_additionalDirectories_anyOf_1(
                value_3
            )
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    if "resume" in instance:
        value_4 = instance["resume"]
        if not (
            check_SessionCapabilities_properties_resume_anyOf_0(value_4)
            or check_SessionCapabilities_properties_resume_anyOf_1(value_4)
        ):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    if "close" in instance:
        value_5 = instance["close"]
        if not (
            check_SessionCapabilities_properties_close_anyOf_0(value_5)
            or check_SessionCapabilities_properties_close_anyOf_1(value_5)
        ):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_2):
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


def check_SessionCapabilities_properties_close_anyOf_0(instance: object) -> bool:
    return check_SessionCloseCapabilities(instance)


def check_SessionCapabilities_properties_close_anyOf_1(instance: object) -> bool:
    return instance is None


def check_SessionCapabilities_properties_delete_anyOf_0(instance: object) -> bool:
    return check_SessionDeleteCapabilities(instance)


def check_SessionCapabilities_properties_delete_anyOf_1(instance: object) -> bool:
    return instance is None


def check_SessionCapabilities_properties_list_anyOf_0(instance: object) -> bool:
    return check_SessionListCapabilities(instance)


def check_SessionCapabilities_properties_list_anyOf_1(instance: object) -> bool:
    return instance is None


def check_SessionCapabilities_properties_resume_anyOf_0(instance: object) -> bool:
    return check_SessionResumeCapabilities(instance)


def check_SessionCapabilities_properties_resume_anyOf_1(instance: object) -> bool:
    return instance is None


def check_SessionCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "list" in instance:
        value_1 = instance["list"]
        if not (
            check_SessionCapabilities_properties_list_anyOf_0(value_1)
            or check_SessionCapabilities_properties_list_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    if "delete" in instance:
        value_2 = instance["delete"]
        if not (
            check_SessionCapabilities_properties_delete_anyOf_0(value_2)
            or check_SessionCapabilities_properties_delete_anyOf_1(value_2)
        ):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_1):
            return False
    if "additionalDirectories" in instance:
        value_3 = instance["additionalDirectories"]
        if not (
            check_SessionCapabilities_properties_additionalDirectories_anyOf_0(value_3)
            or check_SessionCapabilities_properties_additionalDirectories_anyOf_1(
                value_3
            )
        ):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_1):
            return False
    if "resume" in instance:
        value_4 = instance["resume"]
        if not (
            check_SessionCapabilities_properties_resume_anyOf_0(value_4)
            or check_SessionCapabilities_properties_resume_anyOf_1(value_4)
        ):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_1):
            return False
    if "close" in instance:
        value_5 = instance["close"]
        if not (
            check_SessionCapabilities_properties_close_anyOf_0(value_5)
            or check_SessionCapabilities_properties_close_anyOf_1(value_5)
        ):
            return False
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_1):
            return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_6))


def check_SessionCloseCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return True


def check_SessionCloseCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_1))


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
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_43))


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
    if "id" not in instance or "name" not in instance:
        return False
    value_1 = instance["id"]
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
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_2):
            return False
    tag_6 = instance.get("type")
    if type(tag_6) is not str:
        return False
    branch_7 = _UNION_2.get(tag_6)
    return not (branch_7 is None or not branch_7(instance))


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


def check_SessionConfigOption_oneOf_0(instance: object) -> bool:
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


def check_SessionConfigOption_oneOf_1(instance: object) -> bool:
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


def check_SessionConfigOption_properties_category_anyOf_0(instance: object) -> bool:
    return check_SessionConfigOptionCategory(instance)


def check_SessionConfigOption_properties_category_anyOf_1(instance: object) -> bool:
    return instance is None


def check_SessionConfigOption_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "id" not in instance or "name" not in instance:
        return False
    value_1 = instance["id"]
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
        if type(value_5) is dict and not extras_are_json(value_5, _NAMES_2):
            return False
    tag_6 = instance.get("type")
    if type(tag_6) is not str:
        return False
    branch_7 = _UNION_2.get(tag_6)
    if branch_7 is None or not branch_7(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_23))


def check_SessionConfigOptionsCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "boolean" in instance:
        value_1 = instance["boolean"]
        if not (
            check_SessionConfigOptionsCapabilities_properties_boolean_anyOf_0(value_1)
            or check_SessionConfigOptionsCapabilities_properties_boolean_anyOf_1(
                value_1
            )
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return True


def check_SessionConfigOptionsCapabilities_properties_boolean_anyOf_0(
    instance: object,
) -> bool:
    return check_BooleanConfigOptionCapabilities(instance)


def check_SessionConfigOptionsCapabilities_properties_boolean_anyOf_1(
    instance: object,
) -> bool:
    return instance is None


def check_SessionConfigOptionsCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "boolean" in instance:
        value_1 = instance["boolean"]
        if not (
            check_SessionConfigOptionsCapabilities_properties_boolean_anyOf_0(value_1)
            or check_SessionConfigOptionsCapabilities_properties_boolean_anyOf_1(
                value_1
            )
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_1):
            return False
    if "_meta" in instance:
        value_2 = instance["_meta"]
        if not (type(value_2) is dict or value_2 is None):
            return False
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
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
    if "group" not in instance or "name" not in instance or "options" not in instance:
        return False
    value_1 = instance["group"]
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
        if type(item_4) is dict and not extras_are_json(item_4, _NAMES_45):
            return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_2):
            return False
    return True


def check_SessionConfigSelectGroup_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "group" not in instance or "name" not in instance or "options" not in instance:
        return False
    value_1 = instance["group"]
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
        if type(item_4) is dict and not extras_are_json(item_4, _NAMES_45):
            return False
    if "_meta" in instance:
        value_6 = instance["_meta"]
        if not (type(value_6) is dict or value_6 is None):
            return False
        if type(value_6) is dict and not extras_are_json(value_6, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_46))


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
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
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
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_45))


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
        if type(item_1) is dict and not extras_are_json(item_1, _NAMES_45):
            return False
    return True


def check_SessionConfigSelectOptions_anyOf_1(instance: object) -> bool:
    if type(instance) is not list:
        return False
    for item_1 in instance:
        if not check_SessionConfigSelectGroup(item_1):
            return False
        if type(item_1) is dict and not extras_are_json(item_1, _NAMES_46):
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
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_44))


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
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return True


def check_SessionDeleteCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_1))


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
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
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
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_47))


def check_SessionListCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return True


def check_SessionListCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_1))


def check_SessionModeId(instance: object) -> bool:
    return type(instance) is str


def check_SessionModeId_value(instance: object) -> bool:
    return type(instance) is str


def check_SessionNotification_value(instance: object) -> bool:
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
    if type(value_2) is dict and not extras_are_json(value_2, _NAMES_48):
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_49))


def check_SessionResumeCapabilities(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return True


def check_SessionResumeCapabilities_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "_meta" in instance:
        value_1 = instance["_meta"]
        if not (type(value_1) is dict or value_1 is None):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_1))


def check_SessionUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("sessionUpdate")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_3.get(tag_1)
    return not (branch_2 is None or not branch_2(instance))


def check_SessionUpdate_oneOf_0(instance: object) -> bool:
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


def check_SessionUpdate_oneOf_1(instance: object) -> bool:
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


def check_SessionUpdate_oneOf_10(instance: object) -> bool:
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


def check_SessionUpdate_oneOf_11(instance: object) -> bool:
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


def check_SessionUpdate_oneOf_2(instance: object) -> bool:
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


def check_SessionUpdate_oneOf_3(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "tool_call"):
        return False
    return check_ToolCall(instance)


def check_SessionUpdate_oneOf_4(instance: object) -> bool:
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


def check_SessionUpdate_oneOf_5(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "plan"):
        return False
    return check_Plan(instance)


def check_SessionUpdate_oneOf_6(instance: object) -> bool:
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


def check_SessionUpdate_oneOf_7(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "sessionUpdate" not in instance:
        return False
    value_1 = instance["sessionUpdate"]
    if type(value_1) is not str:
        return False
    if not (type(value_1) is str and value_1 == "current_mode_update"):
        return False
    return check_CurrentModeUpdate(instance)


def check_SessionUpdate_oneOf_8(instance: object) -> bool:
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


def check_SessionUpdate_oneOf_9(instance: object) -> bool:
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


def check_SessionUpdate_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("sessionUpdate")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_3.get(tag_1)
    if branch_2 is None or not branch_2(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_48))


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
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return True


def check_TerminalId(instance: object) -> bool:
    return type(instance) is str


def check_TerminalId_value(instance: object) -> bool:
    return type(instance) is str


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
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_50))


def check_TextContent(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "text" not in instance:
        return False
    if "annotations" in instance:
        value_1 = instance["annotations"]
        if not (
            check_TextContent_properties_annotations_anyOf_0(value_1)
            or check_TextContent_properties_annotations_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_8):
            return False
    value_2 = instance["text"]
    if type(value_2) is not str:
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
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
    if "annotations" in instance:
        value_1 = instance["annotations"]
        if not (
            check_TextContent_properties_annotations_anyOf_0(value_1)
            or check_TextContent_properties_annotations_anyOf_1(value_1)
        ):
            return False
        if type(value_1) is dict and not extras_are_json(value_1, _NAMES_8):
            return False
    value_2 = instance["text"]
    if type(value_2) is not str:
        return False
    if "_meta" in instance:
        value_3 = instance["_meta"]
        if not (type(value_3) is dict or value_3 is None):
            return False
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_51))


def check_TextResourceContents(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "text" not in instance or "uri" not in instance:
        return False
    if "mimeType" in instance:
        value_1 = instance["mimeType"]
        if not (type(value_1) is str or value_1 is None):
            return False
    value_2 = instance["text"]
    if type(value_2) is not str:
        return False
    value_3 = instance["uri"]
    if type(value_3) is not str:
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return True


def check_TextResourceContents_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "text" not in instance or "uri" not in instance:
        return False
    if "mimeType" in instance:
        value_1 = instance["mimeType"]
        if not (type(value_1) is str or value_1 is None):
            return False
    value_2 = instance["text"]
    if type(value_2) is not str:
        return False
    value_3 = instance["uri"]
    if type(value_3) is not str:
        return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_52))


def check_ToolCall(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "toolCallId" not in instance or "title" not in instance:
        return False
    value_1 = instance["toolCallId"]
    if not check_ToolCallId(value_1):
        return False
    value_2 = instance["title"]
    if type(value_2) is not str:
        return False
    if "kind" in instance:
        value_3 = instance["kind"]
        if not check_ToolKind(value_3):
            return False
    if "status" in instance:
        value_4 = instance["status"]
        if not check_ToolCallStatus(value_4):
            return False
    if "content" in instance:
        value_5 = instance["content"]
        if type(value_5) is not list:
            return False
        for item_6 in value_5:
            if not check_ToolCallContent(item_6):
                return False
            if type(item_6) is dict and not extras_are_json(item_6, _NAMES_53):
                return False
    if "locations" in instance:
        value_8 = instance["locations"]
        if type(value_8) is not list:
            return False
        for item_9 in value_8:
            if not check_ToolCallLocation(item_9):
                return False
            if type(item_9) is dict and not extras_are_json(item_9, _NAMES_54):
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
        if type(value_13) is dict and not extras_are_json(value_13, _NAMES_2):
            return False
    return True


def check_ToolCallContent(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_4.get(tag_1)
    return not (branch_2 is None or not branch_2(instance))


def check_ToolCallContent_oneOf_0(instance: object) -> bool:
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


def check_ToolCallContent_oneOf_1(instance: object) -> bool:
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


def check_ToolCallContent_oneOf_2(instance: object) -> bool:
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


def check_ToolCallContent_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    tag_1 = instance.get("type")
    if type(tag_1) is not str:
        return False
    branch_2 = _UNION_4.get(tag_1)
    if branch_2 is None or not branch_2(instance):
        return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_53))


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
    if type(value_1) is not str:
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
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return True


def check_ToolCallLocation_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "path" not in instance:
        return False
    value_1 = instance["path"]
    if type(value_1) is not str:
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
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_54))


def check_ToolCallStatus(instance: object) -> bool:
    matches_1 = (
        check_ToolCallStatus_oneOf_0(instance)
        + check_ToolCallStatus_oneOf_1(instance)
        + check_ToolCallStatus_oneOf_2(instance)
        + check_ToolCallStatus_oneOf_3(instance)
    )
    return not (matches_1 != 1)


def check_ToolCallStatus_oneOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "pending"


def check_ToolCallStatus_oneOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "in_progress"


def check_ToolCallStatus_oneOf_2(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "completed"


def check_ToolCallStatus_oneOf_3(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "failed"


def check_ToolCallStatus_value(instance: object) -> bool:
    matches_1 = (
        check_ToolCallStatus_oneOf_0(instance)
        + check_ToolCallStatus_oneOf_1(instance)
        + check_ToolCallStatus_oneOf_2(instance)
        + check_ToolCallStatus_oneOf_3(instance)
    )
    return not (matches_1 != 1)


def check_ToolCallUpdate(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "toolCallId" not in instance:
        return False
    value_1 = instance["toolCallId"]
    if not check_ToolCallId(value_1):
        return False
    if "kind" in instance:
        value_2 = instance["kind"]
        if not (
            check_ToolCallUpdate_properties_kind_anyOf_0(value_2)
            or check_ToolCallUpdate_properties_kind_anyOf_1(value_2)
        ):
            return False
    if "status" in instance:
        value_3 = instance["status"]
        if not (
            check_ToolCallUpdate_properties_status_anyOf_0(value_3)
            or check_ToolCallUpdate_properties_status_anyOf_1(value_3)
        ):
            return False
    if "title" in instance:
        value_4 = instance["title"]
        if not (type(value_4) is str or value_4 is None):
            return False
    if "content" in instance:
        value_5 = instance["content"]
        if not (type(value_5) is list or value_5 is None):
            return False
        if type(value_5) is list:
            for item_6 in value_5:
                if not check_ToolCallContent(item_6):
                    return False
                if type(item_6) is dict and not extras_are_json(item_6, _NAMES_53):
                    return False
    if "locations" in instance:
        value_8 = instance["locations"]
        if not (type(value_8) is list or value_8 is None):
            return False
        if type(value_8) is list:
            for item_9 in value_8:
                if not check_ToolCallLocation(item_9):
                    return False
                if type(item_9) is dict and not extras_are_json(item_9, _NAMES_54):
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
        if type(value_13) is dict and not extras_are_json(value_13, _NAMES_2):
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
    if "kind" in instance:
        value_2 = instance["kind"]
        if not (
            check_ToolCallUpdate_properties_kind_anyOf_0(value_2)
            or check_ToolCallUpdate_properties_kind_anyOf_1(value_2)
        ):
            return False
    if "status" in instance:
        value_3 = instance["status"]
        if not (
            check_ToolCallUpdate_properties_status_anyOf_0(value_3)
            or check_ToolCallUpdate_properties_status_anyOf_1(value_3)
        ):
            return False
    if "title" in instance:
        value_4 = instance["title"]
        if not (type(value_4) is str or value_4 is None):
            return False
    if "content" in instance:
        value_5 = instance["content"]
        if not (type(value_5) is list or value_5 is None):
            return False
        if type(value_5) is list:
            for item_6 in value_5:
                if not check_ToolCallContent(item_6):
                    return False
                if type(item_6) is dict and not extras_are_json(item_6, _NAMES_53):
                    return False
    if "locations" in instance:
        value_8 = instance["locations"]
        if not (type(value_8) is list or value_8 is None):
            return False
        if type(value_8) is list:
            for item_9 in value_8:
                if not check_ToolCallLocation(item_9):
                    return False
                if type(item_9) is dict and not extras_are_json(item_9, _NAMES_54):
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
        if type(value_13) is dict and not extras_are_json(value_13, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_55))


def check_ToolCall_value(instance: object) -> bool:
    if type(instance) is not dict:
        return False
    if "toolCallId" not in instance or "title" not in instance:
        return False
    value_1 = instance["toolCallId"]
    if not check_ToolCallId(value_1):
        return False
    value_2 = instance["title"]
    if type(value_2) is not str:
        return False
    if "kind" in instance:
        value_3 = instance["kind"]
        if not check_ToolKind(value_3):
            return False
    if "status" in instance:
        value_4 = instance["status"]
        if not check_ToolCallStatus(value_4):
            return False
    if "content" in instance:
        value_5 = instance["content"]
        if type(value_5) is not list:
            return False
        for item_6 in value_5:
            if not check_ToolCallContent(item_6):
                return False
            if type(item_6) is dict and not extras_are_json(item_6, _NAMES_53):
                return False
    if "locations" in instance:
        value_8 = instance["locations"]
        if type(value_8) is not list:
            return False
        for item_9 in value_8:
            if not check_ToolCallLocation(item_9):
                return False
            if type(item_9) is dict and not extras_are_json(item_9, _NAMES_54):
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
        if type(value_13) is dict and not extras_are_json(value_13, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_55))


def check_ToolKind(instance: object) -> bool:
    matches_1 = (
        check_ToolKind_oneOf_0(instance)
        + check_ToolKind_oneOf_1(instance)
        + check_ToolKind_oneOf_2(instance)
        + check_ToolKind_oneOf_3(instance)
        + check_ToolKind_oneOf_4(instance)
        + check_ToolKind_oneOf_5(instance)
        + check_ToolKind_oneOf_6(instance)
        + check_ToolKind_oneOf_7(instance)
        + check_ToolKind_oneOf_8(instance)
        + check_ToolKind_oneOf_9(instance)
    )
    return not (matches_1 != 1)


def check_ToolKind_oneOf_0(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "read"


def check_ToolKind_oneOf_1(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "edit"


def check_ToolKind_oneOf_2(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "delete"


def check_ToolKind_oneOf_3(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "move"


def check_ToolKind_oneOf_4(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "search"


def check_ToolKind_oneOf_5(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "execute"


def check_ToolKind_oneOf_6(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "think"


def check_ToolKind_oneOf_7(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "fetch"


def check_ToolKind_oneOf_8(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "switch_mode"


def check_ToolKind_oneOf_9(instance: object) -> bool:
    if type(instance) is not str:
        return False
    return type(instance) is str and instance == "other"


def check_ToolKind_value(instance: object) -> bool:
    matches_1 = (
        check_ToolKind_oneOf_0(instance)
        + check_ToolKind_oneOf_1(instance)
        + check_ToolKind_oneOf_2(instance)
        + check_ToolKind_oneOf_3(instance)
        + check_ToolKind_oneOf_4(instance)
        + check_ToolKind_oneOf_5(instance)
        + check_ToolKind_oneOf_6(instance)
        + check_ToolKind_oneOf_7(instance)
        + check_ToolKind_oneOf_8(instance)
        + check_ToolKind_oneOf_9(instance)
    )
    return not (matches_1 != 1)


def check_UnstructuredCommandInput(instance: object) -> bool:
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
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return True


def check_UnstructuredCommandInput_value(instance: object) -> bool:
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
        if type(value_2) is dict and not extras_are_json(value_2, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_14))


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
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_28):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
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
        if type(value_3) is dict and not extras_are_json(value_3, _NAMES_28):
            return False
    if "_meta" in instance:
        value_4 = instance["_meta"]
        if not (type(value_4) is dict or value_4 is None):
            return False
        if type(value_4) is dict and not extras_are_json(value_4, _NAMES_2):
            return False
    return not (type(instance) is dict and not extras_are_json(instance, _NAMES_56))


def errors_AgentAuthCapabilities(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "logout" in instance:
            value_1 = instance["logout"]
            path_2 = path + "/logout"
            if not (
                check_AgentAuthCapabilities_properties_logout_anyOf_0(value_1)
                or check_AgentAuthCapabilities_properties_logout_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_1, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "_meta" in instance:
            value_4 = instance["_meta"]
            path_5 = path + "/_meta"
            if not (type(value_4) is dict or value_4 is None):
                errors.append(_FAIL_59.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_2, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_AgentAuthCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "logout" in instance:
            value_1 = instance["logout"]
            path_2 = path + "/logout"
            if not (
                check_AgentAuthCapabilities_properties_logout_anyOf_0(value_1)
                or check_AgentAuthCapabilities_properties_logout_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_1, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "_meta" in instance:
            value_4 = instance["_meta"]
            path_5 = path + "/_meta"
            if not (type(value_4) is dict or value_4 is None):
                errors.append(_FAIL_59.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_2, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
    if type(instance) is dict:
        problem_7 = extras_problem(instance, _NAMES_3, path)
        if problem_7 is not None:
            errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_AgentCapabilities(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "loadSession" in instance:
            value_1 = instance["loadSession"]
            path_2 = path + "/loadSession"
            if type(value_1) is not bool:
                errors.append(_FAIL_60.at(path_2, value_1))
        if "promptCapabilities" in instance:
            value_3 = instance["promptCapabilities"]
            path_4 = path + "/promptCapabilities"
            errors_PromptCapabilities(value_3, path_4, errors)
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_4, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "mcpCapabilities" in instance:
            value_6 = instance["mcpCapabilities"]
            path_7 = path + "/mcpCapabilities"
            errors_McpCapabilities(value_6, path_7, errors)
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_5, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
        if "sessionCapabilities" in instance:
            value_9 = instance["sessionCapabilities"]
            path_10 = path + "/sessionCapabilities"
            errors_SessionCapabilities(value_9, path_10, errors)
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_6, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
        if "auth" in instance:
            value_12 = instance["auth"]
            path_13 = path + "/auth"
            errors_AgentAuthCapabilities(value_12, path_13, errors)
            if type(value_12) is dict:
                problem_14 = extras_problem(value_12, _NAMES_3, path_13)
                if problem_14 is not None:
                    errors.append(ValidationError(problem_14[0], "type", problem_14[1]))
        if "_meta" in instance:
            value_15 = instance["_meta"]
            path_16 = path + "/_meta"
            if not (type(value_15) is dict or value_15 is None):
                errors.append(_FAIL_59.at(path_16, value_15))
            if type(value_15) is dict:
                problem_17 = extras_problem(value_15, _NAMES_2, path_16)
                if problem_17 is not None:
                    errors.append(ValidationError(problem_17[0], "type", problem_17[1]))


def errors_AgentCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "loadSession" in instance:
            value_1 = instance["loadSession"]
            path_2 = path + "/loadSession"
            if type(value_1) is not bool:
                errors.append(_FAIL_60.at(path_2, value_1))
        if "promptCapabilities" in instance:
            value_3 = instance["promptCapabilities"]
            path_4 = path + "/promptCapabilities"
            errors_PromptCapabilities(value_3, path_4, errors)
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_4, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "mcpCapabilities" in instance:
            value_6 = instance["mcpCapabilities"]
            path_7 = path + "/mcpCapabilities"
            errors_McpCapabilities(value_6, path_7, errors)
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_5, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
        if "sessionCapabilities" in instance:
            value_9 = instance["sessionCapabilities"]
            path_10 = path + "/sessionCapabilities"
            errors_SessionCapabilities(value_9, path_10, errors)
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_6, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
        if "auth" in instance:
            value_12 = instance["auth"]
            path_13 = path + "/auth"
            errors_AgentAuthCapabilities(value_12, path_13, errors)
            if type(value_12) is dict:
                problem_14 = extras_problem(value_12, _NAMES_3, path_13)
                if problem_14 is not None:
                    errors.append(ValidationError(problem_14[0], "type", problem_14[1]))
        if "_meta" in instance:
            value_15 = instance["_meta"]
            path_16 = path + "/_meta"
            if not (type(value_15) is dict or value_15 is None):
                errors.append(_FAIL_59.at(path_16, value_15))
            if type(value_15) is dict:
                problem_17 = extras_problem(value_15, _NAMES_2, path_16)
                if problem_17 is not None:
                    errors.append(ValidationError(problem_17[0], "type", problem_17[1]))
    if type(instance) is dict:
        problem_18 = extras_problem(instance, _NAMES_7, path)
        if problem_18 is not None:
            errors.append(ValidationError(problem_18[0], "type", problem_18[1]))


def errors_Annotations_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "audience" in instance:
            value_1 = instance["audience"]
            path_2 = path + "/audience"
            if not (type(value_1) is list or value_1 is None):
                errors.append(_FAIL_61.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_Role(item_3, path_5, errors)
        if "lastModified" in instance:
            value_6 = instance["lastModified"]
            path_7 = path + "/lastModified"
            if not (type(value_6) is str or value_6 is None):
                errors.append(_FAIL_62.at(path_7, value_6))
        if "priority" in instance:
            value_8 = instance["priority"]
            path_9 = path + "/priority"
            if not (
                (type(value_8) is int or (type(value_8) is float and isfinite(value_8)))
                or value_8 is None
            ):
                errors.append(_FAIL_63.at(path_9, value_8))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_59.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_2, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
    if type(instance) is dict:
        problem_13 = extras_problem(instance, _NAMES_8, path)
        if problem_13 is not None:
            errors.append(ValidationError(problem_13[0], "type", problem_13[1]))


def errors_AudioContent(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "data" not in instance:
            errors.append(_FAIL_64.at(path))
        if "mimeType" not in instance:
            errors.append(_FAIL_65.at(path))
        if "annotations" in instance:
            value_1 = instance["annotations"]
            path_2 = path + "/annotations"
            if not (
                check_AudioContent_properties_annotations_anyOf_0(value_1)
                or check_AudioContent_properties_annotations_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_8, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "data" in instance:
            value_4 = instance["data"]
            path_5 = path + "/data"
            if type(value_4) is not str:
                errors.append(_FAIL_66.at(path_5, value_4))
        if "mimeType" in instance:
            value_6 = instance["mimeType"]
            path_7 = path + "/mimeType"
            if type(value_6) is not str:
                errors.append(_FAIL_66.at(path_7, value_6))
        if "_meta" in instance:
            value_8 = instance["_meta"]
            path_9 = path + "/_meta"
            if not (type(value_8) is dict or value_8 is None):
                errors.append(_FAIL_59.at(path_9, value_8))
            if type(value_8) is dict:
                problem_10 = extras_problem(value_8, _NAMES_2, path_9)
                if problem_10 is not None:
                    errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_AudioContent_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "data" not in instance:
            errors.append(_FAIL_64.at(path))
        if "mimeType" not in instance:
            errors.append(_FAIL_65.at(path))
        if "annotations" in instance:
            value_1 = instance["annotations"]
            path_2 = path + "/annotations"
            if not (
                check_AudioContent_properties_annotations_anyOf_0(value_1)
                or check_AudioContent_properties_annotations_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_8, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "data" in instance:
            value_4 = instance["data"]
            path_5 = path + "/data"
            if type(value_4) is not str:
                errors.append(_FAIL_66.at(path_5, value_4))
        if "mimeType" in instance:
            value_6 = instance["mimeType"]
            path_7 = path + "/mimeType"
            if type(value_6) is not str:
                errors.append(_FAIL_66.at(path_7, value_6))
        if "_meta" in instance:
            value_8 = instance["_meta"]
            path_9 = path + "/_meta"
            if not (type(value_8) is dict or value_8 is None):
                errors.append(_FAIL_59.at(path_9, value_8))
            if type(value_8) is dict:
                problem_10 = extras_problem(value_8, _NAMES_2, path_9)
                if problem_10 is not None:
                    errors.append(ValidationError(problem_10[0], "type", problem_10[1]))
    if type(instance) is dict:
        problem_11 = extras_problem(instance, _NAMES_9, path)
        if problem_11 is not None:
            errors.append(ValidationError(problem_11[0], "type", problem_11[1]))


def errors_AuthCapabilities(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "terminal" in instance:
            value_1 = instance["terminal"]
            path_2 = path + "/terminal"
            if type(value_1) is not bool:
                errors.append(_FAIL_60.at(path_2, value_1))
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_59.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_2, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))


def errors_AuthCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "terminal" in instance:
            value_1 = instance["terminal"]
            path_2 = path + "/terminal"
            if type(value_1) is not bool:
                errors.append(_FAIL_60.at(path_2, value_1))
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_59.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_2, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
    if type(instance) is dict:
        problem_6 = extras_problem(instance, _NAMES_10, path)
        if problem_6 is not None:
            errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_AuthMethod(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (check_AuthMethod_anyOf_0(instance) or check_AuthMethod_anyOf_1(instance)):
        errors.append(_FAIL_58.at(path, instance))


def errors_AuthMethodAgent_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "id" not in instance:
            errors.append(_FAIL_67.at(path))
        if "name" not in instance:
            errors.append(_FAIL_68.at(path))
        if "id" in instance:
            value_1 = instance["id"]
            path_2 = path + "/id"
            errors_AuthMethodId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_62.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_12, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_AuthMethodId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_AuthMethodId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_AuthMethodTerminal_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "id" not in instance:
            errors.append(_FAIL_67.at(path))
        if "name" not in instance:
            errors.append(_FAIL_68.at(path))
        if "id" in instance:
            value_1 = instance["id"]
            path_2 = path + "/id"
            errors_AuthMethodId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_62.at(path_6, value_5))
        if "args" in instance:
            value_7 = instance["args"]
            path_8 = path + "/args"
            if type(value_7) is not list:
                errors.append(_FAIL_69.at(path_8, value_7))
            if type(value_7) is list:
                for index_10, item_9 in enumerate(value_7):
                    path_11 = path_8 + "/" + str(index_10)
                    if type(item_9) is not str:
                        errors.append(_FAIL_66.at(path_11, item_9))
        if "env" in instance:
            value_12 = instance["env"]
            path_13 = path + "/env"
            if type(value_12) is not dict:
                errors.append(_FAIL_57.at(path_13, value_12))
            if type(value_12) is dict:
                for key_14, value_15 in value_12.items():
                    if key_14 in _NAMES_2:
                        continue
                    if type(key_14) is not str:
                        errors.append(_FAIL_70.at(path_13, key_14))
                    path_16 = path_13 + "/" + escape_token(key_14)
                    if type(value_15) is not str:
                        errors.append(_FAIL_66.at(path_16, value_15))
        if "_meta" in instance:
            value_17 = instance["_meta"]
            path_18 = path + "/_meta"
            if not (type(value_17) is dict or value_17 is None):
                errors.append(_FAIL_59.at(path_18, value_17))
            if type(value_17) is dict:
                problem_19 = extras_problem(value_17, _NAMES_2, path_18)
                if problem_19 is not None:
                    errors.append(ValidationError(problem_19[0], "type", problem_19[1]))
    if type(instance) is dict:
        problem_20 = extras_problem(instance, _NAMES_13, path)
        if problem_20 is not None:
            errors.append(ValidationError(problem_20[0], "type", problem_20[1]))


def errors_AuthMethod_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (check_AuthMethod_anyOf_0(instance) or check_AuthMethod_anyOf_1(instance)):
        errors.append(_FAIL_58.at(path, instance))
    if type(instance) is dict:
        problem_1 = extras_problem(instance, _NAMES_11, path)
        if problem_1 is not None:
            errors.append(ValidationError(problem_1[0], "type", problem_1[1]))


def errors_AvailableCommand(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_68.at(path))
        if "description" not in instance:
            errors.append(_FAIL_71.at(path))
        if "name" in instance:
            value_1 = instance["name"]
            path_2 = path + "/name"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
        if "description" in instance:
            value_3 = instance["description"]
            path_4 = path + "/description"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "input" in instance:
            value_5 = instance["input"]
            path_6 = path + "/input"
            if not (
                check_AvailableCommand_properties_input_anyOf_0(value_5)
                or check_AvailableCommand_properties_input_anyOf_1(value_5)
            ):
                errors.append(_FAIL_58.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_14, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
        if "_meta" in instance:
            value_8 = instance["_meta"]
            path_9 = path + "/_meta"
            if not (type(value_8) is dict or value_8 is None):
                errors.append(_FAIL_59.at(path_9, value_8))
            if type(value_8) is dict:
                problem_10 = extras_problem(value_8, _NAMES_2, path_9)
                if problem_10 is not None:
                    errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_AvailableCommandInput_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (check_AvailableCommandInput_anyOf_0(instance)):
        errors.append(_FAIL_72.at(path, instance))
    if type(instance) is dict:
        problem_1 = extras_problem(instance, _NAMES_14, path)
        if problem_1 is not None:
            errors.append(ValidationError(problem_1[0], "type", problem_1[1]))


def errors_AvailableCommand_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_68.at(path))
        if "description" not in instance:
            errors.append(_FAIL_71.at(path))
        if "name" in instance:
            value_1 = instance["name"]
            path_2 = path + "/name"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
        if "description" in instance:
            value_3 = instance["description"]
            path_4 = path + "/description"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "input" in instance:
            value_5 = instance["input"]
            path_6 = path + "/input"
            if not (
                check_AvailableCommand_properties_input_anyOf_0(value_5)
                or check_AvailableCommand_properties_input_anyOf_1(value_5)
            ):
                errors.append(_FAIL_58.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_14, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
        if "_meta" in instance:
            value_8 = instance["_meta"]
            path_9 = path + "/_meta"
            if not (type(value_8) is dict or value_8 is None):
                errors.append(_FAIL_59.at(path_9, value_8))
            if type(value_8) is dict:
                problem_10 = extras_problem(value_8, _NAMES_2, path_9)
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
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "availableCommands" not in instance:
            errors.append(_FAIL_73.at(path))
        if "availableCommands" in instance:
            value_1 = instance["availableCommands"]
            path_2 = path + "/availableCommands"
            if type(value_1) is not list:
                errors.append(_FAIL_69.at(path_2, value_1))
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
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_AvailableCommandsUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "availableCommands" not in instance:
            errors.append(_FAIL_73.at(path))
        if "availableCommands" in instance:
            value_1 = instance["availableCommands"]
            path_2 = path + "/availableCommands"
            if type(value_1) is not list:
                errors.append(_FAIL_69.at(path_2, value_1))
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
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
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
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "blob" not in instance:
            errors.append(_FAIL_74.at(path))
        if "uri" not in instance:
            errors.append(_FAIL_75.at(path))
        if "blob" in instance:
            value_1 = instance["blob"]
            path_2 = path + "/blob"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
        if "mimeType" in instance:
            value_3 = instance["mimeType"]
            path_4 = path + "/mimeType"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_62.at(path_4, value_3))
        if "uri" in instance:
            value_5 = instance["uri"]
            path_6 = path + "/uri"
            if type(value_5) is not str:
                errors.append(_FAIL_66.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_17, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_BooleanConfigOptionCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_59.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_2, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_1, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_ClientCapabilities(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "fs" in instance:
            value_1 = instance["fs"]
            path_2 = path + "/fs"
            errors_FileSystemCapabilities(value_1, path_2, errors)
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_18, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "terminal" in instance:
            value_4 = instance["terminal"]
            path_5 = path + "/terminal"
            if type(value_4) is not bool:
                errors.append(_FAIL_60.at(path_5, value_4))
        if "session" in instance:
            value_6 = instance["session"]
            path_7 = path + "/session"
            if not (
                check_ClientCapabilities_properties_session_anyOf_0(value_6)
                or check_ClientCapabilities_properties_session_anyOf_1(value_6)
            ):
                errors.append(_FAIL_58.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_19, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
        if "auth" in instance:
            value_9 = instance["auth"]
            path_10 = path + "/auth"
            errors_AuthCapabilities(value_9, path_10, errors)
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_10, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
        if "elicitation" in instance:
            value_12 = instance["elicitation"]
            path_13 = path + "/elicitation"
            if not (
                check_ClientCapabilities_properties_elicitation_anyOf_0(value_12)
                or check_ClientCapabilities_properties_elicitation_anyOf_1(value_12)
            ):
                errors.append(_FAIL_58.at(path_13, value_12))
            if type(value_12) is dict:
                problem_14 = extras_problem(value_12, _NAMES_20, path_13)
                if problem_14 is not None:
                    errors.append(ValidationError(problem_14[0], "type", problem_14[1]))
        if "_meta" in instance:
            value_15 = instance["_meta"]
            path_16 = path + "/_meta"
            if not (type(value_15) is dict or value_15 is None):
                errors.append(_FAIL_59.at(path_16, value_15))
            if type(value_15) is dict:
                problem_17 = extras_problem(value_15, _NAMES_2, path_16)
                if problem_17 is not None:
                    errors.append(ValidationError(problem_17[0], "type", problem_17[1]))


def errors_ClientCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "fs" in instance:
            value_1 = instance["fs"]
            path_2 = path + "/fs"
            errors_FileSystemCapabilities(value_1, path_2, errors)
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_18, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "terminal" in instance:
            value_4 = instance["terminal"]
            path_5 = path + "/terminal"
            if type(value_4) is not bool:
                errors.append(_FAIL_60.at(path_5, value_4))
        if "session" in instance:
            value_6 = instance["session"]
            path_7 = path + "/session"
            if not (
                check_ClientCapabilities_properties_session_anyOf_0(value_6)
                or check_ClientCapabilities_properties_session_anyOf_1(value_6)
            ):
                errors.append(_FAIL_58.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_19, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
        if "auth" in instance:
            value_9 = instance["auth"]
            path_10 = path + "/auth"
            errors_AuthCapabilities(value_9, path_10, errors)
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_10, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
        if "elicitation" in instance:
            value_12 = instance["elicitation"]
            path_13 = path + "/elicitation"
            if not (
                check_ClientCapabilities_properties_elicitation_anyOf_0(value_12)
                or check_ClientCapabilities_properties_elicitation_anyOf_1(value_12)
            ):
                errors.append(_FAIL_58.at(path_13, value_12))
            if type(value_12) is dict:
                problem_14 = extras_problem(value_12, _NAMES_20, path_13)
                if problem_14 is not None:
                    errors.append(ValidationError(problem_14[0], "type", problem_14[1]))
        if "_meta" in instance:
            value_15 = instance["_meta"]
            path_16 = path + "/_meta"
            if not (type(value_15) is dict or value_15 is None):
                errors.append(_FAIL_59.at(path_16, value_15))
            if type(value_15) is dict:
                problem_17 = extras_problem(value_15, _NAMES_2, path_16)
                if problem_17 is not None:
                    errors.append(ValidationError(problem_17[0], "type", problem_17[1]))
    if type(instance) is dict:
        problem_18 = extras_problem(instance, _NAMES_21, path)
        if problem_18 is not None:
            errors.append(ValidationError(problem_18[0], "type", problem_18[1]))


def errors_ClientSessionCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "configOptions" in instance:
            value_1 = instance["configOptions"]
            path_2 = path + "/configOptions"
            if not (
                check_ClientSessionCapabilities_properties_configOptions_anyOf_0(
                    value_1
                )
                or check_ClientSessionCapabilities_properties_configOptions_anyOf_1(
                    value_1
                )
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_22, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "promptSuggestions" in instance:
            value_4 = instance["promptSuggestions"]
            path_5 = path + "/promptSuggestions"
            if not (
                check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_0(
                    value_4
                )
                or check_ClientSessionCapabilities_properties_promptSuggestions_anyOf_1(
                    value_4
                )
            ):
                errors.append(_FAIL_58.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_4, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_19, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_ConfigOptionUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "configOptions" not in instance:
            errors.append(_FAIL_76.at(path))
        if "configOptions" in instance:
            value_1 = instance["configOptions"]
            path_2 = path + "/configOptions"
            if type(value_1) is not list:
                errors.append(_FAIL_69.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_SessionConfigOption(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_23, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_ConfigOptionUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "configOptions" not in instance:
            errors.append(_FAIL_76.at(path))
        if "configOptions" in instance:
            value_1 = instance["configOptions"]
            path_2 = path + "/configOptions"
            if type(value_1) is not list:
                errors.append(_FAIL_69.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_SessionConfigOption(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_23, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_24, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_Content(instance: object, path: str, errors: list[ValidationError]) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "content" not in instance:
            errors.append(_FAIL_77.at(path))
        if "content" in instance:
            value_1 = instance["content"]
            path_2 = path + "/content"
            errors_ContentBlock(value_1, path_2, errors)
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_25, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "_meta" in instance:
            value_4 = instance["_meta"]
            path_5 = path + "/_meta"
            if not (type(value_4) is dict or value_4 is None):
                errors.append(_FAIL_59.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_2, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_ContentBlock(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_78.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_5.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors.append(_FAIL_79.at(path + "/type", tag_1))


def errors_ContentBlock_oneOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_126.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "text"):
                errors.append(_FAIL_127.at(path_2, value_1))
    errors_TextContent(instance, path, errors)


def errors_ContentBlock_oneOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_126.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "image"):
                errors.append(_FAIL_128.at(path_2, value_1))
    errors_ImageContent(instance, path, errors)


def errors_ContentBlock_oneOf_2(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_126.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "audio"):
                errors.append(_FAIL_129.at(path_2, value_1))
    errors_AudioContent(instance, path, errors)


def errors_ContentBlock_oneOf_3(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_126.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "resource_link"):
                errors.append(_FAIL_130.at(path_2, value_1))
    errors_ResourceLink(instance, path, errors)


def errors_ContentBlock_oneOf_4(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_126.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "resource"):
                errors.append(_FAIL_131.at(path_2, value_1))
    errors_EmbeddedResource(instance, path, errors)


def errors_ContentBlock_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_78.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_5.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors.append(_FAIL_79.at(path + "/type", tag_1))
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_25, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_ContentChunk(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "content" not in instance:
            errors.append(_FAIL_77.at(path))
        if "content" in instance:
            value_1 = instance["content"]
            path_2 = path + "/content"
            errors_ContentBlock(value_1, path_2, errors)
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_25, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "messageId" in instance:
            value_4 = instance["messageId"]
            path_5 = path + "/messageId"
            if not (
                check_ContentChunk_properties_messageId_anyOf_0(value_4)
                or check_ContentChunk_properties_messageId_anyOf_1(value_4)
            ):
                errors.append(_FAIL_58.at(path_5, value_4))
        if "_meta" in instance:
            value_6 = instance["_meta"]
            path_7 = path + "/_meta"
            if not (type(value_6) is dict or value_6 is None):
                errors.append(_FAIL_59.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_2, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_ContentChunk_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "content" not in instance:
            errors.append(_FAIL_77.at(path))
        if "content" in instance:
            value_1 = instance["content"]
            path_2 = path + "/content"
            errors_ContentBlock(value_1, path_2, errors)
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_25, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "messageId" in instance:
            value_4 = instance["messageId"]
            path_5 = path + "/messageId"
            if not (
                check_ContentChunk_properties_messageId_anyOf_0(value_4)
                or check_ContentChunk_properties_messageId_anyOf_1(value_4)
            ):
                errors.append(_FAIL_58.at(path_5, value_4))
        if "_meta" in instance:
            value_6 = instance["_meta"]
            path_7 = path + "/_meta"
            if not (type(value_6) is dict or value_6 is None):
                errors.append(_FAIL_59.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_2, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
    if type(instance) is dict:
        problem_9 = extras_problem(instance, _NAMES_27, path)
        if problem_9 is not None:
            errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_Content_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "content" not in instance:
            errors.append(_FAIL_77.at(path))
        if "content" in instance:
            value_1 = instance["content"]
            path_2 = path + "/content"
            errors_ContentBlock(value_1, path_2, errors)
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_25, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "_meta" in instance:
            value_4 = instance["_meta"]
            path_5 = path + "/_meta"
            if not (type(value_4) is dict or value_4 is None):
                errors.append(_FAIL_59.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_2, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
    if type(instance) is dict:
        problem_7 = extras_problem(instance, _NAMES_26, path)
        if problem_7 is not None:
            errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_Cost_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "amount" not in instance:
            errors.append(_FAIL_80.at(path))
        if "currency" not in instance:
            errors.append(_FAIL_81.at(path))
        if "amount" in instance:
            value_1 = instance["amount"]
            path_2 = path + "/amount"
            if not (
                type(value_1) is int or (type(value_1) is float and isfinite(value_1))
            ):
                errors.append(_FAIL_82.at(path_2, value_1))
        if "currency" in instance:
            value_3 = instance["currency"]
            path_4 = path + "/currency"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_59.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_2, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is dict:
        problem_8 = extras_problem(instance, _NAMES_28, path)
        if problem_8 is not None:
            errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_CurrentModeUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "currentModeId" not in instance:
            errors.append(_FAIL_83.at(path))
        if "currentModeId" in instance:
            value_1 = instance["currentModeId"]
            path_2 = path + "/currentModeId"
            errors_SessionModeId(value_1, path_2, errors)
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_59.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_2, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))


def errors_CurrentModeUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "currentModeId" not in instance:
            errors.append(_FAIL_83.at(path))
        if "currentModeId" in instance:
            value_1 = instance["currentModeId"]
            path_2 = path + "/currentModeId"
            errors_SessionModeId(value_1, path_2, errors)
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_59.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_2, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
    if type(instance) is dict:
        problem_6 = extras_problem(instance, _NAMES_29, path)
        if problem_6 is not None:
            errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_Diff(instance: object, path: str, errors: list[ValidationError]) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "path" not in instance:
            errors.append(_FAIL_84.at(path))
        if "newText" not in instance:
            errors.append(_FAIL_85.at(path))
        if "path" in instance:
            value_1 = instance["path"]
            path_2 = path + "/path"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
        if "oldText" in instance:
            value_3 = instance["oldText"]
            path_4 = path + "/oldText"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_62.at(path_4, value_3))
        if "newText" in instance:
            value_5 = instance["newText"]
            path_6 = path + "/newText"
            if type(value_5) is not str:
                errors.append(_FAIL_66.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_Diff_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "path" not in instance:
            errors.append(_FAIL_84.at(path))
        if "newText" not in instance:
            errors.append(_FAIL_85.at(path))
        if "path" in instance:
            value_1 = instance["path"]
            path_2 = path + "/path"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
        if "oldText" in instance:
            value_3 = instance["oldText"]
            path_4 = path + "/oldText"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_62.at(path_4, value_3))
        if "newText" in instance:
            value_5 = instance["newText"]
            path_6 = path + "/newText"
            if type(value_5) is not str:
                errors.append(_FAIL_66.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_30, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_ElicitationCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "form" in instance:
            value_1 = instance["form"]
            path_2 = path + "/form"
            if not (
                check_ElicitationCapabilities_properties_form_anyOf_0(value_1)
                or check_ElicitationCapabilities_properties_form_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_1, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "url" in instance:
            value_4 = instance["url"]
            path_5 = path + "/url"
            if not (
                check_ElicitationCapabilities_properties_url_anyOf_0(value_4)
                or check_ElicitationCapabilities_properties_url_anyOf_1(value_4)
            ):
                errors.append(_FAIL_58.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_1, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_20, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_ElicitationFormCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_59.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_2, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_1, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_ElicitationUrlCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_59.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_2, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_1, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_EmbeddedResource(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "resource" not in instance:
            errors.append(_FAIL_86.at(path))
        if "annotations" in instance:
            value_1 = instance["annotations"]
            path_2 = path + "/annotations"
            if not (
                check_EmbeddedResource_properties_annotations_anyOf_0(value_1)
                or check_EmbeddedResource_properties_annotations_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_8, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "resource" in instance:
            value_4 = instance["resource"]
            path_5 = path + "/resource"
            errors_EmbeddedResourceResource(value_4, path_5, errors)
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_31, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_EmbeddedResourceResource(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_EmbeddedResourceResource_anyOf_0(instance)
        or check_EmbeddedResourceResource_anyOf_1(instance)
    ):
        errors.append(_FAIL_58.at(path, instance))


def errors_EmbeddedResourceResource_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_EmbeddedResourceResource_anyOf_0(instance)
        or check_EmbeddedResourceResource_anyOf_1(instance)
    ):
        errors.append(_FAIL_58.at(path, instance))
    if type(instance) is dict:
        problem_1 = extras_problem(instance, _NAMES_31, path)
        if problem_1 is not None:
            errors.append(ValidationError(problem_1[0], "type", problem_1[1]))


def errors_EmbeddedResource_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "resource" not in instance:
            errors.append(_FAIL_86.at(path))
        if "annotations" in instance:
            value_1 = instance["annotations"]
            path_2 = path + "/annotations"
            if not (
                check_EmbeddedResource_properties_annotations_anyOf_0(value_1)
                or check_EmbeddedResource_properties_annotations_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_8, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "resource" in instance:
            value_4 = instance["resource"]
            path_5 = path + "/resource"
            errors_EmbeddedResourceResource(value_4, path_5, errors)
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_31, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_32, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_FileSystemCapabilities(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "readTextFile" in instance:
            value_1 = instance["readTextFile"]
            path_2 = path + "/readTextFile"
            if type(value_1) is not bool:
                errors.append(_FAIL_60.at(path_2, value_1))
        if "writeTextFile" in instance:
            value_3 = instance["writeTextFile"]
            path_4 = path + "/writeTextFile"
            if type(value_3) is not bool:
                errors.append(_FAIL_60.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_59.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_2, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_FileSystemCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "readTextFile" in instance:
            value_1 = instance["readTextFile"]
            path_2 = path + "/readTextFile"
            if type(value_1) is not bool:
                errors.append(_FAIL_60.at(path_2, value_1))
        if "writeTextFile" in instance:
            value_3 = instance["writeTextFile"]
            path_4 = path + "/writeTextFile"
            if type(value_3) is not bool:
                errors.append(_FAIL_60.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_59.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_2, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is dict:
        problem_8 = extras_problem(instance, _NAMES_18, path)
        if problem_8 is not None:
            errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_ImageContent(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "data" not in instance:
            errors.append(_FAIL_64.at(path))
        if "mimeType" not in instance:
            errors.append(_FAIL_65.at(path))
        if "annotations" in instance:
            value_1 = instance["annotations"]
            path_2 = path + "/annotations"
            if not (
                check_ImageContent_properties_annotations_anyOf_0(value_1)
                or check_ImageContent_properties_annotations_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_8, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "data" in instance:
            value_4 = instance["data"]
            path_5 = path + "/data"
            if type(value_4) is not str:
                errors.append(_FAIL_66.at(path_5, value_4))
        if "mimeType" in instance:
            value_6 = instance["mimeType"]
            path_7 = path + "/mimeType"
            if type(value_6) is not str:
                errors.append(_FAIL_66.at(path_7, value_6))
        if "uri" in instance:
            value_8 = instance["uri"]
            path_9 = path + "/uri"
            if not (type(value_8) is str or value_8 is None):
                errors.append(_FAIL_62.at(path_9, value_8))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_59.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_2, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


def errors_ImageContent_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "data" not in instance:
            errors.append(_FAIL_64.at(path))
        if "mimeType" not in instance:
            errors.append(_FAIL_65.at(path))
        if "annotations" in instance:
            value_1 = instance["annotations"]
            path_2 = path + "/annotations"
            if not (
                check_ImageContent_properties_annotations_anyOf_0(value_1)
                or check_ImageContent_properties_annotations_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_8, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "data" in instance:
            value_4 = instance["data"]
            path_5 = path + "/data"
            if type(value_4) is not str:
                errors.append(_FAIL_66.at(path_5, value_4))
        if "mimeType" in instance:
            value_6 = instance["mimeType"]
            path_7 = path + "/mimeType"
            if type(value_6) is not str:
                errors.append(_FAIL_66.at(path_7, value_6))
        if "uri" in instance:
            value_8 = instance["uri"]
            path_9 = path + "/uri"
            if not (type(value_8) is str or value_8 is None):
                errors.append(_FAIL_62.at(path_9, value_8))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_59.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_2, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
    if type(instance) is dict:
        problem_13 = extras_problem(instance, _NAMES_33, path)
        if problem_13 is not None:
            errors.append(ValidationError(problem_13[0], "type", problem_13[1]))


def errors_Implementation_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_68.at(path))
        if "version" not in instance:
            errors.append(_FAIL_87.at(path))
        if "name" in instance:
            value_1 = instance["name"]
            path_2 = path + "/name"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
        if "title" in instance:
            value_3 = instance["title"]
            path_4 = path + "/title"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_62.at(path_4, value_3))
        if "version" in instance:
            value_5 = instance["version"]
            path_6 = path + "/version"
            if type(value_5) is not str:
                errors.append(_FAIL_66.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_34, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_InitializeRequest_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "protocolVersion" not in instance:
            errors.append(_FAIL_88.at(path))
        if "protocolVersion" in instance:
            value_1 = instance["protocolVersion"]
            path_2 = path + "/protocolVersion"
            errors_ProtocolVersion(value_1, path_2, errors)
        if "clientCapabilities" in instance:
            value_3 = instance["clientCapabilities"]
            path_4 = path + "/clientCapabilities"
            errors_ClientCapabilities(value_3, path_4, errors)
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_21, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "clientInfo" in instance:
            value_6 = instance["clientInfo"]
            path_7 = path + "/clientInfo"
            if not (
                check_InitializeRequest_properties_clientInfo_anyOf_0(value_6)
                or check_InitializeRequest_properties_clientInfo_anyOf_1(value_6)
            ):
                errors.append(_FAIL_58.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_34, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_59.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_2, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
    if type(instance) is dict:
        problem_12 = extras_problem(instance, _NAMES_35, path)
        if problem_12 is not None:
            errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


def errors_InitializeResponse_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "protocolVersion" not in instance:
            errors.append(_FAIL_88.at(path))
        if "protocolVersion" in instance:
            value_1 = instance["protocolVersion"]
            path_2 = path + "/protocolVersion"
            errors_ProtocolVersion(value_1, path_2, errors)
        if "agentCapabilities" in instance:
            value_3 = instance["agentCapabilities"]
            path_4 = path + "/agentCapabilities"
            errors_AgentCapabilities(value_3, path_4, errors)
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_7, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "authMethods" in instance:
            value_6 = instance["authMethods"]
            path_7 = path + "/authMethods"
            if type(value_6) is not list:
                errors.append(_FAIL_69.at(path_7, value_6))
            if type(value_6) is list:
                for index_9, item_8 in enumerate(value_6):
                    path_10 = path_7 + "/" + str(index_9)
                    errors_AuthMethod(item_8, path_10, errors)
                    if type(item_8) is dict:
                        problem_11 = extras_problem(item_8, _NAMES_11, path_10)
                        if problem_11 is not None:
                            errors.append(
                                ValidationError(problem_11[0], "type", problem_11[1])
                            )
        if "agentInfo" in instance:
            value_12 = instance["agentInfo"]
            path_13 = path + "/agentInfo"
            if not (
                check_InitializeResponse_properties_agentInfo_anyOf_0(value_12)
                or check_InitializeResponse_properties_agentInfo_anyOf_1(value_12)
            ):
                errors.append(_FAIL_58.at(path_13, value_12))
            if type(value_12) is dict:
                problem_14 = extras_problem(value_12, _NAMES_34, path_13)
                if problem_14 is not None:
                    errors.append(ValidationError(problem_14[0], "type", problem_14[1]))
        if "_meta" in instance:
            value_15 = instance["_meta"]
            path_16 = path + "/_meta"
            if not (type(value_15) is dict or value_15 is None):
                errors.append(_FAIL_59.at(path_16, value_15))
            if type(value_15) is dict:
                problem_17 = extras_problem(value_15, _NAMES_2, path_16)
                if problem_17 is not None:
                    errors.append(ValidationError(problem_17[0], "type", problem_17[1]))
    if type(instance) is dict:
        problem_18 = extras_problem(instance, _NAMES_36, path)
        if problem_18 is not None:
            errors.append(ValidationError(problem_18[0], "type", problem_18[1]))


def errors_LogoutCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_59.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_2, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_1, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_McpCapabilities(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "http" in instance:
            value_1 = instance["http"]
            path_2 = path + "/http"
            if type(value_1) is not bool:
                errors.append(_FAIL_60.at(path_2, value_1))
        if "sse" in instance:
            value_3 = instance["sse"]
            path_4 = path + "/sse"
            if type(value_3) is not bool:
                errors.append(_FAIL_60.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_59.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_2, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_McpCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "http" in instance:
            value_1 = instance["http"]
            path_2 = path + "/http"
            if type(value_1) is not bool:
                errors.append(_FAIL_60.at(path_2, value_1))
        if "sse" in instance:
            value_3 = instance["sse"]
            path_4 = path + "/sse"
            if type(value_3) is not bool:
                errors.append(_FAIL_60.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_59.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_2, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is dict:
        problem_8 = extras_problem(instance, _NAMES_5, path)
        if problem_8 is not None:
            errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_MessageId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_Plan(instance: object, path: str, errors: list[ValidationError]) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "entries" not in instance:
            errors.append(_FAIL_89.at(path))
        if "entries" in instance:
            value_1 = instance["entries"]
            path_2 = path + "/entries"
            if type(value_1) is not list:
                errors.append(_FAIL_69.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_PlanEntry(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_37, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_PlanEntry(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "content" not in instance:
            errors.append(_FAIL_77.at(path))
        if "priority" not in instance:
            errors.append(_FAIL_90.at(path))
        if "status" not in instance:
            errors.append(_FAIL_91.at(path))
        if "content" in instance:
            value_1 = instance["content"]
            path_2 = path + "/content"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
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
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_PlanEntryPriority(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    matches_1 = (
        check_PlanEntryPriority_oneOf_0(instance)
        + check_PlanEntryPriority_oneOf_1(instance)
        + check_PlanEntryPriority_oneOf_2(instance)
    )
    if matches_1 != 1:
        errors.append(_FAIL_92.at(path, instance))


def errors_PlanEntryPriority_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    matches_1 = (
        check_PlanEntryPriority_oneOf_0(instance)
        + check_PlanEntryPriority_oneOf_1(instance)
        + check_PlanEntryPriority_oneOf_2(instance)
    )
    if matches_1 != 1:
        errors.append(_FAIL_92.at(path, instance))


def errors_PlanEntryStatus(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    matches_1 = (
        check_PlanEntryStatus_oneOf_0(instance)
        + check_PlanEntryStatus_oneOf_1(instance)
        + check_PlanEntryStatus_oneOf_2(instance)
    )
    if matches_1 != 1:
        errors.append(_FAIL_92.at(path, instance))


def errors_PlanEntryStatus_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    matches_1 = (
        check_PlanEntryStatus_oneOf_0(instance)
        + check_PlanEntryStatus_oneOf_1(instance)
        + check_PlanEntryStatus_oneOf_2(instance)
    )
    if matches_1 != 1:
        errors.append(_FAIL_92.at(path, instance))


def errors_PlanEntry_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "content" not in instance:
            errors.append(_FAIL_77.at(path))
        if "priority" not in instance:
            errors.append(_FAIL_90.at(path))
        if "status" not in instance:
            errors.append(_FAIL_91.at(path))
        if "content" in instance:
            value_1 = instance["content"]
            path_2 = path + "/content"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
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
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_37, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_Plan_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "entries" not in instance:
            errors.append(_FAIL_89.at(path))
        if "entries" in instance:
            value_1 = instance["entries"]
            path_2 = path + "/entries"
            if type(value_1) is not list:
                errors.append(_FAIL_69.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_PlanEntry(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_37, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_38, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_PromptCapabilities(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "image" in instance:
            value_1 = instance["image"]
            path_2 = path + "/image"
            if type(value_1) is not bool:
                errors.append(_FAIL_60.at(path_2, value_1))
        if "audio" in instance:
            value_3 = instance["audio"]
            path_4 = path + "/audio"
            if type(value_3) is not bool:
                errors.append(_FAIL_60.at(path_4, value_3))
        if "embeddedContext" in instance:
            value_5 = instance["embeddedContext"]
            path_6 = path + "/embeddedContext"
            if type(value_5) is not bool:
                errors.append(_FAIL_60.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_PromptCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "image" in instance:
            value_1 = instance["image"]
            path_2 = path + "/image"
            if type(value_1) is not bool:
                errors.append(_FAIL_60.at(path_2, value_1))
        if "audio" in instance:
            value_3 = instance["audio"]
            path_4 = path + "/audio"
            if type(value_3) is not bool:
                errors.append(_FAIL_60.at(path_4, value_3))
        if "embeddedContext" in instance:
            value_5 = instance["embeddedContext"]
            path_6 = path + "/embeddedContext"
            if type(value_5) is not bool:
                errors.append(_FAIL_60.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_4, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_PromptRequest_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionId" not in instance:
            errors.append(_FAIL_93.at(path))
        if "prompt" not in instance:
            errors.append(_FAIL_94.at(path))
        if "sessionId" in instance:
            value_1 = instance["sessionId"]
            path_2 = path + "/sessionId"
            errors_SessionId(value_1, path_2, errors)
        if "prompt" in instance:
            value_3 = instance["prompt"]
            path_4 = path + "/prompt"
            if type(value_3) is not list:
                errors.append(_FAIL_69.at(path_4, value_3))
            if type(value_3) is list:
                for index_6, item_5 in enumerate(value_3):
                    path_7 = path_4 + "/" + str(index_6)
                    errors_ContentBlock(item_5, path_7, errors)
                    if type(item_5) is dict:
                        problem_8 = extras_problem(item_5, _NAMES_25, path_7)
                        if problem_8 is not None:
                            errors.append(
                                ValidationError(problem_8[0], "type", problem_8[1])
                            )
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_59.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_2, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
    if type(instance) is dict:
        problem_12 = extras_problem(instance, _NAMES_39, path)
        if problem_12 is not None:
            errors.append(ValidationError(problem_12[0], "type", problem_12[1]))


def errors_PromptSuggestion(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "prompt" not in instance:
            errors.append(_FAIL_94.at(path))
        if "prompt" in instance:
            value_1 = instance["prompt"]
            path_2 = path + "/prompt"
            if type(value_1) is not list:
                errors.append(_FAIL_69.at(path_2, value_1))
            if type(value_1) is list:
                if len(value_1) < 1:
                    errors.append(_FAIL_95.at(path_2, value_1))
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_ContentBlock(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_25, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
            if check_PromptSuggestion_properties_prompt_not(value_1):
                errors.append(_FAIL_96.at(path_2))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_PromptSuggestion_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "prompt" not in instance:
            errors.append(_FAIL_94.at(path))
        if "prompt" in instance:
            value_1 = instance["prompt"]
            path_2 = path + "/prompt"
            if type(value_1) is not list:
                errors.append(_FAIL_69.at(path_2, value_1))
            if type(value_1) is list:
                if len(value_1) < 1:
                    errors.append(_FAIL_95.at(path_2, value_1))
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_ContentBlock(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_25, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
            if check_PromptSuggestion_properties_prompt_not(value_1):
                errors.append(_FAIL_96.at(path_2))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_40, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_PromptSuggestionsAudioCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_59.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_2, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_1, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_PromptSuggestionsCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "image" in instance:
            value_1 = instance["image"]
            path_2 = path + "/image"
            if not (
                check_PromptSuggestionsCapabilities_properties_image_anyOf_0(value_1)
                or check_PromptSuggestionsCapabilities_properties_image_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_1, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "audio" in instance:
            value_4 = instance["audio"]
            path_5 = path + "/audio"
            if not (
                check_PromptSuggestionsCapabilities_properties_audio_anyOf_0(value_4)
                or check_PromptSuggestionsCapabilities_properties_audio_anyOf_1(value_4)
            ):
                errors.append(_FAIL_58.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_1, path_5)
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
                errors.append(_FAIL_58.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "_meta" in instance:
            value_10 = instance["_meta"]
            path_11 = path + "/_meta"
            if not (type(value_10) is dict or value_10 is None):
                errors.append(_FAIL_59.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_2, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
    if type(instance) is dict:
        problem_13 = extras_problem(instance, _NAMES_4, path)
        if problem_13 is not None:
            errors.append(ValidationError(problem_13[0], "type", problem_13[1]))


def errors_PromptSuggestionsEmbeddedContextCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_59.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_2, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_1, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_PromptSuggestionsImageCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_59.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_2, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_1, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_PromptSuggestionsUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "suggestions" not in instance:
            errors.append(_FAIL_97.at(path))
        if "suggestions" in instance:
            value_1 = instance["suggestions"]
            path_2 = path + "/suggestions"
            if type(value_1) is not list:
                errors.append(_FAIL_69.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_PromptSuggestion(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_40, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_PromptSuggestionsUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "suggestions" not in instance:
            errors.append(_FAIL_97.at(path))
        if "suggestions" in instance:
            value_1 = instance["suggestions"]
            path_2 = path + "/suggestions"
            if type(value_1) is not list:
                errors.append(_FAIL_69.at(path_2, value_1))
            if type(value_1) is list:
                for index_4, item_3 in enumerate(value_1):
                    path_5 = path_2 + "/" + str(index_4)
                    errors_PromptSuggestion(item_3, path_5, errors)
                    if type(item_3) is dict:
                        problem_6 = extras_problem(item_3, _NAMES_40, path_5)
                        if problem_6 is not None:
                            errors.append(
                                ValidationError(problem_6[0], "type", problem_6[1])
                            )
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_41, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_ProtocolVersion(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        type(instance) is int or (type(instance) is float and instance.is_integer())
    ):
        errors.append(_FAIL_98.at(path, instance))
    if type(instance) is int or type(instance) is float:
        if instance < 0:
            errors.append(_FAIL_99.at(path, instance))
        if instance > 65535:
            errors.append(_FAIL_100.at(path, instance))


def errors_ProtocolVersion_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        type(instance) is int or (type(instance) is float and instance.is_integer())
    ):
        errors.append(_FAIL_98.at(path, instance))
    if type(instance) is int or type(instance) is float:
        if instance < 0:
            errors.append(_FAIL_99.at(path, instance))
        if instance > 65535:
            errors.append(_FAIL_100.at(path, instance))


def errors_ResourceLink(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_68.at(path))
        if "uri" not in instance:
            errors.append(_FAIL_75.at(path))
        if "annotations" in instance:
            value_1 = instance["annotations"]
            path_2 = path + "/annotations"
            if not (
                check_ResourceLink_properties_annotations_anyOf_0(value_1)
                or check_ResourceLink_properties_annotations_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_8, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "description" in instance:
            value_4 = instance["description"]
            path_5 = path + "/description"
            if not (type(value_4) is str or value_4 is None):
                errors.append(_FAIL_62.at(path_5, value_4))
        if "mimeType" in instance:
            value_6 = instance["mimeType"]
            path_7 = path + "/mimeType"
            if not (type(value_6) is str or value_6 is None):
                errors.append(_FAIL_62.at(path_7, value_6))
        if "name" in instance:
            value_8 = instance["name"]
            path_9 = path + "/name"
            if type(value_8) is not str:
                errors.append(_FAIL_66.at(path_9, value_8))
        if "size" in instance:
            value_10 = instance["size"]
            path_11 = path + "/size"
            if not (
                (
                    type(value_10) is int
                    or (type(value_10) is float and value_10.is_integer())
                )
                or value_10 is None
            ):
                errors.append(_FAIL_101.at(path_11, value_10))
        if "title" in instance:
            value_12 = instance["title"]
            path_13 = path + "/title"
            if not (type(value_12) is str or value_12 is None):
                errors.append(_FAIL_62.at(path_13, value_12))
        if "uri" in instance:
            value_14 = instance["uri"]
            path_15 = path + "/uri"
            if type(value_14) is not str:
                errors.append(_FAIL_66.at(path_15, value_14))
        if "_meta" in instance:
            value_16 = instance["_meta"]
            path_17 = path + "/_meta"
            if not (type(value_16) is dict or value_16 is None):
                errors.append(_FAIL_59.at(path_17, value_16))
            if type(value_16) is dict:
                problem_18 = extras_problem(value_16, _NAMES_2, path_17)
                if problem_18 is not None:
                    errors.append(ValidationError(problem_18[0], "type", problem_18[1]))


def errors_ResourceLink_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "name" not in instance:
            errors.append(_FAIL_68.at(path))
        if "uri" not in instance:
            errors.append(_FAIL_75.at(path))
        if "annotations" in instance:
            value_1 = instance["annotations"]
            path_2 = path + "/annotations"
            if not (
                check_ResourceLink_properties_annotations_anyOf_0(value_1)
                or check_ResourceLink_properties_annotations_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_8, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "description" in instance:
            value_4 = instance["description"]
            path_5 = path + "/description"
            if not (type(value_4) is str or value_4 is None):
                errors.append(_FAIL_62.at(path_5, value_4))
        if "mimeType" in instance:
            value_6 = instance["mimeType"]
            path_7 = path + "/mimeType"
            if not (type(value_6) is str or value_6 is None):
                errors.append(_FAIL_62.at(path_7, value_6))
        if "name" in instance:
            value_8 = instance["name"]
            path_9 = path + "/name"
            if type(value_8) is not str:
                errors.append(_FAIL_66.at(path_9, value_8))
        if "size" in instance:
            value_10 = instance["size"]
            path_11 = path + "/size"
            if not (
                (
                    type(value_10) is int
                    or (type(value_10) is float and value_10.is_integer())
                )
                or value_10 is None
            ):
                errors.append(_FAIL_101.at(path_11, value_10))
        if "title" in instance:
            value_12 = instance["title"]
            path_13 = path + "/title"
            if not (type(value_12) is str or value_12 is None):
                errors.append(_FAIL_62.at(path_13, value_12))
        if "uri" in instance:
            value_14 = instance["uri"]
            path_15 = path + "/uri"
            if type(value_14) is not str:
                errors.append(_FAIL_66.at(path_15, value_14))
        if "_meta" in instance:
            value_16 = instance["_meta"]
            path_17 = path + "/_meta"
            if not (type(value_16) is dict or value_16 is None):
                errors.append(_FAIL_59.at(path_17, value_16))
            if type(value_16) is dict:
                problem_18 = extras_problem(value_16, _NAMES_2, path_17)
                if problem_18 is not None:
                    errors.append(ValidationError(problem_18[0], "type", problem_18[1]))
    if type(instance) is dict:
        problem_19 = extras_problem(instance, _NAMES_42, path)
        if problem_19 is not None:
            errors.append(ValidationError(problem_19[0], "type", problem_19[1]))


def errors_Role(instance: object, path: str, errors: list[ValidationError]) -> None:
    matches_1 = check_Role_oneOf_0(instance) + check_Role_oneOf_1(instance)
    if matches_1 != 1:
        errors.append(_FAIL_102.at(path, instance))


def errors_Role_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    matches_1 = check_Role_oneOf_0(instance) + check_Role_oneOf_1(instance)
    if matches_1 != 1:
        errors.append(_FAIL_102.at(path, instance))


def errors_SessionAdditionalDirectoriesCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_59.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_2, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_1, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_SessionCapabilities(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "list" in instance:
            value_1 = instance["list"]
            path_2 = path + "/list"
            if not (
                check_SessionCapabilities_properties_list_anyOf_0(value_1)
                or check_SessionCapabilities_properties_list_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_1, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "delete" in instance:
            value_4 = instance["delete"]
            path_5 = path + "/delete"
            if not (
                check_SessionCapabilities_properties_delete_anyOf_0(value_4)
                or check_SessionCapabilities_properties_delete_anyOf_1(value_4)
            ):
                errors.append(_FAIL_58.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_1, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "additionalDirectories" in instance:
            value_7 = instance["additionalDirectories"]
            path_8 = path + "/additionalDirectories"
            if not (
                check_SessionCapabilities_properties_additionalDirectories_anyOf_0(
                    value_7
                )
                or check_SessionCapabilities_properties_additionalDirectories_anyOf_1(
                    value_7
                )
            ):
                errors.append(_FAIL_58.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "resume" in instance:
            value_10 = instance["resume"]
            path_11 = path + "/resume"
            if not (
                check_SessionCapabilities_properties_resume_anyOf_0(value_10)
                or check_SessionCapabilities_properties_resume_anyOf_1(value_10)
            ):
                errors.append(_FAIL_58.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_1, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
        if "close" in instance:
            value_13 = instance["close"]
            path_14 = path + "/close"
            if not (
                check_SessionCapabilities_properties_close_anyOf_0(value_13)
                or check_SessionCapabilities_properties_close_anyOf_1(value_13)
            ):
                errors.append(_FAIL_58.at(path_14, value_13))
            if type(value_13) is dict:
                problem_15 = extras_problem(value_13, _NAMES_1, path_14)
                if problem_15 is not None:
                    errors.append(ValidationError(problem_15[0], "type", problem_15[1]))
        if "_meta" in instance:
            value_16 = instance["_meta"]
            path_17 = path + "/_meta"
            if not (type(value_16) is dict or value_16 is None):
                errors.append(_FAIL_59.at(path_17, value_16))
            if type(value_16) is dict:
                problem_18 = extras_problem(value_16, _NAMES_2, path_17)
                if problem_18 is not None:
                    errors.append(ValidationError(problem_18[0], "type", problem_18[1]))


def errors_SessionCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "list" in instance:
            value_1 = instance["list"]
            path_2 = path + "/list"
            if not (
                check_SessionCapabilities_properties_list_anyOf_0(value_1)
                or check_SessionCapabilities_properties_list_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_1, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "delete" in instance:
            value_4 = instance["delete"]
            path_5 = path + "/delete"
            if not (
                check_SessionCapabilities_properties_delete_anyOf_0(value_4)
                or check_SessionCapabilities_properties_delete_anyOf_1(value_4)
            ):
                errors.append(_FAIL_58.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_1, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
        if "additionalDirectories" in instance:
            value_7 = instance["additionalDirectories"]
            path_8 = path + "/additionalDirectories"
            if not (
                check_SessionCapabilities_properties_additionalDirectories_anyOf_0(
                    value_7
                )
                or check_SessionCapabilities_properties_additionalDirectories_anyOf_1(
                    value_7
                )
            ):
                errors.append(_FAIL_58.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_1, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
        if "resume" in instance:
            value_10 = instance["resume"]
            path_11 = path + "/resume"
            if not (
                check_SessionCapabilities_properties_resume_anyOf_0(value_10)
                or check_SessionCapabilities_properties_resume_anyOf_1(value_10)
            ):
                errors.append(_FAIL_58.at(path_11, value_10))
            if type(value_10) is dict:
                problem_12 = extras_problem(value_10, _NAMES_1, path_11)
                if problem_12 is not None:
                    errors.append(ValidationError(problem_12[0], "type", problem_12[1]))
        if "close" in instance:
            value_13 = instance["close"]
            path_14 = path + "/close"
            if not (
                check_SessionCapabilities_properties_close_anyOf_0(value_13)
                or check_SessionCapabilities_properties_close_anyOf_1(value_13)
            ):
                errors.append(_FAIL_58.at(path_14, value_13))
            if type(value_13) is dict:
                problem_15 = extras_problem(value_13, _NAMES_1, path_14)
                if problem_15 is not None:
                    errors.append(ValidationError(problem_15[0], "type", problem_15[1]))
        if "_meta" in instance:
            value_16 = instance["_meta"]
            path_17 = path + "/_meta"
            if not (type(value_16) is dict or value_16 is None):
                errors.append(_FAIL_59.at(path_17, value_16))
            if type(value_16) is dict:
                problem_18 = extras_problem(value_16, _NAMES_2, path_17)
                if problem_18 is not None:
                    errors.append(ValidationError(problem_18[0], "type", problem_18[1]))
    if type(instance) is dict:
        problem_19 = extras_problem(instance, _NAMES_6, path)
        if problem_19 is not None:
            errors.append(ValidationError(problem_19[0], "type", problem_19[1]))


def errors_SessionCloseCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_59.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_2, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_1, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_SessionConfigBoolean(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "currentValue" not in instance:
            errors.append(_FAIL_103.at(path))
        if "currentValue" in instance:
            value_1 = instance["currentValue"]
            path_2 = path + "/currentValue"
            if type(value_1) is not bool:
                errors.append(_FAIL_60.at(path_2, value_1))


def errors_SessionConfigBoolean_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "currentValue" not in instance:
            errors.append(_FAIL_103.at(path))
        if "currentValue" in instance:
            value_1 = instance["currentValue"]
            path_2 = path + "/currentValue"
            if type(value_1) is not bool:
                errors.append(_FAIL_60.at(path_2, value_1))
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_43, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_SessionConfigGroupId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_SessionConfigGroupId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_SessionConfigId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_SessionConfigId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_SessionConfigOption(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "id" not in instance:
            errors.append(_FAIL_67.at(path))
        if "name" not in instance:
            errors.append(_FAIL_68.at(path))
        if "id" in instance:
            value_1 = instance["id"]
            path_2 = path + "/id"
            errors_SessionConfigId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_62.at(path_6, value_5))
        if "category" in instance:
            value_7 = instance["category"]
            path_8 = path + "/category"
            if not (
                check_SessionConfigOption_properties_category_anyOf_0(value_7)
                or check_SessionConfigOption_properties_category_anyOf_1(value_7)
            ):
                errors.append(_FAIL_58.at(path_8, value_7))
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_59.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_2, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_104.at(path))
    else:
        tag_12 = instance["type"]
        branch_13 = _UNION_6.get(tag_12) if type(tag_12) is str else None
        if branch_13 is not None:
            branch_13(instance, path, errors)
        else:
            errors.append(_FAIL_105.at(path + "/type", tag_12))


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
        errors.append(_FAIL_106.at(path, instance))


def errors_SessionConfigOption_oneOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_126.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "select"):
                errors.append(_FAIL_132.at(path_2, value_1))
    errors_SessionConfigSelect(instance, path, errors)


def errors_SessionConfigOption_oneOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_126.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "boolean"):
                errors.append(_FAIL_133.at(path_2, value_1))
    errors_SessionConfigBoolean(instance, path, errors)


def errors_SessionConfigOption_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "id" not in instance:
            errors.append(_FAIL_67.at(path))
        if "name" not in instance:
            errors.append(_FAIL_68.at(path))
        if "id" in instance:
            value_1 = instance["id"]
            path_2 = path + "/id"
            errors_SessionConfigId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_62.at(path_6, value_5))
        if "category" in instance:
            value_7 = instance["category"]
            path_8 = path + "/category"
            if not (
                check_SessionConfigOption_properties_category_anyOf_0(value_7)
                or check_SessionConfigOption_properties_category_anyOf_1(value_7)
            ):
                errors.append(_FAIL_58.at(path_8, value_7))
        if "_meta" in instance:
            value_9 = instance["_meta"]
            path_10 = path + "/_meta"
            if not (type(value_9) is dict or value_9 is None):
                errors.append(_FAIL_59.at(path_10, value_9))
            if type(value_9) is dict:
                problem_11 = extras_problem(value_9, _NAMES_2, path_10)
                if problem_11 is not None:
                    errors.append(ValidationError(problem_11[0], "type", problem_11[1]))
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_104.at(path))
    else:
        tag_12 = instance["type"]
        branch_13 = _UNION_6.get(tag_12) if type(tag_12) is str else None
        if branch_13 is not None:
            branch_13(instance, path, errors)
        else:
            errors.append(_FAIL_105.at(path + "/type", tag_12))
    if type(instance) is dict:
        problem_14 = extras_problem(instance, _NAMES_23, path)
        if problem_14 is not None:
            errors.append(ValidationError(problem_14[0], "type", problem_14[1]))


def errors_SessionConfigOptionsCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "boolean" in instance:
            value_1 = instance["boolean"]
            path_2 = path + "/boolean"
            if not (
                check_SessionConfigOptionsCapabilities_properties_boolean_anyOf_0(
                    value_1
                )
                or check_SessionConfigOptionsCapabilities_properties_boolean_anyOf_1(
                    value_1
                )
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_1, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "_meta" in instance:
            value_4 = instance["_meta"]
            path_5 = path + "/_meta"
            if not (type(value_4) is dict or value_4 is None):
                errors.append(_FAIL_59.at(path_5, value_4))
            if type(value_4) is dict:
                problem_6 = extras_problem(value_4, _NAMES_2, path_5)
                if problem_6 is not None:
                    errors.append(ValidationError(problem_6[0], "type", problem_6[1]))
    if type(instance) is dict:
        problem_7 = extras_problem(instance, _NAMES_22, path)
        if problem_7 is not None:
            errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_SessionConfigSelect(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "currentValue" not in instance:
            errors.append(_FAIL_103.at(path))
        if "options" not in instance:
            errors.append(_FAIL_107.at(path))
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
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "group" not in instance:
            errors.append(_FAIL_108.at(path))
        if "name" not in instance:
            errors.append(_FAIL_68.at(path))
        if "options" not in instance:
            errors.append(_FAIL_107.at(path))
        if "group" in instance:
            value_1 = instance["group"]
            path_2 = path + "/group"
            errors_SessionConfigGroupId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "options" in instance:
            value_5 = instance["options"]
            path_6 = path + "/options"
            if type(value_5) is not list:
                errors.append(_FAIL_69.at(path_6, value_5))
            if type(value_5) is list:
                for index_8, item_7 in enumerate(value_5):
                    path_9 = path_6 + "/" + str(index_8)
                    errors_SessionConfigSelectOption(item_7, path_9, errors)
                    if type(item_7) is dict:
                        problem_10 = extras_problem(item_7, _NAMES_45, path_9)
                        if problem_10 is not None:
                            errors.append(
                                ValidationError(problem_10[0], "type", problem_10[1])
                            )
        if "_meta" in instance:
            value_11 = instance["_meta"]
            path_12 = path + "/_meta"
            if not (type(value_11) is dict or value_11 is None):
                errors.append(_FAIL_59.at(path_12, value_11))
            if type(value_11) is dict:
                problem_13 = extras_problem(value_11, _NAMES_2, path_12)
                if problem_13 is not None:
                    errors.append(ValidationError(problem_13[0], "type", problem_13[1]))
    if type(instance) is dict:
        problem_14 = extras_problem(instance, _NAMES_46, path)
        if problem_14 is not None:
            errors.append(ValidationError(problem_14[0], "type", problem_14[1]))


def errors_SessionConfigSelectOption(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "value" not in instance:
            errors.append(_FAIL_109.at(path))
        if "name" not in instance:
            errors.append(_FAIL_68.at(path))
        if "value" in instance:
            value_1 = instance["value"]
            path_2 = path + "/value"
            errors_SessionConfigValueId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_62.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_SessionConfigSelectOption_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "value" not in instance:
            errors.append(_FAIL_109.at(path))
        if "name" not in instance:
            errors.append(_FAIL_68.at(path))
        if "value" in instance:
            value_1 = instance["value"]
            path_2 = path + "/value"
            errors_SessionConfigValueId(value_1, path_2, errors)
        if "name" in instance:
            value_3 = instance["name"]
            path_4 = path + "/name"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "description" in instance:
            value_5 = instance["description"]
            path_6 = path + "/description"
            if not (type(value_5) is str or value_5 is None):
                errors.append(_FAIL_62.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_45, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_SessionConfigSelectOptions(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_SessionConfigSelectOptions_anyOf_0(instance)
        or check_SessionConfigSelectOptions_anyOf_1(instance)
    ):
        errors.append(_FAIL_58.at(path, instance))


def errors_SessionConfigSelectOptions_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if not (
        check_SessionConfigSelectOptions_anyOf_0(instance)
        or check_SessionConfigSelectOptions_anyOf_1(instance)
    ):
        errors.append(_FAIL_58.at(path, instance))
    if type(instance) is list:
        problem_1 = json_problem(instance, path)
        if problem_1 is not None:
            errors.append(ValidationError(problem_1[0], "type", problem_1[1]))


def errors_SessionConfigSelect_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "currentValue" not in instance:
            errors.append(_FAIL_103.at(path))
        if "options" not in instance:
            errors.append(_FAIL_107.at(path))
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
        problem_6 = extras_problem(instance, _NAMES_44, path)
        if problem_6 is not None:
            errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_SessionConfigValueId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_SessionConfigValueId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_SessionDeleteCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_59.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_2, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_1, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_SessionId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_SessionId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_SessionInfoUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "title" in instance:
            value_1 = instance["title"]
            path_2 = path + "/title"
            if not (type(value_1) is str or value_1 is None):
                errors.append(_FAIL_62.at(path_2, value_1))
        if "updatedAt" in instance:
            value_3 = instance["updatedAt"]
            path_4 = path + "/updatedAt"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_62.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_59.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_2, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_SessionInfoUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "title" in instance:
            value_1 = instance["title"]
            path_2 = path + "/title"
            if not (type(value_1) is str or value_1 is None):
                errors.append(_FAIL_62.at(path_2, value_1))
        if "updatedAt" in instance:
            value_3 = instance["updatedAt"]
            path_4 = path + "/updatedAt"
            if not (type(value_3) is str or value_3 is None):
                errors.append(_FAIL_62.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_59.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_2, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is dict:
        problem_8 = extras_problem(instance, _NAMES_47, path)
        if problem_8 is not None:
            errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_SessionListCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_59.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_2, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_1, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_SessionModeId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_SessionModeId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_SessionNotification_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionId" not in instance:
            errors.append(_FAIL_93.at(path))
        if "update" not in instance:
            errors.append(_FAIL_110.at(path))
        if "sessionId" in instance:
            value_1 = instance["sessionId"]
            path_2 = path + "/sessionId"
            errors_SessionId(value_1, path_2, errors)
        if "update" in instance:
            value_3 = instance["update"]
            path_4 = path + "/update"
            errors_SessionUpdate(value_3, path_4, errors)
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_48, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
        if "_meta" in instance:
            value_6 = instance["_meta"]
            path_7 = path + "/_meta"
            if not (type(value_6) is dict or value_6 is None):
                errors.append(_FAIL_59.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_2, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
    if type(instance) is dict:
        problem_9 = extras_problem(instance, _NAMES_49, path)
        if problem_9 is not None:
            errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_SessionResumeCapabilities_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict and "_meta" in instance:
        value_1 = instance["_meta"]
        path_2 = path + "/_meta"
        if not (type(value_1) is dict or value_1 is None):
            errors.append(_FAIL_59.at(path_2, value_1))
        if type(value_1) is dict:
            problem_3 = extras_problem(value_1, _NAMES_2, path_2)
            if problem_3 is not None:
                errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
    if type(instance) is dict:
        problem_4 = extras_problem(instance, _NAMES_1, path)
        if problem_4 is not None:
            errors.append(ValidationError(problem_4[0], "type", problem_4[1]))


def errors_SessionUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    elif "sessionUpdate" not in instance:
        errors.append(_FAIL_111.at(path))
    else:
        tag_1 = instance["sessionUpdate"]
        branch_2 = _UNION_7.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors.append(_FAIL_112.at(path + "/sessionUpdate", tag_1))


def errors_SessionUpdate_oneOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_134.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "user_message_chunk"):
                errors.append(_FAIL_135.at(path_2, value_1))
    errors_ContentChunk(instance, path, errors)


def errors_SessionUpdate_oneOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_134.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "agent_message_chunk"):
                errors.append(_FAIL_136.at(path_2, value_1))
    errors_ContentChunk(instance, path, errors)


def errors_SessionUpdate_oneOf_10(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_134.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "usage_update"):
                errors.append(_FAIL_145.at(path_2, value_1))
    errors_UsageUpdate(instance, path, errors)


def errors_SessionUpdate_oneOf_11(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_134.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "prompt_suggestions_update"):
                errors.append(_FAIL_146.at(path_2, value_1))
    errors_PromptSuggestionsUpdate(instance, path, errors)


def errors_SessionUpdate_oneOf_2(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_134.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "agent_thought_chunk"):
                errors.append(_FAIL_137.at(path_2, value_1))
    errors_ContentChunk(instance, path, errors)


def errors_SessionUpdate_oneOf_3(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_134.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "tool_call"):
                errors.append(_FAIL_138.at(path_2, value_1))
    errors_ToolCall(instance, path, errors)


def errors_SessionUpdate_oneOf_4(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_134.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "tool_call_update"):
                errors.append(_FAIL_139.at(path_2, value_1))
    errors_ToolCallUpdate(instance, path, errors)


def errors_SessionUpdate_oneOf_5(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_134.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "plan"):
                errors.append(_FAIL_140.at(path_2, value_1))
    errors_Plan(instance, path, errors)


def errors_SessionUpdate_oneOf_6(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_134.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "available_commands_update"):
                errors.append(_FAIL_141.at(path_2, value_1))
    errors_AvailableCommandsUpdate(instance, path, errors)


def errors_SessionUpdate_oneOf_7(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_134.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "current_mode_update"):
                errors.append(_FAIL_142.at(path_2, value_1))
    errors_CurrentModeUpdate(instance, path, errors)


def errors_SessionUpdate_oneOf_8(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_134.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "config_option_update"):
                errors.append(_FAIL_143.at(path_2, value_1))
    errors_ConfigOptionUpdate(instance, path, errors)


def errors_SessionUpdate_oneOf_9(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "sessionUpdate" not in instance:
            errors.append(_FAIL_134.at(path))
        if "sessionUpdate" in instance:
            value_1 = instance["sessionUpdate"]
            path_2 = path + "/sessionUpdate"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "session_info_update"):
                errors.append(_FAIL_144.at(path_2, value_1))
    errors_SessionInfoUpdate(instance, path, errors)


def errors_SessionUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    elif "sessionUpdate" not in instance:
        errors.append(_FAIL_111.at(path))
    else:
        tag_1 = instance["sessionUpdate"]
        branch_2 = _UNION_7.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors.append(_FAIL_112.at(path + "/sessionUpdate", tag_1))
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_48, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_Terminal(instance: object, path: str, errors: list[ValidationError]) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "terminalId" not in instance:
            errors.append(_FAIL_113.at(path))
        if "terminalId" in instance:
            value_1 = instance["terminalId"]
            path_2 = path + "/terminalId"
            errors_TerminalId(value_1, path_2, errors)
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_59.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_2, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))


def errors_TerminalId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_TerminalId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_Terminal_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "terminalId" not in instance:
            errors.append(_FAIL_113.at(path))
        if "terminalId" in instance:
            value_1 = instance["terminalId"]
            path_2 = path + "/terminalId"
            errors_TerminalId(value_1, path_2, errors)
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_59.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_2, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
    if type(instance) is dict:
        problem_6 = extras_problem(instance, _NAMES_50, path)
        if problem_6 is not None:
            errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_TextContent(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "text" not in instance:
            errors.append(_FAIL_114.at(path))
        if "annotations" in instance:
            value_1 = instance["annotations"]
            path_2 = path + "/annotations"
            if not (
                check_TextContent_properties_annotations_anyOf_0(value_1)
                or check_TextContent_properties_annotations_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_8, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "text" in instance:
            value_4 = instance["text"]
            path_5 = path + "/text"
            if type(value_4) is not str:
                errors.append(_FAIL_66.at(path_5, value_4))
        if "_meta" in instance:
            value_6 = instance["_meta"]
            path_7 = path + "/_meta"
            if not (type(value_6) is dict or value_6 is None):
                errors.append(_FAIL_59.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_2, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_TextContent_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "text" not in instance:
            errors.append(_FAIL_114.at(path))
        if "annotations" in instance:
            value_1 = instance["annotations"]
            path_2 = path + "/annotations"
            if not (
                check_TextContent_properties_annotations_anyOf_0(value_1)
                or check_TextContent_properties_annotations_anyOf_1(value_1)
            ):
                errors.append(_FAIL_58.at(path_2, value_1))
            if type(value_1) is dict:
                problem_3 = extras_problem(value_1, _NAMES_8, path_2)
                if problem_3 is not None:
                    errors.append(ValidationError(problem_3[0], "type", problem_3[1]))
        if "text" in instance:
            value_4 = instance["text"]
            path_5 = path + "/text"
            if type(value_4) is not str:
                errors.append(_FAIL_66.at(path_5, value_4))
        if "_meta" in instance:
            value_6 = instance["_meta"]
            path_7 = path + "/_meta"
            if not (type(value_6) is dict or value_6 is None):
                errors.append(_FAIL_59.at(path_7, value_6))
            if type(value_6) is dict:
                problem_8 = extras_problem(value_6, _NAMES_2, path_7)
                if problem_8 is not None:
                    errors.append(ValidationError(problem_8[0], "type", problem_8[1]))
    if type(instance) is dict:
        problem_9 = extras_problem(instance, _NAMES_51, path)
        if problem_9 is not None:
            errors.append(ValidationError(problem_9[0], "type", problem_9[1]))


def errors_TextResourceContents_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "text" not in instance:
            errors.append(_FAIL_114.at(path))
        if "uri" not in instance:
            errors.append(_FAIL_75.at(path))
        if "mimeType" in instance:
            value_1 = instance["mimeType"]
            path_2 = path + "/mimeType"
            if not (type(value_1) is str or value_1 is None):
                errors.append(_FAIL_62.at(path_2, value_1))
        if "text" in instance:
            value_3 = instance["text"]
            path_4 = path + "/text"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "uri" in instance:
            value_5 = instance["uri"]
            path_6 = path + "/uri"
            if type(value_5) is not str:
                errors.append(_FAIL_66.at(path_6, value_5))
        if "_meta" in instance:
            value_7 = instance["_meta"]
            path_8 = path + "/_meta"
            if not (type(value_7) is dict or value_7 is None):
                errors.append(_FAIL_59.at(path_8, value_7))
            if type(value_7) is dict:
                problem_9 = extras_problem(value_7, _NAMES_2, path_8)
                if problem_9 is not None:
                    errors.append(ValidationError(problem_9[0], "type", problem_9[1]))
    if type(instance) is dict:
        problem_10 = extras_problem(instance, _NAMES_52, path)
        if problem_10 is not None:
            errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_ToolCall(instance: object, path: str, errors: list[ValidationError]) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "toolCallId" not in instance:
            errors.append(_FAIL_115.at(path))
        if "title" not in instance:
            errors.append(_FAIL_116.at(path))
        if "toolCallId" in instance:
            value_1 = instance["toolCallId"]
            path_2 = path + "/toolCallId"
            errors_ToolCallId(value_1, path_2, errors)
        if "title" in instance:
            value_3 = instance["title"]
            path_4 = path + "/title"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "kind" in instance:
            value_5 = instance["kind"]
            path_6 = path + "/kind"
            errors_ToolKind(value_5, path_6, errors)
        if "status" in instance:
            value_7 = instance["status"]
            path_8 = path + "/status"
            errors_ToolCallStatus(value_7, path_8, errors)
        if "content" in instance:
            value_9 = instance["content"]
            path_10 = path + "/content"
            if type(value_9) is not list:
                errors.append(_FAIL_69.at(path_10, value_9))
            if type(value_9) is list:
                for index_12, item_11 in enumerate(value_9):
                    path_13 = path_10 + "/" + str(index_12)
                    errors_ToolCallContent(item_11, path_13, errors)
                    if type(item_11) is dict:
                        problem_14 = extras_problem(item_11, _NAMES_53, path_13)
                        if problem_14 is not None:
                            errors.append(
                                ValidationError(problem_14[0], "type", problem_14[1])
                            )
        if "locations" in instance:
            value_15 = instance["locations"]
            path_16 = path + "/locations"
            if type(value_15) is not list:
                errors.append(_FAIL_69.at(path_16, value_15))
            if type(value_15) is list:
                for index_18, item_17 in enumerate(value_15):
                    path_19 = path_16 + "/" + str(index_18)
                    errors_ToolCallLocation(item_17, path_19, errors)
                    if type(item_17) is dict:
                        problem_20 = extras_problem(item_17, _NAMES_54, path_19)
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
                errors.append(_FAIL_59.at(path_28, value_27))
            if type(value_27) is dict:
                problem_29 = extras_problem(value_27, _NAMES_2, path_28)
                if problem_29 is not None:
                    errors.append(ValidationError(problem_29[0], "type", problem_29[1]))


def errors_ToolCallContent(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_117.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_8.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors.append(_FAIL_118.at(path + "/type", tag_1))


def errors_ToolCallContent_oneOf_0(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_126.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "content"):
                errors.append(_FAIL_147.at(path_2, value_1))
    errors_Content(instance, path, errors)


def errors_ToolCallContent_oneOf_1(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_126.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "diff"):
                errors.append(_FAIL_148.at(path_2, value_1))
    errors_Diff(instance, path, errors)


def errors_ToolCallContent_oneOf_2(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "type" not in instance:
            errors.append(_FAIL_126.at(path))
        if "type" in instance:
            value_1 = instance["type"]
            path_2 = path + "/type"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
            if not (type(value_1) is str and value_1 == "terminal"):
                errors.append(_FAIL_149.at(path_2, value_1))
    errors_Terminal(instance, path, errors)


def errors_ToolCallContent_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    elif "type" not in instance:
        errors.append(_FAIL_117.at(path))
    else:
        tag_1 = instance["type"]
        branch_2 = _UNION_8.get(tag_1) if type(tag_1) is str else None
        if branch_2 is not None:
            branch_2(instance, path, errors)
        else:
            errors.append(_FAIL_118.at(path + "/type", tag_1))
    if type(instance) is dict:
        problem_3 = extras_problem(instance, _NAMES_53, path)
        if problem_3 is not None:
            errors.append(ValidationError(problem_3[0], "type", problem_3[1]))


def errors_ToolCallId(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_ToolCallId_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not str:
        errors.append(_FAIL_66.at(path, instance))


def errors_ToolCallLocation(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "path" not in instance:
            errors.append(_FAIL_84.at(path))
        if "path" in instance:
            value_1 = instance["path"]
            path_2 = path + "/path"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
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
                errors.append(_FAIL_101.at(path_4, value_3))
            if (type(value_3) is int or type(value_3) is float) and value_3 < 0:
                errors.append(_FAIL_99.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_59.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_2, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))


def errors_ToolCallLocation_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "path" not in instance:
            errors.append(_FAIL_84.at(path))
        if "path" in instance:
            value_1 = instance["path"]
            path_2 = path + "/path"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
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
                errors.append(_FAIL_101.at(path_4, value_3))
            if (type(value_3) is int or type(value_3) is float) and value_3 < 0:
                errors.append(_FAIL_99.at(path_4, value_3))
        if "_meta" in instance:
            value_5 = instance["_meta"]
            path_6 = path + "/_meta"
            if not (type(value_5) is dict or value_5 is None):
                errors.append(_FAIL_59.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_2, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
    if type(instance) is dict:
        problem_8 = extras_problem(instance, _NAMES_54, path)
        if problem_8 is not None:
            errors.append(ValidationError(problem_8[0], "type", problem_8[1]))


def errors_ToolCallStatus(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    matches_1 = (
        check_ToolCallStatus_oneOf_0(instance)
        + check_ToolCallStatus_oneOf_1(instance)
        + check_ToolCallStatus_oneOf_2(instance)
        + check_ToolCallStatus_oneOf_3(instance)
    )
    if matches_1 != 1:
        errors.append(_FAIL_119.at(path, instance))


def errors_ToolCallStatus_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    matches_1 = (
        check_ToolCallStatus_oneOf_0(instance)
        + check_ToolCallStatus_oneOf_1(instance)
        + check_ToolCallStatus_oneOf_2(instance)
        + check_ToolCallStatus_oneOf_3(instance)
    )
    if matches_1 != 1:
        errors.append(_FAIL_119.at(path, instance))


def errors_ToolCallUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "toolCallId" not in instance:
            errors.append(_FAIL_115.at(path))
        if "toolCallId" in instance:
            value_1 = instance["toolCallId"]
            path_2 = path + "/toolCallId"
            errors_ToolCallId(value_1, path_2, errors)
        if "kind" in instance:
            value_3 = instance["kind"]
            path_4 = path + "/kind"
            if not (
                check_ToolCallUpdate_properties_kind_anyOf_0(value_3)
                or check_ToolCallUpdate_properties_kind_anyOf_1(value_3)
            ):
                errors.append(_FAIL_58.at(path_4, value_3))
        if "status" in instance:
            value_5 = instance["status"]
            path_6 = path + "/status"
            if not (
                check_ToolCallUpdate_properties_status_anyOf_0(value_5)
                or check_ToolCallUpdate_properties_status_anyOf_1(value_5)
            ):
                errors.append(_FAIL_58.at(path_6, value_5))
        if "title" in instance:
            value_7 = instance["title"]
            path_8 = path + "/title"
            if not (type(value_7) is str or value_7 is None):
                errors.append(_FAIL_62.at(path_8, value_7))
        if "content" in instance:
            value_9 = instance["content"]
            path_10 = path + "/content"
            if not (type(value_9) is list or value_9 is None):
                errors.append(_FAIL_61.at(path_10, value_9))
            if type(value_9) is list:
                for index_12, item_11 in enumerate(value_9):
                    path_13 = path_10 + "/" + str(index_12)
                    errors_ToolCallContent(item_11, path_13, errors)
                    if type(item_11) is dict:
                        problem_14 = extras_problem(item_11, _NAMES_53, path_13)
                        if problem_14 is not None:
                            errors.append(
                                ValidationError(problem_14[0], "type", problem_14[1])
                            )
        if "locations" in instance:
            value_15 = instance["locations"]
            path_16 = path + "/locations"
            if not (type(value_15) is list or value_15 is None):
                errors.append(_FAIL_61.at(path_16, value_15))
            if type(value_15) is list:
                for index_18, item_17 in enumerate(value_15):
                    path_19 = path_16 + "/" + str(index_18)
                    errors_ToolCallLocation(item_17, path_19, errors)
                    if type(item_17) is dict:
                        problem_20 = extras_problem(item_17, _NAMES_54, path_19)
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
                errors.append(_FAIL_59.at(path_28, value_27))
            if type(value_27) is dict:
                problem_29 = extras_problem(value_27, _NAMES_2, path_28)
                if problem_29 is not None:
                    errors.append(ValidationError(problem_29[0], "type", problem_29[1]))


def errors_ToolCallUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "toolCallId" not in instance:
            errors.append(_FAIL_115.at(path))
        if "toolCallId" in instance:
            value_1 = instance["toolCallId"]
            path_2 = path + "/toolCallId"
            errors_ToolCallId(value_1, path_2, errors)
        if "kind" in instance:
            value_3 = instance["kind"]
            path_4 = path + "/kind"
            if not (
                check_ToolCallUpdate_properties_kind_anyOf_0(value_3)
                or check_ToolCallUpdate_properties_kind_anyOf_1(value_3)
            ):
                errors.append(_FAIL_58.at(path_4, value_3))
        if "status" in instance:
            value_5 = instance["status"]
            path_6 = path + "/status"
            if not (
                check_ToolCallUpdate_properties_status_anyOf_0(value_5)
                or check_ToolCallUpdate_properties_status_anyOf_1(value_5)
            ):
                errors.append(_FAIL_58.at(path_6, value_5))
        if "title" in instance:
            value_7 = instance["title"]
            path_8 = path + "/title"
            if not (type(value_7) is str or value_7 is None):
                errors.append(_FAIL_62.at(path_8, value_7))
        if "content" in instance:
            value_9 = instance["content"]
            path_10 = path + "/content"
            if not (type(value_9) is list or value_9 is None):
                errors.append(_FAIL_61.at(path_10, value_9))
            if type(value_9) is list:
                for index_12, item_11 in enumerate(value_9):
                    path_13 = path_10 + "/" + str(index_12)
                    errors_ToolCallContent(item_11, path_13, errors)
                    if type(item_11) is dict:
                        problem_14 = extras_problem(item_11, _NAMES_53, path_13)
                        if problem_14 is not None:
                            errors.append(
                                ValidationError(problem_14[0], "type", problem_14[1])
                            )
        if "locations" in instance:
            value_15 = instance["locations"]
            path_16 = path + "/locations"
            if not (type(value_15) is list or value_15 is None):
                errors.append(_FAIL_61.at(path_16, value_15))
            if type(value_15) is list:
                for index_18, item_17 in enumerate(value_15):
                    path_19 = path_16 + "/" + str(index_18)
                    errors_ToolCallLocation(item_17, path_19, errors)
                    if type(item_17) is dict:
                        problem_20 = extras_problem(item_17, _NAMES_54, path_19)
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
                errors.append(_FAIL_59.at(path_28, value_27))
            if type(value_27) is dict:
                problem_29 = extras_problem(value_27, _NAMES_2, path_28)
                if problem_29 is not None:
                    errors.append(ValidationError(problem_29[0], "type", problem_29[1]))
    if type(instance) is dict:
        problem_30 = extras_problem(instance, _NAMES_55, path)
        if problem_30 is not None:
            errors.append(ValidationError(problem_30[0], "type", problem_30[1]))


def errors_ToolCall_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "toolCallId" not in instance:
            errors.append(_FAIL_115.at(path))
        if "title" not in instance:
            errors.append(_FAIL_116.at(path))
        if "toolCallId" in instance:
            value_1 = instance["toolCallId"]
            path_2 = path + "/toolCallId"
            errors_ToolCallId(value_1, path_2, errors)
        if "title" in instance:
            value_3 = instance["title"]
            path_4 = path + "/title"
            if type(value_3) is not str:
                errors.append(_FAIL_66.at(path_4, value_3))
        if "kind" in instance:
            value_5 = instance["kind"]
            path_6 = path + "/kind"
            errors_ToolKind(value_5, path_6, errors)
        if "status" in instance:
            value_7 = instance["status"]
            path_8 = path + "/status"
            errors_ToolCallStatus(value_7, path_8, errors)
        if "content" in instance:
            value_9 = instance["content"]
            path_10 = path + "/content"
            if type(value_9) is not list:
                errors.append(_FAIL_69.at(path_10, value_9))
            if type(value_9) is list:
                for index_12, item_11 in enumerate(value_9):
                    path_13 = path_10 + "/" + str(index_12)
                    errors_ToolCallContent(item_11, path_13, errors)
                    if type(item_11) is dict:
                        problem_14 = extras_problem(item_11, _NAMES_53, path_13)
                        if problem_14 is not None:
                            errors.append(
                                ValidationError(problem_14[0], "type", problem_14[1])
                            )
        if "locations" in instance:
            value_15 = instance["locations"]
            path_16 = path + "/locations"
            if type(value_15) is not list:
                errors.append(_FAIL_69.at(path_16, value_15))
            if type(value_15) is list:
                for index_18, item_17 in enumerate(value_15):
                    path_19 = path_16 + "/" + str(index_18)
                    errors_ToolCallLocation(item_17, path_19, errors)
                    if type(item_17) is dict:
                        problem_20 = extras_problem(item_17, _NAMES_54, path_19)
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
                errors.append(_FAIL_59.at(path_28, value_27))
            if type(value_27) is dict:
                problem_29 = extras_problem(value_27, _NAMES_2, path_28)
                if problem_29 is not None:
                    errors.append(ValidationError(problem_29[0], "type", problem_29[1]))
    if type(instance) is dict:
        problem_30 = extras_problem(instance, _NAMES_55, path)
        if problem_30 is not None:
            errors.append(ValidationError(problem_30[0], "type", problem_30[1]))


def errors_ToolKind(instance: object, path: str, errors: list[ValidationError]) -> None:
    matches_1 = (
        check_ToolKind_oneOf_0(instance)
        + check_ToolKind_oneOf_1(instance)
        + check_ToolKind_oneOf_2(instance)
        + check_ToolKind_oneOf_3(instance)
        + check_ToolKind_oneOf_4(instance)
        + check_ToolKind_oneOf_5(instance)
        + check_ToolKind_oneOf_6(instance)
        + check_ToolKind_oneOf_7(instance)
        + check_ToolKind_oneOf_8(instance)
        + check_ToolKind_oneOf_9(instance)
    )
    if matches_1 != 1:
        errors.append(_FAIL_120.at(path, instance))


def errors_ToolKind_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    matches_1 = (
        check_ToolKind_oneOf_0(instance)
        + check_ToolKind_oneOf_1(instance)
        + check_ToolKind_oneOf_2(instance)
        + check_ToolKind_oneOf_3(instance)
        + check_ToolKind_oneOf_4(instance)
        + check_ToolKind_oneOf_5(instance)
        + check_ToolKind_oneOf_6(instance)
        + check_ToolKind_oneOf_7(instance)
        + check_ToolKind_oneOf_8(instance)
        + check_ToolKind_oneOf_9(instance)
    )
    if matches_1 != 1:
        errors.append(_FAIL_120.at(path, instance))


def errors_UnstructuredCommandInput_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "hint" not in instance:
            errors.append(_FAIL_121.at(path))
        if "hint" in instance:
            value_1 = instance["hint"]
            path_2 = path + "/hint"
            if type(value_1) is not str:
                errors.append(_FAIL_66.at(path_2, value_1))
        if "_meta" in instance:
            value_3 = instance["_meta"]
            path_4 = path + "/_meta"
            if not (type(value_3) is dict or value_3 is None):
                errors.append(_FAIL_59.at(path_4, value_3))
            if type(value_3) is dict:
                problem_5 = extras_problem(value_3, _NAMES_2, path_4)
                if problem_5 is not None:
                    errors.append(ValidationError(problem_5[0], "type", problem_5[1]))
    if type(instance) is dict:
        problem_6 = extras_problem(instance, _NAMES_14, path)
        if problem_6 is not None:
            errors.append(ValidationError(problem_6[0], "type", problem_6[1]))


def errors_UsageUpdate(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "used" not in instance:
            errors.append(_FAIL_122.at(path))
        if "size" not in instance:
            errors.append(_FAIL_123.at(path))
        if "used" in instance:
            value_1 = instance["used"]
            path_2 = path + "/used"
            if not (
                type(value_1) is int
                or (type(value_1) is float and value_1.is_integer())
            ):
                errors.append(_FAIL_98.at(path_2, value_1))
            if (type(value_1) is int or type(value_1) is float) and value_1 < 0:
                errors.append(_FAIL_99.at(path_2, value_1))
        if "size" in instance:
            value_3 = instance["size"]
            path_4 = path + "/size"
            if not (
                type(value_3) is int
                or (type(value_3) is float and value_3.is_integer())
            ):
                errors.append(_FAIL_98.at(path_4, value_3))
            if (type(value_3) is int or type(value_3) is float) and value_3 < 0:
                errors.append(_FAIL_99.at(path_4, value_3))
        if "cost" in instance:
            value_5 = instance["cost"]
            path_6 = path + "/cost"
            if not (
                check_UsageUpdate_properties_cost_anyOf_0(value_5)
                or check_UsageUpdate_properties_cost_anyOf_1(value_5)
            ):
                errors.append(_FAIL_58.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_28, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
        if "_meta" in instance:
            value_8 = instance["_meta"]
            path_9 = path + "/_meta"
            if not (type(value_8) is dict or value_8 is None):
                errors.append(_FAIL_59.at(path_9, value_8))
            if type(value_8) is dict:
                problem_10 = extras_problem(value_8, _NAMES_2, path_9)
                if problem_10 is not None:
                    errors.append(ValidationError(problem_10[0], "type", problem_10[1]))


def errors_UsageUpdate_value(
    instance: object, path: str, errors: list[ValidationError]
) -> None:
    if type(instance) is not dict:
        errors.append(_FAIL_57.at(path, instance))
    if type(instance) is dict:
        if "used" not in instance:
            errors.append(_FAIL_122.at(path))
        if "size" not in instance:
            errors.append(_FAIL_123.at(path))
        if "used" in instance:
            value_1 = instance["used"]
            path_2 = path + "/used"
            if not (
                type(value_1) is int
                or (type(value_1) is float and value_1.is_integer())
            ):
                errors.append(_FAIL_98.at(path_2, value_1))
            if (type(value_1) is int or type(value_1) is float) and value_1 < 0:
                errors.append(_FAIL_99.at(path_2, value_1))
        if "size" in instance:
            value_3 = instance["size"]
            path_4 = path + "/size"
            if not (
                type(value_3) is int
                or (type(value_3) is float and value_3.is_integer())
            ):
                errors.append(_FAIL_98.at(path_4, value_3))
            if (type(value_3) is int or type(value_3) is float) and value_3 < 0:
                errors.append(_FAIL_99.at(path_4, value_3))
        if "cost" in instance:
            value_5 = instance["cost"]
            path_6 = path + "/cost"
            if not (
                check_UsageUpdate_properties_cost_anyOf_0(value_5)
                or check_UsageUpdate_properties_cost_anyOf_1(value_5)
            ):
                errors.append(_FAIL_58.at(path_6, value_5))
            if type(value_5) is dict:
                problem_7 = extras_problem(value_5, _NAMES_28, path_6)
                if problem_7 is not None:
                    errors.append(ValidationError(problem_7[0], "type", problem_7[1]))
        if "_meta" in instance:
            value_8 = instance["_meta"]
            path_9 = path + "/_meta"
            if not (type(value_8) is dict or value_8 is None):
                errors.append(_FAIL_59.at(path_9, value_8))
            if type(value_8) is dict:
                problem_10 = extras_problem(value_8, _NAMES_2, path_9)
                if problem_10 is not None:
                    errors.append(ValidationError(problem_10[0], "type", problem_10[1]))
    if type(instance) is dict:
        problem_11 = extras_problem(instance, _NAMES_56, path)
        if problem_11 is not None:
            errors.append(ValidationError(problem_11[0], "type", problem_11[1]))


_UNION_1: Final[dict[str, Callable[[object], bool]]] = {
    "text": check_ContentBlock_oneOf_0,
    "image": check_ContentBlock_oneOf_1,
    "audio": check_ContentBlock_oneOf_2,
    "resource_link": check_ContentBlock_oneOf_3,
    "resource": check_ContentBlock_oneOf_4,
}
_UNION_2: Final[dict[str, Callable[[object], bool]]] = {
    "select": check_SessionConfigOption_oneOf_0,
    "boolean": check_SessionConfigOption_oneOf_1,
}
_UNION_3: Final[dict[str, Callable[[object], bool]]] = {
    "user_message_chunk": check_SessionUpdate_oneOf_0,
    "agent_message_chunk": check_SessionUpdate_oneOf_1,
    "agent_thought_chunk": check_SessionUpdate_oneOf_2,
    "tool_call": check_SessionUpdate_oneOf_3,
    "tool_call_update": check_SessionUpdate_oneOf_4,
    "plan": check_SessionUpdate_oneOf_5,
    "available_commands_update": check_SessionUpdate_oneOf_6,
    "current_mode_update": check_SessionUpdate_oneOf_7,
    "config_option_update": check_SessionUpdate_oneOf_8,
    "session_info_update": check_SessionUpdate_oneOf_9,
    "usage_update": check_SessionUpdate_oneOf_10,
    "prompt_suggestions_update": check_SessionUpdate_oneOf_11,
}
_UNION_4: Final[dict[str, Callable[[object], bool]]] = {
    "content": check_ToolCallContent_oneOf_0,
    "diff": check_ToolCallContent_oneOf_1,
    "terminal": check_ToolCallContent_oneOf_2,
}
_UNION_5: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "text": errors_ContentBlock_oneOf_0,
    "image": errors_ContentBlock_oneOf_1,
    "audio": errors_ContentBlock_oneOf_2,
    "resource_link": errors_ContentBlock_oneOf_3,
    "resource": errors_ContentBlock_oneOf_4,
}
_UNION_6: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "select": errors_SessionConfigOption_oneOf_0,
    "boolean": errors_SessionConfigOption_oneOf_1,
}
_UNION_7: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "user_message_chunk": errors_SessionUpdate_oneOf_0,
    "agent_message_chunk": errors_SessionUpdate_oneOf_1,
    "agent_thought_chunk": errors_SessionUpdate_oneOf_2,
    "tool_call": errors_SessionUpdate_oneOf_3,
    "tool_call_update": errors_SessionUpdate_oneOf_4,
    "plan": errors_SessionUpdate_oneOf_5,
    "available_commands_update": errors_SessionUpdate_oneOf_6,
    "current_mode_update": errors_SessionUpdate_oneOf_7,
    "config_option_update": errors_SessionUpdate_oneOf_8,
    "session_info_update": errors_SessionUpdate_oneOf_9,
    "usage_update": errors_SessionUpdate_oneOf_10,
    "prompt_suggestions_update": errors_SessionUpdate_oneOf_11,
}
_UNION_8: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "content": errors_ToolCallContent_oneOf_0,
    "diff": errors_ToolCallContent_oneOf_1,
    "terminal": errors_ToolCallContent_oneOf_2,
}
_CHECKS: Final[dict[str, Callable[[object], bool]]] = {
    "AgentAuthCapabilities": check_AgentAuthCapabilities_value,
    "AgentCapabilities": check_AgentCapabilities_value,
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
    "BooleanConfigOptionCapabilities": check_BooleanConfigOptionCapabilities_value,
    "ClientCapabilities": check_ClientCapabilities_value,
    "ClientSessionCapabilities": check_ClientSessionCapabilities_value,
    "ConfigOptionUpdate": check_ConfigOptionUpdate_value,
    "Content": check_Content_value,
    "ContentBlock": check_ContentBlock_value,
    "ContentChunk": check_ContentChunk_value,
    "Cost": check_Cost_value,
    "CurrentModeUpdate": check_CurrentModeUpdate_value,
    "Diff": check_Diff_value,
    "ElicitationCapabilities": check_ElicitationCapabilities_value,
    "ElicitationFormCapabilities": check_ElicitationFormCapabilities_value,
    "ElicitationUrlCapabilities": check_ElicitationUrlCapabilities_value,
    "EmbeddedResource": check_EmbeddedResource_value,
    "EmbeddedResourceResource": check_EmbeddedResourceResource_value,
    "FileSystemCapabilities": check_FileSystemCapabilities_value,
    "ImageContent": check_ImageContent_value,
    "Implementation": check_Implementation_value,
    "InitializeRequest": check_InitializeRequest_value,
    "InitializeResponse": check_InitializeResponse_value,
    "LogoutCapabilities": check_LogoutCapabilities_value,
    "McpCapabilities": check_McpCapabilities_value,
    "MessageId": check_MessageId_value,
    "Plan": check_Plan_value,
    "PlanEntry": check_PlanEntry_value,
    "PlanEntryPriority": check_PlanEntryPriority_value,
    "PlanEntryStatus": check_PlanEntryStatus_value,
    "PromptCapabilities": check_PromptCapabilities_value,
    "PromptRequest": check_PromptRequest_value,
    "PromptSuggestion": check_PromptSuggestion_value,
    "PromptSuggestionsAudioCapabilities": check_PromptSuggestionsAudioCapabilities_value,
    "PromptSuggestionsCapabilities": check_PromptSuggestionsCapabilities_value,
    "PromptSuggestionsEmbeddedContextCapabilities": check_PromptSuggestionsEmbeddedContextCapabilities_value,
    "PromptSuggestionsImageCapabilities": check_PromptSuggestionsImageCapabilities_value,
    "PromptSuggestionsUpdate": check_PromptSuggestionsUpdate_value,
    "ProtocolVersion": check_ProtocolVersion_value,
    "ResourceLink": check_ResourceLink_value,
    "Role": check_Role_value,
    "SessionAdditionalDirectoriesCapabilities": check_SessionAdditionalDirectoriesCapabilities_value,
    "SessionCapabilities": check_SessionCapabilities_value,
    "SessionCloseCapabilities": check_SessionCloseCapabilities_value,
    "SessionConfigBoolean": check_SessionConfigBoolean_value,
    "SessionConfigGroupId": check_SessionConfigGroupId_value,
    "SessionConfigId": check_SessionConfigId_value,
    "SessionConfigOption": check_SessionConfigOption_value,
    "SessionConfigOptionCategory": check_SessionConfigOptionCategory_value,
    "SessionConfigOptionsCapabilities": check_SessionConfigOptionsCapabilities_value,
    "SessionConfigSelect": check_SessionConfigSelect_value,
    "SessionConfigSelectGroup": check_SessionConfigSelectGroup_value,
    "SessionConfigSelectOption": check_SessionConfigSelectOption_value,
    "SessionConfigSelectOptions": check_SessionConfigSelectOptions_value,
    "SessionConfigValueId": check_SessionConfigValueId_value,
    "SessionDeleteCapabilities": check_SessionDeleteCapabilities_value,
    "SessionId": check_SessionId_value,
    "SessionInfoUpdate": check_SessionInfoUpdate_value,
    "SessionListCapabilities": check_SessionListCapabilities_value,
    "SessionModeId": check_SessionModeId_value,
    "SessionNotification": check_SessionNotification_value,
    "SessionResumeCapabilities": check_SessionResumeCapabilities_value,
    "SessionUpdate": check_SessionUpdate_value,
    "Terminal": check_Terminal_value,
    "TerminalId": check_TerminalId_value,
    "TextContent": check_TextContent_value,
    "TextResourceContents": check_TextResourceContents_value,
    "ToolCall": check_ToolCall_value,
    "ToolCallContent": check_ToolCallContent_value,
    "ToolCallId": check_ToolCallId_value,
    "ToolCallLocation": check_ToolCallLocation_value,
    "ToolCallStatus": check_ToolCallStatus_value,
    "ToolCallUpdate": check_ToolCallUpdate_value,
    "ToolKind": check_ToolKind_value,
    "UnstructuredCommandInput": check_UnstructuredCommandInput_value,
    "UsageUpdate": check_UsageUpdate_value,
}
_EXPLAINERS: Final[dict[str, Callable[[object, str, list[ValidationError]], None]]] = {
    "AgentAuthCapabilities": errors_AgentAuthCapabilities_value,
    "AgentCapabilities": errors_AgentCapabilities_value,
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
    "BooleanConfigOptionCapabilities": errors_BooleanConfigOptionCapabilities_value,
    "ClientCapabilities": errors_ClientCapabilities_value,
    "ClientSessionCapabilities": errors_ClientSessionCapabilities_value,
    "ConfigOptionUpdate": errors_ConfigOptionUpdate_value,
    "Content": errors_Content_value,
    "ContentBlock": errors_ContentBlock_value,
    "ContentChunk": errors_ContentChunk_value,
    "Cost": errors_Cost_value,
    "CurrentModeUpdate": errors_CurrentModeUpdate_value,
    "Diff": errors_Diff_value,
    "ElicitationCapabilities": errors_ElicitationCapabilities_value,
    "ElicitationFormCapabilities": errors_ElicitationFormCapabilities_value,
    "ElicitationUrlCapabilities": errors_ElicitationUrlCapabilities_value,
    "EmbeddedResource": errors_EmbeddedResource_value,
    "EmbeddedResourceResource": errors_EmbeddedResourceResource_value,
    "FileSystemCapabilities": errors_FileSystemCapabilities_value,
    "ImageContent": errors_ImageContent_value,
    "Implementation": errors_Implementation_value,
    "InitializeRequest": errors_InitializeRequest_value,
    "InitializeResponse": errors_InitializeResponse_value,
    "LogoutCapabilities": errors_LogoutCapabilities_value,
    "McpCapabilities": errors_McpCapabilities_value,
    "MessageId": errors_MessageId_value,
    "Plan": errors_Plan_value,
    "PlanEntry": errors_PlanEntry_value,
    "PlanEntryPriority": errors_PlanEntryPriority_value,
    "PlanEntryStatus": errors_PlanEntryStatus_value,
    "PromptCapabilities": errors_PromptCapabilities_value,
    "PromptRequest": errors_PromptRequest_value,
    "PromptSuggestion": errors_PromptSuggestion_value,
    "PromptSuggestionsAudioCapabilities": errors_PromptSuggestionsAudioCapabilities_value,
    "PromptSuggestionsCapabilities": errors_PromptSuggestionsCapabilities_value,
    "PromptSuggestionsEmbeddedContextCapabilities": errors_PromptSuggestionsEmbeddedContextCapabilities_value,
    "PromptSuggestionsImageCapabilities": errors_PromptSuggestionsImageCapabilities_value,
    "PromptSuggestionsUpdate": errors_PromptSuggestionsUpdate_value,
    "ProtocolVersion": errors_ProtocolVersion_value,
    "ResourceLink": errors_ResourceLink_value,
    "Role": errors_Role_value,
    "SessionAdditionalDirectoriesCapabilities": errors_SessionAdditionalDirectoriesCapabilities_value,
    "SessionCapabilities": errors_SessionCapabilities_value,
    "SessionCloseCapabilities": errors_SessionCloseCapabilities_value,
    "SessionConfigBoolean": errors_SessionConfigBoolean_value,
    "SessionConfigGroupId": errors_SessionConfigGroupId_value,
    "SessionConfigId": errors_SessionConfigId_value,
    "SessionConfigOption": errors_SessionConfigOption_value,
    "SessionConfigOptionCategory": errors_SessionConfigOptionCategory_value,
    "SessionConfigOptionsCapabilities": errors_SessionConfigOptionsCapabilities_value,
    "SessionConfigSelect": errors_SessionConfigSelect_value,
    "SessionConfigSelectGroup": errors_SessionConfigSelectGroup_value,
    "SessionConfigSelectOption": errors_SessionConfigSelectOption_value,
    "SessionConfigSelectOptions": errors_SessionConfigSelectOptions_value,
    "SessionConfigValueId": errors_SessionConfigValueId_value,
    "SessionDeleteCapabilities": errors_SessionDeleteCapabilities_value,
    "SessionId": errors_SessionId_value,
    "SessionInfoUpdate": errors_SessionInfoUpdate_value,
    "SessionListCapabilities": errors_SessionListCapabilities_value,
    "SessionModeId": errors_SessionModeId_value,
    "SessionNotification": errors_SessionNotification_value,
    "SessionResumeCapabilities": errors_SessionResumeCapabilities_value,
    "SessionUpdate": errors_SessionUpdate_value,
    "Terminal": errors_Terminal_value,
    "TerminalId": errors_TerminalId_value,
    "TextContent": errors_TextContent_value,
    "TextResourceContents": errors_TextResourceContents_value,
    "ToolCall": errors_ToolCall_value,
    "ToolCallContent": errors_ToolCallContent_value,
    "ToolCallId": errors_ToolCallId_value,
    "ToolCallLocation": errors_ToolCallLocation_value,
    "ToolCallStatus": errors_ToolCallStatus_value,
    "ToolCallUpdate": errors_ToolCallUpdate_value,
    "ToolKind": errors_ToolKind_value,
    "UnstructuredCommandInput": errors_UnstructuredCommandInput_value,
    "UsageUpdate": errors_UsageUpdate_value,
}
TYPE_NAMES: Final[tuple[str, ...]] = (
    "AgentAuthCapabilities",
    "AgentCapabilities",
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
    "BooleanConfigOptionCapabilities",
    "ClientCapabilities",
    "ClientSessionCapabilities",
    "ConfigOptionUpdate",
    "Content",
    "ContentBlock",
    "ContentChunk",
    "Cost",
    "CurrentModeUpdate",
    "Diff",
    "ElicitationCapabilities",
    "ElicitationFormCapabilities",
    "ElicitationUrlCapabilities",
    "EmbeddedResource",
    "EmbeddedResourceResource",
    "FileSystemCapabilities",
    "ImageContent",
    "Implementation",
    "InitializeRequest",
    "InitializeResponse",
    "LogoutCapabilities",
    "McpCapabilities",
    "MessageId",
    "Plan",
    "PlanEntry",
    "PlanEntryPriority",
    "PlanEntryStatus",
    "PromptCapabilities",
    "PromptRequest",
    "PromptSuggestion",
    "PromptSuggestionsAudioCapabilities",
    "PromptSuggestionsCapabilities",
    "PromptSuggestionsEmbeddedContextCapabilities",
    "PromptSuggestionsImageCapabilities",
    "PromptSuggestionsUpdate",
    "ProtocolVersion",
    "ResourceLink",
    "Role",
    "SessionAdditionalDirectoriesCapabilities",
    "SessionCapabilities",
    "SessionCloseCapabilities",
    "SessionConfigBoolean",
    "SessionConfigGroupId",
    "SessionConfigId",
    "SessionConfigOption",
    "SessionConfigOptionCategory",
    "SessionConfigOptionsCapabilities",
    "SessionConfigSelect",
    "SessionConfigSelectGroup",
    "SessionConfigSelectOption",
    "SessionConfigSelectOptions",
    "SessionConfigValueId",
    "SessionDeleteCapabilities",
    "SessionId",
    "SessionInfoUpdate",
    "SessionListCapabilities",
    "SessionModeId",
    "SessionNotification",
    "SessionResumeCapabilities",
    "SessionUpdate",
    "Terminal",
    "TerminalId",
    "TextContent",
    "TextResourceContents",
    "ToolCall",
    "ToolCallContent",
    "ToolCallId",
    "ToolCallLocation",
    "ToolCallStatus",
    "ToolCallUpdate",
    "ToolKind",
    "UnstructuredCommandInput",
    "UsageUpdate",
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
