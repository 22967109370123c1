import { describe, expect, it } from "vitest";
import { listingHref, listingRewrite, publicListingPath } from "./listing-rewrite";

const q = (s: string) => new URLSearchParams(s);

describe("listing state in the query (W1, V1)", () => {
  it("rewrites news pages after the first", () => {
    expect(listingRewrite("/voltline/en/news", q("page=3"))).toBe("/voltline/en/news/page/3");
    expect(listingRewrite("/voltline/en/news", q("page=1"))).toBeUndefined();
    expect(listingRewrite("/voltline/en/news", q(""))).toBeUndefined();
  });

  it("ignores malformed page numbers and topics instead of failing", () => {
    expect(listingRewrite("/voltline/en/news", q("page=-2"))).toBeUndefined();
    expect(listingRewrite("/voltline/en/news", q("page=abc"))).toBeUndefined();
    expect(listingRewrite("/voltline/en/videos/list", q("tag=<script>"))).toBeUndefined();
  });

  it("rewrites video list topic and page", () => {
    expect(listingRewrite("/voltline/fr-ca/videos/list", q("tag=installation"))).toBe("/voltline/fr-ca/videos/list/installation/1");
    expect(listingRewrite("/voltline/fr-ca/videos/list", q("page=2"))).toBe("/voltline/fr-ca/videos/list/all/2");
  });

  it("leaves other paths alone", () => {
    expect(listingRewrite("/voltline/en/news/abc", q("page=2"))).toBeUndefined();
  });

  it("builds public listing hrefs", () => {
    expect(listingHref("/voltline/en/videos/list", { tag: "installation", page: 2 })).toBe("/voltline/en/videos/list?tag=installation&page=2");
    expect(listingHref("/voltline/en/news", { page: 1 })).toBe("/voltline/en/news");
  });
});

describe("category listing page in the query (P4)", () => {
  it("rewrites ?page=n of a category listing onto its page path", () => {
    expect(listingRewrite("/voltline/en/products/wiring-devices/receptacles/c/duplex", q("page=3"))).toBe(
      "/voltline/en/products/wiring-devices/receptacles/c/duplex/page/3",
    );
    expect(listingRewrite("/voltline-canada/fr-ca/products/dispositifs/c/duplex/", q("page=2"))).toBe("/voltline-canada/fr-ca/products/dispositifs/c/duplex/page/2");
  });

  it("sends page 1 and malformed pages to the first page path, so no listing URL looks unrewritten to the client router", () => {
    expect(listingRewrite("/voltline/en/products/a/c/duplex", q("page=1"))).toBe("/voltline/en/products/a/c/duplex/page/1");
    expect(listingRewrite("/voltline/en/products/a/c/duplex", q(""))).toBe("/voltline/en/products/a/c/duplex/page/1");
    expect(listingRewrite("/voltline/en/products/a/c/duplex", q("page=x"))).toBe("/voltline/en/products/a/c/duplex/page/1");
  });

  it("leaves landings, products and page paths alone", () => {
    expect(listingRewrite("/voltline/en/products/a/cl/receptacles", q("page=2"))).toBeUndefined();
    expect(listingRewrite("/voltline/en/products/a/p/1000001", q("page=2"))).toBeUndefined();
    expect(listingRewrite("/voltline/en/products/a/c/duplex/page/2", q("page=3"))).toBeUndefined();
  });
});

describe("filtered and sorted listing states (P4, P7, ADR 0008)", () => {
  it("sends a filter or a sort, with the whole query, to the per-request route", () => {
    expect(listingRewrite("/voltline/en/products/wiring-devices/receptacles/c/duplex", q("f.colour=White&page=2"))).toBe(
      "/voltline/en/refine/products/wiring-devices/receptacles/c/duplex?f.colour=White&page=2",
    );
    expect(listingRewrite("/voltline/fr-ca/products/a/c/duplex/", q("sort=name_asc"))).toBe("/voltline/fr-ca/refine/products/a/c/duplex?sort=name_asc");
    expect(listingRewrite("/voltline/en/programs/quick-ship/c/quick-ship", q("sort=bogus"))).toBe("/voltline/en/refine/programs/quick-ship/c/quick-ship?sort=bogus");
    expect(listingRewrite("/voltline/es-mx/compatibility/a/b/c/plates", q("f.finish=Brillante"))).toBe("/voltline/es-mx/refine/compatibility/a/b/c/plates?f.finish=Brillante");
  });

  it("issue 3 sends a measurement range, or a range form's fields, to the per-request route", () => {
    expect(listingRewrite("/voltline/en/products/a/c/duplex", q("r.amperage=15%3A20"))).toBe("/voltline/en/refine/products/a/c/duplex?r.amperage=15%3A20");
    expect(listingRewrite("/voltline/en/products/a/c/duplex", q("r.amperage.min=15&r.amperage.max="))).toBe(
      "/voltline/en/refine/products/a/c/duplex?r.amperage.min=15&r.amperage.max=",
    );
    expect(listingRewrite("/voltline/en/products/a/c/duplex", q("r.=1%3A2"))).toBe("/voltline/en/products/a/c/duplex/page/1");
  });

  it("keeps the default state of programs and compatibility listings on prerendered page paths", () => {
    expect(listingRewrite("/voltline/en/programs/quick-ship/c/quick-ship", q("page=2"))).toBe("/voltline/en/programs/quick-ship/c/quick-ship/page/2");
    expect(listingRewrite("/voltline/en/compatibility/a/c/plates", q("page=3&utm_source=x"))).toBe("/voltline/en/compatibility/a/c/plates/page/3");
    expect(listingRewrite("/voltline/en/compatibility/a/c/plates", q("f.=x"))).toBe("/voltline/en/compatibility/a/c/plates/page/1");
  });

  it("leaves landings, product pages, other sections and the internal route alone", () => {
    expect(listingRewrite("/voltline/en/compatibility/a/cl/plates", q("f.colour=White"))).toBeUndefined();
    expect(listingRewrite("/voltline/en/products/a/p/1000001", q("sort=name_asc"))).toBeUndefined();
    expect(listingRewrite("/voltline/en/about/c/x", q("sort=name_asc"))).toBeUndefined();
    expect(listingRewrite("/voltline/en/refine/products/a/c/duplex", q("sort=name_asc"))).toBeUndefined();
  });
});

describe("internal listing addresses answer with their public URL (P4, P7, W1, V1)", () => {
  it("maps each internal shape back to the public address, other parameters kept", () => {
    expect(publicListingPath("/voltline/en/refine/products/a/b/c/duplex", q("f.colour=White&page=2"))).toBe("/voltline/en/products/a/b/c/duplex?f.colour=White&page=2");
    expect(publicListingPath("/voltline/en/products/a/c/duplex/page/1", q(""))).toBe("/voltline/en/products/a/c/duplex");
    expect(publicListingPath("/voltline/en/programs/quick-ship/c/quick-ship/page/3", q("utm_source=mail&page=9"))).toBe(
      "/voltline/en/programs/quick-ship/c/quick-ship?utm_source=mail&page=3",
    );
    expect(publicListingPath("/voltline/fr-ca/news/page/2", q(""))).toBe("/voltline/fr-ca/news?page=2");
    expect(publicListingPath("/voltline/es-mx/videos/list/installation/1", q(""))).toBe("/voltline/es-mx/videos/list?tag=installation");
    expect(publicListingPath("/voltline/es-mx/videos/list/all/2/", q(""))).toBe("/voltline/es-mx/videos/list?page=2");
  });

  it("is the inverse of listingRewrite for every listing state", () => {
    const states: [string, string][] = [
      ["/voltline/en/products/a/c/duplex", "page=3"],
      ["/voltline/en/products/a/c/duplex", "f.colour=White&sort=name_asc"],
      ["/voltline/en/compatibility/a/b/c/plates", "page=2"],
      ["/voltline/en/news", "page=4"],
      ["/voltline/en/videos/list", "tag=installation&page=2"],
    ];
    for (const [path, query] of states) {
      const internal = new URL(listingRewrite(path, q(query))!, "http://x");
      expect(publicListingPath(internal.pathname, internal.searchParams)).toBe(`${path}?${query}`);
    }
  });

  it("leaves public listings, pages and malformed internal paths alone", () => {
    for (const path of [
      "/voltline/en/products/a/c/duplex",
      "/voltline/en/news",
      "/voltline/en/news/news-voltline-ev-charger-launch",
      "/voltline/en/videos/list",
      "/voltline/en/news/page/abc",
      "/voltline/en/videos/list/<script>/1",
      "/voltline/en/refine/about",
      "/voltline/en/products/a/p/1000001",
    ]) {
      expect(publicListingPath(path, q(""))).toBeUndefined();
    }
  });
});
