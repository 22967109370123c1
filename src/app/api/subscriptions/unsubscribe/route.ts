// POST /api/subscriptions/unsubscribe (F9): the unsubscribe page's button. The pipeline lives in the forms feature.
import { unsubscribeResponse } from "@/features/forms/server";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return unsubscribeResponse(request);
}
