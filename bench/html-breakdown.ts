// Where a page's HTML bytes go (issue 15 §1, ADR 72): the visible markup per region and the inline RSC flight data
// (`self.__next_f.push` scripts) attributed to the server element or client component it describes.
//
//   npx tsx bench/html-breakdown.ts http://127.0.0.1:3000/voltline/en/products/p/1005961 [--json]
//
// Markup regions: <head>, the consent mount, <header> (its megamenu panels, switchers and search apart), the
// breadcrumbs, each <section>/<aside> of <main> named by its id, the JSON-LD, <footer>, the flight scripts, other
// scripts. Flight data: each row of the decoded stream, the model rows walked element by element; a row's bytes go to
// the innermost region it describes (a client component by its export name, a host element by its id, aria-label or
// class), so "Header>SiteNavigation" is the props given to the navigation island.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const url = process.argv[2] ?? "";
if (!url) {
  console.error("usage: tsx bench/html-breakdown.ts <url | file> [--json] [--deep]");
  process.exit(2);
}

const kb = (n: number) => (n / 1024).toFixed(1);

function regionsOf(html: string): Map<string, number> {
  const out = new Map<string, number>();
  const add = (name: string, bytes: number) => out.set(name, (out.get(name) ?? 0) + bytes);
  const flight = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)];
  add("flight scripts (self.__next_f.push)", flight.reduce((n, m) => n + Buffer.byteLength(m[0]), 0));
  let rest = html.replace(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g, "");
  const jsonLd = [...rest.matchAll(/<script type="application\/ld\+json"[\s\S]*?<\/script>/g)];
  add("JSON-LD", jsonLd.reduce((n, m) => n + Buffer.byteLength(m[0]), 0));
  rest = rest.replace(/<script type="application\/ld\+json"[\s\S]*?<\/script>/g, "");
  const head = /<head>[\s\S]*?<\/head>/.exec(rest)?.[0] ?? "";
  add("<head>", Buffer.byteLength(head));
  rest = rest.replace(head, "");
  const take = (name: string, re: RegExp) => {
    const found = re.exec(rest)?.[0];
    if (found) {
      add(name, Buffer.byteLength(found));
      rest = rest.replace(found, "");
    }
  };
  take("header: search box", /<form[^>]*role="search"[\s\S]*?<\/form>/);
  take("header: site navigation", /<nav[^>]*id="site-nav"[\s\S]*?<\/nav>|<nav[^>]*class="[^"]*siteNav[\s\S]*?<\/nav>/);
  take("header: brand switcher", /<details[^>]*brandSwitcher[\s\S]*?<\/details>/);
  take("header: rest (top links, switchers, logo)", /<header[\s\S]*?<\/header>/);
  take("footer", /<footer[\s\S]*?<\/footer>/);
  take("breadcrumbs", /<nav[^>]*class="[^"]*[Bb]readcrumb[\s\S]*?<\/nav>/);
  // <main>'s sections by their labelling id (nested ones are counted in their own entry first).
  for (;;) {
    const m = /<(section|aside)[^>]*aria-label(?:ledby)?="([^"]+)"[^>]*>(?:(?!<(?:section|aside)[\s>])[\s\S])*?<\/\1>/.exec(rest);
    if (!m) break;
    add(`main: ${m[1]} ${m[2]}`, Buffer.byteLength(m[0]));
    rest = rest.replace(m[0], "");
  }
  const scripts = [...rest.matchAll(/<script[\s\S]*?<\/script>/g)];
  add("other scripts", scripts.reduce((n, m) => n + Buffer.byteLength(m[0]), 0));
  rest = rest.replace(/<script[\s\S]*?<\/script>/g, "");
  add("main: rest (article header, gallery, dl, wrappers)", Buffer.byteLength(/<main[\s\S]*?<\/main>/.exec(rest)?.[0] ?? ""));
  rest = rest.replace(/<main[\s\S]*?<\/main>/, "");
  add("everything else (html/body, consent mount, hidden templates)", Buffer.byteLength(rest));
  return out;
}

/** The decoded flight stream of the page: the strings given to `self.__next_f.push([1, "..."])`, in order. */
function flightOf(html: string): string {
  let out = "";
  for (const m of html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    const chunk = JSON.parse(m[1]!) as [number, string?];
    if (chunk[0] === 1 && typeof chunk[1] === "string") out += chunk[1];
  }
  return out;
}

interface Row {
  id: string;
  tag: string;
  body: string;
  bytes: number;
}

/** Rows `id:TAG?body\n`, with text rows `id:T<hex length>,<text>` whose text may hold newlines. */
function rowsOf(stream: string): Row[] {
  const rows: Row[] = [];
  let i = 0;
  while (i < stream.length) {
    const colon = stream.indexOf(":", i);
    if (colon < 0) break;
    const id = stream.slice(i, colon);
    const text = /^T([0-9a-f]+),/.exec(stream.slice(colon + 1, colon + 20));
    if (text) {
      const start = colon + 1 + text[0].length;
      // The length is in UTF-8 bytes.
      const bytes = parseInt(text[1]!, 16);
      let end = start;
      let seen = 0;
      while (seen < bytes && end < stream.length) seen += Buffer.byteLength(stream[end++]!);
      rows.push({ id, tag: "T", body: stream.slice(start, end), bytes: Buffer.byteLength(stream.slice(i, end)) });
      i = end;
      continue;
    }
    const newline = stream.indexOf("\n", colon);
    const end = newline < 0 ? stream.length : newline;
    const raw = stream.slice(colon + 1, end);
    const tag = /^[A-Z]+/.exec(raw)?.[0] ?? "";
    rows.push({ id, tag, body: raw.slice(tag.length), bytes: Buffer.byteLength(stream.slice(i, end + 1)) });
    i = end + 1;
  }
  return rows;
}

function attributeFlight(stream: string): { byRegion: Map<string, number>; byKind: Map<string, number> } {
  const rows = rowsOf(stream);
  const clients = new Map<string, string>();
  for (const row of rows) {
    if (row.tag !== "I") continue;
    const ref = JSON.parse(row.body) as [string, string[], string?];
    clients.set(row.id, ref[2] && ref[2] !== "default" ? ref[2] : String(ref[0]));
  }
  const byRegion = new Map<string, number>();
  const byKind = new Map<string, number>();
  const add = (map: Map<string, number>, name: string, bytes: number) => map.set(name, (map.get(name) ?? 0) + bytes);
  const rowRegion = new Map<string, string>();

  const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? "");
  const nameOf = (type: string, props: Record<string, unknown>): string | undefined => {
    if (type.startsWith("$L")) return clients.get(type.slice(2)) ?? type;
    if (["header", "footer", "main", "head", "article"].includes(type)) return type;
    const label = (props.id ?? props["aria-labelledby"] ?? props["aria-label"]) as string | undefined;
    if ((type === "section" || type === "aside" || type === "nav") && label) return `${type}#${label}`;
    if (type === "script" && props.type === "application/ld+json") return "JSON-LD";
    return undefined;
  };
  // Each value's own bytes go to `region`; an element that names a region hands its props to that region.
  const walk = (value: unknown, region: string): number => {
    if (typeof value === "string") {
      const ref = /^\$L?([0-9a-f]+)$/.exec(value);
      if (ref && !rowRegion.has(ref[1]!)) rowRegion.set(ref[1]!, region);
      return 0;
    }
    if (Array.isArray(value)) {
      if (value[0] === "$" && typeof value[1] === "string") {
        const props = (value[3] ?? {}) as Record<string, unknown>;
        const name = nameOf(value[1], props);
        const inner = name ? `${region}>${name}` : region;
        const total = size(value);
        let children = 0;
        for (const [key, prop] of Object.entries(props)) {
          if (key === "children") children += walk(prop, inner);
          else if (value[1].startsWith("$L")) {
            // A client component's props, apart from its children, are what it is given.
            add(byRegion, `${inner} (props)`, size(prop));
            children += size(prop);
            walk(prop, `${inner}.${key}`);
          }
        }
        add(byRegion, inner, total - children);
        return total;
      }
      let n = 0;
      for (const item of value) n += walk(item, region);
      return n;
    }
    if (value && typeof value === "object") {
      let n = 0;
      for (const item of Object.values(value)) n += walk(item, region);
      return n;
    }
    return 0;
  };

  for (const row of rows) {
    const kind = row.tag === "I" ? "client references (I)" : row.tag === "HL" ? "hints (HL)" : row.tag === "T" ? "text rows (T)" : row.tag ? `rows ${row.tag}` : "model rows";
    add(byKind, kind, row.bytes);
    if (row.tag) {
      if (row.tag === "T") add(byRegion, `${rowRegion.get(row.id) ?? "?"} (text row)`, row.bytes);
      continue;
    }
    let model: unknown;
    try {
      model = JSON.parse(row.body);
    } catch {
      add(byRegion, "unparsed", row.bytes);
      continue;
    }
    const before = [...byRegion.values()].reduce((a, b) => a + b, 0);
    walk(model, rowRegion.get(row.id) ?? `row ${row.id}`);
    const after = [...byRegion.values()].reduce((a, b) => a + b, 0);
    // The row's framing and whatever was not an element (plain objects, strings at the top).
    add(byRegion, `${rowRegion.get(row.id) ?? `row ${row.id}`} (row rest)`, Math.max(0, row.bytes - (after - before)));
  }
  return { byRegion, byKind };
}

async function main(): Promise<void> {
  // A URL, or a file (a prerendered page of .next/server/app).
  const response = /^https?:/.test(url) ? await fetch(url, { headers: { "accept-encoding": "identity", accept: "text/html" } }) : undefined;
  const html: string = response ? await response.text() : readFileSync(url, "utf8");
  const gzip = gzipSync(html).length;
  const raw = Buffer.byteLength(html);
  console.log(`${url}: ${response?.status ?? "file"}, ${kb(raw)} KiB raw, ${kb(gzip)} KiB gzip`);
  console.log("\nHTML by region (KiB):");
  for (const [name, bytes] of [...regionsOf(html)].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(bytes).padStart(6)}  ${name}`);
  const stream = flightOf(html);
  const { byRegion, byKind } = attributeFlight(stream);
  console.log(`\nFlight data, decoded: ${kb(Buffer.byteLength(stream))} KiB; by row kind:`);
  for (const [name, bytes] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(bytes).padStart(6)}  ${name}`);
  // Fold the long element paths into their region (the first two named levels under the layout).
  const folded = new Map<string, number>();
  for (const [name, bytes] of byRegion) {
    const key = name
      .replace(/^row [0-9a-f]+/, "(page row)")
      .split(">")
      .slice(0, process.argv.includes("--deep") ? 8 : 4)
      .join(">");
    folded.set(key, (folded.get(key) ?? 0) + bytes);
  }
  console.log("\nFlight data by region (KiB, >= 0.3):");
  for (const [name, bytes] of [...folded].sort((a, b) => b[1] - a[1])) if (bytes >= 300) console.log(`  ${kb(bytes).padStart(6)}  ${name}`);
  if (process.argv.includes("--json")) console.log(JSON.stringify({ raw, gzip, regions: Object.fromEntries(regionsOf(html)), flight: Object.fromEntries(folded) }));
}

void main();
