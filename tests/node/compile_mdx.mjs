// Compiles many MDX documents with the pinned @mdx-js/mdx in one process.
// stdin: a JSON object {name: mdxText}; stdout: a JSON object {name: errorMessage}
// holding only the documents that failed to compile.
import { compile } from "@mdx-js/mdx";

const chunks = [];
for await (const chunk of process.stdin) {
  chunks.push(chunk);
}
const documents = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const failures = {};
for (const [name, text] of Object.entries(documents)) {
  try {
    await compile(text);
  } catch (error) {
    failures[name] = String(error);
  }
}
process.stdout.write(JSON.stringify(failures));
