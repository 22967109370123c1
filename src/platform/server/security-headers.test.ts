import { describe, expect, it } from "vitest";
import { parseAllowedOrigins } from "@/features/content";
import { algoliaOrigins, contentSecurityPolicy, publicOriginIsHttps, securityHeaders, securityPolicyConfig } from "./security-headers";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));

describe("browser security headers (issue 12 item 6)", () => {
  it("send HSTS only when the public origin is https, from PUBLIC_ORIGIN or NEXT_PUBLIC_SITE_ORIGIN", () => {
    expect(publicOriginIsHttps({})).toBe(false);
    expect(publicOriginIsHttps({ NEXT_PUBLIC_SITE_ORIGIN: "http://localhost:3000" })).toBe(false);
    expect(publicOriginIsHttps({ NEXT_PUBLIC_SITE_ORIGIN: "https://www.voltline.example" })).toBe(true);
    expect(publicOriginIsHttps({ PUBLIC_ORIGIN: "http://127.0.0.1:3000", NEXT_PUBLIC_SITE_ORIGIN: "https://www.voltline.example" })).toBe(false);
    expect(publicOriginIsHttps({ PUBLIC_ORIGIN: "not a url" })).toBe(false);

    const plain = securityHeaders(securityPolicyConfig({}));
    expect(plain["strict-transport-security"]).toBeUndefined();
    const tls = securityHeaders(securityPolicyConfig({ PUBLIC_ORIGIN: "https://www.voltline.example" }));
    expect(tls["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("forbid framing, sniffing and cross-origin referrers, and turn off the features the site does not use", () => {
    expect(securityHeaders(securityPolicyConfig({}))).toEqual({
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
      "cross-origin-opener-policy": "same-origin",
    });
  });
});

describe("Content-Security-Policy (issue 12 item 6, ADR 25)", () => {
  it("runs only the site's own scripts and the given inline hashes: no 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    const policy = directives(contentSecurityPolicy(securityPolicyConfig({}), ["'sha256-abc='", "'sha256-def='"]));
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://images.ctfassets.net", "https://assets.ctfassets.net"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect(directives(contentSecurityPolicy(securityPolicyConfig({}))).get("script-src")).toEqual(["'self'"]);
  });

  it("lets CMS script blocks load from SCRIPT_ALLOWED_ORIGINS, and the browser search reach Algolia when it searches Algolia", () => {
    const config = securityPolicyConfig(
      { SCRIPT_ALLOWED_ORIGINS: "https://widgets.example.com/path, not a url,https://cdn.example.org", NEXT_PUBLIC_ALGOLIA_APP_ID: "LATENCY", NEXT_PUBLIC_ALGOLIA_SEARCH_API_KEY: "public-key" },
      parseAllowedOrigins("https://widgets.example.com/path, not a url,https://cdn.example.org"),
    );
    const policy = directives(contentSecurityPolicy(config, ["'sha256-abc='"]));
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='", "https://widgets.example.com", "https://cdn.example.org"]);
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://latency-dsn.algolia.net",
      "https://latency.algolia.net",
      "https://latency-1.algolianet.com",
      "https://latency-2.algolianet.com",
      "https://latency-3.algolianet.com",
    ]);
    // Without the search key the browser still searches the app itself.
    expect(directives(contentSecurityPolicy(securityPolicyConfig({ NEXT_PUBLIC_ALGOLIA_APP_ID: "LATENCY" }))).get("connect-src")).toEqual(["'self'"]);
    expect(algoliaOrigins("bad id; script-src *")).toEqual([]);
  });

  it("lets sign-out's form redirect to an outside OpenID provider, and upgrades requests on an https site", () => {
    const policy = directives(contentSecurityPolicy(securityPolicyConfig({ OIDC_ISSUER: "https://id.voltline.example/realms/site", PUBLIC_ORIGIN: "https://www.voltline.example" })));
    expect(policy.get("form-action")).toEqual(["'self'", "https://id.voltline.example"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("adds a configured outside service's script, connect and frame sources, and no frame-src without one", () => {
    expect(directives(contentSecurityPolicy(securityPolicyConfig({}))).has("frame-src")).toBe(false);
    const service = { scriptOrigins: ["https://svc.example/js/"], connectOrigins: ["https://api.svc.example"], frameOrigins: ["https://svc.example/frame/"] };
    const policy = directives(contentSecurityPolicy(securityPolicyConfig({}, ["https://cdn.example.org"], [service, {}]), ["'sha256-abc='"]));
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='", "https://cdn.example.org", "https://svc.example/js/"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.svc.example"]);
    expect(policy.get("frame-src")).toEqual(["'self'", "https://svc.example/frame/"]);
  });
});
