import { describe, expect, it } from "vitest";
import { SectionTitle } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";

describe("C3 section title block", () => {
  it("renders the heading at the chosen level with its subtitle", async () => {
    const html = await renderToHtml(
      <SectionTitle
        context={testContext}
        block={{ id: "t1", type: "sectionTitle", title: "Built for the job site", subtitle: "Since 1952", headingLevel: 3, align: "center" }}
      />,
    );
    expect(html).toContain(">Built for the job site</h3>");
    expect(html).toContain("Since 1952");
  });
});
