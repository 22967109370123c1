// The lists API (A4, A7; ADR 43): `/api/lists/...`, one table of routes. Every answer is private and uncached; every
// body is read under a byte bound and checked with zod; what is refused gets a translated 4xx. A list id the
// signed-in account does not own answers 404 on every route, before its body is even looked at, exactly as an id
// that does not exist; so does a list of a brand that hides lists (B4, B5).
import "server-only";
import { z } from "@/platform/validation/zod";
import { readRequestSession, type Session } from "@/features/account/server";
import { getBrand } from "@/features/brand/server";
import type { Locale } from "@/config/locales";
import { readJsonBody } from "@/platform/http/body";
import { logger } from "@/platform/logging/logger";
import { csvDialect, exportFileName, isExportFormat, listCsv } from "../csv";
import { DEFAULT_LIST_ID, LIST_LIMITS, brandShowsLists, isListRef, isProductId, listTotals, normalizeListName, normalizeNote, sortSummaries, type ListErrorCode, type ListLine } from "../model";
import { exportRows, withProducts, type BrandForLists } from "./detail";
import { memoOf } from "./memo";
import { answerLocale, errorAnswer, listsTranslator, mergeNotice } from "./messages";
import { listBrandOf } from "./owners";
import { listInfo } from "./share-link";
import * as store from "./store";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

const PRIVATE = { "cache-control": CACHE_CONTROL.privateNoStore } as const;
/** A merge of 500 lines with notes is about 150 KB of JSON at most. */
const BODY_MAX_BYTES = 256 * 1024;

const STATUS: Record<ListErrorCode, number> = {
  invalid: 400,
  signedOut: 401,
  notFound: 404,
  listLimit: 409,
  lineLimit: 409,
  productUnknown: 400,
  nameInvalid: 400,
  noteInvalid: 400,
  quantityInvalid: 400,
  defaultFixed: 409,
  unavailable: 503,
};

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: PRIVATE });
}

export function refuse(locale: Locale, code: ListErrorCode, status = STATUS[code]): Response {
  return json(errorAnswer(locale, code), status);
}

type Brand = BrandForLists;
const brands = memoOf<Brand | "none">(64);

/**
 * The brand of a directory when it exists and shows lists (B4, B5: brandShowsLists); undefined otherwise. Only what
 * lists read of it (flags are not translated), memoised a few seconds.
 */
export async function brandWithLists(directory: unknown): Promise<Brand | undefined> {
  if (typeof directory !== "string" || !/^[a-z0-9-]{1,64}$/.test(directory)) return undefined;
  const found = await brands.get(directory, async () => {
    const brand = await getBrand(directory, "en");
    if (!brand || brand.brandDirectory !== directory || !brandShowsLists(brand)) return "none";
    return { brandDirectory: brand.brandDirectory, currencyCode: brand.currencyCode, newProductDuration: brand.newProductDuration };
  });
  return found === "none" ? undefined : found;
}

const quantity = z.number().int().min(1).max(LIST_LIMITS.quantityMax);
const productId = z.string().refine(isProductId);
const name = z.string().max(1_000).transform((value, context) => normalizeListName(value) ?? (context.addIssue({ code: "custom", message: "name" }), z.NEVER));
const note = z.string().max(10_000).transform((value, context) => normalizeNote(value) ?? (context.addIssue({ code: "custom", message: "note" }), z.NEVER));
const base = { locale: z.string().optional() };

const SCHEMAS = {
  create: z.object({ ...base, brand: z.string(), name }).strict(),
  rename: z.object({ ...base, name }).strict(),
  empty: z.object(base).strict(),
  add: z.object({ ...base, brand: z.string().optional(), productId, quantity: quantity.default(1) }).strict(),
  update: z
    .object({ ...base, quantity: quantity.optional(), note: note.optional() })
    .strict()
    .refine((value) => value.quantity !== undefined || value.note !== undefined),
  move: z.object({ ...base, direction: z.enum(["up", "down"]) }).strict(),
  undo: z.object({ ...base, quantity, created: z.boolean() }).strict(),
  merge: z
    .object({
      ...base,
      brand: z.string(),
      lines: z.array(z.object({ productId, quantity, note: note.optional() }).strict()).max(LIST_LIMITS.linesPerList),
    })
    .strict(),
  products: z.object({ ...base, brand: z.string(), ids: z.array(productId).max(LIST_LIMITS.linesPerList) }).strict(),
};

/** The error code of a refused body: the field that failed when it is one people type, else "invalid". */
function invalidCode(error: z.ZodError): ListErrorCode {
  const field = error.issues[0]?.path[0] ?? error.issues[0]?.path.at(-1);
  if (field === "name") return "nameInvalid";
  if (field === "note" || error.issues.some((issue) => issue.path.at(-1) === "note")) return "noteInvalid";
  if (field === "quantity") return "quantityInvalid";
  return "invalid";
}

interface Call {
  request: Request;
  url: URL;
  locale: Locale;
  body: unknown;
  session?: Session;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

function parse<T extends z.ZodType>(call: Call, schema: T): Parsed<z.output<T>> {
  const result = schema.safeParse(call.body ?? {});
  return result.success ? { ok: true, value: result.data } : { ok: false, response: refuse(call.locale, invalidCode(result.error)) };
}

/** The signed-in account's list of this reference (a UUID), in a brand that shows lists; undefined: 404. */
async function ownList(call: Call, ref: string): Promise<{ list: store.StoredList; brand: Brand } | undefined> {
  if (!call.session || !isListRef(ref) || ref === DEFAULT_LIST_ID) return undefined;
  const list = await store.findList(call.session.subject, ref);
  const brand = list && (await brandWithLists(list.brand));
  return list && brand ? { list, brand } : undefined;
}

async function catalogLines(brand: Brand, locale: Locale, ids: string[]): Promise<Map<string, ListLine>> {
  const lines = ids.map((id): ListLine => ({ productId: id, catalogNumber: "", productName: "", quantity: 1, note: "" }));
  const { lines: views } = await withProducts(lines, brand, locale);
  return new Map(views.flatMap((view) => (view.product ? [[view.productId, { ...view, catalogNumber: view.product.catalogNumber, productName: view.product.name }] as const] : [])));
}

// ---- routes -------------------------------------------------------------------------------------------------------

async function summaries(call: Call): Promise<Response> {
  const brand = await brandWithLists(call.url.searchParams.get("brand"));
  if (!brand) return refuse(call.locale, "notFound");
  const lists = sortSummaries(await store.listSummaries(call.session!.subject, brand.brandDirectory), call.locale);
  return json({ lists, defaultLineCount: lists.find((list) => list.isDefault)?.lineCount ?? 0 });
}

async function create(call: Call): Promise<Response> {
  const parsed = parse(call, SCHEMAS.create);
  if (!parsed.ok) return parsed.response;
  const brand = await brandWithLists(parsed.value.brand);
  if (!brand) return refuse(call.locale, "notFound");
  const list = await store.createList(call.session!.subject, brand.brandDirectory, parsed.value.name);
  if (list === "listLimit") return refuse(call.locale, "listLimit");
  return json({ list: listInfo(list, call.locale) }, 201);
}

async function detail(call: Call, ref: string): Promise<Response> {
  if (!call.session || !isListRef(ref)) return refuse(call.locale, "notFound");
  let id = ref;
  if (ref === DEFAULT_LIST_ID) {
    // My list (`?brand=`): the page of every brand shows it, made on first use.
    const brand = await brandWithLists(call.url.searchParams.get("brand"));
    if (!brand) return refuse(call.locale, "notFound");
    const list = await store.ensureDefaultList(call.session.subject, brand.brandDirectory);
    if (list === "listLimit") return refuse(call.locale, "listLimit");
    id = list.id;
  }
  const found = await store.readListWithLines(call.session.subject, id);
  const brand = found && (await brandWithLists(found.list.brand));
  if (!found || !brand) return refuse(call.locale, "notFound");
  const { lines, catalogAnswered } = await withProducts(found.lines, brand, call.locale);
  return json({ list: listInfo(found.list, call.locale), lines, totals: listTotals(lines), catalogAnswered });
}

async function rename(call: Call, ref: string): Promise<Response> {
  const own = await ownList(call, ref);
  if (!own) return refuse(call.locale, "notFound");
  const parsed = parse(call, SCHEMAS.rename);
  if (!parsed.ok) return parsed.response;
  const outcome = await store.renameList(call.session!.subject, own.list.id, parsed.value.name);
  return outcome === "ok" ? json({ ok: true }) : refuse(call.locale, outcome);
}

async function remove(call: Call, ref: string): Promise<Response> {
  const own = await ownList(call, ref);
  if (!own) return refuse(call.locale, "notFound");
  const parsed = parse(call, SCHEMAS.empty);
  if (!parsed.ok) return parsed.response;
  const outcome = await store.deleteList(call.session!.subject, own.list.id);
  return outcome === "ok" ? json({ ok: true }) : refuse(call.locale, outcome);
}

async function addLine(call: Call, ref: string): Promise<Response> {
  if (!isListRef(ref) || !call.session) return refuse(call.locale, "notFound");
  const subject = call.session.subject;
  let listId = ref;
  let brand: Brand | undefined;
  if (ref === DEFAULT_LIST_ID) {
    // The default list (`my-list`) of the brand named in the body, made on first use.
    brand = await brandWithLists((call.body as { brand?: unknown }).brand);
    if (!brand) return refuse(call.locale, "notFound");
    const parsed = parse(call, SCHEMAS.add);
    if (!parsed.ok) return parsed.response;
    const list = await store.ensureDefaultList(subject, brand.brandDirectory);
    if (list === "listLimit") return refuse(call.locale, "listLimit");
    listId = list.id;
  } else {
    // The list is checked first: another account's id is a 404 whatever the body says.
    const directory = await listBrandOf(subject, ref);
    brand = directory === undefined ? undefined : await brandWithLists(directory);
    if (!brand) return refuse(call.locale, "notFound");
  }
  const parsed = SCHEMAS.add.safeParse(call.body);
  if (!parsed.success) return refuse(call.locale, invalidCode(parsed.error));
  // The product as the catalogue has it, found before the transaction (memoised cards: usually no wait at all).
  const product = (await catalogLines(brand, call.locale, [parsed.data.productId])).get(parsed.data.productId);
  if (!product) return refuse(call.locale, "productUnknown");
  const outcome = await store.addLineTogether(subject, listId, { productId: product.productId, catalogNumber: product.catalogNumber, productName: product.productName }, parsed.data.quantity);
  if (outcome.kind !== "added") return refuse(call.locale, outcome.kind);
  return json({
    list: listInfo(outcome.list, call.locale),
    line: { productId: outcome.line.productId, catalogNumber: outcome.line.catalogNumber, productName: outcome.line.productName, quantity: outcome.line.quantity },
    created: outcome.created,
    added: outcome.added,
    lineCount: outcome.lineCount,
  });
}

async function lineAction(call: Call, ref: string, productIdText: string, action: "update" | "remove" | "move" | "undo"): Promise<Response> {
  const own = await ownList(call, ref);
  if (!own || !isProductId(productIdText)) return refuse(call.locale, "notFound");
  const subject = call.session!.subject;
  let outcome: store.LineOutcome;
  if (action === "update") {
    const parsed = parse(call, SCHEMAS.update);
    if (!parsed.ok) return parsed.response;
    const { quantity, note } = parsed.value;
    outcome = await store.updateLine(subject, own.list.id, productIdText, { ...(quantity !== undefined ? { quantity } : {}), ...(note !== undefined ? { note } : {}) });
  } else if (action === "remove") {
    const parsed = parse(call, SCHEMAS.empty);
    if (!parsed.ok) return parsed.response;
    outcome = await store.removeLine(subject, own.list.id, productIdText);
  } else if (action === "move") {
    const parsed = parse(call, SCHEMAS.move);
    if (!parsed.ok) return parsed.response;
    outcome = await store.moveListLine(subject, own.list.id, productIdText, parsed.value.direction);
  } else {
    const parsed = parse(call, SCHEMAS.undo);
    if (!parsed.ok) return parsed.response;
    outcome = await store.undoAdd(subject, own.list.id, productIdText, parsed.value.quantity, parsed.value.created);
  }
  if (outcome.kind === "notFound") return refuse(call.locale, "notFound");
  return json({ ok: true, ...(outcome.line ? { line: outcome.line } : {}) });
}

async function exportList(call: Call, ref: string): Promise<Response> {
  const own = await ownList(call, ref);
  if (!own) return refuse(call.locale, "notFound");
  const format = call.url.searchParams.get("format") ?? "csv";
  if (!isExportFormat(format)) return refuse(call.locale, "invalid");
  const { lines } = await withProducts(await store.listLines(own.list.id), own.brand, call.locale);
  const t = listsTranslator(call.locale, "lists-pages");
  const text = listCsv(
    exportRows(lines, { available: t("export.available"), discontinued: t("export.discontinued"), unknown: t("export.unknown") }),
    {
      catalogNumber: t("export.catalogNumber"),
      name: t("export.name"),
      quantity: t("export.quantity"),
      note: t("export.note"),
      unitPrice: t("export.unitPrice"),
      currency: t("export.currency"),
      status: t("export.status"),
      url: t("export.url"),
    },
    csvDialect(format, call.locale),
  );
  const listName = own.list.isDefault ? listsTranslator(call.locale)("myList") : own.list.name;
  const fileName = exportFileName(listName, new Date(), format);
  return new Response(text, {
    headers: {
      ...PRIVATE,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}

async function share(call: Call, ref: string, on: boolean): Promise<Response> {
  const own = await ownList(call, ref);
  if (!own) return refuse(call.locale, "notFound");
  const parsed = parse(call, SCHEMAS.empty);
  if (!parsed.ok) return parsed.response;
  const list = on ? await store.shareList(call.session!.subject, own.list.id) : await store.unshareList(call.session!.subject, own.list.id);
  if (!list) return refuse(call.locale, "notFound");
  return json({ list: listInfo(list, call.locale) });
}

async function merge(call: Call): Promise<Response> {
  const parsed = parse(call, SCHEMAS.merge);
  if (!parsed.ok) return parsed.response;
  const brand = await brandWithLists(parsed.value.brand);
  if (!brand) return refuse(call.locale, "notFound");
  // Products as the catalogue has them (the browser's names are not trusted); repeats count once.
  const incoming = [...new Map(parsed.value.lines.map((line) => [line.productId, line])).values()];
  const known = await catalogLines(brand, call.locale, incoming.map((line) => line.productId));
  const lines = incoming.flatMap((line) => {
    const product = known.get(line.productId);
    return product ? [{ ...product, quantity: line.quantity, note: line.note ?? "" }] : [];
  });
  const outcome = await store.mergeIntoDefault(call.session!.subject, brand.brandDirectory, lines);
  if (outcome.kind === "listLimit") return refuse(call.locale, "listLimit");
  // The notice comes translated with the answer, so the header's list link carries no plural forms in every page (ADR 81).
  const notice = mergeNotice(call.locale, outcome.merged, outcome.skipped);
  return json({ list: listInfo(outcome.list, call.locale), merged: outcome.merged, skipped: outcome.skipped, unknown: incoming.length - lines.length, notice });
}

/** Live product data for the browser's list of a signed-out visitor (no account needed: catalogue data only). */
async function products(call: Call): Promise<Response> {
  const parsed = parse(call, SCHEMAS.products);
  if (!parsed.ok) return parsed.response;
  const brand = await brandWithLists(parsed.value.brand);
  if (!brand) return refuse(call.locale, "notFound");
  const ids = [...new Set(parsed.value.ids)];
  const { lines, catalogAnswered } = await withProducts(
    ids.map((id) => ({ productId: id, catalogNumber: "", productName: "", quantity: 1, note: "" })),
    brand,
    call.locale,
  );
  return json({ products: Object.fromEntries(lines.flatMap((line) => (line.product ? [[line.productId, line.product]] : []))), catalogAnswered });
}

// ---- dispatch -----------------------------------------------------------------------------------------------------

type Handler = (call: Call, ...params: string[]) => Promise<Response>;

interface Route {
  method: "GET" | "POST";
  /** Literal segments, or ":" for a parameter. */
  pattern: string[];
  handler: Handler;
  /** Needs no account (catalogue data only). */
  open?: boolean;
}

const ROUTES: Route[] = [
  { method: "GET", pattern: [], handler: summaries },
  { method: "POST", pattern: [], handler: create },
  { method: "POST", pattern: ["merge"], handler: merge },
  { method: "POST", pattern: ["products"], handler: products, open: true },
  { method: "GET", pattern: [":"], handler: detail },
  { method: "POST", pattern: [":", "rename"], handler: rename },
  { method: "POST", pattern: [":", "delete"], handler: remove },
  { method: "POST", pattern: [":", "lines"], handler: addLine },
  { method: "POST", pattern: [":", "lines", ":"], handler: (call, ref, product) => lineAction(call, ref!, product!, "update") },
  { method: "POST", pattern: [":", "lines", ":", "remove"], handler: (call, ref, product) => lineAction(call, ref!, product!, "remove") },
  { method: "POST", pattern: [":", "lines", ":", "move"], handler: (call, ref, product) => lineAction(call, ref!, product!, "move") },
  { method: "POST", pattern: [":", "lines", ":", "undo"], handler: (call, ref, product) => lineAction(call, ref!, product!, "undo") },
  { method: "GET", pattern: [":", "export"], handler: exportList },
  { method: "POST", pattern: [":", "share"], handler: (call, ref) => share(call, ref!, true) },
  { method: "POST", pattern: [":", "unshare"], handler: (call, ref) => share(call, ref!, false) },
];

/** The route of a method and path, and its parameters; undefined when none matches. */
export function matchRoute(method: string, segments: readonly string[]): { route: Route; params: string[] } | undefined {
  for (const route of ROUTES) {
    if (route.method !== method || route.pattern.length !== segments.length) continue;
    const params: string[] = [];
    if (route.pattern.every((part, index) => (part === ":" ? (params.push(segments[index]!), true) : part === segments[index]))) return { route, params };
  }
  return undefined;
}

export async function handleListsApi(request: Request, segments: readonly string[]): Promise<Response> {
  const url = new URL(request.url);
  let locale = answerLocale(url.searchParams.get("locale"), request.headers.get("accept-language"));
  const match = matchRoute(request.method, segments);
  if (!match) return refuse(locale, "notFound");
  let body: unknown;
  if (request.method === "POST") {
    // JSON only: a cross-site form cannot send it without a preflight the site never grants.
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "")) return refuse(locale, "invalid", 415);
    const read = await readJsonBody(request, { maxBytes: BODY_MAX_BYTES, empty: {} });
    if (!read.ok) return refuse(locale, "invalid", read.status);
    body = read.value;
    if (body === null || typeof body !== "object" || Array.isArray(body)) return refuse(locale, "invalid");
    locale = answerLocale((body as { locale?: unknown }).locale ?? url.searchParams.get("locale"), request.headers.get("accept-language"));
  }
  try {
    let session: Session | undefined;
    if (!match.route.open) {
      try {
        session = await readRequestSession(request);
      } catch (error) {
        logger.error({ err: error }, "lists: the session store is unavailable");
        return refuse(locale, "unavailable");
      }
      if (!session) return refuse(locale, "signedOut");
    }
    return await match.route.handler({ request, url, locale, body, session }, ...match.params);
  } catch (error) {
    logger.error({ err: error, path: url.pathname }, "lists: the request failed");
    return refuse(locale, "unavailable");
  }
}
