// F10-F13 verification (ADR 60): references and check codes are recognised strictly, pasted digests are normalised,
// and the verification path is built from the letter's brand, locale, reference and code only.
import { describe, expect, it } from "vitest";
import { codeFromBytes, isCheckCode, isReference, normaliseDigest, sameDigest, verificationPath } from "./verification";

const DIGEST = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

describe("letter verification", () => {
  it("recognises references and 16-character check codes of the alphabet only", () => {
    expect(isReference("CL-7K3M-9QXA")).toBe(true);
    expect(isReference("cl-7k3m-9qxa")).toBe(false);
    expect(isReference("CL-7K3M-9QXI")).toBe(false);
    expect(isReference("CL-7K3M-9QXA/../x")).toBe(false);
    expect(isCheckCode("0123456789ABCDEF")).toBe(true);
    expect(isCheckCode("0123456789ABCDE")).toBe(false);
    expect(isCheckCode("0123456789ABCDEU")).toBe(false);
  });

  it("draws codes from random bytes without bias", () => {
    expect(codeFromBytes(new Uint8Array([0, 31, 32, 255]), 4)).toBe("0Z0Z");
    expect(() => codeFromBytes(new Uint8Array(3), 4)).toThrow();
  });

  it("normalises a pasted digest and compares it", () => {
    expect(normaliseDigest(` SHA256:${DIGEST.toUpperCase()} `)).toBe(DIGEST);
    expect(normaliseDigest(DIGEST.match(/../gu)!.join(":"))).toBe(DIGEST);
    expect(normaliseDigest("abc")).toBeUndefined();
    expect(normaliseDigest("x".repeat(1000))).toBeUndefined();
    expect(normaliseDigest(42)).toBeUndefined();
    expect(sameDigest(DIGEST, DIGEST)).toBe(true);
    expect(sameDigest(DIGEST, DIGEST.replace("9", "8"))).toBe(false);
    expect(sameDigest(null, DIGEST)).toBe(false);
  });

  it("builds the verification path", () => {
    expect(verificationPath("voltline", "fr-ca", "CL-7K3M-9QXA", "0123456789ABCDEF")).toBe("/voltline/fr-ca/letter-verification/CL-7K3M-9QXA/0123456789ABCDEF");
  });
});
