// GET the product pages of a brand (R17 sitemaps): id, slug in the locale of Accept-Language, last change; paged.
import { handleProductPages } from "@/features/catalog/server";

export async function GET(request: Request, { params }: { params: Promise<{ brand: string }> }) {
  return handleProductPages(request, (await params).brand);
}
