import { afterEach, describe, expect, it } from "vitest";
import { Script } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";

describe("C3 script block", () => {
  afterEach(() => {
    delete process.env.SCRIPT_ALLOWED_ORIGINS;
  });

  it("inlines valid JSON-LD and drops invalid JSON-LD", async () => {
    const ok = await renderToHtml(<Script context={testContext} block={{ id: "s", type: "script", kind: "json-ld", inline: '{"@type":"FAQPage"}' }} />);
    expect(ok).toBe('<script type="application/ld+json">{"@type":"FAQPage"}</script>');
    const bad = await renderToHtml(<Script context={testContext} block={{ id: "s", type: "script", kind: "json-ld", inline: "<script>alert(1)</script>" }} />);
    expect(bad).toBe("");
  });

  it("renders an external script only from an allow-listed origin", async () => {
    process.env.SCRIPT_ALLOWED_ORIGINS = "https://widgets.example.com";
    const ok = await renderToHtml(<Script context={testContext} block={{ id: "s", type: "script", kind: "external", src: "https://widgets.example.com/w.js" }} />);
    expect(ok).toContain('src="https://widgets.example.com/w.js"');
    const blocked = await renderToHtml(<Script context={testContext} block={{ id: "s", type: "script", kind: "external", src: "https://other.example.com/w.js" }} />);
    expect(blocked).toBe("");
  });
});
