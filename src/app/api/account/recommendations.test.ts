import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { withFixtureContentPack } from "@/features/content/testing";
import { inAssortment } from "@/features/catalog";
import { brandAssortment, withSmallCatalog } from "@/features/catalog/testing";
import { seal } from "@/features/account/server";
import { SESSION_COOKIE } from "@/features/account";
import { signedInCookie } from "@/features/account/testing";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { ANALYTICS_CONSENT_COOKIE, NECESSARY_ONLY_COOKIE } from "@/features/consent/testing";
import { POST as events } from "../insights/1/events/route";
import { GET } from "./recommendations/route";

const ACCOUNT = "account-5b1c0ffee0000000000000000000000000000001";
const get = (query: string, cookie?: string) =>
  GET(new NextRequest(`http://localhost/api/account/recommendations?${query}`, { headers: cookie ? { cookie } : {} }));
const sessionCookie = async (userToken: string, consent = ANALYTICS_CONSENT_COOKIE) => `${await signedInCookie({ userToken })}; ${consent}`;

withFixtureContentPack();
const catalog = withSmallCatalog();

beforeAll(() => {
  process.env.SESSION_SECRET = "a-test-secret-of-at-least-thirty-two-characters";
});

describe("GET /api/account/recommendations: bad requests (S4, A1)", () => {
  it.each([
    ["locale=de-de&brand=voltline", 400],
    ["brand=voltline", 400],
    ["locale=en&brand=nobrand", 404],
    ["locale=en&brand=%3Cscript%3E", 404],
  ])("%s -> %i", async (query, status) => {
    // Checked before the session is looked up.
    const response = await get(query, `${SESSION_COOKIE}=any`);
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toContain("no-store");
  });

  it("nobody signed in, or a session cookie that does not open: 401", async () => {
    expect((await get("locale=en&brand=voltline")).status).toBe(401);
    expect((await get("locale=en&brand=voltline", `${SESSION_COOKIE}=forged`)).status).toBe(401);
  });
});

describe.each(testDatabaseKinds())("GET /api/account/recommendations on %s (S4 recommended-for-you)", (kind) => {
  useTestDatabase(kind, "recommended_for_you");

  it("a cookie of the old kind, the whole session sealed inside and no session on the server: 401 (issue 12)", async () => {
    const sealed = await seal({ sub: "acct-engineer", name: "Erin Engineer", email: "engineer@voltline.example", userToken: ACCOUNT }, "session", 600);
    expect((await get("locale=en&brand=voltline", `${SESSION_COOKIE}=${sealed}`)).status).toBe(401);
  });

  it("a new account gets an empty list; after viewing products, products related to them from the brand's assortment", async () => {
    const empty = await get("locale=en&brand=voltline", await sessionCookie(ACCOUNT));
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ products: [] });

    const assortment = brandAssortment("voltline")!;
    const viewed = catalog().products.filter((p) => inAssortment(p, assortment)).slice(0, 2).map((p) => p.id);
    const stored = await events(
      new Request("http://localhost/api/insights/1/events", {
        method: "POST",
        headers: { cookie: await sessionCookie(ACCOUNT) },
        body: JSON.stringify({
          events: viewed.map((id) => ({ eventType: "view", eventName: "Product viewed", index: "products_en", objectIDs: [id], userToken: "anonymous-7", authenticatedUserToken: ACCOUNT })),
        }),
      }),
    );
    expect(stored.status).toBe(200);

    const response = await get("locale=en&brand=voltline", await sessionCookie(ACCOUNT));
    expect(response.status).toBe(200);
    const { products } = (await response.json()) as { products: { id: string; name: string; href?: string }[] };
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(4);
    for (const product of products) {
      expect(viewed).not.toContain(product.id);
      expect(inAssortment(catalog().products[catalog().indexById.get(product.id)!]!, assortment)).toBe(true);
    }
    // Another account's recommendations are its own.
    expect(await (await get("locale=en&brand=voltline", await sessionCookie("account-another"))).json()).toEqual({ products: [] });

    // Without analytics consent the account's recommendations are not read (issue 12).
    for (const consent of ["", NECESSARY_ONLY_COOKIE]) {
      const refused = await get("locale=en&brand=voltline", await sessionCookie(ACCOUNT, consent));
      expect(refused.status).toBe(403);
      expect(refused.headers.get("cache-control")).toContain("no-store");
      expect(JSON.stringify(await refused.json())).not.toMatch(/"products"/);
    }
  });
});
