// Where a visitor's text is (F6): a postal code, a city ("Springfield, IL") or an address. The gazetteer knows places
// and postal codes, not streets, so an address is tried as typed, then by the postal code in it, then by its comma
// parts from the city on ("123 Main St, Springfield, IL" -> "Springfield, IL" -> "Springfield").
import type { GeocodeResult, SuggestOptions } from "@/platform/maps";

type Geocode = (query: string, options: SuggestOptions) => Promise<GeocodeResult[]>;

const POSTAL_IN_TEXT = [/\b\d{5}\b/, /\b[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d\b/, /\b[A-Za-z]\d[A-Za-z]\b/];

/** The queries to try for a text, best first, without repeats. Pure. */
export function candidateQueries(text: string): string[] {
  const out: string[] = [text];
  for (const pattern of POSTAL_IN_TEXT) {
    const match = pattern.exec(text);
    if (match) out.push(match[0]);
  }
  const parts = text.split(",").map((part) => part.trim()).filter(Boolean);
  for (let i = 1; i < parts.length; i += 1) out.push(parts.slice(i).join(", "));
  // "Springfield IL 62701": without its trailing postal code or region word.
  const words = text.split(/\s+/);
  if (words.length > 1) out.push(words.slice(0, -1).join(" "));
  return [...new Set(out.filter((query) => query.length >= 2))];
}

/** The likeliest place of the text and the other places it may mean; undefined when nothing matches. */
export async function locateText(text: string, options: SuggestOptions, geocode: Geocode): Promise<{ place: GeocodeResult; alternatives: GeocodeResult[] } | undefined> {
  for (const query of candidateQueries(text).slice(0, 6)) {
    const results = await geocode(query, { ...options, limit: 4 });
    if (results.length > 0) return { place: results[0]!, alternatives: results.slice(1) };
  }
  return undefined;
}
