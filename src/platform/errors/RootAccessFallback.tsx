"use client";
// The app root's 404 / 403 / 401 boundaries (ADR 72 and its second amendment). Next puts a boundary for each above the site's root layout
// (`[brand]/[locale]/layout.tsx`) and, with `authInterrupts`, serializes its fallback into the RSC payload of every page
// whether or not it is ever shown: Next's built-in ones are styled elements, about 1 KB each in every page's HTML. A
// client component is a reference of a few bytes. The site's pages refuse with their own boundaries
// (`[brand]/[locale]/forbidden.tsx`, inside the layout, translated); these are reached only if the root layout itself
// refused, which it does not, so they stay plain: the status and its standard English phrase. The 404 one is met only
// if the root layout calls `notFound()` for a brand or locale the server's guard let through (it answers unknown brands
// and redirects unknown locales before Next renders); its phrase is Next's built-in view's.
const PHRASES = { 401: "Unauthorized", 403: "Forbidden", 404: "This page could not be found." } as const;

export function RootAccessFallback({ status }: { status: keyof typeof PHRASES }) {
  return (
    <>
      <title>{`${status}: ${PHRASES[status]}`}</title>
      <main id="main">
        <h1>{`${status}: ${PHRASES[status]}`}</h1>
      </main>
    </>
  );
}
