// GET /api/locator/ip-location (X10): where the visitor's address places them, for Where to Buy's default location.
// Embedded default: {"status":"unknown"} and the page asks. Personal: never cached. Never a 5xx.
import "server-only";
import { forwardedClientAddress, trustedProxies } from "@/platform/http/trusted-proxy";
import { ipLocatorFromEnv, type IpLocator } from "@/platform/ip-location";
import { logger } from "@/platform/logging/logger";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

let locator: IpLocator | undefined;

export async function ipLocationResponse(request: Request, ipLocator: IpLocator = (locator ??= ipLocatorFromEnv(process.env, (error) => logger.warn({ err: error }, "IP look-up failed")))): Promise<Response> {
  const address = forwardedClientAddress(trustedProxies(), request.headers.get("x-forwarded-for"));
  const location = await ipLocator.locate(address).catch(() => ({ status: "unknown" as const }));
  const body =
    location.status === "known"
      ? { status: "known", lat: Math.round(location.lat * 1e3) / 1e3, lng: Math.round(location.lng * 1e3) / 1e3, label: [location.city, location.region].filter(Boolean).join(", ") }
      : { status: "unknown" };
  return Response.json(body, { headers: { "cache-control": CACHE_CONTROL.privateNoStore } });
}
