import { describe, expect, it } from "vitest";
import { answerCrossReference } from "./answer";
import { fakeDeps } from "./fixture.test-helpers";

describe("the answer to a list of competitor numbers (F4)", () => {
  it("gives per number, in order, the competitor and the brand's equivalents with quality and differences in the locale", async () => {
    const deps = fakeDeps();
    const answer = await answerCrossReference(["awt5362-i", "NB-DR215-20TR-LA/10", "NB-WP115-WH", "AWT5326-I", "<b>"], "voltline", "fr-ca", deps);
    if (answer.kind !== "results") throw new Error(answer.kind);
    const [first, second, third, fourth, fifth] = answer.lines;
    expect(first).toMatchObject({ kind: "found", by: "normalized", number: "AWT5362-I", competitor: { name: "Arcwell Electric" } });
    expect(first?.kind === "found" && first.equivalents.map((e) => [e.product.catalogNumber, e.quality, e.product.name])).toEqual([
      ["DR101-IV", "exact", "Prise double 20 A, ivoire"],
      ["DR101-WH", "close", "Prise double 20 A, blanche"],
    ]);
    expect(first?.kind === "found" && first.equivalents[1]!.differences).toEqual([{ key: "colour", label: "Couleur", theirs: "Amande clair", ours: "Blanc" }]);
    expect(first?.kind === "found" && first.equivalents[0]!.product.image).toEqual({ url: "/products-media/1000001-front.png", alt: "Prise double 20 A, ivoire, front view" });
    // A difference our product does not state takes its name from the catalogue's attributes; a value the competitor does not state is null.
    expect(second?.kind === "found" && second.equivalents[0]!.differences).toEqual([
      { key: "amperage", label: "Intensité nominale", theirs: "15 A", ours: "20 A" },
      { key: "usbPorts", label: "Ports USB", theirs: null, ours: null },
    ]);
    expect(third).toMatchObject({ kind: "found", number: "NB-WP115-WH", equivalents: [] });
    expect(fourth).toEqual({ kind: "unknown", input: "AWT5326-I", suggestions: ["AWT5362-I", "AWT5362-T"] });
    expect(fifth).toEqual({ kind: "invalid", input: "<b>", reason: "characters" });
    // One catalogue call for every equivalent of the list.
    expect(deps.productCalls).toEqual([["1000001", "1000002"]]);
  });

  it("leaves out a product the brand no longer sells", async () => {
    const answer = await answerCrossReference(["K482.117.1"], "voltline", "en", fakeDeps());
    expect(answer.kind === "results" && answer.lines[0]).toMatchObject({ kind: "found", number: "K482.117.1", equivalents: [] });
  });

  it("is idle without numbers, refuses more than 200, and is unavailable (never throws) without data or when the catalogue fails", async () => {
    expect(await answerCrossReference([], "voltline", "en", fakeDeps())).toEqual({ kind: "idle" });
    expect(await answerCrossReference(Array.from({ length: 201 }, (_, i) => `A${i}`), "voltline", "en", fakeDeps())).toEqual({ kind: "problem", problem: "tooMany", count: 201 });
    expect(await answerCrossReference(["AWT5362-I"], "homestyle", "en", fakeDeps())).toEqual({ kind: "unavailable" });
    const errors: unknown[] = [];
    const failing = fakeDeps({ products: async () => Promise.reject(new Error("catalogue down")), onError: (error) => errors.push(error) });
    expect(await answerCrossReference(["AWT5362-I"], "voltline", "en", failing)).toEqual({ kind: "unavailable" });
    expect(errors).toHaveLength(1);
  });
});
