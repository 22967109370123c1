import { prerender } from "react-dom/static";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { compileMessages } from "@/platform/i18n/compile";
import type { ListLineView } from "../model";
import { ListLines, type LineOps } from "./ListLines";
import pages from "../../../../messages/fr-ca/lists-pages.json";

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <NextIntlClientProvider locale="fr-CA" timeZone="America/Toronto" messages={compileMessages({ "lists-pages": pages }) as never}>
      {node}
    </NextIntlClientProvider>,
  );
  return new Response(prelude).text();
}

const noOp = async () => undefined;
const ops: LineOps = { setQuantity: noOp, setNote: noOp, move: noOp, remove: noOp };
const LINES: ListLineView[] = [
  {
    productId: "1000001",
    catalogNumber: "DR101-IV",
    productName: "Prise double",
    quantity: 2,
    note: "Cuisine",
    discontinued: false,
    product: { name: "Prise double 15 A", catalogNumber: "DR101-IV", href: "/voltline-canada/fr-ca/products/prise/p/1000001", price: "4,40 $", unitPrice: 4.4, currency: "CAD" },
  },
  { productId: "999999", catalogNumber: "OLD-1", productName: "Ancienne prise", quantity: 1, note: "", discontinued: true },
];

describe("A4 the lines of a list", () => {
  it("shows live product data, the price column, totals, and marks a discontinued product with what was kept", async () => {
    const out = await html(<ListLines lines={LINES} ops={ops} catalogAnswered caption="Produits de Chantier" />);
    expect(out).toContain("2 produits, 3 articles en tout");
    expect(out).toContain('href="/voltline-canada/fr-ca/products/prise/p/1000001"');
    expect(out).toContain("Prise double 15 A");
    expect(out).toContain("Prix unitaire");
    expect(out).toContain("4,40 $");
    expect(out).toContain("Ancienne prise");
    expect(out).toContain("Numéro de catalogue OLD-1");
    expect(out).toContain("Discontinué.");
    expect(out).toContain('<caption id="');
  });

  it("labels every control with its product; the first line cannot move up nor the last down", async () => {
    const out = await html(<ListLines lines={LINES} ops={ops} catalogAnswered caption="Produits" />);
    expect(out).toContain('aria-label="Quantité de Prise double 15 A"');
    expect(out).toContain('aria-label="Note pour Ancienne prise"');
    expect(out).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Monter Prise double 15 A"/);
    expect(out).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Descendre Ancienne prise"/);
    expect(out).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Descendre Prise double 15 A"/);
    expect(out).toContain('aria-label="Retirer Ancienne prise de la liste"');
  });

  it("read-only (a shared list): quantities and notes as text, no controls; no price column without prices", async () => {
    const out = await html(<ListLines lines={[LINES[1]!]} catalogAnswered caption="Produits" readOnly />);
    expect(out).not.toContain("<input");
    expect(out).not.toContain("<button");
    expect(out).not.toContain("Prix unitaire");
  });

  it("when the catalogue could not be asked, says so instead of calling products discontinued", async () => {
    const out = await html(<ListLines lines={[{ ...LINES[1]!, discontinued: false }]} catalogAnswered={false} caption="Produits" />);
    expect(out).not.toContain("Discontinué.");
    expect(out).toContain("Les détails du produit ne peuvent pas être affichés pour le moment.");
  });
});
