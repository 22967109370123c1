// POST /api/account/addresses/{id}/delete: the signed-in account deletes one of its addresses (A5); another's id is 404.
import { deleteAddressResponse } from "@/features/account/server";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return deleteAddressResponse(request, (await params).id);
}
