// Operator scripts run the site's server modules outside Next (`npm run account`): there `server-only`, which throws
// outside React Server Components, is the empty module it is inside them. Loaded with `tsx --require`.
const Module = require("node:module");
const path = require("node:path");

const stub = path.join(__dirname, "..", "tests", "stubs", "server-only.ts");
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === "server-only" ? stub : resolve.call(this, request, ...rest);
};
