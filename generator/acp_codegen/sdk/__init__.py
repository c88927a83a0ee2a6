"""SDK profiles: an SDK's own names and shapes for the schema's types, declared as data, and
the renderers that follow them."""
