"""acp-codegen: Agent Client Protocol JSON Schema -> Python types, validators and docs.

The pipeline, one subpackage per stage:

    load/      read JSON, check the 2020-12 metaschema, merge the overlay, resolve $refs
    model/     the typed intermediate model (definitions, fields, unions, enums, aliases)
    render/    model -> text through the Jinja templates in templates/
    validators/ schema -> compiled, straight-line validator functions
    docs/      model -> MDX sections in upstream's format
    write.py   format, then swap whole output trees into place atomically
"""
