// GET a product document with its family's products the brand sells (P5), in the locale of Accept-Language.
import { handleDocument } from "@/features/catalog/server";

export async function GET(request: Request, { params }: { params: Promise<{ brand: string; id: string }> }) {
  const { brand, id } = await params;
  return handleDocument(request, brand, id);
}
