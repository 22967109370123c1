// F9 and F14 through the route handlers on PGlite and PostgreSQL: a subscribe post makes a pending subscription and a
// kept confirmation mail, answers with the in-place anchor; the unsubscribe button's post; a lead validated with the
// schema of the module it names, filed with the module's hidden values.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getContentSource } from "@/features/content/server";
import type { DynamicModuleRef } from "@/features/content";
import { formSubmissions, getDb, newsletterSubscriptions, outgoingMail } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { envelope, FAST_FORMS_ENV, formPoster, withFormsEnv } from "./testing";
import { POST as unsubscribePost } from "../subscriptions/unsubscribe/route";
import { withFixtureContentPack } from "@/features/content/testing";

vi.mock("@/features/forms/server/outbox", () => ({ activeSinks: () => [], wakeOutbox: () => {}, startOutboxWorker: () => ({ stop: async () => {} }) }));

withFormsEnv({ FORMS_SECRET: "a-test-secret-of-at-least-thirty-two-characters", ...FAST_FORMS_ENV, PUBLIC_ORIGIN: "https://www.voltline.example" });

const onHome = (extra: Record<string, unknown> = {}) => envelope({ returnTo: "/voltline/en", ...extra });
const { postJson: post } = formPoster("192.0.2.");
const postJson = (formId: string, body: unknown) => post(body, {}, formId);
const unsubscribeForm = (values: Record<string, string>, accept = "text/html") =>
  unsubscribePost(new Request("http://localhost/api/subscriptions/unsubscribe", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", accept }, body: new URLSearchParams(values).toString() }));

// The brands and modules come from the content pack fixture: no generated data needed.
withFixtureContentPack();

describe.each(testDatabaseKinds())("subscribe and lead forms on %s (F9, F14)", (kind) => {
  useTestDatabase(kind, "forms_subscribe");

  it("subscribes: 201 with the in-place anchor, a pending subscription, a kept mail with signed links; unsubscribes with the button", async () => {
    const response = await postJson("subscribe", { ...(await onHome({ locale: "es-mx", returnTo: "/voltline/es-mx" })), email: "Buyer@Example.com", firstName: "Lupita", interests: ["promotions"], consentMarketing: true });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer.reference).toMatch(/^S-/);
    expect(answer.confirmationUrl).toBe(`/voltline/es-mx?ref=${answer.reference}#subscribe-sent`);

    const db = await getDb();
    const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, "buyer@example.com"));
    expect(row).toMatchObject({ brand: "voltline", locale: "es-mx", status: "pending", interests: ["promotions"], reference: answer.reference, consentTextVersion: expect.any(String) });
    const [submission] = await db.select().from(formSubmissions).where(eq(formSubmissions.reference, answer.reference));
    expect(submission).toMatchObject({ formId: "subscribe", consentMarketing: true });
    const [mail] = await db.select().from(outgoingMail).where(eq(outgoingMail.to, "buyer@example.com"));
    expect(mail).toMatchObject({ status: "kept", subject: "Confirme su suscripción a las novedades de Voltline" });
    const token = decodeURIComponent(/\/voltline\/es-mx\/subscribe\/unsubscribe\?token=(\S+)/.exec(mail!.text)![1]!);

    // Without the opt-in: refused with the consent message, nothing subscribed.
    const refused = await postJson("subscribe", { ...(await onHome()), email: "no@example.com", consentMarketing: false });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({ consentMarketing: "Please confirm to continue." });
    expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, "no@example.com"))).toHaveLength(0);

    // The unsubscribe page's button: back to the page (which then says so), the row unsubscribed.
    const done = await unsubscribeForm({ token, brand: "voltline", locale: "es-mx" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/voltline/es-mx/subscribe/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row!.id)))[0]).toMatchObject({ status: "unsubscribed" });
  });

  it("refuses a bad unsubscribe post with a translated 4xx, and never redirects elsewhere", async () => {
    const bad = await unsubscribeForm({ token: "forged.token", brand: "evil.example", locale: "fr-ca" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("location")).toBeNull();
    expect(await bad.text()).toContain("Le lien de désabonnement est incomplet");
    const json = await unsubscribeForm({ token: "", locale: "en" }, "application/json");
    expect(json.status).toBe(400);
    expect((await json.json()).message).toContain("unsubscribe link");
    const wrongType = await unsubscribePost(new Request("http://localhost/api/subscriptions/unsubscribe", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" }));
    expect(wrongType.status).toBe(415);
    const huge = await unsubscribeForm({ token: "x".repeat(10_000) });
    expect(huge.status).toBe(413);
  });

  it("validates a lead with the schema of its module, files it with the module's hidden values", async () => {
    const modules = vi.spyOn(getContentSource(), "getDynamicModule").mockImplementation(async (id): Promise<DynamicModuleRef | null> =>
      id === "mod-xref" ? { id, module: "LeadForm", settings: { fields: "company,role,message", required: "message", messageLabel: "partNumbers", interest: "cross-reference", campaign: "xref-page" } } : null,
    );
    try {
      const fields = { name: "Sam Ortiz", email: "sam@example.com", company: "Ortiz Electric", role: "contractor", message: "TR20-GFI-LA-10 x 40" };
      const accepted = await postJson("lead", { ...(await onHome({ moduleId: "mod-xref", returnTo: "/voltline/en/cross-reference" })), ...fields, campaign: undefined });
      expect(accepted.status).toBe(201);
      const answer = await accepted.json();
      expect(answer.confirmationUrl).toBe(`/voltline/en/cross-reference?ref=${answer.reference}#lead-sent`);
      const [row] = await (await getDb()).select().from(formSubmissions).where(eq(formSubmissions.reference, answer.reference));
      expect(row!.fields).toEqual({ ...fields, consentMarketing: false, interest: "cross-reference", campaign: "xref-page" });

      // The module requires the part numbers; a field it did not choose is unknown; a campaign cannot be posted.
      const missing = await postJson("lead", { ...(await onHome({ moduleId: "mod-xref" })), name: "Sam", email: "sam@example.com", phone: "614 555 0100", campaign: "free-stuff" });
      expect(missing.status).toBe(400);
      expect(Object.keys((await missing.json()).fieldErrors).sort()).toEqual(["campaign", "message", "phone"]);
      // No module (or an unknown one): name and e-mail only.
      expect((await postJson("lead", { ...(await onHome({ moduleId: "mod-gone" })), name: "Sam", email: "sam@example.com" })).status).toBe(201);
      expect((await postJson("lead", { ...(await onHome({ moduleId: "mod-gone" })), name: "Sam", email: "sam@example.com", company: "X" })).status).toBe(400);
    } finally {
      modules.mockRestore();
    }
  });
});
