# The behaviour modules import the validation runtime that ships beside them in each
# package; for type checkers here, it is the validators' runtime.
from acp_codegen.validators.runtime._validation_runtime import read_json as read_json
