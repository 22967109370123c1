import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { contactSchema } from "./definitions/contact";
import { FORM_ERROR_KEYS, translateIssues } from "./errors";
import { formErrorTranslator } from "./server/messages";
import en from "../../../messages/en/form-errors.json";

const issuesOf = (value: unknown) => {
  const result = contactSchema.safeParse(value);
  if (result.success) throw new Error("expected issues");
  return result.error.issues;
};

const VALID = { topic: "sales", firstName: "Ann", lastName: "Lee", email: "ann@example.com", country: "US", message: "A question about a product." };

describe("issue 13: field errors in the visitor's language", () => {
  it("has every error key and API message in every locale", () => {
    for (const locale of LOCALES) {
      const t = formErrorTranslator(locale);
      for (const key of [...FORM_ERROR_KEYS, "invalid", ...Object.keys(en.api).map((k) => `api.${k}`)]) {
        expect(t(key, { maximum: 5, minimum: 2, reference: "C-0000-0000", minutes: 3, choices: "PDF" }), `${locale} ${key}`).not.toMatch(/form-errors|^api\./);
      }
    }
  });

  it("translates each issue of a path once, with zod's parameters, and unknown fields by name", () => {
    const issues = issuesOf({ ...VALID, firstName: "x".repeat(81), email: "nope", topic: "gossip", message: "short", admin: true, lastName: undefined });
    expect(translateIssues(issues, formErrorTranslator("en"))).toEqual({
      topic: "Choose one of the options.",
      firstName: "Use at most 80 characters.",
      lastName: "This field is required.",
      email: "Enter an email address such as name@example.com.",
      message: "Use at least 10 characters.",
      admin: "This field is not part of the form.",
    });
    expect(translateIssues(issues, formErrorTranslator("fr-ca"))).toMatchObject({ firstName: "Utilisez au plus 80 caractères.", admin: "Ce champ ne fait pas partie du formulaire." });
    expect(translateIssues(issues, formErrorTranslator("es-mx"))).toMatchObject({ firstName: "Use como máximo 80 caracteres.", message: "Use como mínimo 10 caracteres." });
  });

  it("says 'not valid' for a value of the wrong type rather than zod's English", () => {
    const errors = translateIssues(issuesOf({ ...VALID, consentMarketing: "yes", firstName: 12 }), formErrorTranslator("es-mx"));
    expect(errors).toEqual({ consentMarketing: "Este valor no es válido.", firstName: "Este valor no es válido." });
  });

  it("puts an error of the whole form under _form", () => {
    expect(translateIssues([{ code: "custom", path: [], message: "consent" }], formErrorTranslator("en"))).toEqual({ _form: "Please confirm to continue." });
  });
});
