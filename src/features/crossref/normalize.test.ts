import { describe, expect, it } from "vitest";
import { csvNumbers, distinctNumbers, editDistance, entryProblem, looksLikeNumber, normalizeNumber, parseCsv, readNumbers, splitEntries, typoBudget } from "./normalize";
import { MAX_NUMBERS } from "./model";

/** Plain dynamic-programming OSA distance, to check the banded one against. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe("normalizeNumber (F4)", () => {
  it("ignores case, spaces, dashes, dots, slashes and width variants", () => {
    expect(normalizeNumber("ke 482.117-1")).toBe("KE4821171");
    expect(normalizeNumber("NB-DR215-20TR-LA/10")).toBe("NBDR21520TRLA10");
    expect(normalizeNumber(" awt5362 – i ")).toBe("AWT5362I");
    expect(normalizeNumber("ＡＷ５３６２")).toBe("AW5362");
    expect(normalizeNumber("---")).toBe("");
  });
});

describe("reading a typed or pasted list", () => {
  it("splits on lines, commas, semicolons, tabs and bars, skips quantities and repeats (first spelling kept)", () => {
    expect(splitEntries("AW5362-W, 10\nNB-DR215\tK482.117.1;PW27441I | RC-HBS-604")).toEqual(["AW5362-W", "NB-DR215", "K482.117.1", "PW27441I", "RC-HBS-604"]);
    expect(readNumbers("aw5362-w\nAW 5362 W\r\nNB-DR215\n\n").numbers).toEqual(["aw5362-w", "NB-DR215"]);
  });

  it("takes 200 different numbers, refuses 201 with the count, refuses empty and over-long text", () => {
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => `AW${1000 + i}-W`);
    expect(readNumbers(numbers(MAX_NUMBERS).join("\n")).numbers).toHaveLength(200);
    expect(readNumbers(numbers(MAX_NUMBERS + 1).join("\n"))).toEqual({ numbers: [], problem: "tooMany", count: 201 });
    // Repeats do not count against the limit.
    expect(readNumbers([...numbers(150), ...numbers(150)].join(",")).numbers).toHaveLength(150);
    expect(readNumbers(" \n ,; ").problem).toBe("empty");
    expect(readNumbers("A".repeat(10_001)).problem).toBe("tooLong");
  });

  it("stops counting a huge list early", () => {
    const many = Array.from({ length: 50_000 }, (_, i) => `X${i}`);
    const read = distinctNumbers(many);
    expect(read.problem).toBe("tooMany");
    expect(read.count).toBeLessThanOrEqual(MAX_NUMBERS * 50 + 1);
  });

  it("says why an entry is not looked up", () => {
    expect(entryProblem("AW5362-W")).toBeUndefined();
    expect(entryProblem("A".repeat(41))).toBe("tooLong");
    expect(entryProblem("<script>1")).toBe("characters");
    expect(entryProblem("ABCDEF")).toBe("characters");
    expect(looksLikeNumber("Duplex receptacle 20A, white")).toBe(false);
    expect(looksLikeNumber("NB-DR215-20TR-LA/10")).toBe(true);
  });
});

describe("reading a CSV file", () => {
  it("finds the number column by its heading, in any of the three languages, with ; separators and quotes", () => {
    expect(csvNumbers('Qty;Description;"Numéro de pièce"\r\n10;"Prise; blanche";AW5362-W\r\n5;Plaque;NB-WP115-WH\r\n')).toEqual(["AW5362-W", "NB-WP115-WH"]);
    expect(csvNumbers("Cantidad,Número de parte\n2,K482.117.1\n")).toEqual(["K482.117.1"]);
  });

  it("without a heading, takes the column holding most numbers", () => {
    expect(csvNumbers("2,AW5362-W,white\n4,NB-DR215-WH,grey\n1,PW27441I,ivory\n")).toEqual(["AW5362-W", "NB-DR215-WH", "PW27441I"]);
    expect(csvNumbers("\uFEFFAW5362-W\nNB-DR215-WH\n")).toEqual(["AW5362-W", "NB-DR215-WH"]);
  });

  it("parses quoted cells with separators, quotes and line breaks, and bounds the rows", () => {
    expect(parseCsv('a,"b,c","d ""e"""\n"f\ng",h')).toEqual([["a", "b,c", 'd "e"'], ["f\ng", "h"]]);
    expect(parseCsv("x\n".repeat(5_000), 10)).toHaveLength(10);
  });
});

describe("editDistance (bounded optimal string alignment)", () => {
  it("counts insertions, deletions, substitutions and adjacent transpositions", () => {
    expect(editDistance("AW5362W", "AW5362W", 2)).toBe(0);
    expect(editDistance("AW5362W", "AW5326W", 2)).toBe(1);
    expect(editDistance("AW5362W", "AW562W", 2)).toBe(1);
    expect(editDistance("AW5362W", "AW53622W", 2)).toBe(1);
    expect(editDistance("AW5362W", "AX5362I", 2)).toBe(2);
    expect(editDistance("AW5362W", "NB5362I", 2)).toBe(3);
    expect(editDistance("SHORT", "MUCHLONGERKEY", 2)).toBe(3);
  });

  it("agrees with the full computation up to its bound", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const word = () => Array.from({ length: 3 + Math.floor(random() * 8) }, () => "AB12"[Math.floor(random() * 4)]).join("");
    for (let i = 0; i < 2_000; i++) {
      const a = word();
      const b = random() < 0.5 ? word() : a.slice(0, 2) + a.slice(3) + "A";
      const max = 1 + Math.floor(random() * 3);
      expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(Math.min(reference(a, b), max + 1));
    }
  });

  it("allows one typo in short numbers and two in longer ones", () => {
    expect(typoBudget("AW536")).toBe(1);
    expect(typoBudget("AW5362W")).toBe(2);
  });
});
