// Integration tests of the lists API (A4, A7, B4) on PGlite and, with DATABASE_URL, on PostgreSQL: what a client
// observes (status, translated message, stored rows) for every route, including the IDOR matrix (account A's ids with
// account B's session answer 404 and change nothing) and concurrent adds.
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fixturePack } from "@/features/content/testing";
import { smallCatalogDir } from "@/features/catalog/testing";
import { loadCatalog } from "@/features/catalog/server";
import { inAssortment } from "@/features/catalog";
import { brandAssortment } from "@/features/catalog/testing";
import { signedInCookie } from "@/features/account/testing";
import { getDb, productListLines, productLists } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { GET, POST } from "@/app/api/lists/[[...path]]/route";
import { LIST_LIMITS } from "../model";
import { accountListShellPath, isListShellPath, LIST_SHELL_SEGMENT } from "./routing";
import { readShareToken } from "./share-link";
import { eraseAccountLists, findSharedList } from "./store";

const ORIGIN = "http://localhost";
let productIds: string[] = [];
/** A product of the catalogue that the Voltline brand does not sell. */
let foreignProductId = "";

beforeAll(() => {
  const pack = fixturePack() as unknown as { entries: { sys: { id: string }; fields: Record<string, unknown> }[] };
  // B4: one brand that hides lists.
  pack.entries.find((entry) => entry.sys.id === "brand-homestyle")!.fields.showMyLists = { "en-US": false };
  const file = path.join(mkdtempSync(path.join(tmpdir(), "lists-pack-")), "content-pack.json");
  writeFileSync(file, JSON.stringify(pack));
  process.env.CONTENT_PACK_PATH = file;
  delete process.env.CONTENT_SOURCE;
  process.env.CATALOG_DIR = smallCatalogDir();
  process.env.SESSION_SECRET = "a-test-secret-of-at-least-thirty-two-characters";
  const catalog = loadCatalog(smallCatalogDir());
  const assortment = brandAssortment("voltline")!;
  productIds = catalog.products.filter((p) => inAssortment(p, assortment)).slice(0, 40).map((p) => p.id);
  foreignProductId = catalog.products.find((p) => !inAssortment(p, assortment))?.id ?? "";
});

type Json = Record<string, unknown>;

async function call(method: "GET" | "POST", pathAndQuery: string, { cookie, body, headers = {} }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const url = new URL(`/api/lists${pathAndQuery}`, ORIGIN);
  const segments = url.pathname.split("/").slice(3).filter(Boolean).map(decodeURIComponent);
  const request = new Request(url, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(method === "POST" ? { "content-type": "application/json" } : {}), ...headers },
    ...(method === "POST" ? { body: typeof body === "string" ? body : JSON.stringify(body ?? {}) } : {}),
  });
  const context = { params: Promise.resolve(segments.length ? { path: segments } : {}) };
  const response = method === "GET" ? await GET(request, context) : await POST(request, context);
  // Bytes as sent (Response.text() would drop a byte order mark).
  const text = Buffer.from(await response.arrayBuffer()).toString("utf8");
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = { text };
  }
  return { status: response.status, json, text, headers: response.headers };
}

const post = (p: string, cookie: string | undefined, body: unknown = {}) => call("POST", p, { cookie, body });
const get = (p: string, cookie?: string) => call("GET", p, { cookie });

async function account(name: string): Promise<string> {
  return signedInCookie({ subject: `acct-${name}-${randomUUID()}`, name, email: `${name}@voltline.example`, userToken: `account-${"0".repeat(39)}1` });
}

async function newList(cookie: string, name = "Kitchen"): Promise<string> {
  const created = await post("", cookie, { brand: "voltline", locale: "en", name });
  expect(created.status).toBe(201);
  return (created.json.list as { id: string }).id;
}

async function lines(listId: string) {
  const db = await getDb();
  return db.select().from(productListLines).where(eq(productListLines.listId, listId)).orderBy(productListLines.position);
}

describe("the lists API refuses what it cannot serve (no database needed)", () => {
  it("signed out: 401 with a translated message on every account route", async () => {
    const answers = await Promise.all([get("?brand=voltline&locale=fr-ca"), post("", undefined, { brand: "voltline", locale: "fr-ca", name: "X" }), post(`/${randomUUID()}/lines`, undefined, { locale: "es-mx", productId: "1" })]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401]);
    expect(answers[0]!.json).toMatchObject({ error: "signedOut", message: "Veuillez vous connecter pour utiliser vos listes." });
    expect(answers[2]!.json.message).toBe("Inicie sesión para usar sus listas.");
    expect(answers[0]!.headers.get("cache-control")).toBe("private, no-store");
  });

  it("hostile requests: unknown routes 404, not JSON 415, bad JSON 400, too large 413", async () => {
    expect((await get("/x/y/z/w/v")).status).toBe(404);
    expect((await call("POST", "", { body: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
    expect((await call("POST", "", { body: "{not json" })).status).toBe(400);
    expect((await call("POST", "", { body: JSON.stringify({ pad: "x".repeat(300_000) }) })).status).toBe(413);
    expect((await call("POST", "", { body: "[1,2]" })).status).toBe(400);
  });
});

describe.each(testDatabaseKinds())("the lists API on %s (A4, A7, B4)", (kind) => {
  useTestDatabase(kind, "lists_api");

  it("creates, lists, renames and deletes lists; the default list is made on first add and stays", async () => {
    const cookie = await account("dana");
    const id = await newList(cookie, "  Kitchen   remodel ");
    const added = await post("/default/lines", cookie, { brand: "voltline", locale: "en", productId: productIds[0] });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ created: true, added: 1, lineCount: 1, list: { isDefault: true, name: "" } });
    const defaultId = (added.json.list as { id: string }).id;

    const mine = await get("/default?brand=voltline&locale=en", cookie);
    expect(mine.json).toMatchObject({ list: { id: defaultId, isDefault: true }, totals: { lines: 1, items: 1 } });
    expect((await get("/default?brand=homestyle&locale=en", cookie)).status).toBe(404);
    expect((await get("/default?locale=en", cookie)).status).toBe(404);

    const summary = await get("?brand=voltline&locale=en", cookie);
    expect(summary.status).toBe(200);
    expect(summary.json.defaultLineCount).toBe(1);
    expect((summary.json.lists as { id: string; name: string; lineCount: number }[]).map((l) => [l.id, l.name, l.lineCount])).toEqual([
      [defaultId, "", 1],
      [id, "Kitchen remodel", 0],
    ]);

    expect((await post(`/${id}/rename`, cookie, { locale: "en", name: "Lobby" })).status).toBe(200);
    const renameDefault = await post(`/${defaultId}/rename`, cookie, { locale: "fr-ca", name: "Autre" });
    expect(renameDefault.status).toBe(409);
    expect(renameDefault.json.error).toBe("defaultFixed");
    expect((await post(`/${defaultId}/delete`, cookie, { locale: "en" })).status).toBe(409);
    const badName = await post(`/${id}/rename`, cookie, { locale: "es-mx", name: "   " });
    expect(badName.status).toBe(400);
    expect(badName.json).toMatchObject({ error: "nameInvalid", message: `Dé a la lista un nombre de 1 a ${LIST_LIMITS.nameMaxChars} caracteres.` });

    expect((await post(`/${id}/delete`, cookie, { locale: "en" })).status).toBe(200);
    expect((await post(`/${id}/delete`, cookie, { locale: "en" })).status).toBe(404);
    expect((await get("?brand=voltline&locale=en", cookie)).json.lists).toHaveLength(1);
  });

  it("adds with live product data, sums a repeat add, refuses unknown products, keeps discontinued lines marked", async () => {
    const cookie = await account("erin");
    const id = await newList(cookie);
    expect((await post(`/${id}/lines`, cookie, { locale: "en", productId: productIds[1], quantity: 2 })).json).toMatchObject({ created: true, added: 2 });
    const again = await post(`/${id}/lines`, cookie, { locale: "en", productId: productIds[1], quantity: 3 });
    expect(again.json).toMatchObject({ created: false, added: 3, lineCount: 1, line: { quantity: 5 } });
    const unknown = await post(`/${id}/lines`, cookie, { locale: "fr-ca", productId: foreignProductId });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe("productUnknown");
    expect((await post(`/${id}/lines`, cookie, { locale: "en", productId: productIds[2], quantity: 0 })).json.error).toBe("quantityInvalid");
    expect((await post(`/${id}/lines`, cookie, { locale: "en", productId: productIds[2], quantity: 1.5 })).status).toBe(400);
    expect((await post(`/${id}/lines`, cookie, { locale: "en", productId: "'; DROP TABLE x" })).status).toBe(400);
    expect((await post(`/${id}/lines`, cookie, { locale: "en", productId: productIds[2], extra: 1 })).status).toBe(400);

    // A product the catalogue no longer has (kept as it was when added).
    const db = await getDb();
    await db.insert(productListLines).values({ listId: id, productId: "999999999", catalogNumber: "OLD-1", productName: "Old receptacle", quantity: 1, position: 99 });
    const detail = await get(`/${id}?locale=fr-ca`, cookie);
    expect(detail.status).toBe(200);
    const shown = detail.json.lines as { productId: string; quantity: number; discontinued: boolean; product?: { name: string; catalogNumber: string; href: string; price?: string } }[];
    expect(shown.map((l) => [l.productId, l.quantity, l.discontinued])).toEqual([
      [productIds[1], 5, false],
      ["999999999", 1, true],
    ]);
    expect(shown[0]!.product?.href).toMatch(new RegExp(`^/voltline/fr-ca/products/.+/p/${productIds[1]}$`));
    expect(shown[0]!.product?.price).toMatch(/\$/);
    expect(detail.json.totals).toEqual({ lines: 2, items: 6 });
  });

  it("two tabs adding the same product at once: one line, every quantity counted; different products all kept in order", async () => {
    const cookie = await account("tabs");
    const id = await newList(cookie);
    const same = await Promise.all(Array.from({ length: 12 }, () => post(`/${id}/lines`, cookie, { locale: "en", productId: productIds[3] })));
    expect(same.every((answer) => answer.status === 200)).toBe(true);
    expect(same.filter((answer) => answer.json.created === true)).toHaveLength(1);
    const stored = await lines(id);
    expect(stored.map((l) => [l.productId, l.quantity])).toEqual([[productIds[3], 12]]);

    const different = productIds.slice(4, 14);
    await Promise.all(different.map((productId) => post(`/${id}/lines`, cookie, { locale: "en", productId })));
    const after = await lines(id);
    expect(after).toHaveLength(11);
    expect(new Set(after.map((l) => l.position)).size).toBe(11);
    // Defaults list: concurrent first uses make one default list.
    await Promise.all(productIds.slice(0, 6).map((productId) => post("/default/lines", cookie, { brand: "voltline", locale: "en", productId })));
    const db = await getDb();
    const defaults = await db.select().from(productLists).where(sql`${productLists.isDefault} AND ${productLists.subject} = (SELECT subject FROM ${productLists} WHERE id = ${id})`);
    expect(defaults).toHaveLength(1);
    expect(await lines(defaults[0]!.id)).toHaveLength(6);
  });

  it(`a list holds at most ${LIST_LIMITS.linesPerList} lines, even under concurrent adds; a product already there still takes more`, async () => {
    const cookie = await account("full");
    const id = await newList(cookie);
    const db = await getDb();
    await db.insert(productListLines).values(
      Array.from({ length: LIST_LIMITS.linesPerList - 2 }, (_, i) => ({ listId: id, productId: String(900000000 + i), catalogNumber: `X-${i}`, productName: `X ${i}`, quantity: 1, position: i + 1 })),
    );
    const racing = await Promise.all(productIds.slice(0, 5).map((productId) => post(`/${id}/lines`, cookie, { locale: "fr-ca", productId })));
    expect(racing.filter((a) => a.status === 200)).toHaveLength(2);
    const refused = racing.filter((a) => a.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json).toMatchObject({ error: "lineLimit", message: `Cette liste contient déjà ${LIST_LIMITS.linesPerList} produits, le maximum qu’une liste peut contenir. Retirez-en quelques-uns ou ajoutez ce produit à une autre liste.` });
    expect(await lines(id)).toHaveLength(LIST_LIMITS.linesPerList);
    const more = await post(`/${id}/lines`, cookie, { locale: "en", productId: (racing.find((a) => a.status === 200)!.json.line as { productId: string }).productId });
    expect(more.json).toMatchObject({ created: false, line: { quantity: 2 } });
  });

  it(`an account keeps at most ${LIST_LIMITS.listsPerAccount} lists, even under concurrent creates`, async () => {
    const cookie = await account("many");
    const first = await newList(cookie, "First");
    const db = await getDb();
    const [{ subject } = { subject: "" }] = await db.select({ subject: productLists.subject }).from(productLists).where(eq(productLists.id, first));
    await db.insert(productLists).values(Array.from({ length: LIST_LIMITS.listsPerAccount - 3 }, (_, i) => ({ id: randomUUID(), subject, brand: "voltline-canada", name: `L${i}` })));
    const racing = await Promise.all(Array.from({ length: 5 }, (_, i) => post("", cookie, { brand: "voltline", locale: "es-mx", name: `R${i}` })));
    expect(racing.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = racing.find((a) => a.status === 409)!;
    expect(refused.json.error).toBe("listLimit");
    expect(refused.json.message).toContain(String(LIST_LIMITS.listsPerAccount));
    // The default list is one of them: with none left, the first add to My list says so.
    expect((await post("/default/lines", cookie, { brand: "voltline", locale: "en", productId: productIds[0] })).json.error).toBe("listLimit");
  });

  it("updates quantity and note, moves lines up and down, removes, undoes an add exactly", async () => {
    const cookie = await account("edit");
    const id = await newList(cookie);
    for (const productId of productIds.slice(0, 3)) await post(`/${id}/lines`, cookie, { locale: "en", productId });
    const [a, b, c] = productIds as [string, string, string];
    expect((await post(`/${id}/lines/${b}`, cookie, { locale: "en", quantity: 24, note: "  2nd floor " })).json).toMatchObject({ line: { quantity: 24, note: "2nd floor" } });
    const longNote = await post(`/${id}/lines/${b}`, cookie, { locale: "en", note: "x".repeat(LIST_LIMITS.noteMaxChars + 1) });
    expect(longNote.json.error).toBe("noteInvalid");
    expect((await post(`/${id}/lines/${b}`, cookie, { locale: "en" })).status).toBe(400);
    expect((await post(`/${id}/lines/${c}/move`, cookie, { locale: "en", direction: "up" })).status).toBe(200);
    expect((await post(`/${id}/lines/${a}/move`, cookie, { locale: "en", direction: "up" })).status).toBe(200);
    expect((await post(`/${id}/lines/${a}/move`, cookie, { locale: "en", direction: "sideways" })).status).toBe(400);
    expect((await lines(id)).map((l) => l.productId)).toEqual([a, c, b]);
    expect((await post(`/${id}/lines/${c}/remove`, cookie, { locale: "en" })).status).toBe(200);
    expect((await post(`/${id}/lines/${c}/remove`, cookie, { locale: "en" })).status).toBe(404);

    const added = await post(`/${id}/lines`, cookie, { locale: "en", productId: b, quantity: 6 });
    expect((await post(`/${id}/lines/${b}/undo`, cookie, { locale: "en", quantity: added.json.added, created: added.json.created })).status).toBe(200);
    const fresh = await post(`/${id}/lines`, cookie, { locale: "en", productId: c, quantity: 2 });
    await post(`/${id}/lines/${c}/undo`, cookie, { locale: "en", quantity: fresh.json.added, created: fresh.json.created });
    expect((await lines(id)).map((l) => [l.productId, l.quantity])).toEqual([
      [a, 1],
      [b, 24],
    ]);
  });

  it("exports CSV and the locale's spreadsheet CSV as a download", async () => {
    const cookie = await account("export");
    const id = await newList(cookie, "Rénovation");
    await post(`/${id}/lines`, cookie, { locale: "en", productId: productIds[0], quantity: 3 });
    await post(`/${id}/lines/${productIds[0]}`, cookie, { locale: "en", note: "=cmd|' /C calc'!A0" });
    const csv = await get(`/${id}/export?format=csv&locale=en`, cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="renovation-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csv.text.split("\r\n");
    expect(rows[0]).toBe("Catalog number,Product,Quantity,Note,Unit price,Currency,Status,Link");
    expect(rows[1]).toMatch(/^[A-Z0-9-]+,.+,3,'=cmd\|' \/C calc'!A0,\d+\.\d{2},USD,Available,https:\/\/.+\/voltline\/en\/products\/.+$/);
    const excel = await get(`/${id}/export?format=excel&locale=fr-ca`, cookie);
    expect(excel.text.charCodeAt(0)).toBe(0xfeff);
    expect(excel.text.split("\r\n")[0]).toBe("\uFEFFNuméro de catalogue;Produit;Quantité;Note;Prix unitaire;Devise;État;Lien");
    expect(excel.text.split("\r\n")[1]).toMatch(/;3;'=cmd\|' \/C calc'!A0;\d+,\d{2};USD;Offert;/);
    expect((await get(`/${id}/export?format=pdf&locale=en`, cookie)).status).toBe(400);
  });

  it("shares a read-only link; revoking it kills it, and sharing again makes a new one", async () => {
    const cookie = await account("share");
    const id = await newList(cookie);
    const shared = await post(`/${id}/share`, cookie, { locale: "en" });
    const sharePath = (shared.json.list as { sharePath: string }).sharePath;
    expect(sharePath).toMatch(new RegExp(`^/voltline/en/my-list/shared/${id}\\.1\\.[A-Za-z0-9_-]{43}$`));
    const token = sharePath.split("/").at(-1)!;
    expect(await findSharedList(readShareToken(token)!.id, readShareToken(token)!.version)).toMatchObject({ id });
    // Sharing twice keeps the same link.
    expect(((await post(`/${id}/share`, cookie, { locale: "en" })).json.list as { sharePath: string }).sharePath).toBe(sharePath);
    expect(readShareToken(token.replace(/.$/, token.endsWith("A") ? "B" : "A"))).toBeUndefined();
    await post(`/${id}/unshare`, cookie, { locale: "en" });
    expect(await findSharedList(id, 1)).toBeUndefined();
    const again = ((await post(`/${id}/share`, cookie, { locale: "en" })).json.list as { sharePath: string }).sharePath;
    expect(again).not.toBe(sharePath);
    expect(await findSharedList(id, 1)).toBeUndefined();
    expect(await findSharedList(id, 2)).toMatchObject({ id });
  });

  it("merges the browser's list into My list: the larger quantity, unknown products left out, twice is once", async () => {
    const cookie = await account("merge");
    await post("/default/lines", cookie, { brand: "voltline", locale: "en", productId: productIds[0], quantity: 5 });
    const browser = { brand: "voltline", locale: "en", lines: [{ productId: productIds[0], quantity: 2 }, { productId: productIds[1], quantity: 4, note: "Garage" }, { productId: foreignProductId, quantity: 1 }] };
    const first = await post("/merge", cookie, browser);
    // the notice comes translated with the answer (ADR 81)
    expect(first.json).toMatchObject({ merged: 2, skipped: 0, unknown: 1, notice: "2 products from this browser were added to My list." });
    const second = await post("/merge", cookie, browser);
    expect(second.status).toBe(200);
    const id = (first.json.list as { id: string }).id;
    expect((await lines(id)).map((l) => [l.productId, l.quantity, l.note])).toEqual([
      [productIds[0], 5, ""],
      [productIds[1], 4, "Garage"],
    ]);
    expect((await post("/merge", cookie, { ...browser, lines: Array.from({ length: LIST_LIMITS.linesPerList + 1 }, () => ({ productId: productIds[0], quantity: 1 })) })).status).toBe(400);
  });

  it("A7: account B gets 404 for account A's list on every route, and A's list is unchanged", async () => {
    const alice = await account("alice");
    const bob = await account("bob");
    const id = await newList(alice, "Alice's");
    await post(`/${id}/lines`, alice, { locale: "en", productId: productIds[0], quantity: 7 });
    await post(`/${id}/share`, alice, { locale: "en" });
    const p = productIds[0]!;
    const attempts = [
      get(`/${id}?locale=en`, bob),
      get(`/${id}/export?format=csv&locale=en`, bob),
      get(`/${id}/export?format=excel&locale=en`, bob),
      post(`/${id}/rename`, bob, { locale: "en", name: "Mine now" }),
      post(`/${id}/delete`, bob, { locale: "en" }),
      post(`/${id}/lines`, bob, { locale: "en", productId: productIds[1] }),
      post(`/${id}/lines/${p}`, bob, { locale: "en", quantity: 1, note: "hacked" }),
      post(`/${id}/lines/${p}/remove`, bob, { locale: "en" }),
      post(`/${id}/lines/${p}/move`, bob, { locale: "en", direction: "down" }),
      post(`/${id}/lines/${p}/undo`, bob, { locale: "en", quantity: 7, created: true }),
      post(`/${id}/share`, bob, { locale: "en" }),
      post(`/${id}/unshare`, bob, { locale: "en" }),
      // Even with a body that would be refused: the id is not B's, so nothing else is said.
      post(`/${id}/lines/${p}`, bob, { locale: "en", quantity: -1 }),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    for (const answer of answers) expect(answer.json).toEqual({ error: "notFound", message: "This list was not found." });
    // B's summary does not show it; A's list is as it was.
    expect((await get("?brand=voltline&locale=en", bob)).json.lists).toEqual([]);
    const mine = await get(`/${id}?locale=en`, alice);
    expect(mine.json.list).toMatchObject({ name: "Alice's", shared: true });
    expect((mine.json.lines as { quantity: number; note: string }[]).map((l) => [l.quantity, l.note])).toEqual([[7, ""]]);
  });

  it("A7: the list page's cached shell goes to the list's own account only; anyone else gets the per-request route", async () => {
    const alice = await account("alice-shell");
    const bob = await account("bob-shell");
    const id = await newList(alice);
    const page = (brand: string, cookie?: string) => {
      const pathname = `/${brand}/fr-ca/my-account/lists/${id}`;
      return accountListShellPath(pathname, new Request(new URL(pathname, ORIGIN), { headers: cookie ? { cookie } : {} }));
    };
    expect(await page("voltline", alice)).toBe(`/voltline/fr-ca/my-account/${LIST_SHELL_SEGMENT}`);
    // Asked again (the owner is kept in the process): the same answers.
    expect(await page("voltline", alice)).toBe(`/voltline/fr-ca/my-account/${LIST_SHELL_SEGMENT}`);
    expect(await page("voltline", bob)).toBeUndefined();
    expect(await page("voltline")).toBeUndefined();
    expect(await page("voltline", "vl_session=forged")).toBeUndefined();
    expect(await page("homestyle", alice)).toBeUndefined();
    expect(await accountListShellPath(`/voltline/en/my-account/lists/${randomUUID()}`, new Request(ORIGIN, { headers: { cookie: alice } }))).toBeUndefined();
    expect(await accountListShellPath("/voltline/en/my-account/lists/not-a-uuid", new Request(ORIGIN, { headers: { cookie: alice } }))).toBeUndefined();
    // Deleted, its page is a 404 again at once.
    expect((await post(`/${id}/delete`, alice, { locale: "en" })).status).toBe(200);
    expect(await page("voltline", alice)).toBeUndefined();
    expect(isListShellPath(`/voltline/en/my-account/${LIST_SHELL_SEGMENT}`)).toBe(true);
    expect(isListShellPath(`/voltline/en/my-account/lists/${id}`)).toBe(false);
  });

  it("B4: a brand that hides lists answers 404 for its lists, old or new", async () => {
    const cookie = await account("homestyle");
    expect((await get("?brand=homestyle&locale=en", cookie)).status).toBe(404);
    expect((await post("", cookie, { brand: "homestyle", locale: "en", name: "X" })).status).toBe(404);
    expect((await post("/default/lines", cookie, { brand: "homestyle", locale: "en", productId: productIds[0] })).status).toBe(404);
    expect((await post("/products", undefined, { brand: "homestyle", locale: "en", ids: [productIds[0]] })).status).toBe(404);
    expect((await post("", cookie, { brand: "nobrand", locale: "en", name: "X" })).status).toBe(404);
    const id = await newList(cookie);
    const db = await getDb();
    await db.update(productLists).set({ brand: "homestyle" }).where(eq(productLists.id, id));
    expect((await get(`/${id}?locale=en`, cookie)).status).toBe(404);
    expect((await post(`/${id}/rename`, cookie, { locale: "en", name: "Y" })).status).toBe(404);
  });

  it("gives the browser's list live product data without an account", async () => {
    const answer = await post("/products", undefined, { brand: "voltline", locale: "es-mx", ids: [productIds[0], foreignProductId] });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json.products as object)).toEqual([productIds[0]]);
    expect(answer.json.catalogAnswered).toBe(true);
  });

  it("erases every list of an account (right to erasure)", async () => {
    const cookie = await account("erase");
    const id = await newList(cookie);
    await post(`/${id}/lines`, cookie, { locale: "en", productId: productIds[0] });
    const db = await getDb();
    const [{ subject } = { subject: "" }] = await db.select({ subject: productLists.subject }).from(productLists).where(eq(productLists.id, id));
    expect(await eraseAccountLists(subject)).toEqual({ lists: 1, lines: 1 });
    expect(await lines(id)).toEqual([]);
    expect((await get(`/${id}?locale=en`, cookie)).status).toBe(404);
  });
});
