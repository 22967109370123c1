// Product documents as PDFs (P5): GET /{brand}/{locale}/documents/{id}.pdf, what the local catalogue's links point at.
import { productDocumentResponse } from "@/features/catalog/server";

// Answered per request: the response depends on If-None-Match.
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ brand: string; locale: string; file: string }> }): Promise<Response> {
  return productDocumentResponse(request, await params);
}
