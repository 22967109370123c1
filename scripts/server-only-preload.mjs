// Operator scripts run the site's server modules outside Next (`npm run account`): there `server-only`, which throws
// outside React Server Components, is the empty module it is inside them. Loaded with `tsx --import`.
import Module from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const stub = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "tests", "stubs", "server-only.ts");
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === "server-only" ? stub : resolve.call(this, request, ...rest);
};
