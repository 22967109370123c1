import { describe, expect, it } from "vitest";
import { isAppChunkUrl, isChunkFailureEvent, isChunkLoadError } from "./chunk-error";

describe("U3 chunk load failure recognition", () => {
  it("U3 recognises webpack, Turbopack and native dynamic import failures", () => {
    const chunk = Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk app/layout failed"))).toBe(true);
    expect(isChunkLoadError(new Error("Failed to load chunk /_next/static/chunks/abc.js from module 42"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/_next/a.js"))).toBe(true);
    expect(isChunkLoadError("Importing a module script failed.")).toBe(true);
  });

  it("U3 ignores other errors", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ name: "AbortError", message: "aborted" })).toBe(false);
  });

  it("U3 app chunks are the /_next/static files", () => {
    expect(isAppChunkUrl("https://www.voltline.example/_next/static/chunks/app/page-1.js")).toBe(true);
    expect(isAppChunkUrl("https://maps.example/api.js")).toBe(false);
  });
});

describe("U2 U3 chunk failure events", () => {
  it("U3 a thrown chunk error or a failed app <script>/<link> is a chunk failure", () => {
    expect(isChunkFailureEvent({ error: Object.assign(new Error("x"), { name: "ChunkLoadError" }) })).toBe(true);
    expect(isChunkFailureEvent({ message: "Uncaught Error: Loading chunk 7 failed." })).toBe(true);
    expect(isChunkFailureEvent({ target: { tagName: "SCRIPT", src: "https://site/_next/static/chunks/7.js" } })).toBe(true);
    expect(isChunkFailureEvent({ target: { tagName: "LINK", href: "https://site/_next/static/css/a.css" } })).toBe(true);
  });

  it("U3 other errors and third-party scripts are not", () => {
    expect(isChunkFailureEvent({ error: new Error("boom"), message: "boom" })).toBe(false);
    expect(isChunkFailureEvent({ target: { tagName: "SCRIPT", src: "https://maps.example/api.js" } })).toBe(false);
    expect(isChunkFailureEvent({ target: { tagName: "IMG", src: "https://site/_next/static/media/a.png" } })).toBe(false);
  });
});
