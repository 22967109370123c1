// The address autocomplete's endpoints (A5) over the maps port: GET /api/maps/autocomplete?q=&locale= and
// GET /api/maps/places/{id}?locale=, answered by the embedded gazetteer, with subdivision and country names in the
// page's language from the forms' address lists. Not personal: cacheable by the browser. Any input is a 200 with
// suggestions (none for nonsense) or a 404 for an unknown place, never a 5xx.
import "server-only";
import { isLocale, type Locale } from "@/config/locales";
import { ADDRESS_PLACE_NAMES } from "@/features/forms";
import { logger } from "@/platform/logging/logger";
import { MAX_PLACE_QUERY, placesService } from "@/platform/maps";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

const CACHEABLE = { "cache-control": CACHE_CONTROL.hour } as const;

function localeOf(url: URL): Locale {
  const locale = url.searchParams.get("locale");
  return isLocale(locale) ? locale : "en";
}

export async function placesAutocompleteResponse(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, MAX_PLACE_QUERY);
  try {
    const suggestions = await placesService(ADDRESS_PLACE_NAMES).autocomplete(query, { locale: localeOf(url) });
    return Response.json({ suggestions }, { headers: CACHEABLE });
  } catch (error) {
    logger.error({ err: error }, "maps: the gazetteer is unavailable");
    return Response.json({ suggestions: [], message: "Address suggestions are unavailable" }, { status: 503, headers: { "cache-control": CACHE_CONTROL.noStore } });
  }
}

/** A path segment as sent (`city%3A123`) or already decoded (`city:123`); malformed escapes stay as they are. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function placeResponse(request: Request, segment: string): Promise<Response> {
  const url = new URL(request.url);
  const id = decodedSegment(segment);
  try {
    const place = id.length <= 40 ? await placesService(ADDRESS_PLACE_NAMES).place(id, { locale: localeOf(url) }) : undefined;
    if (!place) return Response.json({ message: "Place not found" }, { status: 404, headers: CACHEABLE });
    return Response.json(place, { headers: CACHEABLE });
  } catch (error) {
    logger.error({ err: error }, "maps: the gazetteer is unavailable");
    return Response.json({ message: "Address suggestions are unavailable" }, { status: 503, headers: { "cache-control": CACHE_CONTROL.noStore } });
  }
}
