import { describe, expect, it } from "vitest";
import { mapBlocks, mapBrand, mapImageAsset, mapPage, mapRedirectRule, mapVideo, mapDynamicModuleRef, type CfAsset, type CfEntry } from "./index";

const entry = (type: string, id: string, fields: Record<string, unknown>, updatedAt = "2026-02-01T00:00:00.000Z"): CfEntry => ({
  sys: { id, type: "Entry", contentType: { sys: { id: type } }, updatedAt },
  fields,
});
const asset = (id: string, url: string): CfAsset => ({
  sys: { id, type: "Asset" },
  fields: { title: "Plant", description: "Our plant", file: { url, fileName: "plant.jpg", contentType: "image/jpeg", details: { size: 10, image: { width: 1600, height: 900 } } } },
});
const brandEntry = (directory: string, extra: Record<string, unknown> = {}) =>
  entry("globalBrand", `brand-${directory}`, { brandDirectory: directory, brandName: directory, brandCode: "X", primaryColor: "#123456", primaryColorInvert: "#fff", ...extra });

describe("image asset mapper (C5)", () => {
  it("turns protocol-relative CDN urls into https and keeps site paths", () => {
    expect(mapImageAsset(asset("a", "//images.ctfassets.net/s/a/plant.jpg"))?.url).toBe("https://images.ctfassets.net/s/a/plant.jpg");
    expect(mapImageAsset(asset("a", "/content/images/plant.jpg"))).toEqual({
      id: "a", url: "/content/images/plant.jpg", title: "Plant", description: "Our plant", width: 1600, height: 900, contentType: "image/jpeg",
    });
  });
  it("yields nothing for an asset without a file", () => {
    expect(mapImageAsset({ sys: { id: "a" }, fields: {} })).toBeUndefined();
  });
});

describe("brand mapper (B1, B5)", () => {
  it("maps the compliance officer who signs the brand's letters (F10-F13): name, title, signature image", () => {
    const brand = mapBrand(
      brandEntry("voltline", { complianceOfficerName: "Margaret A. Okafor", complianceOfficerTitle: "Director of Trade Compliance", complianceOfficerSignature: asset("sig", "/content/images/signature-voltline.png") }),
    );
    expect(brand.complianceOfficer).toEqual({
      name: "Margaret A. Okafor",
      title: "Director of Trade Compliance",
      signature: expect.objectContaining({ url: "/content/images/signature-voltline.png", title: "Plant" }),
    });
    expect(mapBrand(brandEntry("voltline-canada")).complianceOfficer).toBeUndefined();
    expect(mapBrand(brandEntry("homestyle", { complianceOfficerName: "Lucía Fernández-Ortiz" })).complianceOfficer).toEqual({ name: "Lucía Fernández-Ortiz", title: "" });
  });

  it("maps every brand field with header, footer and navigation entries", () => {
    const about = entry("navigationEntry", "nav-about", { title: "About", url: "about", sortOrder: 2 });
    const products = entry("navigationEntry", "nav-products", { title: "Products", kind: "menu", sortOrder: 1, children: [entry("navigationEntry", "nav-b", { title: "Breakers", kind: "productCategory", categoryKey: "breakers" })] });
    const brand = mapBrand(
      brandEntry("voltline", {
        internalId: "VL main",
        isDefault: true,
        logo: asset("logo", "//images.ctfassets.net/logo.svg"),
        currencyCode: "CAD",
        unitDistance: "Kilometers",
        newProductDuration: 60,
        privacyPolicy: { label: "Privacy", url: "privacy" },
        locales: ["en", "fr-ca", "xx"],
        header: entry("headerData", "h", { topLinks: [about], siteNavigation: [about, products] }),
        footer: entry("footerData", "f", {
          groups: [entry("navigationGroup", "g", { title: "Company", entries: [about] })],
          socialLinks: [entry("socialLink", "s", { network: "linkedin", url: "https://linkedin.example/voltline" }), entry("socialLink", "bad", { network: "myspace", url: "x" })],
          copyright: "© Voltline",
          termsLinks: [{ label: "Terms", url: "terms" }, { label: "no url" }],
        }),
      }),
    );
    expect(brand).toMatchObject({
      internalId: "VL main", brandDirectory: "voltline", isDefault: true, redacted: false, currencyCode: "CAD", unitDistance: "Kilometers",
      newProductDuration: 60, locales: ["en", "fr-ca"], brandPrimaryColorForFooter: "#123456", showMyAccount: true,
      privacyPolicy: { label: "Privacy", url: "privacy", external: false },
      logo: { url: "https://images.ctfassets.net/logo.svg" },
    });
    expect(brand.header.siteNavigation.map((n) => n.id)).toEqual(["nav-products", "nav-about"]);
    expect(brand.header.siteNavigation[0]?.children[0]).toMatchObject({ kind: "productCategory", categoryKey: "breakers" });
    expect(brand.footer).toMatchObject({ copyright: "© Voltline", termsLinks: [{ label: "Terms", url: "terms" }], socialLinks: [{ network: "linkedin", label: "linkedin" }] });
    expect(brand.footer.groups[0]?.entries[0]?.title).toBe("About");
  });
  it("defaults currency to USD, distance to miles and marks progress-lighting and homestyle redacted", () => {
    expect(mapBrand(brandEntry("homestyle"))).toMatchObject({ currencyCode: "USD", unitDistance: "Miles", redacted: true, header: { topLinks: [] } });
    expect(mapBrand(brandEntry("progress-lighting")).redacted).toBe(true);
    expect(mapBrand(brandEntry("voltline-canada")).redacted).toBe(false);
  });
});

describe("page, section and block mappers (C1-C3)", () => {
  const moduleRef = entry("dynamicModule", "mod-contact", { module: "ContactUsForm", title: "Write to us", settings: { topic: "sales", nested: { no: 1 } } });
  const card = entry("card", "card-1", { title: "Breakers", link: { label: "See", url: "https://example.com" } });
  const page = entry("page", "page-about", {
    title: "About us",
    slug: "/company/about/",
    brand: brandEntry("voltline"),
    featuredImage: asset("hero", "//images.ctfassets.net/hero.jpg"),
    noIndex: true,
    pimIds: ["A1"],
    headerSection: entry("section", "sec-head", { blocks: [entry("sectionTitle", "t", { title: "About", headingLevel: 1 })] }),
    sections: [
      entry("section", "sec-1", {
        anchorId: "intro",
        padding: "large",
        backgroundColor: "weird",
        blocks: [
          entry("heroBanner", "hero", { heading: "Power", dynamicModule: moduleRef, button: { label: "Go", url: "products", variant: "secondary" } }),
          entry("legacyWidget", "old", { anything: true }),
          entry("cardGrid", "grid", { cards: [card, entry("html", "not-a-card", { content: "x" })] }),
          entry("image", "img-without-asset", { caption: "lost" }),
          entry("twoColumnLayout", "two", { layout: "2:1", left: [entry("html", "h", { content: "# Hi", format: "markdown" })], right: [moduleRef] }),
          entry("accordion", "acc", { items: [{ title: "Q", body: "A" }] }),
          entry("newsPost", "news-1", { title: "Launch", date: "2026-01-01", brand: brandEntry("voltline") }),
        ],
      }),
    ],
  });

  it("maps a page with its sections and blocks, defaults for missing options", () => {
    const mapped = mapPage(page);
    expect(mapped).toMatchObject({
      id: "page-about", kind: "static", slug: "company/about", brandDirectory: "voltline", title: "About us", metaDescription: "",
      noIndex: true, breadcrumbStyle: "default", requireAuthentication: false, requiredRoles: [], pimIds: ["A1"], categoryKeys: [], updatedAt: "2026-02-01T00:00:00.000Z",
      featuredImage: { url: "https://images.ctfassets.net/hero.jpg" },
      headerSection: { blocks: [{ type: "sectionTitle", headingLevel: 1, align: "left" }] },
    });
    const section = mapped.sections[0];
    expect(section).toMatchObject({ anchorId: "intro", padding: "large", backgroundColor: "white", container: "contained", flexDirection: "column" });
    expect(section?.blocks.map((b) => b.type)).toEqual(["heroBanner", "cardGrid", "twoColumnLayout", "accordion", "newsPost"]);
  });

  it("reads a page's required roles as plain lower-case names (R15)", () => {
    const members = { ...page, fields: { ...page.fields, requireAuthentication: true, requiredRoles: ["Distributor", "distributor", "not a role", 7, "engineer"] } };
    expect(mapPage(members as typeof page)).toMatchObject({ requireAuthentication: true, requiredRoles: ["distributor", "engineer"] });
  });

  it("skips unknown block types and blocks missing their essential link, never crashing", () => {
    const blocks = mapBlocks([entry("legacyWidget", "x", {}), entry("videoPost", "vp", {}), entry("dynamicModule", "m", { module: "Nope" })]);
    expect(blocks).toEqual([]);
  });

  it("maps every block option", () => {
    const [hero, grid, two, accordion, news] = mapPage(page).sections[0]?.blocks ?? [];
    expect(hero).toMatchObject({ type: "heroBanner", heading: "Power", overlay: false, layout: "full", button: { variant: "secondary", external: false }, dynamicModule: { module: "ContactUsForm", settings: { topic: "sales" } } });
    expect(grid).toMatchObject({ type: "cardGrid", columns: 3, mobileColumns: 1, cards: [{ id: "card-1", link: { external: true } }] });
    expect(two).toMatchObject({ layout: "2:1", gap: "medium", left: [{ type: "html", format: "markdown" }], right: [{ type: "dynamicModule", module: { id: "mod-contact" } }] });
    expect(accordion).toMatchObject({ openFirstItemByDefault: false, style: "default", items: [{ id: "acc-1", title: "Q", body: "A" }] });
    expect(news).toMatchObject({ type: "newsPost", post: { id: "news-1", title: "Launch", brandDirectory: "voltline" } });
  });

  it("maps the home page slug '/' to ''", () => {
    expect(mapPage(entry("page", "home", { title: "Home", slug: "/" })).slug).toBe("");
  });
});

describe("product page entry mapper (P8)", () => {
  const productPage = entry("page", "page-gfci", {
    title: "GFCI receptacles: product page",
    brand: brandEntry("voltline"),
    kind: "product",
    pimIds: ["1000365", "", 42, "1000366"],
    metaDescription: "GFCI with a 5-year warranty",
    breadcrumbStyle: "light",
    headerSection: entry("section", "sec-warranty", { container: "full", blocks: [entry("heroBanner", "warranty", { heading: "Covered for five years", button: { label: "Terms", url: "warranty" } })] }),
    sections: [
      entry("section", "sec-install", { anchorId: "installation", blocks: [entry("videoPost", "vp", { video: entry("video", "video-gfci", { title: "Installing a GFCI", slug: "installing-a-gfci", fileType: "video/mp4" }) })] }),
      entry("section", "sec-promo", { blocks: [entry("card", "rewards", { title: "Earn points" })] }),
    ],
  });

  it("keeps the product kind, the string PIM ids, the section before the product and those after it", () => {
    const mapped = mapPage(productPage);
    expect(mapped).toMatchObject({ id: "page-gfci", kind: "product", slug: "", brandDirectory: "voltline", pimIds: ["1000365", "1000366"], breadcrumbStyle: "light", metaDescription: "GFCI with a 5-year warranty" });
    expect(mapped.headerSection?.blocks).toMatchObject([{ type: "heroBanner", heading: "Covered for five years", button: { url: "warranty", external: false } }]);
    expect(mapped.sections.map((s) => s.anchorId ?? s.id)).toEqual(["installation", "sec-promo"]);
    expect(mapped.sections[0]?.blocks[0]).toMatchObject({ type: "videoPost", video: { id: "video-gfci", slug: "installing-a-gfci" } });
  });

  it("an entry without PIM ids targets no product; an unknown kind is a static page", () => {
    expect(mapPage(entry("page", "p", { title: "x", kind: "product" })).pimIds).toEqual([]);
    expect(mapPage(entry("page", "p", { title: "x", kind: "landing" })).kind).toBe("static");
  });
});

describe("video, redirect and module mappers (V1-V3, R12, F)", () => {
  it("reads the uploaded file asset, parses caption tracks and infers the file type", () => {
    const video = mapVideo(entry("video", "v1", {
      title: "Installing a GFCI", fileUrl: { sys: { id: "f", type: "Asset" }, fields: { file: { url: "//videos.ctfassets.net/gfci.mp4" } } },
      captions: [{ locale: "en", label: "English", url: "/content/captions/gfci.en.vtt" }, { label: "broken" }], tags: ["installation"], brand: brandEntry("voltline"),
    }));
    expect(video).toMatchObject({ slug: "installing-a-gfci", fileType: "video/mp4", fileUrl: "https://videos.ctfassets.net/gfci.mp4", size: "Default", playMethod: "Inline", brandDirectory: "voltline", date: "2026-02-01T00:00:00.000Z" });
    expect(video.captions).toEqual([{ locale: "en", label: "English", url: "/content/captions/gfci.en.vtt" }]);
    expect(mapVideo(entry("video", "v2", { title: "BC", brightcoveVideoId: "123" })).fileType).toBe("brightcove");
    expect(mapVideo(entry("video", "v3", { title: "Hosted", fileUrl: "https://cdn.example/x.mp4" })).fileUrl).toBe("https://cdn.example/x.mp4");
  });
  it("keeps redirect rules with both paths, 301 by default", () => {
    expect(mapRedirectRule(entry("redirectRule", "r", { from: "/voltline/en/old", to: "/voltline/en/new" }))).toEqual({ id: "r", from: "/voltline/en/old", to: "/voltline/en/new", status: 301 });
    expect(mapRedirectRule(entry("redirectRule", "r", { from: "/x" }))).toBeUndefined();
  });
  it("refuses unknown dynamic modules", () => {
    expect(mapDynamicModuleRef(entry("dynamicModule", "m", { module: "WhereToBuyV2" }))).toEqual({ id: "m", module: "WhereToBuyV2", settings: {} });
    expect(mapDynamicModuleRef(entry("dynamicModule", "m", { module: "Poll" }))).toBeUndefined();
  });
});
