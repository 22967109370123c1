// Scripts run the site's modules outside Next (`npm run account`, `npm run products-api`, the prepare steps), with
// `tsx --import ./scripts/outside-next-preload.mjs`. Two things Next's bundler handles need a stand-in there:
// - `server-only`, which throws outside React Server Components, is the empty module it is inside them;
// - style sheets: a feature's public entry (ADR 46) may re-export a component that imports its CSS module, which a
//   script never renders; the sheet loads as an empty class map instead of failing to parse as JavaScript.
import Module, { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const stub = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "tests", "stubs", "server-only.ts");
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === "server-only" ? stub : resolve.call(this, request, ...rest);
};

const STYLE_SHEET = /\.css(?:\?.*)?$/;
registerHooks({
  load(url, context, nextLoad) {
    if (STYLE_SHEET.test(url)) return { format: "commonjs", source: "module.exports = {};", shortCircuit: true };
    return nextLoad(url, context);
  },
});
