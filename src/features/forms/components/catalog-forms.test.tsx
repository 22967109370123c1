// F2/F3 forms as the server renders them (what a browser without JavaScript gets), in each locale: labelled fields
// under the names the API reads, the product picker as a combobox, the warranty's upload as multipart, draft values.
import { prerender } from "react-dom/static";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { LOCALES, type Locale } from "@/config/locales";
import { loadMessages } from "@/platform/i18n/messages";
import { countryOptions } from "../fields/countries";
import { regionsOf } from "../fields/region-lists";
import { LeadForm } from "./LeadForm";
import { QuoteForm } from "./QuoteForm";
import { RequestQuoteLink } from "./RequestQuoteLink";
import { WarrantyForm } from "./WarrantyForm";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: () => undefined }),
  usePathname: () => "/voltline/en/request-quote",
}));

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

const messages = (locale: Locale) => loadMessages(locale) as unknown as Record<string, Record<string, unknown>>;

function props(locale: Locale) {
  return {
    brand: "voltline",
    locale,
    moduleId: "voltline-request-quote-module",
    captcha: { provider: "altcha", challengeUrl: "/api/forms/challenge" } as const,
    countries: countryOptions(locale),
    regions: regionsOf(locale),
    defaultCountry: "US",
    idPrefix: "form-test",
  };
}

function render(locale: Locale, node: React.ReactNode) {
  return html(
    <NextIntlClientProvider
      locale={locale}
      timeZone="America/Toronto"
      messages={loadMessages(locale)}
      onError={(error) => {
        throw error;
      }}
    >
      {node}
    </NextIntlClientProvider>,
  );
}

describe.each(LOCALES)("catalogue forms rendered in %s", (locale) => {
  const m = messages(locale)["forms-products"] as unknown as { lines: { legend: string }; quote: { projectName: string }; warranty: { dateCodeHint: string } };

  it("F2 quote: one line (picker, quantity, note), project, ship-to, contact, posted to /api/forms/quote", async () => {
    const out = await render(locale, <QuoteForm {...props(locale)} />);
    expect(out).toContain('action="/api/forms/quote"');
    expect(out).toMatch(/enctype="application\/x-www-form-urlencoded"/i);
    for (const name of ["lines.0.catalogNumber", "lines.0.quantity", "lines.0.note", "projectName", "neededBy", "shipToCountry", "shipToRegion", "company", "firstName", "email", "phone", "phoneCountry", "role", "comments", "consentMarketing"]) {
      expect(out, name).toContain(`name="${name}"`);
    }
    expect(out).toContain('role="combobox"');
    expect(out).toContain('aria-autocomplete="list"');
    expect(out).toContain(m.lines.legend);
    expect(out).toContain(m.quote.projectName);
    // A US ship-to country offers its states.
    expect(out).toContain('value="TX"');
  });

  it("F2 quote: a draft's lines come back as fields with their values", async () => {
    const values = { lines: [{ catalogNumber: "DR101-IV", quantity: 3, note: "ivory" }, { catalogNumber: "GF15-WH", quantity: "2", note: "" }], projectName: "Clinic" };
    const out = await render(locale, <QuoteForm {...props(locale)} values={values} errors={{ "lines.1.catalogNumber": "Unknown" }} />);
    expect(out).toContain('name="lines.1.catalogNumber"');
    expect(out).toContain('value="GF15-WH"');
    expect(out).toContain('value="3"');
    expect(out).toContain('value="Clinic"');
    expect(out).toContain("Unknown");
    const noLines = await render(locale, <QuoteForm {...props(locale)} values={{ lines: [] }} errors={{ lines: "Add a product" }} />);
    expect(noLines).toMatch(/<span id="form-test-lines" tabindex="-1" data-invalid="true">Add a product<\/span>/i);
  });

  it("F3 warranty: product picker, date code, purchase, installer, owner address and the optional upload, as multipart", async () => {
    const out = await render(locale, <WarrantyForm {...props(locale)} />);
    expect(out).toContain('action="/api/forms/warranty"');
    expect(out).toMatch(/enctype="multipart\/form-data"/i);
    for (const name of ["catalogNumber", "dateCode", "purchaseDate", "purchaseStore", "purchaseCity", "installer", "installerName", "installerLicense", "addressLine1", "city", "region", "postalCode", "country", "proofOfPurchase"]) {
      expect(out, name).toContain(`name="${name}"`);
    }
    expect(out).toContain('type="file"');
    expect(out).toContain('accept="application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp"');
    expect(out).toContain(m.warranty.dateCodeHint.replaceAll("'", "&#x27;"));
    expect(out).toContain('role="combobox"');
  });
});

describe("what a browser without JavaScript gets from the server (issue 13)", () => {
  it("F2: the product page's \"Request a quote\" goes to the quote form's own page, whose lines the server fills", async () => {
    const out = await html(<RequestQuoteLink brand="voltline" locale="fr-ca" products={[{ catalogNumber: "DR101-IV-25PK" }]} label="Demander une soumission" />);
    expect(out).toContain('href="/voltline/fr-ca/forms/quote?products=DR101-IV-25PK"');
    expect(out).toContain('rel="nofollow"');
  });

  it("F14: a lead form shown again marks the fields its module requires, and only those", async () => {
    const mark = (locale: Locale, key: "requiredMark" | "optionalMark") => (messages(locale).forms as Record<string, string>)[key]!;
    for (const locale of LOCALES) {
      const settings = { fields: "company,phone,message", required: "company,message", messageLabel: "partNumbers" as const };
      const out = (await render(locale, <LeadForm {...props(locale)} settings={settings} values={{ name: "Sam", email: "bad", company: "" }} errors={{ email: "!" }} />)).replaceAll("<!-- -->", "");
      const label = (name: string) => new RegExp(`<label for="form-test-${name}"[^>]*>(?:(?!</label>).)*\\((${mark(locale, "requiredMark")}|${mark(locale, "optionalMark")})\\)`, "s").exec(out)?.[1];
      expect(label("company"), locale).toBe(mark(locale, "requiredMark"));
      expect(label("message"), locale).toBe(mark(locale, "requiredMark"));
      expect(out).toMatch(/name="company"[^>]*aria-required="true"|aria-required="true"[^>]*name="company"/);
      expect(out).not.toContain('name="role"');
    }
  });
});
