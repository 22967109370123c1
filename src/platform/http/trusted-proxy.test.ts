import { describe, expect, it } from "vitest";
import { clientAddress, dropUntrustedForwarding, forwardedHttps, isTrustedProxy, parseTrustProxy } from "./trusted-proxy";

describe("issue 12: X-Forwarded-* only from a configured proxy (TRUST_PROXY)", () => {
  it("trusts nobody by default: the client is the socket's peer, whatever X-Forwarded-For says", () => {
    for (const value of [undefined, "", "0", "false"]) {
      const proxies = parseTrustProxy(value);
      expect(proxies.kind).toBe("none");
      expect(clientAddress(proxies, "203.0.113.7", "198.51.100.1")).toBe("203.0.113.7");
      expect(forwardedHttps(proxies, "127.0.0.1", { "x-forwarded-proto": "https" })).toBe(false);
    }
  });

  it("behind N proxies, takes the address the outermost one saw (from the right), never what the client wrote", () => {
    const one = parseTrustProxy("1");
    expect(clientAddress(one, "10.0.0.2", "1.2.3.4, 203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddress(one, "10.0.0.2", undefined)).toBe("10.0.0.2");
    expect(clientAddress(parseTrustProxy("true"), "10.0.0.2", "203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddress(parseTrustProxy("2"), "10.0.0.2", "1.2.3.4, 203.0.113.7, 10.0.0.9")).toBe("203.0.113.7");
    expect(forwardedHttps(one, "10.0.0.2", { "x-forwarded-proto": "https, http" })).toBe(true);
  });

  it("with a list, only those peers speak for the client; the nearest untrusted hop is the client", () => {
    const proxies = parseTrustProxy("loopback, 10.0.0.0/8, 2001:db8::/32");
    expect(isTrustedProxy(proxies, "::ffff:127.0.0.1")).toBe(true);
    expect(isTrustedProxy(proxies, "2001:db8::5")).toBe(true);
    expect(isTrustedProxy(proxies, "203.0.113.7")).toBe(false);
    expect(clientAddress(proxies, "127.0.0.1", "6.6.6.6, 203.0.113.7, 10.1.2.3")).toBe("203.0.113.7");
    expect(clientAddress(proxies, "203.0.113.7", "1.1.1.1")).toBe("203.0.113.7");
    expect(forwardedHttps(proxies, "203.0.113.7", { "x-forwarded-proto": "https" })).toBe(false);
    expect(forwardedHttps(proxies, "10.9.9.9", { "x-forwarded-proto": "https" })).toBe(true);
  });

  it("refuses a TRUST_PROXY it cannot read, so a typo fails at start", () => {
    for (const value of ["yes", "10.0.0.0/33", "10.0.0.1/8/1", "999", "proxy.example"]) expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });

  it("drops the forwarding headers of a peer that is not a trusted proxy, keeps a trusted one's", () => {
    const proxies = parseTrustProxy("127.0.0.1");
    const forged = { host: "localhost:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "x-forwarded-for": "1.2.3.4", forwarded: "for=1.2.3.4" };
    dropUntrustedForwarding(forged, "203.0.113.7", proxies);
    expect(forged).toEqual({ host: "localhost:3000" });
    const trusted: Record<string, string> = { host: "localhost:3000", "x-forwarded-proto": "https" };
    dropUntrustedForwarding(trusted, "127.0.0.1", proxies);
    expect(trusted["x-forwarded-proto"]).toBe("https");
  });
});

describe("issue 13: the client's address in a route handler behind server/main.ts", () => {
  it("is the peer Next wrote when no proxy is trusted, and the proxies' chain read from the right otherwise", async () => {
    const { forwardedClientAddress, parseTrustProxy } = await import("./trusted-proxy");
    expect(forwardedClientAddress(parseTrustProxy(""), "::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(forwardedClientAddress(parseTrustProxy(""), null)).toBe("");
    // One proxy: it appended the client's address; a forged left-most entry is not taken.
    expect(forwardedClientAddress(parseTrustProxy("1"), "6.6.6.6, 203.0.113.5")).toBe("203.0.113.5");
    expect(forwardedClientAddress(parseTrustProxy("2"), "6.6.6.6, 203.0.113.5, 10.0.0.2")).toBe("203.0.113.5");
    expect(forwardedClientAddress(parseTrustProxy("10.0.0.0/8"), "6.6.6.6, 203.0.113.5, 10.0.0.3")).toBe("203.0.113.5");
  });
});
