import { describe, expect, it } from "vitest";
import { csvCell, csvHeader, csvRow, formatSubmissionLines, parseSubmissionsArgs } from "./operator";

describe("npm run submissions: arguments (X11)", () => {
  it("reads list, retry and export with their options", () => {
    expect(parseSubmissionsArgs(["list"])).toEqual({ command: "list", limit: 50 });
    expect(parseSubmissionsArgs(["list", "--status", "failed", "--form=contact", "--limit", "5"])).toEqual({ command: "list", status: "failed", formId: "contact", limit: 5 });
    expect(parseSubmissionsArgs(["retry", "c-7k3m-9qxa"])).toEqual({ command: "retry", reference: "C-7K3M-9QXA" });
    expect(parseSubmissionsArgs(["retry", "--all-failed"])).toEqual({ command: "retry", allFailed: true });
    expect(parseSubmissionsArgs(["export"])).toEqual({ command: "export", format: "csv" });
    expect(parseSubmissionsArgs(["export", "--format", "json", "--since", "2026-11-01"])).toEqual({ command: "export", format: "json", since: new Date("2026-11-01T00:00:00Z") });
    expect(parseSubmissionsArgs([])).toEqual({ command: "help" });
    expect(parseSubmissionsArgs(["list", "--help"])).toEqual({ command: "help" });
    expect(parseSubmissionsArgs(["mail"])).toEqual({ command: "mail", limit: 50 });
    expect(parseSubmissionsArgs(["mail", "--status=failed", "--limit", "3"])).toEqual({ command: "mail", status: "failed", limit: 3 });
    expect(parseSubmissionsArgs(["mail-retry", "42"])).toEqual({ command: "mail-retry", id: 42 });
    expect(parseSubmissionsArgs(["mail-retry", "--all-failed"])).toEqual({ command: "mail-retry", allFailed: true });
  });

  it("says what is wrong with anything else", () => {
    expect(parseSubmissionsArgs(["lst"])).toEqual({ error: "unknown command 'lst'" });
    expect(parseSubmissionsArgs(["list", "--status", "lost"])).toEqual({ error: "--status must be one of pending, delivered, failed, local" });
    expect(parseSubmissionsArgs(["list", "--form", "survey"])).toEqual({ error: "--form must be one of contact, quote, warranty, subscribe, lead" });
    expect(parseSubmissionsArgs(["list", "--limit", "0"])).toMatchObject({ error: expect.stringMatching(/--limit/) });
    expect(parseSubmissionsArgs(["list", "--limit", "1e9"])).toMatchObject({ error: expect.stringMatching(/--limit/) });
    expect(parseSubmissionsArgs(["list", "--limit"])).toEqual({ error: "--limit needs a value" });
    expect(parseSubmissionsArgs(["list", "--verbose", "1"])).toEqual({ error: "unknown option --verbose" });
    expect(parseSubmissionsArgs(["retry"])).toMatchObject({ error: expect.stringMatching(/one reference/) });
    expect(parseSubmissionsArgs(["retry", "12345"])).toEqual({ error: "'12345' is not a reference (like C-7K3M-9QXA)" });
    expect(parseSubmissionsArgs(["retry", "C-7K3M-9QXA", "--all-failed"])).toMatchObject({ error: expect.stringMatching(/not both/) });
    expect(parseSubmissionsArgs(["mail", "--status", "lost"])).toEqual({ error: "--status must be one of kept, pending, sent, failed" });
    expect(parseSubmissionsArgs(["mail", "--limit", "0"])).toMatchObject({ error: expect.stringMatching(/--limit/) });
    expect(parseSubmissionsArgs(["mail-retry", "C-7K3M-9QXA"])).toMatchObject({ error: expect.stringMatching(/one mail id/) });
    expect(parseSubmissionsArgs(["mail-retry", "7", "--all-failed"])).toMatchObject({ error: expect.stringMatching(/not both/) });
    expect(parseSubmissionsArgs(["export", "--format", "xml"])).toEqual({ error: "--format must be csv or json" });
    expect(parseSubmissionsArgs(["export", "--since", "yesterday"])).toMatchObject({ error: expect.stringMatching(/ISO 8601/) });
    expect(parseSubmissionsArgs(["export", "--since", "2026-13-45"])).toMatchObject({ error: expect.stringMatching(/ISO 8601/) });
  });
});

describe("export CSV", () => {
  it("quotes cells with commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
    expect(csvCell(true)).toBe("true");
    expect(csvCell([{ catalogNumber: "GFR-15", quantity: 2 }])).toBe('"[{""catalogNumber"":""GFR-15"",""quantity"":2}]"');
  });

  it("keeps a spreadsheet from running what a visitor typed as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("writes one line per submission with a column per field", () => {
    const row = {
      id: 1,
      reference: "C-7K3M-9QXA",
      formId: "contact" as const,
      brand: "voltline",
      locale: "fr-ca",
      createdAt: new Date("2026-11-26T12:00:00.123Z"),
      routedTo: ["sales@voltline.example", "ventes@voltline.example"],
      consentMarketing: true,
      consentTextVersion: "2026-11-marketing-v1",
      consentAt: new Date("2026-11-26T12:00:00Z"),
      fields: { message: "Bonjour, \"prix\" svp", firstName: "Étienne" },
      delivery: "marketing:delivered",
    };
    expect(csvHeader(["firstName", "message", "phone"])).toBe(
      "reference,form,brand,locale,created_at,delivery,routed_to,consent_marketing,consent_text_version,consent_at,field.firstName,field.message,field.phone\r\n",
    );
    expect(csvRow(row, ["firstName", "message", "phone"])).toBe(
      'C-7K3M-9QXA,contact,voltline,fr-ca,2026-11-26T12:00:00Z,marketing:delivered,sales@voltline.example ventes@voltline.example,yes,2026-11-marketing-v1,2026-11-26T12:00:00Z,Étienne,"Bonjour, ""prix"" svp",\r\n',
    );
  });
});

describe("list", () => {
  it("aligns the columns and shows a row's last error under it", () => {
    const text = formatSubmissionLines([
      { id: 2, reference: "C-0000-0002", formId: "contact", brand: "voltline", locale: "en", createdAt: new Date("2026-11-26T12:00:00Z"), sink: "marketing", status: "failed", attempts: 12, nextAttemptAt: null, deliveredAt: null, lastError: "HTTP 500" },
      { id: 1, reference: "Q-0000-0001", formId: "quote", brand: "voltline", locale: "es-mx", createdAt: new Date("2026-11-26T11:00:00Z"), sink: null, status: "local", attempts: 0, nextAttemptAt: null, deliveredAt: null, lastError: null },
    ]);
    expect(text.split("\n")).toEqual([
      "reference    form     brand     locale  created               sink       status  attempts  next / delivered",
      "C-0000-0002  contact  voltline  en      2026-11-26T12:00:00Z  marketing  failed  12        -",
      "    last error: HTTP 500",
      "Q-0000-0001  quote    voltline  es-mx   2026-11-26T11:00:00Z  -          local   0         -",
      "",
    ]);
    expect(formatSubmissionLines([])).toBe("no submissions match\n");
  });
});
