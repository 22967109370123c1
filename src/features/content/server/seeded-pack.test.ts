// The seeded content pack, built from content/ and read through the local adapter (B7, C1-C3, W1, V1):
// every brand x locale has real, translated pages, news and videos.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { buildContentPack, readPackSources } from "../../../../scripts/content-pack/build";
import { createLocalContentSource } from "./local";
import type { ContentSource } from "./port";
import type { Block } from "@/features/content/model";

let source: ContentSource;

function blockTypes(blocks: Block[]): string[] {
  return blocks.flatMap((b) => [b.type, ...(b.type === "twoColumnLayout" ? blockTypes([...b.left, ...b.right]) : [])]);
}
const BRANDS = ["voltline", "voltline-canada", "voltline-mexico", "voltline-brasil", "progress-lighting", "homestyle"];

beforeAll(async () => {
  const result = buildContentPack(await readPackSources(path.resolve(__dirname, "../../../..")));
  expect(result.problems).toEqual([]);
  source = createLocalContentSource(async () => result.pack);
});

describe("seeded content pack", () => {
  it("B7 has six brands, one default, two redacted", async () => {
    const brands = await source.listBrands({ locale: "en" });
    expect(brands.map((b) => b.brandDirectory).sort()).toEqual([...BRANDS].sort());
    expect(brands.filter((b) => b.isDefault).map((b) => b.brandDirectory)).toEqual(["voltline"]);
    expect(brands.filter((b) => b.redacted).map((b) => b.brandDirectory).sort()).toEqual(["homestyle", "progress-lighting"]);
  });

  it("R3 every brand has a home page in every locale, translated, using many block types", async () => {
    for (const brand of BRANDS) {
      const titles = new Set<string>();
      for (const locale of LOCALES) {
        const page = await source.getPage(brand, "", { locale });
        expect(page, `${brand} ${locale}`).not.toBeNull();
        titles.add(page!.title);
        const sections = [...(page!.headerSection ? [page!.headerSection] : []), ...page!.sections];
        const types = new Set(sections.flatMap((s) => blockTypes(s.blocks)));
        expect(types.size, `${brand} block types`).toBeGreaterThanOrEqual(8);
      }
      expect(titles.size, `${brand} titles differ per locale`).toBe(3);
    }
  });

  it("F8 every brand's home page carries a News Carousel module in every locale", async () => {
    for (const brand of BRANDS) {
      for (const locale of LOCALES) {
        const page = await source.getPage(brand, "", { locale });
        const modules = page!.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === "dynamicModule" ? [b.module] : []));
        expect(modules.find((m) => m.module === "NewsCarousel"), `${brand} ${locale}`).toMatchObject({ title: expect.any(String), settings: { count: 6 } });
      }
    }
  });

  it("R4 the main brand has 12+ static pages including a three-segment slug", async () => {
    const slugs = (await source.listPageSlugs("voltline", { locale: "en" })).map((s) => s.slug);
    expect(slugs.filter((s) => s !== "").length).toBeGreaterThanOrEqual(12);
    expect(slugs).toContain("support/installation/gfci-receptacles");
    const fr = await source.getPage("voltline", "support/installation/gfci-receptacles", { locale: "fr-ca" });
    const en = await source.getPage("voltline", "support/installation/gfci-receptacles", { locale: "en" });
    expect(fr!.title).not.toBe(en!.title);
  });

  it("C7 a draft page is visible only in preview", async () => {
    expect(await source.getPage("voltline", "draft-preview-sample", { locale: "en" })).toBeNull();
    expect(await source.getPage("voltline", "draft-preview-sample", { locale: "en", preview: true })).not.toBeNull();
  });

  it("W1 V1 F8 every brand (each links its news and videos in its navigation) has 20+ news posts and 10+ videos, in every locale; one video with captions past an hour", async () => {
    for (const brand of BRANDS) {
      for (const locale of LOCALES) {
        const news = await source.listNews(brand, { locale, skip: 0, limit: 100 });
        const videos = await source.listVideos(brand, { locale, skip: 0, limit: 100 });
        expect(news.total, `${brand} ${locale} news`).toBeGreaterThanOrEqual(20);
        expect(videos.total, `${brand} ${locale} videos`).toBeGreaterThanOrEqual(10);
        expect(new Set(news.items.map((n) => n.title)).size, `${brand} ${locale} news titles`).toBe(news.total);
      }
    }
    const webinar = await source.getVideo("voltline", "video-voltline-nec-2026-webinar", { locale: "fr-ca" });
    expect(webinar?.captions.map((c) => c.locale)).toEqual(expect.arrayContaining(["en", "fr-ca", "es-mx"]));
  });

  it("R12 has internal and external redirect rules", async () => {
    const rules = await source.listRedirects();
    expect(rules.some((r) => r.to.startsWith("/"))).toBe(true);
    expect(rules.some((r) => /^https?:\/\//.test(r.to))).toBe(true);
  });
});
