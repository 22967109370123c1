// A form posted from a browser without JavaScript (issue 13, X9): the cached page carries no submission key and the
// proof of work cannot run, so the first post comes back as a draft asking a short signed question; the answered post
// is stored once. What a client observes: statuses, Location, the draft, the stored row.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { noScriptChecks, readDraft } from "@/features/forms/server";
import { formSubmissions, getDb } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { formPoster, withFormsEnv } from "./testing";
import { withFixtureContentPack } from "@/features/content/testing";

vi.mock("@/features/forms/server/outbox", () => ({ activeSinks: () => [], wakeOutbox: () => {}, startOutboxWorker: () => ({ stop: async () => {} }) }));

withFormsEnv({ SESSION_SECRET: "a-test-secret-of-at-least-thirty-two-characters", FORMS_RATE_LIMIT: "off" });

const PAGE = { brand: "voltline", locale: "en", moduleId: "voltline-contact-form-module", submissionKey: "", returnTo: "/voltline/en/contact", website: "" };
const FIELDS = { topic: "sales", firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "614 555 0100", phoneCountry: "US", country: "US", postalCode: "43219", message: "Do you stock 20 A tamper-resistant receptacles?", consentMarketing: "on" };

const { postForm } = formPoster("203.0.113.");

const draftOf = async (response: Response) => readDraft(new URL(response.headers.get("location")!, "http://x").searchParams.get("draft")!);
const ASK = "To send this form without JavaScript, answer the spam-check question below and send it again.";

// The brands and modules come from the content pack fixture: no generated data needed.
withFixtureContentPack();

describe.each(testDatabaseKinds())("a form posted without JavaScript on %s (issue 13)", (kind) => {
  useTestDatabase(kind, "forms_noscript");

  it("sends the first post back with the question, a key of its own and what was typed", async () => {
    const response = await postForm({ ...PAGE, ...FIELDS, email: "not-an-address" });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get("location")!, "http://x").pathname).toBe("/voltline/en/forms/contact");
    const draft = await draftOf(response);
    expect(draft).toMatchObject({ message: ASK, errors: { email: "Enter an email address such as name@example.com." }, values: { firstName: "Ann", moduleId: PAGE.moduleId, returnTo: PAGE.returnTo } });
    expect(draft!.values.submissionKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("stores the post whose question is answered, once, and refuses a wrong or reused answer", async () => {
    const db = await getDb();
    const wrong = noScriptChecks().create();
    const refused = await postForm({ ...PAGE, ...FIELDS, submissionKey: crypto.randomUUID(), captcha: wrong.token, captchaAnswer: String(wrong.first + wrong.second + 1) });
    expect((await draftOf(refused))?.message).toBe(ASK);

    const check = noScriptChecks().create();
    const answered = { ...PAGE, ...FIELDS, submissionKey: crypto.randomUUID(), captcha: check.token, captchaAnswer: String(check.first + check.second) };
    const response = await postForm(answered);
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/voltline\/en\/contact-us\/confirmation\?ref=C-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const reference = new URL(location, "http://x").searchParams.get("ref")!;
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.reference, reference));
    expect(row).toMatchObject({ consentMarketing: true, moduleId: PAGE.moduleId });
    expect(row?.fields).not.toHaveProperty("captchaAnswer");

    // A second press of Send: the same reference, nothing new.
    expect((await postForm(answered)).headers.get("location")).toBe(location);
    // The same answer for another submission: refused, it was spent.
    const reused = await postForm({ ...answered, submissionKey: crypto.randomUUID() });
    expect((await draftOf(reused))?.message).toBe(ASK);
  });
});
