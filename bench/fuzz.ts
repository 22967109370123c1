// Hostile-input bench (issue 12): a bounded burst of malformed, oversized and forged requests at every route family of
// a running server on the loopback. Prints counts by status class, every 5xx and every stack trace seen, the growth of
// `.next/` and of the server's memory; exits 1 on any 5xx or stack trace.
//
//   BENCH_URL           server to probe (default http://127.0.0.1:3000; loopback only)
//   FUZZ_PID            the server's process id: its resident memory is sampled before, during and after
//   FUZZ_NEXT_DIR       the server's build folder to watch for growth (default .next)
//   FUZZ_LOG            the server's log file: new lines that look like errors or stack frames are reported
//   FUZZ_CONCURRENCY    requests in flight (default 8); FUZZ_TIMEOUT_MS per request (default 20000)
import { readFileSync, statSync, promises as fs } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

const base = new URL(process.env.BENCH_URL ?? "http://127.0.0.1:3000");
const concurrency = Math.max(1, Math.min(32, Number(process.env.FUZZ_CONCURRENCY ?? 8)));
const timeoutMs = Number(process.env.FUZZ_TIMEOUT_MS ?? 20_000);
const nextDir = process.env.FUZZ_NEXT_DIR ?? ".next";
const pid = process.env.FUZZ_PID ? Number(process.env.FUZZ_PID) : undefined;
const logFile = process.env.FUZZ_LOG;
/** Bytes of a response read at most: enough to see a stack trace, never a 100 MB answer. */
const MAX_READ = 1024 * 1024;

if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(base.hostname)) {
  console.error(`fuzz: refusing ${base.origin}: this bench only probes a server on the loopback`);
  process.exit(2);
}
const host = base.host;
const port = Number(base.port || 80);

interface Probe {
  family: string;
  method: string;
  target: string;
  headers?: [string, string][];
  body?: Buffer;
  /** Send the body in chunks (Transfer-Encoding: chunked) instead of with a Content-Length. */
  chunked?: boolean;
  /** Bytes sent as they are, instead of a request built from the fields above. */
  raw?: Buffer;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
  error?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The requests

const BRANDS = ["voltline", "voltline-canada", "voltline-mexico", "voltline-brasil", "progress-lighting", "homestyle"];
const LOCALES = ["en", "fr-ca", "es-mx"];
const LISTING = "/voltline/en/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles";
const PRODUCT = "/voltline/en/products/homeline-industrial-grade-15-a-125-v-usb-charger-receptacle-ivory/p/1000738";
const QUERIES = "/api/search/1/indexes/*/queries";
const RECOMMEND = "/api/search/1/indexes/*/recommendations";
const FACETS = "/api/search/1/indexes/products_en/facets/brand/query";
const INSIGHTS = "/api/insights/1/events";
const WEBHOOK = "/api/content-webhook";

/** One address per route family; each gets every path, method and header mutation. */
const FAMILIES: Record<string, string> = {
  home: "/voltline/en",
  page: "/voltline/fr-ca/about",
  listing: LISTING,
  refine: `${LISTING}?sort=name&f.color=white`,
  product: PRODUCT,
  "search page": "/voltline/es-mx/search?q=receptacle",
  news: "/voltline/en/news",
  article: "/voltline/en/news/news-voltline-ev-charger-launch",
  videos: "/voltline/en/videos/list",
  document: "/voltline/en/documents/DOC-SS-F00172.pdf",
  sitemap: "/voltline/en/sitemap.xml",
  "root sitemap": "/sitemap.xml",
  megamenu: "/voltline/en/megamenu.json",
  "search API": QUERIES,
  facets: FACETS,
  recommendations: RECOMMEND,
  insights: INSIGHTS,
  webhook: WEBHOOK,
  "auth session": "/api/auth/session",
  "auth sign-in": "/api/auth/sign-in?returnTo=/voltline/en",
  "auth sign-out": "/api/auth/sign-out",
  "account recommendations": "/api/account/recommendations",
  "my list": "/voltline/en/my-list",
  "account lists": "/voltline/fr-ca/my-account/lists",
  "account list": "/voltline/en/my-account/lists/6f1c7a52-4a43-4c1e-9d6e-0d2b8f7e2a10",
  "shared list": "/voltline/es-mx/my-list/shared/6f1c7a52-4a43-4c1e-9d6e-0d2b8f7e2a10.1.forged",
  "lists API": "/api/lists?brand=voltline&locale=en",
  "list export": "/api/lists/6f1c7a52-4a43-4c1e-9d6e-0d2b8f7e2a10/export?format=csv&locale=en",
  preview: "/api/preview?path=/voltline/en",
  "oauth callback": "/oauth/callback?code=x&state=y",
  "oauth signed-out": "/oauth/signed-out?state=/voltline/en",
  "oidc discovery": "/oidc/.well-known/openid-configuration",
  "oidc auth": "/oidc/auth?client_id=voltline-site&response_type=code&scope=openid",
  "oidc token": "/oidc/token",
  "oidc interaction": "/oidc/interaction/abc123",
  "products API": "/products-api-proxy/rest/v1/products/voltline?ids=1000738",
  "category tree": "/products-api-proxy/rest/v1/categories/voltline/tree",
  "products media": "/products-media/usb-charger-receptacles--iv-front.png",
  "next static": "/_next/static/chunks/main.js",
  "next image": "/_next/image?url=%2Fcontent%2Fimages%2Fhero-plant.jpg&w=640&q=80",
  robots: "/robots.txt",
};

const PATH_MUTATIONS = [
  "/%zz",
  "/%c0%ae",
  "/%ed%a0%80",
  "/%e2%82",
  "/%ff%fe",
  "/%00",
  "/a%00b.pdf",
  "/%0d%0aSet-Cookie:%20x=1",
  "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
  "/..%2f..%2f..%2fpackage.json",
  "/%252e%252e/%252e%252e",
  "/%5c..%5c..%5cwindows",
  "/%ef%bc%8f%ef%bc%8f",
  "/;jsessionid=1",
  `/${"a".repeat(300)}`,
  `/${"%C3%A9".repeat(120)}`,
  `/${"seg/".repeat(300)}`,
  "/%",
];

const METHODS = ["TRACE", "TRACK", "PUT", "DELETE", "PATCH", "PROPFIND", "MKCOL", "FOO", "OPTIONS", "HEAD", "POST"];

const HEADER_MUTATIONS: [string, [string, string][]][] = [
  ["huge header", [["X-Padding", "a".repeat(20_000)]]],
  ["many headers", Array.from({ length: 300 }, (_, i) => [`X-H${i}`, "v"] as [string, string])],
  ["forged host", [["X-Forwarded-Host", "evil.example"], ["X-Forwarded-Proto", "https"], ["Forwarded", "host=evil.example;proto=https"]]],
  ["odd languages", [["Accept-Language", "zz-ZZ;q=2, *;q=-1, " + "en;q=0.5,".repeat(200)]]],
  ["forged cookies", [["Cookie", "vl_session=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.forged.forged; vl_account=account-0000000000000000000000000000000000000000; i18n_redirected=../../etc; __prerender_bypass=1"]]],
  ["many ranges", [["Range", `bytes=${Array.from({ length: 500 }, (_, i) => `${i}-${i}`).join(",")}`]]],
  ["huge etag", [["If-None-Match", `"${"x".repeat(8000)}"`]]],
  ["router headers", [["RSC", "1"], ["Next-Router-State-Tree", "%zz"], ["Next-Router-Prefetch", "1"], ["Next-Action", "deadbeef"]]],
];

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** JSON bodies for the routes that read one. */
const BODIES: [string, string][] = [
  ["malformed", "{"],
  ["empty", ""],
  ["null", "null"],
  ["string", '"requests"'],
  ["nested arrays 20000", nested(20_000)],
  ["nested objects 20000", nestedObject(20_000)],
  ["wrong types", '{"requests":"x","events":7,"sys":{"id":[]}}'],
  ["proto pollution", '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"requests":[{"indexName":"__proto__"}]}'],
  ["huge numbers", '{"requests":[{"indexName":"products_en","params":{"hitsPerPage":1e309,"page":-1,"length":99999999}}]}'],
  ["costly search", JSON.stringify({ requests: Array.from({ length: 50 }, () => ({ indexName: "products_en", query: "", hitsPerPage: 1000, facets: ["*"], maxValuesPerFacet: 1000 })) })],
  ["many queries", JSON.stringify({ requests: Array.from({ length: 1000 }, () => ({ indexName: "products_en", query: "a", hitsPerPage: 1 })) })],
  ["bad index names", JSON.stringify({ requests: [{ indexName: "../../etc/passwd" }, { indexName: "products_xx" }, { indexName: "%00" }, { indexName: "a".repeat(5000) }] })],
  ["recommend all models", JSON.stringify({ requests: ["related-products", "looking-similar", "bought-together", "trending-items", "trending-facets", "recommended-for-you", "x"].map((model) => ({ indexName: "products_en", model, objectID: "1000738", maxRecommendations: 1000, threshold: -5, facetName: "categoryKey" })) })],
  ["forged user token", JSON.stringify({ requests: [{ indexName: "products_en", model: "recommended-for-you", maxRecommendations: 100, queryParameters: { userToken: "account-0000000000000000000000000000000000000000" } }] })],
  ["forged events", JSON.stringify({ events: Array.from({ length: 2000 }, () => ({ eventType: "view", eventName: "x", index: "products_en", userToken: "account-0000000000000000000000000000000000000000", authenticatedUserToken: "account-1111111111111111111111111111111111111111", objectIDs: ["1000738"], timestamp: -1 })) })],
  ["nul and controls", JSON.stringify({ requests: [{ indexName: "products_en", query: "\u0000\u0001\u001f\ud800", filters: "brand:\u0000" }], facetQuery: "\u0000" })],
  ["webhook entry", JSON.stringify({ sys: { id: "x", type: "Entry", contentType: { sys: { id: "page" } } }, fields: { slug: { "en-US": "../../x" } } })],
];

const CONTENT_TYPES = ["application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=utf-16", "application/octet-stream"];

const OPEN_REDIRECTS = [
  "/oauth/signed-out?state=/.//evil.example",
  "/oauth/signed-out?state=/..//evil.example",
  "/oauth/signed-out?state=//evil.example",
  "/oauth/signed-out?state=/%5cevil.example",
  "/oauth/signed-out?state=https://evil.example/",
  "/oauth/callback?error=access_denied&state=/.//evil.example",
  "/api/auth/sign-in?returnTo=/.//evil.example",
  "/api/auth/sign-in?returnTo=//evil.example",
  "/api/auth/sign-in?returnTo=/%09/evil.example",
  "/api/auth/sign-in?returnTo=https:evil.example",
  "/api/auth/sign-in?returnTo=javascript:alert(1)",
  "//evil.example/",
  "/%2f%2fevil.example",
  "/voltline/%2f%2fevil.example",
  "/voltline//evil.example",
  "/config?x=//evil.example",
  "/api/preview?path=//evil.example&expires=9999999999&signature=00",
  "/_next/image?url=https://evil.example/x.png&w=640&q=80",
  "/_next/image?url=//evil.example/x.png&w=640&q=80",
  "/_next/image?url=%2F_next%2Fimage%3Furl%3D%252Fcontent%252Fimages%252Fhero-plant.jpg&w=640&q=80",
  "/_next/image?url=%2Fcontent%2Fimages%2Fhero-plant.jpg&w=99999&q=0",
];

const FORGED: Probe[] = [
  { family: "webhook", method: "POST", target: WEBHOOK, headers: [["Content-Type", "application/json"], ["x-voltline-signature", "00".repeat(32)]], body: Buffer.from('{"sys":{"id":"x"}}') },
  { family: "webhook", method: "POST", target: WEBHOOK, headers: [["Content-Type", "application/json"], ["x-contentful-signature", "ab".repeat(32)], ["x-contentful-signed-headers", "x-contentful-timestamp"], ["x-contentful-timestamp", "99999999999999"]], body: Buffer.from("{}") },
  { family: "webhook", method: "POST", target: WEBHOOK, headers: [["Content-Type", "application/json"], ["x-contentful-signed-headers", "a,".repeat(2000)], ["x-contentful-timestamp", "NaN"]], body: Buffer.from("{}") },
  { family: "auth session", method: "GET", target: "/api/auth/session", headers: [["Authorization", "Bearer forged"], ["Cookie", `vl_session=${"A".repeat(3000)}`]] },
  { family: "auth sign-out", method: "POST", target: "/api/auth/sign-out", headers: [["Origin", "https://evil.example"], ["Cookie", "vl_session=forged"]] },
  { family: "oidc token", method: "POST", target: "/oidc/token", headers: [["Content-Type", "application/x-www-form-urlencoded"]], body: Buffer.from("grant_type=authorization_code&code=forged&client_id=voltline-site&code_verifier=x&redirect_uri=http://evil.example/") },
  { family: "oidc interaction", method: "POST", target: "/oidc/interaction/abc123/login", headers: [["Content-Type", "application/x-www-form-urlencoded"]], body: Buffer.from(`email=${"a".repeat(300)}%40x&password=${"p".repeat(10_000)}`) },
  { family: "oidc session end", method: "GET", target: "/oidc/session/end?id_token_hint=forged.forged.forged&post_logout_redirect_uri=https://evil.example/" },
  { family: "oidc auth", method: "GET", target: "/oidc/auth?client_id=voltline-site&response_type=code&scope=openid&redirect_uri=https://evil.example/cb&code_challenge=x&code_challenge_method=S256" },
  { family: "preview", method: "GET", target: "/api/preview?path=/voltline/en&expires=9999999999&signature=" + "0".repeat(64) },
  { family: "account recommendations", method: "GET", target: "/api/account/recommendations", headers: [["Cookie", "vl_account=account-0000000000000000000000000000000000000000"]] },
];

function rawProbe(family: string, text: string): Probe {
  const [method = "RAW", target = "/"] = text.split(" ");
  return { family, method: `${method} (raw)`, target, raw: Buffer.from(text, "latin1") };
}

function buildProbes(): Probe[] {
  const probes: Probe[] = [];
  const get = (family: string, target: string, headers?: [string, string][]) => probes.push({ family, method: "GET", target, headers });

  for (const [family, target] of Object.entries(FAMILIES)) {
    const [pathname = "/", query] = target.split("?");
    const suffix = query ? `?${query}` : "";
    for (const mutation of PATH_MUTATIONS) get(family, `${pathname.replace(/\/$/, "")}${mutation}${suffix}`);
    get(family, `${target}${query ? "&" : "?"}q=%00&x=%zz&y=%c0%ae`);
    get(family, `${target}${query ? "&" : "?"}${"p=1&".repeat(1_500)}`);
    for (const method of METHODS) probes.push({ family, method, target });
    for (const [, headers] of HEADER_MUTATIONS) get(family, target, headers);
    probes.push(rawProbe(family, `GET ${pathname}/caf\u00e9\u00ff HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    probes.push(rawProbe(family, `GET ${pathname}/a\u0001b HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    probes.push(rawProbe(family, `CONNECT ${host} HTTP/1.1\r\nHost: ${host}\r\n\r\n`));
    probes.push(rawProbe(family, `GET ${pathname} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`));
    probes.push(rawProbe(family, `GET ${pathname} HTTP/9.9\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
  }

  // Every brand and locale, and refined listings with hostile filters.
  for (const brand of BRANDS) {
    for (const locale of LOCALES) {
      // A plain unknown page too: Next must not keep a file per unknown address (issue 12 item 1).
      for (const tail of ["", `/zz-fuzz-probe-${brand}-${locale}`, "/%zz", "/zz-probe/%00", `/${"x".repeat(250)}`, "/search?q=%c0%ae&page=-1"]) get("pages of each brand", `/${brand}/${locale}${tail}`);
    }
  }
  for (const query of ["sort=%zz", "f.color=%00", `f.${"a".repeat(300)}=1`, "r.voltage=1..%zz", "r.voltage=-1e309..1e309", "page=99999999999", "f.color=white&".repeat(200)]) get("refine", `${LISTING}?${query}`);

  // Bodies: every JSON body, with every content type, to every route reading one.
  for (const target of [QUERIES, RECOMMEND, FACETS, INSIGHTS, WEBHOOK, "/api/auth/sign-out", "/oidc/token", "/api/lists", "/api/lists/products", "/api/lists/merge", "/api/lists/default/lines"]) {
    for (const [, body] of BODIES) {
      for (const type of CONTENT_TYPES) probes.push({ family: `body ${target}`, method: "POST", target, headers: [["Content-Type", type]], body: Buffer.from(body) });
    }
    // Big bodies, bounded: 1 MB with a length, 4 MB chunked.
    probes.push({ family: `body ${target}`, method: "POST", target, headers: [["Content-Type", "application/json"]], body: Buffer.alloc(1024 * 1024, 0x20) });
    probes.push({ family: `body ${target}`, method: "POST", target, headers: [["Content-Type", "application/json"]], body: Buffer.alloc(4 * 1024 * 1024, 0x5b), chunked: true });
  }

  for (const target of OPEN_REDIRECTS) get("open redirect", target);
  for (const target of OPEN_REDIRECTS) get("open redirect", target, [["X-Forwarded-Host", "evil.example"], ["X-Forwarded-Proto", "https"]]);
  probes.push(...FORGED);
  return probes;
}

// ---------------------------------------------------------------------------------------------------------------
// Sending

function requestBytes(probe: Probe): { head: Buffer; body?: Buffer } {
  if (probe.raw) return { head: probe.raw };
  const lines = [`${probe.method} ${probe.target} HTTP/1.1`, `Host: ${host}`, "Connection: close", "Accept: text/html,*/*;q=0.8", "User-Agent: voltline-fuzz"];
  for (const [name, value] of probe.headers ?? []) lines.push(`${name}: ${value}`);
  if (probe.body && probe.chunked) lines.push("Transfer-Encoding: chunked");
  else if (probe.body || probe.method === "POST") lines.push(`Content-Length: ${probe.body?.length ?? 0}`);
  return { head: Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), body: probe.body };
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size <= 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function send(probe: Probe): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(port, base.hostname.replace(/^\[|\]$/g, ""));
    const chunks: Buffer[] = [];
    let size = 0;
    let error: string | undefined;
    socket.setTimeout(timeoutMs, () => {
      error = "timeout";
      socket.destroy();
    });
    socket.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_READ) chunks.push(chunk);
      else socket.destroy();
    });
    // A server may answer and close before a big body is sent whole: the answer is what counts.
    socket.on("error", (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on("close", () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const head = all.subarray(0, split < 0 ? all.length : split).toString("latin1");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) headers[line.slice(0, line.indexOf(":")).trim().toLowerCase()] = line.slice(line.indexOf(":") + 1).trim();
      let body: Buffer = split < 0 ? Buffer.alloc(0) : all.subarray(split + 4);
      if (/chunked/i.test(headers["transfer-encoding"] ?? "")) body = dechunk(body);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      resolve({ status, headers, body: body.toString("utf8"), ms: performance.now() - started, ...(status === 0 && error ? { error } : error === "timeout" ? { error } : {}) });
    });
    socket.on("connect", () => {
      const { head, body } = requestBytes(probe);
      socket.write(head);
      if (!body) return;
      if (!probe.chunked) {
        socket.write(body);
        return;
      }
      for (let at = 0; at < body.length; at += 64 * 1024) {
        const piece = body.subarray(at, at + 64 * 1024);
        socket.write(`${piece.length.toString(16)}\r\n`);
        socket.write(piece);
        socket.write("\r\n");
      }
      socket.write("0\r\n\r\n");
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Observing

// A V8 stack frame (`at fn (/path/file.js:1:2)` or `at /path/file.js:1:2`), or an error message naming a source file.
const STACK_FRAME = /^\s*at (?:\S.* \()?(?:file:\/\/)?(?:\/|[A-Za-z]:\\|node:)[^\s)]*:\d+:\d+\)?\s*$/m;
const ERROR_WITH_PATH = /\b(?:[A-Z][A-Za-z]*)?Error: [^\n<]*(?:\/[\w.@-]+){2,}\.(?:m?js|tsx?)\b/;
const LOG_PROBLEM = /ENAMETOOLONG|null bytes|Error:|^\s+at |unhandled|failed/i;

function looksLikeStackTrace(text: string): boolean {
  return STACK_FRAME.test(text) || ERROR_WITH_PATH.test(text);
}

/** Names of this machine (as URL hostnames). */
const LOOPBACK_NAMES = new Set(["127.0.0.1", "localhost", "[::1]"]);

function openRedirect(probe: Probe, answer: Answer): string | undefined {
  const location = answer.headers.location;
  if (!location || answer.status < 300 || answer.status >= 400) return undefined;
  // `/config` sends to the configured outside configuration area on purpose (R6).
  if (/^\/config(?:[/?]|$)/.test(probe.target)) return undefined;
  if (/^\s*(?:\/\/|\/\\|\\)/.test(location)) return location;
  try {
    const target = new URL(location, base);
    // This machine's server under another loopback name (the embedded default public origin is localhost) is the site.
    const loopbackAlias = LOOPBACK_NAMES.has(target.hostname) && LOOPBACK_NAMES.has(base.hostname) && target.port === base.port;
    return target.host !== host && !loopbackAlias ? location : undefined;
  } catch {
    return undefined;
  }
}

async function folderSize(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  const walk = async (folder: string): Promise<void> => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        files += 1;
        try {
          bytes += statSync(full).size;
        } catch {
          // Removed while walking.
        }
      }
    }
  };
  await walk(dir);
  return { bytes, files };
}

function rssBytes(): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const logLength = () => (logFile ? statSync(logFile, { throwIfNoEntry: false })?.size ?? 0 : 0);

async function main() {
  const probes = buildProbes();
  const before = await folderSize(nextDir);
  const rssBefore = rssBytes();
  const logBefore = logLength();
  let rssPeak = rssBefore ?? 0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssBytes() ?? 0)), 250);

  const classes = new Map<string, number>();
  const serverErrors: string[] = [];
  const stackTraces: string[] = [];
  const redirects: string[] = [];
  const noAnswer: string[] = [];
  let slowest = { ms: 0, what: "" };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      const answer = await send(probe);
      const what = `${probe.family}: ${probe.method} ${probe.target.slice(0, 140)}${probe.target.length > 140 ? `… (${probe.target.length} chars)` : ""}`;
      const cls = answer.status === 0 ? "none" : `${Math.floor(answer.status / 100)}xx`;
      classes.set(cls, (classes.get(cls) ?? 0) + 1);
      if (answer.status >= 500) serverErrors.push(`${answer.status} ${what}`);
      if (answer.status === 0) noAnswer.push(`${answer.error ?? "closed"} ${what}`);
      if (looksLikeStackTrace(answer.body)) stackTraces.push(`${answer.status} ${what}: ${(STACK_FRAME.exec(answer.body) ?? ERROR_WITH_PATH.exec(answer.body))?.[0]?.trim().slice(0, 160)}`);
      const redirect = openRedirect(probe, answer);
      if (redirect) redirects.push(`${answer.status} ${what} -> ${redirect}`);
      if (answer.ms > slowest.ms) slowest = { ms: answer.ms, what: `${answer.status} ${what}` };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // Let the server finish writing what the last requests caused (cache files, logs) before measuring.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = await folderSize(nextDir);
  const rssAfter = rssBytes();

  const families = new Set(probes.map((p) => p.family)).size;
  console.log(`fuzz ${base.origin}: ${probes.length} requests, ${families} route families, ${seconds.toFixed(1)} s, concurrency ${concurrency}`);
  console.log(`fuzz status classes: ${[...classes].sort().map(([c, n]) => `${c}=${n}`).join(" ")}`);
  console.log(`fuzz slowest: ${slowest.ms.toFixed(0)} ms ${slowest.what}`);
  console.log(`fuzz ${nextDir}: ${mib(before.bytes)} / ${before.files} files before, ${mib(after.bytes)} / ${after.files} files after (+${mib(after.bytes - before.bytes)}, +${after.files - before.files} files)`);
  if (rssBefore !== undefined) console.log(`fuzz server rss (pid ${pid}): ${mib(rssBefore)} before, ${mib(rssPeak)} peak, ${mib(rssAfter ?? 0)} after`);
  if (logFile) {
    const added = readFileSync(logFile).subarray(logBefore).toString("utf8").split("\n").filter(Boolean);
    const problems = added.filter((line) => LOG_PROBLEM.test(line));
    console.log(`fuzz log ${logFile}: ${added.length} new lines, ${problems.length} look like errors`);
    for (const line of [...new Set(problems.map((l) => l.slice(0, 200)))].slice(0, 20)) console.log(`  log: ${line}`);
  }
  const list = (title: string, items: string[]) => {
    console.log(`fuzz ${title}: ${items.length}`);
    for (const item of items.slice(0, 40)) console.log(`  ${item}`);
    if (items.length > 40) console.log(`  … and ${items.length - 40} more`);
  };
  list("5xx", serverErrors);
  list("stack traces", stackTraces);
  list("open redirects (off-site Location)", redirects);
  list("no answer (connection closed or timed out)", noAnswer);
  const failed = serverErrors.length > 0 || stackTraces.length > 0;
  console.log(`fuzz result: ${failed ? "FAIL" : "PASS"} (${serverErrors.length} × 5xx, ${stackTraces.length} stack traces)`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
