// Sitemap bench (issue 15 item 2, R17): against a running server, fetches the sitemap index, then every brand x
// locale's sitemap and product sitemaps twice: the first time each is generated (cold), the second it is served from
// the cache (warm). Prints, per brand, the files, URLs and bytes with the cold and warm times, and the totals.
//
//   BENCH_URL   server (default http://127.0.0.1:3000); start it fresh to see cold figures
const base = new URL(process.env.BENCH_URL ?? "http://127.0.0.1:3000");

async function timed(path: string): Promise<{ ms: number; bytes: number; urls: number; body: string }> {
  const started = performance.now();
  const response = await fetch(new URL(path, base));
  const body = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return { ms: performance.now() - started, bytes: Buffer.byteLength(body), urls: body.split("<url>").length - 1, body };
}

const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });

async function main() {
  const index = await timed("/sitemap.xml");
  const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  console.log(`sitemaps ${base.origin}: index ${files.length} files, ${fmt(index.ms)} ms cold`);
  const byBrand = new Map<string, { files: number; urls: number; bytes: number; cold: number; warm: number; slowest: number }>();
  for (const file of files) {
    const brand = file.split("/")[1]!;
    const row = byBrand.get(brand) ?? { files: 0, urls: 0, bytes: 0, cold: 0, warm: 0, slowest: 0 };
    const cold = await timed(file);
    const warm = await timed(file);
    Object.assign(row, { files: row.files + 1, urls: row.urls + cold.urls, bytes: row.bytes + cold.bytes, cold: row.cold + cold.ms, warm: row.warm + warm.ms, slowest: Math.max(row.slowest, cold.ms) });
    byBrand.set(brand, row);
  }
  const total = { files: 0, urls: 0, bytes: 0, cold: 0, warm: 0 };
  for (const [brand, row] of byBrand) {
    console.log(
      `sitemaps ${brand.padEnd(18)} files=${String(row.files).padStart(3)} urls=${fmt(row.urls).padStart(7)} MB=${(row.bytes / 1048576).toFixed(1).padStart(6)} cold=${fmt(row.cold).padStart(6)} ms (slowest file ${fmt(row.slowest)} ms) warm=${fmt(row.warm).padStart(5)} ms`,
    );
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += row[key];
  }
  console.log(`sitemaps all                files=${total.files} urls=${fmt(total.urls)} MB=${(total.bytes / 1048576).toFixed(1)} cold=${fmt(total.cold)} ms warm=${fmt(total.warm)} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
