import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
// The forms' signing secret of the journeys' server: forms-subscribe.spec.ts signs the mail's links with it.
const formsSecret = process.env.E2E_FORMS_SECRET ?? "e2e-forms-secret-of-at-least-thirty-two-characters";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry everywhere (the README's test command is what CI runs, with or without CI=true). A test that passes
  // only on its retry is listed as "flaky" in the report, so a flake stays visible.
  retries: 1,
  timeout: 60_000,
  // What a page shows after a server answer: 10 s rather than 5, since CI's machine may be several times slower than
  // a developer's (the suite's journeys took 17 min on one, 45 on another).
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Journeys run as a visitor who accepted analytics, so events flow and no consent banner overlays the page (issue 12);
    // consent.spec.ts starts from an empty context and walks the banner itself.
    storageState: { cookies: [{ name: "vl_consent", value: "1.necessary+analytics", domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }], origins: [] },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: {
    // The production server of `npm start` (micro-cache included); bundling it takes a moment, so it is rebuilt here.
    // Its embedded database is a folder of its own: one process per folder (pglite-lock.ts), so journeys can run
    // while `npm start` serves the site.
    // Its embedded database is created and migrated first, as `npm start`'s build does for `.data/pglite`.
    // TRUST_PROXY=loopback: the journeys may speak as a TLS-terminating proxy on this machine (X-Forwarded-Proto, ADR 29).
    // FORMS_RATE_LIMIT, CROSSREF_RATE_LIMIT: every journey's browser is one client (127.0.0.1), and the whole suite sends far more forms than
    // a visitor's 10 per 10 minutes; the limit itself is tested on the route (src/app/api/forms/submit.test.ts).
    command: `npm run -s build:server && PGLITE_DATA_DIR=.data/e2e-pglite tsx scripts/db/migrate.ts && NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=${port} HOST=127.0.0.1 TRUST_PROXY=loopback PGLITE_DATA_DIR=.data/e2e-pglite FORMS_SECRET=${formsSecret} FORMS_RATE_LIMIT=1000/600 CROSSREF_RATE_LIMIT=1000/60 node dist/server.mjs`,
    url: `http://127.0.0.1:${port}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
