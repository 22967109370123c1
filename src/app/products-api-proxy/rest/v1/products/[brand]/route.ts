// GET products of a brand by PIM ids (R10): `?ids=1000001,1000002`, or by catalogue numbers (F2, F3): `?catalogNumbers=DR101-IV,GF15-WH`, in the locale of Accept-Language.
import { handleProductsByIds } from "@/features/catalog/server";

export async function GET(request: Request, { params }: { params: Promise<{ brand: string }> }) {
  return handleProductsByIds(request, (await params).brand);
}
