// The submittal package routes (F15, ADR 59):
// - POST /api/submittal: a package from the form (numbers typed, pasted, from a list, or a CSV; cover sheet fields;
//   optional documents), or `retry` = a stored build's id to build the same request again. Answered with the PDF
//   (200, attachment) when every document went in; with 303 to /{brand}/{locale}/pdf-builder-errors?build={id} when
//   some failed (the package of the rest waits there). Refusals are translated 4xx: an HTML page for a plain form post,
//   JSON { status, errors } for `Accept: application/json`; 503 only when the catalogue, the database or the build
//   queue cannot serve (with Retry-After when busy). Never an empty PDF.
// - GET /api/submittal/{id}: the PDF of a build with failures, for the browser that built it only.
import "server-only";
import { localeIso, type Locale } from "@/config/locales";
import { listBrands } from "@/features/brand/server";
import { getCatalogSource } from "@/features/catalog/server";
import { sameSitePath } from "@/features/forms";
import { formsRateLimiter } from "@/features/forms/server";
import { CACHE_CONTROL } from "@/platform/cache/strategies";
import { refusalResponse } from "@/platform/http/refusal";
import { answerLocale as localeOf } from "@/platform/routing/resolve-request";
import { parseFormFields, readBodyBytes } from "@/platform/http/body";
import { isSecureOrigin, onPublicOrigin, publicOrigin } from "@/platform/http/public-origin";
import { forwardedClientAddress, trustedProxies } from "@/platform/http/trusted-proxy";
import { logger } from "@/platform/logging/logger";
import { unsupportedCharacters } from "@/platform/pdf";
import { sitePath } from "@/platform/routing/urls";
import { submittalRequest, type InputError } from "../input";
import { BUILD_TTL_HOURS, HONEYPOT_FIELD, MAX_BODY_BYTES, MAX_CSV_BYTES, MAX_PRODUCTS, MAX_TEXT, VISITOR_COOKIE, type SubmittalRequest } from "../model";
import { buildPackage } from "./build";
import { submittalMessages, type SubmittalMessages } from "./messages";
import { packagePool, PoolBusyError } from "./pool";
import { buildPdf, findBuild, newBuildId, newVisitorKey, saveBuild } from "./store";

export interface SubmittalError {
  field?: string;
  message: string;
}

function refuse(status: number, locale: Locale, errors: readonly SubmittalError[], plain: boolean, back?: string, headers: Record<string, string> = {}): Response {
  const t = submittalMessages(locale);
  return refusalResponse({ status, locale, errors, plain, back, headers, labels: { heading: t("errors.heading"), back: t("errors.back") } });
}

/** The visitor key of the request's cookie, if it carries a well-formed one. */
export function visitorKeyOf(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    const value = rest.join("=");
    if (name === VISITOR_COOKIE && /^[A-Za-z0-9_-]{22}$/u.test(value)) return value;
  }
  return undefined;
}

function visitorCookie(key: string): string {
  return `${VISITOR_COOKIE}=${key}; Path=/; Max-Age=${BUILD_TTL_HOURS * 3600}; HttpOnly; SameSite=Lax${isSecureOrigin(publicOrigin()) ? "; Secure" : ""}`;
}

const FIELD_LABEL: Record<string, string> = { projectName: "form.projectName", submittedBy: "form.submittedBy", numbers: "form.numbers", csv: "form.csv", date: "form.date" };

export function inputErrorMessage(t: SubmittalMessages, error: InputError): SubmittalError {
  const field = t(FIELD_LABEL[error.field] ?? "form.numbers");
  switch (error.key) {
    case "duplicates":
      return { field: error.field, message: t("errors.duplicates", { numbers: error.numbers.join(", ") }) };
    case "numberTooLong":
      return { field: error.field, message: t("errors.numberTooLong", { value: error.value }) };
    case "required":
    case "tooLong":
      return { field: error.field, message: t(`errors.${error.key}`, { field: field.toLowerCase(), max: MAX_TEXT }) };
    case "numbersTooMany":
      return { field: error.field, message: t("errors.numbersTooMany", { max: MAX_PRODUCTS }) };
    default:
      return { field: error.field, message: t(`errors.${error.key}`) };
  }
}

export async function submittalPostResponse(request: Request): Promise<Response> {
  const plain = !(request.headers.get("accept") ?? "").includes("application/json");
  let locale = localeOf(undefined, request.headers.get("accept-language"));

  const address = forwardedClientAddress(trustedProxies(), request.headers.get("x-forwarded-for"));
  const verdict = (await formsRateLimiter()?.take(`submittal:${address || "unknown"}`)) ?? { ok: true as const };
  if (!verdict.ok) {
    const t = submittalMessages(locale);
    return refuse(429, locale, [{ message: t("errors.rateLimited", { minutes: Math.ceil(verdict.retryAfterSeconds / 60) }) }], plain, undefined, { "retry-after": String(verdict.retryAfterSeconds), connection: "close" });
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/iu.test(contentType)) {
    return refuse(415, locale, [{ message: submittalMessages(locale)("errors.contentType") }], plain, undefined, { connection: "close" });
  }
  const body = await readBodyBytes(request, MAX_BODY_BYTES);
  if (!body.ok) {
    return refuse(body.status, locale, [{ message: submittalMessages(locale)(body.status === 413 ? "errors.bodyTooLarge" : "errors.badBody") }], plain, undefined, body.status === 413 ? { connection: "close" } : {});
  }
  const parsedForm = await parseFormFields(body.bytes, contentType, "csv");
  if (!parsedForm) {
    return refuse(400, locale, [{ message: submittalMessages(locale)("errors.badBody") }], plain);
  }
  const { values, file: csv } = parsedForm;
  locale = localeOf(values.locale, request.headers.get("accept-language"));
  const t = submittalMessages(locale);
  const back = sameSitePath(values.returnTo);
  const fail = (status: number, errors: SubmittalError[], headers: Record<string, string> = {}) => refuse(status, locale, errors, plain, back, headers);

  if ((values[HONEYPOT_FIELD] ?? "") !== "") return fail(400, [{ message: t("errors.spam") }]);

  let brands: Awaited<ReturnType<typeof listBrands>>;
  try {
    brands = await listBrands(locale);
  } catch (error) {
    logger.error({ err: error }, "submittal: brands could not be read");
    return fail(503, [{ message: t("errors.unavailable") }]);
  }
  const brand = brands.find((candidate) => candidate.brandDirectory === values.brand);
  if (!brand) return fail(400, [{ message: t("errors.unknownBrand") }]);

  let visitorKey = visitorKeyOf(request.headers.get("cookie"));
  let asked: SubmittalRequest;
  let retryOf: string | undefined;
  if (values.retry !== undefined) {
    let stored: Awaited<ReturnType<typeof findBuild>>;
    try {
      stored = await findBuild(values.retry, visitorKey, brand.brandDirectory);
    } catch (error) {
      logger.error({ err: error }, "submittal: the build could not be read");
      return fail(503, [{ message: t("errors.unavailable") }]);
    }
    if (!stored) return fail(404, [{ message: t("errors.buildNotFound") }]);
    asked = stored.request;
    retryOf = stored.id;
  } else {
    if (csv && csv.size > MAX_CSV_BYTES) return fail(413, [{ field: "csv", message: t("errors.csvTooLarge") }]);
    const parsed = submittalRequest(values, csv ? new Uint8Array(await csv.arrayBuffer()) : undefined, new Date().toISOString().slice(0, 10));
    if (!parsed.ok) return fail(422, parsed.errors.map((error) => inputErrorMessage(t, error)));
    const unprintable = (["projectName", "submittedBy"] as const).flatMap((field) => {
      const missing = unsupportedCharacters(parsed.request[field]);
      return missing.length > 0 ? [{ field, message: t("errors.unsupportedCharacters", { field: t(FIELD_LABEL[field]!), characters: missing.join(" ") }) }] : [];
    });
    if (unprintable.length > 0) return fail(422, unprintable);
    asked = parsed.request;
  }

  const catalog = getCatalogSource();
  let products: Awaited<ReturnType<typeof catalog.getProductsByCatalogNumbers>>;
  try {
    products = await catalog.getProductsByCatalogNumbers(brand.brandDirectory, asked.numbers, locale);
  } catch (error) {
    logger.warn({ err: error }, "submittal: the catalogue did not answer");
    return fail(503, [{ message: t("errors.unavailable") }]);
  }
  const byNumber = new Map(products.map((product) => [product.catalogNumber.toUpperCase(), product]));
  const unknown = asked.numbers.filter((number) => !byNumber.has(number));
  if (unknown.length > 0) return fail(422, [{ field: "numbers", message: t("errors.unknown", { brand: brand.brandName, numbers: unknown.slice(0, 20).join(", ") }) }]);
  const ordered = asked.numbers.map((number) => byNumber.get(number)!);

  const pool = packagePool();
  let outcome: Awaited<ReturnType<typeof buildPackage>>;
  try {
    outcome = await buildPackage({ brand, locale, request: asked, products: ordered }, catalog, (job) => pool.run(job));
  } catch (error) {
    if (error instanceof PoolBusyError) return fail(503, [{ message: t("errors.busy") }], { "retry-after": "30" });
    logger.error({ err: error }, "submittal: the package could not be built");
    return fail(503, [{ message: t("errors.unavailable") }]);
  }

  const id = newBuildId();
  visitorKey ??= newVisitorKey();
  try {
    await saveBuild({ id, brand: brand.brandDirectory, locale, request: asked, included: outcome.included, failures: outcome.failures }, visitorKey, outcome.failures.length > 0 ? outcome.pdf : undefined);
  } catch (error) {
    logger.error({ err: error }, "submittal: the build could not be stored");
    return fail(503, [{ message: t("errors.unavailable") }]);
  }
  const common = { "cache-control": CACHE_CONTROL.noStore, "set-cookie": visitorCookie(visitorKey), "x-submittal-build": id, ...(retryOf ? { "x-submittal-retry-of": retryOf } : {}) };
  if (outcome.failures.length > 0 || !outcome.pdf) {
    const location = onPublicOrigin(`${sitePath(brand.brandDirectory, locale, "pdf-builder-errors")}?build=${id}`).toString();
    return new Response(null, { status: 303, headers: { ...common, location } });
  }
  return new Response(new Uint8Array(outcome.pdf), {
    status: 200,
    headers: { ...common, "content-type": "application/pdf", "content-length": String(outcome.pdf.length), "content-disposition": `attachment; filename="submittal-${asked.date}.pdf"`, "content-language": localeIso(locale), "x-content-type-options": "nosniff" },
  });
}

/** GET /api/submittal/{id}?brand=: the package kept with a build that had failures, for the browser that built it. */
export async function submittalDownloadResponse(request: Request, id: string): Promise<Response> {
  const url = new URL(request.url);
  const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": CACHE_CONTROL.noStore } });
  try {
    const build = await findBuild(id, visitorKeyOf(request.headers.get("cookie")), url.searchParams.get("brand") ?? "");
    if (!build?.hasPdf) return notFound();
    const pdf = await buildPdf(build.id);
    if (!pdf) return notFound();
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-length": String(pdf.length),
        "content-disposition": `attachment; filename="submittal-${build.request.date}.pdf"`,
        "cache-control": CACHE_CONTROL.privateNoStore,
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    logger.error({ err: error }, "submittal: the build could not be read");
    return new Response("Service unavailable", { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": CACHE_CONTROL.noStore, "retry-after": "30" } });
  }
}
