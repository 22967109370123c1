import { NextIntlClientProvider } from "next-intl";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/platform/i18n/messages";
import { TrendingView, type TrendingViewProps } from "./TrendingSections";

/** As in the page: inside the client messages (the recommended-for-you island reads them; on the server it renders nothing). */
async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <NextIntlClientProvider locale="es-mx" messages={loadMessages("es-mx")}>
      {node}
    </NextIntlClientProvider>,
  );
  return new Response(prelude).text();
}

const labels: TrendingViewProps["labels"] = {
  products: "Productos en tendencia",
  categories: "Categorías en tendencia",
  grid: { catalogNumber: (n) => `Número de catálogo ${n}`, isNew: "Nuevo", price: (p) => `Precio ${p}` },
};
const product = { id: "1000001", slug: "contacto-duplex", name: "Contacto dúplex", catalogNumber: "DR101-IV", isNew: false };
const category = { key: "wiring-devices", name: "Dispositivos de cableado", href: "/voltline-mexico/es-mx/products/dispositivos-de-cableado/cl/wiring-devices" };

describe("trending sections (S4)", () => {
  it("head each section and link the product cards and the category pages", async () => {
    const out = await html(<TrendingView brand="voltline-mexico" locale="es-mx" products={[product]} categories={[category]} labels={labels} />);
    expect(out).toContain('<h2 id="trending-products">Productos en tendencia</h2>');
    expect(out).toContain('href="/voltline-mexico/es-mx/products/contacto-duplex/p/1000001"');
    expect(out).toContain("<h3");
    expect(out).toContain('<h2 id="trending-categories">Categorías en tendencia</h2>');
    expect(out).toContain(`href="${category.href}"`);
    expect(out).toContain(">Dispositivos de cableado</a>");
  });

  it("leaves out a section with nothing to show, heading included", async () => {
    expect(await html(<TrendingView brand="voltline" locale="en" products={[]} categories={[]} labels={labels} />)).toBe("");
    const onlyCategories = await html(<TrendingView brand="voltline" locale="en" products={[]} categories={[category]} labels={labels} />);
    expect(onlyCategories).not.toContain("Productos en tendencia");
    expect(onlyCategories).toContain("Categorías en tendencia");
  });
});
