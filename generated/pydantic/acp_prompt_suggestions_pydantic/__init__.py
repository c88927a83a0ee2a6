"""Agent Client Protocol types as pydantic v2 models: v1, v2."""

from . import v1, v2

__all__ = ["v1", "v2"]
