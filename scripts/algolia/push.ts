// npm run algolia:push [-- --dry-run] [-- --locale=fr-ca]: pushes products_{locale} (with sort replicas) and content_{locale}
// records and settings to Algolia with the admin key (issue 3). Runs under the react-server condition (server-only modules).
import { LOCALES, isLocale } from "@/config/locales";
import { loadCatalogFeed } from "@/features/catalog/server/feed";
import { contentSourceFromEnv } from "@/features/content/server";
import { createAlgoliaClient } from "@/features/search/server/algolia";
import { algoliaSettingsFromEnv } from "@/features/search/server/algolia-config";
import { DEFAULT_BATCH_SIZE, describePlan, executePush, oversizedRecords, planPush } from "./push-core";

async function main(argv: string[]): Promise<number> {
  const dryRun = argv.includes("--dry-run");
  const localeArg = argv.find((a) => a.startsWith("--locale="))?.slice("--locale=".length);
  if (localeArg !== undefined && !isLocale(localeArg)) {
    console.error(`--locale must be one of ${LOCALES.join(", ")}`);
    return 2;
  }
  const locales = localeArg ? [localeArg] : LOCALES;
  // Checked before the slow part, so a missing key fails at once.
  const settings = dryRun ? undefined : algoliaSettingsFromEnv(process.env, "admin");

  const started = Date.now();
  const plan = await planPush({ catalog: loadCatalogFeed(), content: contentSourceFromEnv(), locales });
  const oversized = oversizedRecords(plan);
  if (oversized.length) {
    console.error(`${oversized.length} records exceed Algolia's record size limit, e.g. ${JSON.stringify(oversized.slice(0, 3))}`);
    return 1;
  }
  if (dryRun) {
    console.log(describePlan(plan, DEFAULT_BATCH_SIZE));
    console.log(`algolia:push dry run: ${plan.length} indices planned in ${Date.now() - started} ms; nothing sent`);
    return 0;
  }
  const pushed = await executePush(createAlgoliaClient(settings!), plan, { log: (line) => console.log(line) });
  const records = pushed.reduce((sum, index) => sum + (index.records ?? 0), 0);
  console.log(`algolia:push: ${pushed.length} indices, ${records} records to application ${settings!.appId} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("algolia:push failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
