// Formats MDX documents with the pinned prettier and its default options (the parser is
// chosen from the .mdx file name, as it is for upstream's pages), all in one process.
// stdin: a JSON object {name: mdxText}; stdout: a JSON object {name: formattedText}.
import { format } from "prettier";

const chunks = [];
for await (const chunk of process.stdin) {
  chunks.push(chunk);
}
const documents = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const formatted = {};
for (const [name, text] of Object.entries(documents)) {
  formatted[name] = await format(text, { filepath: `${name}.mdx` });
}
process.stdout.write(JSON.stringify(formatted));
