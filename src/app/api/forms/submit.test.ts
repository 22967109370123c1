// POST /api/forms/{formId} through its route handler on PGlite and PostgreSQL (issue 13): what a client observes
// (status, translated message, Location) and what is stored (submission, outbox, drafts).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signedInCookie } from "@/features/account/testing";
import { readDraft } from "@/features/forms/server";
import { REFERENCE_PATTERN } from "@/features/forms";
import { z } from "zod";
import { FORM_DEFINITIONS } from "@/features/forms";
import { serverChecks } from "@/features/forms/server";
import { getContentSource } from "@/features/content/server";
import type { DynamicModuleRef } from "@/features/content";
import { closeDb, formDrafts, formOutbox, formSubmissions, formUploads, getDb } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { GET as challengeRoute } from "./challenge/route";
import { envelope, FAST_FORMS_ENV, formPoster, withFormsEnv } from "./testing";
import { withFixtureContentPack } from "@/features/content/testing";

const outbox = vi.hoisted(() => ({ sinks: ["marketing"] as string[], wakes: 0 }));
vi.mock("@/features/forms/server/outbox", () => ({
  activeSinks: () => outbox.sinks,
  wakeOutbox: () => {
    outbox.wakes += 1;
  },
  startOutboxWorker: () => ({ stop: async () => {} }),
}));

withFormsEnv({ SESSION_SECRET: "a-test-secret-of-at-least-thirty-two-characters", ...FAST_FORMS_ENV });

const FIELDS = { topic: "technical-support", firstName: "Ann", lastName: "Lee", email: "ann@example.com", country: "US", message: "Which breaker fits panel 42?" };

const { post, postJson, postForm } = formPoster();

beforeEach(() => {
  outbox.sinks = ["marketing"];
  outbox.wakes = 0;
});

// The brands and modules come from the content pack fixture: no generated data needed.
withFixtureContentPack();

describe.each(testDatabaseKinds())("POST /api/forms/{formId} on %s (issue 13)", (kind) => {
  useTestDatabase(kind, "forms_submit");

  it("stores a submission with its outbox row, answers 201 with the reference, and wakes the outbox", async () => {
    const body = { ...(await envelope({ locale: "fr-ca" })), ...FIELDS, consentMarketing: true };
    const response = await postJson(body, { cookie: await signedInCookie({ userToken: "account-1", subject: "acct-42" }) });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({ status: 201, reference: expect.stringMatching(REFERENCE_PATTERN) });
    expect(answer.reference).toMatch(/^C-/);
    expect(answer.confirmationUrl).toBe(`/voltline/fr-ca/contact-us/confirmation?ref=${answer.reference}`);
    expect(answer.message).toContain("Merci");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await challengeRoute()).headers.get("cache-control")).toBe("no-store");

    const db = await getDb();
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.reference, answer.reference));
    expect(row).toMatchObject({ formId: "contact", brand: "voltline", locale: "fr-ca", submissionKey: body.submissionKey, subject: "acct-42", consentMarketing: true, consentTextVersion: expect.any(String) });
    expect(row!.consentAt).toBeInstanceOf(Date);
    expect(row!.fields).toMatchObject({ ...FIELDS, phone: "", consentMarketing: true });
    // No module settings in the seeded pack: the brand's own address.
    expect(row!.routedTo).toEqual(["customercare@voltline.example"]);
    expect(row!.clientHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain("198.51.100.");
    expect(await db.select().from(formOutbox).where(eq(formOutbox.submissionId, row!.id))).toMatchObject([{ sink: "marketing", status: "pending" }]);
    expect(outbox.wakes).toBe(1);
  });

  it("routes a contact topic to the address list of the CMS module the form was placed with (F1)", async () => {
    const modules = vi.spyOn(getContentSource(), "getDynamicModule").mockImplementation(async (id): Promise<DynamicModuleRef | null> =>
      id === "mod-contact"
        ? { id, module: "ContactUsForm", settings: { "routeTo.sales": "sales@voltline.example, east@voltline.example", routeTo: "info@voltline.example" } }
        : id === "mod-lead"
          ? { id, module: "LeadForm", settings: { routeTo: "leads@voltline.example" } }
          : null,
    );
    try {
      const routed = async (moduleId: string, topic: string) => {
        const { reference } = await (await postJson({ ...(await envelope({ moduleId })), ...FIELDS, topic })).json();
        const db = await getDb();
        return (await db.select().from(formSubmissions).where(eq(formSubmissions.reference, reference)))[0];
      };
      expect(await routed("mod-contact", "sales")).toMatchObject({ moduleId: "mod-contact", routedTo: ["sales@voltline.example", "east@voltline.example"] });
      expect((await routed("mod-contact", "media"))!.routedTo).toEqual(["info@voltline.example"]);
      // A module of another form, or none: the brand's own address.
      expect((await routed("mod-lead", "sales"))!.routedTo).toEqual(["customercare@voltline.example"]);
      expect((await routed("mod-gone", "sales"))!.routedTo).toEqual(["customercare@voltline.example"]);
    } finally {
      modules.mockRestore();
    }
  });

  it("stores no consent when the box is not ticked, and no outbox row without an active sink", async () => {
    outbox.sinks = [];
    const response = await postJson({ ...(await envelope()), ...FIELDS });
    expect(response.status).toBe(201);
    const { reference } = await response.json();
    const db = await getDb();
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.reference, reference));
    expect(row).toMatchObject({ consentMarketing: false, consentTextVersion: null, consentAt: null, subject: null });
    expect(await db.select().from(formOutbox).where(eq(formOutbox.submissionId, row!.id))).toEqual([]);
  });

  it("answers a repeated submission key with the stored reference and stores nothing new, also when the repeats race", async () => {
    const first = { ...(await envelope()), ...FIELDS };
    const created = await (await postJson(first)).json();
    const again = await postJson({ ...first, captcha: "spent-or-missing" });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: 200, reference: created.reference, message: expect.stringContaining(created.reference) });

    const key = randomUUID();
    const racing = await Promise.all(Array.from({ length: 4 }, async () => postJson({ ...(await envelope({ submissionKey: key })), ...FIELDS })));
    const answers = await Promise.all(racing.map((response) => response.json()));
    expect(racing.map((response) => response.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.reference)).size).toBe(1);
    const db = await getDb();
    const rows = await db.select().from(formSubmissions).where(eq(formSubmissions.submissionKey, key));
    expect(rows).toHaveLength(1);
    expect(await db.select().from(formOutbox).where(eq(formOutbox.submissionId, rows[0]!.id))).toHaveLength(1);
  });

  it.each([
    ["an unknown field", { admin: true }, { admin: "Ce champ ne fait pas partie du formulaire." }, "fr-ca"],
    ["an over-long field", { firstName: "x".repeat(81) }, { firstName: "Utilisez au plus 80 caractères." }, "fr-ca"],
    ["a wrong type", { email: 42, consentMarketing: "yes" }, { email: "Este valor no es válido.", consentMarketing: "Este valor no es válido." }, "es-mx"],
    ["a missing field", { message: undefined }, { message: "Este campo es obligatorio." }, "es-mx"],
  ])("answers %s with 400 and field errors in the posted locale", async (_case, change, fieldErrors, locale) => {
    const db = await getDb();
    const before = (await db.select().from(formSubmissions)).length;
    const response = await postJson({ ...(await envelope({ locale })), ...FIELDS, ...change });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.fieldErrors).toEqual(fieldErrors);
    expect(answer.message).toBe(locale === "fr-ca" ? "Certains champs doivent être corrigés." : "Algunos campos necesitan su atención.");
    expect((await db.select().from(formSubmissions)).length).toBe(before);
  });

  it.each([
    ["bad JSON", async () => postJson("{nope", { "accept-language": "fr-CA" }), 400, "Le formulaire n’a pas pu être lu. Veuillez réessayer."],
    ["a JSON array", async () => postJson([1, 2], { "accept-language": "es-MX" }), 400, "No pudimos leer el formulario. Inténtelo de nuevo."],
    ["a body over the limit", async () => postJson({ ...(await envelope()), message: "x".repeat(70_000) }, { "accept-language": "fr-CA" }), 413, "Le formulaire est trop volumineux pour être envoyé. Joignez des fichiers plus petits ou raccourcissez votre message."],
    ["a declared length over the limit", async () => post("{}", { "content-type": "application/json", "content-length": "9000000", "accept-language": "es-MX" }), 413, "El formulario es demasiado grande para enviarse. Adjunte archivos más pequeños o acorte su mensaje."],
    ["a wrong content type", async () => post("hello", { "content-type": "text/plain", "accept-language": "fr-CA" }), 415, "Ce formulaire doit être envoyé comme formulaire Web ou en JSON."],
    ["multipart to a form without files", async () => post(new FormData(), { "accept-language": "es-MX" }), 415, "Este formulario debe enviarse como formulario web o en JSON."],
    ["an unknown form", async () => postJson({}, { "accept-language": "fr-CA" }, "careers"), 404, "Ce formulaire n’existe pas."],
    ["the honeypot filled", async () => postJson({ ...(await envelope({ locale: "es-mx", website: "http://spam.example" })), ...FIELDS }), 403, "Este envío parece automatizado y no fue aceptado."],
    ["a wrong captcha", async () => postJson({ ...(await envelope({ locale: "fr-ca", captcha: Buffer.from("{}").toString("base64") })), ...FIELDS }), 403, "La vérification a échoué. Veuillez réessayer."],
    ["no captcha", async () => postJson({ ...(await envelope({ locale: "es-mx", captcha: undefined })), ...FIELDS }), 403, "Complete la verificación antes de enviar."],
    ["an unknown brand", async () => postJson({ ...(await envelope({ locale: "fr-ca", brand: "acme" })), ...FIELDS }), 400, "Ce formulaire a été envoyé depuis un site inconnu."],
    ["an unknown locale", async () => postJson({ ...(await envelope({ locale: "de" })), ...FIELDS }, { "accept-language": "es-MX" }), 400, "Este formulario se envió en un idioma desconocido."],
    ["a missing submission key", async () => postJson({ ...(await envelope({ locale: "es-mx", submissionKey: "1" })), ...FIELDS }), 400, "A este formulario le falta su clave de envío. Vuelva a cargar la página e inténtelo de nuevo."],
    ["an off-site returnTo", async () => postJson({ ...(await envelope({ locale: "fr-ca", returnTo: "//evil.example/x" })), ...FIELDS }), 400, "Ce formulaire ne peut renvoyer qu’à une page de ce site."],
  ])("answers %s with a translated 4xx and stores nothing", async (_case, send, status, message) => {
    const db = await getDb();
    const before = (await db.select().from(formSubmissions)).length;
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ status, message });
    expect((await db.select().from(formSubmissions)).length).toBe(before);
  });

  it("limits submissions per client before reading the body: 429 with Retry-After, others unaffected", async () => {
    process.env.FORMS_RATE_LIMIT = "2/600";
    try {
      const from = (address: string) => ({ "x-forwarded-for": address, "accept-language": "fr-CA" });
      expect((await postJson({ ...(await envelope()), ...FIELDS }, from("203.0.113.77"))).status).toBe(201);
      expect((await postJson("{nope", from("203.0.113.77"))).status).toBe(400);
      const limited = await postJson({ ...(await envelope()), ...FIELDS }, from("203.0.113.77"));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
      expect(await limited.json()).toEqual({ status: 429, message: "Vous avez envoyé plusieurs formulaires en peu de temps. Veuillez réessayer dans 10 minutes." });
      expect((await postJson({ ...(await envelope()), ...FIELDS }, from("203.0.113.78"))).status).toBe(201);
    } finally {
      process.env.FORMS_RATE_LIMIT = "off";
    }
  });

  it("sends a browser without JavaScript to the confirmation page (303), and a repeat to the same one", async () => {
    const values = { ...(await envelope({ locale: "es-mx" })), ...FIELDS, consentMarketing: "on" };
    const response = await postForm(values);
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/voltline\/es-mx\/contact-us\/confirmation\?ref=C-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const reference = new URL(location, "http://x").searchParams.get("ref")!;
    const db = await getDb();
    expect((await db.select().from(formSubmissions).where(eq(formSubmissions.reference, reference)))[0]).toMatchObject({ consentMarketing: true, locale: "es-mx" });
    const again = await postForm(values);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(location);
  });

  it("sends a refused browser post back to the form with a draft of what was typed and the translated errors", async () => {
    const values = { ...(await envelope({ locale: "fr-ca", returnTo: "/voltline/fr-ca/contact-us" })), ...FIELDS, email: "pas-une-adresse", consentMarketing: "on" };
    const response = await postForm(values);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, "http://x");
    expect(location.pathname).toBe("/voltline/fr-ca/forms/contact");
    const id = location.searchParams.get("draft")!;
    const draft = await readDraft(id);
    expect(draft).toMatchObject({
      formId: "contact",
      brand: "voltline",
      locale: "fr-ca",
      errors: { email: "Entrez une adresse courriel comme nom@exemple.com." },
      message: "Certains champs doivent être corrigés.",
      values: { ...FIELDS, email: "pas-une-adresse", consentMarketing: true, returnTo: "/voltline/fr-ca/contact-us", submissionKey: values.submissionKey },
    });
    expect(draft!.values).not.toHaveProperty("captcha");
    expect(draft!.values).not.toHaveProperty("website");
    // The URL's id is not what the table keeps.
    const db = await getDb();
    expect(await db.select().from(formDrafts).where(eq(formDrafts.idHash, id))).toEqual([]);

    // A wrong captcha: the same way back, with the form-level message.
    const refused = await postForm({ ...values, email: "ann@example.com", captcha: "x" });
    const refusedDraft = await readDraft(new URL(refused.headers.get("location")!, "http://x").searchParams.get("draft")!);
    // Without JavaScript the widget never ran: the way back asks the short question instead (noscript.test.ts).
    expect(refusedDraft).toMatchObject({ errors: {}, message: "Pour envoyer ce formulaire sans JavaScript, répondez à la question antipourriel ci-dessous et envoyez-le de nouveau." });
  });

  it("reads no draft for an unknown, malformed or expired id, and purges expired ones", async () => {
    expect(await readDraft("A".repeat(32))).toBeUndefined();
    expect(await readDraft("../../etc/passwd")).toBeUndefined();
    const response = await postForm({ ...(await envelope()), ...FIELDS, email: "nope" });
    const id = new URL(response.headers.get("location")!, "http://x").searchParams.get("draft")!;
    expect(await readDraft(id)).toBeDefined();
    expect(await readDraft(id, new Date(Date.now() + 31 * 60_000))).toBeUndefined();
    const db = await getDb();
    expect((await db.select().from(formDrafts)).filter((row) => row.expiresAt.getTime() < Date.now() + 31 * 60_000)).toEqual([]);
  });

  it("answers a browser post it cannot keep (an unknown brand) with a short translated page, not a redirect off the site", async () => {
    const response = await postForm({ ...(await envelope({ brand: "evil.example", locale: "es-mx" })), ...FIELDS });
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("Este formulario se envió desde un sitio desconocido.");
  });

  it("stores a form's file from a multipart post, typed from its bytes, and refuses a disguised or oversized one", async () => {
    const original = FORM_DEFINITIONS.warranty;
    FORM_DEFINITIONS.warranty = {
      id: "warranty",
      schema: z.object({ serialNumber: z.string().min(1, "required").max(40, "tooLong") }).strict(),
      files: { proofOfPurchase: { maxBytes: 5 * 1024 * 1024, types: ["application/pdf", "image/jpeg", "image/png"], required: true } },
      marketingConsent: false,
    };
    try {
      const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
      const multipart = async (bytes: Uint8Array<ArrayBuffer>, name: string, locale = "en") => {
        const form = new FormData();
        for (const [key, value] of Object.entries(await envelope({ locale }))) form.set(key, String(value));
        form.set("serialNumber", "SN-1234");
        form.set("proofOfPurchase", new File([bytes], name, { type: "application/pdf" }));
        return post(form, { accept: "application/json" }, "warranty");
      };
      const stored = await multipart(new Uint8Array(pdf), "C:\\fakepath\\receipt.pdf");
      expect(stored.status).toBe(201);
      const { reference } = await stored.json();
      expect(reference).toMatch(/^W-/);
      const db = await getDb();
      const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.reference, reference));
      expect(await db.select({ field: formUploads.field, fileName: formUploads.fileName, contentType: formUploads.contentType, size: formUploads.size }).from(formUploads).where(eq(formUploads.submissionId, row!.id))).toEqual([
        { field: "proofOfPurchase", fileName: "receipt.pdf", contentType: "application/pdf", size: pdf.length },
      ]);

      const disguised = await multipart(new TextEncoder().encode("<html><script>alert(1)</script></html>"), "receipt.pdf", "es-mx");
      expect(disguised.status).toBe(400);
      // The definition takes PDF, JPEG and PNG: the message names those (no WebP, which the warranty form's takes).
      expect((await disguised.json()).fieldErrors).toEqual({ proofOfPurchase: "Adjunte un archivo PDF, JPEG o PNG." });
      const huge = await multipart(new Uint8Array(7 * 1024 * 1024), "huge.pdf", "fr-ca");
      expect(huge.status).toBe(413);
    } finally {
      if (original) FORM_DEFINITIONS.warranty = original;
      else delete FORM_DEFINITIONS.warranty;
    }
  });

  it("refuses catalogue numbers the brand does not sell with a translated error on the line, and stores nothing (F2)", async () => {
    const [originalForm, originalCheck] = [FORM_DEFINITIONS.quote, serverChecks.quote];
    FORM_DEFINITIONS.quote = {
      id: "quote",
      schema: z.object({ lines: z.array(z.object({ catalogNumber: z.string().min(1, "required") }).strict()) }).strict(),
      marketingConsent: false,
    };
    const asked: unknown[] = [];
    serverChecks.quote = async (fields, context) => {
      asked.push({ fields, context });
      return { "lines.1.catalogNumber": "unknownProduct" };
    };
    try {
      const response = await postJson({ ...(await envelope({ locale: "fr-ca" })), lines: [{ catalogNumber: "GFR15" }, { catalogNumber: "ZZ-404" }] }, {}, "quote");
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.fieldErrors).toEqual({ "lines.1.catalogNumber": expect.stringMatching(/catalogue/i) });
      expect(answer.fieldErrors["lines.1.catalogNumber"]).not.toBe("unknownProduct");
      expect(asked).toEqual([{ fields: { lines: [{ catalogNumber: "GFR15" }, { catalogNumber: "ZZ-404" }] }, context: { brand: "voltline", locale: "fr-ca" } }]);
      const db = await getDb();
      expect(await db.select().from(formSubmissions).where(eq(formSubmissions.formId, "quote"))).toEqual([]);
    } finally {
      if (originalForm) FORM_DEFINITIONS.quote = originalForm;
      else delete FORM_DEFINITIONS.quote;
      if (originalCheck) serverChecks.quote = originalCheck;
      else delete serverChecks.quote;
    }
  });

  it("answers 503 in the visitor's language when the database is down, and nobody is told sent", async () => {
    const url = process.env.DATABASE_URL;
    const dataDir = process.env.PGLITE_DATA_DIR;
    await closeDb();
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/unreachable";
    try {
      const response = await postJson({ ...(await envelope({ locale: "es-mx" })), ...FIELDS });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.json()).toEqual({ status: 503, message: "No pudimos guardar su solicitud en este momento. No se envió nada: inténtelo de nuevo en unos minutos." });
      expect(outbox.wakes).toBe(0);
    } finally {
      await closeDb();
      if (url === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = url;
      if (dataDir !== undefined) process.env.PGLITE_DATA_DIR = dataDir;
    }
  });
});
