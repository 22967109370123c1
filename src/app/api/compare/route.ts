// The compare page's products (P6): GET /api/compare?brand=&locale=&ids=.
import { handleCompareRequest } from "@/features/compare/server";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  return handleCompareRequest(request);
}
