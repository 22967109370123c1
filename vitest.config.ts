import { defineConfig } from "vitest/config";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(__dirname, "src") },
      { find: "server-only", replacement: path.resolve(__dirname, "tests/stubs/server-only.ts") },
      // As in next.config.ts: messages are precompiled and formatted by use-intl's format-only module (ADR 15).
      { find: /^use-intl\/format-message$/, replacement: require.resolve("use-intl/format-message/format-only") },
    ],
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "bench/**/*.test.ts", "tests/lint/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/content-pack.ts"],
    setupFiles: ["tests/setup/image-quality.ts"],
    testTimeout: 30_000,
    // Inlined so the alias above reaches use-intl's own import of its formatter.
    server: { deps: { inline: ["next-intl", "use-intl"] } },
  },
});
