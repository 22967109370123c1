import { describe, expect, it } from "vitest";
import { ProductCards } from "./ProductCards";
import { renderToHtml, testContext } from "../render-for-test";

describe("C3 product block cards", () => {
  it("links each product with buildProductUrl and shows its catalogue number", async () => {
    const html = await renderToHtml(
      <ProductCards
        title="Related devices"
        context={{ ...testContext, brand: "voltline-mexico", locale: "es-mx" }}
        catalogNumberLabel={(n) => `Catalog number ${n}`}
        products={[
          { id: "P100", slug: "duplex-receptacle", name: "Duplex receptacle", catalogNumber: "VL-5262", image: { url: "/img/p100.webp", alt: "Duplex receptacle" } },
          { id: "P200", name: "Toggle switch", catalogNumber: "VL-1221" },
        ]}
      />,
    );
    expect(html).toContain(">Related devices</h2>");
    expect(html).toContain('href="/voltline-mexico/es-mx/products/duplex-receptacle/p/P100"');
    expect(html).toContain('href="/voltline-mexico/es-mx/products/p/P200"');
    expect(html).toContain("Catalog number VL-5262");
    expect(html).toContain('alt="Duplex receptacle"');
    expect(html).toContain('loading="lazy"');
  });

  it("renders nothing without products", async () => {
    expect(await renderToHtml(<ProductCards products={[]} context={testContext} catalogNumberLabel={String} />)).toBe("");
  });
});
