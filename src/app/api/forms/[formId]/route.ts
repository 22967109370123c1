// POST /api/forms/{formId}: every form's submissions, from fetch/JSON clients and from browsers without JavaScript
// (issue 13, ADR 33). The pipeline lives in the forms feature; this file only routes to it.
import { acceptSubmission } from "@/features/forms/server";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ formId: string }> }): Promise<Response> {
  return acceptSubmission(request, (await params).formId);
}
