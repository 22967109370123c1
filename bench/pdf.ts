// PDF writer benchmark (P5 product documents, issue 17): renders spec sheets from the generated catalogue and prints,
// per document, its size in bytes and its render time (p50/p95/max over the runs, after a warm-up), and the time of the
// first document (a cold start: fonts loaded). A spec sheet's size and time are the figures ADR 55 compares.
// Run: npm run bench:pdf   (CATALOG_DIR overrides generated/catalog; BENCH_PDF_RUNS the runs per document, default 30)
import { performance } from "node:perf_hooks";

// The catalogue modules are server-only: `npm run bench:pdf` preloads the stub that stands for `server-only` outside Next.
const RUNS = Math.max(1, Math.min(1000, Number(process.env.BENCH_PDF_RUNS) || 30));

async function main() {
  const path = await import("node:path");
  const { loadCatalog } = await import("@/features/catalog/server/local-catalog");
  const { findFamilyDocument } = await import("@/features/catalog/server/local-documents");
  const { brandAssortment } = await import("@/features/catalog/__fixtures__/brand-assortments");
  const { productDocumentPdf } = await import("@/features/catalog/documents/document-pdf");
  const { loadSourceMessages } = await import("@/platform/i18n/messages");
  const { createTranslator } = await import("next-intl");
  const { localeIso } = await import("@/config/locales");
  type DocumentMessages = Parameters<typeof productDocumentPdf>[1];
  // The source messages, formatted by next-intl's full formatter: the site's precompiled ones need its build alias.
  const documentMessages = (locale: (typeof LOCALES)[number]) =>
    createTranslator({ locale: localeIso(locale), messages: loadSourceMessages(locale), namespace: "documents" }) as unknown as DocumentMessages;
  const { LOCALES } = await import("@/config/locales");

  const catalog = loadCatalog(process.env.CATALOG_DIR ?? path.resolve("generated/catalog"));
  const assortment = brandAssortment("voltline")!;
  const familySize = (index: number) => catalog.products.filter((p) => p.family === index).length;
  // A typical family (the one the fuzz bench asks for) and the catalogue's largest one the brand sells.
  const largest = catalog.families
    .map((family, index) => ({ family, index, size: familySize(index) }))
    .filter(({ family }) => family.documents.some((d) => d.id.startsWith("DOC-SS-")))
    .sort((a, b) => b.size - a.size)
    .find(({ family }) => findFamilyDocument(catalog, `DOC-SS-${family.id}`, "voltline", assortment, "en"));
  const ids = ["DOC-SS-F00172", ...(largest ? [`DOC-SS-${largest.family.id}`] : [])];

  const started = performance.now();
  let cold: number | undefined;
  console.log(`pdf bench: ${RUNS} runs per document after one warm-up`);
  console.log("document               locale  products  pages?  bytes     p50 ms  p95 ms  max ms");
  for (const id of ids) {
    for (const locale of LOCALES) {
      const found = findFamilyDocument(catalog, id, "voltline", assortment, locale);
      if (!found) continue;
      const input = { ...found, brand: { name: "Voltline", colour: "#0a3d91" }, locale };
      const t = documentMessages(locale);
      const first = performance.now();
      const bytes = await productDocumentPdf(input, t);
      cold ??= performance.now() - first;
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        await productDocumentPdf(input, t);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
      const pages = (Buffer.from(bytes).toString("latin1").match(/\/Type\s*\/Page\b/g) ?? []).length;
      console.log(
        `${id.padEnd(22)} ${locale.padEnd(7)} ${String(found.products.length).padStart(8)}  ${String(pages).padStart(6)}  ${String(bytes.length).padEnd(8)}  ${at(0.5).padStart(6)}  ${at(0.95).padStart(6)}  ${times.at(-1)!.toFixed(1).padStart(6)}`,
      );
    }
  }
  console.log(`first document (cold): ${cold?.toFixed(1)} ms; total ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
