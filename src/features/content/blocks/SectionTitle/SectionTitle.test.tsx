import { describe, expect, it, vi } from "vitest";
import { SectionTitle } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

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

  it("is one header of static markup; the editor's text is escaped", async () => {
    const html = await renderToHtml(
      <SectionTitle context={testContext} block={{ id: "t2", type: "sectionTitle", title: "Volts & <amps>", headingLevel: 2, align: "left" }} />,
    );
    expect(html).toMatch(/^<header class="[^"]*title[^"]*"><h2 class="[^"]*heading[^"]*">Volts &#38; &#60;amps&#62;<\/h2><\/header>$/);
  });
});
