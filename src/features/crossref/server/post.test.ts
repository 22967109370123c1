import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crossRefPostResponse, MULTIPART_BODY_LIMIT } from "./post";
import { parseCrossRefQuery } from "./query";

const ENDPOINT = "http://localhost/api/crossref";
const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const envelope = { brand: "voltline", locale: "fr-ca", page: "cross-reference", module: "voltline-cross-reference-tool" };

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Uint8Array | string }, accept = "application/json"): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set("file", new File([typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return new Request(ENDPOINT, { method: "POST", body: form, headers: { accept } });
}

const json = (body: unknown) => new Request(ENDPOINT, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", accept: "application/json" } });
const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);

const saved = { limit: process.env.CROSSREF_RATE_LIMIT, proxy: process.env.TRUST_PROXY };
beforeAll(() => {
  process.env.CROSSREF_RATE_LIMIT = "off";
  process.env.TRUST_PROXY = "1";
});
afterAll(() => {
  for (const [name, value] of [["CROSSREF_RATE_LIMIT", saved.limit], ["TRUST_PROXY", saved.proxy]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("POST /api/crossref (F4)", () => {
  it("turns pasted numbers into the page's GET address (JSON for fetch, 303 for a plain form post)", async () => {
    const response = await crossRefPostResponse(json({ ...envelope, numbers: "AWT5362-I\nNB-DR215-20TR-LA/10" }));
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toBe("/voltline/fr-ca/cross-reference?q=AWT5362-I%0ANB-DR215-20TR-LA%2F10#xref-voltline-cross-reference-tool-results");

    const plain = await crossRefPostResponse(multipart({ ...envelope, numbers: "AWT5362-I" }, undefined, HTML));
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/voltline/fr-ca/cross-reference?q=AWT5362-I#xref-voltline-cross-reference-tool-results");
  });

  it("reads the numbers of an uploaded CSV (semicolons, a heading) and puts a long list in a compressed token", async () => {
    const rows = Array.from({ length: 180 }, (_, i) => `${i + 1};Prise;NB-DR${100 + i}-20TR-LA/10`).join("\r\n");
    const response = await crossRefPostResponse(multipart(envelope, { name: "liste.csv", type: "text/csv", bytes: `Qté;Description;Numéro de pièce\r\n${rows}\r\n` }));
    expect(response.status).toBe(200);
    const { url, count } = (await response.json()) as { url: string; count: number };
    expect(count).toBe(180);
    const query = parseCrossRefQuery(queryOf(url));
    expect(query.numbers).toHaveLength(180);
    expect(query.numbers[0]).toBe("NB-DR100-20TR-LA/10");
    expect(url.length).toBeLessThan(2_000);
  });

  it("refuses 201 numbers, an empty box, a binary file and a file of no numbers with translated 4xx", async () => {
    const many = Array.from({ length: 201 }, (_, i) => `AW${1000 + i}-W`).join("\n");
    const tooMany = await crossRefPostResponse(json({ ...envelope, numbers: many }));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ problem: "tooMany", count: 201, message: expect.stringContaining("au plus 200") });

    const empty = await crossRefPostResponse(json({ ...envelope, locale: "es-mx", numbers: " \n" }));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe("Escriba al menos un número de catálogo de la competencia.");

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
    const binary = await crossRefPostResponse(multipart(envelope, { name: "numbers.csv", type: "text/csv", bytes: png }));
    expect(binary.status).toBe(415);
    expect(await binary.json()).toMatchObject({ problem: "fileType", message: expect.stringContaining("n'est pas un fichier CSV") });

    const zeros = await crossRefPostResponse(multipart(envelope, { name: "numbers.csv", type: "text/csv", bytes: new Uint8Array([65, 87, 49, 0, 0, 0, 10]) }));
    expect(zeros.status).toBe(415);
    const named = await crossRefPostResponse(multipart(envelope, { name: "numbers.exe", type: "application/octet-stream", bytes: "AW5362-W" }));
    expect(named.status).toBe(415);
    const nothing = await crossRefPostResponse(multipart(envelope, { name: "numbers.csv", type: "text/csv", bytes: "Description\nPrise blanche\n" }));
    expect(nothing.status).toBe(400);
    expect(((await nothing.json()) as { problem: string }).problem).toBe("fileEmpty");
  });

  it("refuses a body past its limit with 413 before reading it, and a too long text with 400", async () => {
    // Refused before the body is read: the form's action names the locale.
    const form = new FormData();
    form.set("numbers", "A1\n".repeat(MULTIPART_BODY_LIMIT / 3 + 10));
    const huge = await crossRefPostResponse(new Request(`${ENDPOINT}?locale=fr-ca`, { method: "POST", body: form, headers: { accept: "application/json" } }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ problem: "bodyTooLarge", message: expect.stringContaining("trop volumineux") });
    const long = await crossRefPostResponse(json({ ...envelope, numbers: "AW5362-W ".repeat(1_200) }));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { problem: string }).problem).toBe("tooLong");
  });

  it("refuses an unknown brand, locale, page or body type, and shows a browser without JavaScript a translated page with a way back", async () => {
    expect((await crossRefPostResponse(json({ ...envelope, brand: "nobrand", numbers: "A1B2" }))).status).toBe(400);
    expect((await crossRefPostResponse(json({ ...envelope, page: "../../evil", numbers: "A1B2" }))).status).toBe(400);
    expect((await crossRefPostResponse(json({ ...envelope, page: "//evil.example", numbers: "A1B2" }))).status).toBe(400);
    expect((await crossRefPostResponse(json({ ...envelope, locale: "de", numbers: "A1B2" }))).status).toBe(400);
    expect((await crossRefPostResponse(new Request(ENDPOINT, { method: "POST", body: "x", headers: { "content-type": "text/plain" } }))).status).toBe(415);
    expect((await crossRefPostResponse(new Request(ENDPOINT, { method: "POST", body: "{not json", headers: { "content-type": "application/json" } }))).status).toBe(400);

    const many = Array.from({ length: 201 }, (_, i) => `AW${1000 + i}-W`).join("\n");
    const page = await crossRefPostResponse(multipart({ ...envelope, locale: "es-mx", numbers: many }, undefined, HTML));
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("Escribió 201 números");
    expect(html).toContain('<a href="/voltline/es-mx/cross-reference">Volver a la referencia cruzada</a>');
  });

  it("limits posts per client before reading the body: a translated 429 with Retry-After, other clients unaffected", async () => {
    process.env.CROSSREF_RATE_LIMIT = "2/600";
    try {
      const from = (address: string, accept = "application/json", language = "fr-CA") =>
        new Request(ENDPOINT, {
          method: "POST",
          body: JSON.stringify({ ...envelope, numbers: "AWT5362-I" }),
          headers: { "content-type": "application/json", accept, "x-forwarded-for": address, "accept-language": language },
        });
      expect((await crossRefPostResponse(from("203.0.113.90"))).status).toBe(200);
      expect((await crossRefPostResponse(from("203.0.113.90"))).status).toBe(200);
      const limited = await crossRefPostResponse(from("203.0.113.90"));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
      expect(await limited.json()).toMatchObject({ status: 429, problem: "rateLimited", message: "Vous avez envoyé beaucoup de listes en peu de temps. Veuillez réessayer dans 10 minutes." });
      // A browser without JavaScript: a short page in its language (the body, unread, cannot name one).
      const page = await crossRefPostResponse(new Request(ENDPOINT, { method: "POST", body: new URLSearchParams({ ...envelope, numbers: "AWT5362-I" }), headers: { "content-type": "application/x-www-form-urlencoded", accept: HTML, "x-forwarded-for": "203.0.113.90", "accept-language": "es-MX" } }));
      expect(page.status).toBe(429);
      expect(page.headers.get("retry-after")).toBeTruthy();
      expect(await page.text()).toContain("Usted envió muchas listas en poco tiempo. Vuelva a intentarlo en 10 minutos.");
      expect((await crossRefPostResponse(from("203.0.113.91"))).status).toBe(200);
    } finally {
      process.env.CROSSREF_RATE_LIMIT = "off";
    }
  });
});
