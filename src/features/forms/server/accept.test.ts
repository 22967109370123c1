import { describe, expect, it } from "vitest";
import { clientHash, confirmationUrl, isPlainFormPost } from "./accept";
import { answerLocale } from "./messages";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/forms/contact", { method: "POST", headers });
const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

describe("issue 13: pieces of the submission pipeline", () => {
  it("tells a browser's plain form post from a script's", () => {
    expect(isPlainFormPost(request({ accept: HTML }), "urlencoded")).toBe(true);
    expect(isPlainFormPost(request({ accept: HTML }), "multipart")).toBe(true);
    expect(isPlainFormPost(request({ accept: "*/*" }), "urlencoded")).toBe(false);
    expect(isPlainFormPost(request({ accept: `${HTML},application/json` }), "urlencoded")).toBe(false);
    expect(isPlainFormPost(request({ accept: HTML, "x-requested-with": "fetch" }), "urlencoded")).toBe(false);
    expect(isPlainFormPost(request({ accept: HTML }), "json")).toBe(false);
  });

  it("confirms on the form's confirmation page, else where the form was, else the brand's home", () => {
    expect(confirmationUrl("quote", "voltline", "fr-ca", "Q-7K3M-9QXA")).toBe("/voltline/fr-ca/request-quote/confirmation?ref=Q-7K3M-9QXA");
    expect(confirmationUrl("subscribe", "homestyle", "en", "S-0000-0001", "/homestyle/en/news?x=1#signup")).toBe("/homestyle/en/news?x=1&ref=S-0000-0001#signup");
    expect(confirmationUrl("lead", "voltline", "es-mx", "L-0000-0001")).toBe("/voltline/es-mx?ref=L-0000-0001#lead-sent");
  });

  it("hashes the client's address with a key, and keeps nothing for an unknown one", () => {
    process.env.FORMS_SECRET = "forms-secret-forms-secret-forms-secret";
    expect(clientHash("203.0.113.5")).toMatch(/^[0-9a-f]{32}$/);
    expect(clientHash("203.0.113.5")).not.toBe(clientHash("203.0.113.6"));
    expect(clientHash("")).toBeNull();
    delete process.env.FORMS_SECRET;
  });

  it("answers in the posted locale, else the browser's", () => {
    expect(answerLocale("es-mx", "fr-CA")).toBe("es-mx");
    expect(answerLocale("de", "fr-CA,fr;q=0.9")).toBe("fr-ca");
    expect(answerLocale(undefined, null)).toBe("en");
  });
});
