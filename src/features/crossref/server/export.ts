// GET /api/crossref/export?brand=&locale=&format=csv|excel&q=|list= (F4): the answer to a cross-reference query as a
// CSV file, one row per equivalent (or one per number without any), in the dialect of the lists' export (A4, ADR 43:
// plain RFC 4180, or the locale's spreadsheet separators with a BOM). Recomputed from the query, so the file is the
// page's answer; refused with a translated 4xx when the brand, locale, format or query is not one.
import "server-only";
import { isLocale, type Locale } from "@/config/locales";
import { listBrands } from "@/features/brand/server";
import { csvDialect, csvTable, exportFileName, isExportFormat, textCell } from "@/features/lists";
import { publicOrigin } from "@/platform/http/public-origin";
import { buildProductUrl, sitePath } from "@/platform/routing/urls";
import type { CrossRefAnswer, LineResult } from "../model";
import { problemStatus, problemValues } from "../problems";
import { answerLocale, crossRefTranslator, type CrossRefTranslator } from "./messages";
import { parseCrossRefQuery } from "./query";

const NO_STORE = { "cache-control": "no-store" } as const;

/** The rows of the file: headings, then each number's equivalents (or the number alone when it has none). */
export function exportRows(lines: readonly LineResult[], t: CrossRefTranslator, productUrl: (product: { id: string; slug?: string }) => string): string[][] {
  const headings = ["input", "competitor", "competitorNumber", "status", "quality", "catalogNumber", "name", "differences", "url"].map((key) => textCell(t(`csv.${key}`)));
  const rows: string[][] = [headings];
  for (const line of lines) {
    if (line.kind === "invalid") rows.push([line.input, "", "", t("csv.invalid"), "", "", "", "", ""].map(textCell));
    else if (line.kind === "unknown")
      rows.push([line.input, "", "", t("csv.unknown"), "", "", "", line.suggestions.length > 0 ? t("csv.didYouMean", { numbers: line.suggestions.join(", ") }) : "", ""].map(textCell));
    else if (line.equivalents.length === 0) rows.push([line.input, line.competitor.name, line.number, t("csv.noEquivalent"), "", "", "", "", ""].map(textCell));
    else
      for (const equivalent of line.equivalents) {
        const differences = equivalent.differences
          .map((d) => t("csv.difference", { label: d.label, theirs: d.theirs ?? t("notStated"), ours: d.ours ?? t("notStated") }))
          .join("; ");
        rows.push(
          [line.input, line.competitor.name, line.number, t("csv.found"), t(`quality.${equivalent.quality}`), equivalent.product.catalogNumber, equivalent.product.name, differences, productUrl(equivalent.product)].map(textCell),
        );
      }
  }
  return rows;
}

export async function crossRefExportResponse(request: Request, answer: (numbers: string[], brand: string, locale: Locale) => Promise<CrossRefAnswer>): Promise<Response> {
  const url = new URL(request.url);
  const named = url.searchParams.get("locale");
  const locale = answerLocale(named, request.headers.get("accept-language"));
  const t = crossRefTranslator(locale);
  const refuse = (status: number, message: string) => Response.json({ status, message }, { status, headers: NO_STORE });
  const brand = url.searchParams.get("brand") ?? "";
  const format = url.searchParams.get("format") ?? "csv";
  const brands = await listBrands("en").catch(() => []);
  if (!isLocale(named) || !brands.some((entry) => entry.brandDirectory === brand) || !isExportFormat(format)) return refuse(400, t("problems.badRequest"));
  const query = parseCrossRefQuery(Object.fromEntries(["q", "list"].flatMap((name) => (url.searchParams.has(name) ? [[name, url.searchParams.get(name) ?? ""]] : []))));
  if (!query.asked) return refuse(400, t("problems.empty"));
  if (query.problem) return refuse(problemStatus(query.problem), t(`problems.${query.problem}`, problemValues(query.problem, locale, query.count)));
  const result = await answer(query.numbers, brand, locale);
  if (result.kind === "unavailable") return Response.json({ status: 503, message: t("unavailable") }, { status: 503, headers: { ...NO_STORE, "retry-after": "60" } });
  if (result.kind !== "results") return refuse(400, t("problems.empty"));
  const origin = publicOrigin();
  const text = csvTable(exportRows(result.lines, t, (product) => `${origin}${sitePath(brand, locale, buildProductUrl(product))}`), csvDialect(format, locale));
  const fileName = exportFileName(t("csv.fileName"), new Date(), format);
  return new Response(text, {
    headers: {
      ...NO_STORE,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}
