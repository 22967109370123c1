// Structured data as a JSON-LD script; "<" is escaped so no text can close the script element. Sent once: the copy in
// the document's inlined payload is left out (ADR 78), as static markup's is.
import { KeptMarkup } from "@/platform/html/KeptMarkup";
import { markStaticMarkup } from "@/platform/html/kept-markup";

export function JsonLd({ data }: { data: unknown }) {
  return <KeptMarkup as="script" type="application/ld+json" html={markStaticMarkup(JSON.stringify(data).replace(/</g, "\\u003c"))} />;
}
