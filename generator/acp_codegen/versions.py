"""The protocol versions and schema flavours the tool knows.

A module of its own, importing nothing: the command line and the configuration check them
before any stage of the pipeline is imported.
"""

VERSIONS = ("v1", "v2")
FLAVOURS = ("stable", "unstable")
