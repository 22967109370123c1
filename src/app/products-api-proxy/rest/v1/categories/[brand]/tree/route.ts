// GET category tree of a brand (spec §7, P1), in the locale of Accept-Language.
import { handleCategoryTree } from "@/features/catalog/server";

export async function GET(request: Request, { params }: { params: Promise<{ brand: string }> }) {
  return handleCategoryTree(request, (await params).brand);
}
