import { describe, expect, it } from "vitest";
import { contactFormHref, PREFILL_MESSAGE_MAX, readContactPrefill } from "./contact-prefill";

describe("contact form prefill (F1, for issue 16's sales contacts)", () => {
  it("links to the contact form's own page with the fields given, and reads them back", () => {
    const href = contactFormHref("voltline", "fr-ca", { topic: "sales", country: "CA", postalCode: "H2X 1Y4", message: "Bonjour,\nj'aimerais être joint." });
    expect(href).toBe("/voltline/fr-ca/forms/contact?topic=sales&country=CA&postalCode=H2X+1Y4&message=Bonjour%2C%0Aj%27aimerais+%C3%AAtre+joint.");
    const query = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(readContactPrefill(query)).toEqual({ topic: "sales", country: "CA", postalCode: "H2X 1Y4", message: "Bonjour,\nj'aimerais être joint." });
    expect(contactFormHref("voltline", "en", {})).toBe("/voltline/en/forms/contact");
  });

  it("leaves out what does not fit, and bounds the message", () => {
    expect(readContactPrefill({ topic: "hack", country: "XX", postalCode: "<script>", message: "" })).toBeUndefined();
    expect(readContactPrefill({ topic: ["sales", "media"], email: "a@b.example", firstName: "Eve" })).toEqual({ topic: "sales" });
    expect(readContactPrefill({ message: `a\u0000b\u202Ec\r\nd` })).toEqual({ message: "abc\nd" });
    expect(readContactPrefill({ message: "x".repeat(PREFILL_MESSAGE_MAX + 5) })?.message).toHaveLength(PREFILL_MESSAGE_MAX);
    expect(readContactPrefill({ message: "x".repeat(PREFILL_MESSAGE_MAX * 2 + 1) })).toBeUndefined();
    expect(readContactPrefill({ postalCode: "1".repeat(17) })).toBeUndefined();
  });
});
