// Every other path under /api/search (S1): Algolia's JSON 404 `{"message","status"}` for any method, so an Algolia client
// pointed at the embedded API reads an API error, never the site's HTML "page not found".
import { pathNotFound } from "@/app/api/search/algolia-http";

export const dynamic = "force-dynamic";

const notFound = async () => pathNotFound();

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
