// Formats MDX documents (and JSON documents, named "*.json") with the pinned prettier and its
// default options (the parser is chosen from the file name, as it is for upstream's pages and
// schema files), all in one process.
// argv[2]: the prettier package directory; stdin: a JSON object {name: mdxText};
// stdout: a JSON object {name: formattedText}.
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const { format } = await import(pathToFileURL(join(process.argv[2], "index.mjs")).href);

const chunks = [];
for await (const chunk of process.stdin) {
  chunks.push(chunk);
}
const documents = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const formatted = {};
for (const [name, text] of Object.entries(documents)) {
  const filepath = name.endsWith(".json") ? name : `${name}.mdx`;
  formatted[name] = await format(text, { filepath });
}
process.stdout.write(JSON.stringify(formatted));
