import { describe, expect, it } from "vitest";
import { HtmlGrid } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";

describe("C3/C4 HTML grid block", () => {
  it("renders each item sanitized in the chosen number of columns", async () => {
    const html = await renderToHtml(
      <HtmlGrid
        context={testContext}
        block={{ id: "hg", type: "htmlGrid", title: "Specs", columns: 2, items: ["<p><strong>UL</strong> listed</p>", '<p onclick="x()">CSA</p><script>x()</script>'] }}
      />,
    );
    expect(html).toContain(">Specs</h2>");
    expect(html).toContain("--columns:2");
    expect(html).toContain("<p><strong>UL</strong> listed</p>");
    expect(html).toContain("<p>CSA</p>");
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("<script");
  });
});
