// POST /api/submittal and GET /api/submittal/{id} (F15) against the generated catalogue, the content pack's brands and
// PGlite: a package answered as a PDF; a withdrawn document (the embedded default's GR116-BK-25PK) sends the visitor to
// the errors page of a stored build only their browser reaches, whose retry builds again; every bad input a
// translated 4xx, never a 5xx, never an empty PDF.
import { describe, expect, it } from "vitest";
import { useFormPostTests } from "@/features/forms/testing";
import { getDb, submittalBuilds } from "@/platform/db";
import { formDataPost } from "@/platform/http/testing";
import { pdfText, readPdf } from "@/platform/pdf/read-pdf";
import { MAX_PRODUCTS, VISITOR_COOKIE } from "../model";
import { submittalDownloadResponse, submittalPostResponse } from "./handlers";
import { findBuild } from "./store";

function post(fields: Record<string, string>, options: { csv?: Uint8Array; json?: boolean; cookie?: string; contentType?: string; body?: string } = {}): Promise<Response> {
  const { csv, contentType, ...rest } = options;
  return submittalPostResponse(
    formDataPost("http://localhost/api/submittal", fields, {
      ...rest,
      ip: "192.0.2.7",
      ...(csv ? { csv: { bytes: csv, name: "numbers.csv" } } : {}),
      ...(contentType ? { headers: { "content-type": contentType } } : {}),
    }),
  );
}

const FIELDS = { brand: "voltline", locale: "en", returnTo: "/voltline/en/pdf-builder", projectName: "Riverside Water Plant", submittedBy: "Ana Núñez, Acme Electric", date: "2026-11-27" };
const GOOD = ["DR101-IV-25PK", "DR104-WH", "DR102-BR-50PK"];
const WITHDRAWN = "GR116-BK-25PK";

const cookieOf = (response: Response) => /vl_pdfb=([^;]+)/u.exec(response.headers.get("set-cookie") ?? "")?.[1];
const errorsOf = async (response: Response) => ((await response.json()) as { errors: { field?: string; message: string }[] }).errors.map((error) => error.message).join(" | ");

describe("POST /api/submittal (F15)", () => {
  useFormPostTests("submittal");

  it("answers the package PDF when every document goes in", async () => {
    const response = await post({ ...FIELDS, numbers: GOOD.join("\n") });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="submittal-2026-11-27.pdf"');
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.outline).toHaveLength(1 + GOOD.length);
    expect(pdfText(pdf)).toContain("Riverside Water Plant");
  }, 60_000);

  it("sends the visitor to the errors page when a document failed; only their browser sees the build, downloads it, retries it", async () => {
    const response = await post({ ...FIELDS, locale: "es-mx", numbers: [GOOD[0], WITHDRAWN, GOOD[1]].join(",") });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!);
    expect(location.pathname).toBe("/voltline/es-mx/pdf-builder-errors");
    const id = location.searchParams.get("build")!;
    const cookie = cookieOf(response)!;
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/u);

    const build = await findBuild(id, cookie, "voltline");
    expect(build).toMatchObject({ included: [GOOD[0], GOOD[1]], hasPdf: true, failures: [expect.objectContaining({ catalogNumber: WITHDRAWN, kind: "specSheet", reason: "withdrawn" })] });
    // Another browser (no cookie, another cookie) or another brand: nothing.
    expect(await findBuild(id, undefined, "voltline")).toBeUndefined();
    expect(await findBuild(id, "A".repeat(22), "voltline")).toBeUndefined();
    expect(await findBuild(id, cookie, "homestyle")).toBeUndefined();

    const download = await submittalDownloadResponse(new Request(`http://localhost/api/submittal/${id}?brand=voltline`, { headers: { cookie: `${VISITOR_COOKIE}=${cookie}` } }), id);
    expect(download.status).toBe(200);
    const pdf = await readPdf(new Uint8Array(await download.arrayBuffer()));
    expect(pdf.lang).toBe("es-MX");
    expect(pdf.outline.map((item) => item.title)[0]).toBe("Portada");
    expect(pdf.outline).toHaveLength(3);
    expect(pdfText(pdf)).toContain("No incluidos");
    const stranger = await submittalDownloadResponse(new Request(`http://localhost/api/submittal/${id}?brand=voltline`), id);
    expect(stranger.status).toBe(404);

    const retry = await post({ brand: "voltline", locale: "es-mx", retry: id }, { cookie: `${VISITOR_COOKIE}=${cookie}` });
    expect(retry.status).toBe(303);
    expect(retry.headers.get("x-submittal-retry-of")).toBe(id);
    const again = new URL(retry.headers.get("location")!).searchParams.get("build")!;
    expect(again).not.toBe(id);
    expect((await findBuild(again, cookie, "voltline"))?.request.numbers).toEqual([GOOD[0], WITHDRAWN, GOOD[1]]);
    // A retry from another browser finds no build.
    const foreign = await post({ brand: "voltline", locale: "es-mx", retry: id }, { json: true });
    expect(foreign.status).toBe(404);
    expect(await errorsOf(foreign)).toContain("Este paquete ya no está disponible");
  }, 90_000);

  it("builds no package when no document can be added: the errors page says so", async () => {
    const response = await post({ ...FIELDS, numbers: WITHDRAWN });
    expect(response.status).toBe(303);
    const id = new URL(response.headers.get("location")!).searchParams.get("build")!;
    expect(await findBuild(id, cookieOf(response), "voltline")).toMatchObject({ included: [], hasPdf: false });
  }, 30_000);

  it.each([
    ["empty", { numbers: "  \n " }, 422, "Enter at least one catalog number."],
    ["duplicates", { numbers: "DR104-WH, dr104-wh, DR101-IV-25PK" }, 422, "listed more than once: DR104-WH"],
    ["unknown numbers", { numbers: "DR104-WH NOPE-404 ZZZ-1" }, 422, "not in the Voltline catalog: NOPE-404, ZZZ-1"],
    ["over the limit", { numbers: Array.from({ length: MAX_PRODUCTS + 1 }, (_, i) => `X${i}`).join(",") }, 422, `at most ${MAX_PRODUCTS} products`],
    ["a number too long", { numbers: "A".repeat(60) }, 422, "is not a catalog number"],
    ["a missing project", { numbers: "DR104-WH", projectName: "" }, 422, "Enter the project."],
    ["a bad date", { numbers: "DR104-WH", date: "2026-02-30" }, 422, "valid date"],
    ["unprintable characters", { numbers: "DR104-WH", projectName: "Plant 🏭" }, 422, "cannot print"],
    ["an unknown brand", { numbers: "DR104-WH", brand: "nope" }, 400, "cannot build submittal packages"],
    ["the honeypot", { numbers: "DR104-WH", website: "http://spam" }, 400, "refused"],
  ])("refuses %s with a translated 4xx", async (_, fields, status, message) => {
    const response = await post({ ...FIELDS, ...fields }, { json: true });
    expect(response.status).toBe(status);
    expect(await errorsOf(response)).toContain(message);
  });

  it("refuses a CSV with the wrong columns or encoding, and reads a good one", async () => {
    const wrong = await post({ ...FIELDS, locale: "fr-ca" }, { csv: new TextEncoder().encode("name,quantity\nthing,2\n"), json: true });
    expect(wrong.status).toBe(422);
    expect(await errorsOf(wrong)).toContain("n’a pas de colonne intitulée « Numéro de catalogue »");
    const utf16 = await post({ ...FIELDS }, { csv: new Uint8Array([0xff, 0xfe, 0x44, 0x00, 0x52, 0x00]), json: true });
    expect(utf16.status).toBe(422);
    expect(await errorsOf(utf16)).toContain("save it as UTF-8");
    const good = await post({ ...FIELDS }, { csv: new TextEncoder().encode("\uFEFFCatalog number,Qty\nDR104-WH,3\nDR101-IV-25PK,1\n") });
    expect(good.status).toBe(200);
    expect((await readPdf(new Uint8Array(await good.arrayBuffer()))).outline).toHaveLength(3);
  }, 60_000);

  it("refuses a body that is not a form (415) or too large (413), and a plain post gets an HTML page with a way back", async () => {
    expect((await post({}, { contentType: "application/json", body: "{}" })).status).toBe(415);
    const big = await post({ ...FIELDS, numbers: "A ".repeat(80_000) });
    expect(big.status).toBe(413);
    const plain = await post({ ...FIELDS, locale: "fr-ca", numbers: "" });
    expect(plain.status).toBe(422);
    expect(plain.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await plain.text();
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain("Inscrivez au moins un numéro de catalogue.");
    expect(page).toContain('href="/voltline/en/pdf-builder"');
  });

  it("stores every build before answering", async () => {
    const db = await getDb();
    const rows = await db.select({ id: submittalBuilds.id }).from(submittalBuilds);
    expect(rows.length).toBeGreaterThanOrEqual(5);
  });
});
