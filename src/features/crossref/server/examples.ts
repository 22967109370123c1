// Numbers the form shows as examples (F4): for the first competitors, the first number with an exact equivalent in the
// brand, written as the competitor prints it. Once per loaded file.
import "server-only";
import type { CrossRefFile } from "../model";

const cache = new WeakMap<CrossRefFile, string[]>();

export function exampleNumbers(file: CrossRefFile, count = 2): string[] {
  let examples = cache.get(file);
  if (!examples) {
    const byCompetitor = new Map<number, string>();
    for (const [number, competitor, matches] of file.entries) {
      if (!byCompetitor.has(competitor) && matches[0]?.[1] === 0) byCompetitor.set(competitor, number);
      if (byCompetitor.size === file.competitors.length) break;
    }
    examples = [...byCompetitor.entries()].sort((a, b) => a[0] - b[0]).map(([, number]) => number);
    cache.set(file, examples);
  }
  return examples.slice(0, count);
}
