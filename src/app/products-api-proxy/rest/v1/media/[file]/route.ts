// GET a product drawing raster (P9): `{imageId}-{front|side|detail}.png|webp`, immutable.
import { handleMedia } from "@/features/catalog/server";

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return handleMedia((await params).file);
}
