// Formats MDX documents (and JSON documents, named "*.json") with the pinned prettier and its
// default options (the parser is chosen from the file name, as it is for upstream's pages and
// schema files), all in one process; the documents named in wrapProse also get
// proseWrap: "always" (prose wrapped at the default 80 columns).
// argv[2]: the prettier package directory;
// stdin: a JSON object {documents: {name: text}, wrapProse: [name]};
// stdout: a JSON object {name: formattedText}.
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const { format } = await import(pathToFileURL(join(process.argv[2], "index.mjs")).href);

const chunks = [];
for await (const chunk of process.stdin) {
  chunks.push(chunk);
}
const { documents, wrapProse } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const wrapped = new Set(wrapProse);
const formatted = {};
for (const [name, text] of Object.entries(documents)) {
  const filepath = name.endsWith(".json") ? name : `${name}.mdx`;
  const options = wrapped.has(name) ? { filepath, proseWrap: "always" } : { filepath };
  formatted[name] = await format(text, options);
}
process.stdout.write(JSON.stringify(formatted));
