import { describe, expect, it } from "vitest";
import { isSameSitePath, previewQuery, signPreviewPath, verifyPreviewLink } from "./signature";

const now = Date.parse("2026-05-01T12:00:00Z");
const params = (q: string) => {
  const p = new URLSearchParams(q);
  return { path: p.get("path"), expires: p.get("expires"), signature: p.get("signature") };
};

describe("signed draft-preview links (C7)", () => {
  it("a signed link verifies until it expires", () => {
    const link = signPreviewPath("/voltline/fr-ca/about?x=1", "secret", now, 600);
    expect(verifyPreviewLink(params(previewQuery(link)), "secret", now + 599_000)).toEqual({ ok: true, path: "/voltline/fr-ca/about?x=1" });
    expect(verifyPreviewLink(params(previewQuery(link)), "secret", now + 601_000)).toEqual({ ok: false, reason: "expired" });
  });
  it("refuses tampered paths, expiries, signatures, wrong secrets and missing parts", () => {
    const link = signPreviewPath("/voltline/en/about", "secret", now);
    const good = { path: link.path, expires: String(link.expires), signature: link.signature };
    expect(verifyPreviewLink({ ...good, path: "/voltline/en/admin" }, "secret", now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyPreviewLink({ ...good, expires: String(link.expires + 3600) }, "secret", now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyPreviewLink({ ...good, signature: "00" }, "secret", now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyPreviewLink(good, "other", now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyPreviewLink({ ...good, signature: null }, "secret", now)).toEqual({ ok: false, reason: "missing" });
    expect(verifyPreviewLink(good, undefined, now)).toEqual({ ok: false, reason: "missing" });
  });
  it("only same-site paths can be signed or opened", () => {
    expect(isSameSitePath("/voltline/en")).toBe(true);
    for (const path of ["//evil.example", "/\\evil.example", "https://evil.example", "voltline/en", "/a\nb", "/.//evil.example", "/..//evil.example", "/%2e%2e//evil.example"]) expect(isSameSitePath(path)).toBe(false);
    expect(() => signPreviewPath("//evil.example", "secret", now)).toThrow();
  });
});
