// 403 boundary at the app root, above the site's root layout: a client reference in every page's RSC payload instead
// of Next's built-in styled view (ADR 72). The site's own 403 is `[brand]/[locale]/forbidden.tsx`.
import { RootAccessFallback } from "@/platform/errors/RootAccessFallback";

export default function RootForbidden() {
  return <RootAccessFallback status={403} />;
}
