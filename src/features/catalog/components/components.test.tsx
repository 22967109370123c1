import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { Pagination as CatalogPagination } from "@/platform/ui/pagination/Pagination";
import { CategoryCards } from "./CategoryCards";
import { productDocumentItems } from "./product-documents";
import { galleryProps, ProductGallery } from "./ProductGallery";
import { sharedStart } from "./gallery-size";
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
    // Short addresses (ADR 79): nothing for the markup to escape.
    expect(img).toContain('srcset="/img/384/products-media/a-front.png 1x, /img/640/products-media/a-front.png 2x"');
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
    const out = await html(<ProductGallery images={images} label="Product images" locale="en" />);
    expect(out).toContain('aria-label="Product images"');
    // Shown at most 480 CSS px wide: a 1x and a 2x candidate, nothing wider (issue 15: every slide's props are in the page twice).
    expect(out).toMatch(/<img alt="Receptacle, front view" loading="eager" width="480" height="480"[^>]*srcSet="\/img\/640\/products-media\/a-front\.png 1x, \/img\/\d+\/products-media\/a-front\.png 2x" src="\/img\/\d+\/products-media\/a-front\.png"/);
    // A thumbnail is named by its view alone: the gallery is the product's (issue 15 §1, ADR 81).
    expect(out).toMatch(/<button type="button"[^>]*aria-pressed="true"><img alt="Front view" loading="lazy" width="64" height="64"/);
    // A 64 px thumbnail: 1x and 2x, not every width Next knows.
    expect(out).toMatch(/<img alt="Angled view" loading="lazy" width="64" height="64"[^>]*srcSet="\/img\/64\/products-media\/a-side\.png 1x, \/img\/128\/products-media\/a-side\.png 2x"/);
    expect(out).toMatch(/aria-pressed="false"><img alt="Angled view"/);
    expect(out.match(/Receptacle/g)).toHaveLength(1);
    expect(await html(<ProductGallery images={[]} label="Product images" locale="en" />)).toBe("");
  });

  it("the gallery's props, which the page carries, give each drawing its path, alt and height, and the URLs once as a pattern (issue 15)", () => {
    const props = galleryProps([
      { id: "a", view: "front", url: "/products-media/a-front.png", alt: "Receptacle, front view", width: 800, height: 600 },
      { id: "a", view: "side", url: "/products-media/a-side.png", alt: "Receptacle, side view", width: 800, height: 800 },
    ], "es-mx");
    expect(props).toEqual({
      pattern: {
        // The widths are next/image's (its defaults outside a build).
        main: { src: expect.stringMatching(/^\/img\/\d+\{path\}$/), srcSet: expect.stringMatching(/^\/img\/640\{path\} 1x, \/img\/\d+\{path\} 2x$/) },
        thumbnail: { src: "/img/128{path}", srcSet: "/img/64{path} 1x, /img/128{path} 2x" },
      },
      // The product's name, which starts every alt, once (issue 15 §1).
      altStart: "Receptacle, ",
      slides: [
        { id: "/products-media/a-front.png", alt: "front view", view: "Vista frontal", height: 360 },
        { id: "/products-media/a-side.png", alt: "side view", view: "Vista en perspectiva", height: 480 },
      ],
    });
  });

  it("the alts' shared start is cut after a space, and is empty for one drawing or texts that share no word", () => {
    expect(sharedStart(["Receptacle 15 A, front view", "Receptacle 15 A, side view", "Receptacle 15 A, detail view"])).toBe("Receptacle 15 A, ");
    // "Receptacle 15 A, s" is shared, but a rest starts a word.
    expect(sharedStart(["Receptacle 15 A, side view", "Receptacle 15 A, sector view"])).toBe("Receptacle 15 A, ");
    expect(sharedStart(["Front", "Side"])).toBe("");
    expect(sharedStart(["Frontal", "Front"])).toBe("");
    expect(sharedStart(["Receptacle, front view"])).toBe("");
    expect(sharedStart([])).toBe("");
    expect(sharedStart(["Same text", "Same text"])).toBe("Same ");
  });

  it("a drawing the gallery's pattern does not make (another host, Next's long form) carries its own URLs", async () => {
    const remote = "https://images.ctfassets.net/space/a b.png";
    const props = galleryProps([
      { id: "a", view: "front", url: "/products-media/a-front.png", alt: "Front", width: 800, height: 800 },
      { id: "a", view: "side", url: remote, alt: "Side", width: 800, height: 800 },
    ], "en")!;
    expect(props.slides[0]).not.toHaveProperty("urls");
    expect(props.slides[1]!.urls!.main.src).toMatch(/^\/_next\/image\?url=https%3A%2F%2Fimages\.ctfassets\.net%2Fspace%2Fa%20b\.png&w=\d+&q=\d+$/);
    const out = await html(<ProductGallery images={[{ id: "a", view: "side", url: remote, alt: "Side", width: 800, height: 800 }]} label="Product images" locale="fr-ca" />);
    expect(out).toMatch(/ src="\/_next\/image\?url=https%3A%2F%2Fimages\.ctfassets\.net%2Fspace%2Fa%20b\.png&amp;w=\d+&amp;q=\d+"/);
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
