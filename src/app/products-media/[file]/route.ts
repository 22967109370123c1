// Product drawings (P5, P9): GET /products-media/{imageId}-{front|side|detail}.png, immutable for a year, read through the
// CatalogSource (the generated catalogue, or the products API's media).
import { getCatalogSource } from "@/features/catalog/server";
import { handleMedia } from "@/features/catalog/server";

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return handleMedia((await params).file, getCatalogSource());
}
