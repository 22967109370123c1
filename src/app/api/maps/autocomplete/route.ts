// GET /api/maps/autocomplete?q=&locale=: address suggestions of the embedded Places adapter (A5, maps port).
import { placesAutocompleteResponse } from "@/features/account/server";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return placesAutocompleteResponse(request);
}
