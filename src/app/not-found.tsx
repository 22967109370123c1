// 404 boundary at the app root, above the site's root layout: a client reference in every page's RSC payload instead
// of Next's built-in styled view, 1.2 KiB of every page's HTML (ADR 72 second amendment). The site's 404s are
// `[brand]/[locale]/not-found.tsx` (inside the layout, translated), `global-not-found.tsx` (no route matches) and the
// server's unknown-brand page; this one is reached only if the root layout itself calls `notFound()`.
import { RootAccessFallback } from "@/platform/errors/RootAccessFallback";

export default function RootNotFound() {
  return <RootAccessFallback status={404} />;
}
