// Formats MDX documents (and JSON documents, named "*.json") with the pinned prettier and its
// default options (the parser is chosen from the file name, as it is for upstream's pages and
// schema files), all in one process; the documents named in wrapProse also get
// proseWrap: "always" (prose wrapped at the default 80 columns).
// argv[2]: the prettier package directory;
// argv[3]: a file holding a JSON object {documents: {name: text}, wrapProse: [name]};
// argv[4]: the file to write a JSON object {name: formattedText} to.
// (Files, not pipes: the generator starts this process and goes on with other work, so
// neither side ever waits on the other's pipe.)
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const { format } = await import(pathToFileURL(join(process.argv[2], "index.mjs")).href);

const { documents, wrapProse } = JSON.parse(await readFile(process.argv[3], "utf8"));
const wrapped = new Set(wrapProse);
const formatted = {};
for (const [name, text] of Object.entries(documents)) {
  const filepath = name.endsWith(".json") ? name : `${name}.mdx`;
  const options = wrapped.has(name) ? { filepath, proseWrap: "always" } : { filepath };
  formatted[name] = await format(text, options);
}
await writeFile(process.argv[4], JSON.stringify(formatted), "utf8");
