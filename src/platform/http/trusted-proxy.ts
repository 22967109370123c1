// Who may speak for the client (X-Forwarded-For, -Host, -Proto, Forwarded): only a reverse proxy named by TRUST_PROXY,
// never a visitor, who could otherwise choose the address the limits count, the host of a Location or a cookie's Secure.
import { BlockList, isIP } from "node:net";

/** The forwarding headers a trusted proxy sets and anyone else could forge. */
export const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip"] as const;

/**
 * TRUST_PROXY, parsed: none (the default), a number of proxy hops in front of the server (every peer is such a proxy),
 * or the proxies' own addresses and networks (a peer elsewhere is a client speaking for itself).
 */
export type TrustedProxies = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "list"; list: BlockList };

const NONE: TrustedProxies = { kind: "none" };
const MAX_HOPS = 10;

/** `::ffff:127.0.0.1` is the IPv4 client 127.0.0.1 on a dual-stack socket. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

function addEntry(list: BlockList, entry: string): void {
  if (entry === "loopback") {
    list.addSubnet("127.0.0.0", 8, "ipv4");
    list.addAddress("::1", "ipv6");
    return;
  }
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR network or "loopback"`);
  const type = family === 4 ? "ipv4" : "ipv6";
  if (prefix === undefined) return list.addAddress(address, type);
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) throw new Error(`TRUST_PROXY: "${entry}" has an invalid prefix length`);
  list.addSubnet(address, bits, type);
}

/**
 * Reads TRUST_PROXY: unset, empty, `0` or `false`: no proxy is trusted; `true` or a number N: the server sits behind N
 * proxies; otherwise a comma-separated list of the proxies' addresses or CIDR networks (`loopback` for 127.0.0.0/8 and
 * ::1). Throws on anything else, so a typo fails at start instead of trusting nobody (or everybody) silently.
 */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "0" || text === "false") return NONE;
  if (text === "true") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY: ${hops} proxy hops is more than ${MAX_HOPS}; list the proxies' addresses instead`);
    return { kind: "hops", hops };
  }
  const list = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim()).filter(Boolean)) addEntry(list, entry);
  return { kind: "list", list };
}

let memoValue: string | undefined;
let memo: TrustedProxies = NONE;

/** The trusted proxies of this deployment (TRUST_PROXY), parsed once per value. */
export function trustedProxies(env: Record<string, string | undefined> = process.env): TrustedProxies {
  const value = env.TRUST_PROXY ?? "";
  if (value !== memoValue) {
    memo = parseTrustProxy(value);
    memoValue = value;
  }
  return memo;
}

export function isTrustedProxy(proxies: TrustedProxies, address: string | undefined): boolean {
  if (proxies.kind === "none" || !address) return false;
  if (proxies.kind === "hops") return true;
  const normalized = normalizeAddress(address);
  const family = isIP(normalized);
  return family !== 0 && proxies.list.check(normalized, family === 4 ? "ipv4" : "ipv6");
}

/** The first value of a comma-separated header (`X-Forwarded-Proto: https, http` -> `https`). */
function firstValue(header: string | string[] | undefined | null): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim() || undefined;
}

/**
 * The client's address: the socket's peer, or, when the peer is a trusted proxy, the address that proxy chain saw:
 * X-Forwarded-For read from the right (each proxy appends the address it was reached from), skipping the trusted
 * hops. The left-most entries are whatever the client wrote, so they are never taken while a nearer one is known.
 */
export function clientAddress(proxies: TrustedProxies, peer: string | undefined, forwardedFor: string | string[] | undefined | null): string {
  const socket = normalizeAddress(peer ?? "");
  if (!isTrustedProxy(proxies, socket)) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [
    ...header
      .split(",")
      .map((entry) => normalizeAddress(entry))
      .filter(Boolean),
    socket,
  ];
  if (proxies.kind === "hops") return chain[Math.max(0, chain.length - 1 - proxies.hops)] ?? socket;
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const address = chain[index]!;
    if (!isTrustedProxy(proxies, address)) return address;
  }
  return chain[0] ?? socket;
}

/** Whether a trusted proxy says the browser reached it over https (X-Forwarded-Proto), for requests seen by Node. */
export function forwardedHttps(proxies: TrustedProxies, peer: string | undefined, headers: Record<string, string | string[] | undefined>): boolean {
  return isTrustedProxy(proxies, peer) && firstValue(headers["x-forwarded-proto"])?.toLowerCase() === "https";
}

/**
 * Removes the forwarding headers of a request whose peer is not a trusted proxy, before Next or the embedded provider
 * read them (server/main.ts): what is left is either a trusted proxy's word or Next's own values from the socket.
 */
export function dropUntrustedForwarding(headers: Record<string, string | string[] | undefined>, peer: string | undefined, proxies: TrustedProxies): void {
  if (isTrustedProxy(proxies, peer)) return;
  for (const name of FORWARDING_HEADERS) delete headers[name];
}

/**
 * The client's address as a route handler sees it, behind server/main.ts: X-Forwarded-For from an untrusted peer was
 * dropped there and Next then set it to the socket's peer; from a trusted proxy it is that proxy's chain, which Next
 * leaves as it is (the proxy itself, the peer, is not in it). Read from the right as clientAddress does, the peer
 * being a trusted hop. Under plain `next start` nothing drops a forged header: run the site through server/main.ts.
 */
export function forwardedClientAddress(proxies: TrustedProxies, forwardedFor: string | null | undefined): string {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => normalizeAddress(entry))
    .filter(Boolean);
  if (chain.length === 0) return "";
  if (proxies.kind === "none") return chain[chain.length - 1]!;
  if (proxies.kind === "hops") return chain[Math.max(0, chain.length - proxies.hops)]!;
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const address = chain[index]!;
    if (!isTrustedProxy(proxies, address)) return address;
  }
  return chain[0]!;
}
