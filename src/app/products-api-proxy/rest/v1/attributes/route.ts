// GET the catalogue's attribute definitions (P4, S1), in the locale of Accept-Language.
import { handleAttributes } from "@/features/catalog/server";

export async function GET(request: Request) {
  return handleAttributes(request);
}
