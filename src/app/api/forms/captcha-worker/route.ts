// The ALTCHA widget's PBKDF2 worker (issue 13, X9), read once from the `altcha` package and served from this origin.
import { readFileSync } from "node:fs";
import path from "node:path";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

let body: string | undefined;

function workerSource(): string {
  body ??= readFileSync(path.join(process.cwd(), "node_modules", "altcha", "dist", "workers", "pbkdf2.js"), "utf8").replace(/\n\/\/# sourceMappingURL=.*$/m, "");
  return body;
}

export function GET() {
  return new Response(workerSource(), {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": CACHE_CONTROL.day },
  });
}
