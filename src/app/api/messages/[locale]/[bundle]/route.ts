// An island's messages, loaded with its code (ADR 77 option B): GET /api/messages/{locale}/{bundle}.
import { onDemandMessagesResponse } from "@/platform/i18n/on-demand-messages";

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; bundle: string }> }): Promise<Response> {
  const { locale, bundle } = await params;
  return onDemandMessagesResponse(locale, bundle);
}
