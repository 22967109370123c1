import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  // A feature's neighbours use its public entries (index.ts, server/index.ts), not its inner files: the account
  // feature's components are reached through @/features/account.
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/features/account/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/features/account/components/*"], message: "Use the account feature's public entry: @/features/account." }] },
      ],
    },
  },
  { ignores: [".next/**", "dist/**", "node_modules/**", "generated/**", "public/generated/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];
export default config;
