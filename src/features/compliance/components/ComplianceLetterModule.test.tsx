// The letter forms render as plain HTML forms (no JavaScript needed) in the page's locale, each with its own fields.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BuyAmericaModule, BuyAmericanFarModule, LetterFormView } from "./ComplianceLetterModule";

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

  it("a draft re-fills what was typed and shows each error by its field (no JavaScript)", () => {
    const html = renderToStaticMarkup(
      <LetterFormView
        form="buy-american-far"
        brand="voltline"
        locale="fr-ca"
        moduleId="draft"
        title=""
        returnTo="/voltline/fr-ca/buy-american-far-letter"
        asPage
        draft={{ values: { numbers: "DR104-WH\nN1", company: "Acme <b>", contractNumber: "", farClause: "52.225-5" }, errors: [{ field: "contractNumber", message: "Entrez le numéro de contrat." }] }}
      />,
    );
    expect(html).toContain("<h1");
    expect(html).toContain('role="alert"');
    expect(html).toContain('<a href="#letter-draft-contractNumber">Entrez le numéro de contrat.</a>');
    expect(html).toMatch(/<textarea[^>]*name="numbers"[^>]*>DR104-WH\nN1<\/textarea>/u);
    expect(html).toContain('value="Acme &lt;b&gt;"');
    expect(html).toMatch(/id="letter-draft-contractNumber"[^>]*aria-invalid="true"[^>]*aria-describedby="letter-draft-contractNumber-error"/u);
    expect(html).toMatch(/<option value="52.225-5" selected="">/u);
  });
});
