import { beforeAll, describe, expect, it, vi } from "vitest";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fixturePack } from "./__fixtures__/pack";

vi.mock("server-only", () => ({}));

beforeAll(() => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pack-")), "content-pack.json");
  writeFileSync(file, JSON.stringify(fixturePack()));
  process.env.CONTENT_PACK_PATH = file;
  delete process.env.CONTENT_SOURCE;
});

describe("cached content queries outside Next (C7, R10)", () => {
  it("call through to the configured source when no Next data cache exists", async () => {
    const { getPage, getBrand, listNews, listRedirects, listPageSlugs, getProductPage, getVideo, listVideos, getNewsPost } = await import("./queries");
    expect((await getPage("voltline", "about", "fr-ca"))?.title).toBe("À propos");
    expect(await getPage("voltline", "upcoming", "en")).toBeNull();
    expect((await getPage("voltline", "upcoming", "en", true))?.id).toBe("page-voltline-upcoming");
    expect((await getBrand("VLC", "en"))?.currencyCode).toBe("CAD");
    expect((await listNews("voltline", "en", { skip: 0, limit: 1 })).items[0]?.id).toBe("news-launch");
    expect((await getNewsPost("voltline", "news-award", "en"))?.title).toBe("news-award");
    expect((await listVideos("voltline", "en", { skip: 0, limit: 5, tag: "product" })).total).toBe(1);
    expect((await getVideo("voltline", "video-gfci", "en"))?.slug).toBe("installing-a-gfci");
    expect((await listRedirects())[0]?.to).toBe("/voltline/en/about");
    expect((await listPageSlugs("homestyle", "en")).map((p) => p.slug)).toEqual(["about"]);
    expect((await getProductPage("voltline", ["VL-100"], "en"))?.id).toBe("page-voltline-product");
  });

  it("X1: the adapter is chosen from CONTENT_SOURCE and Contentful needs its credentials", async () => {
    const { contentSourceFromEnv, CONTENT_ENV_VARIABLES } = await import("./index");
    expect(() => contentSourceFromEnv({ CONTENT_SOURCE: "contentful" })).toThrow(/CONTENTFUL_SPACE_ID/);
    expect(() => contentSourceFromEnv({ CONTENT_SOURCE: "sanity" })).toThrow(/local/);
    expect(contentSourceFromEnv({ CONTENT_SOURCE: "contentful", CONTENTFUL_SPACE_ID: "s", CONTENTFUL_ACCESS_TOKEN: "t" })).toHaveProperty("getPage");
    expect(CONTENT_ENV_VARIABLES.map((v) => v.name)).toContain("CONTENTFUL_PREVIEW_ACCESS_TOKEN");
  });
});
