// Two instances of the site behind one Redis (issue 15 item 4, ADR 44): the CMS's publish webhook reaches one of them,
// and the other serves the revalidated page as stale (then renders it again) instead of its cached copy. With the
// sharing turned off, the other instance keeps serving its cached copy: the journey fails without the shared tags.
import { spawn, type ChildProcess } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { createClient } from "@redis/client";
import { redisReachable, redisTestUrl } from "@/platform/testing/redis";

const SECRET = "shared-cache-tags-journey-secret";
const PAGE = "/voltline/en/about";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Instance {
  process: ChildProcess;
  base: string;
  log: () => string;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["dist/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      // Next's own cache header is what is observed: no page kept in front of it.
      MICRO_CACHE_TTL_SECONDS: "0",
      PGLITE_DATA_DIR: "memory://",
      SNAPSHOT_DIR: "off",
      CONTENT_WEBHOOK_SECRET: SECRET,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output.slice(-2000)}`);
    if (Date.now() - started > 60_000) throw new Error("server did not listen within 60 s");
    if (await fetch(`${base}/robots.txt`).then((r) => r.ok, () => false)) return { process: child, base, log: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once("exit", resolve));
  instance.process.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 6_000))]);
}

/** The about page of Voltline published again, signed as the relay signs it. */
async function publishAboutPage(instance: Instance) {
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
const cacheState = async (instance: Instance) => {
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
      let a: Instance | undefined;
      let b: Instance | undefined;
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
        await Promise.all([stop(a), stop(b)]);
      }
    });
  }
});
