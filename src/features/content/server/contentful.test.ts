import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createContentfulContentSource, createContentfulReader, type ContentfulSettings } from "./contentful";

const here = path.dirname(new URL(import.meta.url).pathname);
const recorded = (name: string) => JSON.parse(readFileSync(path.join(here, "__fixtures__/cda", name), "utf8")) as unknown;

interface SeenRequest {
  host: string;
  url: string;
  params: Record<string, unknown>;
  authorization: string;
}

/** Plays recorded CDA responses to the real contentful.js client; routes by what was asked. */
function recordedCda(route: (url: string, params: Record<string, unknown>) => unknown | number) {
  const seen: SeenRequest[] = [];
  const settings: ContentfulSettings = {
    space: "vlt01",
    environment: "master",
    accessToken: "delivery-token",
    previewAccessToken: "preview-token",
    adapter: async (config) => {
      const params = (config.params ?? {}) as Record<string, unknown>;
      const url = `${config.baseURL ?? ""}${config.url ?? ""}`;
      const headers = config.headers as Record<string, string> | undefined;
      seen.push({ host: new URL(url).host, url, params, authorization: String(headers?.Authorization ?? headers?.authorization ?? "") });
      const data = route(url, params);
      if (typeof data === "number") {
        const response = { status: data, statusText: "Not Found", data: { sys: { id: "NotFound", type: "Error" }, message: "The resource could not be found." }, headers: {}, config };
        throw Object.assign(new Error(`Request failed with status code ${data}`), { response, config, isAxiosError: true });
      }
      return { data, status: 200, statusText: "OK", headers: {}, config, request: {} };
    },
  };
  const source = createContentfulContentSource(settings, (preview) => createContentfulReader(settings, preview));
  return { source, seen };
}

describe("Contentful content source on recorded CDA responses (X1, C8)", () => {
  it("R10, C1-C3: maps a page by slug and brand, dropping unresolvable links and unknown block types", async () => {
    const { source, seen } = recordedCda((url, params) => (params.content_type === "page" ? recorded("page-about.fr-CA.json") : 404));
    const page = await source.getPage("voltline", "about", { locale: "fr-ca" });
    expect(seen[0]).toMatchObject({
      host: "cdn.contentful.com",
      authorization: "Bearer delivery-token",
      params: {
        content_type: "page", "fields.slug": "about", locale: "fr-CA", include: 10,
        "fields.brand.sys.contentType.sys.id": "globalBrand", "fields.brand.fields.brandDirectory": "voltline",
      },
    });
    expect(seen[0]?.url).toContain("/spaces/vlt01/environments/master/entries");
    expect(page).toMatchObject({
      id: "page-about", slug: "about", brandDirectory: "voltline", title: "À propos", metaDescription: "Qui nous sommes",
      featuredImage: { url: "https://images.ctfassets.net/vlt01/hero-asset/abc/plant.jpg", width: 2400, height: 1000, title: "Usine de Voltline" },
      updatedAt: "2026-03-02T10:00:00.000Z",
    });
    expect(page?.sections).toHaveLength(1);
    expect(page?.sections[0]?.blocks).toMatchObject([
      { type: "heroBanner", heading: "Une énergie fiable", button: { label: "Magasiner", url: "products", external: false }, dynamicModule: { module: "QuoteRequestForm", settings: { productsFromList: true } } },
      { type: "accordion", openFirstItemByDefault: true, style: "bordered", items: [{ id: "q1", title: "Garantie?" }] },
    ]);
  });

  it("asks the home page as slug '/' and reads drafts from the preview host with the preview token", async () => {
    const { source, seen } = recordedCda(() => ({ sys: { type: "Array" }, total: 0, skip: 0, limit: 1, items: [] }));
    expect(await source.getPage("voltline", "", { locale: "en", preview: true })).toBeNull();
    expect(seen[0]).toMatchObject({ host: "preview.contentful.com", authorization: "Bearer preview-token", params: { "fields.slug": "/", locale: "en-US" } });
  });

  it("B1: maps brands with header and footer and picks by code", async () => {
    const { source } = recordedCda(() => recorded("brands.fr-CA.json"));
    const brands = await source.listBrands({ locale: "fr-ca" });
    expect(brands.map((b) => [b.brandDirectory, b.redacted])).toEqual([["voltline", false], ["homestyle", true]]);
    expect(brands[0]).toMatchObject({
      header: { topLinks: [{ title: "Soutien", iconName: "help", iconPosition: "left" }], siteNavigation: [{ kind: "productHierarchy" }] },
      footer: { groups: [{ title: "Entreprise" }], socialLinks: [{ network: "youtube" }], copyright: "© Voltline", termsLinks: [{ label: "Conditions" }] },
    });
    expect((await source.getBrand("HS", { locale: "fr-ca" }))?.brandName).toBe("HomeStyle");
  });

  it("W1: passes order, skip and limit to the API and returns its paging", async () => {
    const { source, seen } = recordedCda(() => recorded("news.fr-CA.json"));
    const news = await source.listNews("voltline", { locale: "fr-ca", skip: 2, limit: 2 });
    expect(seen[0]?.params).toMatchObject({ content_type: "newsPost", order: "-fields.date,sys.id", skip: 2, limit: 2, include: 5 });
    expect(news).toMatchObject({ total: 7, skip: 2, limit: 2, items: [{ id: "news-3", brandDirectory: "voltline", image: { url: "https://images.ctfassets.net/vlt01/hero-asset/abc/plant.jpg" } }, { id: "news-4", excerpt: "" }] });
  });

  it("F8: asks the API for the news carrying a tag in the read locale", async () => {
    const { source, seen } = recordedCda(() => recorded("news.fr-CA.json"));
    await source.listNews("voltline", { locale: "fr-ca", skip: 0, limit: 6, tag: "Événements" });
    expect(seen[0]?.params).toMatchObject({ content_type: "newsPost", "fields.tags[in]": "Événements", locale: "fr-CA", limit: 6 });
    await source.listNews("voltline", { locale: "fr-ca", skip: 0, limit: 6 });
    expect(seen[1]?.params).not.toHaveProperty("fields.tags[in]");
  });

  it("C8: failed entry, asset and taxonomy look-ups are logged and yield null", async () => {
    const { source } = recordedCda(() => 404);
    expect(await source.getNewsPost("voltline", "news-x", { locale: "en" })).toBeNull();
    expect(await source.getVideo("voltline", "video-x", { locale: "en" })).toBeNull();
    expect(await source.getAsset("asset-x", { locale: "en" })).toBeNull();
    expect(await source.getTaxonomyConcept("concept-x", { locale: "en" })).toBeNull();
    await expect(source.getPage("voltline", "about", { locale: "en" })).rejects.toThrow();
  });
});
