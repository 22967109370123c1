import { describe, expect, it, vi } from "vitest";
import { Accordion } from "./Component";
import { renderToHtml, testContext } from "../render-for-test";
import type { AccordionBlock } from "@/features/content/model";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined, refresh: () => undefined }) }));

const items = [
  { id: "q1", title: "Is it UL listed?", body: "<p>Yes, <strong>UL 498</strong>.</p>" },
  { id: "q2", title: "Is it tamper resistant?", body: '<p>Yes.</p><img src="x" onerror="alert(1)">' },
];

describe("C3 accordion block", () => {
  it("opens the first item when openFirstItemByDefault is set", async () => {
    const block: AccordionBlock = { id: "a", type: "accordion", title: "FAQ", openFirstItemByDefault: true, style: "bordered", items };
    const html = await renderToHtml(<Accordion block={block} context={testContext} />);
    const details = html.match(/<details[^>]*>/g) ?? [];
    expect(details).toHaveLength(2);
    expect(details[0]).toContain("open");
    expect(details[1]).not.toContain("open");
    expect(html).toMatch(/<summary[^>]*>Is it UL listed\?<\/summary>/);
    expect(html).toContain("<strong>UL 498</strong>");
    expect(html).not.toContain("onerror");
    // One static block (ADR 74): the items are the wrapper's HTML text, sent once.
    expect((Accordion({ block, context: testContext }) as { props: { html?: string } }).props.html).toMatch(/^<h2 class="[^"]*">FAQ<\/h2><details class="[^"]*" open><summary/);
  });

  it("keeps every item closed otherwise", async () => {
    const block: AccordionBlock = { id: "a", type: "accordion", openFirstItemByDefault: false, style: "default", items };
    const html = await renderToHtml(<Accordion block={block} context={testContext} />);
    expect(html).not.toMatch(/<details[^>]*open/);
  });
});
