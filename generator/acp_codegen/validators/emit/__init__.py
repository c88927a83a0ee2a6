"""The code of each keyword family, one module each.

Every emitter is a function ``emit_<group>(compiler, writer, schema, ctx)`` that writes the
code of its keywords for the schema at ``ctx.pointer`` and may return a narrowed context
(``type`` does: later keywords then know the instance's type). They are called in the
order of :data:`acp_codegen.validators.compiler.KEYWORD_ORDER`.

- :mod:`.scalars`: ``type``, ``const``, ``enum``, number and string keywords;
- :mod:`.arrays`: item counts, ``uniqueItems``, ``prefixItems``, ``items``, ``contains``;
- :mod:`.objects`: ``required``, property counts and names, ``properties``,
  ``patternProperties``, ``additionalProperties``, ``dependent*``, ``unevaluatedProperties``;
- :mod:`.applicators`: ``$ref``, ``allOf``, ``anyOf``/``oneOf`` (with dispatch on a
  discriminator), ``not``, ``if``/``then``/``else``.
"""
