// POST /api/compliance/{form} (F10-F13): a compliance letter request from the page's form, JavaScript or not. The
// pipeline: rate limit (the forms' limiter) before the body is read; the body under a byte limit; the honeypot; the
// fields against the form's schema; the numbers from the pasted list and the CSV; characters the letter's font cannot
// print refused; the brand's catalogue looked up; the request, the letter's reference and what it states stored in
// the database (compliance_letters, ADR 56); then the PDF answered. Every refusal is a translated
// 4xx: an HTML page with the errors and a link back to the form (a plain form post), or JSON ({ status, errors }).
import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "@/config/locales";
import { listBrands } from "@/features/brand/server";
import { getCatalogSource } from "@/features/catalog/server";
import { sameSitePath } from "@/features/forms";
import { formsRateLimiter } from "@/features/forms/server";
import { parseFormFields, readBodyBytes } from "@/platform/http/body";
import { forwardedClientAddress, trustedProxies } from "@/platform/http/trusted-proxy";
import { logger } from "@/platform/logging/logger";
import { complianceLetters, getDb } from "@/platform/db";
import { renderPdf, unsupportedCharacters } from "@/platform/pdf";
import { CACHE_CONTROL } from "@/platform/cache/strategies";
import { refusalResponse } from "@/platform/http/refusal";
import { answerLocale as localeOf } from "@/platform/routing/resolve-request";
import { letterDocument, letterFacts, type LetterBrand, type LetterProduct, type LetterRequest } from "../letter";
import { fill, letterMessages, type ErrorKey, type LetterMessages } from "../messages";
import { HONEYPOT_FIELD, isLetterForm, MAX_BODY_BYTES, MAX_CSV_BYTES, MAX_TEXT, type LetterForm } from "../model";
import { collectNumbers, csvText, numbersFromCsv, splitPasted, type NumbersResult } from "../numbers";
import { FORM_FIELDS, LETTER_SCHEMAS } from "../schema";
import { CHECK_CODE_LENGTH, codeFromBytes, verificationPath } from "../verification";
import { publicOrigin } from "@/platform/http/public-origin";
import { letterQrPng } from "./qr";
import { signingKey, signPdf } from "./signing";
import { writeLetterDraft } from "./drafts";
import { readRequestSession } from "@/features/account/server";
import { isListUuid } from "@/features/lists";
import { findList, listLines } from "@/features/lists/server";

/** Brands whose sites sell in the United States issue the letters (US regulations). */
export const LETTER_CURRENCY = "USD";

export interface LetterError {
  field?: string;
  message: string;
}

function refuse(status: number, locale: Locale, errors: readonly LetterError[], plain: boolean, back: string | undefined, headers: Record<string, string> = {}): Response {
  const t = letterMessages(locale);
  return refusalResponse({ status, locale, errors, plain, back, headers, labels: { heading: t.labels.errorsHeading, back: t.labels.back } });
}

/** The address lines of the brand's contact information (CMS rich text): its first paragraph, tags removed. */
export function addressLines(contactHtml: string): string[] {
  const first = /<p>([\s\S]*?)<\/p>/iu.exec(contactHtml)?.[1] ?? "";
  return first
    .split(/<br\s*\/?>/iu)
    .map((line) => line.replace(/<[^>]*>/gu, "").replace(/&amp;/gu, "&").trim())
    .filter((line) => line !== "")
    .slice(1);
}

/** An image of the CMS (the brand's logo, the officer's signature) from the public content folder (PNG or JPEG). */
async function contentImage(url: string | undefined): Promise<Uint8Array | undefined> {
  if (!url || !/^\/content\/[\w./-]+\.(png|jpe?g)$/iu.test(url) || url.includes("..")) return undefined;
  try {
    return new Uint8Array(await readFile(path.join(process.cwd(), "public", url)));
  } catch {
    return undefined;
  }
}

function reference(): string {
  const code = codeFromBytes(randomBytes(8), 8);
  return `CL-${code.slice(0, 4)}-${code.slice(4)}`;
}

function fieldLabel(t: LetterMessages, field: string): string {
  return (t.labels as unknown as Record<string, string>)[field] ?? field;
}

function numbersError(t: LetterMessages, result: Extract<NumbersResult, { ok: false }>): LetterError {
  return { field: "numbers", message: fill(t.errors[result.error], { value: result.value ?? "" }) };
}

export async function letterRequestResponse(request: Request, formParam: string): Promise<Response> {
  const plain = !(request.headers.get("accept") ?? "").includes("application/json");
  let locale = localeOf(undefined, request.headers.get("accept-language"));
  if (!isLetterForm(formParam)) return refuse(404, locale, [{ message: letterMessages(locale).errors.unknownForm }], plain, undefined);
  const form: LetterForm = formParam;

  const address = forwardedClientAddress(trustedProxies(), request.headers.get("x-forwarded-for"));
  const verdict = (await formsRateLimiter()?.take(`compliance:${address || "unknown"}`)) ?? { ok: true as const };
  if (!verdict.ok) {
    const t = letterMessages(locale);
    return refuse(429, locale, [{ message: fill(t.errors.rateLimited, { minutes: Math.ceil(verdict.retryAfterSeconds / 60) }) }], plain, undefined, { "retry-after": String(verdict.retryAfterSeconds), connection: "close" });
  }

  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/iu.test(contentType)) {
    return refuse(415, locale, [{ message: letterMessages(locale).errors.contentType }], plain, undefined, { connection: "close" });
  }
  const body = await readBodyBytes(request, MAX_BODY_BYTES);
  if (!body.ok) {
    const key: ErrorKey = body.status === 413 ? "bodyTooLarge" : "badBody";
    return refuse(body.status, locale, [{ message: letterMessages(locale).errors[key] }], plain, undefined, body.status === 413 ? { connection: "close" } : {});
  }
  const parsedForm = await parseFormFields(body.bytes, contentType, "csv");
  if (!parsedForm) {
    return refuse(400, locale, [{ message: letterMessages(locale).errors.badBody }], plain, undefined);
  }
  const { values, file: csv } = parsedForm;
  locale = localeOf(values.locale, request.headers.get("accept-language"));
  const t = letterMessages(locale);
  const back = sameSitePath(values.returnTo);
  const known: { brand?: string } = {};
  // A plain post (no JavaScript) refused for what was typed comes back to the form, re-filled, with the errors (a
  // draft, ADR 60); the rest (spam, an unknown brand, an outage) is a page of its own with a link back.
  const fail = async (status: number, errors: LetterError[]): Promise<Response> => {
    if (plain && status === 422 && known.brand) {
      try {
        const id = await writeLetterDraft({ form, brand: known.brand, locale, values, errors, ...(back ? { returnTo: back } : {}) });
        return new Response(null, { status: 303, headers: { location: `/${known.brand}/${locale}/letter-request/${form}?draft=${id}`, "cache-control": CACHE_CONTROL.noStore } });
      } catch (error) {
        logger.error({ err: error, form }, "compliance: the draft could not be stored");
      }
    }
    return refuse(status, locale, errors, plain, back);
  };

  if ((values[HONEYPOT_FIELD] ?? "") !== "") return fail(400, [{ message: t.errors.spam }]);

  let brands: Awaited<ReturnType<typeof listBrands>>;
  try {
    brands = await listBrands(locale);
  } catch (error) {
    logger.error({ err: error }, "compliance: brands could not be read");
    return fail(503, [{ message: t.errors.unavailable }]);
  }
  const brand = brands.find((candidate) => candidate.brandDirectory === values.brand);
  if (!brand || brand.currencyCode !== LETTER_CURRENCY) return fail(400, [{ message: t.errors.unknownBrand }]);
  known.brand = brand.brandDirectory;

  const errors: LetterError[] = [];
  const parsed = LETTER_SCHEMAS[form].safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (errors.some((error) => error.field === field)) continue;
      const key = (["required", "tooLong", "choice", "numbersTooMany"].includes(issue.message) ? issue.message : "required") as ErrorKey;
      errors.push({ field, message: fill(t.errors[key], { field: fieldLabel(t, field).toLowerCase(), max: MAX_TEXT }) });
    }
  }
  const fields = parsed.success ? (parsed.data as Record<string, string>) : undefined;
  if (fields) {
    for (const field of FORM_FIELDS[form]) {
      const missing = unsupportedCharacters(fields[field] ?? "");
      if (missing.length > 0) errors.push({ field, message: fill(t.errors.unsupportedCharacters, { field: fieldLabel(t, field), characters: missing.join(" ") }) });
    }
  }

  // A list of the account area (A4): only the signed-in account's own list of this brand; any other id is a 404.
  let listNumbers: string[] = [];
  const listId = (values.listId ?? "").trim();
  if (listId !== "") {
    const notFound = () => fail(404, [{ field: "listId", message: t.errors.listNotFound }]);
    if (!isListUuid(listId)) return notFound();
    try {
      const session = await readRequestSession(request);
      const list = session ? await findList(session.subject, listId) : undefined;
      if (!list || list.brand !== brand.brandDirectory) return notFound();
      listNumbers = (await listLines(list.id)).map((line) => line.catalogNumber).filter((number) => number !== "");
    } catch (error) {
      logger.error({ err: error, form }, "compliance: the list could not be read");
      return fail(503, [{ message: t.errors.unavailable }]);
    }
  }

  let numbers: NumbersResult;
  if (csv) {
    if (csv.size > MAX_CSV_BYTES) numbers = { ok: false, error: "csvTooLarge" as never };
    else {
      const text = csvText(new Uint8Array(await csv.arrayBuffer()));
      numbers = text === undefined ? { ok: false, error: "csvNotText" } : numbersFromCsv(text);
      if (numbers.ok && ((values.numbers ?? "").trim() !== "" || listNumbers.length > 0)) numbers = collectNumbers([...numbers.numbers, ...splitPasted(values.numbers ?? ""), ...listNumbers]);
    }
  } else numbers = collectNumbers([...splitPasted(values.numbers ?? ""), ...listNumbers]);
  if (!numbers.ok) {
    if (!errors.some((error) => error.field === "numbers")) errors.unshift(numbersError(t, numbers));
  } else {
    const missing = unsupportedCharacters(numbers.numbers.join(" "));
    if (missing.length > 0) errors.unshift({ field: "numbers", message: fill(t.errors.unsupportedCharacters, { field: t.labels.numbers, characters: missing.join(" ") }) });
  }
  if (errors.length > 0 || !fields || !numbers.ok) return fail(422, errors);

  let products: LetterProduct[];
  try {
    const found = await getCatalogSource().getProductsByCatalogNumbers(brand.brandDirectory, numbers.numbers, locale);
    const byNumber = new Map(found.map((product) => [product.catalogNumber.toUpperCase(), product]));
    products = numbers.numbers.flatMap((number) => {
      const product = byNumber.get(number);
      return product ? [{ catalogNumber: product.catalogNumber, description: product.name, facts: product.compliance }] : [];
    });
  } catch (error) {
    logger.warn({ err: error, form }, "compliance: the catalogue did not answer");
    return fail(503, [{ message: t.errors.unavailable }]);
  }
  const foundNumbers = new Set(products.map((product) => product.catalogNumber.toUpperCase()));
  const unknown = numbers.numbers.filter((number) => !foundNumbers.has(number));
  if (products.length === 0) return fail(422, [{ field: "numbers", message: fill(t.errors.noneFound, { brand: brand.brandName, numbers: unknown.slice(0, 20).join(", ") }) }]);

  const letterRequest: LetterRequest = {
    company: fields.company!,
    projectName: fields.projectName!,
    projectAddress: fields.projectAddress!,
    ...(fields.contractNumber ? { contractNumber: fields.contractNumber } : {}),
    ...(fields.farClause ? { farClause: fields.farClause as LetterRequest["farClause"] } : {}),
    ...(fields.fundingProgram ? { fundingProgram: fields.fundingProgram } : {}),
  };
  const [logoData, signatureData] = await Promise.all([contentImage(brand.logo?.url), contentImage(brand.complianceOfficer?.signature?.url)]);
  const letterBrand: LetterBrand = {
    name: brand.brandNameForCopyright || brand.brandName,
    color: /^#[0-9a-f]{6}$/iu.test(brand.primaryColor) ? brand.primaryColor : "#212121",
    addressLines: addressLines(brand.contactInformation),
    ...(logoData ? { logo: { data: logoData, alt: brand.logo?.title || brand.brandName } } : {}),
  };
  const letterReference = reference();
  const checkCode = codeFromBytes(randomBytes(CHECK_CODE_LENGTH), CHECK_CODE_LENGTH);
  const verificationUrl = `${publicOrigin()}${verificationPath(brand.brandDirectory, locale, letterReference, checkCode)}`;
  const input = {
    form,
    locale,
    brand: letterBrand,
    // The CMS brand entry names who signs (complianceOfficerName, -Title, -Signature); without one, the brand signs.
    officer: {
      name: brand.complianceOfficer?.name || letterBrand.name,
      title: brand.complianceOfficer?.title ?? "",
      ...(signatureData ? { signature: signatureData } : {}),
    },
    request: letterRequest,
    reference: letterReference,
    date: new Date(),
    products,
    unknown,
    duplicates: numbers.duplicates,
  };
  const facts = letterFacts(input);

  let pdf: Uint8Array;
  try {
    const qr = await letterQrPng(verificationUrl);
    const unsigned = await renderPdf(letterDocument({ ...input, verification: { url: verificationUrl, qr } }, facts));
    const key = await signingKey();
    pdf = await signPdf(
      unsigned,
      {
        name: letterBrand.name,
        reason: `${t.letterTitle[form]} ${input.reference}`,
        location: letterBrand.addressLines.at(-1) ?? "",
        contactInfo: verificationUrl,
        date: input.date,
      },
      key,
    );
  } catch (error) {
    logger.error({ err: error, form }, "compliance: the letter could not be written");
    return fail(503, [{ message: t.errors.unavailable }]);
  }

  try {
    const db = await getDb();
    const secret = process.env.FORMS_SECRET ?? "voltline-compliance";
    await db.insert(complianceLetters).values({
      reference: input.reference,
      form,
      brand: brand.brandDirectory,
      locale,
      moduleId: typeof values.moduleId === "string" && values.moduleId.length <= 100 ? values.moduleId : null,
      request: { ...letterRequest, numbers: numbers.numbers, duplicates: numbers.duplicates, officer: input.officer.name, date: input.date.toISOString() },
      stated: facts,
      checkCode,
      fileDigest: createHash("sha256").update(pdf).digest("hex"),
      clientHash: address ? createHmac("sha256", secret).update(address).digest("hex").slice(0, 32) : null,
    });
  } catch (error) {
    logger.error({ err: error, form }, "compliance: the request could not be stored");
    return fail(503, [{ message: t.errors.unavailable }]);
  }

  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${input.reference}-${form}.pdf"`,
      "cache-control": CACHE_CONTROL.noStore,
      "x-letter-reference": input.reference,
      "x-letter-verification": verificationUrl,
    },
  });
}
