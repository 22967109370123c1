// For other features' tests: the content pack fixture (brands, pages, navigation in every locale), and a test file's
// content source reading it, so a test needs no generated data (CI runs the unit tests before any build).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { fixturePack } from "./server/__fixtures__/pack";
import type { ContentSource } from "./server";
import type { DynamicModuleRef, Page } from "./model";
import { LOCALES, type Locale } from "@/config/locales";

export { fixturePack };

/** Points the local content source of the enclosing test file (or describe block) at the fixture pack. */
export function withFixtureContentPack(): void {
  const saved = { path: process.env.CONTENT_PACK_PATH, source: process.env.CONTENT_SOURCE };
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "fixture-pack-"));
    const file = path.join(dir, "content-pack.json");
    await writeFile(file, JSON.stringify(fixturePack()));
    process.env.CONTENT_PACK_PATH = file;
    delete process.env.CONTENT_SOURCE;
  });
  afterAll(async () => {
    for (const [name, value] of [["CONTENT_PACK_PATH", saved.path], ["CONTENT_SOURCE", saved.source]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });
}
export { renderToHtml } from "./blocks/render-for-test";

// The seeded content (content/ of the repository) as the site reads it, for tests of what editors placed on pages.

/** Every brand of the seeded content. */
export const SEEDED_BRANDS = ["voltline", "voltline-canada", "voltline-mexico", "voltline-brasil", "progress-lighting", "homestyle"] as const;

let seeded: Promise<ContentSource> | undefined;
/** A content source over the pack built from the repository's content sources (built once per test file). */
export function seededContentSource(): Promise<ContentSource> {
  seeded ??= (async () => {
    const [{ buildContentPack, readPackSources }, { createLocalContentSource }] = await Promise.all([import("../../../scripts/content-pack/build"), import("./server")]);
    const result = buildContentPack(await readPackSources(path.resolve(__dirname, "../../..")));
    return createLocalContentSource(async () => result.pack);
  })();
  return seeded;
}

/** The dynamic modules of a page, in order. */
export const dynamicModulesOf = (page: Page | null): DynamicModuleRef[] =>
  (page?.sections ?? []).flatMap((section) => section.blocks).flatMap((block) => (block.type === "dynamicModule" ? [block.module] : []));

/** A seeded page of every brand in every locale, with its dynamic modules. */
export async function seededPages(slug: string): Promise<{ brand: string; locale: Locale; page: Page | null; modules: DynamicModuleRef[] }[]> {
  const source = await seededContentSource();
  const pages = [];
  for (const brand of SEEDED_BRANDS)
    for (const locale of LOCALES) {
      const page = await source.getPage(brand, slug, { locale });
      pages.push({ brand, locale, page, modules: dynamicModulesOf(page) });
    }
  return pages;
}
