// Builds each locale's products index once and stores it next to the catalogue (run by `npm start`'s set-up), so the
// server loads its search indices instead of building them (issue 3: start to ready <= 10 s).
import { LOCALES } from "../../src/config/locales";
import { loadCatalogFeed } from "../../src/features/catalog/server/feed";
import { PRODUCT_SORTS, searchIndexName } from "../../src/features/search/model";
import { buildSearchIndex } from "../../src/features/search/engine/search-index";
import { writeSnapshot } from "../../src/features/search/server/index-snapshot";
import { productIndexSettings, productRecords } from "../../src/features/search/server/records";

const catalog = loadCatalogFeed();
for (const locale of LOCALES) {
  const started = performance.now();
  const name = searchIndexName("products", locale);
  writeSnapshot(catalog.dir, name, buildSearchIndex(productRecords(catalog, locale), productIndexSettings(catalog)), Object.values(PRODUCT_SORTS));
  console.log(`search snapshot ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
