import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { Pagination as CatalogPagination } from "@/platform/ui/pagination/Pagination";
import { CategoryCards } from "./CategoryCards";
import { productDocumentItems } from "./product-documents";
import { gallerySlides, ProductGallery } from "./ProductGallery";
import type { ProductImage } from "../images/views";
import { ProductGrid } from "./ProductGrid";
import { SpecificationTable } from "./SpecificationTable";

// Long static markup goes through its client component (ADR 78), which holds the router for its links.
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

const gridLabels = { catalogNumber: (n: string) => `Catalog number ${n}`, isNew: "New", price: (p: string) => `List price ${p}` };

describe("P4 P5 catalogue components", () => {
  it("product cards link the product, show the catalog number, the new badge and the price", async () => {
    const out = await html(
      <ProductGrid
        brand="voltline-canada"
        locale="fr-ca"
        labels={gridLabels}
        headingLevel={3}
        products={[
          { id: "1000001", slug: "prise-double", name: "Prise double", catalogNumber: "DR101-IV", isNew: true, price: "4,40 $" },
          { id: "1000002", name: "Interrupteur", catalogNumber: "TS1-WH", isNew: false },
        ]}
      />,
    );
    expect(out).toContain('href="/voltline-canada/fr-ca/products/prise-double/p/1000001"');
    expect(out).toContain('href="/voltline-canada/fr-ca/products/p/1000002"');
    expect(out).toContain("<h3");
    expect(out).toContain("Catalog number DR101-IV");
    expect(out.match(/>New</g)).toHaveLength(1);
    expect(out).toContain("List price 4,40 $");
    expect(out).not.toContain("<img");
  });

  it("a card's image is a 280 px box with a 1x and a 2x candidate and no inline layout style (issue 15)", async () => {
    const out = await html(
      <ProductGrid
        brand="voltline"
        locale="en"
        labels={gridLabels}
        products={[{ id: "1000001", name: "Prise", catalogNumber: "DR101-IV", isNew: false, image: { url: "/products-media/a-front.png", alt: "Prise, front view" } }]}
      />,
    );
    const img = /<img [^>]*>/.exec(out)?.[0] ?? "";
    expect(img).toContain('width="280" height="280"');
    // styled by their place in the card (`.media > img`, `.name > a`), not a class each (issue 15 §1)
    expect(img).not.toContain("class=");
    expect(out).toMatch(/<h2 class="[^"]+"><a href="\/voltline\/en\/products\/p\/1000001">Prise<\/a><\/h2>/);
    const srcset = /srcset="([^"]*)"/i.exec(img)?.[1]?.replace(/&#38;|&amp;/g, "&").replace(/&#61;/g, "=") ?? "";
    expect(srcset).toMatch(/^[^ ]*&w=\d+&q=\d+ 1x, [^ ]*&w=\d+&q=\d+ 2x$/);
    // No inline style at all: next/image's color:transparent is stated once in globals.css (ADR 45, second pass).
    expect(img).not.toContain("style=");
    expect(img).toContain('decoding="async"');
  });

  it("category cards show product and subcategory counts", async () => {
    const out = await html(
      <CategoryCards
        labels={{ products: (n) => `${n} products`, subcategories: (n) => `${n} subcategories` }}
        categories={[
          { key: "receptacles", name: "Receptacles", href: "/voltline/en/products/wiring-devices/receptacles/cl/receptacles", productCount: 875, childCount: 6 },
          { key: "duplex", name: "Duplex", href: "/voltline/en/products/a/b/c/duplex", productCount: 175, childCount: 0 },
        ]}
      />,
    );
    expect(out).toContain(">Receptacles</a></h2>");
    expect(out).toContain("875 products");
    expect(out).toContain("6 subcategories");
    expect(out).not.toContain("0 subcategories");
  });

  it("specification rows are headed by their attribute (th scope)", async () => {
    const out = await html(
      <SpecificationTable
        caption="Specifications"
        labels={{ attribute: "Attribute", value: "Value" }}
        attributes={[{ key: "amperage", code: "EF000107", name: "Rated current", value: "15 A", raw: 15, unit: "A" }]}
      />,
    );
    expect(out).toContain('<th scope="col">Attribute</th>');
    expect(out).toContain('<th scope="row">Rated current</th><td>15 A</td>');
    expect(out).toContain("<caption");
  });

  it("pagination marks the current page and links ?page= states", async () => {
    const out = await html(
      <CatalogPagination
        page={2}
        pages={8}
        hrefFor={(p) => (p > 1 ? `/voltline/en/products/a/c/duplex?page=${p}` : "/voltline/en/products/a/c/duplex")}
        labels={{ nav: "Result pages", previous: "Previous", next: "Next", page: (p) => `Page ${p}` }}
      />,
    );
    expect(out).toContain('aria-label="Result pages"');
    expect(out).toMatch(/aria-current="page"[^>]*href="\/voltline\/en\/products\/a\/c\/duplex\?page=2"/);
    expect(out).toMatch(/rel="prev"[^>]*href="\/voltline\/en\/products\/a\/c\/duplex">Previous/);
    expect(out).toContain('href="/voltline/en/products/a/c/duplex?page=8"');
    expect(await html(<CatalogPagination page={1} pages={1} hrefFor={String} labels={{ nav: "", previous: "", next: "", page: String }} />)).toBe("");
  });

  it("the gallery shows the first drawing eagerly, optimised, and one pressed-state thumbnail per drawing (P5)", async () => {
    const images = [
      { id: "a", view: "front", url: "/products-media/a-front.png", alt: "Receptacle, front view", width: 800, height: 800 },
      { id: "a", view: "side", url: "/products-media/a-side.png", alt: "Receptacle, side view", width: 800, height: 800 },
    ] satisfies ProductImage[];
    const out = await html(<ProductGallery images={images} label="Product images" />);
    expect(out).toContain('aria-label="Product images"');
    // Shown at most 480 CSS px wide: a 1x and a 2x candidate, nothing wider (issue 15: every slide's props are in the page twice).
    expect(out).toMatch(/<img alt="Receptacle, front view" loading="eager" width="480" height="480"[^>]*srcSet="\/_next\/image\?url=%2Fproducts-media%2Fa-front\.png&amp;w=\d+&amp;q=\d+ 1x, \/_next\/image\?url=%2Fproducts-media%2Fa-front\.png&amp;w=\d+&amp;q=\d+ 2x"/);
    expect(out).toMatch(/<button type="button"[^>]*aria-pressed="true"><img alt="Receptacle, front view" loading="lazy" width="64" height="64"/);
    // A 64 px thumbnail: 1x and 2x, not every width Next knows.
    expect(out).toMatch(/<img alt="Receptacle, side view" loading="lazy" width="64" height="64"[^>]*srcSet="[^"]*&amp;w=64&amp;q=\d+ 1x, [^"]*&amp;w=128&amp;q=\d+ 2x"/);
    expect(out).toMatch(/aria-pressed="false"><img alt="Receptacle, side view"/);
    expect(await html(<ProductGallery images={[]} label="Product images" />)).toBe("");
  });

  it("a gallery slide, which the page carries in the viewer's props, holds its alt once and only its own URLs and size (issue 15)", () => {
    const [slide] = gallerySlides([{ id: "a", view: "front", url: "/products-media/a-front.png", alt: "Receptacle, front view", width: 800, height: 600 }]);
    expect(slide).toEqual({
      id: "/products-media/a-front.png",
      alt: "Receptacle, front view",
      main: { src: expect.stringMatching(/^\/_next\/image\?url=%2Fproducts-media%2Fa-front\.png&w=\d+&q=\d+$/), srcSet: expect.stringMatching(/ 1x, .* 2x$/), width: 480, height: 360 },
      thumbnail: { src: expect.stringMatching(/&w=128&/), srcSet: expect.stringMatching(/&w=64&.* 1x, .*&w=128&.* 2x$/) },
    });
  });

  it("P5 documents link their PDFs, named by title and format; the download icon is the stylesheet's, not an element", async () => {
    const out = productDocumentItems(
      [
        { id: "DOC-SS-F00001", kind: "specSheet", title: "Fiche technique", url: "/voltline/fr-ca/documents/DOC-SS-F00001.pdf" },
        { id: "DOC-CERT-UL-F00001", kind: "certificate", title: "Certificat UL", url: "https://dam.voltline.example/c/ul.pdf" },
      ],
      { format: "PDF", number: (id) => `Document no ${id}` },
    );
    const links = [...out.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(([, href, inner]) => ({ href, text: inner!.replace(/<[^>]+>/g, "") }));
    expect(links).toEqual([
      { href: "/voltline/fr-ca/documents/DOC-SS-F00001.pdf", text: "Fiche technique PDF" },
      { href: "https://dam.voltline.example/c/ul.pdf", text: "Certificat UL PDF" },
    ]);
    expect(out).toContain('type="application/pdf"');
    // drawn by `.link::before` (no text, so nothing for assistive technology), not an inline SVG per document in the
    // markup and again in the RSC payload (issue 15 §1, ADR 72 second amendment)
    expect(out).not.toContain("<svg");
    expect(out).toMatch(/<a class="[^"]+" href="\/voltline\/fr-ca\/documents\/DOC-SS-F00001\.pdf" type="application\/pdf"><span>Fiche technique<\/span> <span class="[^"]+">PDF<\/span><\/a>/);
    expect(out).toContain("Document no DOC-CERT-UL-F00001");
    expect(productDocumentItems([], { format: "PDF", number: (id) => id })).toBe("");
  });
});
