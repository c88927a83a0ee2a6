// Verdicts of Ajv (JSON Schema 2020-12) on {"type": "string", "pattern": P} for a grid
// written by tests/validators/test_patterns_ecma.py: {patterns: [...], strings: [...]}.
// Prints a JSON array with one entry per pattern: {"error": message} when Ajv refuses to
// compile the pattern, else {"ajv": [...], "spec": [...]}, a boolean per string in order:
// Ajv's verdict, and ECMA-262's. The latter is V8's with two of its departures from the
// specification worked around:
// - its search also tries the middle of a surrogate pair, where an empty match (a negative
//   lookahead, say) can succeed; ECMA-262 tries each code point's start alone
//   (RegExpBuiltinExec advances lastIndex by AdvanceStringIndex): a sticky match is tried
//   at each of those;
// - after a backreference to a later group, it reads an astral character written as itself
//   as its trail surrogate alone (/^\1😀(a)?/u takes "\ude00", not "😀"): each is written
//   as a \u{...} escape, which means the same in Unicode mode.
"use strict";
const fs = require("fs");
const path = require("path");
const Ajv2020 = require(path.join(__dirname, "..", "..", "node_modules", "ajv", "dist", "2020.js")).default;

function specVerdict(sticky, text) {
  for (let index = 0; index <= text.length; ) {
    sticky.lastIndex = index;
    if (sticky.test(text)) return true;
    const code = text.codePointAt(index);
    index += code !== undefined && code > 0xffff ? 2 : 1;
  }
  return false;
}

const grid = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const ajv = new Ajv2020({ strict: false, validateFormats: false });
const verdicts = grid.patterns.map((pattern) => {
  let validate;
  try {
    validate = ajv.compile({ type: "string", pattern });
  } catch (error) {
    return { error: String(error.message) };
  }
  const escaped = pattern.replace(/[\u{10000}-\u{10ffff}]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
  const sticky = new RegExp(escaped, "uy");
  return {
    ajv: grid.strings.map((text) => validate(text)),
    spec: grid.strings.map((text) => specVerdict(sticky, text)),
  };
});
process.stdout.write(JSON.stringify(verdicts));
