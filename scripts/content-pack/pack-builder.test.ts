import { describe, expect, it } from "vitest";
import { fixtureSources } from "../../src/features/content/server/__fixtures__/pack";
import { buildContentPack, type PackSources } from "./pack-builder";

function withEntries(entries: unknown[], base: PackSources = fixtureSources()): PackSources {
  return { ...base, entryFiles: [...base.entryFiles, { path: "content/entries/test.json", entries, modifiedAt: "2026-05-01T00:00:00.000Z" }] };
}

describe("content pack build (C1, X1)", () => {
  it("writes Contentful's export format: locales with fallback, published and draft entries, assets", () => {
    const { pack, problems } = buildContentPack(fixtureSources());
    expect(problems).toEqual([]);
    expect(pack.locales.map((l) => [l.code, l.default, l.fallbackCode])).toEqual([["en-US", true, null], ["fr-CA", false, "en-US"], ["es-MX", false, "en-US"]]);
    const about = pack.entries.find((e) => e.sys.id === "page-voltline-about");
    expect(about?.sys).toMatchObject({ type: "Entry", contentType: { sys: { type: "Link", linkType: "ContentType", id: "page" } }, publishedVersion: 1, updatedAt: "2026-03-01T00:00:00.000Z" });
    expect(about?.fields.title).toEqual({ "en-US": "About us", "fr-CA": "À propos", "es-MX": "Quiénes somos" });
    expect(about?.fields.slug).toEqual({ "en-US": "about" });
    expect(about?.fields.brand).toEqual({ "en-US": { sys: { type: "Link", linkType: "Entry", id: "brand-voltline" } } });
    const draft = pack.entries.find((e) => e.sys.id === "page-voltline-upcoming");
    expect(draft?.sys.publishedVersion).toBeUndefined();
    expect(pack.assets.find((a) => a.sys.id === "asset-hero")?.fields.file["fr-CA"]).toEqual({
      url: "/content/images/hero.jpg", fileName: "hero.jpg", contentType: "image/jpeg", details: { size: 120_000, image: { width: 1920, height: 800 } },
    });
    expect(pack.assets.find((a) => a.sys.id === "asset-video")?.fields.file["en-US"]?.details).toEqual({ size: 3_000_000 });
    expect(pack.contentTypes.find((c) => c.sys.id === "page")?.fields.some((f) => "description" in f)).toBe(false);
  });

  it("stores the home page slug '' as '/'", () => {
    const { pack } = buildContentPack(fixtureSources());
    expect(pack.entries.find((e) => e.sys.id === "page-voltline-home")?.fields.slug).toEqual({ "en-US": "/" });
  });

  it("reports links to missing entries, missing assets and entries of the wrong content type", () => {
    const { problems } = buildContentPack(withEntries([
      { id: "p1", type: "page", fields: { title: { en: "A", "fr-ca": "B", "es-mx": "C" }, brand: { link: "brand-nowhere" }, featuredImage: { asset: "asset-nowhere" }, sections: [{ link: "nav-about" }] } },
    ]));
    expect(problems).toEqual([
      'content/entries/test.json p1.brand: entry "brand-nowhere" does not exist',
      'content/entries/test.json p1.featuredImage: asset "asset-nowhere" does not exist',
      'content/entries/test.json p1.sections[0]: entry "nav-about" is a navigationEntry, expected section',
    ]);
  });

  it("reports localized fields missing a locale or given a single value, and single values given per locale", () => {
    const { problems } = buildContentPack(withEntries([
      { id: "t1", type: "sectionTitle", fields: { title: { en: "Only English", "fr-ca": "Seulement" } } },
      { id: "t2", type: "sectionTitle", fields: { title: "Plain" } },
      { id: "t3", type: "sectionTitle", fields: { title: { en: "a", "fr-ca": "b", "es-mx": "c" }, align: { en: "left", "fr-ca": "left", "es-mx": "left" } } },
    ]));
    expect(problems).toEqual([
      "content/entries/test.json t1.title: missing locale es-mx",
      "content/entries/test.json t2.title: localized field needs values for en, fr-ca, es-mx",
      "content/entries/test.json t3.align: field is not localized, give one value (not en, fr-ca, es-mx)",
    ]);
  });

  it("reports unknown content types and fields, missing required fields, bad values and duplicate ids", () => {
    const { problems } = buildContentPack(withEntries([
      { id: "x1", type: "carousel3d", fields: {} },
      { id: "x2", type: "redirectRule", fields: { from: "/a", target: "/b", status: 307 } },
      { id: "x3", type: "redirectRule", status: "draft", fields: { from: "/a" } },
      { id: "x3", type: "redirectRule", fields: { from: "/a", to: "/b" } },
    ]));
    expect(problems).toEqual([
      'content/entries/test.json[3]: duplicate entry id "x3"',
      'content/entries/test.json x1: unknown content type "carousel3d"',
      'content/entries/test.json x2: field "target" is not in content type redirectRule',
      "content/entries/test.json x2.status: 307 is not one of 301, 302",
      'content/entries/test.json x2: required field "to" is missing',
    ]);
  });

  it("reports asset files that are not under public/content", () => {
    const base = fixtureSources();
    const { problems } = buildContentPack({ ...base, assetFiles: [{ path: "content/assets/x.json", assets: [{ id: "a", file: "images/none.jpg" }], modifiedAt: "2026-01-01T00:00:00.000Z" }], entryFiles: [] });
    expect(problems).toEqual(["content/assets/x.json[0] (a): file public/content/images/none.jpg not found"]);
  });
});

describe("the authored content's brand entries (F10-F13 compliance officer)", () => {
  it("carry each US brand's compliance officer, in Contentful's shape, mapped by the brand mapper", async () => {
    const { readPackSources } = await import("./build");
    const { mapBrand } = await import("../../src/features/content/mappers");
    const { pack, problems } = buildContentPack(await readPackSources(process.cwd()));
    expect(problems).toEqual([]);
    const type = pack.contentTypes.find((c) => c.sys.id === "globalBrand");
    expect(type?.fields.filter((f) => f.id.startsWith("complianceOfficer")).map((f) => [f.id, f.localized])).toEqual([
      ["complianceOfficerName", false],
      ["complianceOfficerTitle", true],
      ["complianceOfficerSignature", false],
    ]);
    const entry = pack.entries.find((e) => e.sys.id === "brand-voltline")!;
    expect(entry.fields.complianceOfficerTitle).toEqual({ "en-US": "Director of Trade Compliance", "fr-CA": "Directrice de la conformité commerciale", "es-MX": "Directora de Cumplimiento Comercial" });
    const signature = pack.assets.find((a) => a.sys.id === "asset-signature-voltline")!;
    expect(signature.fields.file["en-US"]).toMatchObject({ url: "/content/images/signature-voltline.png", contentType: "image/png" });
    // What the Contentful client hands the mapper for es-MX: fields of one locale, links resolved.
    const fields = Object.fromEntries(Object.entries(entry.fields).map(([key, value]) => [key, (value as Record<string, unknown>)["es-MX"] ?? (value as Record<string, unknown>)["en-US"]]));
    const asset = { sys: { id: signature.sys.id, type: "Asset" }, fields: { title: signature.fields.title["es-MX"], description: signature.fields.description["es-MX"], file: signature.fields.file["en-US"] } };
    const brand = mapBrand({ sys: { id: entry.sys.id, type: "Entry", contentType: { sys: { id: "globalBrand" } } }, fields: { ...fields, complianceOfficerSignature: asset, header: undefined, footer: undefined, logo: undefined } } as never);
    expect(brand.complianceOfficer).toMatchObject({ name: "Margaret A. Okafor", title: "Directora de Cumplimiento Comercial", signature: { url: "/content/images/signature-voltline.png", title: "Firma de Margaret A. Okafor" } });
  });
});
