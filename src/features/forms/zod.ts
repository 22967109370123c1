// zod for the forms, configured before any of their schemas is built: without `jitless`, zod 4 probes `new Function`
// when it builds an object schema, and under the site's Content-Security-Policy (no 'unsafe-eval', ADR 25) that probe
// is a reported violation on every page with a form. Every forms module imports z from here, not from "zod".
import { z } from "zod";

z.config({ jitless: true });

export { z };
