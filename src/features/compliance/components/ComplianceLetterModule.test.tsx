// The letter forms render as plain HTML forms (no JavaScript needed) in the page's locale, each with its own fields.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BuyAmericaModule, BuyAmericanFarModule } from "./ComplianceLetterModule";

const context = { brand: "voltline", locale: "es-mx" as const, isFirstSection: false, pagePath: "buy-american-far-letter" };

describe("compliance letter modules", () => {
  it("F10 posts multipart to its endpoint with brand, locale and return path, labelled in the page's locale", () => {
    const html = renderToStaticMarkup(<BuyAmericanFarModule module={{ id: "m1", module: "BuyAmericanFarForm", title: "", settings: {} }} context={context} />);
    expect(html).toContain('action="/api/compliance/buy-american-far"');
    expect(html).toMatch(/enctype="multipart\/form-data"/iu);
    expect(html).toContain('name="returnTo" value="/voltline/es-mx/buy-american-far-letter"');
    expect(html).toContain("Carta Buy American y FAR");
    expect(html).toContain("Número de contrato o licitación");
    expect(html).toContain('name="farClause"');
    expect(html).not.toContain('name="fundingProgram"');
  });

  it("F11 asks the funding programme instead of the contract", () => {
    const html = renderToStaticMarkup(<BuyAmericaModule module={{ id: "m2", module: "BuyAmericaForm", title: "", settings: {} }} context={{ ...context, locale: "en" }} />);
    expect(html).toContain('action="/api/compliance/buy-america"');
    expect(html).toContain("Funding program");
    expect(html).not.toContain('name="contractNumber"');
  });
});
