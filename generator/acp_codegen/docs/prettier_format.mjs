// Formats MDX documents (and JSON documents, named "*.json") with the pinned prettier and its
// default options (the parser is chosen from the file name, as it is for upstream's pages and
// schema files), all in one process; the documents named in wrapProse also get
// proseWrap: "always" (prose wrapped at the default 80 columns).
// argv[2]: the prettier package directory;
// argv[3]: a file holding a JSON object {documents: {name: text}, wrapProse: [name]};
// argv[4]: the file to write a JSON object {name: formattedText} to;
// argv[5], argv[6] (optional): the generator's folder of these files and the generator's
// process id; the folder is removed by this process when the generator has ended before it (it
// was killed: a generator that ends normally stops this process or reads its result, and
// removes the folder itself).
// The generator may start this process before it knows the documents: prettier loads at
// once, and the request is read when the generator says it is there.
// (Files, not pipes: the generator goes on with other work, so neither side ever waits on
// the other's pipe.)
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const generator = Number(process.argv[6]);
const generatorGone = () => {
  if (!generator) return false;
  try {
    process.kill(generator, 0); // no signal: whether the process is still there
    return false;
  } catch (error) {
    return error.code === "ESRCH";
  }
};
const removeFolder = () => rm(process.argv[5], { recursive: true, force: true });

const { format } = await import(pathToFileURL(join(process.argv[2], "index.mjs")).href);

// A first format loads the MDX parser and warms the code paths a definition section takes,
// while the generator is still rendering them.
const WARM_UP = `## <span class="font-mono">Name</span>

Text with \`code\` and a [link](https://example.com/).

**Properties:**

<ResponseField name="field" type={<><span><a href="#other">Other</a></span><span> | null</span></>} required>
  A description
that runs on.

    - Minimum: \`0\`

<Expandable title="Options">
<ResponseField name="inner" type={"string"} >
</ResponseField>
</Expandable>
</ResponseField>
`;
await format(WARM_UP, { filepath: "warm-up.mdx" });

// A line on stdin says the request is there; stdin's end without one, that the generator has
// ended. (A line, not the end of stdin: a process the generator forks meanwhile holds a copy
// of the pipe.)
const told = await new Promise((resolve) => {
  process.stdin.once("data", () => resolve(true)).once("end", () => resolve(false));
});
process.stdin.destroy();
if (!told) {
  if (process.argv[5]) await removeFolder();
  process.exit(0);
}
const { documents, wrapProse } = JSON.parse(await readFile(process.argv[3], "utf8"));
const wrapped = new Set(wrapProse);
const formatted = {};
for (const [name, text] of Object.entries(documents)) {
  const filepath = name.endsWith(".json") ? name : `${name}.mdx`;
  const options = wrapped.has(name) ? { filepath, proseWrap: "always" } : { filepath };
  formatted[name] = await format(text, options);
}
await writeFile(process.argv[4], JSON.stringify(formatted), "utf8");
if (process.argv[5] && generatorGone()) await removeFolder();
