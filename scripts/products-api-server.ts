// A standalone products API (spec §7 plus this site's own paths, ADR 48) serving the generated catalogue: the second
// process a site with CATALOG_SOURCE=products-api can be pointed at (the catalogue journey, local trials).
// Run: PORT=3441 CATALOG_DIR=generated/catalog npm run -s products-api
import { createServer } from "node:http";
import {
  handleAttributes, handleCategoryProductIds, handleCategoryTree, handleDocument, handleMedia, handleProductsByIds, handlePrograms,
} from "../src/features/catalog/server/products-api-handlers";

type Handler = (request: Request, groups: Record<string, string>) => Promise<Response>;

const PREFIX = "/products-api-proxy/rest/v1";
const ROUTES: [RegExp, Handler][] = [
  [/^\/categories\/(?<brand>[^/]+)\/tree$/, (request, { brand }) => handleCategoryTree(request, brand!)],
  [/^\/categories\/(?<brand>[^/]+)\/product-ids$/, (request, { brand }) => handleCategoryProductIds(request, brand!)],
  [/^\/products\/(?<brand>[^/]+)$/, (request, { brand }) => handleProductsByIds(request, brand!)],
  [/^\/programs\/(?<brand>[^/]+)$/, (request, { brand }) => handlePrograms(request, brand!)],
  [/^\/attributes$/, (request) => handleAttributes(request)],
  [/^\/documents\/(?<brand>[^/]+)\/(?<id>[^/]+)$/, (request, { brand, id }) => handleDocument(request, brand!, id!)],
  [/^\/media\/(?<file>[^/]+)$/, (_request, { file }) => handleMedia(file!)],
];

/** The handler of a request path, with its decoded parameters; undefined for any other path. */
export function route(pathname: string): { handler: Handler; groups: Record<string, string> } | undefined {
  if (!pathname.startsWith(`${PREFIX}/`)) return undefined;
  const rest = pathname.slice(PREFIX.length);
  for (const [pattern, handler] of ROUTES) {
    const match = pattern.exec(rest);
    if (!match) continue;
    try {
      return { handler, groups: Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])) };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const port = Number(process.env.PORT ?? 3441);
const host = process.env.HOST ?? "127.0.0.1";

/** API requests answered, by path kind (`/health` shows them: the catalogue journey checks the site really called). */
const answered: Record<string, number> = {};

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", `http://${host}:${port}`);
    if (url.pathname === "/health") return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ answered }));
    const found = req.method === "GET" ? route(url.pathname) : undefined;
    if (!found) return void res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "Not found" }));
    const headers = Object.fromEntries(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
    const response = await found.handler(new Request(url, { headers }), found.groups);
    const kind = url.pathname.slice(PREFIX.length + 1).split("/")[0] ?? "";
    answered[kind] = (answered[kind] ?? 0) + 1;
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: "Internal error" }));
  }
});

// The catalogue is parsed before the first answer: a cold first request takes seconds, past the site's last-good deadline.
async function warmUp() {
  for (const language of ["en-US", "fr-CA", "es-MX"]) {
    const headers = { "accept-language": language };
    await handleAttributes(new Request(`http://${host}/`, { headers }));
    await handleCategoryTree(new Request(`http://${host}/`, { headers }), "voltline");
    await handleProductsByIds(new Request(`http://${host}/?ids=1000001`, { headers }), "voltline");
  }
}

void warmUp().then(() =>
  server.listen(port, host, () => console.log(`products API on http://${host}:${port}${PREFIX}/ (catalogue ${process.env.CATALOG_DIR ?? "generated/catalog"})`)),
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
