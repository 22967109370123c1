// The hostname `server/main.ts` gives Next. Next builds each request's own URL from it, while the URL a proxy.ts
// rewrite carries names a loopback host `localhost` (NextURL normalises 127.0.0.1 and ::1). With HOST=127.0.0.1 the
// two origins differ, so Next 16.4 took every listing rewrite for an external URL and proxied it over HTTP back to
// itself: the proxy ran twice per listing, and behind a TLS-terminating proxy (`X-Forwarded-Proto: https`) the hop
// spoke TLS to a plain-HTTP port and the page answered 500 (vercel/next.js#94745).

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i;

/** `localhost` for a loopback address, the host unchanged otherwise (undefined: every interface). */
export function nextHostname(host: string | undefined): string | undefined {
  if (!host) return undefined;
  return LOOPBACK.test(host) ? "localhost" : host;
}
