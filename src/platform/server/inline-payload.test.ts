import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KEPT_MARK, STATIC_MARK } from "@/platform/html/kept-markup";
import { advanceUtf8, compactInlinePayload } from "./inline-payload";
import { inlineScripts } from "./inline-scripts";

const require = createRequire(import.meta.url);
const FIXTURE = path.join(__dirname, "inline-payload.fixture.mjs");

/** The payload scripts React (the copy Next runs) and Next's inliner write for sections holding these blocks. */
function renderedPayload(...blocks: string[]): { whole: string; cut: string } {
  const output = execFileSync(process.execPath, ["--conditions", "react-server", FIXTURE, ...blocks], { env: { ...process.env, NODE_ENV: "production" } });
  return JSON.parse(output.toString("utf8")) as { whole: string; cut: string };
}

const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;
const payloadText = (html: string) =>
  [...html.matchAll(PUSH)]
    .map((match) => JSON.parse(match[1]!) as [number, string])
    .filter(([kind]) => kind === 1)
    .map(([, text]) => text)
    .join("");

interface Section {
  props: { id: string; title?: string; dangerouslySetInnerHTML: { __html: string } };
}
interface Tree {
  props: { children: [Section[], { props: { children: string; title: string; lang?: string } }] };
}

interface Lazy<T> {
  $$typeof: symbol;
  _payload: unknown;
  _init(payload: unknown): T;
}
/** An element the client decoded as a reference to a later row, resolved (the whole payload has arrived). */
const resolved = <T,>(node: T | Lazy<T>): T => {
  const lazy = node as Lazy<T>;
  return lazy.$$typeof === Symbol.for("react.lazy") ? lazy._init(lazy._payload) : (node as T);
};

/** The tree React's flight client (the browser's, as Next ships it) decodes from the page's payload scripts. */
async function decoded(html: string): Promise<Tree> {
  const client = require("next/dist/compiled/react-server-dom-turbopack/client.edge.js") as {
    createFromReadableStream(stream: ReadableStream<Uint8Array>, options: unknown): Promise<Tree>;
  };
  const tree = await client.createFromReadableStream(new Response(payloadText(html)).body!, { serverConsumerManifest: { moduleMap: {}, serverModuleMap: null, moduleLoading: null } });
  const [sections, last] = tree.props.children;
  return { props: { children: [sections.map(resolved), resolved(last)] } };
}

/** A document holding the blocks' HTML (as React's server render writes it) before its payload scripts. */
const page = (scripts: string, blocks: readonly string[] = []) =>
  Buffer.from(`<!DOCTYPE html><html><head></head><body><main>${blocks.map((block) => `<section>${block}</section>`).join("")}</main>${scripts}</body></html>`, "utf8");
const LONG = "<tr><th>Tension</th><td>120 V ≈ 😀</td></tr>".repeat(60);
const OTHER = "<li><a href=\"/voltline/fr-ca/p/x\">Disjoncteur « Ø »</a></li>".repeat(30);
const PLAIN = "y".repeat(1500);

describe("static markup left out of a document's inlined payload (ADR 78)", () => {
  // Two long blocks (text rows), a long unmarked string, a short block with quotes and a backslash (a JSON string in
  // its row), and a string holding the mark after a quote, not at its start.
  const SHORT = '{MARK}<p title="a \\ b">court</p>';
  const QUOTED = 'il a dit "{MARK}" en passant';
  const rendered = renderedPayload(`{MARK}${LONG}`, PLAIN, `{MARK}${OTHER}`, SHORT, QUOTED);
  const unmarked = (block: string) => block.replace("{MARK}", STATIC_MARK);
  const shown = [LONG, PLAIN, OTHER, SHORT.replace("{MARK}", ""), QUOTED.replace("{MARK}", STATIC_MARK)];

  for (const form of ["whole", "cut"] as const) {
    it(`replaces each long marked block by a numbered mark, the rest decoding as before (payload ${form === "whole" ? "in one chunk" : "cut into 97-byte chunks"})`, async () => {
      const before = page(rendered[form], shown);
      const after = compactInlinePayload(before);
      expect(after).toBeDefined();
      expect(after!.length).toBeLessThan(before.length - 3000);

      const [sections, last] = (await decoded(after!.toString("utf8"))).props.children;
      expect(sections.map((section) => section.props.dangerouslySetInnerHTML.__html)).toEqual([`${KEPT_MARK}0`, PLAIN, `${KEPT_MARK}1`, `${KEPT_MARK}2`, unmarked(QUOTED)]);
      expect(sections.map((section) => section.props.id)).toEqual(["b0", "b1", "b2", "b3", "b4"]);
      expect(last.props.children).toBe("Fin — ünïcode 😀");
      // One script holds the payload, where its last chunk was.
      expect(after!.toString("utf8").match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);
      // The document around the scripts is untouched.
      expect(after!.toString("utf8").startsWith(page("", shown).toString("utf8").replace("</body></html>", ""))).toBe(true);
    });
  }

  it("leaves out the props React writes as undefined, and keeps a string that reads \"$undefined\"", async () => {
    const before = page(rendered.cut, shown);
    expect(payloadText(before.toString("utf8"))).toContain('"title":"$undefined"');
    const after = compactInlinePayload(before)!.toString("utf8");
    expect(payloadText(after)).not.toMatch(/":"\$undefined"/);
    const [sections, last] = (await decoded(after)).props.children;
    expect(sections.every((section) => !("title" in section.props))).toBe(true);
    expect("lang" in last.props).toBe(false);
    expect(last.props.title).toBe("$undefined");
    // React reads the payload before the rewrite the same way: its JSON reviver turns "$undefined" into undefined,
    // which drops the key.
    const [sectionsBefore, lastBefore] = (await decoded(before.toString("utf8"))).props.children;
    expect(sectionsBefore.map((section) => Object.keys(section.props))).toEqual(sections.map((section) => Object.keys(section.props)));
    expect(Object.keys(lastBefore.props)).toEqual(Object.keys(last.props));
    expect(lastBefore.props.title).toBe("$undefined");
  });

  it("keeps a marked block the document does not show in the payload (a client component has not rendered it)", async () => {
    const after = compactInlinePayload(page(rendered.cut, [LONG, PLAIN]));
    const [sections] = (await decoded(after!.toString("utf8"))).props.children;
    expect(sections.map((section) => section.props.dangerouslySetInnerHTML.__html)).toEqual([`${KEPT_MARK}0`, PLAIN, `${STATIC_MARK}${OTHER}`, unmarked(SHORT), unmarked(QUOTED)]);
  });

  it("decodes as React wrote it before the rewrite (the test's own check)", async () => {
    const [sections] = (await decoded(rendered.cut)).props.children;
    expect(sections.map((section) => section.props.dangerouslySetInnerHTML.__html)).toEqual([`${STATIC_MARK}${LONG}`, PLAIN, `${STATIC_MARK}${OTHER}`, unmarked(SHORT), unmarked(QUOTED)]);
  });

  it("writes a payload without marked blocks, sent in several chunks, as one script decoding the same", async () => {
    const plain = renderedPayload(PLAIN, "z".repeat(300));
    expect(plain.cut.match(/self\.__next_f\.push\(\[1,/g)!.length).toBeGreaterThan(10);
    const after = compactInlinePayload(page(plain.cut, [PLAIN]))!.toString("utf8");
    expect(after.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);
    const [sections, last] = (await decoded(after)).props.children;
    expect(sections.map((section) => section.props.dangerouslySetInnerHTML.__html)).toEqual([PLAIN, "z".repeat(300)]);
    expect(last.props.children).toBe("Fin — ünïcode 😀");
  });

  it("writes scripts the Content-Security-Policy layer still recognises", () => {
    const after = compactInlinePayload(page(rendered.cut, shown))!.toString("utf8");
    const { hashes, unknown } = inlineScripts(after);
    expect(unknown).toEqual([]);
    expect(hashes.length).toBeGreaterThan(1);
  });

  it("leaves a page without marked blocks, or with a payload it does not know, as it is", () => {
    // One script, no marked block, no undefined prop: nothing to change.
    const plain = `<script>self.__next_f.push(${JSON.stringify([1, `0:["$","p",null,{"children":"${PLAIN}"}]\n`])})</script>`;
    expect(compactInlinePayload(page(plain, [PLAIN]))).toBeUndefined();
    const whole = rendered.whole;
    // A binary chunk (base64), a row cut off by the end of the page, a push that is not JSON.
    expect(compactInlinePayload(page(`${whole}<script>self.__next_f.push([3,"AAEC"])</script>`, shown))).toBeUndefined();
    const lastPush = whole.lastIndexOf("<script>self.__next_f.push(");
    const truncated = `${whole.slice(0, lastPush)}<script>self.__next_f.push(${JSON.stringify([1, `9:T400,${STATIC_MARK}abc`])})</script>`;
    expect(compactInlinePayload(page(whole, shown))).toBeDefined();
    expect(compactInlinePayload(page(truncated, shown))).toBeUndefined();
    expect(compactInlinePayload(page(`${whole}<script>self.__next_f.push([1,"x"+alert(1)])</script>`, shown))).toBeUndefined();
    // A model row whose marked string never closes.
    const unclosed = `0:[${JSON.stringify(STATIC_MARK).slice(0, -1)}abc\n1:"x"\n`;
    expect(compactInlinePayload(page(`<script>self.__next_f.push(${JSON.stringify([1, unclosed])})</script>`, ["abc"]))).toBeUndefined();
    const closed = `0:[${JSON.stringify(`${STATIC_MARK}abc`)}]\n1:"x"\n`;
    expect(compactInlinePayload(page(`<script>self.__next_f.push(${JSON.stringify([1, closed])})</script>`, ["abc"]))).toBeDefined();
  });
});

describe("advanceUtf8", () => {
  it("counts UTF-8 bytes of one, two, three and four bytes", () => {
    expect(advanceUtf8("aé€😀b", 0, 1)).toBe(1);
    expect(advanceUtf8("aé€😀b", 0, 3)).toBe(2);
    expect(advanceUtf8("aé€😀b", 0, 6)).toBe(3);
    expect(advanceUtf8("aé€😀b", 0, 10)).toBe(5);
    expect(advanceUtf8("aé€😀b", 1, 10)).toBe(6);
  });
  it("is -1 past the end or inside a character", () => {
    expect(advanceUtf8("ab", 0, 3)).toBe(-1);
    expect(advanceUtf8("é", 0, 1)).toBe(-1);
  });
});
