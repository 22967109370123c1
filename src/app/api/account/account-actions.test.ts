// The account area's actions through their route handlers on PGlite and PostgreSQL (issue 14: A3, A5, A7): what a
// client observes (status, translated message, Location, cookies) and what is stored, including the IDOR matrix (one
// account's ids with another account's session answer 404 on every action, and change nothing).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "@/features/account/testing";
import { accountAddresses, accountProfiles, getDb } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { withFixtureContentPack } from "@/features/content/testing";
import { closeSessionStore } from "@/features/account/server";
import { POST as profileRoute } from "./profile/route";
import { POST as createRoute } from "./addresses/route";
import { POST as updateRoute } from "./addresses/[id]/route";
import { POST as deleteRoute } from "./addresses/[id]/delete/route";
import { POST as defaultRoute } from "./addresses/[id]/default/route";

const saved = { ...process.env };
beforeAll(() => {
  process.env.SESSION_SECRET = "a-test-secret-of-at-least-thirty-two-characters";
  process.env.PUBLIC_ORIGIN = "http://localhost:3000";
  delete process.env.SESSION_STORE;
  delete process.env.REDIS_URL;
});
afterAll(async () => {
  await closeSessionStore();
  for (const key of ["SESSION_SECRET", "PUBLIC_ORIGIN"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

withFixtureContentPack();

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };
const HTML_HEADERS = { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

const PROFILE = { givenName: "Dana", familyName: "Whitfield", company: "Whitfield Electric", role: "contractor", phone: "614 555 0100", phoneCountry: "US", preferredLocale: "en", marketingConsent: true };
const ADDRESS = { label: "Shop", recipient: "Dana Whitfield", company: "Whitfield Electric", line1: "120 Main St", line2: "", city: "Columbus", country: "US", region: "OH", postalCode: "43215", phone: "614-555-0100", isDefault: false };

function request(url: string, body: BodyInit, headers: Record<string, string>, cookie?: string): Request {
  return new Request(`http://localhost:3000${url}`, { method: "POST", headers: { ...headers, ...(cookie ? { cookie } : {}) }, body });
}
const json = (value: unknown) => JSON.stringify(value);
const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe.each(testDatabaseKinds())("account actions on %s (issue 14)", (kind) => {
  useTestDatabase(kind, "account_actions");
  let alice = "";
  let bob = "";
  const aliceSubject = `acct-alice-${randomUUID()}`;
  const bobSubject = `acct-bob-${randomUUID()}`;

  beforeAll(async () => {
    await closeSessionStore();
    alice = await signedInCookie({ subject: aliceSubject, name: "Alice Able", email: "alice@example.com", userToken: `account-${"a".repeat(40)}` });
    bob = await signedInCookie({ subject: bobSubject, name: "Bob Baker", email: "bob@example.com", userToken: `account-${"b".repeat(40)}` });
  });

  const createAddress = async (cookie: string, fields: Record<string, unknown> = ADDRESS) => {
    const response = await createRoute(request("/api/account/addresses", json({ brand: "voltline", locale: "en", ...fields }), JSON_HEADERS, cookie));
    expect(response.status).toBe(201);
    const { location } = (await response.json()) as { location: string };
    return location.split("#address-")[1]!;
  };

  it("A3 saves the profile of the session's account, phone in E.164, consent with its text version", async () => {
    const response = await profileRoute(request("/api/account/profile", json({ brand: "voltline", locale: "en", ...PROFILE }), JSON_HEADERS, alice));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ location: "/voltline/en/my-account/profile?notice=profile-saved" });
    const [row] = await (await getDb()).select().from(accountProfiles).where(eq(accountProfiles.subject, aliceSubject));
    expect(row).toMatchObject({ givenName: "Dana", company: "Whitfield Electric", role: "contractor", phone: "+16145550100", phoneCountry: "US", marketingConsent: true, consentTextVersion: expect.any(String) });
    const consentAt = row!.consentAt;
    // Saved again with consent still given: its first time stays; withdrawn: cleared.
    await profileRoute(request("/api/account/profile", json({ brand: "voltline", locale: "en", ...PROFILE, company: "W. Electric" }), JSON_HEADERS, alice));
    const [again] = await (await getDb()).select().from(accountProfiles).where(eq(accountProfiles.subject, aliceSubject));
    expect(again).toMatchObject({ company: "W. Electric", consentAt });
    await profileRoute(request("/api/account/profile", json({ brand: "voltline", locale: "en", ...PROFILE, marketingConsent: false }), JSON_HEADERS, alice));
    const [withdrawn] = await (await getDb()).select().from(accountProfiles).where(eq(accountProfiles.subject, aliceSubject));
    expect(withdrawn).toMatchObject({ marketingConsent: false, consentAt: null, consentTextVersion: null });
  });

  it("A3 refuses invalid fields with translated errors, and a form post without JavaScript goes back to the form with them", async () => {
    const response = await profileRoute(request("/api/account/profile", json({ brand: "voltline", locale: "fr-ca", ...PROFILE, givenName: "", phone: "12", role: "astronaut" }), JSON_HEADERS, alice));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string> };
    expect(body.message).toBe("Certains champs demandent votre attention.");
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["givenName", "phone", "role"]);
    expect(body.fieldErrors.givenName).toBe("Ce champ est obligatoire.");

    const plain = await profileRoute(request("/api/account/profile", new URLSearchParams({ brand: "voltline", locale: "en", ...PROFILE, givenName: "", marketingConsent: "on" }).toString(), HTML_HEADERS, alice));
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("http://localhost:3000/voltline/en/my-account/profile");
    expect(plain.headers.get("set-cookie")).toMatch(/^vl_account_form=[^;]+; Path=\/; Max-Age=300; HttpOnly; SameSite=Lax/);

    const unknownField = await profileRoute(request("/api/account/profile", json({ brand: "voltline", locale: "en", ...PROFILE, subject: bobSubject }), JSON_HEADERS, alice));
    expect(unknownField.status).toBe(400);
    expect(((await unknownField.json()) as { fieldErrors: Record<string, string> }).fieldErrors.subject).toBe("This field is not part of the form.");
  });

  it("A3 a form post without JavaScript that is accepted goes to the profile with its notice", async () => {
    const plain = await profileRoute(request("/api/account/profile", new URLSearchParams({ brand: "voltline", locale: "es-mx", ...PROFILE, marketingConsent: "on" }).toString(), HTML_HEADERS, alice));
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("http://localhost:3000/voltline/es-mx/my-account/profile?notice=profile-saved");
  });

  it("C6 a signed-out post is 401 with the way to sign in (JSON) or a redirect to sign-in and back (no JavaScript)", async () => {
    const response = await profileRoute(request("/api/account/profile", json({ brand: "voltline", locale: "en", ...PROFILE }), JSON_HEADERS));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Your session has ended. Sign in again to continue.", location: "/api/auth/sign-in?returnTo=%2Fvoltline%2Fen%2Fmy-account%2Fprofile" });
    const plain = await createRoute(request("/api/account/addresses", new URLSearchParams({ brand: "voltline", locale: "fr-ca" }).toString(), HTML_HEADERS, "vl_session=forged"));
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("http://localhost:3000/api/auth/sign-in?returnTo=%2Fvoltline%2Ffr-ca%2Fmy-account%2Faddress-book%2Fnew");
  });

  it("hostile requests get translated 4xx: another site, a brand without the account (B4), bad bodies", async () => {
    const crossSite = await profileRoute(request("/api/account/profile", json({ brand: "voltline", locale: "en", ...PROFILE }), { ...JSON_HEADERS, origin: "https://evil.example" }, alice));
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ message: "This request did not come from this site and was not accepted." });
    for (const brand of ["homestyle", "nowhere", 42]) {
      const response = await profileRoute(request("/api/account/profile", json({ brand, locale: "en", ...PROFILE }), JSON_HEADERS, alice));
      expect(response.status).toBe(404);
    }
    expect((await profileRoute(request("/api/account/profile", "<xml/>", { "content-type": "text/xml", accept: "application/json" }, alice))).status).toBe(415);
    expect((await profileRoute(request("/api/account/profile", "{not json", JSON_HEADERS, alice))).status).toBe(400);
    expect((await profileRoute(request("/api/account/profile", "[1,2]", JSON_HEADERS, alice))).status).toBe(400);
    const large = await profileRoute(request("/api/account/profile", json({ brand: "voltline", locale: "en", company: "x".repeat(20_000) }), JSON_HEADERS, alice));
    expect(large.status).toBe(413);
    expect(((await large.json()) as { message: string }).message).toBe("The form is too large to send.");
  });

  it("A5 adds addresses: the first is the default, a new default takes the mark, postal code and phone normalised", async () => {
    const first = await createAddress(alice, { ...ADDRESS, country: "CA", region: "QC", postalCode: "h2x1y4", city: "Montréal", phone: "514 555 0199" });
    const second = await createAddress(alice, { ...ADDRESS, isDefault: true });
    const rows = await (await getDb()).select().from(accountAddresses).where(eq(accountAddresses.subject, aliceSubject));
    expect(rows.find((row) => row.id === first)).toMatchObject({ postalCode: "H2X 1Y4", phone: "+15145550199", isDefault: false });
    expect(rows.find((row) => row.id === second)).toMatchObject({ isDefault: true, postalCode: "43215", region: "OH" });
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it("A5 checks regions and postal formats per country, with translated errors", async () => {
    const response = await createRoute(request("/api/account/addresses", json({ brand: "voltline", locale: "es-mx", ...ADDRESS, country: "MX", region: "QC", postalCode: "1234" }), JSON_HEADERS, alice));
    expect(response.status).toBe(400);
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(fieldErrors).toMatchObject({ region: "Elija un estado, provincia o región de la lista.", postalCode: expect.any(String) });
    const missing = await createRoute(request("/api/account/addresses", json({ brand: "voltline", locale: "en", ...ADDRESS, country: "CA", region: "", postalCode: "" }), JSON_HEADERS, alice));
    expect(Object.keys(((await missing.json()) as { fieldErrors: Record<string, string> }).fieldErrors).sort()).toEqual(["postalCode", "region"]);
    // A country without lists or formats takes free text.
    const elsewhere = await createRoute(request("/api/account/addresses", json({ brand: "voltline", locale: "en", ...ADDRESS, country: "FR", region: "Île-de-France", postalCode: "75001", phone: "" }), JSON_HEADERS, alice));
    expect(elsewhere.status).toBe(201);
  });

  it("A5 edits, makes default and deletes an address of the account", async () => {
    const id = await createAddress(alice, { ...ADDRESS, label: "Job site" });
    const update = await updateRoute(request(`/api/account/addresses/${id}`, json({ brand: "voltline", locale: "en", ...ADDRESS, label: "Job site 2", city: "Dayton", postalCode: "45402" }), JSON_HEADERS, alice), params(id));
    expect(update.status).toBe(200);
    expect(((await update.json()) as { location: string }).location).toBe(`/voltline/en/my-account/address-book?notice=address-saved#address-${id}`);
    const madeDefault = await defaultRoute(request(`/api/account/addresses/${id}/default`, json({ brand: "voltline", locale: "en" }), JSON_HEADERS, alice), params(id));
    expect(madeDefault.status).toBe(200);
    const rows = await (await getDb()).select().from(accountAddresses).where(eq(accountAddresses.subject, aliceSubject));
    expect(rows.filter((row) => row.isDefault).map((row) => row.id)).toEqual([id]);
    expect(rows.find((row) => row.id === id)).toMatchObject({ label: "Job site 2", city: "Dayton" });
    const plainDelete = await deleteRoute(request(`/api/account/addresses/${id}/delete`, new URLSearchParams({ brand: "voltline", locale: "fr-ca" }).toString(), HTML_HEADERS, alice), params(id));
    expect(plainDelete.status).toBe(303);
    expect(plainDelete.headers.get("location")).toBe("http://localhost:3000/voltline/fr-ca/my-account/address-book?notice=address-deleted");
    expect(await (await getDb()).select().from(accountAddresses).where(eq(accountAddresses.id, id))).toEqual([]);
  });

  it("A7 IDOR matrix: another account's address id answers 404 on every action and nothing changes", async () => {
    const id = await createAddress(alice, { ...ADDRESS, label: "Alice's secret depot" });
    const before = await (await getDb()).select().from(accountAddresses).where(eq(accountAddresses.id, id));
    const attempts: [string, () => Promise<Response>][] = [
      ["update", () => updateRoute(request(`/api/account/addresses/${id}`, json({ brand: "voltline", locale: "en", ...ADDRESS, label: "mine now" }), JSON_HEADERS, bob), params(id))],
      ["update with invalid fields", () => updateRoute(request(`/api/account/addresses/${id}`, json({ brand: "voltline", locale: "en", ...ADDRESS, recipient: "" }), JSON_HEADERS, bob), params(id))],
      ["delete", () => deleteRoute(request(`/api/account/addresses/${id}/delete`, json({ brand: "voltline", locale: "en" }), JSON_HEADERS, bob), params(id))],
      ["default", () => defaultRoute(request(`/api/account/addresses/${id}/default`, json({ brand: "voltline", locale: "en" }), JSON_HEADERS, bob), params(id))],
      ["update (no JavaScript)", () => updateRoute(request(`/api/account/addresses/${id}`, new URLSearchParams({ brand: "voltline", locale: "en", ...ADDRESS, isDefault: "on" } as Record<string, string>).toString(), { ...HTML_HEADERS, accept: "application/json" }, bob), params(id))],
    ];
    for (const [name, attempt] of attempts) {
      const response = await attempt();
      expect(response.status, name).toBe(404);
      const text = JSON.stringify(await response.json());
      expect(text, name).toBe(JSON.stringify({ message: "This address is not in your address book." }));
    }
    // The same 404 as an id nobody has, or no id at all.
    for (const other of [randomUUID(), "not-a-uuid", "../../etc"]) {
      expect((await deleteRoute(request(`/api/account/addresses/x/delete`, json({ brand: "voltline", locale: "en" }), JSON_HEADERS, alice), params(other))).status).toBe(404);
    }
    expect(await (await getDb()).select().from(accountAddresses).where(eq(accountAddresses.id, id))).toEqual(before);
    expect(await (await getDb()).select().from(accountAddresses).where(eq(accountAddresses.subject, bobSubject))).toEqual([]);
  });

  it("A5 two tabs racing: one default per account (partial unique index), the limit never passed", async () => {
    const racer = await signedInCookie({ subject: `acct-racer-${randomUUID()}`, name: "R", email: "r@example.com", userToken: `account-${"c".repeat(40)}` });
    const responses = await Promise.all(Array.from({ length: 12 }, () => createRoute(request("/api/account/addresses", json({ brand: "voltline", locale: "en", ...ADDRESS, isDefault: true }), JSON_HEADERS, racer))));
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(201));
    const db = await getDb();
    const subject = (await db.select({ subject: accountAddresses.subject }).from(accountAddresses).where(and(eq(accountAddresses.isDefault, true), eq(accountAddresses.label, ADDRESS.label)))).map((r) => r.subject).filter((s) => s.startsWith("acct-racer-"));
    expect(subject).toHaveLength(1);
    // The index itself refuses a second default, whatever the code does.
    await expect(db.insert(accountAddresses).values({ subject: subject[0]!, recipient: "x", line1: "x", city: "x", country: "US", isDefault: true })).rejects.toThrow();
    // Up to the limit, then a clear 409.
    const rest = await Promise.all(Array.from({ length: 40 }, () => createRoute(request("/api/account/addresses", json({ brand: "voltline", locale: "en", ...ADDRESS }), JSON_HEADERS, racer))));
    expect(rest.filter((r) => r.status === 201)).toHaveLength(38);
    const refused = rest.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(((await refused[0]!.json()) as { message: string }).message).toBe("Your address book is full: it holds at most 50 addresses. Delete one to add another.");
    expect(await db.$count(accountAddresses, eq(accountAddresses.subject, subject[0]!))).toBe(50);
  });
});
