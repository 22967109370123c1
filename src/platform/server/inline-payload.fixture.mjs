// Renders a tree with React's RSC server (the copy Next runs) and inlines its payload as Next does, for
// inline-payload.test.ts. Run with `node --conditions react-server` and NODE_ENV=production: prints the document's
// payload scripts, once as React streamed them and once cut into small chunks (rows and characters split across
// scripts).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const React = require("next/dist/compiled/react/react.react-server.js");
const server = require("next/dist/compiled/react-server-dom-turbopack/server.edge.js");
const { createInlinedDataReadableStream } = require("next/dist/server/app-render/use-flight-response.js");

const STATIC_MARK = "\u0001vl-static\u0001";
const [, , ...blocks] = process.argv;
const tree = () =>
  React.createElement(
    "main",
    null,
    // A prop that is undefined (written "$undefined"), and a string that is "$undefined" (written "$$undefined").
    blocks.map((block, index) => React.createElement("section", { key: index, id: `b${index}`, title: undefined, dangerouslySetInnerHTML: { __html: block.replace("{MARK}", STATIC_MARK) } })),
    React.createElement("p", { title: "$undefined", lang: undefined }, "Fin — ünïcode 😀"),
  );

/** Cuts each chunk of the stream into pieces of `size` bytes. */
const cutInto = (size) =>
  new TransformStream({
    transform(chunk, controller) {
      for (let at = 0; at < chunk.length; at += size) controller.enqueue(chunk.subarray(at, at + size));
    },
  });

const inline = async (stream) => new Response(createInlinedDataReadableStream(stream, undefined, null)).text();
const whole = await inline(server.renderToReadableStream(tree(), {}));
const cut = await inline(server.renderToReadableStream(tree(), {}).pipeThrough(cutInto(97)));
process.stdout.write(JSON.stringify({ whole, cut }));
