import { describe, expect, it } from "vitest";
import { isLoopbackAlias, localOrigin, onPublicOrigin, publicOrigin } from "./public-origin";

describe("issue 12: the public origin comes from configuration", () => {
  it("is PUBLIC_ORIGIN (its origin part), else the embedded issuer's origin, else http://{HOST or localhost}:{PORT}", () => {
    expect(publicOrigin({ PUBLIC_ORIGIN: "https://www.voltline.example/ignored/path", PORT: "3100" })).toBe("https://www.voltline.example");
    expect(publicOrigin({ OIDC_EMBEDDED_ISSUER: "http://127.0.0.1:3100/oidc", HOST: "0.0.0.0", PORT: "3100" })).toBe("http://127.0.0.1:3100");
    expect(publicOrigin({ HOST: "127.0.0.1", PORT: "3100" })).toBe("http://127.0.0.1:3100");
    expect(publicOrigin({})).toBe("http://localhost:3000");
    expect(localOrigin("::", 3000)).toBe("http://localhost:3000");
    expect(localOrigin("::1", 3000)).toBe("http://[::1]:3000");
  });

  it("fails loudly on a PUBLIC_ORIGIN that is not an http(s) URL", () => {
    expect(() => publicOrigin({ PUBLIC_ORIGIN: "www.voltline.example" })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => publicOrigin({ PUBLIC_ORIGIN: "javascript:alert(1)" })).toThrow(/PUBLIC_ORIGIN/);
  });

  it("puts a same-site path on the public origin, and anything else on its home page", () => {
    const env = { PUBLIC_ORIGIN: "https://www.voltline.example" };
    expect(onPublicOrigin("/voltline/fr-ca/products?sort=newest#top", env).href).toBe("https://www.voltline.example/voltline/fr-ca/products?sort=newest#top");
    for (const path of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "/\t/evil.example", "evil.example"]) {
      expect(onPublicOrigin(path, env).href).toBe("https://www.voltline.example/");
    }
  });

  it("knows this server under another loopback name only while no PUBLIC_ORIGIN is set", () => {
    expect(isLoopbackAlias("127.0.0.1:3000", {})).toBe(true);
    expect(isLoopbackAlias("localhost:3000", {})).toBe(false);
    expect(isLoopbackAlias("127.0.0.1:3001", {})).toBe(false);
    expect(isLoopbackAlias("evil.example:3000", {})).toBe(false);
    expect(isLoopbackAlias("127.0.0.1:3000", { PUBLIC_ORIGIN: "http://localhost:3000" })).toBe(false);
  });
});
