import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { ACCOUNT_HINT_SCRIPT } from "@/features/account";
import { inlineScripts, isKnownInlineScript, lastCallEnd, REACT_RUNTIME_BLOCKS } from "./inline-scripts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

// Shapes copied from a production build's pages (home, listing, product, news).
const FLIGHT_INIT = "(self.__next_f=self.__next_f||[]).push([0])";
const FLIGHT = String.raw`self.__next_f.push([1,"1:\"$Sreact.fragment\"\n2:\"/_next/static/chunks/0tiuj32d-qcy3.js\"\n3:I[39756,[\"$2\"],\"default\"]\n28:[\"$\",\"$L27\",null,{\"href\":\"/voltline/en/my-list\",\"children\":\"My lists (\\u003c)\"}]\n"])`;
const TURBOPACK = `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/1pcw6gskne7pf.js"],"runtimeModuleIds":[94553]});`;
const JSON_LD = `{"@context":"https://schema.org","@type":"Organization","name":"Voltline"}`;

const page = (...scripts: string[]) => `<!DOCTYPE html><html><head>${scripts.join("")}</head><body><p>x</p></body></html>`;

describe("inline scripts a page may run (ADR 25)", () => {
  it("hashes Next's RSC payload, Turbopack's bootstrap and the account hint, each once", () => {
    const html = page(
      `<script src="/_next/static/chunks/a.js" async=""></script>`,
      `<script>${ACCOUNT_HINT_SCRIPT}</script>`,
      `<script id="_R_">${TURBOPACK}</script>`,
      `<script>${FLIGHT_INIT}</script>`,
      `<script>${FLIGHT}</script>`,
      `<script>${FLIGHT}</script>`,
    );
    const { hashes, unknown } = inlineScripts(html, [ACCOUNT_HINT_SCRIPT]);
    expect(unknown).toEqual([]);
    expect(hashes.sort()).toEqual([hash(ACCOUNT_HINT_SCRIPT), hash(TURBOPACK), hash(FLIGHT_INIT), hash(FLIGHT)].sort());
  });

  it("hashes a script's UTF-8 bytes, as the browser does, when the page holds letters beyond ASCII (read as bytes, issue 15)", () => {
    const accented = String.raw`self.__next_f.push([1,"1f:[\"$\",\"p\",null,{\"children\":\"Détecteur 180 pi², -30 °C, señal\"}]\n"])`;
    const injected = "alert('é')";
    const html = page(`<script>${accented}</script>`, `<p>Ünïcode … ✓</p>`, `<script>${injected}</script>`);
    const { hashes, unknown } = inlineScripts(html);
    expect(hashes).toEqual([hash(accented)]);
    expect(unknown).toEqual([injected]);
    expect(isKnownInlineScript(`${ACCOUNT_HINT_SCRIPT}`, [ACCOUNT_HINT_SCRIPT])).toBe(true);
  });

  it("needs no hash for external scripts and JSON-LD data blocks", () => {
    const html = page(`<script type="application/ld+json">${JSON_LD}</script>`, `<script src="https://cdn.example/x.js"></script>`);
    expect(inlineScripts(html)).toEqual({ hashes: [], unknown: [] });
  });

  it("does not allow an injected script, even one that starts like Next's", () => {
    for (const injected of [
      "alert(document.cookie)",
      `self.__next_f.push([1,"x"]);alert(1)`,
      `self.__next_f.push([1,"x"].concat(alert(1)))`,
      `self.__next_f.push(alert(1))`,
      `self.__next_f.push([1,"x"]);self.__next_f.push(alert(1))`,
      `self.__next_f.push([1,"x"])//)`,
      `self.__next_f.push([1,"x"]),alert(1)`,
      `self.__next_f.push([1,")"],alert(1))`,
      `$RC("B:0",alert(1))`,
      `${ACCOUNT_HINT_SCRIPT};fetch("//evil.example")`,
      `${REACT_RUNTIME_BLOCKS[0]!.name}`,
    ]) {
      const { hashes, unknown } = inlineScripts(page(`<script>${FLIGHT}</script>`, `<script>${injected}</script>`), [ACCOUNT_HINT_SCRIPT]);
      expect(hashes, injected).toEqual([hash(FLIGHT)]);
      expect(unknown, injected).toEqual([injected.slice(0, 80)]);
    }
  });

  it("knows a script of several data calls, each ending where its own arguments end", () => {
    expect(isKnownInlineScript(`self.__next_f.push([1,"a)"]);self.__next_f.push([1,"(b"]);`)).toBe(true);
    expect(isKnownInlineScript(`$RC("B:0","S:0");$RC("B:1","S:1")`)).toBe(true);
    expect(lastCallEnd(`x(1) ;\n`)).toBe(3);
    expect(lastCallEnd(`x(1);y`)).toBe(-1);
  });

  it("does not take an application's script as trusted unless it is passed as such", () => {
    expect(isKnownInlineScript(ACCOUNT_HINT_SCRIPT)).toBe(false);
    expect(isKnownInlineScript(ACCOUNT_HINT_SCRIPT, [ACCOUNT_HINT_SCRIPT])).toBe(true);
  });

  it("knows React's runtime functions as Next ships them (fails when a Next upgrade changes them)", () => {
    const current = reactRuntimeFunctions().map((block) => ({ length: block.length, sha256: createHash("sha256").update(block).digest("base64") }));
    const known = REACT_RUNTIME_BLOCKS.map(({ length, sha256 }) => ({ length, sha256 }));
    expect(known, `React's runtime changed; REACT_RUNTIME_BLOCKS should now be ${JSON.stringify(current)}`).toEqual(expect.arrayContaining(current));
  });

  it("recognises every script React writes while it streams boundaries, in any order", async () => {
    for (const order of ["plain first", "styles first"] as const) {
      const bodies = await renderStreamingInstructions(order);
      const calls = order === "plain first" ? ["$RC(", "$RS(", "$RX(", "$RR("] : ["$RR(", "$RX("];
      for (const call of calls) expect(bodies.some((body) => body.includes(call)), `${order}: ${call}`).toBe(true);
      expect(bodies.filter((body) => !isKnownInlineScript(body)), order).toEqual([]);
    }
  });
});

const require = createRequire(import.meta.url);

/** The runtime functions React's server renderer writes into pages, read from the copy Next renders with. */
function reactRuntimeFunctions(): string[] {
  const source = readFileSync(require.resolve("next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js"), "utf8");
  const literal = (pattern: RegExp) => {
    const match = pattern.exec(source);
    if (!match?.[1]) throw new Error(`not found in React: ${pattern}`);
    return (new Function(`return ${match[1]}`)() as string).replace(/\$R[A-Z]{1,2}\("$/, "").replace(/;+$/, "");
  };
  const chunk = (name: string) => literal(new RegExp(`${name}\\s*=\\s*stringToPrecomputedChunk\\(\\s*('(?:[^'\\\\]|\\\\.)*')\\s*\\)`));
  return [
    chunk("completeBoundaryScriptFunctionOnly"),
    chunk("completeSegmentScript1Full"),
    chunk("clientRenderScriptFunctionOnly"),
    chunk("clientRenderScript1Full"),
    chunk("completeBoundaryWithStylesScript1FullPartial"),
    literal(/writeChunk\(\s*destination,\s*('\$RV=function\(B,g\)(?:[^'\\]|\\.)*')\s*\)/),
  ];
}

/**
 * The inline scripts React writes when boundaries resolve after the shell, in every way it handles (a boundary, a
 * nested segment, a failure rendered on the client, a boundary with a stylesheet), rendered with the production copy
 * Next renders pages with.
 */
async function renderStreamingInstructions(order: "plain first" | "styles first"): Promise<string[]> {
  const React = require("next/dist/compiled/react/cjs/react.production.js") as typeof import("react");
  const { renderToPipeableStream } = require("next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js") as typeof import("react-dom/server");
  const h = React.createElement;
  const later = (ms: number, fail = false) => {
    let done = false;
    const promise = new Promise<void>((resolve) => setTimeout(() => ((done = true), resolve()), ms));
    return () => {
      if (!done) throw promise;
      if (fail) throw new Error("late failure");
      return "ready";
    };
  };
  const styled = order === "styles first" ? 10 : 40;
  const [a, b, c, d] = [later(20), later(30), later(25, true), later(styled)];
  const A = () => h("p", null, a!());
  const B = () => h("p", null, b!());
  const C = () => h("p", null, c!());
  const D = () => h("div", null, h("link", { rel: "stylesheet", href: "/x.css", precedence: "default" }), d!());
  const boundary = (child: React.ReactNode) => h(React.Suspense, { fallback: h("i", null, "…") }, child);
  const children = order === "styles first" ? [boundary(h(D)), boundary(h(C))] : [boundary(h(A)), boundary(h("div", null, h(B), boundary(h(A)))), boundary(h(C)), boundary(h(D))];
  const app = h("html", null, h("body", null, ...children));
  const html = await new Promise<string>((resolve, reject) => {
    let out = "";
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        out += String(chunk);
        callback();
      },
      final(callback) {
        resolve(out);
        callback();
      },
    });
    const stream = renderToPipeableStream(app, { onError: () => undefined, onShellReady: () => stream.pipe(sink), onShellError: reject });
  });
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
}
