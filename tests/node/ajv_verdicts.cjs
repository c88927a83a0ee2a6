// Verdicts of Ajv (JSON Schema 2020-12, strict: false) for a corpus written by
// tests/validators/test_differential.py: {schema, cases: [[definition, instance], ...]}.
// Prints a JSON array of booleans, one per case, in order.
"use strict";
const fs = require("fs");
const path = require("path");
const Ajv2020 = require(path.join(__dirname, "..", "..", "node_modules", "ajv", "dist", "2020.js")).default;

const corpus = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const id = "urn:corpus:schema";
ajv.addSchema({ ...corpus.schema, $id: id });
const compiled = new Map();
const verdicts = corpus.cases.map(([name, instance]) => {
  if (!compiled.has(name)) {
    compiled.set(name, ajv.getSchema(`${id}#/$defs/${name}`));
  }
  return compiled.get(name)(instance);
});
process.stdout.write(JSON.stringify(verdicts));
