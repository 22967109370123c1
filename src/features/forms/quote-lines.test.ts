import { describe, expect, it } from "vitest";
import { addToLines, emptyLine, LINES_MAX, parsePastedLines, parseProductsParam, prefilledLines, quoteFormHref, quoteRequestHref } from "./quote-lines";

describe("quote request prefill (F2)", () => {
  it("reads catalogue numbers with optional quantities, merging repeats", () => {
    expect(parseProductsParam("DR101-IV:2,gf15-wh,DR101-IV:3")).toEqual([
      { catalogNumber: "DR101-IV", quantity: 5 },
      { catalogNumber: "GF15-WH", quantity: 1 },
    ]);
    expect(parseProductsParam(["A1:2", "B2:3"])).toEqual([{ catalogNumber: "A1", quantity: 2 }]);
  });

  it("leaves out what is no catalogue number or no quantity in range", () => {
    expect(parseProductsParam("../etc:1,<b>:2,DR1:0,DR2:100001,DR3:1.5,DR4:2:3,DR5:-1,,DR6:")).toEqual([{ catalogNumber: "DR6", quantity: 1 }]);
    expect(parseProductsParam(null)).toEqual([]);
    expect(parseProductsParam("")).toEqual([]);
  });

  it("is bounded: at most 200 lines, and a parameter too long to be real is ignored", () => {
    const many = Array.from({ length: 500 }, (_, i) => `P${i}`).join(",");
    expect(parseProductsParam(many)).toHaveLength(LINES_MAX);
    expect(parseProductsParam("A1:1,".repeat(5000))).toEqual([]);
  });

  it("builds the link of a product page and of the compare page", () => {
    expect(quoteRequestHref("voltline", "fr-ca", [{ catalogNumber: "DR101-IV-25PK" }])).toBe("/voltline/fr-ca/request-quote?products=DR101-IV-25PK");
    expect(quoteRequestHref("voltline", "en", [{ catalogNumber: "A1", quantity: 3 }, { catalogNumber: "bad number" }, { catalogNumber: "B/2" }])).toBe(
      "/voltline/en/request-quote?products=A1:3,B/2",
    );
    expect(quoteRequestHref("homestyle", "es-mx", [])).toBe("/homestyle/es-mx/request-quote");
    const href = quoteRequestHref("voltline", "en", [{ catalogNumber: "A1", quantity: 3 }, { catalogNumber: "B/2" }]);
    expect(parseProductsParam(new URL(href, "http://site").searchParams.get("products"))).toEqual([
      { catalogNumber: "A1", quantity: 3 },
      { catalogNumber: "B/2", quantity: 1 },
    ]);
  });

  it("builds the same prefill on the quote form's own page, whose lines the server fills (no JavaScript)", () => {
    expect(quoteFormHref("voltline", "fr-ca", [{ catalogNumber: "dr101-iv-25pk", quantity: 2 }])).toBe("/voltline/fr-ca/forms/quote?products=DR101-IV-25PK:2");
    expect(quoteFormHref("homestyle", "es-mx", [{ catalogNumber: "bad number" }])).toBe("/homestyle/es-mx/forms/quote");
    expect(prefilledLines(new URL(quoteFormHref("voltline", "en", [{ catalogNumber: "A1", quantity: 3 }, { catalogNumber: "B/2" }]), "http://site").searchParams.get("products"))).toEqual([
      { catalogNumber: "A1", quantity: "3", note: "" },
      { catalogNumber: "B/2", quantity: "1", note: "" },
    ]);
    expect(prefilledLines(undefined)).toEqual([]);
    expect(prefilledLines(["A1:0,<script>", "B2"])).toEqual([]);
  });
});

describe("pasted lists (F2)", () => {
  it("reads one product per line with the usual separators", () => {
    const { lines, rejected } = parsePastedLines("DR101-IV-25PK, 4\ngf15-wh\t10\r\nDR102 x 2\nSW1;3\n  \nTP5 7\nDR101-IV-25PK,1");
    expect(lines).toEqual([
      { catalogNumber: "DR101-IV-25PK", quantity: 5 },
      { catalogNumber: "GF15-WH", quantity: 10 },
      { catalogNumber: "DR102", quantity: 2 },
      { catalogNumber: "SW1", quantity: 3 },
      { catalogNumber: "TP5", quantity: 7 },
    ]);
    expect(rejected).toEqual([]);
  });

  it("gives back the lines it does not understand", () => {
    expect(parsePastedLines("Please quote the following\nDR101, four\nDR102, 0\nDR103")).toEqual({
      lines: [{ catalogNumber: "DR103", quantity: 1 }],
      rejected: ["Please quote the following", "DR101, four", "DR102, 0"],
    });
  });

  it("reads at most 200 lines", () => {
    const text = Array.from({ length: 300 }, (_, i) => `P${i}, 1`).join("\n");
    const { lines, rejected } = parsePastedLines(text);
    expect(lines).toHaveLength(200);
    expect(rejected).toHaveLength(100);
  });
});

describe("adding to the form's lines (F2)", () => {
  it("fills the empty line first, adds quantities to a number already there, appends the rest", () => {
    const current = [{ catalogNumber: "dr101", quantity: "2", note: "ivory" }, emptyLine()];
    expect(addToLines(current, [{ catalogNumber: "A1", quantity: 4 }, { catalogNumber: "DR101", quantity: 3 }, { catalogNumber: "B2", quantity: 1 }])).toEqual({
      lines: [
        { catalogNumber: "dr101", quantity: "5", note: "ivory" },
        { catalogNumber: "A1", quantity: "4", note: "" },
        { catalogNumber: "B2", quantity: "1", note: "" },
      ],
      overflow: 0,
    });
  });

  it("counts what does not fit", () => {
    const full = Array.from({ length: LINES_MAX }, (_, i) => ({ catalogNumber: `P${i}`, quantity: "1", note: "" }));
    expect(addToLines(full, [{ catalogNumber: "NEW1", quantity: 1 }, { catalogNumber: "P3", quantity: 1 }]).overflow).toBe(1);
  });
});
