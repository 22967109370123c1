// GET /api/submittal/{id}?brand=: the package of a build with failures, for the browser that built it (F15).
import { submittalDownloadResponse } from "@/features/submittal/server";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return submittalDownloadResponse(request, (await params).id);
}
