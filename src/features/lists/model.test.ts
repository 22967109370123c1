import { describe, expect, it } from "vitest";
import { addToBrowserList, moveInBrowserList, parseBrowserList, removeFromBrowserList, serializeBrowserList, undoBrowserAdd, updateBrowserLine } from "./browser-list";
import { csvDialect, exportFileName, listCsv, textCell, type ExportHeadings } from "./csv";
import {
  LIST_LIMITS,
  addedQuantity,
  isListRef,
  isProductId,
  listTotals,
  mergedQuantity,
  moveLine,
  normalizeListName,
  normalizeNote,
  sortSummaries,
  undoneQuantity,
  type ListSummary,
} from "./model";

describe("list names and notes (A4)", () => {
  it("collapses spaces, drops control and bidirectional characters, refuses empty or overlong names", () => {
    expect(normalizeListName("  Kitchen   remodel \n")).toBe("Kitchen remodel");
    expect(normalizeListName("Job\u202e1\u0000")).toBe("Job 1");
    expect(normalizeListName("   ")).toBeUndefined();
    expect(normalizeListName(42)).toBeUndefined();
    expect(normalizeListName("é".repeat(LIST_LIMITS.nameMaxChars))).toHaveLength(LIST_LIMITS.nameMaxChars);
    expect(normalizeListName("x".repeat(LIST_LIMITS.nameMaxChars + 1))).toBeUndefined();
  });

  it("keeps an empty note, refuses one past the bound", () => {
    expect(normalizeNote("")).toBe("");
    expect(normalizeNote(" 2nd floor\tcorridor ")).toBe("2nd floor corridor");
    expect(normalizeNote("x".repeat(LIST_LIMITS.noteMaxChars + 1))).toBeUndefined();
    expect(normalizeNote(null)).toBeUndefined();
  });

  it("accepts PIM ids and list references only", () => {
    expect(isProductId("1000123")).toBe(true);
    expect(isProductId("10001a")).toBe(false);
    expect(isListRef("default")).toBe(true);
    expect(isListRef("6f1c7a52-4a43-4c1e-9d6e-0d2b8f7e2a10")).toBe(true);
    expect(isListRef("../etc")).toBe(false);
    expect(isListRef("6F1C7A52-4A43-4C1E-9D6E-0D2B8F7E2A10")).toBe(false);
  });
});

describe("quantities (A4, ADR 43)", () => {
  it("adding the same product again adds up, within the bound", () => {
    expect(addedQuantity(2, 3)).toBe(5);
    expect(addedQuantity(LIST_LIMITS.quantityMax - 1, 5)).toBe(LIST_LIMITS.quantityMax);
  });

  it("a merge keeps the larger quantity, so merging twice changes nothing", () => {
    expect(mergedQuantity(undefined, 4)).toBe(4);
    expect(mergedQuantity(6, 4)).toBe(6);
    expect(mergedQuantity(mergedQuantity(2, 5), 5)).toBe(5);
  });

  it("undo takes the added quantity back; a line the add created goes, an older line keeps one", () => {
    expect(undoneQuantity(5, 2, false)).toBe(3);
    expect(undoneQuantity(1, 1, true)).toBe("remove");
    expect(undoneQuantity(1, 1, false)).toBe(1);
    // Another tab added the same product meanwhile: its units stay.
    expect(undoneQuantity(3, 1, true)).toBe(2);
  });

  it("counts products and items", () => {
    expect(listTotals([{ quantity: 2 }, { quantity: 10 }])).toEqual({ lines: 2, items: 12 });
    expect(listTotals([])).toEqual({ lines: 0, items: 0 });
  });
});

describe("order of lines and lists", () => {
  it("moves a line one place, and not past either end", () => {
    expect(moveLine(["a", "b", "c"], 1, "up")).toEqual(["b", "a", "c"]);
    expect(moveLine(["a", "b", "c"], 1, "down")).toEqual(["a", "c", "b"]);
    const lines = ["a", "b"];
    expect(moveLine(lines, 0, "up")).toBe(lines);
    expect(moveLine(lines, 1, "down")).toBe(lines);
    expect(moveLine(lines, 5, "up")).toBe(lines);
  });

  it("puts the default list first, then the others by name in the locale's order", () => {
    const list = (id: string, name: string, isDefault = false): ListSummary => ({ id, name, isDefault, lineCount: 0, updatedAt: "" });
    const sorted = sortSummaries([list("1", "Zone B"), list("2", "école"), list("3", "", true), list("4", "Atelier")], "fr-CA");
    expect(sorted.map((l) => l.id)).toEqual(["3", "4", "2", "1"]);
  });
});

describe("the browser's list (signed-out visitors)", () => {
  const product = (id: string) => ({ productId: id, catalogNumber: `CN-${id}`, productName: `Product ${id}` });

  it("adds, adds again (sum), undoes each add exactly", () => {
    const first = addToBrowserList([], product("1001"));
    expect(first).toMatchObject({ ok: true, created: true, added: 1 });
    const again = addToBrowserList(first.list, product("1001"), 3);
    expect(again).toMatchObject({ ok: true, created: false, added: 3 });
    expect(again.list).toEqual([{ ...product("1001"), quantity: 4, note: "" }]);
    expect(undoBrowserAdd(again.list, "1001", 3, false)[0]?.quantity).toBe(1);
    expect(undoBrowserAdd(first.list, "1001", 1, true)).toEqual([]);
  });

  it("refuses a new product past the line bound and bad input", () => {
    const full = Array.from({ length: LIST_LIMITS.linesPerList }, (_, i) => ({ ...product(String(2000 + i)), quantity: 1, note: "" }));
    expect(addToBrowserList(full, product("9999"))).toMatchObject({ ok: false, reason: "full" });
    // A product already there still takes more.
    expect(addToBrowserList(full, product("2000"))).toMatchObject({ ok: true, created: false });
    expect(addToBrowserList([], product("x1"))).toMatchObject({ ok: false, reason: "invalid" });
    expect(addToBrowserList([], product("1001"), 0)).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("updates, moves and removes lines", () => {
    let list = addToBrowserList([], product("1")).list;
    list = addToBrowserList(list, product("2")).list;
    list = updateBrowserLine(list, "2", { quantity: 7, note: " rough-in " });
    expect(list[1]).toMatchObject({ quantity: 7, note: "rough-in" });
    expect(updateBrowserLine(list, "2", { quantity: -1 })[1]?.quantity).toBe(7);
    list = moveInBrowserList(list, "2", "up");
    expect(list.map((l) => l.productId)).toEqual(["2", "1"]);
    expect(removeFromBrowserList(list, "2").map((l) => l.productId)).toEqual(["1"]);
  });

  it("round-trips through storage and reads tampered storage defensively", () => {
    const list = updateBrowserLine(addToBrowserList([], product("1001"), 2).list, "1001", { note: "Lobby" });
    expect(parseBrowserList(serializeBrowserList(list))).toEqual(list);
    expect(parseBrowserList("not json")).toEqual([]);
    expect(parseBrowserList('{"id":"1"}')).toEqual([]);
    expect(
      parseBrowserList(JSON.stringify([{ id: "1", cn: "A", n: "a", q: 1 }, { id: "1", cn: "A", n: "a", q: 2 }, { id: "x", cn: "B", n: "b", q: 1 }, { id: "2", cn: "C", n: "c", q: 0 }])),
    ).toEqual([{ productId: "1", catalogNumber: "A", productName: "a", quantity: 1, note: "" }]);
  });
});

describe("export (A4: CSV and spreadsheet CSV in the locale's separators)", () => {
  const headings: ExportHeadings = { catalogNumber: "Catalog number", name: "Product", quantity: "Quantity", note: "Note", unitPrice: "Unit price", currency: "Currency", status: "Status", url: "Link" };
  const rows = [
    { catalogNumber: "DR101-IV", name: 'Duplex receptacle, 15 A "TR"', quantity: 12, note: "=HYPERLINK(\"http://x\")", unitPrice: 4.5, currency: "CAD", status: "Available", url: "https://www.voltline.example/p/1" },
    { catalogNumber: "OLD-1", name: "Prise", quantity: 1, note: "", status: "Discontinued", url: "" },
  ];

  it("plain CSV: commas, decimal point, quoted fields, no BOM, CRLF", () => {
    const text = listCsv(rows, headings, csvDialect("csv", "fr-ca"));
    expect(text.startsWith("Catalog number,")).toBe(true);
    expect(text.split("\r\n")[1]).toBe(`DR101-IV,"Duplex receptacle, 15 A ""TR""",12,"'=HYPERLINK(""http://x"")",4.50,CAD,Available,https://www.voltline.example/p/1`);
    expect(text.split("\r\n")[2]).toBe("OLD-1,Prise,1,,,,Discontinued,");
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("spreadsheet CSV: BOM, and in fr-ca a semicolon between fields and a decimal comma; en and es-mx keep comma and point", () => {
    const fr = listCsv(rows, headings, csvDialect("excel", "fr-ca"));
    expect(fr.charCodeAt(0)).toBe(0xfeff);
    expect(fr.split("\r\n")[1]).toBe(`DR101-IV;"Duplex receptacle, 15 A ""TR""";12;"'=HYPERLINK(""http://x"")";4,50;CAD;Available;https://www.voltline.example/p/1`);
    expect(csvDialect("excel", "en")).toEqual({ separator: ",", decimal: ".", bom: true });
    expect(csvDialect("excel", "es-mx")).toEqual({ separator: ",", decimal: ".", bom: true });
  });

  it("neutralises formula starts in text cells", () => {
    expect(textCell("+1")).toBe("'+1");
    expect(textCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(textCell("DR101")).toBe("DR101");
  });

  it("names the file after the list and the date", () => {
    const date = new Date("2026-03-04T10:00:00Z");
    expect(exportFileName("Rénovation cuisine / phase 2", date, "csv")).toBe("renovation-cuisine-phase-2-2026-03-04.csv");
    expect(exportFileName("!!!", date, "excel")).toBe("list-2026-03-04-excel.csv");
  });
});

describe("which brands show lists (B4, B5)", () => {
  it("needs the lists flag and a shown account on a brand that is not redacted", async () => {
    const { brandShowsLists } = await import("./model");
    expect(brandShowsLists({ showMyLists: true, showMyAccount: true, redacted: false })).toBe(true);
    expect(brandShowsLists({ showMyLists: false, showMyAccount: true, redacted: false })).toBe(false);
    expect(brandShowsLists({ showMyLists: true, showMyAccount: false, redacted: false })).toBe(false);
    expect(brandShowsLists({ showMyLists: true, showMyAccount: true, redacted: true })).toBe(false);
  });
});
