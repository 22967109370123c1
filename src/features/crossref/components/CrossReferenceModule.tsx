// F4 Competitor Cross Reference as a dynamic module (C3, issue 16): placed by the CMS on a page. Prerendered, it is the
// form (numbers typed or pasted, or a CSV file), which posts to /api/crossref and lands on the page's GET address; with
// a query in the URL (`q`, or `list` for a long list) the page is rendered per request (tools route, ADR 50) and the
// module answers it: per number, the competitor and the brand's equivalents best first, each with its match quality,
// the attributes that differ (the competitor's value and ours, from the catalogue, names in the locale) and actions
// (add to list, compare, request a quote); unknown numbers with "did you mean" links; the whole answer as CSV.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { DynamicModuleProps } from "@/features/content/server";
import { getBrandChrome } from "@/features/navigation/server";
import { AddToCompare } from "@/features/compare/ui";
import { brandShowsLists } from "@/features/lists";
import { AddToListButton } from "@/features/lists/ui";
import { RequestQuoteLink } from "@/features/forms/ui";
import { IMAGE_QUALITY } from "@/config/constants";
import { ServerImage } from "@/platform/ui/image/ServerImage";
import { buildProductUrl, sitePath } from "@/platform/routing/urls";
import { MAX_FILE_BYTES, MAX_NUMBER_CHARS, MAX_NUMBERS, type CrossRefAnswer, type LineResult } from "../model";
import { formatFileSize, problemValues } from "../problems";
import { crossRefSearch, parseCrossRefQuery, replaceNumber } from "../server/query";
import { toolProductContext } from "@/platform/routing/tool-rewrite";
import { getCatalogSource } from "@/features/catalog/server";
import { crossRefIndex, crossRefMeta } from "../server/dataset";
import { siteCrossReference } from "../server/site";
import { CrossReferenceEnhancer } from "./lazy";
import styles from "./CrossReference.module.css";
import { toolStyles as tool } from "@/platform/ui/tool/ToolProblems";
import { ToolActions, ToolField, ToolModule, ToolResults, toolIds } from "@/platform/ui/tool/ToolParts";

const IMAGE_PX = 96;
/** Most competitor numbers shown for the product page's "competitor parts it replaces". */
const MAX_REPLACED = 20;

/** The product of the product page's link and the competitor numbers it replaces; undefined for a product the brand does not sell. */
async function replacedBy(brand: string, productId: string, locale: DynamicModuleProps["context"]["locale"]) {
  const [product] = await getCatalogSource()
    .getProducts(brand, [productId], locale)
    .catch(() => []);
  if (!product) return undefined;
  const index = await crossRefIndex(brand).catch(() => undefined);
  return { product, numbers: index?.replacedBy(product.id, MAX_REPLACED) ?? [] };
}

export async function CrossReferenceModule({ module, context }: DynamicModuleProps) {
  const { brand: directory, locale } = context;
  const parsed = parseCrossRefQuery(context.query ?? {});
  // The product page's context (`?product=`, no numbers asked): the competitor numbers that product replaces.
  const productId = parsed.asked ? undefined : toolProductContext(context.query ?? {});
  const replaced = productId ? await replacedBy(directory, productId, locale) : undefined;
  const query = replaced && replaced.numbers.length > 0 ? { ...parsed, asked: true, numbers: replaced.numbers, text: replaced.numbers.join("\n") } : parsed;
  // The form needs only the data's summary: a brand's data is read and indexed when a query asks for it.
  const [t, chrome, meta] = await Promise.all([getTranslations({ locale, namespace: "crossref" }), getBrandChrome(directory, locale), crossRefMeta()]);
  const answer: CrossRefAnswer = !query.asked
    ? { kind: "idle" }
    : query.problem
      ? { kind: "problem", problem: query.problem, ...(query.count ? { count: query.count } : {}) }
      : await siteCrossReference(query.numbers, directory, locale);

  const brandName = chrome?.brand.brandName ?? directory;
  const lists = chrome ? brandShowsLists(chrome.brand) : false;
  const pagePath = context.pagePath ?? "";
  const path = sitePath(directory, locale, pagePath);
  const { idPrefix, formId, headingId } = toolIds("xref", module.id);
  const resultsId = `${idPrefix}-results`;
  const hrefFor = (numbers: readonly string[]) => `${path}${crossRefSearch(numbers)}#${resultsId}`;
  const competitors = meta?.competitors.map((c) => c.name) ?? [];
  const examples = meta?.brands[directory]?.examples ?? [];
  const listFormat = new Intl.ListFormat(locale === "en" ? "en-US" : locale === "fr-ca" ? "fr-CA" : "es-MX", { type: "conjunction" });
  const fileSize = formatFileSize(MAX_FILE_BYTES, locale);
  const search = query.asked && !query.problem ? crossRefSearch(query.numbers) : "";

  return (
    <ToolModule className={styles.module} headingId={headingId} title={module.title || t("title")}>
      <p className={tool.intro}>{t("intro", { max: MAX_NUMBERS, brand: brandName })}</p>
      {competitors.length > 0 ? <p className={tool.intro}>{t("competitors", { names: listFormat.format(competitors) })}</p> : null}
      <form id={formId} className={tool.form} method="post" action={`/api/crossref?locale=${locale}`} encType="multipart/form-data" aria-label={t("formLabel")} data-page={path}>
        <input type="hidden" name="brand" value={directory} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="page" value={pagePath} />
        <input type="hidden" name="module" value={module.id} />
        <ToolField
          htmlFor={`${idPrefix}-numbers`}
          label={t("numbers")}
          hint={t("numbersHint", { example: examples.length > 0 ? listFormat.format(examples) : "AWT5362-I" })}
          hintId={`${idPrefix}-numbers-hint`}
        >
          <textarea
            id={`${idPrefix}-numbers`}
            className={`${tool.control} ${styles.control}`}
            name="numbers"
            rows={6}
            defaultValue={query.text}
            spellCheck={false}
            autoCapitalize="characters"
            aria-describedby={`${idPrefix}-numbers-hint`}
            aria-invalid={answer.kind === "problem" ? true : undefined}
          />
        </ToolField>
        <ToolField htmlFor={`${idPrefix}-file`} label={t("file")} hint={t("fileHint", { size: fileSize })} hintId={`${idPrefix}-file-hint`}>
          <input id={`${idPrefix}-file`} className={styles.file} type="file" name="file" accept=".csv,.txt,.tsv,text/csv,text/plain" aria-describedby={`${idPrefix}-file-hint`} />
        </ToolField>
        <ToolActions submit={t("submit")}>
          <CrossReferenceEnhancer
            formId={formId}
            resultsAnchor={resultsId}
            text={{
              searching: t("searching"),
              network: t("problems.network"),
              problems: {
                empty: t("problems.empty"),
                tooLong: t("problems.tooLong", problemValues("tooLong", locale)),
                fileTooLarge: t("problems.fileTooLarge", problemValues("fileTooLarge", locale)),
              },
            }}
          />
        </ToolActions>
      </form>

      {replaced?.product ? (
        <p className={tool.info}>
          {replaced.numbers.length > 0
            ? t("replacesIntro", { name: replaced.product.name, number: replaced.product.catalogNumber, count: replaced.numbers.length })
            : t("replacesNone", { name: replaced.product.name, number: replaced.product.catalogNumber })}
        </p>
      ) : null}
      {answer.kind !== "idle" ? (
        <ToolResults
          id={resultsId}
          notice={answer.kind === "problem" ? t(`problems.${answer.problem}`, problemValues(answer.problem, locale, answer.count)) : answer.kind === "unavailable" ? t("unavailable") : undefined}
        >
          {answer.kind === "results" ? (
            <Results
              lines={answer.lines}
              t={t as unknown as T}
              brand={directory}
              brandName={brandName}
              locale={locale}
              lists={lists}
              idPrefix={idPrefix}
              exportHref={(format) => `/api/crossref/export${search}&brand=${encodeURIComponent(directory)}&locale=${locale}&format=${format}`}
              hrefFor={(from, to) => hrefFor(replaceNumber(query.numbers, from, to))}
              productHref={(product) => sitePath(directory, locale, buildProductUrl(product))}
            />
          ) : null}
        </ToolResults>
      ) : null}
    </ToolModule>
  );
}

type T = (key: string, values?: Record<string, string | number>) => string;

function Results({
  lines,
  t,
  brand,
  brandName,
  locale,
  lists,
  idPrefix,
  exportHref,
  hrefFor,
  productHref,
}: {
  lines: LineResult[];
  t: T;
  brand: string;
  brandName: string;
  locale: DynamicModuleProps["context"]["locale"];
  lists: boolean;
  idPrefix: string;
  exportHref: (format: "csv" | "excel") => string;
  hrefFor: (from: string, to: string) => string;
  productHref: (product: { id: string; slug?: string }) => string;
}) {
  const found = lines.filter((line) => line.kind === "found");
  const withEquivalent = found.filter((line) => line.equivalents.length > 0);
  const best = withEquivalent.map((line) => ({ catalogNumber: line.equivalents[0]!.product.catalogNumber }));
  return (
    <>
      <h3>{t("resultsHeading", { brand: brandName })}</h3>
      <p className={styles.summary}>
        {t("summary", { count: lines.length, found: withEquivalent.length, none: found.length - withEquivalent.length, unknown: lines.length - found.length })}
      </p>
      <div className={styles.toolbar} role="group" aria-label={t("actionsLabel")}>
        <a href={exportHref("csv")} download>
          {t("exportCsv")}
        </a>
        <a href={exportHref("excel")} download>
          {t("exportExcel")}
        </a>
        {best.length > 0 ? <RequestQuoteLink brand={brand} locale={locale} products={best} label={t("requestQuoteAll")} className="btn btn-primary" /> : null}
      </div>
      <ol className={styles.lines} aria-label={t("resultsLabel")}>
        {lines.map((line, lineIndex) => {
          const headingId = `${idPrefix}-line-${lineIndex}`;
          if (line.kind === "invalid")
            return (
              <li key={lineIndex}>
                <article className={`${styles.line} ${styles.missing}`} aria-labelledby={headingId}>
                  <h4 id={headingId}>{t("unknownHeading", { input: line.input.slice(0, MAX_NUMBER_CHARS + 10) })}</h4>
                  <p>{line.reason === "tooLong" ? t("invalidTooLong", { max: MAX_NUMBER_CHARS }) : t("invalidCharacters")}</p>
                </article>
              </li>
            );
          if (line.kind === "unknown")
            return (
              <li key={lineIndex}>
                <article className={`${styles.line} ${styles.missing}`} aria-labelledby={headingId}>
                  <h4 id={headingId}>{t("unknownHeading", { input: line.input })}</h4>
                  <p>{t("unknown")}</p>
                  {line.suggestions.length > 0 ? (
                    <nav aria-label={`${t("didYouMean")} ${line.input}`} className={styles.suggestions}>
                      <p>{t("didYouMean")}</p>
                      <ul>
                        {line.suggestions.map((suggestion) => (
                          <li key={suggestion}>
                            <a href={hrefFor(line.input, suggestion)}>{suggestion}</a>
                          </li>
                        ))}
                      </ul>
                    </nav>
                  ) : (
                    <p>{t("noSuggestion")}</p>
                  )}
                </article>
              </li>
            );
          const title = t("lineHeading", { competitor: line.competitor.name, number: line.number });
          return (
            <li key={lineIndex}>
              <article className={styles.line} aria-labelledby={headingId}>
                <h4 id={headingId}>{title}</h4>
                {line.by === "normalized" ? <p className={styles.note}>{t("byNormalized", { input: line.input, number: line.number })}</p> : null}
                {line.by === "prefix" ? <p className={styles.note}>{t("byPrefix", { input: line.input, number: line.number })}</p> : null}
                {line.by === "suffix" ? <p className={styles.note}>{t("bySuffix", { input: line.input, number: line.number })}</p> : null}
                {line.otherNumbers.length > 0 ? (
                  <nav aria-label={`${t("otherNumbers")} ${line.input}`} className={styles.suggestions}>
                    <p>{t("otherNumbers")}</p>
                    <ul>
                      {line.otherNumbers.map((other) => (
                        <li key={other}>
                          <a href={hrefFor(line.input, other)}>{other}</a>
                        </li>
                      ))}
                    </ul>
                  </nav>
                ) : null}
                {line.equivalents.length === 0 ? (
                  <p className={styles.none}>{t("noEquivalent", { brand: brandName, number: line.number })}</p>
                ) : (
                  <ul className={styles.equivalents} aria-label={t("equivalents", { competitor: line.competitor.name, number: line.number })}>
                    {line.equivalents.map((equivalent) => {
                      const product = equivalent.product;
                      const nameId = `${idPrefix}-line-${lineIndex}-${product.id}`;
                      return (
                        <li key={product.id} className={styles.equivalent}>
                          {product.image ? (
                            <ServerImage src={product.image.url} alt="" width={IMAGE_PX} height={IMAGE_PX} quality={IMAGE_QUALITY} loading="lazy" className={styles.image} />
                          ) : (
                            <span className={styles.image} aria-hidden="true" />
                          )}
                          <div className={styles.body}>
                            <p className={`${styles.quality} ${styles[equivalent.quality]}`}>
                              <strong>{t(`quality.${equivalent.quality}`)}</strong> <span>{t(`qualityHelp.${equivalent.quality}`)}</span>
                            </p>
                            <h5 id={nameId} className={styles.name}>
                              <Link href={productHref(product)}>{product.name}</Link>
                            </h5>
                            <p className={styles.number}>{t("catalogNumber", { number: product.catalogNumber })}</p>
                            {equivalent.differences.length > 0 ? (
                              <table className={styles.differences}>
                                <caption>{t("differencesCaption", { competitor: line.competitor.name, number: line.number })}</caption>
                                <thead>
                                  <tr>
                                    <th scope="col">{t("attribute")}</th>
                                    <th scope="col">{line.competitor.name}</th>
                                    <th scope="col">{brandName}</th>
                                  </tr>
                                </thead>
                                <tbody>
                                  {equivalent.differences.map((difference) => (
                                    <tr key={difference.key}>
                                      <th scope="row">{difference.label}</th>
                                      <td>{difference.theirs ?? t("notStated")}</td>
                                      <td>
                                        <mark>{difference.ours ?? t("notStated")}</mark>
                                      </td>
                                    </tr>
                                  ))}
                                </tbody>
                              </table>
                            ) : (
                              <p className={styles.note}>{t("noDifferences")}</p>
                            )}
                            <div className={styles.productActions}>
                              {lists ? <AddToListButton brand={brand} locale={locale} product={{ id: product.id, name: product.name, catalogNumber: product.catalogNumber }} describedBy={nameId} /> : null}
                              <AddToCompare productId={product.id} name={product.name} brand={brand} locale={locale} showLink={false} describedBy={nameId} />
                              <RequestQuoteLink brand={brand} locale={locale} products={[{ catalogNumber: product.catalogNumber }]} label={t("requestQuote")} />
                            </div>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </article>
            </li>
          );
        })}
      </ol>
    </>
  );
}
