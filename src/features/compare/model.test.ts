import { describe, expect, it } from "vitest";
import { addToCompare, clearCompare, compareStorageKey, differences, orderByIds, parseCompare, removeFromCompare, serializeCompare } from "./model";

describe("P6 compare list", () => {
  it("P6 adds up to four products and refuses a fifth with a reason", () => {
    let list: readonly string[] = [];
    for (const id of ["1", "2", "3", "4"]) {
      const result = addToCompare(list, id);
      expect(result.ok).toBe(true);
      list = result.list;
    }
    expect(list).toEqual(["1", "2", "3", "4"]);
    expect(addToCompare(list, "5")).toEqual({ ok: false, list, reason: "full" });
  });

  it("P6 adding a listed product keeps the list; a non PIM id is refused", () => {
    expect(addToCompare(["1"], "1")).toEqual({ ok: true, list: ["1"] });
    expect(addToCompare([], "abc")).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("P6 removes and clears", () => {
    expect(removeFromCompare(["1", "2", "3"], "2")).toEqual(["1", "3"]);
    expect(removeFromCompare(["1"], "9")).toEqual(["1"]);
    expect(clearCompare()).toEqual([]);
  });

  it("P6 stores per brand and reads back what it wrote", () => {
    expect(compareStorageKey("voltline-canada")).toBe("compare:voltline-canada");
    expect(parseCompare(serializeCompare(["1000001", "1000002"]))).toEqual(["1000001", "1000002"]);
  });

  it.each([null, "", "not json", "{}", '"1"', "[1,2]", '["1","x"]', '["1","1"]', '["1","2","3","4","5"]'])(
    "P6 junk in storage (%s) reads as an empty list",
    (stored) => expect(parseCompare(stored)).toEqual([]),
  );
});

describe("P6 differences", () => {
  const a = { attributes: [{ key: "amps", name: "Amps", value: "15 A" }, { key: "colour", name: "Colour", value: "White" }] };
  const b = { attributes: [{ key: "colour", name: "Colour", value: "White" }, { key: "amps", name: "Amps", value: "20 A" }, { key: "grade", name: "Grade", value: "Hospital" }] };

  it("P6 rows follow the first product's attribute order and flag differing values", () => {
    expect(differences([a, b])).toEqual([
      { key: "amps", name: "Amps", values: ["15 A", "20 A"], differs: true },
      { key: "colour", name: "Colour", values: ["White", "White"], differs: false },
      { key: "grade", name: "Grade", values: [null, "Hospital"], differs: true },
    ]);
  });

  it("P6 a single product differs nowhere", () => {
    expect(differences([a]).every((row) => !row.differs)).toBe(true);
  });

  it("P6 orders fetched products as picked and drops missing ones", () => {
    expect(orderByIds(["3", "1", "9"], [{ id: "1" }, { id: "3" }])).toEqual([{ id: "3" }, { id: "1" }]);
  });
});
