// Writes the General_Category table the pattern translator reads
// (generator/acp_codegen/validators/unicode_categories.txt): one line per code point where
// the category changes, as Node's own RegExp (\p{gc=..} in Unicode mode) says it.
// Usage: node tests/node/unicode_categories.cjs OUT.txt
"use strict";
const fs = require("fs");

const CATEGORIES = [
  "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe",
  "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn",
];
const tests = CATEGORIES.map((name) => [name, new RegExp(`^\\p{gc=${name}}$`, "u")]);
const lines = [
  `# General_Category of every code point, Unicode ${process.versions.unicode}: each line`,
  "# gives the category from its code point (hex) up to the next line's.",
  "# Written by tests/node/unicode_categories.cjs from Node's RegExp.",
];
let previous = null;
for (let code = 0; code <= 0x10ffff; code++) {
  const text = String.fromCodePoint(code);
  const found = tests.find(([, test]) => test.test(text));
  if (found === undefined) throw new Error(`no category for U+${code.toString(16)}`);
  if (found[0] !== previous) {
    lines.push(`${code.toString(16).toUpperCase().padStart(4, "0")} ${found[0]}`);
    previous = found[0];
  }
}
fs.writeFileSync(process.argv[2], lines.join("\n") + "\n");
