// Two instances of the site behind one Redis (issue 15 item 4, ADR 44): the CMS's publish webhook reaches one of them,
// and the other serves the revalidated page as stale (then renders it again) instead of its cached copy. With the
// sharing turned off, the other instance keeps serving its cached copy: the journey fails without the shared tags.
import { createHmac, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createClient } from "@redis/client";
import { redisReachable, redisTestUrl } from "@/platform/testing/redis";
import { startSiteServer, stopSiteServer, type SiteServer } from "./site-server";

const SECRET = "shared-cache-tags-journey-secret";
const PAGE = "/voltline/en/about";

/** An instance of the site on one Redis, with the publish webhook's secret. */
const startInstance = (env: Record<string, string>) => startSiteServer({ SNAPSHOT_DIR: "off", CONTENT_WEBHOOK_SECRET: SECRET, ...env });

/** The about page of Voltline published again, signed as the relay signs it. */
async function publishAboutPage(instance: SiteServer) {
  const body = JSON.stringify({
    sys: { id: "page-voltline-about", type: "Entry", contentType: { sys: { id: "page" } } },
    fields: { slug: { "en-US": "about" }, brand: { "en-US": { sys: { type: "Link", linkType: "Entry", id: "brand-voltline" } } } },
  });
  const response = await fetch(`${instance.base}/api/content-webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-voltline-signature": createHmac("sha256", SECRET).update(body).digest("hex") },
    body,
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { revalidated: string[] }).revalidated).toContain("page:voltline:about");
}

/** What each answer of the page said of Next's cache, for the failure message. */
const seen: string[] = [];
const cacheState = async (instance: SiteServer) => {
  const response = await fetch(`${instance.base}${PAGE}`);
  seen.push(`${instance.base} ${response.status} ${response.headers.get("x-nextjs-cache")}`);
  return response.headers.get("x-nextjs-cache");
};

test.describe("revalidations reach every instance through Redis (ADR 44)", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(180_000);
  const keyPrefix = `voltline-e2e-${randomBytes(6).toString("hex")}:`;

  test.beforeAll(async () => {
    expect(await redisReachable(), `Redis at ${redisTestUrl}`).toBe(true);
  });

  test.afterAll(async () => {
    const redis = createClient({ url: redisTestUrl });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${keyPrefix}*` })) if (keys.length > 0) await redis.del(keys);
    await redis.close();
  });

  for (const shared of [true, false]) {
    test(shared ? "the webhook on one instance makes the page stale on the other" : "with CACHE_TAG_SYNC=off the other instance keeps its copy", async () => {
      const env = { REDIS_URL: redisTestUrl, REDIS_KEY_PREFIX: `${keyPrefix}${shared ? "on" : "off"}:`, ...(shared ? {} : { CACHE_TAG_SYNC: "off" }) };
      let a: SiteServer | undefined;
      let b: SiteServer | undefined;
      try {
        [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
        const [first, other] = [a, b];
        // Each instance serves the page from its cache first (a cold instance may take a while for its first answers).
        for (const instance of [first, other]) await expect.poll(() => cacheState(instance), { timeout: 60_000 }).toBe("HIT");
        await publishAboutPage(first);
        if (shared) {
          // Served once as stale while it renders again.
          await expect.poll(() => cacheState(other), { timeout: 10_000 }).toBe("STALE");
        } else {
          // The instance the webhook reached does see it: the difference is the sharing alone.
          await expect.poll(() => cacheState(first), { timeout: 10_000 }).toBe("STALE");
          expect(await cacheState(other)).toBe("HIT");
        }
        // Both new copies written before the instances stop, so no render is cut short in the shared cache folder.
        for (const instance of [first, other]) await expect.poll(() => cacheState(instance), { timeout: 60_000 }).toBe("HIT");
      } catch (error) {
        throw new Error(`${String(error)}\n${seen.join("\n")}\n--- instance a ---\n${a?.log().slice(-1500)}\n--- instance b ---\n${b?.log().slice(-1500)}`);
      } finally {
        await Promise.all([stopSiteServer(a), stopSiteServer(b)]);
      }
    });
  }
});
