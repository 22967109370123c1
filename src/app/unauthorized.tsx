// 401 boundary at the app root, above the site's root layout: a client reference in every page's RSC payload instead
// of Next's built-in styled view (ADR 72). No page of the site answers 401 through `unauthorized()`.
import { RootAccessFallback } from "@/platform/errors/RootAccessFallback";

export default function RootUnauthorized() {
  return <RootAccessFallback status={401} />;
}
