// The values of each whole-request problem's message (F4): limits said in the visitor's language. Pure, client-safe.
import { LOCALE_INFO, type Locale } from "@/config/locales";
import { MAX_FILE_BYTES, MAX_NUMBERS, MAX_TEXT_CHARS, type InputProblem } from "./model";

/** A byte size as the locale writes it in kilobytes ("256 kB", "256 ko"). */
export function formatFileSize(bytes: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].iso, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(bytes / 1024);
}

export function problemValues(problem: InputProblem, locale: Locale, count?: number): Record<string, string | number> {
  const size = formatFileSize(MAX_FILE_BYTES, locale);
  switch (problem) {
    case "tooMany":
      return { count: count ?? MAX_NUMBERS + 1, max: MAX_NUMBERS };
    case "tooLong":
      return { max: MAX_TEXT_CHARS };
    case "fileTooLarge":
      return { size };
    case "bodyTooLarge":
      return { max: MAX_NUMBERS, size };
    case "rateLimited":
      // `count`: the seconds until the client may post again, said in minutes.
      return { minutes: Math.max(1, Math.ceil((count ?? 60) / 60)) };
    default:
      return {};
  }
}

/** HTTP status of a refused request with this problem. */
export function problemStatus(problem: InputProblem): 400 | 413 | 415 | 429 {
  return problem === "fileTooLarge" || problem === "bodyTooLarge" ? 413 : problem === "fileType" ? 415 : problem === "rateLimited" ? 429 : 400;
}
