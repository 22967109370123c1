// F10-F13 with catalogue numbers from a list of the account area (A4, ADR 60): a signed-in engineer names one of their
// own lists and its numbers are on the letter (with what was pasted); another account's list, a list of another
// brand, a malformed id or no session answer 404 with a translated message, and nothing is stored.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCookie } from "@/features/account/testing";
import { complianceLetters, getDb, productListLines, productLists } from "@/platform/db";
import { useTestDatabase } from "@/platform/db/testing";
import { formDataPost } from "@/platform/http/testing";
import { pdfText, readPdf } from "@/platform/pdf/read-pdf";
import { letterRequestResponse } from "./letter-request";

const FIELDS = { brand: "voltline", locale: "en", returnTo: "/voltline/en/certifications-letter", company: "Acme Electric", projectName: "Riverside", projectAddress: "Dayton, OH" };

function post(fields: Record<string, string>, cookie?: string): Promise<Response> {
  return letterRequestResponse(formDataPost("http://localhost/api/compliance/certifications", fields, { json: true, ip: "192.0.2.7", ...(cookie ? { cookie } : {}) }), "certifications");
}

async function list(subject: string, brand: string, numbers: string[]): Promise<string> {
  const db = await getDb();
  const id = randomUUID();
  await db.insert(productLists).values({ id, subject, brand, name: "Riverside" });
  await db.insert(productListLines).values(numbers.map((catalogNumber, position) => ({ listId: id, productId: `P${position}`, catalogNumber, productName: catalogNumber, quantity: 1, position })));
  return id;
}

describe("letters from a list of the account area", () => {
  useTestDatabase("pglite", "compliance-letter-lists");
  let saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    saved = { FORMS_RATE_LIMIT: process.env.FORMS_RATE_LIMIT, SESSION_SECRET: process.env.SESSION_SECRET };
    process.env.FORMS_RATE_LIMIT = "off";
    process.env.SESSION_SECRET ??= "a-test-secret-of-at-least-thirty-two-characters";
  });
  afterAll(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it("states the numbers of the engineer's own list with those pasted; others' lists are a 404", async () => {
    const dana = `acct-dana-${randomUUID()}`;
    const cookie = await signedInCookie({ subject: dana, userToken: `account-${"0".repeat(39)}2` });
    const mine = await list(dana, "voltline", ["DR109-LA", "DR104-GY"]);
    const answer = await post({ ...FIELDS, numbers: "DR104-WH", listId: mine }, cookie);
    expect(answer.status).toBe(200);
    const text = pdfText(await readPdf(new Uint8Array(await answer.arrayBuffer())));
    for (const number of ["DR104-WH", "DR109-LA", "DR104-GY"]) expect(text).toContain(number);
    const db = await getDb();
    const stored = (await db.select().from(complianceLetters)).find((row) => row.reference === answer.headers.get("x-letter-reference"));
    expect((stored!.request as { numbers: string[] }).numbers).toEqual(["DR104-WH", "DR109-LA", "DR104-GY"]);
    // The list alone is enough.
    expect((await post({ ...FIELDS, listId: mine }, cookie)).status).toBe(200);

    const before = (await db.select().from(complianceLetters)).length;
    const others = await list(`acct-other-${randomUUID()}`, "voltline", ["DR104-IV"]);
    const otherBrand = await list(dana, "homestyle", ["DR104-IV"]);
    for (const [listId, who] of [[others, cookie], [otherBrand, cookie], [mine, undefined], ["not-a-uuid", cookie], [randomUUID(), cookie]] as const) {
      const refused = await post({ ...FIELDS, listId }, who);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ errors: [{ field: "listId", message: "That list is not one of yours." }] });
    }
    const fr = await post({ ...FIELDS, locale: "fr-ca", listId: others }, cookie);
    expect(JSON.stringify(await fr.json())).toContain("Cette liste ne fait pas partie des vôtres.");
    expect((await db.select().from(complianceLetters)).length).toBe(before);
  });
});
