// After `next build`: compile hints and Brotli copies for /_next/static (ADR 23). Part of `npm run build`.
import path from "node:path";
import { optimizeStaticAssets, STATIC_DIR } from "@/platform/server/static-assets";

async function main() {
  const started = performance.now();
  const result = await optimizeStaticAssets(path.resolve(STATIC_DIR));
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `static assets: ${result.hinted} chunks hinted, ${result.compressed} Brotli copies (${kb(result.bytes)} -> ${kb(result.brotliBytes)}) in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
