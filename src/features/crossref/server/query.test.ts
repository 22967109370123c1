import { describe, expect, it } from "vitest";
import { deflateRawSync } from "node:zlib";
import { crossRefSearch, decodeList, encodeList, parseCrossRefQuery, replaceNumber } from "./query";

describe("the cross-reference query in the URL (F4)", () => {
  it("reads q as typed (one number per line in the box) and says when nothing is asked", () => {
    expect(parseCrossRefQuery({})).toEqual({ asked: false, numbers: [], text: "" });
    expect(parseCrossRefQuery({ q: "AW5362-W, nb-dr215\nAW 5362 W", radius: "5" })).toEqual({ asked: true, numbers: ["AW5362-W", "nb-dr215"], text: "AW5362-W\nnb-dr215" });
    expect(parseCrossRefQuery({ q: "" })).toMatchObject({ asked: true, problem: "empty" });
    expect(parseCrossRefQuery({ q: ["A1", "B2"] }).numbers).toEqual(["A1"]);
  });

  it("keeps a short list in q and a long one in a compressed list token, both read back the same", () => {
    const short = ["AWT5362-I", "NB-DR215-20TR-LA/10"];
    expect(crossRefSearch(short)).toBe("?q=AWT5362-I%0ANB-DR215-20TR-LA%2F10");
    const long = Array.from({ length: 200 }, (_, i) => `NB-DR${100 + i}-20TR-LA/10`);
    const search = crossRefSearch(long);
    expect(search.startsWith("?list=")).toBe(true);
    expect(search.length).toBeLessThan(1_800);
    expect(parseCrossRefQuery({ list: search.slice("?list=".length) }).numbers).toEqual(long);
    expect(decodeList(encodeList(short))).toBe(short.join("\n"));
  });

  it("refuses a damaged or hostile token without decoding more than its bound", () => {
    expect(parseCrossRefQuery({ list: "not*base64" })).toMatchObject({ asked: true, problem: "badList" });
    expect(parseCrossRefQuery({ list: "AAAA" })).toMatchObject({ problem: "badList" });
    expect(parseCrossRefQuery({ list: "x".repeat(9_000) })).toMatchObject({ problem: "badList" });
    // A compression bomb: 5 MB of zeros in a short token.
    const bomb = deflateRawSync(Buffer.alloc(5_000_000), { level: 9 }).toString("base64url");
    expect(bomb.length).toBeLessThan(8_000);
    expect(parseCrossRefQuery({ list: bomb })).toMatchObject({ problem: "badList" });
    // Too many numbers in a valid token is the translated limit.
    expect(parseCrossRefQuery({ list: encodeList(Array.from({ length: 201 }, (_, i) => `K${i}.1`)) })).toMatchObject({ problem: "tooMany", count: 201 });
  });

  it("replaces a number with a suggestion, keeping the list's order and dropping a repeat", () => {
    expect(replaceNumber(["A1", "B2", "C3"], "B2", "C4")).toEqual(["A1", "C4", "C3"]);
    expect(replaceNumber(["A1", "B2", "C3"], "B2", "C3")).toEqual(["A1", "C3"]);
  });
});
