// The product picker of the quote and warranty forms (F2, F3): GET /api/forms/products?brand=&locale=&q=.
import { handlePickerRequest } from "@/features/forms/server";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  return handlePickerRequest(request);
}
