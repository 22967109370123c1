// CMS product page entries (P8) of the seeded content pack, read through both adapters: the local adapter on the
// pack, and the Contentful adapter on a Content Delivery API response holding the same entries, through the same mappers.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES, localeIso, type Locale } from "@/config/locales";
import type { Block, Page } from "@/features/content/model";
import { buildContentPack, readPackSources } from "../../../../scripts/content-pack/build";
import { createContentfulContentSource, createContentfulReader, type ContentfulSettings } from "./contentful";
import { createLocalContentSource } from "./local";
import { PACK_DEFAULT_LOCALE, isPackLink, type ContentPack, type IsoLocale, type PackEntry } from "./pack";
import type { ContentSource } from "./port";

let pack: ContentPack;
let local: ContentSource;

beforeAll(async () => {
  const result = buildContentPack(await readPackSources(path.resolve(__dirname, "../../../..")));
  expect(result.problems).toEqual([]);
  pack = result.pack;
  local = createLocalContentSource(async () => pack);
});

const GFCI = "1000365";
const blockTypes = (page: Page | null) =>
  [...(page?.headerSection ? [page.headerSection] : []), ...(page?.sections ?? [])].flatMap((s) => s.blocks.flatMap(nested));
function nested(block: Block): string[] {
  return [block.type, ...(block.type === "twoColumnLayout" ? [...block.left, ...block.right].flatMap(nested) : [])];
}

describe("seeded product page entries through the local adapter (P8)", () => {
  it("a Voltline GFCI receptacle gets a warranty banner before it and the installation video and program promo after it, in every locale", async () => {
    const headings = new Set<string>();
    for (const locale of LOCALES) {
      const page = await local.getProductPage("voltline", [GFCI], { locale });
      expect(page, locale).toMatchObject({ kind: "product", brandDirectory: "voltline" });
      expect(page?.pimIds).toContain(GFCI);
      const banner = page?.headerSection?.blocks[0];
      expect(banner).toMatchObject({ type: "heroBanner", button: { url: "warranty" } });
      headings.add(banner?.type === "heroBanner" ? banner.heading : "");
      expect(blockTypes(page)).toEqual(expect.arrayContaining(["videoPost", "html", "cardGrid"]));
      const video = page?.sections[0]?.blocks.flatMap(nested);
      expect(video).toContain("videoPost");
    }
    expect(headings.size, "banner translated in each locale").toBe(3);
  });

  it("another brand has its own entries, and an entry never leaks to a brand it does not belong to", async () => {
    const usb = await local.getProductPage("homestyle", ["1000641"], { locale: "es-mx" });
    expect(usb).toMatchObject({ kind: "product", brandDirectory: "homestyle" });
    expect(blockTypes(usb)).toContain("videoPost");
    // 1000365 is sold by Homestyle too, but its entry belongs to Voltline
    expect(await local.getProductPage("homestyle", [GFCI], { locale: "en" })).toBeNull();
  });

  it("a product without an entry gets none, and product page entries are not static pages", async () => {
    expect(await local.getProductPage("voltline", ["1000001"], { locale: "en" })).toBeNull();
    expect(await local.getProductPage("voltline", [], { locale: "en" })).toBeNull();
    // an entry without a slug is not taken for the home page, nor listed in the sitemap
    const slugs = (await local.listPageSlugs("voltline", { locale: "en" })).map((s) => s.slug);
    expect(slugs.filter((s) => s === "")).toHaveLength(1);
    expect((await local.getPage("voltline", "", { locale: "en" }))?.kind).toBe("static");
  });
});

/** The Content Delivery API's answer to a product page query in one locale: the entry, its links resolved into includes. */
function cdaResponse(entryId: string, iso: IsoLocale) {
  const entries = new Map(pack.entries.map((e) => [e.sys.id, e]));
  const assets = new Map(pack.assets.map((a) => [a.sys.id, a]));
  const included = { Entry: new Map<string, unknown>(), Asset: new Map<string, unknown>() };
  const sys = (id: string, type: string, extra: Record<string, unknown> = {}) => ({ id, type, createdAt: "2026-01-05T09:00:00.000Z", updatedAt: "2026-03-02T10:00:00.000Z", locale: iso, revision: 1, ...extra });
  const pick = (localized: Partial<Record<IsoLocale, unknown>> | undefined) => localized?.[iso] ?? localized?.[PACK_DEFAULT_LOCALE];
  function visit(value: unknown): void {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isPackLink(value)) return;
    const { id, linkType } = value.sys;
    if (linkType === "Asset" && !included.Asset.has(id)) {
      const a = assets.get(id);
      if (a) included.Asset.set(id, { sys: sys(id, "Asset"), fields: { title: pick(a.fields.title), description: pick(a.fields.description), file: pick(a.fields.file) } });
    }
    if (linkType === "Entry" && !included.Entry.has(id)) {
      const e = entries.get(id);
      if (e) included.Entry.set(id, toCda(e));
    }
  }
  function toCda(entry: PackEntry) {
    const fields = Object.fromEntries(Object.entries(entry.fields).map(([k, v]) => [k, pick(v)]));
    const cda = { sys: sys(entry.sys.id, "Entry", { contentType: { sys: { type: "Link", linkType: "ContentType", id: entry.sys.contentType.sys.id } } }), fields };
    included.Entry.set(entry.sys.id, cda);
    Object.values(fields).forEach(visit);
    return cda;
  }
  const item = toCda(entries.get(entryId)!);
  included.Entry.delete(entryId);
  return { sys: { type: "Array" }, total: 1, skip: 0, limit: 100, items: [item], includes: { Entry: [...included.Entry.values()], Asset: [...included.Asset.values()] } };
}

function contentfulOn(entryId: string) {
  const seen: Record<string, unknown>[] = [];
  const settings: ContentfulSettings = {
    space: "vlt01",
    environment: "master",
    accessToken: "delivery-token",
    adapter: async (config) => {
      const params = (config.params ?? {}) as Record<string, unknown>;
      seen.push(params);
      return { data: cdaResponse(entryId, params.locale as IsoLocale), status: 200, statusText: "OK", headers: {}, config, request: {} };
    },
  };
  return { source: createContentfulContentSource(settings, (preview) => createContentfulReader(settings, preview)), seen };
}

describe("the Contentful adapter maps the same entry to the same product page (P8, X1)", () => {
  it.each(LOCALES)("%s: same sections, blocks and texts as the local adapter", async (locale: Locale) => {
    const expected = await local.getProductPage("voltline", [GFCI], { locale });
    const { source, seen } = contentfulOn(expected!.id);
    const page = await source.getProductPage("voltline", [GFCI], { locale });
    expect(seen[0]).toMatchObject({ content_type: "page", "fields.kind": "product", "fields.pimIds[in]": GFCI, locale: localeIso(locale), "fields.brand.fields.brandDirectory": "voltline" });
    expect({ ...page, updatedAt: "" }).toEqual({ ...expected, updatedAt: "" });
  });
});
