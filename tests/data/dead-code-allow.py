# What `make lint`'s dead-code check (vulture over the generator, the committed generated
# packages and the tests) cannot see used, each with the reason.

# Read by templates (Jinja reads attributes by name).
update_pointer  # ProposalFacts: the docs pages link the update's definition
suggestion_pointer  # ProposalFacts: the docs pages link one suggestion's definition
allowed_values  # docs/view.py views
shared_fields
variants_heading
type_label
params_overloads  # render/methods.py views
result_overloads
models_all  # render/python.py's package view
required_count  # render/python.py's class view: the count of required keys, where the parser reads it
registry
wire_all
submodules
model_imports
wire_typing_imports
uses_field
uses_missing
uses_not_required
package_all
return_type  # sdk/pydantic_module.py views
from_pydantic  # the imports of a base class, by its kind
from_sdk
camel_case
pydantic_imports
helper_module
helper_imports
uses_enum

# Called by Jinja: the bytecode cache's interface.
_.load_bytecode
_.dump_bytecode

# Called from generated parsers of schemas that need them; the committed packages do not.
unexpected
parse_float
parse_bool
parse_null
json_in
to_const
one_of_values
only_one_of
find_variant
set_params_by_method
params_by_method

# Public API that nothing in this repository calls.
generate_project  # an SDK's own generation script calls it (docs/cli.md)
