import { describe, expect, it } from "vitest";
import { REFERENCE_PATTERN } from "../model";
import { readEnvelope } from "./envelope";
import { crockford40, newReference } from "./reference";
import { brandAddresses, parseAddresses, routeAddresses } from "./routing";

const ORIGIN = "https://www.voltline.example";
const KEY = "3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b";
const base = { brand: "voltline", locale: "fr-ca", submissionKey: KEY };

describe("issue 13: reference numbers", () => {
  it("are the form's letter and eight Crockford characters", () => {
    expect(crockford40(new Uint8Array([0, 0, 0, 0, 0]))).toBe("00000000");
    expect(crockford40(new Uint8Array([255, 255, 255, 255, 255]))).toBe("ZZZZZZZZ");
    expect(newReference("quote", new Uint8Array([0x3a, 0x61, 0x9e, 0x4b, 0xba]))).toMatch(/^Q-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    for (let i = 0; i < 200; i += 1) expect(newReference("contact")).toMatch(REFERENCE_PATTERN);
  });
});

describe("issue 13, F1: where a contact message goes", () => {
  const settings = { "routeTo.sales": "sales@voltline.example; Sales2@Voltline.example", routeTo: "info@voltline.example" };
  const contact = '<p><a href="mailto:care@voltline.example">care</a> <a href="mailto:care@voltline.example?subject=x">again</a></p>';
  it("takes the topic's list, else the module's general list, else the brand's own addresses", () => {
    expect(routeAddresses(settings, "sales", contact)).toEqual(["sales@voltline.example", "sales2@voltline.example"]);
    expect(routeAddresses(settings, "media", contact)).toEqual(["info@voltline.example"]);
    expect(routeAddresses(undefined, "media", contact)).toEqual(["care@voltline.example"]);
    expect(brandAddresses(undefined)).toEqual([]);
    expect(parseAddresses("not-an-address, x@y, <a@b.example>, ok@b.example")).toEqual(["ok@b.example"]);
  });
});

describe("issue 13: the envelope", () => {
  const read = (values: Record<string, unknown>) => readEnvelope(values, ["voltline", "homestyle"], ORIGIN);
  it("accepts a well-formed one, with its same-site return path", () => {
    expect(read({ ...base, moduleId: "mod-contact-voltline", returnTo: "/voltline/fr-ca/contact-us?x=1", website: "", captcha: "abc" })).toEqual({
      ok: true,
      envelope: { brand: "voltline", locale: "fr-ca", submissionKey: KEY, moduleId: "mod-contact-voltline", returnTo: "/voltline/fr-ca/contact-us?x=1", captcha: "abc" },
    });
  });
  it.each([
    [{ ...base, locale: "de" }, 400, "unknownLocale"],
    [{ ...base, brand: "acme" }, 400, "unknownBrand"],
    [{ ...base, brand: ["voltline"] }, 400, "unknownBrand"],
    [{ ...base, submissionKey: "12345" }, 400, "badSubmissionKey"],
    [{ ...base, moduleId: "../../etc" }, 400, "badModule"],
    [{ ...base, moduleId: 5 }, 400, "badModule"],
    [{ ...base, returnTo: "https://evil.example/" }, 400, "offSiteReturn"],
    [{ ...base, returnTo: "//evil.example" }, 400, "offSiteReturn"],
    [{ ...base, returnTo: "/.//evil.example" }, 400, "offSiteReturn"],
    [{ ...base, returnTo: "/\\evil.example" }, 400, "offSiteReturn"],
    [{ ...base, website: "http://spam.example" }, 403, "honeypot"],
  ])("refuses %j with %i %s", (values, status, key) => {
    expect(read(values)).toEqual({ ok: false, refusal: { status, key } });
  });
});
