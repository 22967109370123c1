import { describe, expect, it } from "vitest";
import { linesSummary, sentAt } from "./model";

describe("orders list (A6)", () => {
  it("lists the first three lines with their quantities and counts the rest", () => {
    expect(linesSummary([{ catalogNumber: "A1", quantity: 1 }])).toEqual({ shown: ["A1"], more: 0 });
    expect(linesSummary(["A", "B", "C", "D", "E"].map((catalogNumber, i) => ({ catalogNumber, quantity: i + 1 })))).toEqual({ shown: ["A", "B × 2", "C × 3"], more: 2 });
  });

  it("writes the date in the locale's words and zone", () => {
    const date = new Date("2026-11-26T15:04:00Z");
    expect(sentAt(date, "en")).toEqual({ text: "Nov 26, 2026, 10:04 AM", iso: "2026-11-26T15:04:00.000Z" });
    expect(sentAt(date, "fr-ca").text).toMatch(/^26 nov\. 2026/);
    expect(sentAt(date, "es-mx").text).toMatch(/26 nov 2026/);
  });
});
