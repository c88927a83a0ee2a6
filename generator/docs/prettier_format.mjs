// Formats one MDX page read from stdin with the pinned prettier, default options
// (the parser is chosen from the .mdx file name, as it is for upstream's pages).
import { format } from "prettier";

const chunks = [];
for await (const chunk of process.stdin) {
  chunks.push(chunk);
}
const source = Buffer.concat(chunks).toString("utf8");
process.stdout.write(await format(source, { filepath: "page.mdx" }));
