// F14 lead schema built from the CMS module's settings (fieldsFromSettings), the same on both sides.
import { describe, expect, it } from "vitest";
import { shapeOf } from "../form-data";
import { leadSettings } from "./choices";
import { fieldsFromSettings, leadHiddenFields } from "./lead";

const keysOf = (settings: Record<string, unknown> | undefined) => {
  const shape = shapeOf(fieldsFromSettings(settings));
  return typeof shape === "object" && "object" in shape ? Object.keys(shape.object) : [];
};

describe("lead form from its module's settings (F14)", () => {
  it("always asks name and e-mail, plus the opt-in; nothing else without settings", () => {
    const schema = fieldsFromSettings(undefined);
    expect(schema.parse({ name: "Ann Lee", email: "ann@example.com" })).toEqual({ name: "Ann Lee", email: "ann@example.com", consentMarketing: false });
    expect(schema.safeParse({ name: "", email: "ann@example.com" }).success).toBe(false);
    expect(schema.safeParse({ name: "Ann", email: "nope" }).success).toBe(false);
    // A field the module did not choose is an unknown field.
    expect(schema.safeParse({ name: "Ann", email: "ann@example.com", company: "Acme" }).success).toBe(false);
  });

  it("adds the chosen optional fields, in any order, ignoring unknown names and repeats", () => {
    const schema = fieldsFromSettings({ fields: " message, company,role,company,password" });
    expect(schema.parse({ name: "Ann", email: "a@b.co", company: "Acme", role: "contractor", message: "VL-1\nVL-2" })).toEqual({ name: "Ann", email: "a@b.co", company: "Acme", role: "contractor", message: "VL-1\nVL-2", consentMarketing: false });
    expect(schema.parse({ name: "Ann", email: "a@b.co" })).toMatchObject({ company: "", role: "", message: "" });
    expect(schema.safeParse({ name: "Ann", email: "a@b.co", role: "astronaut" }).success).toBe(false);
    expect(schema.safeParse({ name: "Ann", email: "a@b.co", password: "x" }).success).toBe(false);
  });

  it("makes a chosen field required when the settings say so (only fields that are shown)", () => {
    const schema = fieldsFromSettings({ fields: "company,message", required: "message,phone" });
    const refused = schema.safeParse({ name: "Ann", email: "a@b.co", company: "" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["message"]);
    expect(leadSettings({ fields: "company,message", required: "message,phone" }).required).toEqual(["message"]);
  });

  it("checks a phone number with its country", () => {
    const schema = fieldsFromSettings({ fields: "phone" });
    expect(schema.safeParse({ name: "Ann", email: "a@b.co", phone: "614 555 0100", phoneCountry: "US" }).success).toBe(true);
    expect(schema.safeParse({ name: "Ann", email: "a@b.co", phone: "12", phoneCountry: "US" }).success).toBe(false);
  });

  it("reads the message label and the hidden values from the settings, never from a post", () => {
    expect(leadSettings({ messageLabel: "partNumbers" }).messageLabel).toBe("partNumbers");
    expect(leadSettings({ messageLabel: "<script>" }).messageLabel).toBe("message");
    expect(leadHiddenFields({ interest: "cross-reference", campaign: "xref", fields: 3 })).toEqual({ interest: "cross-reference", campaign: "xref" });
    expect(leadHiddenFields(undefined)).toEqual({});
    expect(keysOf({ fields: "postalCode" })).toEqual(["name", "email", "postalCode", "consentMarketing"]);
  });
});
