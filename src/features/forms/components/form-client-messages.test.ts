import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { loadMessages } from "@/platform/i18n/messages";
import { FORM_ERROR_KEYS } from "../errors";
import { FORM_IDS } from "../model";
import { formClientMessages } from "./form-client-messages";

type Tree = Record<string, Record<string, unknown>>;

describe("formClientMessages (issue 15 §1)", () => {
  for (const locale of LOCALES) {
    it(`gives every form the words its fields read and none the server alone reads (${locale})`, async () => {
      const messages = (await loadMessages(locale)) as Tree;
      for (const formId of FORM_IDS) {
        const picked = formClientMessages(messages, formId) as Tree;
        // what every form's fields, error summary and captcha read
        for (const group of ["requiredMark", "send", "sending", "honeypot", "errorSummary", "network", "unexpected", "fields", "hints", "topics", "roles", "consent", "captcha", "regionLabels"]) {
          expect(picked.forms![group], `${formId}: forms.${group}`).toEqual(messages.forms![group]);
        }
        for (const key of FORM_ERROR_KEYS) expect(picked["form-errors"]![key], `${formId}: form-errors.${key}`).toEqual(messages["form-errors"]![key]);
        // the confirmation and draft pages' words, the contact module's heading and the API's refusals are the server's
        for (const group of ["confirmation", "draft", "contact"]) expect(picked.forms, formId).not.toHaveProperty(group);
        expect(picked["form-errors"], formId).not.toHaveProperty("api");
      }
      expect(Object.keys(formClientMessages(messages, "contact")).sort()).toEqual(["form-errors", "forms"]);
      for (const formId of ["quote", "warranty"] as const) {
        const products = formClientMessages(messages, formId)["forms-products"] as Tree[string];
        expect(Object.keys(products).sort()).toEqual(["lines", "picker", "quote", "warranty"]);
      }
      const subscribe = formClientMessages(messages, "subscribe").subscribe as Tree[string];
      expect(Object.keys(subscribe).sort()).toEqual(["consent", "fields", "interests", "sent", "sentHeading", "submit"]);
      expect(formClientMessages(messages, "lead").subscribe).toEqual({ lead: messages.subscribe!.lead });
    });
  }

  it("sends the home page's subscribe form a third of the words it sent", async () => {
    const messages = (await loadMessages("fr-ca")) as Tree;
    const before = JSON.stringify({ forms: messages.forms, "form-errors": messages["form-errors"], subscribe: messages.subscribe }).length;
    expect(JSON.stringify(formClientMessages(messages, "subscribe")).length).toBeLessThan(before / 2);
  });
});
