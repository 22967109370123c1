import { describe, expect, it } from "vitest";
import { tagsForWebhook, type ContentfulWebhookPayload } from "./revalidation";

const brands: Record<string, string> = { "brand-vl": "voltline", "brand-hs": "homestyle" };
const lookup = (id: string) => brands[id];
const payload = (type: string, contentType: string, fields?: Record<string, unknown>): ContentfulWebhookPayload => ({
  sys: { id: "e1", type, contentType: { sys: { id: contentType } } },
  ...(fields ? { fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { "en-US": v }])) } : {}),
});
const brandLink = (id: string) => ({ sys: { type: "Link", linkType: "Entry", id } });

describe("publish webhook tag mapping (C7)", () => {
  it("a published page revalidates its own page and the brand's page index", () => {
    expect(tagsForWebhook(payload("Entry", "page", { slug: "support/warranty", brand: brandLink("brand-vl") }), lookup)).toEqual(["page:voltline:support/warranty", "page-index:voltline"]);
    expect(tagsForWebhook(payload("Entry", "page", { slug: "/", brand: brandLink("brand-hs") }), lookup)).toEqual(["page:homestyle:", "page-index:homestyle"]);
  });
  it("an unpublished page or one of an unknown brand revalidates every page", () => {
    expect(tagsForWebhook(payload("DeletedEntry", "page"), lookup)).toEqual(["pages"]);
    expect(tagsForWebhook(payload("Entry", "page", { slug: "x", brand: brandLink("brand-new") }), lookup)).toEqual(["pages"]);
  });
  it("a published product page entry revalidates the look-up of each PIM id it targets and the entry itself (P8)", () => {
    const published = payload("Entry", "page", { kind: "product", brand: brandLink("brand-vl"), pimIds: ["1000365", "1000366", "1000365"] });
    expect(tagsForWebhook(published, lookup)).toEqual(["product-page:voltline:1000365", "product-page:voltline:1000366", "entry:e1"]);
    // a product page entry has no slug: it must not fall back to revalidating every page
    expect(tagsForWebhook(published, lookup)).not.toContain("pages");
    expect(tagsForWebhook(payload("Entry", "page", { kind: "product", brand: brandLink("brand-hs"), pimIds: [] }), lookup)).toEqual(["entry:e1"]);
  });
  it("a product page entry of an unknown brand or without PIM ids field revalidates every page", () => {
    expect(tagsForWebhook(payload("Entry", "page", { kind: "product", brand: brandLink("brand-new"), pimIds: ["1"] }), lookup)).toEqual(["pages"]);
    expect(tagsForWebhook(payload("Entry", "page", { kind: "product", brand: brandLink("brand-vl") }), lookup)).toEqual(["pages"]);
  });
  it("sections and blocks revalidate every page; brand, header, footer and navigation the brands", () => {
    for (const type of ["section", "heroBanner", "card", "dynamicModule", "videoPost"]) expect(tagsForWebhook(payload("Entry", type), lookup)).toEqual(["pages"]);
    for (const type of ["globalBrand", "headerData", "footerData", "navigationEntry", "navigationGroup", "socialLink"]) expect(tagsForWebhook(payload("Entry", type), lookup)).toEqual(["brands"]);
  });
  it("news and videos revalidate the brand's list, the entry and the brand's pages", () => {
    expect(tagsForWebhook(payload("Entry", "newsPost", { brand: brandLink("brand-vl") }), lookup)).toEqual(["news:voltline", "entry:e1", "pages:voltline"]);
    expect(tagsForWebhook(payload("Entry", "video", { brand: brandLink("brand-hs") }), lookup)).toEqual(["videos:homestyle", "entry:e1", "pages:homestyle"]);
    expect(tagsForWebhook(payload("DeletedEntry", "newsPost"), lookup)).toEqual(["content"]);
  });
  it("redirect rules, assets and other payloads", () => {
    expect(tagsForWebhook(payload("Entry", "redirectRule"), lookup)).toEqual(["redirects"]);
    expect(tagsForWebhook({ sys: { id: "a1", type: "Asset" } }, lookup)).toEqual(["content"]);
    expect(tagsForWebhook({ sys: { id: "a1", type: "DeletedAsset" } }, lookup)).toEqual(["content"]);
    expect(tagsForWebhook(payload("Entry", "somethingNew"), lookup)).toEqual(["content"]);
    expect(tagsForWebhook({ sys: { type: "ContentType" } }, lookup)).toEqual([]);
  });
});
