// The ALTCHA widget as files the provider serves itself under its own path: no outside host, and no inline script, so
// the sign-in page keeps a CSP of `script-src 'self'`. One script (widget, its fr-ca and es-419 strings, the worker
// registration) and the PBKDF2 worker, read once from the `altcha` package.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { CHALLENGE_ALGORITHM } from "./sign-in-challenge";
import type { ProviderLocale } from "./provider-messages";

/** Paths under the issuer's path (/oidc/assets/...). */
export const CHALLENGE_SCRIPT_PATH = "/assets/sign-in-check.js";
export const CHALLENGE_WORKER_PATH = "/assets/sign-in-check-worker.js";
export const CHALLENGE_STYLE_PATH = "/assets/sign-in-check.css";

/** The widget's language for each provider locale (its own translations: en is built in). */
export const WIDGET_LANGUAGE: Record<ProviderLocale, string> = { en: "en", fr: "fr-ca", es: "es-419" };

export interface StaticAsset {
  type: string;
  body: Buffer;
}

function altchaFile(...parts: string[]): string {
  // The package's main entry is dist/main/altcha.umd.cjs; its other files sit beside it.
  const root = path.resolve(path.dirname(createRequire(import.meta.url).resolve("altcha")), "..", "..");
  return readFileSync(path.join(root, "dist", ...parts), "utf8").replace(/\n\/\/# sourceMappingURL=.*$/m, "");
}

/** Each file in its own strict function scope: the widget and its translations all declare top-level names. */
const isolated = (source: string) => `(function(){"use strict";\n${source}\n})();\n`;

let cache: { mountPath: string; assets: Map<string, StaticAsset> } | undefined;

/** The widget's files for a provider mounted at `mountPath`, keyed by their path under it. */
export function challengeAssets(mountPath: string): Map<string, StaticAsset> {
  if (cache?.mountPath === mountPath) return cache.assets;
  const registration = `globalThis.$altcha.algorithms.set(${JSON.stringify(CHALLENGE_ALGORITHM)}, () => new Worker(${JSON.stringify(`${mountPath}${CHALLENGE_WORKER_PATH}`)}));\n`;
  const script = [
    isolated(altchaFile("external", "altcha.min.js")),
    ...Object.values(WIDGET_LANGUAGE)
      .filter((language) => language !== "en")
      .map((language) => isolated(altchaFile("i18n", `${language}.js`))),
    registration,
  ].join("");
  const assets = new Map<string, StaticAsset>([
    [CHALLENGE_SCRIPT_PATH, { type: "text/javascript; charset=utf-8", body: Buffer.from(script) }],
    [CHALLENGE_WORKER_PATH, { type: "text/javascript; charset=utf-8", body: Buffer.from(altchaFile("workers", "pbkdf2.js")) }],
    [CHALLENGE_STYLE_PATH, { type: "text/css; charset=utf-8", body: Buffer.from(altchaFile("external", "altcha.css")) }],
  ]);
  cache = { mountPath, assets };
  return assets;
}
