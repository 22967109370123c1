// The mail settings (ADR 37): embedded without MAIL_SMTP_URL; with it, a usable URL, a sender, a timeout, or a refusal
// that names the variable (the server does not start on it).
import { describe, expect, it } from "vitest";
import { fromHeader, parseFrom, smtpConfig } from "./config";

describe("smtpConfig", () => {
  it("is the embedded default without MAIL_SMTP_URL", () => {
    expect(smtpConfig({})).toBeUndefined();
    expect(smtpConfig({ MAIL_SMTP_URL: "  ", MAIL_FROM: "x@y.example" })).toBeUndefined();
  });

  it("reads the server, the sender and the timeout", () => {
    expect(smtpConfig({ MAIL_SMTP_URL: "smtps://user:p%40ss@mail.example.com:465", MAIL_FROM: "Voltline <no-reply@voltline.example>", MAIL_SMTP_TIMEOUT_MS: "2500" })).toEqual({
      url: "smtps://user:p%40ss@mail.example.com:465",
      from: { address: "no-reply@voltline.example", name: "Voltline" },
      timeoutMs: 2500,
    });
    expect(smtpConfig({ MAIL_SMTP_URL: "smtp://relay.internal:25", MAIL_FROM: "no-reply@voltline.example" })).toMatchObject({ from: { address: "no-reply@voltline.example" }, timeoutMs: 10_000 });
  });

  it("refuses what it cannot use, naming the variable", () => {
    expect(() => smtpConfig({ MAIL_SMTP_URL: "relay.internal", MAIL_FROM: "a@b.example" })).toThrow(/MAIL_SMTP_URL is not a URL/);
    expect(() => smtpConfig({ MAIL_SMTP_URL: "https://relay.example", MAIL_FROM: "a@b.example" })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => smtpConfig({ MAIL_SMTP_URL: "smtp://relay.example" })).toThrow(/MAIL_FROM is not/);
    expect(() => smtpConfig({ MAIL_SMTP_URL: "smtp://relay.example", MAIL_FROM: "nobody" })).toThrow(/MAIL_FROM is not an e-mail address/);
    expect(() => smtpConfig({ MAIL_SMTP_URL: "smtp://relay.example", MAIL_FROM: "a@b.example", MAIL_SMTP_TIMEOUT_MS: "soon" })).toThrow(/MAIL_SMTP_TIMEOUT_MS/);
  });
});

describe("the From header", () => {
  it("takes MAIL_FROM's own name, else the brand's, quoted", () => {
    expect(parseFrom('"Voltline, Inc." <no-reply@voltline.example>')).toEqual({ address: "no-reply@voltline.example", name: "Voltline, Inc." });
    expect(parseFrom("no-reply@voltline.example")).toEqual({ address: "no-reply@voltline.example" });
    expect(parseFrom("Bad <not an address>")).toBeUndefined();
    expect(fromHeader({ address: "no-reply@voltline.example" }, "Voltline México")).toBe('"Voltline México" <no-reply@voltline.example>');
    expect(fromHeader({ address: "no-reply@voltline.example", name: "Store" }, "Voltline")).toBe('"Store" <no-reply@voltline.example>');
    expect(fromHeader({ address: "no-reply@voltline.example" }, 'Say "hi"\r\nBcc: x@evil.example')).toBe('"Say \\"hi\\" Bcc: x@evil.example" <no-reply@voltline.example>');
    expect(fromHeader({ address: "no-reply@voltline.example" }, undefined)).toBe("no-reply@voltline.example");
  });
});

describe("the README", () => {
  it("has a row for every mail variable", async () => {
    const { readFileSync } = await import("node:fs");
    const readme = readFileSync(new URL("../../../../../README.md", import.meta.url), "utf8");
    const { MAIL_ENV } = await import("./config");
    for (const { name } of MAIL_ENV) expect(readme).toMatch(new RegExp(`\\| [^\\n]*\`${name}\``));
  });
});
