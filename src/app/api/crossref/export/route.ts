// GET /api/crossref/export (F4): a cross-reference answer as a CSV file (plain or the locale's spreadsheet dialect).
import { crossRefExport } from "@/features/crossref/server";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return crossRefExport(request);
}
