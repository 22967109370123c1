// POST /api/compliance/{form}: a compliance letter (F10-F13) from the page's form, answered with the letter PDF or the
// translated errors. The pipeline lives in the compliance feature; this file only routes to it.
import { letterRequestResponse } from "@/features/compliance/server";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }): Promise<Response> {
  return letterRequestResponse(request, (await params).form);
}
