// Lists bench (A4, issue 14): the list page and the add-to-list action at 50 connections with signed-in sessions.
// Target: p99 <= 150 ms for each. Prints one figure line per measure.
//
// The demo accounts sign in through the embedded provider over HTTP, as a browser does; each connection's requests go
// round the bench's lists (one list per connection, 20 products each, spread over the three demo accounts), so adds
// meet other adds on the same list only as often as real users would. The bench deletes its lists afterwards.
//
// `npm run bench:lists` starts dist/server.mjs itself (after `npm run build`) on a fresh embedded database (or a schema
// of its own on DATABASE_URL), on BENCH_LISTS_PORT (default 3992). BASE_URL=http://host:port targets a running server.
import os from "node:os";
import autocannon from "autocannon";
import { type BenchServer, startBenchServer } from "./server";
import { CookieJar, fetchWithCookies } from "../src/features/account/testing/cookie-jar";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const linesPerList = Number(process.env.BENCH_LINES ?? 20);
const ownPort = Number(process.env.BENCH_LISTS_PORT ?? 3992);
const TARGET_P99_MS = 150;
const ACCOUNTS = ["contractor@voltline.example", "distributor@voltline.example", "engineer@voltline.example"];
const PASSWORD = "voltline-demo";



/** Signs in as a browser does (site -> embedded provider -> callback) and returns the session's Cookie header. */
async function signIn(base: string, email: string): Promise<string> {
  const jar = new CookieJar();
  const follow = (response: Response) => new URL(response.headers.get("location") ?? "", base).href;
  let next = follow(await fetchWithCookies(jar, `${base}/api/auth/sign-in?returnTo=${encodeURIComponent("/voltline/en")}`));
  next = follow(await fetchWithCookies(jar, next));
  next = follow(
    await fetchWithCookies(jar, `${next}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: PASSWORD }).toString(),
    }),
  );
  while (next.startsWith(`${base}/oidc/`)) next = follow(await fetchWithCookies(jar, next));
  if (!next.startsWith(`${base}/oauth/callback`)) throw new Error(`sign-in of ${email} did not come back to the callback (${next})`);
  await fetchWithCookies(jar, next);
  const cookie = jar.header(`${base}/api/lists`);
  if (!cookie.includes("vl_session=")) throw new Error(`sign-in of ${email} set no session`);
  return cookie;
}

async function api<T>(base: string, cookie: string, pathAndQuery: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${base}/api/lists${pathAndQuery}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** Products the Voltline brand sells: ids from its category listing's cards. */
async function productIds(base: string, count: number): Promise<string[]> {
  const ids = new Set<string>();
  for (const query of ["receptacle", "dimmer", "switch", "cover", "plate"]) {
    const html = await (await fetch(`${base}/voltline/en/search?q=${query}`)).text();
    for (const match of html.matchAll(/data-product-id="(\d+)"/g)) ids.add(match[1]!);
    if (ids.size >= count) break;
  }
  if (ids.size < count) throw new Error(`found ${ids.size} products, wanted ${count}`);
  return [...ids].slice(0, count);
}

interface BenchList {
  id: string;
  cookie: string;
}

function measure(base: string, title: string, requests: autocannon.Request[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  }).then((result) => {
    const r = result as autocannon.Result;
    const errors = r.errors + r.non2xx + r.timeouts;
    console.log(
      `lists ${title.padEnd(44)} connections=${connections} req/s=${r.requests.average.toFixed(0).padStart(5)} p50=${String(r.latency.p50).padStart(4)}ms p99=${String(r.latency.p99).padStart(4)}ms max=${r.latency.max}ms errors=${errors} ` +
        `${errors === 0 && r.latency.p99 <= TARGET_P99_MS ? "PASS" : "FAIL"} target p99<=${TARGET_P99_MS}ms`,
    );
    if (errors > 0 || r.latency.p99 > TARGET_P99_MS) process.exitCode = 1;
    return r;
  });
}

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");

async function main() {
  console.log(`lists machine load (1/5/15 min) at start: ${load()} on ${os.cpus().length} cores; database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
  const target: BenchServer = process.env.BASE_URL ? { base: process.env.BASE_URL.replace(/\/$/, ""), stop: async () => {} } : await startBenchServer("lists", ownPort);
  const { base } = target;
  const lists: BenchList[] = [];
  try {
    const cookies = await Promise.all(ACCOUNTS.map((email) => signIn(base, email)));
    const products = await productIds(base, linesPerList + 20);
    for (let i = 0; i < connections; i++) {
      const cookie = cookies[i % cookies.length]!;
      const created = await api<{ list: { id: string } }>(base, cookie, "", { brand: "voltline", locale: "en", name: `Bench ${process.pid} ${i}` });
      if (created.status !== 201) throw new Error(`creating a bench list answered ${created.status} ${JSON.stringify(created.json)}`);
      lists.push({ id: created.json.list.id, cookie });
      for (const productId of products.slice(0, linesPerList)) {
        const added = await api(base, cookie, `/${created.json.list.id}/lines`, { locale: "en", productId, quantity: 1 });
        if (added.status !== 200) throw new Error(`filling a bench list answered ${added.status} ${JSON.stringify(added.json)}`);
      }
    }
    // Warm-up, not measured: every list page once, a few adds.
    for (const list of lists) {
      for (const page of [`/voltline/en/my-account/lists/${list.id}`, `/api/lists/${list.id}?locale=en`, "/voltline/en/my-list"]) {
        await (await fetch(`${base}${page}`, { headers: { cookie: list.cookie } })).arrayBuffer();
      }
    }

    // The list page: My list is one cached shell per brand and locale, whose island then loads the list from the API; a
    // list of the account area (my-account/lists/{id}) is one shell too, which proxy.ts serves to the list's own account
    // only (the session and the list's owner checked in the process), its island loading the list from the API.
    const pageRequest = (path: (list: BenchList) => string): autocannon.Request[] => {
      let turn = 0;
      return [
        {
          method: "GET",
          path: path(lists[0]!),
          setupRequest: (request) => {
            const list = lists[turn++ % lists.length]!;
            return { ...request, path: path(list), headers: { ...request.headers, cookie: list.cookie, "accept-encoding": "gzip" } };
          },
        },
      ];
    };
    // Baseline: the cheapest signed-in request of the site, which only reads the session (every list request does too).
    await measure(base, "GET /api/auth/session (baseline)", pageRequest(() => "/api/auth/session"));
    await measure(base, "GET my-list (cached page shell)", pageRequest(() => "/voltline/en/my-list"));
    await measure(base, `GET /api/lists/{id} (its ${linesPerList} lines, live data)`, pageRequest((list) => `/api/lists/${list.id}?locale=en`));
    await measure(base, "GET my-account/lists/{id} (owner's cached shell)", pageRequest((list) => `/voltline/en/my-account/lists/${list.id}`));

    let addTurn = 0;
    await measure(base, "POST /api/lists/{id}/lines (add to list)", [
      {
        method: "POST",
        path: `/api/lists/${lists[0]!.id}/lines`,
        setupRequest: (request) => {
          const turn = addTurn++;
          const list = lists[turn % lists.length]!;
          // Half the adds are a product already in the list (quantity summed), half a new line.
          const productId = products[(turn * 7) % products.length]!;
          return {
            ...request,
            path: `/api/lists/${list.id}/lines`,
            headers: { ...request.headers, cookie: list.cookie, "content-type": "application/json" },
            body: JSON.stringify({ locale: "en", productId, quantity: 1 }),
          };
        },
      },
    ]);
    console.log(`lists machine load at end: ${load()}; target p99<=${TARGET_P99_MS}ms ${process.exitCode ? "NOT met" : "met"} on every row`);
  } finally {
    for (const list of lists) await api(base, list.cookie, `/${list.id}/delete`, { locale: "en" }).catch(() => undefined);
    await target.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
