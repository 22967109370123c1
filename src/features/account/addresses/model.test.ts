import { describe, expect, it } from "vitest";
import { addressSchema, isAddressId } from "./model";
import { profileSchema, splitName } from "../profile/model";

const ADDRESS = { label: "", recipient: "Dana Whitfield", company: "", line1: "120 Main St", line2: "", city: "Columbus", country: "US", region: "OH", postalCode: "43215", phone: "", isDefault: false };
const issues = (value: unknown) => {
  const parsed = addressSchema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("address rules (A5)", () => {
  it("takes a US, Canadian or Mexican address with its state from the list and its postal code in the country's format", () => {
    expect(issues(ADDRESS)).toEqual({});
    expect(issues({ ...ADDRESS, country: "CA", region: "QC", postalCode: "h2x1y4" })).toEqual({});
    expect(issues({ ...ADDRESS, country: "MX", region: "JAL", postalCode: "44100", phone: "33 1234 5678" })).toEqual({});
  });

  it("requires a listed region and a postal code where the country has them, checks the phone in the address's country", () => {
    expect(issues({ ...ADDRESS, region: "", postalCode: "" })).toEqual({ region: "required", postalCode: "required" });
    expect(issues({ ...ADDRESS, region: "QC", postalCode: "4321" })).toEqual({ region: "region", postalCode: "postalCode" });
    expect(issues({ ...ADDRESS, country: "CA", region: "ON", postalCode: "D1A 1A1" })).toEqual({ postalCode: "postalCode" });
    expect(issues({ ...ADDRESS, phone: "12" })).toEqual({ phone: "phone" });
  });

  it("takes free text elsewhere, and reports every field at once", () => {
    expect(issues({ ...ADDRESS, country: "FR", region: "", postalCode: "" })).toEqual({});
    expect(issues({ ...ADDRESS, recipient: "", line1: " ", region: "ZZ", country: "US" })).toEqual({ recipient: "required", line1: "required", region: "region" });
    expect(issues({ ...ADDRESS, country: "XX" })).toMatchObject({ country: "country" });
    expect(issues({ ...ADDRESS, subject: "someone-else" })).toMatchObject({ "": expect.any(String) });
  });

  it("knows its ids", () => {
    expect(isAddressId("3f2b8a7e-4c1d-4e5f-9a0b-1c2d3e4f5a6b")).toBe(true);
    for (const id of ["new", "", "3f2b8a7e", "../x", 42]) expect(isAddressId(id)).toBe(false);
  });
});

describe("profile rules (A3)", () => {
  it("needs the names, takes the rest as optional, checks the phone in its country", () => {
    const base = { givenName: "Dana", familyName: "Whitfield", company: "", role: "", phone: "", phoneCountry: "", preferredLocale: "", marketingConsent: false };
    expect(profileSchema.safeParse(base).success).toBe(true);
    expect(profileSchema.safeParse({ ...base, phone: "514 555 0199", phoneCountry: "CA", role: "distributor", preferredLocale: "fr-ca" }).success).toBe(true);
    const refused = profileSchema.safeParse({ ...base, givenName: "", role: "astronaut", preferredLocale: "de", phone: "12" });
    expect(refused.success ? [] : refused.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`).sort()).toEqual(["givenName:required", "phone:phone", "preferredLocale:choice", "role:choice"]);
  });

  it("splits the provider's name claim until a profile is saved", () => {
    expect(splitName("María Fernanda López")).toEqual({ givenName: "María Fernanda", familyName: "López" });
    expect(splitName("Cher")).toEqual({ givenName: "Cher", familyName: "" });
    expect(splitName("  ")).toEqual({ givenName: "", familyName: "" });
  });
});
