import { readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const deepImport = (otherFeature) => ({
  regex: `^@/features/${otherFeature}[a-z-]+/(?!(server|testing|ui)$).+`,
  message: "Import another feature through its public entries: @/features/<name>, @/features/<name>/server, @/features/<name>/ui or (tests) @/features/<name>/testing (ADR 46).",
});

const testFiles = ["**/*.test.{ts,tsx}", "**/*.spec.ts", "**/__fixtures__/**", "**/testing.ts", "**/testing/**", "tests/**"];
const testingEntry = { regex: "^@/features/[a-z-]+/testing$", message: "A feature's testing entry is for tests only (ADR 46)." };
const zodEntry = { regex: "^zod(/.*)?$", message: "Import z from @/platform/validation/zod: zod's own namespace carries its forty locales into the browser (ADR 73)." };
const zodHome = "src/platform/validation/**";
/** The rule for these files: no deep import into another feature, and no testing entry outside tests. */
const entryRules = (files, otherFeature, ignores = []) => [
  { files, ignores: [...ignores, ...testFiles, zodHome], rules: { "no-restricted-imports": ["error", { patterns: [deepImport(otherFeature), testingEntry, zodEntry] }] } },
  {
    files: files.flatMap((glob) => (glob.startsWith("tests/") ? [glob] : testFiles.filter((test) => !test.startsWith("tests/")).map((test) => `${glob.replace(/\/\*\*\/.*$/, "")}/${test}`))),
    ignores,
    rules: { "no-restricted-imports": ["error", { patterns: [deepImport(otherFeature)] }] },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  // A feature's neighbours use its public entries, never its inner files (ADR 46): `@/features/x` (client-safe),
  // `@/features/x/server` (server-only logic), `@/features/x/ui` (React components) and, in tests, `@/features/x/testing` (fixtures and helpers).
  ...features.flatMap((feature) => entryRules([`src/features/${feature}/**/*.{ts,tsx}`], `(?!${feature}/)`)),
  // Build and operations scripts (scripts/) run under tsx without a bundler: they read the inner module they need, since
  // an entry would load its whole feature (components and style sheets included).
  ...entryRules(["src/**/*.{ts,tsx}", "server/**/*.ts", "tests/**/*.ts"], "", ["src/features/**"]),
  { ignores: [".codemod/**", ".next/**", "dist/**", "node_modules/**", "generated/**", "public/generated/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];
export default config;
