import { describe, expect, it } from "vitest";
import { fillPrintStamp, printableUrl } from "./print-stamp";

describe("print stamp (issue 18, Print)", () => {
  it("prints the page's own address without tracking parameters or fragment", () => {
    expect(printableUrl("https://www.voltline.example/voltline/en/products/x/p/123?utm_source=mail&queryID=abc&tab=specs#documents")).toBe(
      "https://www.voltline.example/voltline/en/products/x/p/123?tab=specs",
    );
    expect(printableUrl("not a url")).toBe("not a url");
  });

  it("fills the translated message with the address and the date in the page's language", () => {
    const at = new Date("2026-11-27T15:30:00Z");
    expect(fillPrintStamp("Printed from {url} on {date}", "https://site.example/voltline/en", at, "en-US")).toMatch(/^Printed from https:\/\/site\.example\/voltline\/en on November 27, 2026/);
    expect(fillPrintStamp("Imprimé depuis {url} le {date}", "https://site.example/voltline/fr-ca", at, "fr-CA")).toMatch(/le 27 novembre 2026/);
    expect(fillPrintStamp("Impreso desde {url} el {date}", "https://site.example/voltline/es-mx", at, "es-MX")).toMatch(/el 27 de noviembre de 2026/);
  });
});
