import { describe, expect, it, vi } from "vitest";
import { Html } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";

vi.mock("next-intl/server", async () => (await import("../render-for-test")).nextIntlServerStub);

describe("C4 HTML block", () => {
  it("renders sanitized HTML", async () => {
    const html = await renderToHtml(
      <Html context={testContext} block={{ id: "h", type: "html", format: "html", content: '<p>Hi<img src="x" onerror="alert(1)"></p><script>alert(2)</script>' }} />,
    );
    expect(html).toBe('<div class="prose"><p>Hi<img src="x" /></p></div>');
  });

  it("renders markdown as sanitized HTML", async () => {
    const html = await renderToHtml(<Html context={testContext} block={{ id: "h", type: "html", format: "markdown", content: "**Wet location** rated" }} />);
    expect(html).toContain("<strong>Wet location</strong> rated");
  });

  it("renders a translated error paragraph when markdown cannot be parsed", async () => {
    const html = await renderToHtml(
      <Html context={testContext} block={{ id: "h", type: "html", format: "markdown", content: null as unknown as string }} />,
    );
    expect(html).toBe('<p class="error-paragraph">This content could not be displayed.</p>');
  });
});
