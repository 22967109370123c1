// WEB_CONCURRENCY workers on one machine (issue 15 §1, ADR 76): two workers behind one port, on PostgreSQL. Each
// connection goes to the next worker in turn (Node's cluster hands them out round-robin), so requests made one per
// connection alternate between the two. A page one worker rendered is answered by the other from its micro-cache, a
// publish received by one makes the page stale on both, a client's form posts count once against the rate limit,
// and the server refuses to start on PGlite.
import http from "node:http";
import { spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { dropTestSchema, postgresReachable, postgresTestUrl } from "@/platform/testing/postgres";
import { startSiteServer, stopSiteServer, type SiteServer } from "./site-server";

const SECRET = "cluster-journey-webhook-secret";
const PAGE = "/voltline/en/about";
/** The schemas the servers of this file made, dropped at the end. */
const schemas: string[] = [];

interface Answer {
  status: number;
  microCache?: string;
  nextCache?: string;
}

/** One request on a connection of its own (closed after), so the cluster gives it to the next worker. */
function getOnNewConnection(base: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { agent: false, headers: { connection: "close", "accept-encoding": "gzip" } }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, microCache: response.headers["x-micro-cache"] as string | undefined, nextCache: response.headers["x-nextjs-cache"] as string | undefined }),
      );
    });
    request.on("error", reject);
  });
}

/** A form post on a connection of its own: its status (the rate limit answers before the body is read). */
function postFormOnNewConnection(base: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/forms/contact`, { method: "POST", agent: false, headers: { "content-type": "application/json", connection: "close" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end("{}");
  });
}

/** The server's worker processes (the children of the primary). */
function workerPids(primary: number): number[] {
  try {
    return readdirSync(`/proc/${primary}/task`).flatMap((task) => readFileSync(`/proc/${primary}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/** A process's resident memory in MiB (VmRSS). */
const residentMiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function publishAboutPage(base: string) {
  const body = JSON.stringify({
    sys: { id: "page-voltline-about", type: "Entry", contentType: { sys: { id: "page" } } },
    fields: { slug: { "en-US": "about" }, brand: { "en-US": { sys: { type: "Link", linkType: "Entry", id: "brand-voltline" } } } },
  });
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${base}/api/content-webhook`,
      { method: "POST", agent: false, headers: { "content-type": "application/json", connection: "close", "x-voltline-signature": createHmac("sha256", SECRET).update(body).digest("hex") } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
  expect(status).toBe(200);
}

/** A server of two workers on a PostgreSQL schema of its own; resolves once both listen. */
async function startCluster(env: Record<string, string>): Promise<SiteServer> {
  const schema = `e2e_cluster_${randomBytes(4).toString("hex")}`;
  schemas.push(schema);
  const server = await startSiteServer({
    WEB_CONCURRENCY: "2",
    DATABASE_URL: postgresTestUrl,
    DATABASE_SCHEMA: schema,
    SNAPSHOT_DIR: "off",
    CONTENT_WEBHOOK_SECRET: SECRET,
    LOG_LEVEL: "info",
    ...env,
  });
  await expect.poll(() => server.log().includes("cluster: 2 workers listening"), { timeout: 90_000 }).toBe(true);
  return server;
}

test.describe("WEB_CONCURRENCY workers (ADR 76)", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    expect(await postgresReachable(), `PostgreSQL at ${postgresTestUrl}`).toBe(true);
  });

  test.afterAll(async () => {
    for (const schema of schemas.splice(0)) await dropTestSchema(schema);
  });

  test("a page one worker rendered is served by the other from its micro-cache; the rate limits count once; the primary stays light; SIGTERM stops both", async () => {
    let server: SiteServer | undefined;
    try {
      server = await startCluster({ MICRO_CACHE_TTL_SECONDS: "5", FORMS_RATE_LIMIT: "3/600" });
      const workers = workerPids(server.process.pid!);
      expect(workers).toHaveLength(2);
      // The primary serves nothing and loads neither Next nor the site (server/start.ts): 222 MB resident before, ~55 now.
      expect(residentMiB(server.process.pid!)).toBeLessThan(120);
      const page = "/voltline/fr-ca/products/p/1010207";
      expect(await getOnNewConnection(server.base, page)).toMatchObject({ status: 200, microCache: "MISS" });
      // The next connections go to each worker in turn: both answer from their micro-cache.
      for (let i = 0; i < 4; i++) expect(await getOnNewConnection(server.base, page)).toMatchObject({ status: 200, microCache: "HIT" });
      // The forms' rate limit (3 a client) is counted once for both workers by the primary: alternating between them,
      // the fourth post is refused (each counting alone let six through).
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push(await postFormOnNewConnection(server.base));
      expect(statuses.slice(0, 3).every((status) => status !== 429), statuses.join()).toBe(true);
      expect(statuses.slice(3), statuses.join()).toEqual([429, 429, 429]);

      await stopSiteServer(server);
      expect(server.process.exitCode ?? server.process.signalCode).not.toBeNull();
      await expect.poll(() => workers.filter(alive), { timeout: 10_000 }).toEqual([]);
    } catch (error) {
      throw new Error(`${String(error)}\n--- server ---\n${server?.log().slice(-3000)}`);
    } finally {
      await stopSiteServer(server);
    }
  });

  test("a publish received by one worker makes the page stale on both", async () => {
    let server: SiteServer | undefined;
    try {
      // Without the micro-cache, what each worker answers is Next's route cache and its tags.
      server = await startCluster({ MICRO_CACHE_TTL_SECONDS: "0" });
      const base = server.base;
      const both = async () => [await getOnNewConnection(base, PAGE), await getOnNewConnection(base, PAGE)].map((answer) => answer.nextCache);
      await expect.poll(both, { timeout: 60_000 }).toEqual(["HIT", "HIT"]);
      await publishAboutPage(base);
      // One connection went to the webhook: the next two still reach both workers, and both know the page is stale.
      expect(await both()).toEqual(["STALE", "STALE"]);
      await expect.poll(both, { timeout: 60_000 }).toEqual(["HIT", "HIT"]);
    } catch (error) {
      throw new Error(`${String(error)}\n--- server ---\n${server?.log().slice(-3000)}`);
    } finally {
      await stopSiteServer(server);
    }
  });

  test("on PGlite, more than one worker is refused with the reason", async () => {
    const child = spawn(process.execPath, ["dist/server.mjs"], {
      env: { ...process.env, NODE_ENV: "production", WEB_CONCURRENCY: "2", DATABASE_URL: "", PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("WEB_CONCURRENCY=2 needs DATABASE_URL");
  });
});
