// For route tests that read the catalogue: the small generated catalogue as the local catalogue source of the
// enclosing test file (or describe block), and the same catalogue loaded, for choosing the products a case asks about.
import { afterAll, beforeAll } from "vitest";
import type { LoadedCatalog } from "../local-catalog";
import { smallCatalogDir } from "./small-catalog";

/** Points CATALOG_DIR at the small catalogue for the enclosing block; the returned function gives it, loaded (in a test). */
export function withSmallCatalog(): () => LoadedCatalog {
  const saved = process.env.CATALOG_DIR;
  let catalog: LoadedCatalog | undefined;
  beforeAll(async () => {
    process.env.CATALOG_DIR = smallCatalogDir();
    catalog = (await import("../local-catalog")).loadCatalog(smallCatalogDir());
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.CATALOG_DIR;
    else process.env.CATALOG_DIR = saved;
  });
  return () => {
    if (!catalog) throw new Error("withSmallCatalog(): the catalogue loads in beforeAll; ask for it inside a test");
    return catalog;
  };
}
