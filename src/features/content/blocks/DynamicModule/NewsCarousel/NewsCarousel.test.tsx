// F8: the News Carousel module rendered from the fixture content pack through the registry, as a page places it.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createTranslator } from "next-intl";
import enNews from "../../../../../../messages/en/news.json";
import frNews from "../../../../../../messages/fr-ca/news.json";
import { compileMessages } from "@/platform/i18n/compile";
import { fixturePack } from "@/features/content/testing";
import type { DynamicModuleBlock } from "@/features/content/model";
import type { BlockContext } from "../../types";
import { renderToHtml, testContext } from "../../render-for-test";
import { DynamicModule } from "../Component";

const NEWS = { en: enNews, "fr-ca": frNews } as const;

// The cards are static markup whose links navigate on the client (KeptMarkup asks for the router).
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

vi.mock("next-intl/server", () => ({
  getTranslations: async ({ locale, namespace }: { locale: keyof typeof NEWS; namespace: "news" }) =>
    createTranslator({ locale, messages: compileMessages({ news: NEWS[locale] }), namespace }),
}));

beforeAll(() => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pack-")), "content-pack.json");
  writeFileSync(file, JSON.stringify(fixturePack()));
  process.env.CONTENT_PACK_PATH = file;
  delete process.env.CONTENT_SOURCE;
});

function carousel(settings: DynamicModuleBlock["module"]["settings"], title?: string): DynamicModuleBlock {
  return { id: "dm-news", type: "dynamicModule", module: { id: "m-news", module: "NewsCarousel", settings, ...(title ? { title } : {}) } };
}

const render = (block: DynamicModuleBlock, context: BlockContext = testContext) => renderToHtml(<DynamicModule block={block} context={context} />);
const titles = (html: string) => [...html.matchAll(/<h3[^>]*><a [^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]);

describe("F8 News Carousel module", () => {
  it("shows the brand's latest posts newest first as carousel slides, with a link to the news page", async () => {
    const html = await render(carousel({}));
    expect(titles(html)).toEqual(["news-launch", "news-plant", "news-award"]);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>Latest news<\/h2>/);
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('href="/voltline/en/news/news-launch"');
    expect(html).toMatch(/<a href="\/voltline\/en\/news">See all news<\/a>/);
    expect(html).not.toContain("news-secret");
    // Each card is one static block (ADR 74): its link navigates on the client.
    expect(html).toContain('<a href="/voltline/en/news/news-launch" data-client-link>news-launch</a>');
  });

  it("shows only the configured number of posts", async () => {
    const html = await render(carousel({ count: 2 }, "From the plant floor"));
    expect(titles(html)).toEqual(["news-launch", "news-plant"]);
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>From the plant floor<\/h2>/);
    expect(html).toContain('aria-label="2 of 2"');
  });

  it("keeps the posts of the configured category, matched in the page locale", async () => {
    const fr: BlockContext = { ...testContext, locale: "fr-ca" };
    const html = await render(carousel({ category: "awards", "category.fr-ca": "prix" }), fr);
    expect(titles(html)).toEqual(["news-award (fr)"]);
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>Dernières nouvelles<\/h2>/);
    expect(html).toMatch(/<a href="\/voltline\/fr-ca\/news">Voir toutes les nouvelles<\/a>/);
    expect(titles(await render(carousel({ category: "awards" })))).toEqual(["news-award"]);
  });

  it("renders nothing when no post matches", async () => {
    expect(await render(carousel({ category: "no such topic" }))).toBe("");
    expect(await render(carousel({}), { ...testContext, brand: "voltline-brasil" })).toBe("");
  });
});
