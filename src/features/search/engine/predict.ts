// Algolia Answers' prediction on the embedded engine (S3): the records matching most words of a natural-language query,
// each with the sentence of its text that holds the most of them, highlighted, and a score (share of the query's words).
import { PREDICTION_LIMITS, SEARCH_LIMITS, SearchInputError, type PredictionAnswer, type PredictionRequest } from "../model";
import { normalizeParams, queryText, type NormalizedParams } from "./params";
import { highlight, match, retrieve, valueAt, type SearchIndex } from "./search-index";
import { words } from "./text";

const MAX_ATTRIBUTES = 10;
/** Sentences longer than this are cut around their first matched word. */
const MAX_EXTRACT = 300;
/** Words too common to answer anything, per language; a query of only these finds nothing. */
const STOP_WORDS: Record<string, Set<string>> = {
  en: new Set("a an and are can do does for how i in is it of on or the to what which with".split(" ")),
  fr: new Set("a au aux avec ce comment de des du en est et la le les ou pour quel quelle qui sur un une".split(" ")),
  es: new Set("a al como con cual de del el en es la las los o para por que qué se un una y".split(" ")),
};

const bad = (message: string): never => {
  throw new SearchInputError("bad_parameter", message);
};

export interface CheckedPrediction {
  query: string;
  language: string;
  attributes: string[] | undefined;
  nbHits: number;
  threshold: number;
  params: NormalizedParams;
}

/** The request checked against Algolia's rules and our bounds: a SearchInputError (400) names what is wrong. */
export function checkPrediction(request: PredictionRequest, indexLanguage: string): CheckedPrediction {
  if (request === null || typeof request !== "object") return bad("Request must be an object");
  const query = queryText(request.query, "query");
  if (query.trim() === "") bad("query must not be empty");
  const languages = request.queryLanguages;
  if (!Array.isArray(languages) || languages.length !== 1 || typeof languages[0] !== "string") return bad(`queryLanguages must list one language (${PREDICTION_LIMITS.languages.join(", ")})`);
  const language = languages[0];
  if (!(PREDICTION_LIMITS.languages as readonly string[]).includes(language)) bad(`queryLanguages: '${language.slice(0, 20)}' is not supported (${PREDICTION_LIMITS.languages.join(", ")})`);
  if (language !== indexLanguage) bad(`queryLanguages: this index answers in '${indexLanguage}'`);
  const attributes = request.attributesForPrediction;
  if (attributes !== undefined && (!Array.isArray(attributes) || attributes.length === 0 || attributes.length > MAX_ATTRIBUTES || !attributes.every((a) => typeof a === "string" && a.length <= 100))) {
    bad(`attributesForPrediction must list 1 to ${MAX_ATTRIBUTES} attribute names`);
  }
  const nbHits = request.nbHits ?? 10;
  if (typeof nbHits !== "number" || !Number.isInteger(nbHits) || nbHits < 1 || nbHits > PREDICTION_LIMITS.nbHits) bad(`nbHits must be an integer from 1 to ${PREDICTION_LIMITS.nbHits}`);
  const threshold = request.threshold ?? 0;
  if (typeof threshold !== "number" || !Number.isFinite(threshold) || threshold < 0 || threshold > 1) bad("threshold must be a number from 0 to 1");
  const extra = request.params ?? {};
  if (extra === null || typeof extra !== "object" || Array.isArray(extra)) bad("params must be an object");
  const params = normalizeParams({ ...extra, query: undefined, page: undefined, hitsPerPage: undefined } as never);
  if (params.facets.length > SEARCH_LIMITS.facetsPerCall) bad("too many facets");
  return { query, language, attributes: attributes as string[] | undefined, nbHits, threshold, params };
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
}

/** The best sentence of the record's attributes for the query words, or undefined when none holds one. */
function bestAnswer(record: unknown, attributes: string[], matched: ReturnType<typeof match>["words"], asked: number): PredictionAnswer | undefined {
  let best: PredictionAnswer | undefined;
  let bestFound = 0;
  for (const attribute of attributes) {
    const value = valueAt(record, attribute);
    const texts = typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
    for (const text of texts) {
      for (const sentence of sentences(text)) {
        const cut = sentence.length > MAX_EXTRACT ? `${sentence.slice(0, MAX_EXTRACT)}…` : sentence;
        const result = highlight(cut, matched, "<em>", "</em>");
        const found = result.matchedWords.length;
        if (found > bestFound) {
          bestFound = found;
          best = { extract: result.value, extractAttribute: attribute, score: Math.round((found / asked) * 1000) / 1000 };
        }
      }
    }
  }
  return best;
}

export function predict(index: SearchIndex, checked: CheckedPrediction) {
  const stop = STOP_WORDS[checked.language] ?? new Set<string>();
  const meaningful = words(checked.query).filter((word) => !stop.has(word)).slice(0, 10);
  if (meaningful.length === 0) return { hits: [], nbHits: 0 };
  const found = match(index, { query: meaningful.join(" "), filter: checked.params.filter, removeWordsIfNoResults: "allOptional" });
  const attributes = checked.attributes ?? index.settings.searchableAttributes.flatMap((group) => group.split(",").map((a) => a.trim()));
  const hits: Record<string, unknown>[] = [];
  // Bounded: at most a few pages' worth of candidates are read for extracts.
  for (const doc of found.docs.subarray(0, checked.nbHits * 5)) {
    const record = index.record(doc);
    const answer = bestAnswer(record, attributes, found.words, meaningful.length);
    if (!answer || answer.score < checked.threshold) continue;
    hits.push({ ...retrieve(record, checked.params.attributesToRetrieve), _answer: answer });
    if (hits.length >= checked.nbHits) break;
  }
  return { hits, nbHits: hits.length };
}
