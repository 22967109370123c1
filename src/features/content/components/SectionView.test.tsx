import { describe, expect, it, vi } from "vitest";
import { SectionView, Sections } from "./SectionView";
import { renderToHtml, testContext } from "@/features/content/blocks/render-for-test";
import type { Block, Section } from "@/features/content/model";

// Long static markup goes through its client component (ADR 78), which holds the router for its links.
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));
vi.mock("next-intl/server", async () => (await import("@/features/content/blocks/render-for-test")).nextIntlServerStub);
// The catalogue and the brand are other features; they stand in with fixed products and a USD brand.
vi.mock("@/features/content/blocks/Product/catalog", () => ({
  loadProducts: async (_brand: string, pimIds: string[]) =>
    pimIds.map((id) => ({ id, name: `Product ${id}`, catalogNumber: `CN-${id}`, releaseDate: "2020-01-01", listPrices: { USD: 12.5 } })),
}));
vi.mock("@/features/navigation/server/chrome", () => ({
  getBrandChrome: async () => ({ brand: { currencyCode: "USD", newProductDuration: 90 }, brands: [] }),
}));
vi.mock("@/features/catalog/pages/labels", () => ({
  productGridLabels: async () => ({ catalogNumber: (n: string) => `Catalog number ${n}`, isNew: "New", price: (p: string) => `List price ${p}` }),
}));

const section = (blocks: Block[], extra: Partial<Section> = {}): Section => ({
  id: "s1",
  container: "contained",
  padding: "medium",
  backgroundColor: "light",
  flexDirection: "column",
  flexBreakpoint: "md",
  blocks,
  ...extra,
});

const hero = (id: string): Block => ({
  id,
  type: "heroBanner",
  heading: `Hero ${id}`,
  overlay: false,
  layout: "full",
  textAlign: "left",
  variant: "light",
  contentWidth: "wide",
  headerSize: "medium",
  bodySize: "medium",
});

describe("C2 section wrapper and C3 block rendering", () => {
  it("renders the anchor id, container and every block through the registry, nested layouts included", async () => {
    const html = await renderToHtml(
      <SectionView
        context={testContext}
        section={section(
          [
            { id: "t", type: "sectionTitle", title: "Wiring devices", headingLevel: 2, align: "left" },
            {
              id: "two",
              type: "twoColumnLayout",
              layout: "2:1",
              gap: "large",
              reverseOnMobile: true,
              left: [{ id: "md", type: "html", format: "markdown", content: "Rated **20 A**" }],
              right: [{ id: "p", type: "product", title: "Popular", pimIds: ["P1", "P2"] }],
            },
          ],
          { anchorId: "wiring", flexDirection: "row", flexBreakpoint: "lg" },
        )}
      />,
    );
    expect(html).toMatch(/^<section id="wiring" class="[^"]*padding-medium[^"]*background-light[^"]*row-lg/);
    expect(html).toContain('<div class="container ');
    expect(html).toContain(">Wiring devices</h2>");
    expect(html).toContain("--columns-template:2fr 1fr;--columns-gap:var(--space-7)");
    expect(html).toContain("Rated <strong>20 A</strong>");
    expect(html).toContain('href="/voltline/en/products/p/P2"');
    expect(html).toContain("Catalog number CN-P1");
  });

  it("renders no section for an empty block list", async () => {
    expect(await renderToHtml(<SectionView context={testContext} section={section([])} />)).toBe("");
  });

  it("makes only the first section's hero the page heading", async () => {
    const html = await renderToHtml(
      <Sections
        context={{ brand: "voltline", locale: "en" }}
        sections={[section([hero("a")], { id: "s1", container: "full" }), section([hero("b")], { id: "s2" })]}
      />,
    );
    expect(html).toMatch(/<h1[^>]*>Hero a<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Hero b<\/h2>/);
  });
});
