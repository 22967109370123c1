// Where the visitor's address places them (X10, issue 16): Where to Buy's default location.
import { ipLocationResponse } from "@/features/locator/server";

export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return ipLocationResponse(request);
}
