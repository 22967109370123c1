// The answer to a cross-reference request (F4): each number looked up tolerantly in the brand's data, and its
// equivalents read from the catalogue port in the page's locale (name, image, catalogue number, the attribute values
// that differ and their names). Products the brand no longer sells are left out. Never throws: a data or catalogue
// failure is "unavailable".
import "server-only";
import type { Locale } from "@/config/locales";
import type { Product } from "@/features/catalog";
import { MAX_NUMBERS, type CrossRefAnswer, type Difference, type Equivalent, type LineResult } from "../model";
import { entryProblem } from "../normalize";
import { qualityAt } from "../quality";
import type { CrossRefIndex, SearchHit } from "./search";

export interface AnswerDeps {
  index: (brand: string) => Promise<CrossRefIndex | undefined>;
  products: (brand: string, ids: string[], locale: Locale) => Promise<Product[]>;
  /** Attribute names in the locale, for differences our product does not state. */
  attributeLabels: (locale: Locale) => Promise<Map<string, string>>;
  onError?: (error: unknown) => void;
}

export async function answerCrossReference(numbers: readonly string[], brand: string, locale: Locale, deps: AnswerDeps): Promise<CrossRefAnswer> {
  if (numbers.length === 0) return { kind: "idle" };
  if (numbers.length > MAX_NUMBERS) return { kind: "problem", problem: "tooMany", count: numbers.length };
  try {
    const index = await deps.index(brand);
    if (!index) return { kind: "unavailable" };
    const { file } = index;
    type Hit = { input: string; problem: "tooLong" | "characters" } | { input: string; hit: SearchHit };
    const hits = numbers.map((input): Hit => {
      const problem = entryProblem(input);
      return problem ? { input, problem } : { input, hit: index.find(input) };
    });
    const foundEntries = (line: Hit): number | undefined => ("hit" in line && line.hit.kind === "found" ? line.hit.entry : undefined);
    const ids = new Set<string>();
    for (const line of hits) {
      const entry = foundEntries(line);
      if (entry !== undefined) for (const match of file.entries[entry]![2]) ids.add(match[0]);
    }
    const products = ids.size > 0 ? await deps.products(brand, [...ids], locale) : [];
    const byId = new Map(products.map((product) => [product.id, product]));
    const needsLabels = hits.some((line) => {
      const entry = foundEntries(line);
      return (
        entry !== undefined &&
        file.entries[entry]![2].some(([id, , diffs]) => {
          const product = byId.get(id);
          return product !== undefined && diffs.some((value) => !product.attributes.some((a) => a.key === file.values[value]?.[0]));
        })
      );
    });
    const labels = needsLabels ? await deps.attributeLabels(locale) : undefined;

    const lines = hits.map((line): LineResult => {
      if (!("hit" in line)) return { kind: "invalid", input: line.input, reason: line.problem };
      const { hit } = line;
      if (hit.kind === "unknown") return { kind: "unknown", input: line.input, suggestions: hit.suggestions.map((entry) => file.entries[entry]![0]) };
      const [number, competitor, matches] = file.entries[hit.entry]!;
      const equivalents = matches.flatMap(([id, quality, diffs]): Equivalent[] => {
        const product = byId.get(id);
        const matchQuality = qualityAt(quality);
        if (!product || !matchQuality) return [];
        const differences = diffs.flatMap((value): Difference[] => {
          const [key, theirs] = file.values[value] ?? [];
          if (key === undefined) return [];
          const ours = product.attributes.find((attribute) => attribute.key === key);
          return [{ key, label: ours?.name ?? labels?.get(key) ?? key, theirs: theirs?.[locale] ?? null, ours: ours?.value ?? null }];
        });
        const image = product.gallery[0];
        return [
          {
            quality: matchQuality,
            product: { id: product.id, name: product.name, catalogNumber: product.catalogNumber, slug: product.slug, ...(image ? { image: { url: image.url, alt: image.alt } } : {}) },
            differences,
          },
        ];
      });
      return {
        kind: "found",
        input: line.input,
        by: hit.by,
        competitor: file.competitors[competitor] ?? { id: "unknown", name: "" },
        number,
        equivalents,
        otherNumbers: hit.others.map((entry) => file.entries[entry]![0]),
      };
    });
    return { kind: "results", lines };
  } catch (error) {
    deps.onError?.(error);
    return { kind: "unavailable" };
  }
}
