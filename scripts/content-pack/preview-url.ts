// Prints a signed draft-preview URL (C7).
// Usage: PREVIEW_SECRET=... npx tsx scripts/content-pack/preview-url.ts /voltline/en/about [ttlSeconds] [origin]
import { DEFAULT_PREVIEW_TTL_SECONDS, previewQuery, signPreviewPath } from "@/app/api/preview/signature";

const [path = "/", ttl, origin = process.env.NEXT_PUBLIC_SITE_ORIGIN ?? "http://localhost:3000"] = process.argv.slice(2);
const secret = process.env.PREVIEW_SECRET;
if (!secret) {
  console.error("PREVIEW_SECRET is not set");
  process.exit(1);
}
const link = signPreviewPath(path, secret, Date.now(), ttl ? Number(ttl) : DEFAULT_PREVIEW_TTL_SECONDS);
console.log(`${origin.replace(/\/+$/, "")}/api/preview?${previewQuery(link)}`);
