// IP look-up port (X10, issue 16): a default location for a visitor from their address, so Where to Buy can start near
// them. Adapters: `embedded` (default: answers "unknown", and the page asks for a location) and `http` (IP_LOOKUP_URL:
// a configured look-up service, asked with a short timeout; any failure, slowness or odd answer is "unknown").
import { isIP } from "node:net";
import { BlockList } from "node:net";

export type IpLocation =
  | { status: "unknown" }
  | {
      status: "known";
      lat: number;
      lng: number;
      city?: string;
      /** ISO 3166-2 subdivision code without the country when the service gives one. */
      region?: string;
      /** ISO 3166-1 alpha-2. */
      country?: string;
    };

export interface IpLocator {
  locate(address: string): Promise<IpLocation>;
}

export const IP_LOOKUP_ENV = [
  { name: "IP_LOOKUP_URL", default: "(unset)", description: "IP look-up service (X10): `{ip}` in the URL is replaced by the visitor's address; unset: the embedded default answers unknown" },
  { name: "IP_LOOKUP_TIMEOUT_MS", default: "400", description: "longest wait for the IP look-up service" },
] as const;

const UNKNOWN: IpLocation = { status: "unknown" };

export const embeddedIpLocator: IpLocator = { locate: async () => UNKNOWN };

/** Addresses no service can place: unspecified, loopback, private, link-local, carrier-grade NAT and unique-local. */
const NOT_PUBLIC = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12], ["192.168.0.0", 16]] as const) list.addSubnet(network, prefix, "ipv4");
  for (const [network, prefix] of [["::", 127], ["fc00::", 7], ["fe80::", 10]] as const) list.addSubnet(network, prefix, "ipv6");
  return list;
})();

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

const finite = (value: unknown, max: number): number | undefined => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && Math.abs(number) <= max ? number : undefined;
};
const shortText = (value: unknown, pattern: RegExp): string | undefined => (typeof value === "string" && pattern.test(value) ? value : undefined);

/**
 * A look-up service's JSON answer as an IpLocation. Reads the usual field names of such services: `latitude`/`lat`,
 * `longitude`/`lon`/`lng`, `city`, `region_code`, `country_code`/`countryCode`; anything else is "unknown". Pure.
 */
export function ipLocationOf(answer: unknown): IpLocation {
  if (typeof answer !== "object" || answer === null) return UNKNOWN;
  const data = answer as Record<string, unknown>;
  const lat = finite(data.latitude ?? data.lat, 90);
  const lng = finite(data.longitude ?? data.lon ?? data.lng, 180);
  if (lat === undefined || lng === undefined || (lat === 0 && lng === 0)) return UNKNOWN;
  const city = shortText(data.city, /^[^<>\u0000-\u001f]{1,80}$/);
  const region = shortText(data.region_code ?? data.regionCode, /^[A-Z0-9]{1,3}$/);
  const country = shortText(data.country_code ?? data.countryCode, /^[A-Z]{2}$/);
  return { status: "known", lat, lng, ...(city ? { city } : {}), ...(region ? { region } : {}), ...(country ? { country } : {}) };
}

export interface HttpIpLocatorOptions {
  /** With `{ip}` where the address goes (e.g. `https://geo.example/v1/{ip}`). */
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  onError?: (error: unknown) => void;
}

export function httpIpLocator({ url, timeoutMs, fetch: fetcher = (...args) => fetch(...args), onError }: HttpIpLocatorOptions): IpLocator {
  return {
    async locate(address) {
      if (!isPublicAddress(address)) return UNKNOWN;
      try {
        const response = await fetcher(url.replaceAll("{ip}", encodeURIComponent(address)), { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
        if (!response.ok) {
          onError?.(new Error(`IP look-up answered ${response.status}`));
          return UNKNOWN;
        }
        const text = await response.text();
        if (text.length > 16_384) return UNKNOWN;
        return ipLocationOf(JSON.parse(text));
      } catch (error) {
        onError?.(error);
        return UNKNOWN;
      }
    },
  };
}

/** The configured IpLocator; a bad configuration is a start-up error. */
export function ipLocatorFromEnv(env: Record<string, string | undefined> = process.env, onError?: (error: unknown) => void): IpLocator {
  const url = env.IP_LOOKUP_URL?.trim();
  if (!url) return embeddedIpLocator;
  let parsed: URL;
  try {
    parsed = new URL(url.replaceAll("{ip}", "192.0.2.1"));
  } catch {
    throw new Error("IP_LOOKUP_URL must be an absolute http(s) URL");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error("IP_LOOKUP_URL must be an absolute http(s) URL");
  const rawTimeout = env.IP_LOOKUP_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : 400;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 50 || timeoutMs > 10_000) throw new Error("IP_LOOKUP_TIMEOUT_MS must be a whole number of milliseconds from 50 to 10000");
  return httpIpLocator({ url, timeoutMs, onError });
}
