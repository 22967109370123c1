import { describe, expect, it } from "vitest";
import type { Block } from "@/features/content/model";
import { fixturePack } from "./__fixtures__/pack";
import { createLocalContentSource } from "./local";
import type { ContentPack } from "./pack";

const source = (pack: ContentPack = fixturePack()) => createLocalContentSource(async () => pack);
const en = { locale: "en" } as const;

describe("local content source over the content pack (C1, R10, W1, V1, B1, C8)", () => {
  it("R10: finds a page by slug and brand; the same slug of another brand is another page", async () => {
    const s = source();
    expect((await s.getPage("voltline", "about", en))?.title).toBe("About us");
    expect((await s.getPage("homestyle", "about", en))?.title).toBe("About HomeStyle");
    expect(await s.getPage("voltline-canada", "about", en)).toBeNull();
    expect((await s.getPage("voltline", "", en))?.id).toBe("page-voltline-home");
    expect((await s.getPage("voltline", "/support/deep/", en))?.id).toBe("page-voltline-deep");
  });

  it("picks the requested locale", async () => {
    const page = await source().getPage("voltline", "about", { locale: "fr-ca" });
    expect(page).toMatchObject({ title: "À propos", metaDescription: "Who we are (fr)", featuredImage: { title: "Usine" } });
  });

  it("falls back to en-US when a locale has no value", async () => {
    const pack = fixturePack();
    const about = pack.entries.find((e) => e.sys.id === "page-voltline-about");
    delete about?.fields.title?.["es-MX"];
    expect((await source(pack).getPage("voltline", "about", { locale: "es-mx" }))?.title).toBe("About us");
  });

  it("C7: hides drafts unless preview, also inside linked lists", async () => {
    const s = source();
    expect(await s.getPage("voltline", "upcoming", en)).toBeNull();
    expect((await s.getPage("voltline", "upcoming", { locale: "en", preview: true }))?.title).toBe("Upcoming launch");
    const cards = async (preview: boolean) => {
      const home = await s.getPage("voltline", "", { locale: "en", preview });
      const grid = home?.sections[0]?.blocks.find((b) => b.type === "cardGrid");
      return grid?.type === "cardGrid" ? grid.cards.map((c) => c.id) : [];
    };
    expect(await cards(false)).toEqual(["card-breakers"]);
    expect(await cards(true)).toEqual(["card-breakers", "card-draft"]);
    expect((await s.listPageSlugs("voltline", en)).map((p) => p.slug).sort()).toEqual(["", "about", "support/deep"]);
  });

  it("resolves pages to include depth 10 and no deeper", async () => {
    const page = await source().getPage("voltline", "support/deep", en);
    let block: Block | undefined = page?.sections[0]?.blocks[0];
    const chain: string[] = [];
    while (block?.type === "twoColumnLayout") {
      chain.push(block.id);
      block = block.left[0];
    }
    // page 0, section 1, col-1 at 2 ... col-9 at 10; col-10 (level 11) is beyond the include depth
    expect(chain).toEqual(["col-1", "col-2", "col-3", "col-4", "col-5", "col-6", "col-7", "col-8", "col-9"]);
    expect(block).toBeUndefined();
  });

  it("maps a home page with hero, module, cards and a news post block", async () => {
    const home = await source().getPage("voltline", "", { locale: "es-mx" });
    expect(home?.sections[0]?.blocks.map((b) => b.type)).toEqual(["heroBanner", "cardGrid", "newsPost"]);
    expect(home?.sections[0]?.blocks[0]).toMatchObject({
      heading: "Energía confiable",
      button: { label: "Comprar", url: "products" },
      background: { url: "/content/images/hero.jpg", width: 1920, height: 800 },
      dynamicModule: { module: "ContactUsForm", title: "Contact us (es)" },
    });
  });

  it("B1: lists brands with header and footer; finds a brand by directory or code, else the default", async () => {
    const s = source();
    const brands = await s.listBrands({ locale: "fr-ca" });
    expect(brands.map((b) => b.brandDirectory)).toEqual(["voltline", "voltline-canada", "homestyle"]);
    const voltline = brands[0];
    expect(voltline?.header.siteNavigation[0]).toMatchObject({ kind: "menu", title: "Products (fr)", children: [{ categoryKey: "breakers" }] });
    expect(voltline?.footer).toMatchObject({ copyright: "© Voltline (fr)", termsLinks: [{ label: "Conditions" }], groups: [{ entries: [{ title: "À propos" }, { audience: "brands" }] }] });
    expect(voltline).toMatchObject({ contactInformation: expect.stringContaining("<p>Appelez-nous</p>"), logo: { url: "/content/images/logo.png" } });
    expect((await s.getBrand("VLC", en))?.brandDirectory).toBe("voltline-canada");
    expect((await s.getBrand("homestyle", en))?.redacted).toBe(true);
    expect((await s.getBrand("nowhere", en))?.brandDirectory).toBe("voltline");
  });

  it("P8: finds the product page by any of its PIM ids", async () => {
    const s = source();
    expect((await s.getProductPage("voltline", ["X-1", "VL-101"], en))?.kind).toBe("product");
    expect(await s.getProductPage("voltline", ["X-1"], en)).toBeNull();
  });

  it("W1: lists a brand's news newest first with skip and limit; drafts only in preview", async () => {
    const s = source();
    const first = await s.listNews("voltline", { locale: "en", skip: 0, limit: 2 });
    expect(first.items.map((p) => p.id)).toEqual(["news-launch", "news-plant"]);
    expect(first.total).toBe(3);
    expect((await s.listNews("voltline", { locale: "en", skip: 2, limit: 2 })).items.map((p) => p.id)).toEqual(["news-award"]);
    expect((await s.listNews("voltline", { locale: "en", preview: true, skip: 0, limit: 1 })).items[0]?.id).toBe("news-secret");
    expect((await s.getNewsPost("voltline", "news-plant", { locale: "fr-ca" }))?.body).toBe("Body of news-plant (fr)");
    expect(await s.getNewsPost("homestyle", "news-plant", en)).toBeNull();
  });

  it("F8: lists a brand's news carrying a tag in the read locale", async () => {
    const s = source();
    const awards = await s.listNews("voltline", { locale: "en", skip: 0, limit: 10, tag: "awards" });
    expect(awards.items.map((p) => p.id)).toEqual(["news-award"]);
    expect(awards.total).toBe(1);
    expect((await s.listNews("voltline", { locale: "fr-ca", skip: 0, limit: 10, tag: "prix" })).items.map((p) => p.id)).toEqual(["news-award"]);
    expect((await s.listNews("voltline", { locale: "fr-ca", skip: 0, limit: 10, tag: "awards" })).total).toBe(0);
    expect((await s.listNews("voltline", { locale: "en", skip: 0, limit: 10, tag: "corporate" })).total).toBe(3);
  });

  it("V1: lists a brand's videos with an optional tag; the uploaded file gives the video url", async () => {
    const s = source();
    expect((await s.listVideos("voltline", { locale: "en", skip: 0, limit: 10 })).items.map((v) => v.id)).toEqual(["video-breaker", "video-gfci"]);
    const tagged = await s.listVideos("voltline", { locale: "en", skip: 0, limit: 10, tag: "installation" });
    expect(tagged.items.map((v) => v.id)).toEqual(["video-gfci"]);
    const taggedFr = await s.listVideos("voltline", { locale: "fr-ca", skip: 0, limit: 10, tag: "installation-fr" });
    expect(taggedFr.items.map((v) => v.id)).toEqual(["video-gfci"]);
    expect((await s.getVideo("voltline", "video-gfci", en))).toMatchObject({ fileUrl: "/content/videos/gfci.mp4", fileType: "video/mp4", captions: [{ locale: "en" }] });
  });

  it("R12, C8: lists redirect rules; unknown assets and concepts are null", async () => {
    const s = source();
    expect(await s.listRedirects()).toEqual([{ id: "redirect-old-about", from: "/voltline/en/company", to: "/voltline/en/about", status: 301 }]);
    expect((await s.getAsset("asset-hero", { locale: "fr-ca" }))?.title).toBe("Usine");
    expect(await s.getAsset("asset-none", en)).toBeNull();
    expect(await s.getTaxonomyConcept("c1", en)).toBeNull();
  });

  it("C3, issue 13: finds a dynamic module by id with its settings (a form's routing)", async () => {
    const s = source();
    expect(await s.getDynamicModule("mod-contact-voltline", en)).toEqual({ id: "mod-contact-voltline", module: "ContactUsForm", title: "Write to us", settings: { "routeTo.sales": "sales@voltline.example", routeTo: "info@voltline.example" } });
    expect(await s.getDynamicModule("page-voltline-about", en)).toBeNull();
    expect(await s.getDynamicModule("nothing", en)).toBeNull();
  });

  it("loads the pack once per source", async () => {
    let loads = 0;
    const pack = fixturePack();
    const s = createLocalContentSource(async () => (loads++, pack));
    await Promise.all([s.listBrands(en), s.getPage("voltline", "about", en), s.listRedirects()]);
    expect(loads).toBe(1);
  });
});
