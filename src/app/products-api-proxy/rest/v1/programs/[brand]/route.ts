// GET programs of a brand (P7), in the locale of Accept-Language.
import { handlePrograms } from "@/features/catalog/server";

export async function GET(request: Request, { params }: { params: Promise<{ brand: string }> }) {
  return handlePrograms(request, (await params).brand);
}
